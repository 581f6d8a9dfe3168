/**
 * Whether search engines may crawl the site and list its pages: robots.txt, and whether a page tells
 * them not to list it (noindex), by the rules of Lighthouse's is-crawlable audit (directives.ts). On
 * the start page robots.txt counts too; across the crawl it is the crawler's own rule (a page it
 * disallows is never read, and is reported by blocked-links and sitemap-blocked instead).
 */
import { clip } from '../read/clip.js';
import { blockingOf, type NAMED_BOTS } from './directives.js';
import { aside, noindex, pageCheck, shown, siteCheck, type FindingType } from './finding.js';
import { plural } from '../../shared/words.js';

/** The crawlers by the search engine people know them as. */
const ENGINES: Record<(typeof NAMED_BOTS)[number], string> = {
  Googlebot: 'Google (Googlebot)',
  bingbot: 'Bing (bingbot)',
  DuckDuckBot: 'DuckDuckGo (DuckDuckBot)',
  'archive.org_bot': 'the Internet Archive (archive.org_bot)',
};

/**
 * The sentence for a robots.txt that answered with a server error or not at all: every crawler reads
 * that as complete disallow, and the check stops at its start page for the same reason (run-check.ts).
 */
const offLimits = (why: string) =>
  `Your robots.txt ${why}, so Google and the AI crawlers treat your whole site as off limits until it answers; for the same reason this check read no page beyond the first.`;

/** "a, b and c". */
const listed = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? ''));

export const crawlable: FindingType[] = [
  pageCheck({
    id: 'noindex',
    weight: 10,
    why: 'A noindex left over from development (in the page, its X-Robots-Tag header or robots.txt) keeps a page out of Google entirely, or out of each search engine it names.',
    fix: "Remove noindex from the page (check your SEO plugin's settings and the X-Robots-Tag header), and any robots.txt rule that blocks it.",
    judge: ({ facts, page, robotsFacts }) => {
      const blocking = blockingOf(facts, page.headerFacts, page.url, robotsFacts);
      // robots.txt's failure alone: said by the robots finding, here as what it means for this page.
      if (blocking.all && robotsFacts?.unavailable && blocking.sources.length === 1)
        return {
          severity: 'problem',
          message: `Search engines may not crawl the page: your robots.txt ${clip(robotsFacts.unavailable, 200)}.`,
        };
      if (blocking.all)
        return {
          severity: 'problem',
          message: `Search engines are told not to list the page, by ${listed(blocking.sources.map((s) => clip(s, 120)))}.`,
        };
      if (blocking.bots.length) {
        const engines = listed(blocking.bots.map((bot) => ENGINES[bot]));
        return {
          severity: 'improvement',
          message: `${engines} ${blocking.bots.length === 1 ? 'is' : 'are'} told not to list the page, though other search engines may.`,
        };
      }
      return { severity: 'passed', message: 'Search engines are allowed to list the page.' };
    },
  }),
  pageCheck({
    id: 'robots',
    weight: 6,
    why: 'robots.txt is the first file search engines read: a stray "Disallow: /" hides the whole site from them, and one that fails to load makes Google stop crawling until it does.',
    fix: 'Serve a robots.txt that answers quickly, allows crawling and names your sitemap; remove any "Disallow: /" meant for a staging site.',
    judge: ({ robots, robotsFacts }) => {
      // RFC 9309 and Google: one that fails (5xx, no answer) means "crawl nothing" (robotsFacts.unavailable), one missing (4xx) "crawl everything".
      if (robotsFacts?.unavailable) return { severity: 'problem', message: offLimits(robotsFacts.unavailable) };
      if (robotsFacts)
        return robotsFacts.blocksAll
          ? { severity: 'problem', message: 'robots.txt tells search engines not to crawl any of the site.' }
          : { severity: 'passed', message: 'robots.txt is present and lets search engines crawl the site.' };
      // More than five redirects, or a loop: crawlers treat it as missing (RFC 9309 §2.3.1.2).
      if ('error' in robots)
        return {
          severity: 'improvement',
          message: `robots.txt could not be read (${aside(robots.error)}), so crawlers treat it as missing and may crawl every page.`,
        };
      const moved = robots.redirects.length ? `, at ${shown(robots.url)}` : '';
      return {
        severity: 'improvement',
        message:
          robots.status === 404 || robots.status === 410
            ? `robots.txt was not found (HTTP ${robots.status}${moved}).`
            : `robots.txt answered HTTP ${robots.status}${moved}, which crawlers read as no robots.txt: they may crawl every page.`,
      };
    },
  }),
  siteCheck({
    id: 'noindex-pages',
    severity: 'improvement',
    weight: 3,
    found: (n) => `${plural(n, 'page tells', 'pages tell')} search engines not to list it (noindex).`,
    passed: 'No page we crawled is marked noindex.',
    why: 'A noindex left from development or a plugin setting keeps a page out of Google entirely.',
    fix: 'Check each page is meant to be hidden; remove noindex (in the page or its X-Robots-Tag header) from any that should be found.',
    collect: ({ pages }) => pages.filter(noindex).map((x) => shown(x.url)),
  }),
];
