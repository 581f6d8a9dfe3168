/**
 * Whether search engines may crawl the site and list its pages: robots.txt, and whether a page tells
 * them not to list it (noindex), by the rules of Lighthouse's is-crawlable audit (directives.ts). On
 * the start page robots.txt counts too; across the crawl it is the crawler's own rule (a page it
 * disallows is never read, and is reported by blocked-links and sitemap-blocked instead).
 */
import { clip } from '../../lib/clip.js';
import { blockingOf, blocksIndexing, type NAMED_BOTS } from './directives.js';
import { challengesOf } from '../read/evidence.js';
import { aside, type EvidenceWith, noindex, pageCheck, type Severity, shown, siteCheck, type StartWith, URLS_SHOWN } from './finding.js';
import { ON_PAGE } from './proof.js';
import { listed, plural } from '../../shared/words.js';

/** The crawlers by the search engine people know them as. */
const ENGINES: Record<(typeof NAMED_BOTS)[number], string> = {
  Googlebot: 'Google (Googlebot)',
  bingbot: 'Bing (bingbot)',
  DuckDuckBot: 'DuckDuckGo (DuckDuckBot)',
  'archive.org_bot': 'the Internet Archive (archive.org_bot)',
};

/** robots.txt's own verdict: read and open, closing the site, failing, or missing. */
function robotsVerdict({ robots, robotsFacts }: StartWith<'robots'>): { severity: Severity; message: string } {
  // RFC 9309 and Google: one that fails (5xx, no answer) means "crawl nothing", and closes the site
  // (closedSite: the noindex finding says it); one missing (4xx) means "crawl everything".
  if (robotsFacts?.placeholderLine)
    return {
      severity: 'problem',
      message: `robots.txt was pasted without being filled in: line ${robotsFacts.placeholderLine} still holds a [FILL IN: …] placeholder, which crawlers read as a rule.`,
    };
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
}

/**
 * The whole site is closed to search engines: its start page is blocked for every crawler, and so is
 * the rest of it, by robots.txt (a `Disallow: /` for Googlebot or `*`, or a robots.txt that fails:
 * RFC 9309's complete disallow) or by noindex on every page the crawl read. Said once, first, by the
 * start page's `noindex` finding, and scored 0 (score.ts); the types marked `overlaps.closedSite`
 * restate it and are not given (index.ts).
 */
function closedSite(e: EvidenceWith<'robots' | 'pages'>): boolean {
  return closedBy(e) !== undefined;
}

/** What closes the whole site to search (closedSite): robots.txt (a rule, or failing), or noindex alone; undefined when it is open. */
export function closedBy(e: EvidenceWith<'robots' | 'pages'>): 'robots' | 'noindex' | undefined {
  const { facts, page, robotsFacts } = e.start;
  if (!blockingOf(facts, page.headerFacts, page.url, robotsFacts).all) return undefined;
  if (robotsFacts?.blocksAll || robotsFacts?.unavailable) return 'robots';
  // By noindex alone: when the server says it on every answer (its robots.txt's too, as preview and
  // staging hosts do), or the crawl read more than one page and every one says it.
  const robots = e.start.robots;
  const serverWide = 'headers' in robots && blocksIndexing((robots.headerFacts?.robotsTags ?? []).join(', '));
  const pages = e.site?.pages ?? [];
  return serverWide || (pages.length > 1 && pages.every(noindex)) ? 'noindex' : undefined;
}

/** The fix for what keeps the page out of search, naming each cause found: robots.txt's rule or its failure, and a noindex. */
function fixFor({ robotsFacts }: Pick<StartWith<'robots'>, 'robotsFacts'>, sources: string[]): string {
  const fixes = [
    ...(robotsFacts?.unavailable
      ? ['Make your robots.txt answer: serve it with HTTP 200 (or a 404 if you want no rules), never a server error or no answer.']
      : sources.includes('robots.txt')
        ? [
            robotsFacts?.blocksAll
              ? 'Remove the "Disallow: /" from your robots.txt (often left from a staging site or a "discourage search engines" setting), so that search engines may crawl the site.'
              : 'Remove the robots.txt rule that blocks this page.',
          ]
        : []),
    ...(sources.some((s) => s !== 'robots.txt')
      ? ["Remove noindex from the page (check your SEO plugin's settings and the X-Robots-Tag header)."]
      : []),
  ];
  return fixes.join(' ');
}

/** The start page's verdict: blocked for every crawler, for some, or for none. */
function noindexVerdict({ facts, page, robotsFacts, firewall }: StartWith<'robots'>): {
  severity: Severity;
  message: string;
  fix?: string;
} {
  const blocking = blockingOf(facts, page.headerFacts, page.url, robotsFacts);
  if (blocking.all)
    return {
      severity: 'problem',
      message: `Search engines are told not to list the page, by ${listed(blocking.sources.map((s) => clip(s, 120)))}.`,
      fix: fixFor({ robotsFacts }, blocking.sources),
    };
  if (blocking.bots.length) {
    const engines = listed(blocking.bots.map((bot) => ENGINES[bot]));
    return {
      severity: 'improvement',
      message: `${engines} ${blocking.bots.length === 1 ? 'is' : 'are'} told not to list the page, though other search engines may.`,
    };
  }
  // robots.txt kept from us by a firewall: only what the page and its headers say was judged.
  if (firewall?.files.includes('robots'))
    return {
      severity: 'passed',
      message: 'Nothing in the page or its headers tells search engines not to list it (your firewall kept robots.txt from us).',
    };
  return { severity: 'passed', message: 'Search engines are allowed to list the page.' };
}

/** The sentence for a site closed to search: each thing that closes it, once. */
function closedMessage({ facts, page, robotsFacts }: StartWith<'robots'>): string {
  if (robotsFacts?.unavailable)
    return `Your whole site is closed to search engines until your robots.txt answers: it ${clip(robotsFacts.unavailable, 200)}, which Google and every other crawler read as "crawl nothing", and for the same reason this check read no page beyond the first.`;
  const sources = blockingOf(facts, page.headerFacts, page.url, robotsFacts).sources;
  const directives = sources.filter((s) => s !== 'robots.txt').map((s) => clip(s, 120));
  const said = [
    ...(sources.includes('robots.txt') ? ['robots.txt tells every crawler to stay out of it ("Disallow: /")'] : []),
    ...(directives.length ? [`${listed(directives)} ${directives.length === 1 ? 'tells' : 'tell'} them not to list its pages`] : []),
  ];
  return `Your whole site is closed to search engines: ${said.join(', and ')}. Until that changes no page can appear in Google or Bing, so this check scores the site 0.`;
}

/** What a firewall kept from us, in a sentence's words: "robots.txt, your sitemap and 3 pages". */
function keptWords(files: string[], urls: string[]): string {
  const names = { robots: 'robots.txt', sitemap: 'your sitemap', llms: '/llms.txt' } as Record<string, string>;
  return listed([...files.map((f) => names[f] ?? f), ...(urls.length ? [plural(urls.length, 'address', 'addresses')] : [])]);
}

/**
 * A firewall or CDN answered our crawler with a challenge (read/challenge.ts), once or more: said once,
 * here, as what it is. It is not the site's answer, so nothing it kept from us is judged (no broken
 * link, no blocked crawler, no closed site), and it says nothing about what Google's crawler, which
 * such firewalls let through, is sent. Weighs nothing in the score: it is no fault of the site's.
 */
const firewall = pageCheck({
  id: 'firewall',
  group: 'search',
  requires: ['pages'],
  shows: ON_PAGE.answer,
  weight: 0,
  why: 'Firewalls and CDNs (Cloudflare, Akamai, Sucuri, Imperva) tell crawlers apart: they let Google and Bing through and may challenge a crawler they do not know, such as ours.',
  fix: 'Nothing needs fixing for Google. For a full check, let our crawler (LaserfocusDigitalSiteCheck) through your firewall’s bot settings, then check again.',
  judge: (start, e) => {
    const wall = challengesOf({ start, site: e.site });
    if (!wall) return undefined;
    const urls = wall.urls.map(shown);
    return {
      severity: 'improvement',
      message: `We were stopped by your firewall: ${clip(wall.vendor, 40)} answered our crawler with a challenge for ${keptWords(wall.files, urls)}, so we did not read ${wall.files.length + urls.length === 1 ? 'it' : 'them'}${urls.length ? ' and stopped there' : ''}. This says nothing about what Google sees: firewalls let Google's crawler through.`,
      ...(urls.length ? { urls: urls.slice(0, URLS_SHOWN), total: urls.length } : {}),
    };
  },
});

export const crawlable = [
  firewall,
  pageCheck({
    id: 'noindex',
    group: 'search',
    shows: ON_PAGE.noindex,
    // A site closed to search (closedSite) is judged on every page the crawl read.
    requires: ['robots', 'pages'],
    weight: 10,
    why: 'A noindex left over from development (in the page, its X-Robots-Tag header or robots.txt) keeps a page out of Google entirely, or out of each search engine it names.',
    fix: "Remove noindex from the page (check your SEO plugin's settings and the X-Robots-Tag header), and any robots.txt rule that blocks it.",
    judge: (start, e) =>
      closedSite(e)
        ? {
            severity: 'problem',
            message: closedMessage(start),
            closesSite: true,
            fix: fixFor(start, blockingOf(start.facts, start.page.headerFacts, start.page.url, start.robotsFacts).sources),
          }
        : noindexVerdict(start),
  }),
  pageCheck({
    id: 'robots',
    group: 'search',
    requires: ['robots'],
    shows: ON_PAGE.robotsRules,
    weight: 6,
    why: 'robots.txt is the first file search engines read: a stray "Disallow: /" hides the whole site from them, and one that fails to load makes Google stop crawling until it does.',
    fix: 'Serve a robots.txt that answers quickly, allows crawling and names your sitemap; remove any "Disallow: /" meant for a staging site.',
    overlaps: { closedSite: true },
    // A firewall's challenge in place of robots.txt is not its answer: nothing about it was read (the firewall notice says so).
    appliesTo: (start) => !start.firewall?.files.includes('robots'),
    judge: robotsVerdict,
  }),
  siteCheck({
    id: 'noindex-pages',
    group: 'search',
    shows: ON_PAGE.robotsMeta,
    severity: 'improvement',
    weight: 3,
    found: (n) => `${plural(n, 'page tells', 'pages tell')} search engines not to list ${n === 1 ? 'it' : 'them'} (noindex).`,
    passed: 'No page we crawled is marked noindex.',
    why: 'A noindex left from development or a plugin setting keeps a page out of Google entirely.',
    fix: 'Check each page is meant to be hidden; remove noindex (in the page or its X-Robots-Tag header) from any that should be found.',
    overlaps: { closedSite: true },
    collect: ({ pages }) => pages.filter(noindex).map((x) => shown(x.url)),
  }),
] as const;
