/**
 * Links to other websites, checked by the real fetcher against real servers on other loopback hosts
 * (AUDIT_ALLOW_ADDRESSES' pairs, every other private address and port refused as in production): a
 * 404 and a 410, a host that refuses HEAD, one that refuses bots, one that never answers, a redirect
 * loop, a private address and a port we do not check, each said as what it is; no host asked twice at
 * once; the check done within its time, every socket it opened closed. A check whose time runs out
 * says which links it had no time for, never that they are broken.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CrawlOptions } from '../../src/audit/gather/gather.js';
import { runCheck } from '../../src/audit/jobs/run-check.js';
import { allowedPairs } from '../../src/lib/address-pairs.js';
import { auditUserAgent } from '../../src/lib/user-agent.js';

const UA = auditUserAgent('https://laserfocus.example');

/** A loopback server on `host` that records each request, the most it had in flight at once and its open sockets. */
async function serve(host: string, answer: (req: IncomingMessage, res: ServerResponse) => void) {
  const asked: { method: string; path: string; range?: string; agent?: string }[] = [];
  const sockets = new Set<Socket>();
  let inFlight = 0;
  let most = 0;
  const server: Server = createServer((req, res) => {
    asked.push({ method: req.method ?? '', path: req.url ?? '', range: req.headers.range, agent: req.headers['user-agent'] });
    most = Math.max(most, ++inFlight);
    // Ended by our answer, or by the checker closing the connection (a timeout, a body it does not want).
    let done = false;
    const end = () => {
      if (!done) inFlight--;
      done = true;
    };
    res.on('close', end);
    answer(req, res);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://${host}:${port}`,
    pair: `${host}:${port}`,
    asked,
    most: () => most,
    /** Resolves once every connection to it is closed (at once when none is open). */
    closed: () =>
      Promise.all(
        [...sockets].map((s) => (s.destroyed ? undefined : new Promise((resolve) => s.once('close', resolve)))),
      ) as Promise<unknown>,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const html = (res: ServerResponse, status: number, body: string) =>
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="en"><title>Page</title>${body}`);

/** Each kind of other website, on a loopback host of its own. */
async function elsewhere() {
  const parts = await serve('127.0.0.2', (req, res) => {
    // Each answer waits a moment, so a second request to this host would overlap it if the checker sent one.
    setTimeout(() => {
      if (req.url === '/catalogue') return html(res, 404, 'Not found');
      if (req.url === '/old-range') return html(res, 410, 'Gone');
      // A server that refuses HEAD, as some do, though the page is there.
      if (req.url === '/no-head') return req.method === 'HEAD' ? html(res, 405, '') : html(res, req.headers.range ? 206 : 200, 'Here');
      return html(res, 200, 'Parts');
    }, 50);
  });
  const shop = await serve('127.0.0.3', (req, res) =>
    /SiteCheck/.test(req.headers['user-agent'] ?? '') ? html(res, 403, 'No bots') : html(res, 200, 'Shop'),
  );
  // Accepts the request and never answers.
  const silent = await serve('127.0.0.4', () => undefined);
  const loop = await serve('127.0.0.5', (req, res) =>
    res.writeHead(302, { location: req.url === '/loop' ? '/loop-again' : '/loop' }).end(),
  );
  return { parts, shop, silent, loop, all: [parts, shop, silent, loop] };
}

test('each link to another website is said as what it is, no host is asked twice at once, and every socket is closed', async () => {
  const other = await elsewhere();
  const { parts, shop, silent, loop } = other;
  const links = [
    `${parts.origin}/catalogue`,
    `${parts.origin}/old-range`,
    `${parts.origin}/no-head`,
    `${parts.origin}/works`,
    `${shop.origin}/`,
    `${silent.origin}/a`,
    `${silent.origin}/b`,
    `${loop.origin}/loop`,
    // Private, and a port we do not check: refused by the address rules, never connected to.
    'http://10.0.0.1/',
    'http://127.0.0.6:9/',
  ];
  const site = await serve('127.0.0.1', (req, res) =>
    req.url === '/'
      ? html(res, 200, `<h1>Plumbing</h1>${links.map((href, i) => `<a href="${href}">Link ${i}</a>`).join(' ')}<a href="/about">About</a>`)
      : req.url === '/about'
        ? html(res, 200, `<h1>About</h1><a href="${parts.origin}/catalogue">Our supplier</a>`)
        : html(res, 404, 'Not found'),
  );
  const rules = {
    timeoutMs: 5000,
    maxBytes: 2_000_000,
    allowPrivate: false,
    allowAddresses: allowedPairs([site, ...other.all].map((s) => s.pair).join(',')).pairs,
    userAgent: UA,
  };
  const crawl: CrawlOptions = {
    maxPages: 5,
    crawlMs: 20_000,
    siteConcurrency: 1,
    maxCandidates: 5000,
    external: { links: 50, concurrency: 4, timeoutMs: 1000 },
  };
  try {
    const result = await runCheck(`${site.origin}/`, rules, crawl);
    assert.is(result.status, 'done', result.summary);
    const f = result.findings.find((x) => x.id === 'broken-external-links');
    assert.ok(f, 'judged');
    const from = (...paths: string[]) => ` (linked from ${paths.map((p) => `${site.origin}${p}`).join(', ')})`;
    assert.is(f.severity, 'improvement');
    assert.is(
      f.message,
      '2 links to other websites are broken: they answer "page not found" or "gone" (404 or 410). Besides, 1 link redirects in a loop and 5 links could not be checked.',
    );
    assert.is(f.total, 2);
    assert.equal(f.urls, [
      `${parts.origin}/catalogue answered 404: page not found${from('/', '/about')}`,
      `${parts.origin}/old-range answered 410: page gone${from('/')}`,
      `${loop.origin}/loop: 127.0.0.5 redirects in a loop (${loop.origin}/loop → ${loop.origin}/loop-again → ${loop.origin}/loop), so visitors and search engines never reach a page${from('/')}`,
      `${shop.origin}/ could not be checked: it refused our checker (HTTP 403), as some websites refuse all but browsers${from('/')}`,
      `${silent.origin}/a: we could not check 127.0.0.4: it did not answer within 1 second${from('/')}`,
      'http://10.0.0.1/: 10.0.0.1 was not checked: it points to a private or reserved network address, not a public website' + from('/'),
      'http://127.0.0.6:9/: 127.0.0.6 was not checked: we only check websites on the standard ports (80 and 443)' + from('/'),
      `${silent.origin}/b was not checked: 127.0.0.4 did not answer an earlier link within 1 second, so we asked it nothing more${from('/')}`,
    ]);
    // "How we know": each link as asked, and what its host answered.
    assert.equal(f.proof?.slice(0, 4), [
      { url: `${parts.origin}/catalogue`, quote: 'HEAD, then a GET of the first byte: HTTP 404' },
      { url: `${parts.origin}/old-range`, quote: 'HEAD, then a GET of the first byte: HTTP 410' },
      {
        url: `${loop.origin}/loop`,
        quote: `127.0.0.5 redirects in a loop (${loop.origin}/loop → ${loop.origin}/loop-again → ${loop.origin}/loop), so visitors and search engines never reach a page.`,
      },
      { url: `${shop.origin}/`, quote: 'HEAD: HTTP 403' },
    ]);
    assert.equal(result.coverage?.external, {
      found: 10,
      // In the order chosen: each host's first link, then each host's second, and so on.
      checked: [
        `${parts.origin}/catalogue`,
        `${loop.origin}/loop`,
        `${parts.origin}/old-range`,
        `${parts.origin}/no-head`,
        `${parts.origin}/works`,
      ],
      notChecked: [`${shop.origin}/`, `${silent.origin}/a`, 'http://10.0.0.1/', 'http://127.0.0.6:9/', `${silent.origin}/b`],
    });

    // HEAD first; a GET of the first byte only where HEAD met an error that was not a refusal of us.
    assert.equal(
      parts.asked.filter((a) => a.path === '/no-head').map((a) => [a.method, a.range ?? '']),
      [
        ['HEAD', ''],
        ['GET', 'bytes=0-0'],
      ],
    );
    assert.equal(
      shop.asked.map((a) => a.method),
      ['HEAD'],
      'a refusal of us is not asked again',
    );
    assert.equal(
      silent.asked.map((a) => a.path),
      ['/a'],
      'a host that did not answer is asked nothing more',
    );
    for (const s of other.all) {
      assert.is(s.most(), 1, `${s.origin}: one request at a time`);
      for (const a of s.asked) assert.is(a.agent, UA, "our crawler's User-Agent");
    }
    // Asked once per distinct link, though two pages link to the catalogue.
    assert.is(parts.asked.filter((a) => a.path === '/catalogue').length, 2, 'HEAD, then the GET that confirms the 404');
    await Promise.all(other.all.map((s) => s.closed()));
  } finally {
    await Promise.all([site, ...other.all].map((s) => s.close()));
  }
});

test('a check whose time runs out says which links it had no time for, and is done within it', async () => {
  // Three hosts that never answer, asked one at a time: the check's time ends while it waits.
  const hosts = await Promise.all(['127.0.0.7', '127.0.0.8', '127.0.0.9'].map((h) => serve(h, () => undefined)));
  const works = await serve('127.0.0.10', (_req, res) => html(res, 200, 'Fine'));
  const site = await serve('127.0.0.1', (req, res) =>
    req.url === '/'
      ? html(
          res,
          200,
          `<h1>Plumbing</h1><a href="${works.origin}/">Works</a>${hosts.map((h, i) => `<a href="${h.origin}/">Slow ${i}</a>`).join(' ')}`,
        )
      : html(res, 404, 'Not found'),
  );
  const rules = {
    timeoutMs: 3000,
    maxBytes: 2_000_000,
    allowPrivate: false,
    allowAddresses: allowedPairs([site, works, ...hosts].map((s) => s.pair).join(',')).pairs,
    userAgent: UA,
  };
  try {
    // 2 s are kept for judging: about 2.5 s are left for the links, time for the one that works and two waits of 1 s at most.
    const result = await runCheck(`${site.origin}/`, rules, {
      maxPages: 3,
      crawlMs: 4500,
      siteConcurrency: 1,
      maxCandidates: 5000,
      external: { links: 50, concurrency: 1, timeoutMs: 1000 },
    });
    assert.is(result.status, 'done', result.summary);
    const f = result.findings.find((x) => x.id === 'broken-external-links');
    assert.is(f?.severity, 'passed');
    assert.ok(
      f?.urls?.some((u) => u.endsWith("was not checked: the check's time ran out before we could ask" + ` (linked from ${site.origin}/)`)),
      JSON.stringify(f?.urls),
    );
    assert.equal(result.coverage?.external?.checked, [`${works.origin}/`]);
    assert.is(result.coverage?.external?.notChecked.length, 3);
    await Promise.all(hosts.map((h) => h.closed()));
  } finally {
    await Promise.all([site, works, ...hosts].map((s) => s.close()));
  }
});

test.run();
