/**
 * "How you compare", walked as a prospect walks it in Chromium without JavaScript: their report, the
 * comparison form's three `type="url"` fields; bad addresses (their own site, a private address, not
 * a website) come back kept, each with its message; two competitors' sites (local servers: one open,
 * one whose robots.txt keeps our crawler out) are queued behind first checks and checked; the table
 * has one column per site (its host in the header) and one row per fact (its name first), each cell
 * "Yes", "No" or why it was not read; the closed site was asked for its robots.txt and nothing else;
 * `/api/audit/:id` carries the comparison, and a fourth competitor is refused; the staff export lists them.
 */
import * as assert from 'uvu/assert';
import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localDate } from '../../src/time/local-time.js';
import { parse as parseCsv } from 'csv-parse/sync';
import { startReceiver } from '../receiver.js';
import { decodeQuotedPrintable, header, startSmtp } from '../smtp.js';
import { browserSuite, CHECK_STEP_MS, requestCheckByForm, staffCommand, waitFor } from '../helpers.js';

const WORDS = '<p>Family plumbers across the eastern suburbs: blocked drains, hot water and gas fitting, with upfront quotes.</p>'.repeat(
  8,
);
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en-AU"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta name="description" content="Family plumbers in Melbourne for blocked drains, hot water and gas fitting, seven days a week."></head><body><h1>${title}</h1>${body}${WORDS}</body></html>`;

/** A site on loopback answering `routes` (a path's page, or robots.txt), recording every request. */
async function site(routes: Record<string, string>): Promise<{ server: Server; url: string; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const body = routes[req.url ?? ''];
    if (body === undefined) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    res.writeHead(200, { 'content-type': req.url === '/robots.txt' ? 'text/plain' : 'text/html' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/`, requests };
}

const prospect = await site({ '/': page('Eastside Plumbing Melbourne', '<p>Call us on 03 9123 4567.</p>') });
const rival = await site({
  '/': page('Northside Plumbing Melbourne', '<p>Call us on <a href="tel:+61391234568">03 9123 4568</a>.</p><a href="/about">About</a>'),
  '/about': page('About Northside Plumbing', '<a href="/">Home</a>'),
});
const closed = await site({ '/robots.txt': 'User-agent: *\nDisallow: /\n', '/': page('Westside Plumbing', '') });
const port = (url: string) => new URL(url).port;
const receiver = await startReceiver();
const smtp = await startSmtp();

const s = browserSuite('how you compare in Chromium', {
  env: {
    AUDIT_ENABLED: 'true',
    // The sites' own ports only: every other private address stays refused, as in production.
    AUDIT_ALLOW_ADDRESSES: [prospect, rival, closed].map((x) => `127.0.0.1:${port(x.url)}`).join(','),
    FORM_MIN_FILL_MS: '0',
    AUDIT_REUSE_MS: '0',
    AUDIT_MAX_PAGES: '5',
    COMPARE_MAX_PAGES: '3',
    COMPARE_LAB: 'false',
    WEBHOOK_URL: receiver.url,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_TO: 'staff@laserfocus.example',
    MAIL_POLL_MS: '50',
    WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
  },
});
const { test } = s;
test.after(async () => {
  await receiver.close();
  await smtp.close();
  for (const x of [prospect, rival, closed]) {
    x.server.closeAllConnections();
    x.server.close();
  }
});

let report = '';

test('the form keeps bad addresses with their messages, then two competitors are checked and compared fact by fact', async () => {
  const withJs = await s.open('/');
  report = await requestCheckByForm(withJs, {
    name: 'Jane Smith',
    email: 'jane@eastside.example',
    phone: '0400 555 666',
    website: prospect.url,
    goals: 'More calls from Google.',
  });
  await withJs.locator('h1', { hasText: /scored \d+ out of 100$/ }).waitFor({ timeout: CHECK_STEP_MS });
  await withJs.context().close();

  const p = await s.open(report, { javaScriptEnabled: false });
  const form = p.locator('form[data-audit-compare]');
  assert.equal(await form.locator('input').evaluateAll((els) => els.map((e) => [e.getAttribute('name'), e.getAttribute('type')])), [
    ['competitor1', 'url'],
    ['competitor2', 'url'],
    ['competitor3', 'url'],
  ]);
  await form.locator('[name="competitor1"]').fill(prospect.url);
  await form.locator('[name="competitor2"]').fill('http://10.1.2.3/');
  await form.locator('[name="competitor3"]').fill('not a website');
  const [refused] = await Promise.all([p.waitForResponse((r) => r.url().endsWith('/compare')), form.locator('button').click()]);
  assert.is(refused.status(), 422);
  const again = p.locator('form[data-audit-compare]');
  assert.equal(await again.locator('input').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)), [
    prospect.url,
    'http://10.1.2.3/',
    'not a website',
  ]);
  assert.equal(await again.locator('.field-error').allInnerTexts(), [
    'That is your own site: enter a competitor’s.',
    'That is a private address, not a public website: enter your competitor’s site.',
    'Enter a website address, such as competitor.com.au.',
  ]);
  assert.is(await again.locator('#competitor2').getAttribute('aria-describedby'), 'competitor2-error');

  await again.locator('[name="competitor1"]').fill(rival.url);
  await again.locator('[name="competitor2"]').fill(closed.url);
  await again.locator('[name="competitor3"]').fill('');
  const [queued] = await Promise.all([p.waitForResponse((r) => r.url().endsWith('/compare')), again.locator('button').click()]);
  assert.is(queued.status(), 303);
  await p.waitForURL((u) => u.pathname === report && u.hash === '#comparison');

  // Without JavaScript nothing polls: the API says when both are checked, then the page is read again.
  const api = `${s.server.url}/api/audit/${report.split('/').pop()}`;
  await waitFor(
    async () => {
      const body = (await (await fetch(api)).json()) as { comparison?: { sites: { status: string }[] } };
      return body.comparison?.sites.every((x) => x.status === 'done' || x.status === 'failed');
    },
    CHECK_STEP_MS,
    'both competitors checked',
  );
  await p.reload();
  const table = p.locator('#comparison table.compare-facts');
  const hosts = [prospect, rival, closed].map((x) => new URL(x.url).host);
  assert.equal(await table.locator('thead th').allInnerTexts(), ['Fact', `${hosts[0]} (you)`, hosts[1], hosts[2]]);
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => (c as HTMLElement).innerText.trim())));
  for (const [fact, ...cells] of rows) {
    assert.ok(fact, 'each row names its fact first');
    assert.is(cells.length, 3, `${fact}: one cell per site`);
    for (const cell of cells) assert.match(cell, /^(Yes|No|Not read: |Not measured)/, `${fact}: "${cell}"`);
  }
  const row = (fact: string) => rows.find((r) => r[0] === fact) ?? [];
  assert.match(row('Phone numbers tap to call')[1] ?? '', /^No: /, 'the prospect shows its number as text');
  assert.is(row('Phone numbers tap to call')[2], 'Yes, on the 2 pages read', 'the rival links its number, on the pages read');
  assert.match(row('Phone numbers tap to call')[1] ?? '', /See the fix$/, 'behind: the fix in their own report');
  assert.is(row('Served over HTTPS')[2], 'No');
  for (const cell of rows.map((r) => r[3])) assert.is(cell, 'Not read: its robots.txt asks our crawler not to read it, so we did not');
  // Polite: the closed site was asked for its robots.txt, and nothing else.
  assert.equal([...new Set(closed.requests)], ['/robots.txt']);
  assert.is(rival.requests[0], '/robots.txt', 'robots.txt read before any page of a site nobody asked us to check');
  const pages = rival.requests.filter((r) => !/\.(txt|xml|json)$/.test(r));
  assert.equal(pages, ['/', '/about'], 'its pages, within COMPARE_MAX_PAGES');

  const body = (await (await fetch(api)).json()) as { comparison: { sites: { host: string }[]; facts: { fact: string }[] } };
  assert.equal(
    body.comparison.sites.map((x) => x.host),
    hosts,
  );
  assert.ok(body.comparison.facts.some((f) => f.fact === 'ChatGPT search can read it'));

  // On a phone's screen each row stacks, each cell named by its site: nothing scrolls sideways.
  const phone = await s.open(`${report}#comparison`, { javaScriptEnabled: false, width: 375 });
  assert.ok(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling at 375 px');
  assert.match(
    await phone
      .locator('#comparison tbody td')
      .first()
      .evaluate((td) => getComputedStyle(td, '::before').content),
    hosts[0] ?? '',
  );
  await phone.context().close();

  // On paper (A4, 14 mm margins at the sides, 14 and 16 mm top and bottom: 182 × 267 mm, 688 × 1009 CSS px),
  // the comparison starts a page and fits on it.
  const paper = await s.open(`${report}#comparison`, { javaScriptEnabled: false, width: 688 });
  await paper.emulateMedia({ media: 'print' });
  const printed = await paper.locator('#comparison').evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    breakBefore: getComputedStyle(el).breakBefore,
  }));
  assert.is(printed.breakBefore, 'page');
  assert.ok(printed.height <= 1009, `the comparison is ${Math.round(printed.height)} px tall on paper`);
  await paper.context().close();

  // A fourth and a fifth: refused with the form kept; the report offers one more field only.
  assert.is(await p.locator('form[data-audit-compare] input').count(), 1);
  const fourth = await p.request.post(`${s.server.url}${report}/compare`, {
    headers: { origin: s.server.url, 'content-type': 'application/json' },
    data: { competitor1: 'https://fourth.example.com.au/', competitor2: 'https://fifth.example.com.au/' },
  });
  assert.is(fourth.status(), 422);
  assert.match(((await fourth.json()) as { message: string }).message, 'up to 3 competitors, and this one has 2 already');
  // The refused post's 422 is the browser's only complaint: the page itself raised none.
  assert.equal(
    p.errors.filter((e) => !e.includes('status of 422')),
    [],
  );
  await p.context().close();
});

test('with JavaScript: a bad address is refused in place, its error beside it and a toast, the page not reloaded', async () => {
  const p = await s.open(`${report}#comparison`);
  const form = p.locator('form[data-audit-compare]');
  await form.locator('[name="competitor1"]').fill('not a website');
  const marker = await p.evaluate(() => {
    (window as Window & { notReloaded?: boolean }).notReloaded = true;
    return true;
  });
  assert.ok(marker);
  await form.locator('button').click();
  await form.locator('#competitor1-error').waitFor();
  assert.is(await form.locator('#competitor1-error').innerText(), 'Enter a website address, such as competitor.com.au.');
  assert.is(await form.locator('#competitor1').getAttribute('aria-invalid'), 'true');
  assert.is(await form.locator('#competitor1').inputValue(), 'not a website', 'kept as typed');
  assert.match(await p.locator('[data-audit-compare-status]').innerText(), 'Please check the addresses marked below.');
  assert.ok(await p.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded), 'the page was not reloaded');
  await p.context().close();
});

test('staff hear of the finished comparison once: an email naming each competitor and where the prospect is behind', async () => {
  const mails = () => smtp.messages.filter((m) => header(m.raw, 'Subject').startsWith('Compared: Jane Smith'));
  await waitFor(() => mails().length === 1, 30_000, 'the comparison email');
  const mail = decodeQuotedPrintable(mails()[0]?.raw ?? '');
  const [rivalHost, closedHost] = [rival, closed].map((x) => new URL(x.url).host);
  assert.match(mail, 'Jane Smith compared their site with 2 competitors.');
  assert.match(mail, new RegExp(`Competitor: ${rivalHost}: \\d+ of 100`));
  assert.match(mail, `Competitor: ${closedHost}: Not read: its robots.txt asks our crawler not to read it`);
  assert.match(mail, /Behind on: Phone numbers tap to call/);
  assert.match(mail, /\/audit\/[A-Za-z0-9_-]{22}\?via=staff-email#comparison/);
});

test('staff hear of the finished comparison once, in a signed audit.compared webhook carrying the table', async () => {
  const compared = () => receiver.requests.filter((r) => r.body.includes('"audit.compared"'));
  await waitFor(() => compared().length === 1, 30_000, 'the audit.compared webhook');
  const [delivery] = compared();
  assert.ok(delivery?.headers['webhook-signature'], 'signed as every delivery is');
  const body = JSON.parse(delivery?.body ?? '{}');
  assert.is(body.data.email, 'jane@eastside.example');
  assert.match(body.data.report_url, /\/audit\/[A-Za-z0-9_-]{22}#comparison$/);
  assert.is(body.data.comparison.sites.length, 3);
  assert.ok(body.data.comparison.facts.every((f: { cells: unknown[] }) => f.cells.length === 3));
});

test("staff see the competitors beside the enquiry in the export's audit_compared column and the weekly digest", async () => {
  const env = { DATABASE_PATH: s.server.config.DATABASE_PATH, TIME_ZONE: 'Australia/Melbourne' };
  const { stdout: csv } = await staffCommand('export', ['--format', 'csv'], env);
  const row = (parseCsv(csv, { bom: true, columns: true }) as Record<string, string>[]).find((r) => r.email === 'jane@eastside.example');
  const [rivalHost, closedHost] = [rival, closed].map((x) => new URL(x.url).host);
  assert.match(
    row?.audit_compared ?? '',
    new RegExp(`^${rivalHost} \\d+; ${closedHost} not read: Its robots.txt asks our crawler not to read it, so we did not$`),
  );

  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-compare-digest-'));
  try {
    // This week as the digest counts it, in its time zone.
    await staffCommand(
      'digest',
      ['--preview', join(dir, 'digest.html'), '--week', localDate(new Date().toISOString(), env.TIME_ZONE)],
      env,
    );
    assert.match(
      readFileSync(join(dir, 'digest.html'), 'utf8'),
      '1 prospect compared their site with competitors this week (2 competitors)',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
