/**
 * Disk full, for real: the server's own database connection is capped with PRAGMA max_page_count
 * (SQLite then refuses writes with SQLITE_FULL exactly as on a full disk). While it is full no
 * visitor is told their enquiry was received unless it was stored; /healthz answers 503; once space
 * returns the same process takes enquiries again and /healthz turns 200 without a restart.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'node-html-parser';
import { postEnquiry, startServer, validEnquiry, waitFor } from '../helpers.js';
import { site } from '../../data/site.js';

test('disk full: acknowledged = stored, the visitor is told to call, /healthz 503; space back: recovered without a restart', async () => {
  const server = await startServer({ RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'info' });
  const db = server.app.db;
  const rows = (email: string) => (db.prepare('SELECT COUNT(*) AS n FROM enquiries WHERE email = ?').get(email) as { n: number }).n;
  const post = (i: number, phase: string) => {
    const json = i % 2 === 0;
    const fields = validEnquiry({
      name: `Visitor ${i}`,
      email: `${phase}-${i}@example.com`,
      goals: `Enquiry ${i}: ${'we need more customers. '.repeat(150)}`,
      source: '/strategy/seo',
    });
    return postEnquiry(server.url, fields, json ? 'json' : 'form').then(async (res) => ({
      i,
      email: String(fields.email),
      json,
      status: res.status,
      res,
      body: await res.text(),
    }));
  };
  try {
    assert.is((await fetch(`${server.url}/healthz`)).status, 200);
    // The disk is "full" from now on: not one page more than the database has.
    db.pragma(`max_page_count = ${Number(db.pragma('page_count', { simple: true }))}`);

    const full = [];
    for (let i = 0; i < 30; i++) full.push(await post(i, 'full'));
    const acknowledged = full.filter((r) => r.status === 201 || r.status === 303);
    const refused = full.filter((r) => r.status === 503);
    assert.is(acknowledged.length + refused.length, full.length, `only 201/303/503: ${full.map((r) => r.status).join(' ')}`);
    assert.ok(refused.some((r) => r.json) && refused.some((r) => !r.json), 'refused in both encodings');
    for (const r of acknowledged) assert.is(rows(r.email), 1, `acknowledged ${r.email} is stored`);
    for (const r of refused) assert.is(rows(r.email), 0, `refused ${r.email} is not stored`);
    // Nothing half-written: every stored enquiry has its staff email, and no email lacks its enquiry.
    const orphans = db
      .prepare(
        "SELECT COUNT(*) AS n FROM enquiries e WHERE NOT EXISTS (SELECT 1 FROM outbox o WHERE o.enquiry_id = e.id AND o.kind = 'staff')",
      )
      .get() as { n: number };
    assert.is(orphans.n, 0);
    assert.is(db.pragma('integrity_check', { simple: true }), 'ok');

    // What the visitor saw: JSON has a message with the phone number; the no-JS form comes back filled in.
    const json = refused.find((r) => r.json)!;
    assert.match(JSON.parse(json.body).message, 'has not reached us');
    assert.match(JSON.parse(json.body).message, site.phone.display);
    assert.is(json.res.headers.get('retry-after'), '120');
    const form = refused.find((r) => !r.json)!;
    const doc = parse(form.body);
    assert.match(doc.querySelector('.form-errors')?.text ?? '', site.phone.display);
    assert.is(doc.querySelector('input[name="email"]')?.getAttribute('value'), form.email, 'typed values kept');
    assert.match(doc.querySelector('textarea[name="goals"]')?.text ?? '', `Enquiry ${form.i}:`);

    const health = await fetch(`${server.url}/healthz`);
    assert.is(health.status, 503);
    assert.equal(await health.json().then((b: Record<string, unknown>) => [b.status, b.error]), ['unavailable', 'SQLITE_FULL']);
    console.log(
      `  disk full: ${full.length} sent, ${acknowledged.length} acknowledged and stored, ${refused.length} answered 503 and not stored`,
    );

    // Space returns (an operator frees the disk): no restart, no enquiry needed for /healthz to notice.
    db.pragma('max_page_count = 1073741823');
    await waitFor(async () => (await fetch(`${server.url}/healthz`)).status === 200, 5000, '/healthz 200 after space returned');
    const after = [await post(100, 'after'), await post(101, 'after')];
    assert.equal(
      after.map((r) => r.status),
      [201, 303],
    );
    for (const r of after) assert.is(rows(r.email), 1);
    const messages = server.logs().map((l) => JSON.parse(l) as { level: number; msg: string; code?: string });
    assert.is(messages.filter((l) => l.msg.startsWith('the database refused a write')).length, 1, 'logged once per outage, with its code');
    assert.ok(messages.some((l) => l.msg === 'the database accepts writes again'));
  } finally {
    await server.close();
  }
});

test.run();
