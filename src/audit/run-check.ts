/**
 * One quick check of a website: the page, then robots.txt, then the sitemap (at most three fetches,
 * each with its redirects), all within one deadline that also covers reading what they sent. A site
 * that cannot be checked gives a failed result with a sentence the prospect understands; only an
 * unexpected error (a bug of ours) rejects, and the worker records that as failed too.
 */
import { fetchPage, FetchRefused, type Fetched, type FetchRules } from './fetch-page.js';
import { runChecks, scoreOf, summaryOf, ok } from './checks.js';
import { clip } from './clip.js';
import { readPage } from './page-facts.js';
import { readRobots, ROBOTS_MAX_BYTES, type RobotsFacts } from './robots.js';
import type { AuditResult } from './store.js';

export const failed = (summary: string): AuditResult => ({ status: 'failed', score: null, findings: [], summary });

/** A short name for an HTTP status, for people. */
function statusWords(status: number): string {
  const words: Record<number, string> = { 401: 'a login is required', 403: 'access is forbidden', 404: 'page not found', 410: 'page gone', 429: 'too many requests', 500: 'server error', 502: 'bad gateway', 503: 'service unavailable', 504: 'gateway timeout' };
  return words[status] ? `HTTP ${status}: ${words[status]}` : `HTTP ${status}`;
}

/** robots.txt or the sitemap: an answer, or why not (their failures never fail the check). */
async function optional(url: string, rules: FetchRules, deadline: AbortSignal): Promise<Fetched | { error: string }> {
  try {
    return await fetchPage(url, rules, deadline);
  } catch (err) {
    if (deadline.aborted) throw err;
    return { error: err instanceof FetchRefused ? err.message : 'it could not be fetched' };
  }
}

/** The deadline's own failure sentence when it has passed, else the error's. */
function failure(err: unknown, url: string, rules: FetchRules, deadline: AbortSignal): AuditResult {
  if (err instanceof FetchRefused) return failed(err.message);
  if (deadline.aborted) return failed(`We could not finish checking ${clip(url, 100)} within ${rules.timeoutMs / 1000} seconds, so we stopped.`);
  throw err;
}

/** `stop` (the site shutting down) cuts the check short; its result is then not kept. */
export async function runCheck(url: string, rules: FetchRules, stop?: AbortSignal): Promise<AuditResult> {
  const deadline = stop ? AbortSignal.any([AbortSignal.timeout(rules.timeoutMs), stop]) : AbortSignal.timeout(rules.timeoutMs);
  try {
    return await check(url, rules, deadline);
  } catch (err) {
    return failure(err, url, rules, deadline);
  }
}

async function check(url: string, rules: FetchRules, deadline: AbortSignal): Promise<AuditResult> {
  const page = await fetchPage(url, rules, deadline);
  const host = new URL(page.url).hostname;
  if (page.status < 200) return failed(`${clip(host, 100)} answered with an interim status (HTTP ${page.status}) and never sent a page, so there was nothing to check.`);
  if (page.status >= 400) return failed(`We reached ${clip(host, 100)}, but it answered with an error (${statusWords(page.status)}), so there was no page to check.`);
  const type = String(page.headers['content-type'] ?? '');
  if (!/html/i.test(type)) return failed(`${clip(page.url, 100)} is not a web page (it answered with ${clip(type.split(';')[0] ?? '', 60) || 'no content type'}), so there was nothing to check.`);
  const facts = await readPage(page.body, deadline);

  const final = new URL(page.url);
  // Over http on the default port, robots.txt also shows whether http:// sends visitors on to https://.
  const viaHttp = final.protocol === 'https:' && !final.port;
  const robotsUrl = viaHttp ? `http://${final.host}/robots.txt` : new URL('/robots.txt', final).href;
  const robots = await optional(robotsUrl, { ...rules, maxBytes: Math.min(rules.maxBytes, ROBOTS_MAX_BYTES) }, deadline);
  const robotsFacts: RobotsFacts | undefined = ok(robots) ? await readRobots(robots.body, deadline) : undefined;
  const httpRedirectsToHttps = viaHttp ? ('status' in robots ? robots.redirects.some((r) => r.to.startsWith('https:')) : false) : final.protocol === 'https:' && url.startsWith('http:') ? true : undefined;
  const sitemapUrl = sitemapAddress(robotsFacts, page.url);
  const sitemap = await optional(sitemapUrl, rules, deadline);
  const findings = runChecks({ page, facts, requested: url, robots, robotsFacts, httpRedirectsToHttps, sitemap, sitemapUrl });
  const score = scoreOf(findings);
  return { status: 'done', score, findings, summary: summaryOf(score, findings) };
}

/** The sitemap robots.txt names, or /sitemap.xml on the page's origin. */
function sitemapAddress(robots: RobotsFacts | undefined, pageUrl: string): string {
  try {
    if (robots?.sitemap) return new URL(robots.sitemap, pageUrl).href;
  } catch {
    /* a broken Sitemap line: fall back to the usual place */
  }
  return new URL('/sitemap.xml', pageUrl).href;
}
