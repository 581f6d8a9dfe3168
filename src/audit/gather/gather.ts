/**
 * The check's first stage, gathering the evidence: the start page, then robots.txt, then the sitemap
 * and llms.txt (each request with its redirects and its own time limit), then the crawl of the rest
 * (crawl.ts), then the links to other websites (external.ts), all within the whole check's deadline,
 * which also covers reading what they sent. A site whose start page cannot be checked gives the
 * sentence the prospect understands; only an unexpected error (a bug of ours) rejects, and the worker
 * records that as failed too.
 */
import { challengeOf } from '../read/challenge.js';
import { type Evidence, type Firewall, ok, type StartPage, evidenceOf } from '../read/evidence.js';
import { fetchPage, type Fetched, type FetchOptions, type FetchRules } from '../read/fetch-page.js';
import { FetchRefused } from '../read/refused.js';
import type { Unread } from '../read/crawled.js';
import { Crawler, type Fetcher, onSiteOf } from './crawl.js';
import { type ExternalOptions, externalOf } from './external.js';
import { aside, type Finding } from '../findings/finding.js';
import { findingsOf } from '../findings/index.js';
import { readLlmsTxt } from '../read/llms-txt.js';
import { readSitemap, type SitemapFacts } from '../read/sitemap.js';
import { clip } from '../../lib/clip.js';
import { type PageFacts, readPage } from '../read/page-facts.js';
import { catalogAddress, type CatalogFacts, catalogProblems, catalogSignals } from '../read/ai-catalog.js';
import { readInSiteCountry } from '../read/site-country.js';
import { cspReadingOf } from '../read/csp.js';
import { completeDisallow, readRobots, ROBOTS_MAX_BYTES, type RobotsFacts, RobotsRules } from '../read/robots.js';

/** A short name for an HTTP status, for people. */
function statusWords(status: number): string {
  const words: Record<number, string> = {
    401: 'a login is required',
    403: 'access is forbidden',
    404: 'page not found',
    410: 'page gone',
    429: 'too many requests',
    500: 'server error',
    502: 'bad gateway',
    503: 'service unavailable',
    504: 'gateway timeout',
  };
  return words[status] ? `HTTP ${status}: ${words[status]}` : `HTTP ${status}`;
}

/** Why an optional file gave no answer: the sentence, and the fetcher's reason when it refused. */
interface Unanswered {
  error: string;
  reason?: FetchRefused['reason'];
}

/**
 * robots.txt or the sitemap: an answer, or why not. They are optional: a slow or failing one is a
 * finding, never the check's failure, so only the whole check's deadline (`overall`) rejects here.
 */
async function optional(
  fetch: Fetcher,
  url: string,
  rules: FetchRules,
  overall: AbortSignal,
  options: FetchOptions,
): Promise<Fetched | Unanswered> {
  try {
    return await fetch(url, rules, AbortSignal.any([overall, AbortSignal.timeout(rules.timeoutMs)]), options);
  } catch (err) {
    if (overall.aborted) throw err;
    return err instanceof FetchRefused ? { error: err.message, reason: err.reason } : { error: 'It could not be fetched.' };
  }
}

/**
 * What robots.txt tells crawlers, as RFC 9309 §2.3.1 and Google read its answer: a 2xx is read; a
 * server error or no answer at all means complete disallow (§2.3.1.4); any other status (4xx), or
 * more than five redirects (§2.3.1.2), means no robots.txt: no rules (undefined).
 */
async function robotsFactsOf(robots: Fetched | Unanswered, overall: AbortSignal, agent: string): Promise<RobotsFacts | undefined> {
  if ('error' in robots) return robots.reason === 'redirects' ? undefined : completeDisallow(`could not be read (${aside(robots.error)})`);
  if (robots.status >= 500) return completeDisallow(`answered with a server error (${statusWords(robots.status)})`);
  return ok(robots) ? readRobots(robots.body, overall, agent, robots.truncated) : undefined;
}

/**
 * The site's ai-catalog.json (Agentic Resource Discovery, read/ai-catalog.ts), where its signals point
 * (on any host, each hop under the address rules), else the well-known address on the site; the first
 * 500 KiB, whole or refused. A web page at the well-known address, where nothing points, is the
 * server's answer to an address it does not have: no catalog, and nothing to judge.
 */
async function catalogOf(
  fetch: Fetcher,
  page: Fetched,
  facts: PageFacts,
  robots: Fetched | Unanswered,
  rules: FetchRules,
  overall: AbortSignal,
  stayOn: (url: string) => boolean,
): Promise<CatalogFacts> {
  const headerLink = page.headerFacts?.links.find((l) => l.rel === 'ai-catalog')?.uri;
  const signals = catalogSignals(ok(robots) ? robots.body : undefined, facts.aiCatalog, headerLink, page.url);
  const { url, signal } = catalogAddress(signals, page.url);
  const wellKnown = signal === 'well-known';
  const answer = await optional(
    fetch,
    url,
    { ...rules, maxBytes: Math.min(rules.maxBytes, ROBOTS_MAX_BYTES) },
    overall,
    wellKnown ? { stayOn } : {},
  );
  const webPage = ok(answer) && /html/i.test(String(answer.headers['content-type'] ?? ''));
  const judged = ok(answer) && !answer.offsite && !(wellKnown && webPage);
  return { url, signal, signals, answer, ...(judged && { problems: catalogProblems(answer.body) }) };
}

/** The firewall whose challenge an optional file's answer is (read/challenge.ts), or undefined. */
const challenged = (answer: Fetched | Unanswered | undefined) => (answer && 'status' in answer ? challengeOf(answer) : undefined);

/** The deadline's own failure sentence when it has passed, else the error's. */
function failure(err: unknown, url: string, rules: FetchRules, deadline: AbortSignal): string {
  if (err instanceof FetchRefused) return err.message;
  if (deadline.aborted) return `We could not finish checking ${clip(url, 100)} in the time allowed, so we stopped.`;
  throw err;
}

/** How far a check goes beyond the start page. */
export interface CrawlOptions {
  /** Pages read, the start page included (AUDIT_MAX_PAGES); 1 checks the start page alone, as the quick check did. */
  maxPages: number;
  /** The whole check's time (AUDIT_CRAWL_MS); each request still has rules.timeoutMs. */
  crawlMs: number;
  /** Requests at once to the site (AUDIT_SITE_CONCURRENCY). */
  siteConcurrency: number;
  /** The site shutting down: cuts the check short (its result is then not kept). */
  stop?: AbortSignal;
  /** Addresses known at once (AUDIT_MAX_CANDIDATES); further ones are only counted. */
  maxCandidates: number;
  /** Told the pages read so far after each one, with the findings so far (worked out only when asked for). */
  onProgress?: (progress: { pages: number; unread: Unread }, findingsSoFar: () => Finding[]) => void;
  /**
   * A site nobody asked us to check (a competitor's): its robots.txt is read before anything else, and
   * where it keeps our crawler from the start page nothing more is fetched (`refusedByRobots`).
   */
  askRobotsFirst?: boolean;
  /** Links to other websites checked after the crawl (absent or `links: 0`: none; a competitor's check asks none). */
  external?: ExternalOptions;
}

export const ONE_PAGE: CrawlOptions = { maxPages: 1, crawlMs: 60_000, siteConcurrency: 1, maxCandidates: 1 };

/** What gathering found: the evidence to judge, or the sentence saying why there was nothing to judge. */
export type Gathered = { evidence: Evidence } | { failed: string };

/** Why a site that asks robots.txt to keep our crawler out was not read (`askRobotsFirst`). */
export const ROBOTS_REFUSED = 'Its robots.txt asks our crawler not to read it, so we did not.';

/**
 * The check's first stage: reads the site (start page, robots.txt, sitemap, llms.txt, then the
 * crawl) through `fetch` (the network's fetcher under `rules`, or a site answered in memory) and
 * returns what it read, all within `options.crawlMs`. Only an unexpected error (a bug of ours) rejects.
 */
export async function gatherEvidence(
  url: string,
  rules: FetchRules,
  options: CrawlOptions = ONE_PAGE,
  fetch: Fetcher = fetchPage,
): Promise<Gathered> {
  const overall = AbortSignal.any([AbortSignal.timeout(options.crawlMs), ...(options.stop ? [options.stop] : [])]);
  const endsAt = performance.now() + options.crawlMs;
  try {
    return await gather(url, rules, options, overall, fetch, endsAt);
  } catch (err) {
    return { failed: failure(err, url, rules, overall) };
  }
}

/** The product token robots.txt groups are matched against: the name in our User-Agent. */
const agentToken = (userAgent: string) => /compatible; ([^/;]+)/.exec(userAgent)?.[1] ?? userAgent;

/**
 * Of the check's time, what is kept after the last link to another website for judging what was
 * read: the check's thread is ended from outside soon after its deadline (jobs/check-pool.ts).
 */
const JUDGING_MS = 2000;

async function gather(
  url: string,
  rules: FetchRules,
  options: CrawlOptions,
  overall: AbortSignal,
  fetch: Fetcher,
  endsAt: number,
): Promise<Gathered> {
  if (options.askRobotsFirst) {
    const robotsUrl = new URL('/robots.txt', url).href;
    const first = await optional(fetch, robotsUrl, { ...rules, maxBytes: Math.min(rules.maxBytes, ROBOTS_MAX_BYTES) }, overall, {
      truncate: true,
    });
    const read = 'status' in first && !challengeOf(first) ? await robotsFactsOf(first, overall, agentToken(rules.userAgent)) : undefined;
    const { pathname, search } = new URL(url);
    if (read && !new RobotsRules(read.rules).allowed(pathname + search)) return { failed: ROBOTS_REFUSED };
  }
  // The start page is wherever the address leads (a moved site included); everything after it stays on that site.
  const page = await fetch(url, rules, AbortSignal.any([overall, AbortSignal.timeout(rules.timeoutMs)]));
  const host = new URL(page.url).hostname;
  // A firewall's challenge is not the site's answer: it says nothing of what Google's crawler, which firewalls let through, is sent.
  const wall = challengeOf(page);
  if (wall)
    return {
      failed: `We were stopped by your firewall: ${clip(host, 100)} answered our crawler with ${wall}'s challenge (HTTP ${page.status}) instead of the page, so there was nothing to check. This says nothing about what Google sees: firewalls let Google's crawler through. To have your site checked, let our crawler (LaserfocusDigitalSiteCheck) through, then check again.`,
    };
  if (page.status < 200)
    return {
      failed: `${clip(host, 100)} answered with an interim status (HTTP ${page.status}) and never sent a page, so there was nothing to check.`,
    };
  if (page.status >= 400)
    return {
      failed: `We reached ${clip(host, 100)}, but it answered with an error (${statusWords(page.status)}), so there was no page to check.`,
    };
  const type = String(page.headers['content-type'] ?? '');
  if (!/html/i.test(type))
    return {
      failed: `${clip(page.url, 100)} is not a web page (it answered with ${clip(type.split(';')[0] ?? '', 60) || 'no content type'}), so there was nothing to check.`,
    };
  // The start page's visible text is kept: the browser run compares it with the page as rendered.
  const facts = await readPage(page.body, overall, true, new URL(page.url).hostname);
  const stayOn = onSiteOf(page.url);

  const final = new URL(page.url);
  // Over http on the default port, robots.txt also shows whether http:// sends visitors on to https://.
  const viaHttp = final.protocol === 'https:' && !final.port;
  // robots.txt's redirects are followed to any host (RFC 9309 §2.3.1.2), each hop under the same address rules.
  const robotsRules = { ...rules, maxBytes: Math.min(rules.maxBytes, ROBOTS_MAX_BYTES) };
  const ownRobots = new URL('/robots.txt', final).href;
  const robotsOptions = { truncate: true, keepBytes: true };
  const viaHttpRobots = viaHttp ? await optional(fetch, `http://${final.host}/robots.txt`, robotsRules, overall, robotsOptions) : undefined;
  // A robots.txt governs its own scheme and host: the https site's is read itself unless http:// led to it.
  const ledToOwn =
    viaHttpRobots && 'status' in viaHttpRobots && [viaHttpRobots.url, ...viaHttpRobots.redirects.map((r) => r.to)].includes(ownRobots);
  const robots = viaHttpRobots && ledToOwn ? viaHttpRobots : await optional(fetch, ownRobots, robotsRules, overall, robotsOptions);
  // A firewall's challenge in place of robots.txt is no answer of the site's: its rules are unknown, never "crawl nothing".
  const walls: { file: Firewall['files'][number]; vendor: string | undefined }[] = [{ file: 'robots', vendor: challenged(robots) }];
  const robotsFacts = walls[0]?.vendor ? undefined : await robotsFactsOf(robots, overall, agentToken(rules.userAgent));
  const httpRedirectsToHttps = viaHttpRobots
    ? 'status' in viaHttpRobots
      ? (viaHttpRobots.redirects[0]?.to ?? '').startsWith('https:') && stayOn(viaHttpRobots.redirects[0]?.to ?? '')
      : false
    : final.protocol === 'https:' && url.startsWith('http:')
      ? true
      : undefined;
  let sitemapUrl = sitemapAddress(robotsFacts, page.url);
  let sitemap = stayOn(sitemapUrl)
    ? await optional(fetch, sitemapUrl, rules, overall, { stayOn })
    : { error: 'It is on another website, which the check does not read.' };
  // Where robots.txt names none and /sitemap.xml is not there, the places SEO plugins and WordPress put one.
  for (const path of robotsFacts?.sitemap ? [] : SITEMAP_ELSEWHERE) {
    if (!('status' in sitemap) || (sitemap.status !== 404 && sitemap.status !== 410)) break;
    const elsewhere = new URL(path, page.url).href;
    const answer = await optional(fetch, elsewhere, rules, overall, { stayOn });
    if (ok(answer) && !answer.offsite) [sitemapUrl, sitemap] = [elsewhere, answer];
  }
  // llms.txt (llmstxt.org) under robots.txt's rules: optional, on the site, the first 500 KiB.
  const llms = await optional(
    fetch,
    new URL('/llms.txt', final).href,
    { ...rules, maxBytes: Math.min(rules.maxBytes, ROBOTS_MAX_BYTES) },
    overall,
    {
      stayOn,
      truncate: true,
    },
  );
  walls.push({ file: 'sitemap', vendor: challenged(sitemap) }, { file: 'llms', vendor: challenged(llms) });
  const walled = walls.filter((w) => w.vendor);
  const firewall = walled[0]?.vendor ? { vendor: walled[0].vendor, files: walled.map((w) => w.file) } : undefined;
  const llmsFacts =
    ok(llms) && !llms.offsite && !firewall?.files.includes('llms')
      ? readLlmsTxt(llms.body, String(llms.headers['content-type'] ?? ''))
      : undefined;
  const sitemapFacts = ok(sitemap) && !sitemap.offsite && !firewall?.files.includes('sitemap') ? readSitemap(sitemap.body) : undefined;
  const catalog = await catalogOf(fetch, page, facts, robots, rules, overall, stayOn);
  // The policy a browser enforces on the start page: its header's and its head's <meta> policies together (csp.ts).
  const csp = cspReadingOf(page.headerFacts?.security.csp ?? [], facts.cspMetas);
  const start: StartPage = {
    page,
    facts,
    ...(csp && { csp }),
    requested: url,
    robots,
    robotsFacts,
    httpRedirectsToHttps,
    sitemap,
    sitemapUrl,
    sitemapFacts,
    llms,
    llmsFacts,
    catalog,
    ...(firewall && { firewall }),
  };
  // robots.txt unreadable for every crawler (a server error, no answer): the crawl stops at the start page, and its finding says why.
  // Kept from us by a firewall, its rules are unknown: the crawl stops there too, and the firewall's notice says why.
  if (options.maxPages <= 1 || robotsFacts?.unavailable || firewall?.files.includes('robots')) return { evidence: evidenceOf(start) };

  // The start page's findings are known now: a check stopped from outside from here on keeps them.
  options.onProgress?.({ pages: 1, unread: { count: 0, atLeast: false } }, () => findingsOf(evidenceOf(start)));
  const crawler: Crawler = new Crawler(
    page,
    facts,
    robotsFacts,
    rules,
    options,
    overall,
    (pages) => options.onProgress?.({ pages, unread: crawler.snapshot().unread }, () => findingsOf(evidenceOf(start, crawler.snapshot()))),
    fetch,
  );
  const crawl = await crawler.run(() => sitemapLocs(fetch, sitemapFacts, rules, overall, stayOn));
  // The site's country decided once, from every page read, and every page's numbers read in it.
  readInSiteCountry([facts, ...[...crawl.urls.values()].flatMap((u) => (u.fetched?.facts ? [u.fetched.facts] : []))]);
  const evidence = evidenceOf(start, crawl);
  // Links to other websites last, in what is left of the check's time (less what judging needs): never beyond it.
  const left = endsAt - performance.now() - JUDGING_MS;
  if (options.external?.links && evidence.site && left > 0 && !overall.aborted) {
    const external = await externalOf(
      evidence.site.pages,
      stayOn,
      options.maxCandidates,
      rules,
      options.external,
      AbortSignal.any([overall, AbortSignal.timeout(Math.floor(left))]),
      fetch,
    );
    if (external) crawl.external = external;
  }
  return { evidence };
}

/** Child sitemaps read from a sitemap index, at most. */
const CHILD_SITEMAPS = 3;

/** The page addresses the sitemap lists (through a sitemap index, its first few sitemaps on the site). */
async function sitemapLocs(
  fetch: Fetcher,
  read: SitemapFacts | undefined,
  rules: FetchRules,
  overall: AbortSignal,
  stayOn: (url: string) => boolean,
): Promise<string[]> {
  if (!read) return [];
  if (read.kind !== 'index') return read.locs;
  const locs: string[] = [];
  for (const child of read.locs.filter(stayOn).slice(0, CHILD_SITEMAPS)) {
    const answer = await optional(fetch, child, rules, overall, { stayOn });
    if (ok(answer) && !answer.offsite) locs.push(...readSitemap(answer.body).locs);
  }
  return locs;
}

/** Where a sitemap is looked for when robots.txt names none and /sitemap.xml answers 404: Yoast's and Rank Math's index, then WordPress's own. */
const SITEMAP_ELSEWHERE = ['/sitemap_index.xml', '/wp-sitemap.xml'];

/** The sitemap robots.txt names, or /sitemap.xml on the page's origin. */
function sitemapAddress(robots: RobotsFacts | undefined, pageUrl: string): string {
  try {
    if (robots?.sitemap) return new URL(robots.sitemap, pageUrl).href;
  } catch {
    /* a broken Sitemap line: fall back to the usual place */
  }
  return new URL('/sitemap.xml', pageUrl).href;
}
