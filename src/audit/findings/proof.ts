/**
 * "How we know": what a finding rests on, so that a prospect's developer can find it without asking
 * us (issue 81). Each finding type declares where its evidence is (`shows`, finding.ts), and the
 * finding keeps it: the page and the element the reader noted there (its line and its start tag as
 * written, page-facts.ts `spots`), or where the element would be when the finding is that it is
 * missing; an HTTP header of the answer; or the answer an address gave. A judge that reads a file's
 * line (robots.txt's) names it in its verdict. Pure: it reads only what the check read.
 */
import { clip } from '../../lib/clip.js';
import type { CrawledUrl } from '../read/crawled.js';
import type { Fetched } from '../read/fetch-page.js';
import type { PageFacts, SpotName } from '../read/page-facts.js';
import { byteSize, seconds } from '../../shared/words.js';

/** One thing a finding rests on, where it was read. */
export interface Proof {
  /** The address read. */
  url: string;
  /** The line of the page or file it is on, from 1 (absent for a header or an answer). */
  line?: number;
  /** What was read there, as written and clipped: a start tag, a header, a robots.txt line, a status. */
  quote: string;
  /** What the finding says is missing from what `quote` opens: `<meta name="description">` (in the `<head>`). */
  missing?: string;
}

/** Where a type's evidence is. */
export type Shows =
  /**
   * An element of the page, the first of its kind (of the first kind listed that the page has: of
   * several, the last is what a pass finds); when the page has none (`missing`), the element it would be in.
   */
  | { spot: SpotName | readonly SpotName[]; missing?: { in: Extract<SpotName, 'html' | 'head' | 'body'>; what: string } }
  /** A header of the page's answer (its name in lower case), or its absence. */
  | { header: string }
  /** The answer the address gave: its status, and where it redirected. */
  | { answer: true }
  /** What was measured of the address (its time, its size, its elements), in words; undefined where nothing was. */
  | { measure: (x: Proved) => string | undefined }
  /** A line of robots.txt, the sitemap or llms.txt: the first that `line` matches (absent: the first with anything on it). */
  | { file: ProofFile; line?: RegExp };

/** The files a finding's proof may quote a line of. */
export type ProofFile = 'robots' | 'sitemap' | 'llms';

/** Things shown per finding: the pages a site finding names first, or what a pass found on its first pages. */
export const PROOFS_SHOWN = 3;

/** A page as a proof reads it: its address, its answer and what its HTML said, how deep the crawl found it and why it could not be read. */
export type Proved = Pick<CrawledUrl, 'url' | 'depth' | 'error'> & {
  fetched?: Pick<Fetched, 'status' | 'headers' | 'redirects' | 'ttfbMs' | 'bytes' | 'wireBytes'> & { facts?: PageFacts };
};

/** What `shows` finds on one page, or nothing when the page gives no such thing to point at. */
export function proofOn(shows: Exclude<Shows, { file: ProofFile }>, x: Proved): Proof | undefined {
  if ('measure' in shows) {
    const measured = shows.measure(x);
    return measured ? { url: x.url, quote: measured } : undefined;
  }
  const { fetched } = x;
  if (!fetched) return undefined;
  if ('spot' in shows) {
    const spots = fetched.facts?.spots;
    const found = (typeof shows.spot === 'string' ? [shows.spot] : shows.spot).map((name) => spots?.[name]).find(Boolean);
    if (found) return { url: x.url, line: found.line, quote: found.tag };
    const around = shows.missing && spots?.[shows.missing.in];
    return around && shows.missing ? { url: x.url, line: around.line, quote: around.tag, missing: shows.missing.what } : undefined;
  }
  if ('header' in shows) {
    const value = fetched.headers[shows.header];
    const name = shows.header.replace(/(^|-)[a-z]/g, (c) => c.toUpperCase());
    return value === undefined
      ? { url: x.url, quote: `HTTP ${fetched.status}`, missing: `${name} header` }
      : { url: x.url, quote: clip(`${name}: ${String(value)}`, 240) };
  }
  const hops = fetched.redirects.map((r) => `${r.status} to ${clip(r.to, 160)}`);
  return { url: x.url, quote: [...hops, `HTTP ${fetched.status}`].join(', then ') };
}

/** What `shows` finds on each of `pages`, the first PROOFS_SHOWN that give one. */
export function proofsOn(shows: Exclude<Shows, { file: ProofFile }>, pages: readonly Proved[]): Proof[] {
  const proofs: Proof[] = [];
  for (const x of pages) {
    const proof = proofOn(shows, x);
    if (proof) proofs.push(proof);
    if (proofs.length === PROOFS_SHOWN) break;
  }
  return proofs;
}

/** A file as the check fetched it: its answer, or why there was none, and the address it was asked at. */
export type FileRead = { url: string; answer: Fetched | { error: string } | undefined };

/** The line of a file that `shows` names, or the answer the file gave when there is no such line (no file at all, an error). */
export function proofInFile(shows: Extract<Shows, { file: ProofFile }>, read: FileRead): Proof {
  const { answer } = read;
  if (!answer) return { url: read.url, quote: 'not asked for' };
  if ('error' in answer) return { url: read.url, quote: clip(answer.error, 240) };
  // Lines end at LF, CR or CRLF, as robots.txt's parser and XML read them.
  const lines = answer.body.split(/\r\n|\r|\n/);
  const at = lines.findIndex((l) => (shows.line ? shows.line.test(l) : l.trim() !== ''));
  if (answer.status < 200 || answer.status >= 300 || at < 0) return { url: answer.url, quote: `HTTP ${answer.status}` };
  return { url: answer.url, line: at + 1, quote: clip(lines[at] ?? '', 240) };
}

/** Where the elements the findings read are, as `shows` names them; each missing one where it would be. */
export const ON_PAGE = {
  title: { spot: 'title', missing: { in: 'head', what: '<title>' } },
  description: { spot: 'description', missing: { in: 'head', what: '<meta name="description">' } },
  viewport: { spot: 'viewport', missing: { in: 'head', what: '<meta name="viewport">' } },
  canonical: { spot: 'canonical', missing: { in: 'head', what: '<link rel="canonical">' } },
  openGraph: { spot: 'openGraph', missing: { in: 'head', what: '<meta property="og:…">' } },
  lang: { spot: 'html' },
  h1: { spot: 'h1', missing: { in: 'body', what: '<h1>' } },
  headingSkip: { spot: 'headingSkip', missing: { in: 'body', what: 'heading that skips a level' } },
  imageAlt: { spot: ['imageWithoutAlt', 'imageEmptyAlt', 'img'] },
  imageSize: { spot: ['imageUnsized', 'img'] },
  markup: { spot: ['jsonLd', 'microdata'], missing: { in: 'html', what: 'JSON-LD or microdata' } },
  hreflang: { spot: 'alternate' },
  insecure: { spot: 'insecure', missing: { in: 'html', what: 'file loaded over http://' } },
  insecureForm: { spot: 'insecureForm', missing: { in: 'body', what: 'form sent over http://' } },
  formUndeclared: { spot: ['formUndeclared', 'form'] },
  formToolBroken: { spot: ['formToolBroken', 'form'] },
  httpLink: { spot: 'httpLink', missing: { in: 'body', what: 'link to an http:// address' } },
  tel: { spot: 'tel' },
  mount: [{ spot: 'mount' }, { measure: (x) => x.fetched?.facts && `${x.fetched.facts.mainWords} words of main content` }],
  robotsMeta: [{ spot: 'robots', missing: { in: 'head', what: '<meta name="robots">' } }, { header: 'x-robots-tag' }],
  noindex: [
    { spot: 'robots', missing: { in: 'head', what: '<meta name="robots">' } },
    { header: 'x-robots-tag' },
    { file: 'robots', line: /^\s*disallow\s*:/i },
  ],
  hsts: { header: 'strict-transport-security' },
  compression: { header: 'content-encoding' },
  answer: { answer: true },
  phone: { spot: ['phone', 'tel'] },
  phoneUntapped: { spot: ['phoneUntapped', 'tel'] },
  address: { spot: 'address' },
  addressIncomplete: { spot: ['addressIncomplete', 'address'] },
  vagueLink: { spot: 'vagueLink', missing: { in: 'body', what: 'link whose words say nothing of where it leads' } },
  uncrawlable: { spot: 'uncrawlable', missing: { in: 'body', what: 'link a search engine cannot follow' } },
  robotsRules: { file: 'robots', line: /^\s*(?:dis)?allow\s*:/i },
  robotsAgents: { file: 'robots', line: /^\s*user-agent\s*:/i },
  contentSignal: { file: 'robots', line: /^\s*content-signal\s*:/i },
  sitemap: { file: 'sitemap', line: /<(?:urlset|sitemapindex)\b/i },
  llms: { file: 'llms' },
  wait: { measure: (x) => x.fetched && `started answering in ${seconds(x.fetched.ttfbMs, 2)}` },
  size: { measure: (x) => x.fetched && `HTML of ${byteSize(x.fetched.bytes)} (${byteSize(x.fetched.wireBytes)} as sent)` },
  elements: { measure: (x) => x.fetched?.facts && `${x.fetched.facts.elements} elements` },
  words: { measure: (x) => x.fetched?.facts && `${x.fetched.facts.words} words of text` },
  depth: { measure: (x) => (x.depth === undefined ? undefined : `${x.depth} clicks from the home page`) },
  bytes: { measure: (x) => x.fetched && `${byteSize(Number(x.fetched.headers['content-length'] ?? x.fetched.bytes))}` },
  unreachable: [{ measure: (x) => x.error && clip(x.error, 240) }, { answer: true }],
} as const satisfies Record<string, Shows | readonly Shows[]>;
