/**
 * What the checks need from an answer's headers beyond the plain values: each `X-Robots-Tag` line
 * and the references of each `Link` line, one header line at a time. Node joins a repeated header
 * into one value with ", ", which changes its meaning here (`all` and `Googlebot: noindex` on two
 * lines become `all, Googlebot: noindex`, which names no bot), so the lines are read from
 * `headersDistinct`. Everything is capped: a few lines, each of a bounded length, and `Link` lines
 * are parsed with http-link-header (what Lighthouse uses) only when short enough to stay cheap.
 * The security headers a browser obeys are kept as sent, line by line, and `Set-Cookie` lines parsed
 * by set-cookie-parser; a policy is judged later, with the page's own `<meta>` policies (csp.ts).
 */
import type { IncomingMessage } from 'node:http';
import LinkHeader from 'http-link-header';
import { parseSetCookie } from 'set-cookie-parser';

/** One reference of a `Link` header: its relation (lowercased), its address and hreflang as sent. */
export interface HeaderLink {
  rel: string;
  uri: string;
  hreflang: string;
}

export interface HeaderFacts {
  /** Each `X-Robots-Tag` line as sent (the first LINES_KEEP, each cut at LINE_CHARS). */
  robotsTags: string[];
  /** The canonical, alternate and ai-catalog references of the `Link` lines, in order (the first REFS_KEEP). */
  links: HeaderLink[];
  /** The security headers a browser obeys (each line as sent, LINES_KEEP of each, cut at LINE_CHARS), and the cookies set. */
  security: SecurityHeaders;
}

/** A cookie the answer sets, as the browser stores it: its name (clipped) and the flags that keep it safe. */
export interface SetCookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
}

/**
 * The headers a browser reads to protect a page, line by line: `headers` joins repeated lines with
 * ", ", which is how browsers read most of these anyway, but a policy or a cookie cut at LINE_CHARS
 * must be cut on its own line. A `Content-Security-Policy` line longer than CSP_CHARS is kept cut,
 * and said so (`cspCut`): what was cut off may hold the rules that matter.
 */
export interface SecurityHeaders {
  /** Each enforced `Content-Security-Policy` line (`-Report-Only` enforces nothing: only whether one was sent). */
  csp: string[];
  cspCut: boolean;
  cspReportOnly: boolean;
  xContentTypeOptions: string[];
  xFrameOptions: string[];
  referrerPolicy: string[];
  /** The cookies `Set-Cookie` lines set, parsed by set-cookie-parser (the first COOKIES_KEEP lines). */
  cookies: SetCookie[];
}

/** Header lines read per name, and characters kept of each (a longer `Link` line is not parsed at all). */
const LINES_KEEP = 8;
const LINE_CHARS = 2048;
/** Characters kept of a policy: far beyond a real site's (Google's own are under 1 KB); a longer one is marked cut. */
const CSP_CHARS = 8192;
/** `Set-Cookie` lines read (far beyond a home page's own: consent, session, load balancer) and characters kept of a cookie's name. */
const COOKIES_KEEP = 32;
const COOKIE_NAME_CHARS = 80;
/** A `Set-Cookie` line parsed at most (a cookie's name and value may take 4 KB, its attributes come after). */
const COOKIE_LINE_CHARS = 8192;
/** References kept across every `Link` line: far beyond a real page's canonical and language versions. */
const REFS_KEEP = 64;

/** The relations the checks read: a page's canonical and language versions, and where its ai-catalog.json is (ai-catalog.ts). */
const KEPT_RELS = new Set(['canonical', 'alternate', 'ai-catalog']);

/** A parsed value as a string: the parser makes an array of a repeated attribute (the first counts). */
const text = (value: unknown): string =>
  typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : '';

/** The references of one `Link` line; a line that does not parse gives none, as in Lighthouse. */
function refsOf(line: string): HeaderLink[] {
  try {
    return LinkHeader.parse(line).refs.map((ref) => ({
      rel: text(ref.rel).toLowerCase(),
      uri: text(ref.uri),
      hreflang: text(ref.hreflang),
    }));
  } catch {
    return [];
  }
}

/**
 * The cookies of the `Set-Cookie` lines, each parsed on its own (a line the parser makes nothing of sets
 * nothing). A longer line is left out, never cut: its Secure and HttpOnly come last, and a cut line
 * would be a cookie without them.
 */
function cookiesOf(lines: string[]): SetCookie[] {
  return lines.slice(0, COOKIES_KEEP).flatMap((line) =>
    (line.length > COOKIE_LINE_CHARS ? [] : parseSetCookie(line, { decodeValues: false, split: false }))
      .filter((cookie) => cookie.name)
      .map((cookie) => ({
        name: cookie.name.slice(0, COOKIE_NAME_CHARS),
        secure: Boolean(cookie.secure),
        httpOnly: Boolean(cookie.httpOnly),
      })),
  );
}

/** The answer's security headers, line by line and capped, and the cookies it sets. */
function securityOf(distinct: IncomingMessage['headersDistinct']): SecurityHeaders {
  const lines = (name: string) => (distinct[name] ?? []).slice(0, LINES_KEEP).map((line) => line.slice(0, LINE_CHARS));
  const csp = (distinct['content-security-policy'] ?? []).slice(0, LINES_KEEP);
  return {
    csp: csp.map((line) => line.slice(0, CSP_CHARS)),
    cspCut: csp.some((line) => line.length > CSP_CHARS),
    cspReportOnly: Boolean(distinct['content-security-policy-report-only']?.length),
    xContentTypeOptions: lines('x-content-type-options'),
    xFrameOptions: lines('x-frame-options'),
    referrerPolicy: lines('referrer-policy'),
    cookies: cookiesOf(distinct['set-cookie'] ?? []),
  };
}

/** The answer's `X-Robots-Tag` lines and `Link` references (only the relations the checks read), and its security headers. */
export function headerFactsOf(response: Pick<IncomingMessage, 'headersDistinct'>): HeaderFacts {
  const lines = (name: string) => (response.headersDistinct[name] ?? []).slice(0, LINES_KEEP);
  const links: HeaderLink[] = [];
  for (const line of lines('link')) {
    if (line.length > LINE_CHARS) continue;
    for (const ref of refsOf(line)) if (KEPT_RELS.has(ref.rel) && links.length < REFS_KEEP) links.push(ref);
  }
  return {
    robotsTags: lines('x-robots-tag').map((line) => line.slice(0, LINE_CHARS)),
    links,
    security: securityOf(response.headersDistinct),
  };
}
