/**
 * The free site check against issue 47's traps (scripts/lib/hostile-sites.ts: robots.txt of
 * wildcard or plain rules with sitemaps of thousands of addresses, robots.txt or a sitemap sent a
 * byte a second, a robots.txt over 500 KiB, a sitemap of space-filled addresses, 20 slow link farms
 * at once, a redirect to another host), one test per trap, run by the built server as a process of
 * its own. While each check runs, pages of our site are read one after another and must answer;
 * each check must end with a score (robots.txt and the sitemap are optional files); the crawl obeys
 * the rules robots.txt gives in its first 500 KiB and sends nothing to another host.
 * How long pages wait meanwhile is measured by `npm run bench:hostile`, not asserted here.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startBuiltServer, type BuiltServer } from '../../scripts/start-built.js';
import { startHostileTraps, type HostileSite, type HostileTraps } from '../../scripts/lib/hostile-sites.js';
import { postEnquiry, validEnquiry, waitFor } from '../helpers.js';

const ENV = {
  AUDIT_ENABLED: 'true',
  AUDIT_ALLOW_PRIVATE: 'true',
  AUDIT_TIMEOUT_MS: '3000',
  AUDIT_CRAWL_MS: '8000',
  // Four checks at once rather than two: the 20 link farms, each crawled to its deadline, still queue
  // (16 waiting at first), in half the time.
  AUDIT_CONCURRENCY: '4',
  AUDIT_REUSE_MS: '0',
  FORM_MIN_FILL_MS: '0',
  RATE_LIMIT_MAX: '1000',
};
/** Far beyond what a check may take (AUDIT_CRAWL_MS + 1 s, behind at most 19 others, four at a time): a limit for a hung test, not a timing goal. */
const GENEROUS_MS = 300_000;

interface Status {
  status: string;
  score: number | null;
  findings: { id: string; severity: string; message: string }[];
}

let traps: HostileTraps;
let server: BuiltServer;
/** Paths of our own pages (from our sitemap), read in turn while checks run. */
let ourPages: string[];

test.before(async () => {
  traps = await startHostileTraps();
  server = await startBuiltServer(ENV);
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  ourPages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].slice(0, 8).map((m) => new URL(m[1]!).pathname);
  assert.ok(ourPages.length >= 2, 'our sitemap lists pages to read');
});
test.after(async () => {
  await server?.stop();
  await traps?.close();
});

const trap = (name: string): HostileSite => traps.traps.find((t) => t.name === name)!;

let n = 0;
/** Posts an enquiry naming `website`; resolves with its report's path (/audit/ID). */
async function requestCheck(website: string): Promise<string> {
  const res = await postEnquiry(server.url, validEnquiry({ website, email: `owner${++n}@traps.example` }), 'json', { origin: server.url });
  assert.is(res.status, 201, await res.clone().text());
  return ((await res.json()) as { audit: string }).audit;
}

const statusOf = async (report: string) => (await (await fetch(`${server.url}/api${report}`)).json()) as Status;

let turn = 0;
/** Reads the next of our pages, whole: it must answer 200 whatever the check is doing. */
async function readOurPage(what: string): Promise<void> {
  const path = ourPages[turn++ % ourPages.length]!;
  const res = await fetch(`${server.url}${path}`).catch((err: Error) => {
    throw new Error(
      `${path} did not answer while ${what} ran: ${err.message} (${(err.cause as Error | undefined)?.message ?? 'no cause given'})`,
    );
  });
  await res.arrayBuffer();
  assert.is(res.status, 200, `${path} answers while ${what} runs`);
}

/** Waits until every check has ended, reading our pages between polls; the results in order. */
async function endedWhileReading(reports: string[], what: string): Promise<Status[]> {
  return waitFor(
    async () => {
      await readOurPage(what);
      const results = await Promise.all(reports.map(statusOf));
      return results.every((r) => r.status === 'done' || r.status === 'failed') ? results : undefined;
    },
    GENEROUS_MS,
    `the check of ${what} to end`,
  );
}

/** One enquiry naming the trap; the check must end done, with a score, while our pages answer. */
async function checkEndsWithScore(site: HostileSite): Promise<{ report: string; result: Status }> {
  const report = await requestCheck(site.url);
  const [result] = await endedWhileReading([report], site.name);
  assert.is(result!.status, site.expect.status, `${site.name} (${site.sends}): ${JSON.stringify(result).slice(0, 400)}`);
  assert.type(result!.score, 'number', `${site.name}: a score`);
  return { report, result: result! };
}

test('robots.txt of 2,000 wildcard rules, 500 long links and a sitemap index of 3,000 long addresses: pages answer, the check ends with a score', async () => {
  await checkEndsWithScore(trap('robots-wildcards'));
});

test('robots.txt of 2,000 plain rules and Disallow: /, sitemaps of 15,000 addresses: pages answer, the check ends with a score', async () => {
  await checkEndsWithScore(trap('robots-plain'));
});

test('robots.txt sent one byte a second: it is optional, so the check ends with a score and says robots.txt could not be read', async () => {
  const { result } = await checkEndsWithScore(trap('robots-drip'));
  // RFC 9309: a robots.txt that does not answer means "crawl nothing", which closes the site, said once.
  const closed = result.findings.find((f) => f.id === 'noindex');
  assert.equal(
    [closed?.severity, closed?.message],
    [
      'problem',
      'Your whole site is closed to search engines until your robots.txt answers: it could not be read (we could not check 127.0.0.1: it did not answer within 3 seconds), which Google and every other crawler read as "crawl nothing", and for the same reason this check read no page beyond the first.',
    ],
  );
});

test('the sitemap sent one byte a second: it is optional, so the check ends with a score and says the sitemap could not be read', async () => {
  const { result } = await checkEndsWithScore(trap('sitemap-drip'));
  const sitemap = result.findings.find((f) => f.id === 'sitemap');
  assert.is(sitemap?.severity, 'improvement');
  assert.match(
    sitemap?.message ?? '',
    /^The sitemap at http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml could not be read \(we could not check 127\.0\.0\.1: it did not answer within 3 seconds\)\.$/,
  );
});

test('robots.txt over 500 KB: the rule in its first 500 KiB is obeyed, /private/x never asked for', async () => {
  const site = trap('robots-huge');
  await checkEndsWithScore(site);
  assert.ok(site.requests!.includes('/public/y'), `the crawl followed the start page's links: ${site.requests!.join(', ')}`);
  assert.not.ok(site.requests!.includes('/private/x'), `Disallow: /private/ obeyed: ${site.requests!.join(', ')}`);
});

test('a 2 MB sitemap of space-filled addresses: pages answer, the check ends with a score', async () => {
  await checkEndsWithScore(trap('sitemap-spaces'));
});

test('20 enquiries naming 20 slow link farms, queued at once: pages answer, every check ends with a score', async () => {
  const reports: string[] = [];
  for (const farm of traps.linkFarms) reports.push(await requestCheck(farm.url));
  const results = await endedWhileReading(reports, '20 link farms');
  results.forEach((result, i) => {
    assert.is(result.status, 'done', `${traps.linkFarms[i]!.name}: ${JSON.stringify(result).slice(0, 300)}`);
    assert.type(result.score, 'number', `${traps.linkFarms[i]!.name}: a score`);
  });
  // An endless site is never said to have been checked whole.
  const report = await (await fetch(`${server.url}${reports[0]}`)).text();
  assert.match(report, /Checked \d+ pages of 127\.0\.0\.1[^;<]*; found (at least )?[\d,]+ more addresses we did not read/);
});

test('a redirect to another host: reported with the address it leads to, never fetched; nor are images or files on that host', async () => {
  const site = trap('offsite-redirect');
  const { report, result } = await checkEndsWithScore(site);
  assert.ok(site.requests!.includes('/go'), `the crawl reached the redirect: ${site.requests!.join(', ')}`);
  assert.equal(site.thirdParty!.requests, [], 'the other host received no request');
  // The finding of issue 47 item 3 (`offsite-redirects`), its address shown in the report's list.
  const landing = `${site.thirdParty!.url}landing`;
  const finding = result.findings.find((f) => f.id === 'offsite-redirects');
  assert.ok(finding && finding.severity !== 'passed', `an offsite-redirects finding: ${JSON.stringify(result.findings.map((f) => f.id))}`);
  assert.match(await (await fetch(`${server.url}${report}`)).text(), landing, 'the report names the address the redirect leads to');
});

test.run();
