import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'node-html-parser';
import { formBody, postEnquiry, startServer, validEnquiry, type TestServer } from '../helpers.js';
import { formTokens } from '../../src/enquiries/form-token.js';

const test = suite('POST /api/seo-audit-request');
let server: TestServer;

test.before(async () => {
  server = await startServer({ FORM_MIN_FILL_MS: '2000', RATE_LIMIT_MAX: '1000', FORM_SECRET: 'test-secret' });
});
test.after(async () => {
  await server.close();
});

const count = () => (server.app.db.prepare('SELECT COUNT(*) AS n FROM enquiries').get() as { n: number }).n;
const last = () => server.app.db.prepare('SELECT * FROM enquiries ORDER BY id DESC LIMIT 1').get() as Record<string, unknown>;
const tokens = formTokens('test-secret', 2000);
const oldToken = () => tokens.issue(Date.now() - 60_000);

function postJson(payload: unknown, headers: Record<string, string> = {}) {
  return server.app.inject({
    method: 'POST',
    url: '/api/seo-audit-request',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}
function postForm(fields: Record<string, unknown>, headers: Record<string, string> = {}) {
  return server.app.inject({
    method: 'POST',
    url: '/api/seo-audit-request',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: formBody(fields),
  });
}

test('a valid plain form post is saved, then answered 303 See Other to /thank-you', async () => {
  const before = count();
  const res = await postForm({ ...validEnquiry(), source: '/strategy/seo' });
  assert.is(res.statusCode, 303);
  assert.is(res.headers.location, '/thank-you');
  assert.is(count(), before + 1);
  const row = last();
  assert.is(row.name, 'Jane Citizen');
  assert.is(row.email, 'jane@example.com.au');
  assert.is(row.source_page, '/strategy/seo');
  assert.is(row.is_spam, 0);
  assert.match(String(row.created_at), /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  assert.is(row.notification_status, 'queued');
});

test('a valid JSON post answers 201 { ok, id } and the row holds every field', async () => {
  const res = await postJson(
    { ...validEnquiry({ website: 'janes-bakery.com.au' }), surprise: 'ignored' },
    { 'user-agent': 'TestAgent/1.0' },
  );
  assert.is(res.statusCode, 201);
  const body = res.json();
  assert.is(body.ok, true);
  const row = server.app.db.prepare('SELECT * FROM enquiries WHERE id = ?').get(body.id) as Record<string, unknown>;
  assert.ok(row, 'row saved under the returned id');
  assert.is(row.website, 'https://janes-bakery.com.au/', 'bare domain gets https://');
  assert.is(row.phone, '0400 123 456');
  assert.is(row.goals, 'We want more local customers finding us on Google.');
  assert.is(row.user_agent, 'TestAgent/1.0');
  assert.is(row.ip, '127.0.0.1');
  const outbox = server.app.db.prepare('SELECT kind, status FROM outbox WHERE enquiry_id = ?').all(body.id);
  assert.equal(outbox, [{ kind: 'staff', status: 'pending' }], 'staff email queued in the same transaction');
});

test('website is optional; values are trimmed', async () => {
  const res = await postJson(validEnquiry({ website: '', name: '  Sam Lee  ' }));
  assert.is(res.statusCode, 201);
  assert.is(last().website, '');
  assert.is(last().name, 'Sam Lee');
});

for (const field of ['name', 'email', 'phone', 'goals']) {
  test(`missing or blank ${field} -> 400 with a message, nothing saved`, async () => {
    const before = count();
    const missing = validEnquiry();
    delete missing[field];
    for (const payload of [missing, validEnquiry({ [field]: '   ' })]) {
      const res = await postJson(payload);
      assert.is(res.statusCode, 400);
      assert.type(res.json().message, 'string');
      assert.match(res.json().message, /^Please /);
      const form = await postForm(payload);
      assert.is(form.statusCode, 400);
    }
    assert.is(count(), before);
  });
}

test('a bad email or website address -> 400 naming the problem', async () => {
  const before = count();
  const email = await postJson(validEnquiry({ email: 'jane.example.com' }));
  assert.is(email.statusCode, 400);
  assert.match(email.json().message, 'valid email address');
  for (const website of ['javascript:alert(1)', 'ftp://files.example.com', 'not a site', 'https://']) {
    const res = await postJson(validEnquiry({ website }));
    assert.is(res.statusCode, 400, website);
    assert.match(res.json().message, 'valid website address');
  }
  assert.is(count(), before);
});

test('phone numbers: real Australian and international shapes pass; anything else -> 400 in both encodings, the typed value kept', async () => {
  for (const phone of [
    '0400 123 456',
    '(03) 9000 0000',
    '03-9000-0000',
    '+61 400 123 456',
    '+61 (0)3 9000 0000',
    '1300 123 456',
    '+44 20 7946 0958',
    '+1 (212) 555-0100',
    '04.12.34.56.78',
  ]) {
    const res = await postJson(validEnquiry({ phone }));
    assert.is(res.statusCode, 201, phone);
    assert.is(last().phone, phone, 'stored as typed');
  }
  const before = count();
  for (const phone of [
    'call me maybe',
    '12345',
    '0400 12',
    '+61 4OO 123 456',
    '0400 123 456 ext 2',
    '61+400123456',
    'tel:+61400123456',
    '1'.repeat(17),
  ]) {
    const res = await postJson(validEnquiry({ phone }));
    assert.is(res.statusCode, 400, phone);
    assert.is(res.json().message, 'Please enter a phone number we can call, like 03 9000 0000 or +61 400 000 000.');
    assert.ok(res.json().errors.phone, 'the phone field is named');
    const form = await postForm({ ...validEnquiry({ phone }), source: '/strategy/seo' });
    assert.is(form.statusCode, 400, phone);
    const doc = parse(form.body);
    assert.is(doc.querySelector('input[name="phone"]')?.getAttribute('value'), phone, 'the typed value is kept');
    assert.is(doc.querySelector('input[name="phone"]')?.getAttribute('aria-invalid'), 'true');
    assert.match(doc.querySelector('#field-phone-error')?.text ?? '', 'phone number we can call');
  }
  assert.is(count(), before, 'nothing saved');
});

test('wrong types and over-long values -> 400, never 500', async () => {
  const before = count();
  for (const payload of [
    validEnquiry({ name: ['a', 'b'] }),
    validEnquiry({ email: { $gt: '' } }),
    validEnquiry({ phone: 12345 }),
    validEnquiry({ goals: null }),
    validEnquiry({ name: 'x'.repeat(201) }),
    [],
    'null',
    '"just a string"',
  ]) {
    const res = await postJson(payload);
    assert.is(res.statusCode, 400, JSON.stringify(payload).slice(0, 60));
    assert.type(res.json().message, 'string');
  }
  assert.is(count(), before);
});

test('malformed JSON -> 400, wrong content type -> 415, oversized body -> 413, each with a message', async () => {
  const before = count();
  const bad = await postJson('{"name": "Jane", ');
  assert.is(bad.statusCode, 400);
  assert.match(bad.json().message, 'not valid JSON');
  const text = await server.app.inject({
    method: 'POST',
    url: '/api/seo-audit-request',
    headers: { 'content-type': 'text/plain' },
    payload: 'hello',
  });
  assert.is(text.statusCode, 415);
  assert.type(text.json().message, 'string');
  const huge = await postJson(validEnquiry({ goals: 'x'.repeat(100_000) }));
  assert.is(huge.statusCode, 413);
  assert.match(huge.json().message, 'too large');
  for (const res of [bad, text, huge]) assert.not.match(res.body, /at .*\.(js|ts):\d+/, 'no stack trace');
  assert.is(count(), before);
});

/** Every field at its maximum length, written in `script`: the largest enquiry a visitor can type. */
function longestEnquiry(script: string): Record<string, string> {
  const fill = (n: number) => [...script.repeat(Math.ceil(n / script.length))].join('').slice(0, n);
  return {
    name: fill(200),
    email: `${'a'.repeat(254 - '@example.com.au'.length)}@example.com.au`,
    phone: `+61 (0) 400 000 000${' '.repeat(21)}`,
    website: `https://example.com.au/${'a'.repeat(2048 - 'https://example.com.au/'.length)}`,
    goals: fill(5000),
    source: '/strategy/seo',
    company: '',
  };
}

for (const [script, sample] of [
  ['Chinese', '我们希望更多本地客户在谷歌上找到我们'],
  ['Japanese', 'グーグルで地元のお客様に見つけてもらいたい'],
  ['Korean', '구글에서 더 많은 지역 고객이 우리를 찾기를 원합니다'],
  ['Arabic', 'نريد المزيد من العملاء المحليين'],
  ['emoji', '📈🚀✨'],
] as const) {
  test(`every field at its maximum in ${script} is accepted as a plain form post and as JSON, stored word for word`, async () => {
    const fields = longestEnquiry(sample);
    for (const encoding of ['form', 'json'] as const) {
      const res = await postEnquiry(server.url, fields, encoding, { origin: server.url });
      assert.is(res.status, encoding === 'form' ? 303 : 201, `${script} ${encoding}: ${res.status}`);
      const row = last();
      assert.is(row.goals, fields.goals!.trim(), `${script} ${encoding}: goals stored whole`);
      assert.is(row.name, fields.name!.trim());
    }
  });
}

test('a plain form post too large for any form is re-shown on the page it was sent from, with a message', async () => {
  const before = count();
  const res = await postEnquiry(server.url, { ...validEnquiry(), goals: 'x'.repeat(200_000), source: '/strategy/seo' }, 'form', {
    origin: server.url,
    referer: `${server.url}/strategy/seo?utm_source=news`,
  });
  assert.is(res.status, 413);
  const html = parse(await res.text());
  assert.is(
    html.querySelector('link[rel=canonical]')?.getAttribute('href'),
    `${server.config.SITE_URL}/strategy/seo`,
    'the page it came from, not the home page',
  );
  assert.match(html.querySelector('form [role=alert], form .form-error, [role=alert]')?.text ?? '', 'too large');
  assert.is(count(), before);
});

test('the honeypot: same success answer, row kept but flagged as spam, no email queued', async () => {
  const res = await postJson(validEnquiry({ company: 'Bot Industries' }));
  assert.is(res.statusCode, 201);
  const row = server.app.db.prepare('SELECT * FROM enquiries WHERE id = ?').get(res.json().id) as Record<string, unknown>;
  assert.is(row.is_spam, 1);
  assert.is(row.spam_reason, 'honeypot');
  assert.is(row.notification_status, 'skipped');
  assert.is((server.app.db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE enquiry_id = ?').get(row.id) as { n: number }).n, 0);
  const form = await postForm({ ...validEnquiry(), company: 'x' });
  assert.is(form.statusCode, 303, 'bots get the same redirect');
});

test('minimum fill time: a form sent too fast (or with a forged stamp) is kept and flagged, a slow one is not', async () => {
  const fast = await postJson(validEnquiry({ formToken: tokens.issue() }));
  assert.is(fast.statusCode, 201);
  assert.is(last().spam_reason, 'token too-fast');
  const forged = await postJson(validEnquiry({ formToken: `${Date.now() - 60_000}.AAAAAAAAAAAAAAAAAAAAAA` }));
  assert.is(forged.statusCode, 201);
  assert.is(last().spam_reason, 'token forged');
  const human = await postJson(validEnquiry({ formToken: oldToken() }));
  assert.is(human.statusCode, 201);
  assert.is(last().is_spam, 0);
});

test('the form fetches a fresh signed timestamp from /api/form-token; pages set no cookie and shared caches may keep them', async () => {
  const res = await server.app.inject('/api/form-token');
  assert.is(res.statusCode, 200);
  assert.is(res.headers['cache-control'], 'no-store');
  const { token } = res.json() as { token: string };
  assert.match(token, /^\d{13}\.[\w-]{22}$/);
  assert.is(tokens.check(token), 'too-fast', 'signed with the site secret, stamped now');
  for (const path of ['/', '/strategy/seo', '/terms-of-service']) {
    const page = await server.app.inject(path);
    assert.is(page.headers['set-cookie'], undefined, path);
    assert.match(String(page.headers['cache-control']), /^public, .*s-maxage=\d+/, path);
  }
});

test('no-JS invalid post: 400 with the page re-rendered, values kept, a summary and a message per field', async () => {
  const res = await postForm({
    name: 'Jane <b>Citizen</b>',
    email: 'not-an-email',
    phone: '',
    website: 'janes.com.au',
    goals: 'Rank for "bakery melbourne"',
    source: '/strategy/seo',
  });
  assert.is(res.statusCode, 400);
  assert.match(String(res.headers['content-type']), 'text/html');
  const doc = parse(res.body);
  assert.is(
    doc.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    `${server.config.SITE_URL}/strategy/seo`,
    'the SEO page is re-shown',
  );
  const form = doc.querySelector('#contact form')!;
  assert.is(form.querySelector('input[name="name"]')?.getAttribute('value'), 'Jane <b>Citizen</b>');
  assert.ok(res.body.includes('Jane &lt;b&gt;Citizen&lt;/b&gt;'), 'markup is escaped');
  assert.is(form.querySelector('input[name="website"]')?.getAttribute('value'), 'janes.com.au');
  assert.is(form.querySelector('textarea[name="goals"]')?.text, 'Rank for "bakery melbourne"');
  const summary = form.querySelector('.form-errors')!;
  assert.is(summary.getAttribute('role'), 'alert');
  assert.ok(summary.hasAttribute('autofocus'));
  assert.is(summary.querySelectorAll('li').length, 2);
  const email = form.querySelector('input[name="email"]')!;
  assert.is(email.getAttribute('aria-invalid'), 'true');
  assert.match(form.querySelector(`#${email.getAttribute('aria-describedby')}`)?.text ?? '', 'valid email address');
  assert.match(form.querySelector('#field-phone-error')?.text ?? '', 'phone number');
});

test('rate limit: past the per-IP limit the route answers 429 with a message', async () => {
  const limited = await startServer({ RATE_LIMIT_MAX: '3' });
  try {
    for (let i = 0; i < 5; i++) {
      const typo = await limited.app.inject({ method: 'POST', url: '/api/seo-audit-request', payload: validEnquiry({ email: 'typo' }) });
      assert.is(typo.statusCode, 400, 'rejected attempts do not use up the limit');
    }
    for (let i = 0; i < 3; i++)
      assert.is((await limited.app.inject({ method: 'POST', url: '/api/seo-audit-request', payload: validEnquiry() })).statusCode, 201);
    const res = await limited.app.inject({ method: 'POST', url: '/api/seo-audit-request', payload: validEnquiry() });
    assert.is(res.statusCode, 429);
    assert.match(res.json().message, 'Too many enquiries');
    const form = await limited.app.inject({
      method: 'POST',
      url: '/api/seo-audit-request',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: formBody(validEnquiry()),
    });
    assert.is(form.statusCode, 429);
    assert.match(form.body, 'Too many enquiries');
    assert.is(parse(form.body).querySelector('input[name="name"]')?.getAttribute('value'), 'Jane Citizen', 'values kept');
    assert.is((await limited.app.inject('/')).statusCode, 200, 'pages are not limited');
  } finally {
    await limited.close();
  }
});

test.run();
