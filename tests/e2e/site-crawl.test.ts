/**
 * The whole-site check against real local sites (scripts/lib/fixture-site.ts): every defect planted
 * in the fixture is reported with the right addresses, nothing is reported on the clean fixture,
 * robots.txt's disallowed folder is never fetched, Crawl-delay spaces the requests, and the page cap
 * and the time cap hold on a 500-page site. How fast a crawl is, is measured by `npm run bench:crawl`.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer } from 'node:http';
import { Worker } from 'node:worker_threads';
import type { CrawlOptions } from '../../src/audit/gather/gather.js';
import { runCheck } from '../../src/audit/jobs/run-check.js';
import type { Finding } from '../../src/audit/findings/finding.js';
import { FINDING_TYPES } from '../../src/audit/findings/index.js';

const SITE_CHECKS = FINDING_TYPES.filter((t) => t.scope === 'site');
import { startFixtureSite, startLargeSite } from '../../scripts/lib/fixture-site.js';

const test = suite('whole-site check');
const rules = {
  timeoutMs: 5000,
  maxBytes: 2 * 1024 * 1024,
  allowPrivate: true,
  userAgent: 'Mozilla/5.0 (compatible; LaserfocusDigitalSiteCheck/1.0; +https://www.laserfocus.example/)',
};
const crawl: CrawlOptions = { maxPages: 50, crawlMs: 30_000, siteConcurrency: 2, maxCandidates: 5000 };
const finding = (findings: Finding[], id: string) => findings.find((f) => f.id === id)!;
/** The affected entries of a finding, with the fixture's origin taken off for reading. */
const where = (findings: Finding[], id: string, origin: string) => (finding(findings, id).urls ?? []).map((u) => u.replaceAll(origin, ''));

test('every planted defect is reported with its addresses, and the disallowed folder is never fetched', async () => {
  const site = await startFixtureSite(true);
  const origin = site.url.replace(/\/$/, '');
  try {
    const result = await runCheck(site.url, rules, crawl);
    assert.is(result.status, 'done', result.summary);
    const f = result.findings;
    assert.equal(where(f, 'broken-links', origin), ['/missing: HTTP 404 (linked from /)']);
    assert.equal(where(f, 'redirect-chains', origin), ['/old-page → /services (2 redirects)']);
    assert.equal(where(f, 'links-to-redirects', origin).sort(), [
      '/moved → /about (linked from /)',
      '/old-page → /services (linked from /)',
    ]);
    assert.equal(where(f, 'blocked-links', origin), ['/private/staff (linked from /)']);
    assert.equal(where(f, 'sitemap-errors', origin), ['/gone: HTTP 404']);
    assert.equal(where(f, 'sitemap-noindex', origin), ['/hidden']);
    assert.equal(where(f, 'orphan-pages', origin).sort(), ['/hidden', '/orphan']);
    assert.equal(where(f, 'duplicate-titles', origin), ['"Fixture Plumbing | Melbourne plumbers" on 2 pages: /, /about']);
    assert.match(where(f, 'duplicate-descriptions', origin)[0]!, /on 2 pages: \/about, \/contact$/);
    assert.equal(where(f, 'images-without-size', origin), ['/img/team.jpg (on /about)']);
    assert.equal(where(f, 'deep-pages', origin), ['/blog/3 (4 clicks)', '/blog/4 (5 clicks)']);
    assert.equal(where(f, 'noindex-pages', origin), ['/hidden']);
    for (const id of ['broken-links', 'sitemap-errors', 'sitemap-noindex']) assert.is(finding(f, id).severity, 'problem', id);
    assert.is(finding(f, 'broken-links').message, '1 address linked from your own pages answers with an error.');
    assert.is(finding(f, 'links-to-redirects').total, 2);
    for (const x of f.filter((x) => x.severity !== 'passed')) assert.ok(x.fix, `${x.id} says how to fix it`);
    assert.equal(
      site.requests.filter((p) => p.startsWith('/private/')),
      [],
      'robots.txt is obeyed',
    );
    assert.match(result.summary, /^Score \d+\/100 across 32 pages: /);
  } finally {
    await site.close();
  }
});

test('the clean fixture passes every crawl check', async () => {
  const site = await startFixtureSite(false);
  try {
    const result = await runCheck(site.url, rules, crawl);
    const crawlIds = new Set<string>(SITE_CHECKS.map((c) => c.id));
    const found = result.findings.filter((f) => crawlIds.has(f.id) && f.severity !== 'passed');
    assert.equal(
      found.map((f) => `${f.id}: ${f.message} ${f.urls?.join(', ')}`),
      [],
    );
    assert.is(result.pages, 30);
    assert.ok(SITE_CHECKS.length >= 40, `${SITE_CHECKS.length} crawl finding types`);
  } finally {
    await site.close();
  }
});

test('the page cap reached with four requests at once: the crawl ends, its idle workers never keeping each other awake', async () => {
  // Found on our own site: with three or four workers, two idle ones woke each other without end, a
  // ring of promises that kept the thread from the sockets the busy ones waited on. The check runs in
  // a thread of its own here, so a crawl that never ends is stopped from this one.
  const site = await startFixtureSite(false);
  const worker = new Worker(new URL('../fixtures/threads/capped-crawl.ts', import.meta.url), {
    workerData: { url: site.url, maxPages: 3, siteConcurrency: 4 },
  });
  try {
    const answer = await new Promise<{ status: string; pages: number; ended: boolean } | undefined>((resolve) => {
      // A limit for a hung crawl, not a timing goal: the crawl takes a fraction of a second.
      const timer = setTimeout(() => resolve(undefined), 60_000);
      worker.once('message', (m) => {
        clearTimeout(timer);
        resolve(m);
      });
    });
    assert.equal([answer?.status, answer?.ended], ['done', true], 'the check ended by itself, with its result');
  } finally {
    await worker.terminate();
    await site.close();
  }
});

test('the page cap holds on a 500-page site, and the time cap ends a slow crawl with what it found', async () => {
  const large = await startLargeSite(500);
  const slow = await startLargeSite(500, 200);
  try {
    const capped = await runCheck(large.url, rules, { ...crawl, maxPages: 25 });
    assert.is(capped.status, 'done');
    assert.is(capped.pages, 25);
    assert.is(large.requests.filter((p) => p === '/' || p.startsWith('/p/')).length, 25, 'no page beyond the cap was fetched');

    const timed = await runCheck(slow.url, rules, { ...crawl, maxPages: 200, crawlMs: 2000 });
    assert.is(timed.status, 'done', 'a crawl cut off by its time keeps what it found');
    assert.ok(timed.pages! > 1 && timed.pages! < 200, `${timed.pages} pages read before the time ran out`);
  } finally {
    await large.close();
    await slow.close();
  }
});

test('Crawl-delay spaces the requests to the site, and a site refusing HEAD gets a headers-only GET for its files', async () => {
  const starts: number[] = [];
  const methods: string[] = [];
  const server = createServer((req, res) => {
    if (req.url === '/robots.txt')
      return res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: LaserfocusDigitalSiteCheck\nCrawl-delay: 0.3\n');
    if (req.url === '/doc.pdf') {
      methods.push(req.method!);
      return req.method === 'HEAD'
        ? res.writeHead(405).end()
        : res.writeHead(200, { 'content-type': 'application/pdf' }).end(Buffer.alloc(1024 * 1024));
    }
    if (!/^\/p\d+$/.test(req.url ?? '')) return res.writeHead(404).end();
    starts.push(performance.now());
    const n = Number(req.url!.slice(2));
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<title>Page ${n}</title><a href="/p${n + 1}">next</a><a href="/doc.pdf">PDF</a>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  try {
    const result = await runCheck(`http://127.0.0.1:${(server.address() as { port: number }).port}/p0`, rules, { ...crawl, maxPages: 4 });
    assert.is(result.pages, 4);
    // After robots.txt is read, pages start at least 0.3 s apart (a floor, not a speed).
    const gaps = starts.slice(2).map((t, i) => t - starts[i + 1]!);
    for (const gap of gaps) assert.ok(gap >= 290, `requests ${gap.toFixed(0)} ms apart`);
    assert.equal(methods, ['HEAD', 'GET']);
  } finally {
    server.closeAllConnections();
    server.close();
  }
});

test.run();
