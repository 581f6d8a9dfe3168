/**
 * Canonical links: whether each page names the address it wants listed, once, in full, and whether
 * that address is a working, indexable page.
 */
import { clip } from '../clip.js';
import { normalise, type CrawledUrl } from '../crawl.js';
import { count, noindex, pageCheck, shown, siteCheck, status, type FindingType } from './finding.js';

/** The page's canonical address, resolved against the page's own (undefined: none). */
export function canonicalOf(x: CrawledUrl): string | undefined {
  const href = x.fetched?.facts?.canonicals[0];
  return href && x.fetched ? normalise(href, x.fetched.finalUrl) : undefined;
}
/** " (canonical of a, b, c)": the pages naming this address as their canonical. */
const canonicalFor = (x: CrawledUrl) => ` (canonical of ${x.canonicalOf.slice(0, 3).map(shown).join(', ')})`;

export const canonicals: FindingType[] = [
  pageCheck({
    id: 'canonical',
    weight: 4,
    why: 'A canonical link stops copies of the page (with tracking tags, or www and non-www) competing with each other in Google.',
    fix: 'Add <link rel="canonical" href="..."> with the page\'s full address; most SEO plugins do this.',
    judge: ({ facts }) => {
      const canonical = facts.canonicals[0];
      return canonical
        ? { severity: 'passed', message: `The page names its canonical address (${clip(canonical, 100)}).` }
        : { severity: 'improvement', message: 'The page does not name its canonical address.' };
    },
  }),
  siteCheck({
    id: 'canonical-to-redirect',
    severity: 'problem',
    weight: 4,
    found: (n) => `${count(n, 'canonical address redirects', 'canonical addresses redirect')} elsewhere.`,
    passed: 'No canonical link points at a redirect.',
    why: 'A canonical link must name the final address; one that redirects may be ignored.',
    fix: 'Point the canonical link at the final address.',
    collect: ({ all }) => all.filter((x) => x.canonicalOf.length && (x.fetched?.redirects.length ?? 0) > 0).map((x) => `${shown(x.url)}${canonicalFor(x)}`),
  }),
  siteCheck({
    id: 'canonical-to-error',
    severity: 'problem',
    weight: 5,
    found: (n) => `${count(n, 'canonical address answers', 'canonical addresses answer')} with an error.`,
    passed: 'No canonical link points at a broken page.',
    why: 'A canonical link to a broken page can take the real page out of search results.',
    fix: 'Point the canonical link at the working address of the page (usually the page itself).',
    collect: ({ all }) => all.filter((x) => x.canonicalOf.length && (status(x) >= 400 || x.error)).map((x) => `${shown(x.url)}: ${x.error ? 'unreachable' : `HTTP ${status(x)}`}${canonicalFor(x)}`),
  }),
  siteCheck({
    id: 'canonical-to-noindex',
    severity: 'problem',
    weight: 4,
    found: (n) => `${count(n, 'canonical address is a page', 'canonical addresses are pages')} marked noindex.`,
    passed: 'No canonical link points at a noindex page.',
    why: 'The page says "list that one instead" and that one says "do not list me": neither may appear in search.',
    fix: 'Remove noindex from the canonical page, or point the canonical link elsewhere.',
    collect: ({ all }) => all.filter((x) => x.canonicalOf.some((c) => c !== x.url) && noindex(x)).map((x) => `${shown(x.url)}${canonicalFor(x)}`),
  }),
  siteCheck({
    id: 'multiple-canonicals',
    severity: 'problem',
    weight: 3,
    found: (n) => `${count(n, 'page has', 'pages have')} more than one canonical link.`,
    passed: 'No page has more than one canonical link.',
    why: 'With two canonical links search engines ignore both.',
    fix: 'Keep one canonical link per page (plugins and themes often each add their own).',
    collect: ({ pages }) => pages.filter((x) => x.fetched.facts.canonicalCount > 1).map((x) => `${shown(x.url)} (${x.fetched.facts.canonicalCount})`),
  }),
  siteCheck({
    id: 'relative-canonicals',
    severity: 'improvement',
    weight: 2,
    found: (n) => `${count(n, 'page has a relative canonical link', 'pages have relative canonical links')} (no https:// and domain).`,
    passed: 'Canonical links are full addresses.',
    why: 'Google recommends full addresses: a relative canonical is easily misread on copied or proxied pages.',
    fix: 'Write the canonical link as a full address, starting with https://.',
    collect: ({ pages }) => pages.filter((x) => x.fetched.facts.canonicals.some((href, i) => i === 0 && !/^https?:\/\//i.test(href))).map((x) => shown(x.url)),
  }),
  siteCheck({
    id: 'canonical-missing',
    severity: 'improvement',
    weight: 2,
    found: (n) => `${count(n, 'page does', 'pages do')} not name a canonical address.`,
    passed: 'Every page names its canonical address.',
    why: 'Without it, copies of a page (with tracking tags, www or not) compete with each other in search.',
    fix: 'Add <link rel="canonical"> to every page; most SEO plugins do this when switched on.',
    collect: ({ pages }) => pages.filter((x) => !x.fetched.facts.canonicalCount).map((x) => shown(x.url)),
  }),
];
