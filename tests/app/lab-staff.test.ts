/**
 * Staff get the phone measurement: the staff email's one line (over real SMTP), the webhook's
 * data.audit.lab (to a real HTTP receiver), the export's audit_lcp_ms, audit_cls and
 * audit_performance (CSV and JSON lines, by the staff command), npm run report's table of prospects'
 * home pages on a phone, and the weekly digest's count of prospects with a poor LCP. One app serves
 * them all; the checks and their lab runs are recorded as the engine records them (tests/lab-sample.ts).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { randomBytes } from 'node:crypto';
import { parse as parseCsv } from 'csv-parse/sync';
import { simpleParser } from 'mailparser';
import { startServer, waitFor, type TestServer, staffCommand } from '../helpers.js';
import { startSmtp, type TestSmtp } from '../smtp.js';
import { startReceiver, type Receiver } from '../receiver.js';
import { labResult, quickPage, seedCheckedEnquiry, slowHome } from '../lab-sample.js';
import { queueEnquiryDeliveries } from '../../src/outbox/queue.js';
import type { Audit } from '../../src/audit/checks/audits.js';

const test = suite('the phone measurement for staff');

/** A check's AI search reading, as the crawl records it (src/audit/findings/ai-search.ts), with its verdict. */
const aiReading = (verdict: string, blocksSearch: boolean): NonNullable<Audit['ai']> => ({
  crawlers: [],
  verdict,
  blocksSearch,
  robots: true,
  signals: [],
  llms: { state: 'missing' },
  raw: { words: 300, links: 12, phones: [], text: '' },
  scriptOnly: 0,
});
// Monday 5 October 2026, 07:59 in Melbourne: the digest of the week of 28 September is due at 08:00.
const clock = { now: new Date('2026-10-04T20:59:00Z') };
let smtp: TestSmtp;
let receiver: Receiver;
let server: TestServer;
const checks: Record<'slow' | 'quick' | 'none' | 'unavailable' | 'lastWeek', Audit> = {} as never;

test.before(async () => {
  try {
    await setUp();
  } catch (err) {
    console.error(err);
    throw err;
  }
});

async function setUp() {
  smtp = await startSmtp();
  receiver = await startReceiver();
  server = await startServer(
    {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_TO: 'staff@laserfocus.example',
      MAIL_POLL_MS: '50',
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
      DIGEST_SCHEDULE: 'mon 08:00',
      DIGEST_TO: 'owner@laserfocus.example',
      TIME_ZONE: 'Australia/Melbourne',
      SITE_URL: 'https://www.laserfocus.example',
    },
    { now: () => clock.now },
  );
  const db = server.app.db;
  checks.slow = seedCheckedEnquiry(db, {
    at: '2026-09-29T01:00:00.000Z',
    lab: labResult({ pages: [slowHome, quickPage] }),
    ai: aiReading('Invisible to ChatGPT search: your robots.txt blocks OAI-SearchBot', true),
  });
  checks.quick = seedCheckedEnquiry(db, {
    at: '2026-09-30T01:00:00.000Z',
    website: 'https://quick.example/',
    email: 'sam@quick.example',
    lab: labResult({ pages: [{ ...quickPage, url: 'https://quick.example/', screenshot: false }] }),
    ai: aiReading('Open to AI search and training', false),
    screenshots: [],
  });
  checks.none = seedCheckedEnquiry(db, { at: '2026-09-30T02:00:00.000Z', website: 'https://older.example/', email: 'lee@older.example' });
  checks.unavailable = seedCheckedEnquiry(db, {
    at: '2026-10-01T01:00:00.000Z',
    website: 'https://nobrowser.example/',
    email: 'kim@nobrowser.example',
    lab: labResult({ status: 'unavailable', message: 'The browser measurement is not available on this server.', pages: [] }),
    screenshots: [],
  });
  // The week before: one more poor LCP, for the digest's comparison.
  checks.lastWeek = seedCheckedEnquiry(db, { at: '2026-09-23T01:00:00.000Z', website: 'https://last.example/', lab: labResult() });
}

test.after(async () => {
  await server.close();
  await smtp.close();
  await receiver.close();
});

/** Sends an enquiry's staff email and webhook through the outbox, as the enquiry route queues them. */
async function deliver(audit: Audit) {
  const mails = smtp.messages.length;
  const hooks = receiver.requests.length;
  const now = clock.now.toISOString();
  queueEnquiryDeliveries(server.app.db, audit.enquiry_id, ['staff'], [{ url: receiver.url, webhookId: `msg_${audit.id}` }], now);
  server.app.outbox.notify();
  await waitFor(() => smtp.messages.length === mails + 1 && receiver.requests.length === hooks + 1, 10_000, 'the email and webhook');
  const mail = await simpleParser(smtp.messages.at(-1)?.raw ?? '');
  const body = JSON.parse(receiver.requests.at(-1)?.body ?? '{}');
  return { text: mail.text ?? '', html: String(mail.html), audit: body.data.audit };
}
const phoneRow = (text: string) => text.split('\n').find((l) => l.startsWith('On a phone:'));

test('the staff email says how the home page did on a phone, and the webhook carries data.audit.lab with the screenshot', async () => {
  const slow = await deliver(checks.slow);
  assert.is(
    phoneRow(slow.text),
    'On a phone: LCP 5.2 s (poor), CLS 0.17 (needs improvement), TBT 130 ms (good); performance 41/100, accessibility 78/100, 2 accessibility problems',
  );
  assert.match(slow.html, /<th[^>]*>On a phone<\/th>/);
  assert.equal(slow.audit.lab, {
    status: 'done',
    lcp_ms: 5240,
    cls: 0.17,
    tbt_ms: 130,
    performance: 41,
    accessibility: 78,
    screenshot_url: `https://www.laserfocus.example/audit/${checks.slow.public_id}/lab/0.jpg`,
    uncertain: false,
  });
  // The address staff get opens the screenshot (the same path, on this server).
  const shot = await fetch(`${server.url}${new URL(slow.audit.lab.screenshot_url).pathname}`);
  assert.is(shot.headers.get('content-type'), 'image/jpeg');

  const quick = await deliver(checks.quick);
  assert.is(
    phoneRow(quick.text),
    'On a phone: LCP 1.9 s (good), CLS 0.02 (good), TBT 40 ms (good); performance 96/100, accessibility 100/100',
  );
  assert.is(quick.audit.lab.screenshot_url, null, 'no screenshot was kept');
});

test('a check without a phone measurement has no phone line and lab null; one without a browser says so, every figure null', async () => {
  const none = await deliver(checks.none);
  assert.is(phoneRow(none.text), undefined);
  assert.is(none.audit.lab, null);
  const unavailable = await deliver(checks.unavailable);
  assert.is(phoneRow(unavailable.text), 'On a phone: The browser measurement is not available on this server.');
  assert.equal(unavailable.audit.lab, {
    status: 'unavailable',
    lcp_ms: null,
    cls: null,
    tbt_ms: null,
    performance: null,
    accessibility: null,
    screenshot_url: null,
    uncertain: false,
  });
});

const staff = (name: string, args: string[]) =>
  staffCommand(name, args, { DATABASE_PATH: server.config.DATABASE_PATH, TIME_ZONE: 'Australia/Melbourne' });

test('the export has audit_lcp_ms, audit_cls and audit_performance after audit_improvements, in CSV and JSON lines', async () => {
  const { stdout: csv } = await staff('export', ['--format', 'csv']);
  const rows = parseCsv(csv, { bom: true, columns: true }) as Record<string, string>[];
  const columns = Object.keys(rows[0] ?? {});
  const at = columns.indexOf('audit_improvements');
  assert.equal(columns.slice(at + 1, at + 4), ['audit_lcp_ms', 'audit_cls', 'audit_performance']);
  const byWebsite = new Map(rows.map((r) => [r.website, [r.audit_lcp_ms, r.audit_cls, r.audit_performance]]));
  assert.equal(byWebsite.get('https://quick.example/'), ['1900', '0.02', '96']);
  assert.equal(byWebsite.get('https://older.example/'), ['', '', ''], 'not measured: empty');
  assert.equal(byWebsite.get('https://nobrowser.example/'), ['', '', '']);

  const { stdout: json } = await staff('export', ['--format', 'json']);
  const lines = json
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  const slow = lines.find((l) => l.website === 'https://janes-bakery.com.au/' && l.created_at === '2026-09-29T01:00:00.000Z');
  assert.equal([slow.audit_lcp_ms, slow.audit_cls, slow.audit_performance], [5240, 0.17, 41], 'numbers as numbers');
  assert.is(lines.find((l) => l.website === 'https://older.example/').audit_lcp_ms, null);
});

test("npm run report rates the prospects' home pages on a phone", async () => {
  const { stdout } = await staff('report', ['--format', 'json', '--since', '2026-09-28', '--until', '2026-10-04']);
  const section = JSON.parse(stdout).sections.find((s: { title: string }) => s.title.startsWith("Prospects' home pages on a phone"));
  assert.equal(section.columns, ['Measure', 'Good', 'Needs improvement', 'Poor', 'Median']);
  assert.equal(section.rows, [
    ['Largest Contentful Paint (LCP)', 1, 0, 1, '3.6 s'],
    ['Cumulative Layout Shift (CLS)', 1, 1, 0, '0.10'],
    ['Total Blocking Time (TBT)', 2, 0, 0, '85 ms'],
    ['Performance score (0 to 100)', '', '', '', '69'],
  ]);
  assert.match(section.note, /^2 enquiries \(not spam\) with the home page measured as a phone/);
});

test('npm run report counts the prospects invisible to AI search', async () => {
  const { stdout } = await staff('report', ['--format', 'json', '--since', '2026-09-28', '--until', '2026-10-04']);
  const section = JSON.parse(stdout).sections.find((s: { title: string }) => s.title.startsWith("Prospects' sites in AI search"));
  assert.equal(section.rows, [
    ['Checked for AI crawlers', '2'],
    ['Invisible to AI search (robots.txt blocks an AI search crawler from the home page)', '1'],
    ['Checked again by the prospect (re-checks, in the range)', '0'],
    ['Reports checked again', '0'],
  ]);
});

test('the weekly digest counts the prospects whose home page has a poor LCP on a phone', async () => {
  const mails = smtp.messages.length;
  clock.now = new Date('2026-10-04T21:00:00Z');
  await server.app.digests?.checkDue();
  await waitFor(() => smtp.messages.length === mails + 1, 20_000, 'the digest');
  const digest = await simpleParser(smtp.messages.at(-1)?.raw ?? '');
  assert.match(digest.subject ?? '', /^Weekly digest, 28 Sep to 4 Oct 2026/);
  const sentence =
    '1 prospect of 2 measured this week has a poor LCP (over 4 s on a phone: their main content is slow to show), against 1 the week before.';
  assert.match(digest.text ?? '', sentence);
  assert.match(String(digest.html), sentence);
});

test.run();
