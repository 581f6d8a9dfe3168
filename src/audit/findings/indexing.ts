/** Whether search engines may crawl the site and list its pages: robots.txt and noindex. */
import { aside, count, header, noindex, ok, pageCheck, shown, siteCheck, type FindingType } from './finding.js';

export const indexing: FindingType[] = [
  pageCheck({
    id: 'noindex',
    weight: 10,
    why: 'A noindex left over from development keeps a page out of Google entirely.',
    fix: 'Remove noindex from the page (check your SEO plugin\'s settings and the X-Robots-Tag header).',
    judge: ({ facts, page }) =>
      /noindex/i.test(`${facts.robots} ${header(page.headers, 'x-robots-tag')}`)
        ? { severity: 'problem', message: 'The page tells search engines not to list it (noindex).' }
        : { severity: 'passed', message: 'Search engines are allowed to list the page.' },
  }),
  pageCheck({
    id: 'robots',
    weight: 6,
    why: 'robots.txt is the first file search engines read: a stray "Disallow: /" hides the whole site from them, and one that fails to load makes Google stop crawling until it does.',
    fix: 'Serve a robots.txt that answers quickly, allows crawling and names your sitemap; remove any "Disallow: /" meant for a staging site.',
    judge: ({ robots, robotsFacts }) => {
      if (ok(robots) && robotsFacts) {
        return robotsFacts.blocksAll
          ? { severity: 'problem', message: 'robots.txt tells search engines not to crawl any of the site.' }
          : { severity: 'passed', message: 'robots.txt is present and lets search engines crawl the site.' };
      }
      // Google reads a missing robots.txt (4xx) as "crawl everything", and one that fails (5xx, no answer) as "crawl nothing".
      if ('error' in robots) return { severity: 'problem', message: `robots.txt could not be read, so Google would stop crawling the site (${aside(robots.error)}).` };
      if (robots.status >= 500) return { severity: 'problem', message: `robots.txt answered with a server error (HTTP ${robots.status}), so Google would stop crawling the site.` };
      return { severity: 'improvement', message: robots.offsite ? 'robots.txt redirects to another website, which the check does not read.' : `robots.txt was not found (HTTP ${robots.status}).` };
    },
  }),
  siteCheck({
    id: 'noindex-pages',
    severity: 'improvement',
    weight: 3,
    found: (n) => `${count(n, 'page tells', 'pages tell')} search engines not to list it (noindex).`,
    passed: 'No page we crawled is marked noindex.',
    why: 'A noindex left from development or a plugin setting keeps a page out of Google entirely.',
    fix: 'Check each page is meant to be hidden; remove noindex from any that should be found.',
    collect: ({ pages }) => pages.filter(noindex).map((x) => shown(x.url)),
  }),
];
