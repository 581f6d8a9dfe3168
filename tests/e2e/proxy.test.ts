/**
 * Behind a real TLS reverse proxy: the shipped deploy/Caddyfile in front of the production build
 * (tests/caddy.ts), talked to over HTTPS with Caddy's own root CA from two loopback addresses as two
 * different visitors. Without TRUST_PROXY the same forwarded headers must change nothing.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startBuiltServer } from '../../scripts/start-built.js';
import { startCaddyStack, type Call, type CaddyStack } from '../caddy.js';
import { formBody, rawRequest, validEnquiry, waitFor, type RawAnswer } from '../helpers.js';

const test = suite('behind Caddy with tls internal');
const CLIENT_A = '127.0.0.2';
const CLIENT_B = '127.0.0.3';
let stack: CaddyStack;
let origin: string;
/** Every answer seen over HTTPS, so the no-cookie promise covers all of them. */
const seen: RawAnswer[] = [];

async function viaCaddy(path: string, call: Call = {}): Promise<RawAnswer> {
  const answer = await stack.viaCaddy(path, { from: CLIENT_A, ...call });
  seen.push(answer);
  return answer;
}

const postEnquiry = (fields: Record<string, unknown>, call: Call = {}) =>
  viaCaddy('/api/seo-audit-request', {
    method: 'POST',
    ...call,
    headers: { 'content-type': 'application/json', ...call.headers },
    body: JSON.stringify(fields),
  });

test.before(async () => {
  stack = await startCaddyStack({ RATE_LIMIT_MAX: '2', FORM_MIN_FILL_MS: '0' });
  origin = stack.origin;
});

test.after(async () => {
  await stack?.close();
});

test('HSTS on pages, assets and API answers; no cookie anywhere', async () => {
  const home = await viaCaddy('/');
  const asset = /data-entry="(\/assets\/[^"]+\.js)"/.exec(home.body)![1]!;
  for (const res of [
    home,
    await viaCaddy('/strategy/seo'),
    await viaCaddy(asset),
    await viaCaddy('/healthz'),
    await viaCaddy('/api/form-token'),
    await postEnquiry({}, { from: '127.0.0.9' }),
  ]) {
    assert.is(res.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
  }
  assert.match(String(home.headers['content-security-policy']), 'upgrade-insecure-requests');
});

test('Caddy serves the built pages and files from disk with the headers Node would send; the rest reaches Node', async () => {
  const page = await viaCaddy('/strategy/seo?utm_source=newsletter', { headers: { 'accept-encoding': 'br' } });
  const fromNode = await rawRequest(`${stack.server.url}/strategy/seo`, { headers: { 'accept-encoding': 'br' } });
  assert.is(page.status, 200);
  assert.is(page.headers['x-request-id'], undefined, 'served by Caddy, not Node');
  assert.is(page.body, fromNode.body, 'the same bytes as Node sends');
  for (const name of [
    'content-security-policy',
    'strict-transport-security',
    'x-frame-options',
    'referrer-policy',
    'permissions-policy',
    'cache-control',
    'content-type',
    'content-encoding',
  ]) {
    assert.is(page.headers[name], fromNode.headers[name], name);
  }
  const asset = /href="(\/assets\/[^"]+\.css)"/.exec((await viaCaddy('/')).body)![1]!;
  assert.is((await viaCaddy(asset)).headers['cache-control'], 'public, max-age=31536000, immutable');
  // Made per request, refused or missing: Node answers (its request id says so).
  assert.is((await viaCaddy('/')).headers['x-request-id'], undefined, 'the home page from disk too');
  for (const [path, status] of [
    ['/thank-you?audit=nope', 200],
    ['/no-such-page', 404],
    ['/index', 404],
    ['/404.html', 404],
    [`${asset}.map`, 404],
  ] as const) {
    const res = await viaCaddy(path);
    assert.is(res.status, status, path);
    assert.ok(res.headers['x-request-id'], `${path} answered by Node`);
  }
  assert.is((await viaCaddy('/Strategy/SEO/')).status, 301, 'canonical redirects still happen');
});

test('the access log: one line per request, client address masked, no query string, cookie, user agent or referrer', async () => {
  await viaCaddy('/strategy/seo?q=my+name&utm_source=x', {
    from: '127.0.0.77',
    headers: { cookie: 'a=b', 'user-agent': 'ProbeAgent/1.0', referer: 'https://elsewhere.example/p' },
  });
  const lines = await waitFor(
    () => {
      try {
        const all = readFileSync(stack.accessLog, 'utf8').trim().split('\n');
        return all.some((l) => l.includes('/strategy/seo')) ? all : undefined;
      } catch {
        return undefined;
      }
    },
    5000,
    'the access log',
  );
  const text = lines.join('\n');
  assert.match(text, '"remote_ip":"127.0.0.0"', `masked to its /16:\n${text.slice(0, 1500)}`);
  assert.not.match(text, '127.0.0.77');
  assert.not.match(text, 'my+name');
  assert.not.match(text, 'utm_source');
  assert.not.match(text, 'a=b');
  assert.not.match(text, 'ProbeAgent');
  assert.not.match(text, 'elsewhere.example');
});

test('the bare domain redirects to the canonical host, path and query kept', async () => {
  const bare = new URL(stack.bareOrigin);
  const res = await rawRequest(`${stack.bareOrigin}/strategy/seo?x=1`, {
    ca: stack.ca,
    servername: /^127\./.test(bare.hostname) ? undefined : bare.hostname,
    agent: false,
  });
  assert.is(res.status, 301);
  assert.is(res.headers.location, `${origin}/strategy/seo?x=1`);
});

test('compression and ETags pass through Caddy untouched: brotli and gzip, 304 on revalidation', async () => {
  const home = await viaCaddy('/');
  const asset = /data-entry="(\/assets\/[^"]+\.js)"/.exec(home.body)![1]!;
  for (const path of ['/', '/strategy/seo', asset]) {
    for (const encoding of ['br', 'gzip']) {
      // A page's brotli form is made once, off the event loop; until then brotli clients get gzip.
      const res = await waitFor(
        async () => {
          const r = await viaCaddy(path, { headers: { 'accept-encoding': encoding } });
          return r.headers['content-encoding'] === encoding ? r : undefined;
        },
        10_000,
        `${path} in ${encoding}`,
      );
      assert.is(res.status, 200, path);
      assert.is(res.headers['content-encoding'], encoding, `${path} ${encoding}`);
      const etag = String(res.headers.etag);
      assert.ok(etag && etag !== 'undefined', `${path} has an ETag`);
      const again = await viaCaddy(path, { headers: { 'accept-encoding': encoding, 'if-none-match': etag } });
      assert.is(again.status, 304, `${path} ${encoding} revalidates`);
    }
  }
});

test("the real client's address reaches the rate limiter and the database, never the logs; a spoofed X-Forwarded-For changes nothing", async () => {
  const fromA = [
    await postEnquiry(validEnquiry({ email: 'a1@example.com' })),
    await postEnquiry(validEnquiry({ email: 'a2@example.com' })),
  ];
  assert.equal(
    fromA.map((r) => r.status),
    [201, 201],
  );
  assert.is((await postEnquiry(validEnquiry({ email: 'a3@example.com' }))).status, 429, 'client A used its limit of 2');
  for (const spoof of ['10.1.2.3', CLIENT_B, '10.1.2.3, 10.4.5.6', 'unknown']) {
    const res = await postEnquiry(validEnquiry({ email: 'a-spoof@example.com' }), {
      headers: { 'x-forwarded-for': spoof, 'x-real-ip': '10.9.9.9', forwarded: 'for=10.7.7.7' },
    });
    assert.is(res.status, 429, `X-Forwarded-For: ${spoof}`);
  }
  const fromB = await postEnquiry(validEnquiry({ email: 'b1@example.com' }), { from: CLIENT_B });
  assert.is(fromB.status, 201, 'client B is limited separately');

  const db = new Database(join(stack.dir, 'enquiries.db'), { readonly: true });
  const ips = db
    .prepare(
      "SELECT email, ip FROM enquiries WHERE email IN ('a1@example.com', 'a2@example.com', 'b1@example.com', 'a-spoof@example.com') ORDER BY id",
    )
    .all();
  db.close();
  assert.equal(ips, [
    { email: 'a1@example.com', ip: CLIENT_A },
    { email: 'a2@example.com', ip: CLIENT_A },
    { email: 'b1@example.com', ip: CLIENT_B },
  ]);

  // The log line of B's request carries the id Caddy made (and the site answered) and no address:
  // logs hold nothing personal, so neither a real nor a spoofed address is ever written there.
  const id = String(fromB.headers['x-request-id']);
  const line = await stack.server.waitForOutput(new RegExp(`"reqId":"${id}".*"msg":"request"`));
  assert.match(line, '"url":"/api/seo-audit-request"');
  for (const address of [CLIENT_A, CLIENT_B, '10.1.2.3', '10.9.9.9', '10.7.7.7'])
    assert.not.match(stack.server.output(), address, `${address} not logged`);
});

test('request ids: Caddy makes one per request, the site logs it and answers it; a client cannot choose it', async () => {
  const res = await viaCaddy('/healthz', { headers: { 'x-request-id': 'client-chosen-id' } });
  const id = String(res.headers['x-request-id']);
  assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'a UUID from Caddy');
  assert.is.not(id, 'client-chosen-id');
  assert.is((await viaCaddy('/healthz')).headers['x-request-id'] === id, false, 'one per request');
  assert.match(await stack.server.waitForOutput(`"reqId":"${id}"`), '"url":"/healthz"');
  assert.not.match(stack.server.output(), 'client-chosen-id');
});

test('the no-JS form over HTTPS: same-origin post answers 303 that lands on the https thank-you page; a foreign Origin is refused', async () => {
  const url = `${origin}/api/seo-audit-request`;
  const headers = { 'content-type': 'application/x-www-form-urlencoded', origin, 'sec-fetch-site': 'same-origin' };
  const res = await viaCaddy('/api/seo-audit-request', {
    method: 'POST',
    from: '127.0.0.4',
    headers,
    body: formBody(validEnquiry({ email: 'form@example.com' })),
  });
  assert.is(res.status, 303);
  const landing = new URL(String(res.headers.location), url);
  assert.is(landing.href, `${origin}/thank-you`);
  const thanks = await viaCaddy(landing.pathname, { from: '127.0.0.4' });
  assert.is(thanks.status, 200);
  assert.match(thanks.body, '<h1');

  const foreign = await viaCaddy('/api/seo-audit-request', {
    method: 'POST',
    from: '127.0.0.5',
    headers: { ...headers, origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    body: formBody(validEnquiry()),
  });
  assert.is(foreign.status, 403);
});

test('no Set-Cookie on any answer over HTTPS', () => {
  assert.ok(seen.length > 20, `${seen.length} answers checked`);
  assert.equal(
    seen.filter((r) => r.headers['set-cookie']).map((r) => r.headers['set-cookie']),
    [],
  );
  console.log(`  proxy: ${seen.length} HTTPS answers through Caddy, none with a cookie`);
});

test("without TRUST_PROXY, forwarded headers are ignored: address, scheme, host and request id are the connection's own", async () => {
  const direct = await startBuiltServer({ RATE_LIMIT_MAX: '1', FORM_MIN_FILL_MS: '0' });
  const call = (path: string, headers: Record<string, string>, body?: string) =>
    rawRequest(`${direct.url}${path}`, { method: body === undefined ? 'GET' : 'POST', headers, body });
  const forwarded = {
    'x-forwarded-for': '10.1.2.3',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'evil.example',
    'x-request-id': 'client-chosen-id',
  };
  try {
    const json = { 'content-type': 'application/json' };
    const first = await call(
      '/api/seo-audit-request',
      { ...json, ...forwarded },
      JSON.stringify(validEnquiry({ email: 'direct@example.com' })),
    );
    assert.is(first.status, 201);
    assert.is.not(first.headers['x-request-id'], 'client-chosen-id');
    assert.is(first.headers['strict-transport-security'], undefined, 'no HSTS: the connection is plain http');
    const spoofed = await call(
      '/api/seo-audit-request',
      { ...json, ...forwarded, 'x-forwarded-for': '10.4.5.6' },
      JSON.stringify(validEnquiry()),
    );
    assert.is(spoofed.status, 429, 'a new X-Forwarded-For is not a new client');
    // evil.example as forwarded host and scheme does not make evil.example this site's origin.
    const foreign = await call(
      '/api/seo-audit-request',
      { ...json, ...forwarded, origin: 'https://evil.example' },
      JSON.stringify(validEnquiry()),
    );
    assert.is(foreign.status, 403);
    const db = new Database(join(direct.dir, 'enquiries.db'), { readonly: true });
    assert.equal(db.prepare('SELECT ip FROM enquiries').all(), [{ ip: '127.0.0.1' }]);
    db.close();
    assert.not.match(direct.output(), 'client-chosen-id');
  } finally {
    await direct.stop();
  }
});

test.run();
