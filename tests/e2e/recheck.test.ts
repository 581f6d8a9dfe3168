/**
 * "Check again", walked as a prospect walks it in Chromium: the form names their site (a local site
 * with a missing description and a broken link), the report shows the problems; they fix the site
 * (its files change) and check again, with JavaScript and then without; the report compares the new
 * check with the one before (the fixed findings, the score rising) and lists the earlier checks.
 * Staff hear of each re-check once (a real SMTP server and a real webhook receiver), and npm run lead,
 * the export, the weekly digest and npm run report show it.
 */
import * as assert from 'uvu/assert';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { localDate } from '../../src/time/local-time.js';
import { browserSuite, CHECK_STEP_MS, staffCommand, waitFor, requestCheckByForm } from '../helpers.js';
import { startReceiver } from '../receiver.js';
import { decodeQuotedPrintable, header, startSmtp } from '../smtp.js';

const smtp = await startSmtp();
const receiver = await startReceiver();

/** The prospect's site: before the fix, the home page has no description and links to a page that is not there. */
let fixed = false;
let failing = false;
/** While set, the home page waits for it: a re-check is held running. */
let held: Promise<void> | undefined;
const WORDS = '<p>Family plumbers across the eastern suburbs: blocked drains, hot water and gas fitting, with upfront quotes.</p>'.repeat(
  8,
);
const prospect = createServer(async (req, res) => {
  if (held && req.url === '/') await held;
  if (failing) return void res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Down for maintenance</h1>');
  const page = (title: string, body: string, description = true) =>
    `<!doctype html><html lang="en-AU"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${
      description
        ? '<meta name="description" content="Family plumbers in Melbourne for blocked drains, hot water and gas fitting, seven days a week.">'
        : ''
    }</head><body><h1>${title}</h1>${body}${WORDS}</body></html>`;
  if (req.url === '/')
    return void res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(page('Eastside Plumbing Melbourne', `<a href="/about">About us</a> ${fixed ? '' : '<a href="/old-prices">Prices</a>'}`, fixed));
  if (req.url === '/about')
    return void res.writeHead(200, { 'content-type': 'text/html' }).end(page('About Eastside Plumbing', '<a href="/">Home</a>'));
  res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
});
await new Promise<void>((resolve) => prospect.listen(0, '127.0.0.1', () => resolve()));
const website = `http://127.0.0.1:${(prospect.address() as { port: number }).port}/`;

const s = browserSuite('check again in Chromium', {
  env: {
    AUDIT_ENABLED: 'true',
    AUDIT_ALLOW_PRIVATE: 'true',
    FORM_MIN_FILL_MS: '0',
    AUDIT_REUSE_MS: '0',
    AUDIT_RECHECK_MS: '0',
    AUDIT_RECHECKS_PER_DAY: '6',
    AUDIT_MAX_PAGES: '5',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_TO: 'staff@laserfocus.example',
    MAIL_POLL_MS: '50',
    WEBHOOK_URL: receiver.url,
    WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
    TIME_ZONE: 'Australia/Melbourne',
  },
});
const { test } = s;
test.after(async () => {
  prospect.closeAllConnections();
  prospect.close();
  await smtp.close();
  await receiver.close();
});

let report = '';
const staffMails = () =>
  smtp.messages.filter((m) => header(m.raw, 'Subject').startsWith('Checked again')).map((m) => decodeQuotedPrintable(m.raw));
const rechecked = () => receiver.requests.filter((r) => r.body.includes('"audit.rechecked"'));
const scoreOf = async (page: Awaited<ReturnType<typeof s.open>>) =>
  Number(/scored (\d+) out of 100/.exec(await page.locator('h1').innerText())?.[1]);

test('with JavaScript: the form, the report, the site fixed, Check again; the report shows what was fixed and the score rising', async () => {
  const page = await s.open('/');
  const details = { name: 'Jane Smith', email: 'jane@eastside.example', phone: '0400 555 666', website, goals: 'More calls from Google.' };
  report = await requestCheckByForm(page, details);
  await page.locator('h1', { hasText: /scored \d+ out of 100$/ }).waitFor({ timeout: CHECK_STEP_MS });
  const before = await scoreOf(page);
  assert.match(await page.locator('.audit-group--problem').innerText(), 'answers with an error');
  assert.ok(await page.locator('#finding-meta-description').isVisible(), 'the missing description is listed');
  assert.not.ok(await page.locator('#audit-changes').count(), 'nothing to compare after one check');

  fixed = true;
  await page.getByRole('button', { name: 'Check again' }).click();
  // The page reloads into the new check's live progress, then into the finished report.
  await page.locator('#audit-changes').waitFor({ timeout: CHECK_STEP_MS * 2 });
  const after = await scoreOf(page);
  assert.ok(after > before, `the score rose: ${before} → ${after}`);
  const changes = page.locator('#audit-changes').locator('..');
  const fixedList = await page.locator('.audit-change-list', { hasText: 'Fixed' }).innerText();
  assert.match(fixedList, 'The page has no meta description');
  assert.match(fixedList, 'answers with an error');
  assert.match(await changes.innerText(), new RegExp(`went from ${before} to ${after} \\(up ${after - before}\\)`));
  // Each fixed finding links to its details on the page, now passed.
  const link = page.locator('.audit-change-list a[href="#finding-meta-description"]');
  assert.ok(await link.isVisible(), 'linked to its details');
  assert.match(await page.locator('#audit-history').locator('..').innerText(), `${before} out of 100 (your first check)`);
  assert.equal(page.errors, []);

  // Staff hear of it once: the email, and the signed webhook with the before and after.
  await waitFor(() => staffMails().length === 1 && rechecked().length === 1, 30_000, 'the re-check email and webhook');
  const mail = staffMails()[0] ?? '';
  assert.match(mail, new RegExp(`Jane Smith checked their site again: ${before} → ${after}, [1-9]\\d* of \\d+ problems fixed\\.`));
  assert.match(mail, `/audit/${report.split('/').pop()}?via=staff-email`);
  assert.match(mail, /lead\/\d+\/won\?token=/, 'the lead links, as in the first email');
  const body = JSON.parse(rechecked()[0]?.body ?? '{}');
  assert.equal([body.data.status, body.data.before.score, body.data.after.score], ['done', before, after]);
  assert.ok(body.data.fixed.includes('meta-description') && body.data.fixed.includes('broken-links'), body.data.fixed.join(', '));
  assert.ok(rechecked()[0]?.headers['webhook-signature'], 'signed');
  await page.context().close();
});

test('without JavaScript: Check again posts, is answered with a 303 back to the report, and the report shows the new check', async () => {
  const page = await s.open(report, { javaScriptEnabled: false });
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/recheck')),
    page.getByRole('button', { name: 'Check again' }).click(),
  ]);
  assert.is(answer.status(), 303);
  await page.waitForURL((u) => u.pathname === report);
  // The page reloads itself (a meta refresh) until the check is done.
  await page.locator('#audit-changes').waitFor({ timeout: CHECK_STEP_MS * 2 });
  assert.match(await page.locator('#audit-history').locator('..').innerText(), '(your first check)');
  assert.is(await page.locator('.audit-history li').count(), 2, 'two earlier checks');
  await waitFor(() => staffMails().length === 2 && rechecked().length === 2, 30_000, 'the second re-check email and webhook');
  await page.context().close();
});

test('without JavaScript, while a re-check runs: the report keeps the last score and its date, and says only what is true of the run', async () => {
  let release = () => {};
  held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const page = await s.open(report, { javaScriptEnabled: false });
  try {
    const last = await scoreOf(page);
    await Promise.all([page.waitForURL((u) => u.pathname === report), page.getByRole('button', { name: 'Check again' }).click()]);
    const text = await page.locator('main').innerText();
    assert.match(await page.locator('h1').innerText(), 'again');
    assert.match(text, new RegExp(`Your last check, on .+?, scored ${last} out of 100`));
    // No phone run was made and no page read yet: nothing says otherwise.
    assert.not.match(text, 'Now measuring your home page');
  } finally {
    release();
    held = undefined;
    await page.context().close();
  }
  await waitFor(() => staffMails().length === 3, 60_000, 'the held re-check finished');
});

test('a site that now fails: the report says the new check failed and keeps showing the last good one', async () => {
  const page = await s.open(report);
  const before = await scoreOf(page);
  failing = true;
  try {
    await page.getByRole('button', { name: 'Check again' }).click();
    await page
      .locator('.audit-notice', { hasText: 'We could not complete the new check of your site' })
      .waitFor({ timeout: CHECK_STEP_MS * 2 });
    assert.is(await scoreOf(page), before, 'the last good check is still shown');
    assert.ok(await page.locator('#audit-changes').isVisible(), 'with its comparison');
  } finally {
    failing = false;
  }
  await waitFor(() => staffMails().length === 4, 30_000, 'the failed re-check email');
  assert.match(staffMails()[3] ?? '', 'the new check failed');
  await page.context().close();
});

test('staff see it: npm run lead, the export, the digest and npm run report', async () => {
  const env = { DATABASE_PATH: s.server.config.DATABASE_PATH, TIME_ZONE: 'Australia/Melbourne' };
  const id = String(
    (s.server.app.db.prepare('SELECT id FROM enquiries WHERE email = ?').get('jane@eastside.example') as { id: number }).id,
  );
  // Opened by staff from their email: not counted.
  const views = () => (s.server.app.db.prepare('SELECT report_views AS n FROM audits').get() as { n: number }).n;
  const seen = views();
  await fetch(`${s.server.url}${report}?via=staff-email`);
  assert.is(views(), seen, "staff's visits from the email are not counted");
  assert.ok(seen >= 3, `the report was opened ${seen} times`);

  const { stdout: lead } = await staffCommand('lead', [id], env);
  assert.match(lead, new RegExp(`Site check \\(report opened ${seen} times, last (this minute|\\d+ minutes? ago)\\):`));
  assert.match(lead, /checked: \d+\/100/);
  assert.match(lead, /checked again: \d+ → \d+, [1-9]\d* of \d+ problems fixed/);
  assert.match(lead, /checked again: the new check failed/);

  const { stdout: csv } = await staffCommand('export', ['--format', 'csv'], env);
  const row = (parseCsv(csv, { bom: true, columns: true }) as Record<string, string>[]).find((r) => r.email === 'jane@eastside.example');
  assert.is(row?.audit_checks, '5');
  assert.ok(Number(row?.audit_last_score) > Number(row?.audit_first_score), `${row?.audit_first_score} → ${row?.audit_last_score}`);
  assert.is(row?.audit_report_views, String(seen));

  const { stdout: json } = await staffCommand('report', ['--format', 'json'], env);
  const rows = JSON.parse(json).sections.find((x: { title: string }) => x.title.startsWith("Prospects' sites in AI search")).rows;
  assert.equal(rows.slice(2), [
    ['Checked again by the prospect (re-checks, in the range)', '4'],
    ['Reports checked again', '1'],
  ]);

  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-recheck-digest-'));
  try {
    // This week as the digest counts it, in its time zone: on a Sunday afternoon UTC, Melbourne's Monday has begun.
    const today = localDate(new Date().toISOString(), env.TIME_ZONE);
    await staffCommand('digest', ['--preview', join(dir, 'digest.html'), '--week', today], env);
    assert.match(readFileSync(join(dir, 'digest.html'), 'utf8'), '1 prospect checked their site again this week (4 re-checks)');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
