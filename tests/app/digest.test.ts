import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import sharp from 'sharp';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { openDatabase } from '../../src/db/db.js';
import { migrations } from '../../src/db/migrations.js';
import { ConfigError, loadConfig } from '../../src/config.js';
import { latestSlot, nextSlot, parseSchedule, type ScheduleRule } from '../../src/lib/schedule-rule.js';
import { waitFor, staffCommand } from '../helpers.js';
import { startSmtp, type TestSmtp } from '../smtp.js';
import { seedEnquiries, seedViews } from '../report-data.js';

const MELBOURNE = 'Australia/Melbourne';
const monday8 = parseSchedule('mon 08:00') as ScheduleRule;

test('DIGEST_SCHEDULE: a weekday and a time, or off; a bad value or DIGEST_TO stops boot with one line naming it', () => {
  assert.equal(parseSchedule('mon 08:00'), { weekday: 0, hour: 8, minute: 0 });
  assert.equal(parseSchedule('Fri 17:30'), { weekday: 4, hour: 17, minute: 30 });
  assert.is(parseSchedule('off'), 'off');
  for (const bad of ['monday 08:00', 'mon 24:00', 'mon 8am', 'daily', 'mon']) assert.is(parseSchedule(bad), undefined, bad);
  const error = (env: Record<string, string>) => {
    try {
      loadConfig({ DATABASE_PATH: join(tmpdir(), 'digest-config.db'), ...env });
    } catch (err) {
      assert.instance(err, ConfigError);
      return (err as Error).message;
    }
    return '';
  };
  assert.is(
    error({ DIGEST_SCHEDULE: 'monday 8am' }),
    'Invalid setting DIGEST_SCHEDULE="monday 8am": must be off, or a weekday and a 24-hour time in TIME_ZONE such as mon 08:00 (days: mon, tue, wed, thu, fri, sat, sun)',
  );
  assert.match(
    error({ DIGEST_TO: 'owner@x.com sales@y.com' }),
    /^Invalid setting DIGEST_TO="owner@x.com sales@y.com": must be one or more email addresses/,
  );
  assert.match(error({ DIGEST_MAX_ROWS: '0' }), /^Invalid setting DIGEST_MAX_ROWS="0": must be a whole number from 1 to 100/);
  assert.is(error({ DIGEST_SCHEDULE: 'off', DIGEST_TO: 'Owner <owner@laserfocus.example>, sales@laserfocus.example' }), '');
});

test('Melbourne daylight saving: the digest stays at 08:00 local on both sides of each change', () => {
  // Clocks go forward on Sunday 4 Oct 2026 (AEST +10 to AEDT +11) and back on Sunday 5 Apr 2026.
  assert.equal(nextSlot(monday8, new Date('2026-09-27T12:00:00Z'), MELBOURNE), { at: '2026-09-27T22:00:00.000Z', week: '2026-09-21' });
  assert.equal(
    nextSlot(monday8, new Date('2026-09-27T22:00:00Z'), MELBOURNE),
    { at: '2026-10-04T21:00:00.000Z', week: '2026-09-28' },
    '167 hours later',
  );
  assert.equal(nextSlot(monday8, new Date('2026-03-29T12:00:00Z'), MELBOURNE), { at: '2026-03-29T21:00:00.000Z', week: '2026-03-23' });
  assert.equal(
    nextSlot(monday8, new Date('2026-03-29T21:00:00Z'), MELBOURNE),
    { at: '2026-04-05T22:00:00.000Z', week: '2026-03-30' },
    '169 hours later',
  );
  // 07:59 local is the week before's slot still; 08:00 is this week's.
  assert.is(latestSlot(monday8, new Date('2026-10-04T20:59:00Z'), MELBOURNE).week, '2026-09-21');
  assert.is(latestSlot(monday8, new Date('2026-10-04T21:00:00Z'), MELBOURNE).week, '2026-09-28');
  assert.is(
    latestSlot(monday8, new Date('2026-04-05T21:00:00Z'), MELBOURNE).week,
    '2026-03-23',
    '21:00 UTC is 07:00 AEST after the change back',
  );
  assert.is(latestSlot(monday8, new Date('2026-04-05T22:00:00Z'), MELBOURNE).week, '2026-03-30');
});

/** The site as a process: the same database file and settings each start, with the test's clock. */
function site(dir: string, smtp: TestSmtp, clock: { now: Date }) {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATABASE_PATH: join(dir, 'enquiries.db'),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_TO: 'staff@laserfocus.example',
    DIGEST_TO: 'Owner <owner@laserfocus.example>, sales@laserfocus.example',
    DIGEST_SCHEDULE: 'mon 08:00',
    TIME_ZONE: MELBOURNE,
    MAIL_POLL_MS: '50',
    RATE_LIMIT_MAX: '100',
    AUDIT_ENABLED: 'false',
  });
  return async () => {
    const app = await buildApp(config, { now: () => clock.now });
    await app.ready();
    return app;
  };
}

const digestRows = (app: FastifyInstance) =>
  app.db.prepare('SELECT week, scheduled FROM digests ORDER BY id').all() as { week: string; scheduled: number }[];
/** Waits until no email is left to send, so a count of what arrived is final. */
const settled = (app: FastifyInstance) =>
  waitFor(() => !app.db.prepare("SELECT 1 FROM outbox WHERE status = 'pending'").get(), 20_000, 'the outbox to empty');

async function seedWeeks(app: FastifyInstance) {
  const ads = { landing: '/strategy/google-ads', params: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring' } };
  const organic = { landing: '/strategy/seo', referrer: 'https://www.google.com/' };
  await seedEnquiries(app, [
    { at: '2026-09-22T00:00:00Z', ...organic },
    { at: '2026-09-29T00:00:00Z', ...ads, name: 'Priya Secretname', email: 'priya.secret@example.com.au' },
    { at: '2026-09-30T00:00:00Z', ...ads, name: 'Tom Hiddenperson', email: 'tom.hidden@example.net' },
    { at: '2026-10-01T00:00:00Z', ...organic },
    { at: '2026-10-02T00:00:00Z', ...ads, spam: true },
  ]);
  seedViews(app, '2026-09-23', '/strategy/seo', 'phone', 20, 10, { LCP: 2000, INP: 150, CLS: 0.05 });
  seedViews(app, '2026-09-30', '/strategy/seo', 'phone', 20, 10, { LCP: 4600, INP: 150, CLS: 0.05 });
  seedViews(app, '2026-09-30', '/strategy/google-ads', 'desktop', 40, 25, { LCP: 1500, INP: 90, CLS: 0.01 });
}

test('at 08:00 Monday the digest of the week before is queued once, survives a restart at that minute, and arrives once: HTML, text, PNG charts', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-digest-'));
  const smtp = await startSmtp();
  const clock = { now: new Date('2026-10-04T20:00:00Z') }; // Monday 5 Oct 2026, 07:00 AEDT
  const start = site(dir, smtp, clock);
  let app = await start();
  try {
    await seedWeeks(app);
    await app.digests!.checkDue();
    assert.equal(digestRows(app), [], 'nothing before 08:00');

    clock.now = new Date('2026-10-04T21:00:00Z'); // 08:00 AEDT
    await app.digests!.checkDue();
    assert.equal(digestRows(app), [{ week: '2026-09-28', scheduled: 1 }]);
    // The process stops within the minute and a new one starts at 08:00:30, and another check runs.
    await app.close();
    clock.now = new Date('2026-10-04T21:00:30Z');
    app = await start();
    assert.is(await app.digests!.checkDue(), undefined, 'already queued');
    await settled(app);
    assert.equal(digestRows(app), [{ week: '2026-09-28', scheduled: 1 }]);
    assert.is(smtp.messages.length, 4 + 1, 'four staff emails (not spam) and one digest');
    const digests = smtp.messages.filter((m) => /^Subject: Weekly digest/m.test(m.raw));
    assert.is(digests.length, 1);
    assert.equal(digests[0]!.to, ['owner@laserfocus.example', 'sales@laserfocus.example']);

    // cid: links kept as sent (mailparser would otherwise inline the images as data: URIs).
    const mail: ParsedMail = await simpleParser(digests[0]!.raw, { keepCidLinks: true });
    assert.is(mail.subject, 'Weekly digest, 28 Sep to 4 Oct 2026: 3 enquiries (1 the week before)');
    const html = String(mail.html);
    const text = mail.text ?? '';
    for (const part of [html, text]) {
      assert.match(part, 'Paid Search');
      assert.match(part, 'google / cpc / spring');
      assert.match(part, '/strategy/google-ads');
      assert.match(part, '/strategy/seo');
      for (const secret of ['Priya', 'Secretname', 'priya.secret', 'Tom Hiddenperson', 'tom.hidden', '0400 123 456', 'Seed enquiry'])
        assert.not.match(part, secret, `no visitor detail (${secret}) in the digest`);
    }
    assert.match(text, /Worse: Good to Poor/, 'the page whose LCP went from good to poor');
    assert.match(text, /Emails\s+0\s+0/);
    assert.not.match(html, /<img[^>]+src="(?!cid:)/, 'no remote or inline-data images: every image by cid');
    const images = mail.attachments.filter((a) => a.contentType === 'image/png');
    assert.is(images.length, 5, 'enquiries per week, conversion, LCP, INP and CLS per week');
    for (const image of images) {
      assert.match(html, `src="cid:${image.cid}"`);
      assert.is((await sharp(image.content).metadata()).format, 'png');
      // Decoded to pixels, not only its header read.
      const { info } = await sharp(image.content).raw().toBuffer({ resolveWithObject: true });
      assert.is(info.width, 1440, 'drawn at twice the 720 px chart');
    }
  } finally {
    await app.close();
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('two processes checking at the same minute queue one digest; a slot missed while down is caught up once; a slot before the schedule began is not sent', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-digest-'));
  const smtp = await startSmtp();
  const clock = { now: new Date('2026-10-07T01:00:00Z') }; // first start on Wednesday 7 Oct: Monday's slot came before the schedule
  const start = site(dir, smtp, clock);
  const [a, b] = [await start(), await start()];
  try {
    assert.is(await a.digests!.checkDue(), undefined, 'no digest about a week from before the schedule began');
    clock.now = new Date('2026-10-11T21:00:00Z'); // Monday 12 Oct, 08:00 AEDT
    const weeks = await Promise.all([a.digests!.checkDue(), b.digests!.checkDue(), a.digests!.checkDue()]);
    assert.equal(weeks.filter(Boolean), ['2026-10-05']);
    assert.equal(digestRows(a), [{ week: '2026-10-05', scheduled: 1 }]);
    await b.close();
    // Down over the next Monday's 08:00 (19 Oct), back on Wednesday: that week's digest goes once.
    clock.now = new Date('2026-10-20T23:00:00Z');
    assert.is(await a.digests!.checkDue(), '2026-10-12');
    assert.is(await a.digests!.checkDue(), undefined);
    await settled(a);
    assert.is(smtp.messages.length, 2);
    assert.equal(
      digestRows(a).map((r) => r.week),
      ['2026-10-05', '2026-10-12'],
    );
  } finally {
    await a.close();
    await b.close();
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('npm run digest: --preview writes both parts with charts inlined; --send delivers now through the outbox; both safe while the site runs', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-digest-'));
  const smtp = await startSmtp();
  const clock = { now: new Date('2026-10-04T20:00:00Z') };
  const app = await site(dir, smtp, clock)();
  try {
    await seedWeeks(app);
    await settled(app);
    const env = {
      ...process.env,
      DATABASE_PATH: app.db.name,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      DIGEST_TO: 'owner@laserfocus.example',
      TIME_ZONE: MELBOURNE,
    };
    const file = join(dir, 'digest.html');
    const preview = await staffCommand('digest', ['--preview', file, '--week', '2026-10-01'], env);
    assert.match(preview.stdout, 'Wrote the digest for 28 Sep to 4 Oct 2026');
    const html = readFileSync(file, 'utf8');
    assert.is((html.match(/<img src="data:image\/png;base64,/g) ?? []).length, 5);
    assert.not.match(html, 'cid:');
    assert.match(readFileSync(join(dir, 'digest.txt'), 'utf8'), 'ENQUIRIES');
    assert.is(smtp.messages.length, 4, 'the preview sent nothing');

    const sent = await staffCommand('digest', ['--send', '--week', '2026-10-01'], env);
    assert.match(sent.stdout, /Sent the digest for 28 Sep to 4 Oct 2026 to owner@laserfocus.example \(mail:\d+\)/);
    assert.is(smtp.messages.length, 5);
    assert.equal(smtp.messages[4]!.to, ['owner@laserfocus.example']);
    assert.equal(digestRows(app), [{ week: '2026-09-28', scheduled: 0 }], 'on demand: the schedule still sends its own');
    await settled(app);
    assert.is(smtp.messages.length, 5, 'the running site did not send it again');
  } finally {
    await app.close();
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('migration 8 keeps every email of a database from before the digest: same rows, same ids, pending ones still due', () => {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-migrate-'));
  const path = join(dir, 'enquiries.db');
  try {
    // A database as version 7 left it, with a sent and a pending staff email and an acknowledgement.
    const old = new Database(path);
    old.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
    for (const m of migrations.filter((m) => m.version <= 7)) {
      old.exec(m.sql);
      old.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(m.version, '2026-11-01T00:00:00.000Z');
    }
    old
      .prepare(
        "INSERT INTO enquiries (id, created_at, name, email, phone, goals) VALUES (5, '2026-11-01T00:00:00.000Z', 'Jane', 'jane@example.com', '0400 000 000', 'More leads')",
      )
      .run();
    const insert = old.prepare(
      "INSERT INTO outbox (id, enquiry_id, kind, status, attempts, next_attempt_at, last_error, created_at, sent_at) VALUES (?, 5, ?, ?, ?, '2026-11-01T00:05:00.000Z', ?, '2026-11-01T00:00:00.000Z', ?)",
    );
    insert.run(10, 'staff', 'sent', 1, '', '2026-11-01T00:00:01.000Z');
    insert.run(11, 'ack', 'pending', 2, 'connection refused', null);
    insert.run(12, 'staff', 'pending', 0, '', null);
    const before = old.prepare('SELECT * FROM outbox ORDER BY id').all();
    old.close();

    const db = openDatabase(path);
    try {
      assert.equal(
        db
          .prepare(
            'SELECT id, enquiry_id, kind, status, attempts, next_attempt_at, last_error, created_at, sent_at FROM outbox ORDER BY id',
          )
          .all(),
        before,
      );
      assert.equal(
        (
          db.prepare("SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= '2026-11-02' ORDER BY id").all() as {
            id: number;
          }[]
        ).map((r) => r.id),
        [11, 12],
      );
      assert.equal(db.pragma('foreign_key_check'), [], 'no broken references');
      // Deleting the enquiry (forget) still takes its emails with it.
      db.prepare('DELETE FROM enquiries WHERE id = 5').run();
      assert.is((db.prepare('SELECT COUNT(*) AS n FROM outbox').get() as { n: number }).n, 0);
    } finally {
      db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
