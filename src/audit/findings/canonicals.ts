/**
 * Canonical links: whether each page names the address it wants listed, once, in full, and whether
 * that address is a working, indexable page. A page's canonical links are those in its head and in
 * its `Link:` header; one in the body is ignored, as Google and Lighthouse ignore it. Each page gets
 * one verdict by the rules of Lighthouse's canonical audit (core/audits/seo/canonical.js, 13.4.1;
 * Copyright 2017 Google LLC, Apache-2.0; ported to TypeScript, see THIRD_PARTY_NOTICES.md), in its
 * order: an invalid address, a relative one, none at all (which Lighthouse leaves out and we report
 * as missing), several different ones, a canonical that contradicts the hreflang links, the home
 * page named by a deeper page.
 */
import { redirectsOf, status, type ReadPage } from '../read/evidence.js';
import { clip } from '../../lib/clip.js';
import type { CrawledUrl } from '../read/crawled.js';
import { normalise } from '../read/normalise.js';
import type { HeaderFacts } from '../read/header-facts.js';
import type { PageFacts } from '../read/page-facts.js';
import { noindex, pageCheck, shown, siteCheck, type SiteWith } from './finding.js';
import { ON_PAGE } from './proof.js';
import { plural } from '../../shared/words.js';

export type CanonicalVerdict =
  | { kind: 'none' }
  | { kind: 'invalid'; href: string }
  | { kind: 'relative'; href: string }
  | { kind: 'multiple'; urls: string[] }
  | { kind: 'hreflang'; url: string }
  | { kind: 'root'; url: string }
  | { kind: 'valid'; url: string };

/** Any address parses against an http(s) page's address exactly when it parses against this one. */
const ANY_HTTP_PAGE = 'https://example.com/';
const resolved = (href: string, base: string) => URL.parse(href, base)?.href;

/** Lighthouse's verdict on a page's canonical links: its head's, then its Link header's, in that order. */
export function canonicalVerdict(
  pageUrl: string,
  facts: Pick<PageFacts, 'canonicals' | 'alternates'> | undefined,
  headers: HeaderFacts | undefined,
): CanonicalVerdict {
  const header = headers?.links ?? [];
  const hrefs = [...(facts?.canonicals ?? []), ...header.filter((l) => l.rel === 'canonical').map((l) => l.uri)];
  let bad: CanonicalVerdict | undefined;
  let relative: string | undefined;
  const urls = new Set<string>();
  for (const href of hrefs) {
    if (!href) continue;
    // The last invalid or relative one is the one reported, as in Lighthouse.
    const absolute = URL.parse(href)?.href;
    if (!URL.canParse(href, ANY_HTTP_PAGE)) bad = { kind: 'invalid', href };
    else if (absolute === undefined) relative = href;
    else urls.add(absolute);
  }
  if (bad) return bad;
  if (relative !== undefined) return { kind: 'relative', href: relative };
  const [url, ...more] = urls;
  if (url === undefined) return { kind: 'none' };
  if (more.length) return { kind: 'multiple', urls: [url, ...more] };
  // The page listed as a language version of itself, while its canonical names another address.
  const page = new URL(pageUrl);
  const alternates = new Set<string | undefined>([
    // A head link's address is resolved by the browser (kept as written when it cannot be); a header's is dropped.
    ...(facts?.alternates ?? []).filter((a) => a.href).map((a) => resolved(a.href, pageUrl) ?? a.href),
    ...header.filter((l) => l.rel === 'alternate' && l.hreflang).map((l) => resolved(l.uri, pageUrl)),
  ]);
  if (alternates.has(page.href) && alternates.has(url) && page.href !== url) return { kind: 'hreflang', url };
  const canonical = new URL(url);
  if (canonical.origin === page.origin && canonical.pathname === '/' && page.pathname !== '/') return { kind: 'root', url };
  return { kind: 'valid', url };
}

const verdictOf = (x: Pick<ReadPage, 'fetched'>) => canonicalVerdict(x.fetched.finalUrl, x.fetched.facts, x.fetched.headerFacts);
/** Some page names a canonical address: until one does, nothing about canonical links can pass (canonical-missing says why). */
const namesCanonical = ({ pages }: SiteWith<never>) => pages.some((x) => verdictOf(x).kind !== 'none');

/** The page's canonical address (its head's first valid one, else its header's), resolved against the page's own; undefined: none. */
export function canonicalOf(x: Pick<CrawledUrl, 'fetched'>): string | undefined {
  const fetched = x.fetched;
  if (!fetched) return undefined;
  const hrefs = [
    ...(fetched.facts?.canonicals ?? []),
    ...(fetched.headerFacts?.links ?? []).filter((l) => l.rel === 'canonical').map((l) => l.uri),
  ];
  for (const href of hrefs) {
    const url = href ? normalise(href, fetched.finalUrl) : undefined;
    if (url) return url;
  }
  return undefined;
}
/** " (canonical of a, b, c)": the pages naming this address as their canonical. */
const canonicalFor = (x: Pick<CrawledUrl, 'canonicalOf'>) => ` (canonical of ${x.canonicalOf.slice(0, 3).map(shown).join(', ')})`;
/** The pages given `kind` of verdict, each as an entry. */
const withVerdict = <K extends CanonicalVerdict['kind'], P extends Pick<ReadPage, 'fetched'>>(
  pages: readonly P[],
  kind: K,
  entry: (x: P, v: Extract<CanonicalVerdict, { kind: K }>) => string,
) =>
  pages.flatMap((x) => {
    const v = verdictOf(x);
    return v.kind === kind ? [entry(x, v as Extract<CanonicalVerdict, { kind: K }>)] : [];
  });

/** The start page's verdict in a sentence, graded as the crawl's finding for the same fault is. */
function startVerdict(v: CanonicalVerdict): { severity: 'passed' | 'improvement' | 'problem'; message: string } {
  switch (v.kind) {
    case 'none':
      return { severity: 'improvement', message: 'The page does not name its canonical address.' };
    case 'invalid':
      return {
        severity: 'problem',
        message: `The page's canonical link is not a valid address ("${clip(v.href, 100)}"), so search engines ignore it.`,
      };
    case 'relative':
      return { severity: 'improvement', message: `The page's canonical link is not a full address ("${clip(v.href, 100)}").` };
    case 'multiple':
      return {
        severity: 'problem',
        message: `The page names ${v.urls.length} different canonical addresses (${v.urls
          .slice(0, 3)
          .map((u) => clip(u, 100))
          .join(', ')}), so search engines may ignore them all.`,
      };
    case 'hreflang':
      return {
        severity: 'improvement',
        message: `The page names ${clip(v.url, 100)} as its canonical address, while its hreflang links list the page itself as a language version.`,
      };
    case 'root':
      return {
        severity: 'problem',
        message: `The page names the home page (${clip(v.url, 100)}) as its canonical address, so search engines may list the home page instead of it.`,
      };
    case 'valid':
      return { severity: 'passed', message: `The page names its canonical address (${clip(v.url, 100)}).` };
  }
}

export const canonicals = [
  pageCheck({
    id: 'canonical',
    group: 'search',
    shows: ON_PAGE.canonical,
    weight: 4,
    why: 'A canonical link stops copies of the page (with tracking tags, or www and non-www) competing with each other in Google; a wrong one can take the page out of search results.',
    fix: 'Put one <link rel="canonical" href="..."> in the page\'s head, with the page\'s own full address; most SEO plugins do this.',
    judge: ({ page, facts }) => startVerdict(canonicalVerdict(page.url, facts, page.headerFacts)),
  }),
  siteCheck({
    id: 'canonical-to-redirect',
    group: 'search',
    shows: ON_PAGE.canonical,
    severity: 'problem',
    weight: 4,
    found: (n) => `${plural(n, 'canonical address redirects', 'canonical addresses redirect')} elsewhere.`,
    passed: 'No canonical link points at a redirect.',
    why: 'A canonical link must name the final address; one that redirects may be ignored.',
    fix: 'Point the canonical link at the final address.',
    appliesTo: ({ all }) => all.some((x) => x.canonicalOf.length > 0),
    collect: ({ all, crawl }) =>
      all.filter((x) => x.canonicalOf.length && redirectsOf(x, crawl).length > 0).map((x) => `${shown(x.url)}${canonicalFor(x)}`),
  }),
  siteCheck({
    id: 'canonical-to-error',
    group: 'search',
    shows: ON_PAGE.canonical,
    severity: 'problem',
    weight: 5,
    found: (n) => `${plural(n, 'canonical address answers', 'canonical addresses answer')} with an error.`,
    passed: 'No canonical link points at a broken page.',
    why: 'A canonical link to a broken page can take the real page out of search results.',
    fix: 'Point the canonical link at the working address of the page (usually the page itself).',
    appliesTo: ({ all }) => all.some((x) => x.canonicalOf.length > 0),
    collect: ({ all }) =>
      all
        .filter((x) => x.canonicalOf.length && (status(x) >= 400 || x.error))
        .map((x) => `${shown(x.url)}: ${x.error ? 'unreachable' : `HTTP ${status(x)}`}${canonicalFor(x)}`),
  }),
  siteCheck({
    id: 'canonical-to-noindex',
    group: 'search',
    shows: ON_PAGE.canonical,
    severity: 'problem',
    weight: 4,
    found: (n) => `${plural(n, 'canonical address is a page', 'canonical addresses are pages')} marked noindex.`,
    passed: 'No canonical link points at a noindex page.',
    why: 'The page says "list that one instead" and that one says "do not list me": neither may appear in search.',
    fix: 'Remove noindex from the canonical page, or point the canonical link elsewhere.',
    appliesTo: ({ all }) => all.some((x) => x.canonicalOf.length > 0),
    overlaps: { closedSite: true },
    collect: ({ all }) =>
      all.filter((x) => x.canonicalOf.some((c) => c !== x.url) && noindex(x)).map((x) => `${shown(x.url)}${canonicalFor(x)}`),
  }),
  siteCheck({
    id: 'canonical-invalid',
    group: 'search',
    shows: ON_PAGE.canonical,
    severity: 'problem',
    weight: 3,
    found: (n) => `${plural(n, 'page has a canonical link that is', 'pages have canonical links that are')} not a valid address.`,
    passed: 'Every canonical link is a valid address.',
    why: 'Search engines ignore a canonical link they cannot read as an address, so copies of the page compete with it again.',
    fix: "Correct the canonical link to the page's full address, with no spaces (for example https://www.example.com.au/services).",
    appliesTo: namesCanonical,
    overlaps: { startPage: 'canonical' },
    collect: ({ pages }) => withVerdict(pages, 'invalid', (x, v) => `${shown(x.url)}: "${clip(v.href, 100)}"`),
  }),
  siteCheck({
    id: 'multiple-canonicals',
    group: 'search',
    shows: ON_PAGE.canonical,
    severity: 'problem',
    weight: 3,
    found: (n) => `${plural(n, 'page names', 'pages name')} more than one canonical address.`,
    passed: 'No page names two different canonical addresses.',
    why: "With two different canonical addresses (in the page's head or its Link header) search engines cannot tell which you mean, and may ignore both.",
    fix: 'Keep one canonical address per page: themes, SEO plugins and server settings (a Link header) often each add their own.',
    appliesTo: namesCanonical,
    overlaps: { startPage: 'canonical' },
    collect: ({ pages }) => withVerdict(pages, 'multiple', (x, v) => `${shown(x.url)} (${v.urls.slice(0, 3).map(shown).join(', ')})`),
  }),
  siteCheck({
    id: 'relative-canonicals',
    group: 'search',
    shows: ON_PAGE.canonical,
    severity: 'improvement',
    weight: 2,
    found: (n) => `${plural(n, 'page has a relative canonical link', 'pages have relative canonical links')} (no https:// and domain).`,
    passed: 'Canonical links are full addresses.',
    why: 'Google recommends full addresses: a relative canonical is easily misread on copied or proxied pages.',
    fix: 'Write the canonical link as a full address, starting with https://.',
    appliesTo: namesCanonical,
    overlaps: { startPage: 'canonical' },
    collect: ({ pages }) => withVerdict(pages, 'relative', (x, v) => `${shown(x.url)}: "${clip(v.href, 100)}"`),
  }),
  siteCheck({
    id: 'canonical-hreflang-conflict',
    group: 'search',
    shows: ON_PAGE.canonical,
    severity: 'improvement',
    weight: 2,
    found: (n) =>
      `${plural(n, 'page names a canonical address that contradicts', 'pages name canonical addresses that contradict')} its hreflang links.`,
    passed: "No canonical link contradicts the page's hreflang links.",
    why: 'The hreflang links say the page is a language version to list, and its canonical link says another address is: search engines may ignore both.',
    fix: 'Make each language version its own canonical address, and list exactly those addresses in the hreflang links.',
    appliesTo: namesCanonical,
    overlaps: { startPage: 'canonical' },
    collect: ({ pages }) => withVerdict(pages, 'hreflang', (x, v) => `${shown(x.url)} → canonical ${shown(v.url)}`),
  }),
  siteCheck({
    id: 'canonical-to-root',
    group: 'search',
    shows: ON_PAGE.canonical,
    severity: 'problem',
    weight: 3,
    found: (n) => `${plural(n, 'page names', 'pages name')} the home page as the canonical address.`,
    passed: 'No page names the home page as its canonical address instead of its own.',
    why: 'A canonical link to the home page tells search engines the page is a copy of it, so they may list only the home page and drop this one.',
    fix: "Point each page's canonical link at its own address (a theme or plugin setting often gets this wrong on every page at once).",
    appliesTo: namesCanonical,
    overlaps: { startPage: 'canonical' },
    collect: ({ pages }) => withVerdict(pages, 'root', (x, v) => `${shown(x.url)} → canonical ${shown(v.url)}`),
  }),
  siteCheck({
    id: 'canonical-missing',
    group: 'search',
    shows: ON_PAGE.canonical,
    severity: 'improvement',
    weight: 2,
    found: (n) => `${plural(n, 'page does', 'pages do')} not name a canonical address.`,
    passed: 'Every page names its canonical address.',
    why: 'Without it, copies of a page (with tracking tags, www or not) compete with each other in search.',
    fix: 'Add <link rel="canonical"> to the head of every page; most SEO plugins do this when switched on.',
    overlaps: { startPage: 'canonical' },
    collect: ({ pages }) => withVerdict(pages, 'none', (x) => shown(x.url)),
  }),
] as const;
