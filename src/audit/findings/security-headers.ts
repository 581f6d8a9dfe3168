/**
 * Security headers as a browser reads them on the start page's answer: a Content-Security-Policy that
 * stops injected scripts, protection from being framed by another site, X-Content-Type-Options, a
 * Referrer-Policy that does not hand out whole addresses, and cookies set without Secure or HttpOnly.
 * HSTS is `hsts`'s (security.ts). Each weighs 1: these matter to visitors' safety and trust in the
 * site, not to where a search engine ranks it, and every `why` says so. Each is judged only where the
 * answer's headers were read (`headerFacts`), and passes only where the header was found and judged.
 */
import type { SecurityHeaders, SetCookie } from '../read/header-facts.js';
import type { CspWeakness } from '../read/csp.js';
import { clip } from '../../lib/clip.js';
import { listed, plural } from '../../shared/words.js';
import { pageCheck, shown } from './finding.js';
import { PROOFS_SHOWN, type Proof } from './proof.js';

/** What these headers weigh: trust and safety, not ranking. */
const WEIGHT = 1;
const NOT_RANKING = 'It matters to visitors’ safety and trust, not to your search ranking.';

/**
 * Google's strict policy (csp.withgoogle.com/docs/strictcsp.html): scripts run only with this
 * answer's nonce, and what they load; no plugins; no `<base>` to move them. CSP Evaluator finds no
 * high-severity weakness in it (tests/unit/findings/security-headers.test.ts).
 */
export const STRICT_CSP = "script-src 'nonce-{random}' 'strict-dynamic'; object-src 'none'; base-uri 'none'";

/** The start page's security headers, when its answer's headers were read. */
const securityOf = (page: { headerFacts?: { security?: SecurityHeaders } }) => page.headerFacts?.security;

/** Where the policies were read: each header line and each `<meta>` tag, as sent (clipped), for "How we know". */
const policyProof = (url: string, headerLines: readonly string[], metas: readonly string[]): Proof[] => [
  ...headerLines.map((line) => ({ url, quote: clip(`Content-Security-Policy: ${line}`, 240) })),
  ...metas.map((content) => ({ url, quote: clip(`<meta http-equiv="Content-Security-Policy" content="${content}">`, 240) })),
];

/** Cookie names listed in a sentence, at most; the rest are counted. */
const COOKIES_NAMED = 8;
const cookieNames = (list: readonly SetCookie[]) => {
  const names = list.slice(0, COOKIES_NAMED).map((c) => clip(c.name, 40));
  return list.length > COOKIES_NAMED ? `${names.join(', ')} and ${list.length - COOKIES_NAMED} more` : listed(names);
};
/**
 * The cookies a finding names, as their Set-Cookie lines say them: the name and the flags it judges, never
 * the value (often a session's key: the answer's header as a whole would put it into the report).
 */
const cookieProof = (url: string, list: readonly SetCookie[]): Proof[] =>
  list.slice(0, PROOFS_SHOWN).map((c) => ({
    url,
    quote: clip(`Set-Cookie: ${c.name}=(value not kept)${c.secure ? '; Secure' : ''}${c.httpOnly ? '; HttpOnly' : ''}`, 240),
  }));

/** One weakness of a policy, as a clause: what it lets through. */
function weaknessWords(w: CspWeakness): string {
  if (w.kind === 'unsafe-inline') return `it allows 'unsafe-inline' scripts without a nonce or hash (${w.directive})`;
  if (w.kind === 'any-host') {
    if (w.value === '*') return `${w.directive} allows * (any site at all)`;
    if (w.value.toLowerCase() === 'data:')
      return `${w.directive} allows data:, which lets anyone who can add to the page write a script there`;
    return `${w.directive} allows any ${clip(w.value, 40)} address, which means any site`;
  }
  if (w.kind === 'missing')
    return w.directive === 'base-uri'
      ? 'it has no base-uri, so an injected <base> tag could send its scripts elsewhere'
      : `it has no ${w.directive} (nor default-src), so it does not limit ${w.directive === 'script-src' ? 'scripts' : 'plugins such as <object> and <embed>'} at all`;
  if (w.kind === 'allowlist')
    return `${w.directive} trusts a list of hosts, which can often be got round (nonces or hashes with 'strict-dynamic' cannot)`;
  return `${w.directive}: ${clip(w.description, 200)}`;
}

/**
 * The one policy a browser takes from `Referrer-Policy`: the last value it knows of a comma-separated
 * list (Referrer Policy §8.1); none it knows: the browser's own default, strict-origin-when-cross-origin.
 */
const REFERRER_POLICIES = new Set([
  'no-referrer',
  'no-referrer-when-downgrade',
  'same-origin',
  'origin',
  'strict-origin',
  'origin-when-cross-origin',
  'strict-origin-when-cross-origin',
  'unsafe-url',
]);
const referrerPolicyOf = (lines: readonly string[]) =>
  lines
    .flatMap((line) => line.split(','))
    .map((v) => v.trim().toLowerCase())
    .filter((v) => REFERRER_POLICIES.has(v))
    .at(-1);

/**
 * Whether X-Frame-Options keeps other sites from framing the page, as the HTML standard reads it
 * (7.1.1, "check a navigation response's adherence to X-Frame-Options"): every value across its lines;
 * DENY or SAMEORIGIN among them forbids framing (two that disagree forbid it too); anything else,
 * ALLOW-FROM included, which browsers dropped, forbids nothing.
 */
const frameOptionsForbid = (lines: readonly string[]) =>
  lines
    .flatMap((line) => line.split(','))
    .map((v) => v.trim().toLowerCase())
    .some((v) => v === 'deny' || v === 'sameorigin');

export const securityHeaders = [
  pageCheck({
    id: 'csp',
    group: 'search',
    fixedBy: 'csp-header',
    shows: { header: 'content-security-policy' },
    weight: WEIGHT,
    why: `A Content-Security-Policy tells browsers which scripts may run, so a script slipped into a page (through a plugin, a form or an advert) is refused. ${NOT_RANKING}`,
    fix: `Have your developer add Google's strict Content-Security-Policy, ${STRICT_CSP}, with a new random nonce on every page and its <script> tags (or, where the host sends no headers, in a <meta> tag with each script's hash). Try it first as Content-Security-Policy-Report-Only: a policy that leaves out something the page loads stops it working.`,
    appliesTo: ({ page }) => securityOf(page) !== undefined,
    judge: ({ page, facts, csp }) => {
      const security = securityOf(page);
      // A policy longer than we keep was judged on part of itself: what was cut off may be what protects it.
      if (!security || security.cspCut) return undefined;
      const url = shown(page.url);
      if (!csp)
        return {
          severity: 'improvement',
          message: security.cspReportOnly
            ? `${url} sends only a Content-Security-Policy-Report-Only header, which reports scripts and blocks none, so nothing limits which scripts run on it.`
            : `${url} sends no Content-Security-Policy, so nothing limits which scripts can run on it.`,
        };
      const from = csp.fromHeader && csp.fromMeta ? 'header and <meta> tag' : csp.fromHeader ? 'header' : '<meta> tag';
      // The header's proof alone would say "missing" of a policy a <meta> tag gives.
      const proof = policyProof(page.url, security.csp, facts.cspMetas);
      if (!csp.weaknesses.length)
        return {
          severity: 'passed',
          message: `The Content-Security-Policy on ${url} (its ${from}) limits which scripts can run, and CSP Evaluator finds no way round it.`,
          proof,
        };
      return {
        severity: 'improvement',
        message: `The Content-Security-Policy on ${url} (its ${from}) leaves injected scripts a way to run: ${csp.weaknesses.map(weaknessWords).join('; ')}.`,
        proof,
      };
    },
  }),
  pageCheck({
    id: 'clickjacking',
    group: 'search',
    fixedBy: 'frame-header',
    shows: [{ header: 'x-frame-options' }, { header: 'content-security-policy' }],
    weight: WEIGHT,
    why: `A site that shows your page inside a frame of its own can hide it under its own buttons and trick visitors into clicking yours (clickjacking). ${NOT_RANKING}`,
    fix: 'Send X-Frame-Options: SAMEORIGIN (or frame-ancestors in a Content-Security-Policy header), so only your own site may show your pages in a frame.',
    appliesTo: ({ page }) => securityOf(page) !== undefined,
    judge: ({ page, csp }) => {
      const security = securityOf(page);
      if (!security) return undefined;
      const url = shown(page.url);
      const ancestors = csp?.frameAncestors;
      const framing = ancestors && `Content-Security-Policy frame-ancestors ${clip(ancestors.value, 120)}`;
      // Browsers obey frame-ancestors over X-Frame-Options when a header policy has it.
      if (ancestors?.restricts)
        return { severity: 'passed', message: `${url} tells browsers which sites may show it in a frame (${framing}).` };
      if (ancestors)
        return {
          severity: 'improvement',
          message: `${url} lets any site show it in a frame: its ${framing} allows any address, and browsers then ignore X-Frame-Options.`,
        };
      const options = security.xFrameOptions;
      if (frameOptionsForbid(options))
        return {
          severity: 'passed',
          message: `${url} keeps other sites from showing it in a frame (X-Frame-Options: ${clip(options.join(', '), 80)}).`,
        };
      return {
        severity: 'improvement',
        message: options.length
          ? `${url} sends X-Frame-Options: ${clip(options.join(', '), 80)}, which browsers do not obey (only DENY or SAMEORIGIN count), so any site can show it in a frame.`
          : `${url} sends neither X-Frame-Options nor a Content-Security-Policy frame-ancestors, so any site can show it in a frame.`,
      };
    },
  }),
  pageCheck({
    id: 'nosniff',
    group: 'search',
    fixedBy: 'nosniff-header',
    shows: { header: 'x-content-type-options' },
    weight: WEIGHT,
    why: `Without it, browsers may second-guess the type a file is sent as, so a file uploaded as an image could be run as a script. ${NOT_RANKING}`,
    fix: 'Send the header X-Content-Type-Options: nosniff with every answer.',
    appliesTo: ({ page }) => securityOf(page) !== undefined,
    judge: ({ page }) => {
      const sent = securityOf(page)?.xContentTypeOptions;
      if (!sent) return undefined;
      const url = shown(page.url);
      // Browsers read the first value only (Fetch, "determine nosniff").
      const first = sent.join(',').split(',')[0]?.trim().toLowerCase();
      if (first === 'nosniff') return { severity: 'passed', message: `${url} sends X-Content-Type-Options: nosniff.` };
      return {
        severity: 'improvement',
        message: sent.length
          ? `${url} sends X-Content-Type-Options: ${clip(sent.join(', '), 80)}, which browsers ignore (only nosniff counts).`
          : `${url} sends no X-Content-Type-Options header, so browsers may guess what its files are rather than trust the type they are sent as.`,
      };
    },
  }),
  pageCheck({
    id: 'referrer-policy',
    group: 'search',
    fixedBy: 'referrer-header',
    shows: { header: 'referrer-policy' },
    weight: WEIGHT,
    why: `Whole addresses can carry private details (a search, an order number, a name in a form's address), and every site a page links to or loads files from is told them. ${NOT_RANKING}`,
    // Not "remove the header": with none sent this type is not judged, so a re-check could not call it fixed (checks/compare.ts).
    fix: 'Send Referrer-Policy: strict-origin-when-cross-origin instead: what browsers do when a site sends no policy, telling other sites your domain alone.',
    // No policy, or none a browser knows, leaves the browsers' own default (strict-origin-when-cross-origin):
    // other sites are told the domain alone, which is fine, so only a policy that weakens it is judged. A
    // page's <meta name="referrer"> can replace the header's policy, so with one the header is not judged.
    appliesTo: ({ page, facts }) => {
      const sent = securityOf(page)?.referrerPolicy;
      return Boolean(sent && referrerPolicyOf(sent)) && facts.referrerMeta === undefined;
    },
    judge: ({ page }) => {
      const policy = referrerPolicyOf(securityOf(page)?.referrerPolicy ?? []);
      if (!policy) return undefined;
      const url = shown(page.url);
      if (policy === 'unsafe-url')
        return {
          severity: 'improvement',
          message: `${url} sends Referrer-Policy: unsafe-url, so every site it links to or loads files from is told the whole address of the page a visitor was on, query included, even over insecure http://.`,
        };
      if (policy === 'no-referrer-when-downgrade')
        return {
          severity: 'improvement',
          message: `${url} sends Referrer-Policy: no-referrer-when-downgrade, so every secure site it links to or loads files from is told the whole address of the page a visitor was on, query included (without it, browsers tell them your domain alone).`,
        };
      return { severity: 'passed', message: `${url} sends Referrer-Policy: ${policy}, so other sites are told at most your domain.` };
    },
  }),
  pageCheck({
    id: 'cookie-flags',
    group: 'search',
    weight: WEIGHT,
    why: `A cookie without Secure is also sent over insecure http://, where anyone on the same Wi-Fi can read it; one without HttpOnly can be read by any script on the page, which matters for a login or session cookie. ${NOT_RANKING}`,
    fix: 'Have whoever looks after your site’s software set its cookies with Secure (your site is on https) and, for any cookie your own scripts do not need to read, HttpOnly. It is a setting of that software (for PHP, session.cookie_secure and session.cookie_httponly), not a file to paste.',
    appliesTo: ({ page }) => Boolean(securityOf(page)?.cookies.length),
    judge: ({ page, https }) => {
      const cookies = securityOf(page)?.cookies ?? [];
      if (!cookies.length) return undefined;
      const url = shown(page.url);
      // Secure is judged on https only: on an http site no cookie can be kept off http, and `https` says the cause.
      const unsecured = https ? cookies.filter((c) => !c.secure) : [];
      const scriptable = cookies.filter((c) => !c.httpOnly);
      if (!unsecured.length && !scriptable.length)
        return {
          severity: 'passed',
          message: `${plural(cookies.length, 'cookie', 'cookies')} ${url} sets ${cookies.length === 1 ? 'is' : 'are'} marked ${https ? 'Secure and ' : ''}HttpOnly (${cookieNames(cookies)}).`,
          proof: cookieProof(page.url, cookies),
        };
      const said = [
        unsecured.length &&
          `${url} sets ${plural(unsecured.length, 'cookie', 'cookies')} without Secure, so ${unsecured.length === 1 ? 'it is' : 'they are'} also sent over insecure http:// (${cookieNames(unsecured)}).`,
        scriptable.length &&
          `Scripts on ${unsecured.length ? 'the page' : url} can read ${plural(scriptable.length, 'cookie', 'cookies')} it sets (no HttpOnly: ${cookieNames(scriptable)}); that is usual for a consent or analytics cookie, but a login or session cookie should have HttpOnly.`,
      ].filter(Boolean);
      return {
        severity: 'improvement',
        message: said.join(' '),
        proof: cookieProof(page.url, [...new Set([...unsecured, ...scriptable])]),
      };
    },
  }),
] as const;
