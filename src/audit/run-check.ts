/**
 * One quick check of a website: the page, then robots.txt, then the sitemap (at most three fetches,
 * each with its redirects), all within one time limit. Never throws: a site that cannot be checked
 * gives a failed result with a sentence the prospect understands.
 */
import { fetchPage, FetchRefused, type Fetched, type FetchRules } from './fetch-page.js';
import { runChecks, scoreOf, sitemapUrlOf, summaryOf, type Evidence } from './checks.js';
import type { AuditResult } from './store.js';

const failed = (summary: string): AuditResult => ({ status: 'failed', score: null, findings: [], summary });

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
    return { error: err instanceof FetchRefused ? err.message : 'it could not be fetched' };
  }
}

/** `stop` (the site shutting down) cuts the check short; its result is then not kept. */
export async function runCheck(url: string, rules: FetchRules, stop?: AbortSignal): Promise<AuditResult> {
  const deadline = stop ? AbortSignal.any([AbortSignal.timeout(rules.timeoutMs), stop]) : AbortSignal.timeout(rules.timeoutMs);
  let page: Fetched;
  try {
    page = await fetchPage(url, rules, deadline);
  } catch (err) {
    if (err instanceof FetchRefused) return failed(err.message);
    return failed(`We could not check ${url}: ${(err as Error).message}.`);
  }
  const host = new URL(page.url).hostname;
  if (page.status >= 400) return failed(`We reached ${host}, but it answered with an error (${statusWords(page.status)}), so there was no page to check.`);
  const type = String(page.headers['content-type'] ?? '');
  if (!/html/i.test(type)) return failed(`${page.url} is not a web page (it answered with ${type.split(';')[0] || 'no content type'}), so there was nothing to check.`);

  const final = new URL(page.url);
  // Over http on the default port, robots.txt also shows whether http:// sends visitors on to https://.
  const viaHttp = final.protocol === 'https:' && !final.port;
  const robotsUrl = viaHttp ? `http://${final.host}/robots.txt` : new URL('/robots.txt', final).href;
  const robots = await optional(robotsUrl, rules, deadline);
  const httpRedirectsToHttps = viaHttp ? ('status' in robots ? robots.redirects.some((r) => r.to.startsWith('https:')) : false) : final.protocol === 'https:' && url.startsWith('http:') ? true : undefined;
  const sitemapUrl = sitemapUrlOf(robots, page.url);
  const sitemap = await optional(sitemapUrl, rules, deadline);
  const evidence: Evidence = { page, requested: url, robots, httpRedirectsToHttps, sitemap, sitemapUrl };
  const findings = runChecks(evidence);
  const score = scoreOf(findings);
  return { status: 'done', score, findings, summary: summaryOf(score, findings) };
}
