/**
 * The check's evidence built from strings, with no server and no network: a site given as a table of
 * answers (tests/fixtures/site-table.ts, the table tests/fixtures/finding-site.ts serves over HTTPS) is
 * answered in memory as that server answers it, read by the real readers (readPage, readRobots,
 * readSitemap, readLlmsTxt, headerFactsOf, decodeBody) and crawled by src/audit/run/crawl.ts's own
 * Crawler, one request at a time, fetching from memory instead of the network. A finding family's test plants facts here and judges them, as a
 * Lighthouse audit is tested with its artifacts. tests/app/facts-builder.test.ts checks that the
 * real check finds the same on the same table served.
 *
 * What is measured rather than read is given as a value: `ttfbMs` (default FACT_TTFB_MS), and
 * whether http:// leads to https:// (`httpRedirectsToHttps`; absent: not observed). An address that
 * could not be fetched (a timeout, a redirect loop) is given as its sentence (`unfetched`, `loop`);
 * a robots.txt that answered 5xx as its facts (`robotsFacts: completeDisallow(...)`).
 */
import { aside } from '../src/audit/findings/finding.js';
import { findingsOf } from '../src/audit/findings/index.js';
import { assess } from '../src/audit/index.js';
import { type Evidence, evidenceOf, ok, type StartPage } from '../src/audit/read/evidence.js';
import type { Fetched } from '../src/audit/read/fetch-page.js';
import { readLlmsTxt } from '../src/audit/read/llms-txt.js';
import { readPage } from '../src/audit/read/page-facts.js';
import { completeDisallow, readRobots, type RobotsFacts } from '../src/audit/read/robots.js';
import { readSitemap } from '../src/audit/read/sitemap.js';
import { FetchRefused } from '../src/audit/read/refused.js';
import { Crawler, type Fetcher } from '../src/audit/run/crawl.js';
import { auditUserAgent } from '../src/lib/user-agent.js';
import { Answers, type Asking, type FactRoutes, isHtml, Unreachable } from './fixtures/in-memory-site.js';
import type { Routes } from './fixtures/site-table.js';

export { FACT_TTFB_MS, type FactRoutes, type Unfetched } from './fixtures/in-memory-site.js';

export interface FactOptions {
  /** The site's origin (default https://fixture-plumbing.com.au). */
  origin?: string;
  /** The path the check starts from (default '/'). */
  start?: string;
  /** Pages read, the start page included (AUDIT_MAX_PAGES; default 25, as finding-site's `crawl`); 1: the start page alone. */
  maxPages?: number;
  /** Every answer sends HSTS on an https origin, as finding-site's server does, unless false. */
  hsts?: boolean;
  httpRedirectsToHttps?: boolean;
  /** robots.txt's facts when it answered 5xx: run-check.ts gives completeDisallow(why), with the status in words. */
  robotsFacts?: RobotsFacts;
}

/** The product token robots.txt groups are matched against, as run-check.ts takes it from our User-Agent. */
const AGENT = /compatible; ([^/;]+)/.exec(auditUserAgent('https://laserfocus.example'))?.[1] ?? '';

/** The sitemap robots.txt names, or /sitemap.xml on the page's origin (run-check.ts). */
function sitemapAddress(robots: RobotsFacts | undefined, pageUrl: string): string {
  return (robots?.sitemap && URL.parse(robots.sitemap, pageUrl)?.href) || new URL('/sitemap.xml', pageUrl).href;
}

/** An optional file (robots.txt, the sitemap, llms.txt): its answer, or why there was none (run-check.ts's `optional`). */
function optional(site: Answers, url: string, asking: Asking = {}): Fetched | { error: string; loop?: boolean } {
  try {
    return site.fetch(url, asking);
  } catch (err) {
    if (err instanceof Unreachable) return { error: err.answer.unfetched, ...(err.answer.loop && { loop: true }) };
    throw err;
  }
}

/**
 * robots.txt's facts as run-check.ts reads them: a 2xx is read, a 4xx is none, no answer is complete
 * disallow (a loop: none); a 5xx's must be given (`robotsFacts`: run-check.ts words its status).
 */
async function robotsFactsOf(
  robots: Fetched | { error: string; loop?: boolean },
  given: RobotsFacts | undefined,
): Promise<RobotsFacts | undefined> {
  if (given) return given;
  // Redirects past the limit, or a loop, mean no robots.txt (RFC 9309 §2.3.1.2); any other failure, complete disallow.
  if ('error' in robots) return robots.loop ? undefined : completeDisallow(`could not be read (${aside(robots.error)})`);
  if (robots.status >= 500) throw new Error(`robots.txt answered ${robots.status}: give its facts as robotsFacts: completeDisallow(why)`);
  return ok(robots) ? readRobots(robots.body, undefined, AGENT) : undefined;
}

/** The evidence the check gathers from the site `routes` make: the start page, robots.txt, the sitemap, llms.txt, then the crawl. */
export async function siteFacts(routes: Routes | FactRoutes, options: FactOptions = {}): Promise<Evidence> {
  const origin = options.origin ?? 'https://fixture-plumbing.com.au';
  const site = new Answers(routes, origin, options.hsts ?? true);
  const requested = new URL(options.start ?? '/', origin).href;
  const page = site.fetch(requested);
  if (page.status < 200 || page.status >= 400 || !isHtml(page.headers)) throw new Error(`the start page answered ${page.status}: no check`);
  const facts = await readPage(page.body, undefined, true, new URL(page.url).hostname);
  const robotsAnswer = optional(site, new URL('/robots.txt', page.url).href, { keepBytes: true });
  const robotsFacts = await robotsFactsOf(robotsAnswer, options.robotsFacts);
  const robots = 'error' in robotsAnswer ? { error: robotsAnswer.error } : robotsAnswer;
  const sitemapUrl = sitemapAddress(robotsFacts, page.url);
  const stayOn = site.onSite;
  if (!stayOn(sitemapUrl)) throw new Error(`the sitemap ${sitemapUrl} is on another site: not modelled in memory`);
  const sitemap = optional(site, sitemapUrl, { stayOn });
  const llms = optional(site, new URL('/llms.txt', page.url).href, { stayOn });
  const sitemapFacts = ok(sitemap) && !sitemap.offsite ? readSitemap(sitemap.body) : undefined;
  const llmsFacts = ok(llms) && !llms.offsite ? readLlmsTxt(llms.body, String(llms.headers['content-type'] ?? '')) : undefined;
  const start: StartPage = {
    ...{ page, facts, requested, robots, robotsFacts, sitemap, sitemapUrl, sitemapFacts, llms, llmsFacts },
    ...(options.httpRedirectsToHttps !== undefined && { httpRedirectsToHttps: options.httpRedirectsToHttps }),
  };
  const maxPages = options.maxPages ?? 25;
  if (maxPages <= 1 || robotsFacts?.unavailable) return evidenceOf(start);
  // A sitemap index: its first three sitemaps on the site (run-check.ts's sitemapLocs).
  let locs = sitemapFacts?.locs ?? [];
  if (sitemapFacts?.kind === 'index')
    locs = locs
      .filter(stayOn)
      .slice(0, 3)
      .flatMap((child) => {
        const answer = optional(site, child, { stayOn });
        return ok(answer) && !answer.offsite ? readSitemap(answer.body).locs : [];
      });
  // The real crawler, one request at a time, fetching from memory; no Crawl-delay to wait out there.
  const inMemory: Fetcher = async (url, _rules, _deadline, asking) => {
    try {
      return site.fetch(url, asking);
    } catch (err) {
      throw err instanceof Unreachable ? new FetchRefused('connect', err.answer.unfetched, err.answer.loop ?? false) : err;
    }
  };
  const rules = { allowPrivate: false, allowAddresses: [], timeoutMs: 60_000, maxBytes: 2_000_000, userAgent: AGENT };
  const limits = { maxPages, siteConcurrency: 1, maxCandidates: 5000 };
  const polite = robotsFacts && { ...robotsFacts, crawlDelayMs: 0 };
  const crawler = new Crawler(page, facts, polite, rules, limits, AbortSignal.timeout(60_000), undefined, inMemory);
  return evidenceOf(start, await crawler.run(async () => locs));
}

/** The site judged, as finding-site.ts's `checkSite` names it: its origin. */
const siteOf = (evidence: Evidence) => ({ origin: new URL(evidence.start.page.url).origin });

/** The findings judged of the site `routes` make (findingsOf, no fixes), with its evidence. */
export async function judgeSite(routes: Routes | FactRoutes, options: FactOptions = {}) {
  const evidence = await siteFacts(routes, options);
  return { evidence, findings: findingsOf(evidence), site: siteOf(evidence) };
}

/** The whole result as runCheck gives it for the site `routes` make: the findings with their fixes, the AI and Local sections, the score. */
export async function checkFacts(routes: Routes | FactRoutes, options: FactOptions = {}) {
  const evidence = await siteFacts(routes, options);
  const result = await assess(evidence);
  return { evidence, result, findings: result.findings, site: siteOf(evidence) };
}
