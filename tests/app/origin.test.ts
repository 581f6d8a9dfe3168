/**
 * Cross-site lead injection: a page on another site must not be able to make its visitors' browsers
 * post the audit form here. Browsers state where a post comes from (Origin, Sec-Fetch-Site); a
 * foreign one is refused with 403 before anything is validated, counted or saved.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'node-html-parser';
import { formBody, startApp, validEnquiry, type TestApp } from '../helpers.js';
import { ConfigError, loadConfig } from '../../src/config.js';
import { site } from '../../data/site.js';

const test = suite('Origin checks on enquiry posts');
const STATIC_SITE = 'https://static.laserfocus.example';
let server: TestApp;

test.before(async () => {
  server = await startApp({
    RATE_LIMIT_MAX: '2',
    SITE_URL: 'https://www.laserfocus.example',
    ALLOWED_ORIGINS: `${STATIC_SITE}, http://127.0.0.1:8080`,
  });
});
test.after(async () => {
  await server.close();
});

const count = () => (server.app.db.prepare('SELECT COUNT(*) AS n FROM enquiries').get() as { n: number }).n;
const post = (encoding: 'json' | 'form', headers: Record<string, string>, fields = validEnquiry()) =>
  server.app.inject({
    method: 'POST',
    url: '/api/seo-audit-request',
    headers: { 'content-type': encoding === 'json' ? 'application/json' : 'application/x-www-form-urlencoded', ...headers },
    payload: encoding === 'json' ? JSON.stringify(fields) : formBody({ ...fields, source: '/strategy/seo' }),
  });

const foreign: Record<string, Record<string, string>> = {
  'Origin: http://evil.example': { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
  'Origin: null (sandboxed frame)': { origin: 'null' },
  'Origin on another port of this host': { host: 'shop.example:8443', origin: 'https://shop.example:9999' },
  'Sec-Fetch-Site: cross-site without Origin': { 'sec-fetch-site': 'cross-site' },
  'Sec-Fetch-Site: same-site (a sibling subdomain) without Origin': { 'sec-fetch-site': 'same-site' },
};

for (const [name, headers] of Object.entries(foreign)) {
  test(`${name}: 403 with a clear message in both encodings, nothing saved`, async () => {
    const before = count();
    const json = await post('json', headers);
    assert.is(json.statusCode, 403);
    assert.match(json.json().message, 'can only be sent from our own website');
    assert.match(json.json().message, site.phone.display);
    assert.is(json.headers['access-control-allow-origin'], undefined);
    const form = await post('form', headers, validEnquiry({ name: 'Foreign Visitor' }));
    assert.is(form.statusCode, 403);
    const doc = parse(form.body);
    assert.match(doc.querySelector('.form-errors')?.text ?? '', 'can only be sent from our own website');
    assert.is(
      doc.querySelector('input[name="name"]')?.getAttribute('value'),
      'Foreign Visitor',
      'the page shows what was sent, saves none of it',
    );
    assert.is(count(), before);
  });
}

test("same origin (the request's own or SITE_URL's), an allowed origin, and posts with neither header are accepted", async () => {
  const accepted: Record<string, string>[] = [
    { host: 'shop.example:8443', origin: 'http://shop.example:8443', 'sec-fetch-site': 'same-origin' },
    { origin: 'https://www.laserfocus.example', 'sec-fetch-site': 'same-origin' },
    { origin: STATIC_SITE, 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-origin' },
    {},
  ];
  for (const [i, headers] of accepted.entries()) {
    for (const encoding of ['json', 'form'] as const) {
      // A fresh client address each time: the limit of 2 must not be what is tested here.
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/seo-audit-request',
        remoteAddress: `10.0.${i}.${encoding === 'json' ? 1 : 2}`,
        headers: { 'content-type': encoding === 'json' ? 'application/json' : 'application/x-www-form-urlencoded', ...headers },
        payload: encoding === 'json' ? JSON.stringify(validEnquiry()) : formBody(validEnquiry()),
      });
      assert.is(res.statusCode, encoding === 'json' ? 201 : 303, `${encoding} ${JSON.stringify(headers)}: ${res.body.slice(0, 200)}`);
    }
  }
});

test('foreign posts count against nobody: after many refused ones, the limit of 2 is still whole', async () => {
  const from = { remoteAddress: '10.9.9.9' };
  for (let i = 0; i < 5; i++) {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/seo-audit-request',
      ...from,
      headers: { origin: 'http://evil.example' },
      payload: validEnquiry(),
    });
    assert.is(res.statusCode, 403);
  }
  for (let i = 0; i < 2; i++)
    assert.is(
      (await server.app.inject({ method: 'POST', url: '/api/seo-audit-request', ...from, payload: validEnquiry() })).statusCode,
      201,
    );
  assert.is((await server.app.inject({ method: 'POST', url: '/api/seo-audit-request', ...from, payload: validEnquiry() })).statusCode, 429);
});

test('CORS for ALLOWED_ORIGINS only: the preflight, the token and the post answer it; other origins get nothing', async () => {
  const preflight = (origin: string, path = '/api/seo-audit-request') =>
    server.app.inject({
      method: 'OPTIONS',
      url: path,
      headers: {
        origin,
        'access-control-request-method': path.endsWith('form-token') ? 'GET' : 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
  const ok = await preflight(STATIC_SITE);
  assert.is(ok.statusCode, 204);
  assert.is(ok.headers['access-control-allow-origin'], STATIC_SITE);
  assert.is(ok.headers['access-control-allow-methods'], 'POST');
  assert.match(String(ok.headers['access-control-allow-headers']), 'content-type');
  assert.match(String(ok.headers.vary), 'Origin');
  assert.is((await preflight(STATIC_SITE, '/api/form-token')).headers['access-control-allow-methods'], 'GET');
  const evil = await preflight('http://evil.example');
  assert.is(evil.statusCode, 403);
  assert.is(evil.headers['access-control-allow-origin'], undefined);

  const token = await server.app.inject({ url: '/api/form-token', headers: { origin: STATIC_SITE } });
  assert.is(token.statusCode, 200);
  assert.is(token.headers['access-control-allow-origin'], STATIC_SITE);
  assert.match(String(token.headers.vary), 'Origin');
  const foreignToken = await server.app.inject({ url: '/api/form-token', headers: { origin: 'http://evil.example' } });
  assert.is(foreignToken.headers['access-control-allow-origin'], undefined, 'another site cannot read a token');
  const posted = await server.app.inject({
    method: 'POST',
    url: '/api/seo-audit-request',
    remoteAddress: '10.7.7.7',
    headers: { origin: STATIC_SITE },
    payload: validEnquiry(),
  });
  assert.is(posted.statusCode, 201);
  assert.is(posted.headers['access-control-allow-origin'], STATIC_SITE);
  assert.is((await server.app.inject({ url: '/' })).headers['access-control-allow-origin'], undefined, 'pages are not shared');
});

test('ALLOWED_ORIGINS is checked at boot: bare http(s) origins only', () => {
  assert.equal(
    loadConfig({ ALLOWED_ORIGINS: 'https://a.example, http://b.example:8080' }).ALLOWED_ORIGINS,
    'https://a.example, http://b.example:8080',
  );
  for (const bad of ['https://a.example/', 'https://a.example/path', 'ftp://a.example', 'a.example', 'https://a.example,*']) {
    assert.throws(
      () => loadConfig({ ALLOWED_ORIGINS: bad }),
      (err: unknown) => err instanceof ConfigError && /^Invalid setting ALLOWED_ORIGINS: .*bare origin/.test(err.message),
      bad,
    );
  }
});

test('without ALLOWED_ORIGINS there is no CORS at all: OPTIONS is not a method the endpoint takes', async () => {
  const plain = await startApp();
  try {
    const res = await plain.app.inject({
      method: 'OPTIONS',
      url: '/api/seo-audit-request',
      headers: { origin: STATIC_SITE, 'access-control-request-method': 'POST' },
    });
    assert.is(res.statusCode, 405);
    assert.is(res.headers.allow, 'POST');
    assert.is(res.headers['access-control-allow-origin'], undefined);
  } finally {
    await plain.close();
  }
});

test.run();
