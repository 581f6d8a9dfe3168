/**
 * The quick site check against real web servers on 127.0.0.1: a well-built page, a neglected one, a
 * slow server, an endless body, a redirect loop, a self-signed https server; the address rules with
 * AUDIT_ALLOW_PRIVATE off (no connection may reach the test server); and the check's place in the
 * enquiry pipeline (never delays the answer; staff email, webhook, export and forget carry it).
 */
import { evidenceOf } from '../../src/audit/read/evidence.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse as parseCsv } from 'csv-parse/sync';
import { parse as parseHtml } from 'node-html-parser';
import { fetchPage, isPublicAddress } from '../../src/audit/read/fetch-page.js';
import { FetchRefused } from '../../src/audit/read/refused.js';
import { runCheck } from '../../src/audit/jobs/run-check.js';
import type { Finding } from '../../src/audit/findings/finding.js';
import { findingsOf } from '../../src/audit/findings/index.js';
import { scoreOf } from '../../src/audit/findings/score.js';
import { readPage } from '../../src/audit/read/page-facts.js';
import { readRobots, RobotsRules } from '../../src/audit/read/robots.js';
import { clip } from '../../src/lib/clip.js';
import { forgetEmail } from '../../src/enquiries/forget.js';
import { postEnquiry, startServer, validEnquiry, waitFor, staffCommand } from '../helpers.js';
import { finding, fired, goodPage, goodSite, startSite } from '../fixtures/finding-site.js';
import { decodeQuotedPrintable, startSmtp } from '../smtp.js';
import { startReceiver } from '../receiver.js';

const test = suite('site check');

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A web server on 127.0.0.1 that counts every connection and request it gets. */
async function site(
  handler: Handler,
  port = 0,
): Promise<{ url: string; port: number; connections: number; requests: string[]; close: () => Promise<void> }> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    handler(req, res);
  });
  const state = { connections: 0 };
  server.on('connection', () => state.connections++);
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  const actual = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    get connections() {
      return state.connections;
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const WELL_BUILT = `<!doctype html><html lang="en-AU"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Melbourne Plumbing and Gas Fitting | Smith Plumbing</title>
<meta name="description" content="Licensed Melbourne plumbers for blocked drains, hot water and gas fitting. Same-day service across the eastern suburbs, seven days a week.">
<link rel="canonical" href="https://smith-plumbing.example/">
<meta property="og:title" content="Smith Plumbing"><meta property="og:description" content="Melbourne plumbers"><meta property="og:image" content="https://smith-plumbing.example/og.png">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Plumber","name":"Smith Plumbing","url":"https://smith-plumbing.example/","telephone":"+61391234567","image":"https://smith-plumbing.example/og.png","priceRange":"$$","address":{"@type":"PostalAddress","streetAddress":"12 Smith Street","addressLocality":"Fitzroy","addressRegion":"VIC","postalCode":"3065","addressCountry":"AU"},"geo":{"@type":"GeoCoordinates","latitude":-37.8,"longitude":144.98},"openingHoursSpecification":[{"@type":"OpeningHoursSpecification","dayOfWeek":["Monday"],"opens":"07:00","closes":"17:00"}]}</script>
</head><body><h1>Plumbers in Melbourne</h1><h2>Hot water</h2><h3>Repairs</h3><img src="/van.jpg" alt="Our van"></body></html>`;

const NEGLECTED = `<html><head><title>Home</title><meta name="robots" content="noindex">
<script type="application/ld+json">{ not json</script></head>
<body><h1>Welcome</h1><h1>Our services</h1><h4>Deep</h4><img src="a.jpg"><img src="b.jpg"></body></html>`;

const rules = { timeoutMs: 3000, maxBytes: 2 * 1024 * 1024, allowPrivate: true, userAgent: 'LaserfocusDigitalSiteCheck/test' };
const severity = (findings: { id: string; severity: string }[], id: string) => findings.find((f) => f.id === id)?.severity;

test('a well-built page passes nearly everything and scores high', async () => {
  const s = await site((req, res) => {
    if (req.url === '/robots.txt')
      return res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /admin\nSitemap: /sitemap.xml\n');
    if (req.url === '/sitemap.xml')
      return res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://smith-plumbing.example/</loc></url></urlset>',
        );
    if (req.url === '/llms.txt')
      return res
        .writeHead(200, { 'content-type': 'text/markdown' })
        .end('# Smith Plumbing\n\n> Melbourne plumbers.\n\n## Pages\n\n- [Home](https://smith-plumbing.example/): what we do\n');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' }).end(gzipSync(WELL_BUILT));
  });
  try {
    const result = await runCheck(`${s.url}/`, rules);
    assert.is(result.status, 'done', result.summary);
    for (const id of [
      'title',
      'meta-description',
      'h1',
      'heading-order',
      'canonical',
      'noindex',
      'viewport',
      'lang',
      'image-alt',
      'open-graph',
      'structured-data',
      'robots',
      'sitemap',
      'compression',
      'page-size',
    ]) {
      assert.is(severity(result.findings, id), 'passed', id);
    }
    assert.is(severity(result.findings, 'https'), 'problem', 'plain http on a test port is still not https');
    // How soon the local server answers depends on how busy the machine is, not on the page: the
    // finding reports the time measured (its grades are tested below with set times), and the page
    // must score high even if that time were graded a problem.
    assert.match(
      result.findings.find((f) => f.id === 'ttfb')?.message ?? 'no ttfb finding',
      /^The server took \d+\.\d\d seconds to start answering\.$/,
    );
    const withSlowServer = scoreOf(result.findings.map((f): Finding => (f.id === 'ttfb' ? { ...f, severity: 'problem' } : f)));
    assert.ok(withSlowServer >= 80, `score with a slow server ${withSlowServer}`);
    assert.ok(result.score! >= withSlowServer, `score ${result.score}`);
    assert.ok(
      s.requests.length <= 5,
      `at most five requests (the page, robots.txt, the sitemap, llms.txt, ai-catalog.json): ${s.requests.join(', ')}`,
    );
    for (const f of result.findings) {
      assert.match(f.message, /\.$/, `${f.id}: one sentence`);
      assert.match(f.why, /\.$/, `${f.id}: why it matters`);
    }
  } finally {
    await s.close();
  }
});

test("the server's answer time is graded by how long it took: passed, to improve, a problem", async () => {
  const page = {
    url: 'https://smith-plumbing.example/',
    status: 200,
    headers: { 'content-type': 'text/html' },
    body: WELL_BUILT,
    wireBytes: WELL_BUILT.length,
    bytes: WELL_BUILT.length,
    redirects: [],
  };
  const evidence = {
    facts: await readPage(WELL_BUILT),
    requested: page.url,
    robots: { error: 'not asked' },
    sitemap: undefined,
    sitemapUrl: undefined,
  };
  for (const [ttfbMs, grade, seconds] of [
    [120, 'passed', '0.12'],
    [1250, 'improvement', '1.25'],
    [4000, 'problem', '4'],
  ] as const) {
    const ttfb = findingsOf(evidenceOf({ ...evidence, page: { ...page, ttfbMs } })).find((f) => f.id === 'ttfb');
    assert.is(ttfb?.severity, grade, `${ttfbMs} ms`);
    assert.is(ttfb?.message, `The server took ${seconds} seconds to start answering.`);
  }
});

test('a neglected page fails most checks, each with a plain sentence, and scores low', async () => {
  const s = await site((req, res) => {
    if (req.url === '/robots.txt') return res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /\n');
    res.writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/html' }).end(req.url === '/' ? NEGLECTED : 'not found');
  });
  try {
    const result = await runCheck(`${s.url}/`, rules);
    assert.is(result.status, 'done');
    // Disallow: / for every crawler closes the site, and keeps out the AI search crawlers by the same rule: said once, by noindex.
    for (const id of ['meta-description', 'h1', 'noindex', 'viewport', 'structured-data'])
      assert.is(severity(result.findings, id), 'problem', id);
    for (const id of ['robots', 'ai-search-crawlers'])
      assert.is(severity(result.findings, id), undefined, `the closed site is said once (${id})`);
    for (const id of ['title', 'heading-order', 'canonical', 'lang', 'image-alt', 'open-graph', 'sitemap', 'compression'])
      assert.is(severity(result.findings, id), 'improvement', id);
    assert.match(result.findings.find((f) => f.id === 'image-alt')!.message, '2 of 2 images have no alt text.');
    assert.match(result.findings.find((f) => f.id === 'h1')!.message, 'The page has 2 main headings (h1) instead of one.');
    assert.is(result.score, 0, 'a site closed to search scores 0');
    assert.match(result.summary, /^Score 0\/100: 6 problems/);
  } finally {
    await s.close();
  }
});

test('every failure is a clear sentence: slow, endless, redirect loop, self-signed, refused, error status, not HTML', async () => {
  const slow = await site(() => undefined);
  const endless = await site((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const pump = () => {
      while (res.write(chunk));
      res.once('drain', pump);
    };
    pump();
  });
  const loop = await site((req, res) => res.writeHead(302, { location: req.url === '/a' ? '/b' : '/a' }).end());
  const broken = await site((req, res) =>
    res.writeHead(req.url === '/pdf' ? 200 : 503, { 'content-type': req.url === '/pdf' ? 'application/pdf' : 'text/html' }).end('x'),
  );
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-tls-'));
  spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-keyout',
    join(dir, 'key.pem'),
    '-out',
    join(dir, 'cert.pem'),
  ]);
  const tls = createHttpsServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (_req, res) =>
    res.end('<h1>hi</h1>'),
  );
  await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', () => resolve()));
  const closed = await site(() => undefined);
  const closedPort = closed.port;
  await closed.close();
  try {
    const cases: [string, Partial<typeof rules>, RegExp][] = [
      [`${slow.url}/`, { timeoutMs: 1000 }, /^We could not check 127\.0\.0\.1: it did not answer within 1 second\.$/],
      [
        `${endless.url}/`,
        { maxBytes: 256 * 1024 },
        /^127\.0\.0\.1 sent more than 262 KB, more than any web page should be, so we stopped reading\.$/,
      ],
      [`${loop.url}/a`, {}, /^127\.0\.0\.1 redirects in a loop/],
      [`https://127.0.0.1:${(tls.address() as { port: number }).port}/`, {}, /^127\.0\.0\.1 has a security certificate problem/],
      [`http://127.0.0.1:${closedPort}/`, {}, /^We could not reach 127\.0\.0\.1: it refused the connection\.$/],
      [`${broken.url}/`, {}, /^We reached 127\.0\.0\.1, but it answered with an error \(HTTP 503: service unavailable\)/],
      [`${broken.url}/pdf`, {}, /is not a web page \(it answered with application\/pdf\)/],
      ['http://no-such-host.invalid/', {}, /^We could not find no-such-host\.invalid/],
    ];
    for (const [url, overrides, expected] of cases) {
      const result = await runCheck(url, { ...rules, ...overrides });
      assert.is(result.status, 'failed', url);
      assert.match(result.summary, expected);
      assert.is(result.score, null);
    }
  } finally {
    for (const s of [slow, endless, loop, broken]) await s.close();
    tls.closeAllConnections();
    tls.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('address rules: loopback, private, link-local, mapped and numeric forms are refused before any connection', async () => {
  const refused = [
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    'fe80::1',
    'fc00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::',
  ];
  // IPv4-compatible (::/96), NAT64, 6to4, documentation, discard and site-local IPv6 too.
  refused.push('::7f00:1', '::127.0.0.1', '::a00:1', '64:ff9b::7f00:1', '2002:7f00:1::1', '3fff::1', '2001:db8::1', '100::1', 'fec0::1');
  for (const address of refused) assert.not.ok(isPublicAddress(address), address);
  for (const address of ['1.1.1.9', '8.8.8.8', '2606:4700:4700::1111', '2001:4860:4860::8888'])
    assert.ok(isPublicAddress(address), address);
  // A server on port 80 (the port the rules allow) shows no connection ever reaches it.
  const root = process.getuid?.() === 0;
  const s = root ? await site((_req, res) => res.end('<h1>should never be fetched</h1>'), 80).catch(() => undefined) : undefined;
  try {
    const strict = { ...rules, allowPrivate: false };
    for (const url of [
      'http://127.0.0.1/',
      'http://localhost/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://0177.0.0.1/',
      'http://127.1/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::7f00:1]/',
      'http://[::1]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
      'http://127.0.0.1:8080/',
      'ftp://127.0.0.1/',
      'http://user:pw@example.com/',
    ]) {
      try {
        await fetchPage(url, strict);
        assert.unreachable(`${url} was fetched`);
      } catch (err) {
        assert.instance(err, FetchRefused, url);
        assert.match((err as Error).message, /was not checked|cannot be checked/, url);
      }
    }
    if (s) assert.is(s.connections, 0, 'not a single connection reached the server on port 80');
    else console.log('  (port 80 unavailable: the connection count was not observed; the refusals above still held)');
  } finally {
    await s?.close();
  }
});

test('in the pipeline: the answer never waits for the check; staff email, webhook and export carry it; the same address is fetched once; forget removes it', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // Two neglected pages linking to each other and to two missing pages: a crawl with pages to count
  // and a finding across addresses (the broken links) among the five that matter most. Each names its
  // own address, so they are two pages (the same bytes at two addresses would be one).
  const links = '<a href="/about">About</a><a href="/old-prices">Prices</a><a href="/old-team">Team</a>';
  const s = await site((req, res) => {
    if (req.url !== '/' && req.url !== '/about') return void res.writeHead(404).end();
    const page = NEGLECTED.replace('<body>', `<body><!-- ${req.url} -->${links}`);
    void held.then(() => res.writeHead(200, { 'content-type': 'text/html' }).end(page));
  });
  const smtp = await startSmtp();
  const receiver = await startReceiver();
  const server = await startServer({
    AUDIT_ENABLED: 'true',
    AUDIT_ALLOW_PRIVATE: 'true',
    AUDIT_TIMEOUT_MS: '20000',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_POLL_MS: '50',
    FORM_MIN_FILL_MS: '0',
    MAIL_ACK: 'true',
    WEBHOOK_URL: receiver.url,
    WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
    SITE_URL: 'https://www.laserfocus.example',
  });
  try {
    // The test server holds its answer until the enquiry has been answered.
    const res = await postEnquiry(server.url, validEnquiry({ website: `${s.url}/`, email: 'owner@neglected.example' }), 'json', {
      origin: server.url,
    });
    assert.is(res.status, 201);
    const { audit } = (await res.json()) as { audit: string };
    assert.match(audit, /^\/audit\/[A-Za-z0-9_-]{22}$/, '128 random bits, URL-safe');
    await waitFor(() => s.requests.includes('/'), 5000, 'the check started');
    // Both lanes of the outbox look for what is due and find nothing left to send meanwhile.
    await server.app.outbox.idle();
    assert.is(smtp.messages.filter((m) => m.to.includes('hello@laserfocus.example')).length, 0, 'the staff email waits for the check');
    assert.is(receiver.requests.length, 0, 'so does the webhook');
    const pending = await fetch(`${server.url}${audit}`);
    assert.is(pending.status, 200);
    assert.is(pending.headers.get('cache-control'), 'private, no-store');
    const pendingHtml = await pending.text();
    assert.match(pendingHtml, /<noscript><meta http-equiv="refresh" content="3"\/?><\/noscript>/);
    assert.match(pendingHtml, 'Checking 127.0.0.1');
    release();

    const mail = await waitFor(() => smtp.messages.find((m) => m.to.includes('hello@laserfocus.example')), 10_000, 'the staff email');
    const ack = await waitFor(() => smtp.messages.find((m) => m.to.includes('owner@neglected.example')), 10_000, 'the acknowledgement');
    assert.match(decodeQuotedPrintable(ack.raw), `https://www.laserfocus.example${audit}`, 'the acknowledgement links to the report');
    const text = decodeQuotedPrintable(mail.raw);
    assert.match(text, /Quick check of their website\r?\nScore: \d+\/100 \(2 pages checked\)\r?\nProblem: /);
    const staffText = text.slice(0, text.indexOf('Content-Type: text/html'));
    assert.is(staffText.match(/^(Problem|To improve): /gm)?.length, 5, 'the top five findings');
    assert.match(
      staffText,
      /^Problem: 2 addresses linked from your own pages answer with an error\.\r?\nFix: Point each link at a working page/m,
      'with its count and fix',
    );
    assert.match(text, `Report: https://www.laserfocus.example${audit}`);
    const html = parseHtml(text.slice(text.indexOf('<p>')));
    const brokenLinks = html.querySelectorAll('td').find((td) => td.text.startsWith('2 addresses linked'));
    assert.match(brokenLinks?.text ?? 'not in the HTML part', 'Fix: Point each link');
    const delivery = await waitFor(() => receiver.requests[0], 10_000, 'the webhook');
    const data = JSON.parse(delivery.body).data;
    assert.is(data.audit.status, 'done');
    assert.type(data.audit.score, 'number');
    type Sent = { id: string; severity: string; message: string; total?: number };
    const findings = data.audit.findings as Sent[];
    assert.ok(findings.some((f) => f.id === 'noindex' && f.severity === 'problem' && f.message));
    assert.is(findings.find((f) => f.id === 'noindex')!.total, undefined, 'a single-page finding has no count');
    assert.is(findings.find((f) => f.id === 'broken-links')!.total, 2);
    assert.is(data.audit.pages, 2);
    assert.is(data.audit.problems, findings.filter((f) => f.severity === 'problem').length);
    assert.is(data.audit.improvements, findings.filter((f) => f.severity === 'improvement').length);
    assert.is(data.audit.top.length, 5);
    assert.ok((data.audit.top as Sent[]).every((f) => f.severity !== 'passed'));
    assert.equal(
      (data.audit.top as Sent[]).find((f) => f.id === 'broken-links'),
      { id: 'broken-links', severity: 'problem', message: '2 addresses linked from your own pages answer with an error.', total: 2 },
    );
    assert.is(data.audit.report_url, `https://www.laserfocus.example${audit}`);

    const done = parseHtml(await (await fetch(`${server.url}${audit}`)).text());
    assert.match(done.querySelector('h1')!.text, /^127\.0\.0\.1 scored \d+ out of 100$/);
    assert.ok(done.querySelector('meta[name="robots"][content^="noindex"]'));
    assert.ok(done.querySelector('#audit-problem'), 'findings grouped by severity');
    assert.not.match(done.toString(), 'owner@neglected.example', 'never the contact details');
    assert.not.match(done.toString(), '0400 123 456');

    // The same address again within AUDIT_REUSE_MS: the result is reused, the site not fetched again.
    const again = await postEnquiry(
      server.url,
      validEnquiry({ website: `${s.url}/`, email: 'someone@else.example', goals: 'Another question.' }),
      'form',
      { origin: server.url },
    );
    assert.is(again.status, 303);
    assert.match(again.headers.get('location')!, /^\/thank-you\?audit=[A-Za-z0-9_-]{22}$/);
    const thankYou = parseHtml(await (await fetch(`${server.url}${again.headers.get('location')}`)).text());
    assert.match(thankYou.querySelector('a[href^="/audit/"]')!.text, 'See your free site check');
    await waitFor(() => smtp.messages.length === 4, 10_000, 'the second staff email and acknowledgement');
    assert.is(s.requests.filter((r) => r === '/').length, 1, 'fetched once');

    const { stdout } = await staffCommand('export', ['--format', 'csv'], { DATABASE_PATH: server.config.DATABASE_PATH });
    const rows = parseCsv(stdout, { bom: true, columns: true }) as Record<string, string>[];
    assert.equal(
      rows.map((r) => r.audit_status),
      ['done', 'done'],
    );
    assert.match(rows[0]!.audit_summary ?? '', /^Score \d+\/100 across 2 pages: /);
    assert.is(rows[0]!.audit_score, rows[1]!.audit_score);
    const columns = Object.keys(rows[0]!);
    assert.equal(columns.slice(columns.indexOf('audit_summary'), columns.indexOf('audit_summary') + 4), [
      'audit_summary',
      'audit_pages',
      'audit_problems',
      'audit_improvements',
    ]);
    assert.equal(
      [rows[0]!.audit_pages, rows[0]!.audit_problems, rows[0]!.audit_improvements],
      ['2', String(data.audit.problems), String(data.audit.improvements)],
    );
    assert.is(rows[1]!.audit_pages, '2', 'a reused result keeps its page count');

    forgetEmail(server.app.db, server.config.DATABASE_PATH, 'owner@neglected.example');
    assert.is((await fetch(`${server.url}${audit}`)).status, 404, 'forget removes the check and its report');
    assert.is((await fetch(`${server.url}/audit/${'A'.repeat(22)}`)).status, 404);
    // Reports expire.
    server.app.db.prepare('UPDATE audits SET created_at = ?').run(new Date(Date.now() - 31 * 86_400_000).toISOString());
    assert.is(
      (await fetch(`${server.url}${again.headers.get('location')!.replace('/thank-you?audit=', '/audit/')}`)).status,
      404,
      'after 30 days',
    );
  } finally {
    release();
    await server.close();
    await s.close();
    await smtp.close();
    await receiver.close();
  }
});

test('a check interrupted by a restart runs again when the site starts, once', async () => {
  let hold = true;
  const s = await site((req, res) => {
    if (req.url !== '/') return res.writeHead(404).end();
    if (hold) return; // the first attempt never gets an answer: the site stops meanwhile
    res.writeHead(200, { 'content-type': 'text/html' }).end(NEGLECTED);
  });
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-audit-restart-'));
  const env = {
    AUDIT_ENABLED: 'true',
    AUDIT_ALLOW_PRIVATE: 'true',
    AUDIT_TIMEOUT_MS: '3000',
    FORM_MIN_FILL_MS: '0',
    DATABASE_PATH: join(dir, 'enquiries.db'),
  };
  let server = await startServer(env);
  try {
    const res = await postEnquiry(server.url, validEnquiry({ website: `${s.url}/` }), 'json', { origin: server.url });
    const { audit } = (await res.json()) as { audit: string };
    await waitFor(() => s.requests.length === 1, 5000, 'the first attempt');
    assert.is((server.app.db.prepare('SELECT status FROM audits').get() as { status: string }).status, 'running');
    // Stopped mid-check: the check is cut short and left to run again.
    await server.close();
    assert.is(server.app.db.open, false);
    hold = false;
    server = await startServer(env);
    const done = await waitFor(
      async () => {
        const body = (await (await fetch(`${server.url}/api${audit}`)).json()) as { status: string; score: number };
        return body.status === 'done' ? body : undefined;
      },
      10_000,
      'the check finished after the restart',
    );
    assert.type(done.score, 'number');
    assert.is((server.app.db.prepare('SELECT COUNT(*) AS n FROM audits').get() as { n: number }).n, 1, 'still one check for the enquiry');
    assert.is(s.requests.filter((r) => r === '/').length, 2, 'the page fetched again after the restart, and only then');
  } finally {
    await server.close();
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the page is read in one pass: facts as a browser sees them, whatever the nesting', async () => {
  const facts = await readPage(WELL_BUILT);
  assert.equal(facts.title, { length: 51, value: 'Melbourne Plumbing and Gas Fitting | Smith Plumbing' });
  assert.is(facts.lang, 'en-AU');
  assert.equal(facts.canonicals, ['https://smith-plumbing.example/']);
  const { businesses, items, ...data } = facts.structuredData;
  assert.equal(data, { types: ['Plumber'], broken: 0, unread: 0 });
  assert.equal(
    items?.map((i) => [i.format, i.type, i.issues.length]),
    [['jsonld', 'Plumber', 0]],
    'one item, its markup judged by the validator and found whole',
  );
  assert.equal(
    [businesses[0]?.name, businesses[0]?.telephone?.display, businesses[0]?.address?.postcode, businesses[0]?.local],
    ['Smith Plumbing', '(03) 9123 4567', '3065', true],
  );
  assert.equal(facts.openGraph, ['og:title', 'og:description', 'og:image']);
  assert.is(facts.h1, 1);

  const tricky = await readPage(
    `<html lang="fr" lang="de"><head><title>Fish &amp; Chips\n  in   Geelong</title><link rel="alternate canonical" href="/a"><link rel=canonical href=/b>` +
      `<meta name="ROBOTS" content="noindex"><script src="http://cdn.example/a.js"></script></head><body>` +
      `<svg><title>Icon</title></svg>${'<div>'.repeat(100_000)}<h2>Deep</h2><h4>Deeper</h4><img src="a.png"><img src="b.png" alt="">${'</div>'.repeat(100_000)}<h1>Late</h1>`,
  );
  assert.equal(
    tricky.title,
    { length: 23, value: 'Fish & Chips in Geelong' },
    'entities decoded, whitespace collapsed, the SVG title ignored',
  );
  assert.is(tricky.lang, 'fr', 'the first of a repeated attribute, as browsers do');
  assert.equal(tricky.canonicals, ['/b'], 'rel is read whole: "alternate canonical" is no canonical link, as for Google and Lighthouse');
  assert.equal(tricky.robotsMeta, { robots: 'noindex' });
  assert.is(tricky.insecureResources, 1);
  assert.is(tricky.headingSkips, 1);
  assert.equal(tricky.firstHeadingSkip, { from: 2, to: 4 });
  assert.is(tricky.h1, 1, 'a heading 100,000 elements deep is still found');
  assert.equal([tricky.images, tricky.imagesWithoutAlt, tricky.imagesWithEmptyAlt], [2, 1, 1]);

  const hostile = await readPage(
    `<title>${'a'.repeat(500_000)}</title><html lang="${'x'.repeat(1_000_000)}"><script type="application/ld+json">${'['.repeat(20_000)}${']'.repeat(20_000)}</script><script type="application/ld+json">{"@type": ["A", {"@type": "B"}], "@graph": [{"@type": "LocalBusiness"}]}</script>`,
  );
  assert.is(hostile.title!.length, 500_000, 'a long title is measured in full');
  assert.is(hostile.title!.value.length, 200, 'and kept clipped');
  assert.is(hostile.lang, `${'x'.repeat(39)}…`, 'a late <html> still gives the document its lang, as in browsers; clipped');
  assert.equal(hostile.structuredData.types, ['A', 'LocalBusiness'], 'types from the graph, without recursion');
});

test('robots.txt is read line by line: Sitemap, a whole-site Disallow and our own group, even in 2 MB of newlines', async () => {
  const first = await readRobots('User-agent: *\nDisallow: /admin # private\nSitemap: /sitemap_index.xml\n');
  assert.equal([first.blocksAll, first.sitemap, first.rules], [false, '/sitemap_index.xml', [{ allow: false, path: '/admin', line: 2 }]]);
  assert.is((await readRobots('User-agent: Bingbot\nUser-agent: *\nDisallow: /\n')).blocksAll, true);
  assert.is((await readRobots('\n'.repeat(2_000_000) + 'User-agent: *\r\nDisallow: /\r\n')).blocksAll, true);
  // Our own group wins over *, its rules matched as RFC 9309 says (longest match, Allow on a tie, * and $).
  const ours = await readRobots(
    'User-agent: *\nDisallow: /\n\nUser-agent: LaserfocusDigitalSiteCheck\nDisallow: /private/\nAllow: /private/open$\nDisallow: /*.pdf$\nCrawl-delay: 2\n',
    undefined,
    'LaserfocusDigitalSiteCheck',
  );
  assert.is(ours.crawlDelayMs, 2000);
  const compiled = new RobotsRules(ours.rules);
  const allowed = (path: string) => compiled.allowed(path);
  assert.equal(['/', '/private/x', '/private/open', '/private/open/x', '/a/b.pdf', '/a/b.pdf?x'].map(allowed), [
    true,
    false,
    true,
    false,
    false,
    true,
  ]);
});

test('values from the site are clipped and lose their control characters', () => {
  assert.is(clip('Safe \u202etxt.exe\u202c\u2066 title\u0007'), 'Safe txt.exe title');
  assert.is(clip('x'.repeat(1_000_000), 40), `${'x'.repeat(39)}…`);
  assert.is(clip(`${'a'.repeat(38)}😀😀`, 40), `${'a'.repeat(38)}…`, 'never half an emoji');
  assert.is(clip('  short  '), 'short');
});

test('what only a served check observes: an http address that redirects to https passes the redirect check, and plain http is a problem', async () => {
  // The finding families judge these from facts (findings/security.test.ts); here runCheck observes them.
  const https = await startSite(goodSite({ '/': (o) => goodPage(o, '/') }));
  const http = createServer((req, res) => {
    if (req.url === '/old') return res.writeHead(301, { location: `${https.origin}/` }).end();
    res.writeHead(200, { 'content-type': 'text/html' }).end(goodPage(`http://127.0.0.1`, '/'));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  const httpOrigin = `http://127.0.0.1:${(http.address() as { port: number }).port}`;
  try {
    const insecure = await runCheck(`${httpOrigin}/`, rules);
    assert.equal(fired(insecure.findings, 'https', httpOrigin), {
      severity: 'problem',
      message: '127.0.0.1 is served over plain HTTP, not HTTPS.',
      urls: [],
    });
    assert.is(
      insecure.findings.find((f) => f.id === 'hsts'),
      undefined,
      'HSTS does not apply to an http page',
    );
    const redirected = await runCheck(`${httpOrigin}/old`, rules);
    assert.is(finding(redirected.findings, 'http-redirect').severity, 'passed');
  } finally {
    await https.close();
    http.close();
  }
});

test.run();
