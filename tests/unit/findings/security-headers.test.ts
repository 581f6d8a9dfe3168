/**
 * Security headers on the start page's answer, judged from facts (tests/facts.ts): a policy judged by
 * CSP Evaluator (none, weak, strict, in a <meta> tag), framing by frame-ancestors or X-Frame-Options,
 * nosniff, a Referrer-Policy only when it hands out whole addresses, cookies without Secure or
 * HttpOnly; and the header fix written for the host the answers name, read back by Netlify's own
 * `_headers` parser and as JSON.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { typeOf } from '../../../src/audit/findings/index.js';
import { STRICT_CSP } from '../../../src/audit/findings/security-headers.js';
import { highSeverityIn } from '../../../src/audit/read/csp.js';
import { checkFacts, judgeSite } from '../../facts.js';
import { finding, goodPage, said } from '../../fixtures/site-table.js';

const HOME = 'https://fixture-plumbing.com.au/';
const HTML = { 'content-type': 'text/html; charset=utf-8' };
type Sent = Record<string, string | string[]>;
/** A one-page site whose home page is sent with `headers` (and `head` in its <head>). */
const home = (headers: Sent, head = '') => ({
  '/': (o: string) => ({ headers: { ...HTML, ...headers }, body: goodPage(o, '/', { head }) }),
});
const judged = async (headers: Sent, head = '', origin?: string) =>
  (await judgeSite(home(headers, head), { maxPages: 1, ...(origin && { origin }) })).findings;
const STRICT = "script-src 'nonce-r4nd0m5ecr3t' 'strict-dynamic'; object-src 'none'; base-uri 'none'";

test('no security header at all: the policy, framing and sniffing are each said of the home page, weighing 1 as a matter of trust', async () => {
  const findings = await judged({});
  assert.equal(said(findings, 'csp'), {
    severity: 'improvement',
    message: `${HOME} sends no Content-Security-Policy, so nothing limits which scripts can run on it.`,
  });
  assert.equal(said(findings, 'clickjacking'), {
    severity: 'improvement',
    message: `${HOME} sends neither X-Frame-Options nor a Content-Security-Policy frame-ancestors, so any site can show it in a frame.`,
  });
  assert.equal(said(findings, 'nosniff'), {
    severity: 'improvement',
    message: `${HOME} sends no X-Content-Type-Options header, so browsers may guess what its files are rather than trust the type they are sent as.`,
  });
  // No Referrer-Policy leaves the browsers' safe default, and no cookie was set: nothing to say of either.
  assert.equal([said(findings, 'referrer-policy'), said(findings, 'cookie-flags')], [undefined, undefined]);
  for (const id of ['csp', 'clickjacking', 'nosniff']) {
    assert.is(typeOf({ id })?.weight, 1, id);
    assert.match(finding(findings, id).why, /not to your search ranking/, id);
  }
  assert.equal(finding(findings, 'nosniff').proof, [{ url: HOME, quote: 'HTTP 200', missing: 'X-Content-Type-Options header' }]);
  // Only a report-only policy: said as what it is, protecting nothing.
  const reportOnly = await judged({ 'content-security-policy-report-only': STRICT });
  assert.match(
    said(reportOnly, 'csp')?.message ?? '',
    /sends only a Content-Security-Policy-Report-Only header, which reports scripts and blocks none/,
  );
});

test("a weak policy names each way round it; a strict nonce policy passes; a <meta> policy protects scripts as a header's does", async () => {
  const weak = await judged({ 'content-security-policy': "script-src 'self' 'unsafe-inline'" });
  const { severity, message } = finding(weak, 'csp');
  assert.is(severity, 'improvement');
  assert.match(message, `The Content-Security-Policy on ${HOME} (its header) leaves injected scripts a way to run: `);
  assert.match(message, "it allows 'unsafe-inline' scripts without a nonce or hash (script-src)");
  assert.match(message, 'it has no object-src (nor default-src), so it does not limit plugins such as <object> and <embed> at all');

  const anyHost = await judged({ 'content-security-policy': "default-src https:; object-src 'none'" });
  assert.match(said(anyHost, 'csp')?.message ?? '', 'default-src allows any https: address, which means any site');
  const data = await judged({ 'content-security-policy': "script-src 'self' data:; object-src 'none'" });
  assert.match(said(data, 'csp')?.message ?? '', 'script-src allows data:, which lets anyone who can add to the page write a script there');
  const hosts = await judged({ 'content-security-policy': "script-src https://cdn.example.com; object-src 'none'" });
  assert.match(said(hosts, 'csp')?.message ?? '', 'script-src trusts a list of hosts, which can often be got round');
  const noBase = await judged({ 'content-security-policy': "script-src 'nonce-r4nd0m5ecr3t' 'strict-dynamic'; object-src 'none'" });
  assert.match(said(noBase, 'csp')?.message ?? '', 'it has no base-uri, so an injected <base> tag could send its scripts elsewhere');

  const strict = await judged({ 'content-security-policy': STRICT });
  assert.equal(said(strict, 'csp'), {
    severity: 'passed',
    message: `The Content-Security-Policy on ${HOME} (its header) limits which scripts can run, and CSP Evaluator finds no way round it.`,
  });
  // 'unsafe-inline' beside a nonce is ignored by browsers that know nonces: kept for old ones, it is no weakness.
  const fallback = await judged({
    'content-security-policy': `${STRICT.replace("'strict-dynamic'", "'strict-dynamic' 'unsafe-inline' https:")}`,
  });
  assert.is(said(fallback, 'csp')?.severity, 'passed');

  const meta = await judged({}, `<meta http-equiv="Content-Security-Policy" content="${STRICT}">`);
  assert.equal(said(meta, 'csp'), {
    severity: 'passed',
    message: `The Content-Security-Policy on ${HOME} (its <meta> tag) limits which scripts can run, and CSP Evaluator finds no way round it.`,
  });
  assert.equal(finding(meta, 'csp').proof, [{ url: HOME, quote: `<meta http-equiv="Content-Security-Policy" content="${STRICT}">` }]);
  // Two policies are both enforced: a strict <meta> one makes up for a weak header.
  const both = await judged(
    { 'content-security-policy': "script-src 'self' 'unsafe-inline'" },
    `<meta http-equiv="Content-Security-Policy" content="${STRICT}">`,
  );
  assert.match(said(both, 'csp')?.message ?? '', /^The Content-Security-Policy on .* \(its header and <meta> tag\) limits/);
});

test('the policy the fix suggests is one CSP Evaluator finds no high-severity weakness in, and the check would find one in a weak policy', () => {
  assert.equal(highSeverityIn(STRICT_CSP.replace('{random}', 'r4nd0m5ecr3t')), []);
  assert.ok(highSeverityIn("script-src 'self' 'unsafe-inline'").length > 0);
  assert.match(typeOf({ id: 'csp' })?.fix ?? '', STRICT_CSP);
});

test('framing: frame-ancestors in the header passes, X-Frame-Options passes, a <meta> frame-ancestors or ALLOW-FROM does not', async () => {
  const ancestors = await judged({ 'content-security-policy': `${STRICT}; frame-ancestors 'self'` });
  assert.equal(said(ancestors, 'clickjacking'), {
    severity: 'passed',
    message: `${HOME} tells browsers which sites may show it in a frame (Content-Security-Policy frame-ancestors 'self').`,
  });
  const options = await judged({ 'x-frame-options': 'SAMEORIGIN' });
  assert.equal(said(options, 'clickjacking'), {
    severity: 'passed',
    message: `${HOME} keeps other sites from showing it in a frame (X-Frame-Options: SAMEORIGIN).`,
  });
  const inMeta = await judged({}, `<meta http-equiv="Content-Security-Policy" content="${STRICT}; frame-ancestors 'none'">`);
  assert.is(said(inMeta, 'clickjacking')?.severity, 'improvement', 'browsers ignore frame-ancestors in a <meta> policy');
  const allowFrom = await judged({ 'x-frame-options': 'ALLOW-FROM https://partner.example' });
  assert.equal(said(allowFrom, 'clickjacking'), {
    severity: 'improvement',
    message: `${HOME} sends X-Frame-Options: ALLOW-FROM https://partner.example, which browsers do not obey (only DENY or SAMEORIGIN count), so any site can show it in a frame.`,
  });
  // frame-ancestors overrides X-Frame-Options in browsers: one that allows any site wins over DENY.
  const open = await judged({ 'content-security-policy': 'frame-ancestors *', 'x-frame-options': 'DENY' });
  assert.match(said(open, 'clickjacking')?.message ?? '', 'frame-ancestors * allows any address, and browsers then ignore X-Frame-Options');
  const anyHttps = await judged({ 'content-security-policy': 'frame-ancestors https://*' });
  assert.is(said(anyHttps, 'clickjacking')?.severity, 'improvement', 'every https:// host is any site');
});

test('cookies: one without Secure on https and one scripts can read are each named, plainly; on http Secure is not asked for', async () => {
  const cookies = await judged({ 'set-cookie': ['sid=abc123; Path=/; HttpOnly', 'consent=yes; Path=/; Secure'] });
  assert.equal(said(cookies, 'cookie-flags'), {
    severity: 'improvement',
    message: `${HOME} sets 1 cookie without Secure, so it is also sent over insecure http:// (sid). Scripts on the page can read 1 cookie it sets (no HttpOnly: consent); that is usual for a consent or analytics cookie, but a login or session cookie should have HttpOnly.`,
  });
  assert.equal(
    finding(cookies, 'cookie-flags').proof?.map((p) => p.quote),
    ['Set-Cookie: sid=(value not kept); HttpOnly', 'Set-Cookie: consent=(value not kept); Secure'],
    'the flags judged, never a value',
  );
  const safe = await judged({ 'set-cookie': ['sid=abc123; Path=/; Secure; HttpOnly', 'cart=1; Secure; HttpOnly'] });
  assert.equal(said(safe, 'cookie-flags'), {
    severity: 'passed',
    message: `2 cookies ${HOME} sets are marked Secure and HttpOnly (sid and cart).`,
  });
  const plain = await judged({ 'set-cookie': ['sid=abc123; HttpOnly'] }, '', 'http://fixture-plumbing.com.au');
  assert.equal(said(plain, 'cookie-flags'), {
    severity: 'passed',
    message: '1 cookie http://fixture-plumbing.com.au/ sets is marked HttpOnly (sid).',
  });
});

test("Referrer-Policy: only one that hands other sites whole addresses is said; the browsers' default passes; a <meta> one replaces it", async () => {
  const unsafe = await judged({ 'referrer-policy': 'unsafe-url' });
  assert.equal(said(unsafe, 'referrer-policy'), {
    severity: 'improvement',
    message: `${HOME} sends Referrer-Policy: unsafe-url, so every site it links to or loads files from is told the whole address of the page a visitor was on, query included, even over insecure http://.`,
  });
  // The last policy a browser knows is the one it uses.
  const fallback = await judged({ 'referrer-policy': 'no-referrer, strict-origin-when-cross-origin' });
  assert.equal(said(fallback, 'referrer-policy'), {
    severity: 'passed',
    message: `${HOME} sends Referrer-Policy: strict-origin-when-cross-origin, so other sites are told at most your domain.`,
  });
  assert.is(said(await judged({ 'referrer-policy': 'never-heard-of-it' }), 'referrer-policy'), undefined);
  assert.is(
    said(await judged({ 'referrer-policy': 'unsafe-url' }, '<meta name="referrer" content="no-referrer">'), 'referrer-policy'),
    undefined,
  );
});

/** The nosniff finding's fix for a home page answered with `headers`. */
async function nosniffFix(headers: Sent) {
  const { findings } = await checkFacts(home(headers), { maxPages: 1 });
  return finding(findings, 'nosniff');
}

/** `_headers` text read back by Netlify's own parser: each path's headers. */
async function readHeadersFile(text: string) {
  const dir = mkdtempSync(join(tmpdir(), 'headers-'));
  try {
    writeFileSync(join(dir, '_headers'), text);
    const { headers, errors } = await parseAllHeaders({ headersFiles: [join(dir, '_headers')], configHeaders: undefined, minimal: true });
    assert.equal(errors, []);
    return headers.map((h) => ({ for: h.for, values: h.values }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('the fix is the header for the host the answers name, read back; GitHub Pages is said to be unable; an unknown host gets every one', async () => {
  const netlify = await nosniffFix({ server: 'Netlify', 'x-nf-request-id': '01HX' });
  assert.is(netlify.paste?.text, '/*\n  X-Content-Type-Options: nosniff');
  assert.match(netlify.paste?.where ?? '', /^Your site is on Netlify: add these lines to the _headers file/);
  assert.equal(await readHeadersFile(netlify.paste?.text ?? ''), [{ for: '/*', values: { 'X-Content-Type-Options': 'nosniff' } }]);

  const vercel = await nosniffFix({ server: 'Vercel', 'x-vercel-id': 'syd1::abc' });
  assert.equal(JSON.parse(vercel.paste?.text ?? ''), {
    headers: [{ source: '/(.*)', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] }],
  });
  const apache = await nosniffFix({ server: 'Apache/2.4.62 (Debian)' });
  assert.is(apache.paste?.text, '<IfModule mod_headers.c>\n  Header always set X-Content-Type-Options "nosniff"\n</IfModule>');
  const nginx = await nosniffFix({ server: 'nginx/1.26.2' });
  assert.is(nginx.paste?.text, 'add_header X-Content-Type-Options "nosniff" always;');
  const cloudflare = await nosniffFix({ server: 'cloudflare', 'cf-ray': '8f2b-SYD' });
  assert.match(
    cloudflare.paste?.where ?? '',
    'Transform Rules, Modify Response Header: Set static, name X-Content-Type-Options, value nosniff',
  );

  const github = await nosniffFix({ server: 'GitHub.com', 'x-github-request-id': 'A1B2:3C4D' });
  assert.is(github.paste, undefined);
  assert.match(github.unoffered ?? '', /^GitHub Pages does not let a site send headers of its own/);

  const unknown = await nosniffFix({});
  const text = unknown.paste?.text ?? '';
  for (const line of [
    '  X-Content-Type-Options: nosniff',
    'Header always set X-Content-Type-Options "nosniff"',
    'add_header X-Content-Type-Options "nosniff" always;',
    '"key": "X-Content-Type-Options"',
  ])
    assert.ok(text.includes(line), line);
  // Netlify's parser reads the whole text's _headers part as the one header (its # lines are comments; the other hosts' lines are not headers).
  const netlifyPart = text.split('\n\n')[0] ?? '';
  assert.equal(await readHeadersFile(netlifyPart), [{ for: '/*', values: { 'X-Content-Type-Options': 'nosniff' } }]);

  const frame = finding((await checkFacts(home({ server: 'nginx' }), { maxPages: 1 })).findings, 'clickjacking');
  assert.is(frame.paste?.text, 'add_header X-Frame-Options "SAMEORIGIN" always;');
});

test("a policy lacking only object-src and base-uri: the fix is the site's own policy with them added, checked by CSP Evaluator; one it cannot write safely is refused", async () => {
  const own = "script-src 'nonce-r4nd0m5ecr3t' 'strict-dynamic'";
  const { findings } = await checkFacts(home({ server: 'nginx', 'content-security-policy': own }), { maxPages: 1 });
  const csp = finding(findings, 'csp');
  assert.is(csp.paste?.text, `add_header Content-Security-Policy "${own}; object-src 'none'; base-uri 'self'" always;`);
  assert.match(csp.paste?.where ?? '', "This is the Content-Security-Policy you send with object-src 'none' and base-uri 'self' added");
  assert.equal(highSeverityIn(`${own}; object-src 'none'; base-uri 'self'`), []);
  // A quote or a $ in the site's own policy would end nginx's string or name a variable: not offered.
  const hostile = await checkFacts(home({ server: 'nginx', 'content-security-policy': `${own}; report-uri https://r.example/"$host` }), {
    maxPages: 1,
  });
  const refused = finding(hostile.findings, 'csp');
  assert.is(refused.paste, undefined);
  assert.match(refused.unoffered ?? '', /^The header holds characters/);
  // 'unsafe-inline' is the developer's to change: no header is handed over, and the fix says how.
  const weak = finding(
    (await checkFacts(home({ 'content-security-policy': "script-src 'self' 'unsafe-inline'" }), { maxPages: 1 })).findings,
    'csp',
  );
  assert.equal([weak.paste, weak.unoffered], [undefined, undefined]);
  assert.match(weak.fix ?? '', "Google's strict Content-Security-Policy");
});

test.run();
