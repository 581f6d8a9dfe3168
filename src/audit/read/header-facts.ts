/**
 * What the checks need from an answer's headers beyond the plain values: each `X-Robots-Tag` line
 * and the references of each `Link` line, one header line at a time. Node joins a repeated header
 * into one value with ", ", which changes its meaning here (`all` and `Googlebot: noindex` on two
 * lines become `all, Googlebot: noindex`, which names no bot), so the lines are read from
 * `headersDistinct`. Everything is capped: a few lines, each of a bounded length, and `Link` lines
 * are parsed with http-link-header (what Lighthouse uses) only when short enough to stay cheap.
 */
import type { IncomingMessage } from 'node:http';
import LinkHeader from 'http-link-header';

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
}

/** Header lines read per name, and characters kept of each (a longer `Link` line is not parsed at all). */
const LINES_KEEP = 8;
const LINE_CHARS = 2048;
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

/** The answer's `X-Robots-Tag` lines and `Link` references (only the relations the checks read). */
export function headerFactsOf(response: Pick<IncomingMessage, 'headersDistinct'>): HeaderFacts {
  const lines = (name: string) => (response.headersDistinct[name] ?? []).slice(0, LINES_KEEP);
  const links: HeaderLink[] = [];
  for (const line of lines('link')) {
    if (line.length > LINE_CHARS) continue;
    for (const ref of refsOf(line)) if (KEPT_RELS.has(ref.rel) && links.length < REFS_KEEP) links.push(ref);
  }
  return { robotsTags: lines('x-robots-tag').map((line) => line.slice(0, LINE_CHARS)), links };
}
