import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'node-html-parser';
import { startApp, validEnquiry } from '../helpers.js';

interface Attempt {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

const nasty: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  [],
  ['a', 'b'],
  {},
  { $gt: '' },
  { toString: 'x' },
  'x'.repeat(100_000),
  "'; DROP TABLE enquiries; --",
  "Robert'); DELETE FROM outbox WHERE ('1'='1",
  '1 OR 1=1',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  '{{7*7}}${7*7}',
  '\u0000\u0001\u0002',
  '\ud800',
  '‮gnp.exe',
  '=cmd|" /C calc"!A0',
  '../../../../etc/passwd',
];
const fields = ['name', 'email', 'phone', 'website', 'goals'];

/** At least 500 hostile requests, generated: every nasty value in every field, in JSON and form encoding, plus odd shapes. */
function attempts(): Attempt[] {
  const out: Attempt[] = [];
  const api = '/api/seo-audit-request';
  for (const field of fields) {
    for (const value of nasty) {
      out.push({
        name: `json ${field}=${String(JSON.stringify(value)).slice(0, 30)}`,
        method: 'POST',
        url: api,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(validEnquiry({ [field]: value })),
      });
      const form = new URLSearchParams({
        ...(validEnquiry() as Record<string, string>),
        [field]: typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
      });
      out.push({
        name: `form ${field}`,
        method: 'POST',
        url: api,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
      });
    }
    out.push({
      name: `duplicate ${field}`,
      method: 'POST',
      url: api,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${new URLSearchParams(validEnquiry() as Record<string, string>)}&${field}=second`,
    });
  }
  for (const value of nasty) {
    const all = Object.fromEntries(fields.map((f) => [f, value]));
    out.push({
      name: `json all=${String(JSON.stringify(value)).slice(0, 20)}`,
      method: 'POST',
      url: api,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(all),
    });
    for (const extra of ['source', 'company', '_t']) {
      out.push({
        name: `json ${extra}`,
        method: 'POST',
        url: api,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(validEnquiry({ [extra]: value })),
      });
      out.push({
        name: `form ${extra}`,
        method: 'POST',
        url: api,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          ...(validEnquiry() as Record<string, string>),
          [extra]: typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
        }).toString(),
      });
    }
    // Header values must be printable; keep those that are.
    if (typeof value === 'string' && /^[\x20-\x7e]{1,2000}$/.test(value)) {
      for (const header of ['cookie', 'accept-encoding', 'if-none-match', 'user-agent', 'x-forwarded-for']) {
        out.push({
          name: `header ${header}`,
          method: 'GET',
          url: '/strategy/seo',
          headers: { [header]: header === 'cookie' ? `lf_form=${value}` : value },
        });
        out.push({
          name: `post header ${header}`,
          method: 'POST',
          url: api,
          headers: { 'content-type': 'application/json', [header]: header === 'cookie' ? `lf_form=${value}` : value },
          payload: JSON.stringify(validEnquiry()),
        });
      }
    }
  }
  const shapes: [string, string][] = [
    ['proto', '{"__proto__":{"polluted":"yes"},"name":"A","email":"a@b.co","phone":"1","goals":"g"}'],
    ['constructor', '{"constructor":{"prototype":{"polluted":"yes"}},"name":"A","email":"a@b.co","phone":"1","goals":"g"}'],
    ['nested proto', '{"name":{"__proto__":{"polluted":"yes"}},"email":"a@b.co","phone":"1","goals":"g"}'],
    ['deep', `${'['.repeat(5000)}${']'.repeat(5000)}`],
    ['many keys', JSON.stringify(Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i])))],
    ['truncated', '{"name": "Jane'],
    ['not json', 'name=Jane'],
    ['empty', ''],
    ['number', '42'],
    ['string', '"hello"'],
  ];
  for (const [name, body] of shapes)
    out.push({ name: `json ${name}`, method: 'POST', url: api, headers: { 'content-type': 'application/json' }, payload: body });
  out.push({
    name: 'form proto',
    method: 'POST',
    url: api,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '__proto__[polluted]=yes&constructor[prototype][polluted]=yes&name=A&email=a%40b.co&phone=1&goals=g',
  });
  const invalidUtf8 = Buffer.concat([
    Buffer.from('{"name":"'),
    Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
    Buffer.from('","email":"a@b.co","phone":"1","goals":"g"}'),
  ]);
  out.push({ name: 'json invalid utf-8', method: 'POST', url: api, headers: { 'content-type': 'application/json' }, payload: invalidUtf8 });
  out.push({
    name: 'form invalid utf-8',
    method: 'POST',
    url: api,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: Buffer.concat([Buffer.from('name='), Buffer.from([0xff, 0xfe]), Buffer.from('&email=a%40b.co&phone=1&goals=g&x=%ff%fe%zz')]),
  });
  for (const type of [
    'text/plain',
    'application/xml',
    'multipart/form-data; boundary=x',
    'application/json; charset=latin1',
    'image/png',
    'application/x-www-form-urlencoded; charset=utf-16',
    '',
  ]) {
    out.push({
      name: `content-type ${type || '(none)'}`,
      method: 'POST',
      url: api,
      headers: type ? { 'content-type': type } : {},
      payload: JSON.stringify(validEnquiry()),
    });
  }
  const pagePaths = [
    '/',
    '/strategy/seo',
    '/..%2f..%2fetc/passwd',
    '//',
    '//evil.example',
    `/${'a'.repeat(4000)}`,
    '/%ff%fe',
    '/%00',
    '/assets/..%2fpackage.json',
    '/strategy/seo?x=<script>',
    '/?__proto__[x]=1',
    '/api',
    '/api/seo-audit-request',
    '/healthz/../..',
    '/sitemap.xml?%ff',
  ];
  for (const url of pagePaths)
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const)
      out.push({
        name: `${method} ${url.slice(0, 30)}`,
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: method === 'GET' ? undefined : '{"x":1}',
      });
  return out;
}

test('500+ hostile requests: no 5xx, each answer carries a clear message, nothing polluted, the process stays up', async () => {
  const server = await startApp({ RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'silent' });
  try {
    const list = attempts();
    assert.ok(list.length >= 500, `only ${list.length} attempts`);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const a of list) {
      const res = await server.app.inject({ method: a.method, url: a.url, headers: a.headers, payload: a.payload });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500) failures.push(`${a.name}: ${res.statusCode}`);
      const type = String(res.headers['content-type'] ?? '');
      if (res.statusCode >= 400) {
        if (type.includes('json')) {
          const message = (res.json() as { message?: unknown }).message;
          if (typeof message !== 'string' || message.length < 5) failures.push(`${a.name}: no message in ${res.body.slice(0, 80)}`);
        } else if (type.includes('html')) {
          if (!parse(res.body).querySelector('h1')) failures.push(`${a.name}: HTML answer without a heading`);
        } else failures.push(`${a.name}: ${res.statusCode} with content-type ${type}`);
      }
      if (/at .+\.(js|ts):\d+:\d+|node_modules/.test(res.body)) failures.push(`${a.name}: stack trace leaked`);
      if (/<script>alert\(1\)<\/script>|<img src=x onerror/.test(res.body)) failures.push(`${a.name}: markup echoed unescaped`);
    }
    assert.equal(failures, [], `statuses: ${JSON.stringify([...statuses])}`);
    assert.is(({} as Record<string, unknown>).polluted, undefined, 'Object.prototype untouched');
    assert.ok((await server.app.inject('/healthz')).statusCode === 200, 'still healthy');
    // SQL in a field is just text: it is stored as typed and every table is still there.
    const sqlRow = server.app.db.prepare("SELECT name FROM enquiries WHERE name LIKE '%DROP TABLE%'").get() as { name: string } | undefined;
    assert.is(sqlRow?.name, "'; DROP TABLE enquiries; --");
    assert.ok((server.app.db.prepare('SELECT COUNT(*) AS n FROM outbox').get() as { n: number }).n > 0);
    console.log(`  hostile: ${list.length} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  } finally {
    await server.close();
  }
});

test('injected markup is escaped where it is shown again: the no-JS error page', async () => {
  const server = await startApp();
  try {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/seo-audit-request',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        name: '<script>alert(1)</script>',
        email: 'bad',
        phone: '"><img src=x onerror=alert(1)>',
        goals: '</textarea><script>alert(2)</script>',
      }).toString(),
    });
    assert.is(res.statusCode, 400);
    assert.not.match(res.body, '<script>alert');
    assert.not.match(res.body, '<img src=x');
    assert.match(res.body, '&lt;script&gt;alert(1)&lt;/script&gt;');
    const doc = parse(res.body);
    assert.is(doc.querySelector('input[name="name"]')?.getAttribute('value'), '<script>alert(1)</script>');
    assert.is(doc.querySelector('textarea[name="goals"]')?.text, '</textarea><script>alert(2)</script>');
  } finally {
    await server.close();
  }
});

test.run();
