/**
 * From enquiry to customer in Chromium: the staff email received by a real SMTP server carries the
 * lead links; following one (GET, as a mail scanner would) changes nothing; the form it shows,
 * posted, records the outcome, and a real receiver gets the signed enquiry.updated webhook, verified
 * with standardwebhooks.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { Browser, Page } from 'playwright';
import { launchChromium, newContext, postEnquiry, startServer, validEnquiry, waitFor, type TestServer } from '../helpers.js';
import { decodeQuotedPrintable, startSmtp, type TestSmtp } from '../smtp.js';
import { startReceiver, type Receiver } from '../receiver.js';

const test = suite('lead outcome from the staff email, in Chromium');
const secret = `whsec_${randomBytes(32).toString('base64')}`;

let server: TestServer;
let smtp: TestSmtp;
let receiver: Receiver;
let browser: Browser;

test.before(async () => {
  smtp = await startSmtp();
  receiver = await startReceiver();
  server = await startServer({
    FORM_MIN_FILL_MS: '0',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_POLL_MS: '50',
    WEBHOOK_URL: receiver.url,
    WEBHOOK_SECRET: secret,
    WEBHOOK_RETRY_BASE_MS: '50',
  });
  browser = await launchChromium();
});
test.after(async () => {
  await browser.close();
  await server.close();
  await receiver.close();
  await smtp.close();
});

const outcomes = (id: number) =>
  server.app.db.prepare('SELECT outcome, value_cents, reason, changed_by FROM enquiry_outcomes WHERE enquiry_id = ? ORDER BY id').all(id);
/** A link from the email (under SITE_URL, the public address) on the test's server, path and token unchanged. */
const onServer = (link: string) => {
  const url = new URL(link);
  assert.is(url.origin, server.config.SITE_URL, 'the email links to the public address');
  return `${server.url}${url.pathname}${url.search}`;
};
const updates = () => receiver.requests.filter((r) => r.body.includes('"enquiry.updated"'));

/** A browser tab that keeps its console errors. */
async function tab(): Promise<Page & { errors: string[] }> {
  const page = Object.assign(await (await newContext(browser, { viewport: { width: 1280, height: 900 } })).newPage(), {
    errors: [] as string[],
  });
  page.on('console', (m) => m.type() === 'error' && page.errors.push(m.text()));
  page.on('pageerror', (e) => page.errors.push(e.message));
  return page;
}

test('the staff email’s links: opening one changes nothing, its form marks the lead contacted, then won with its value, and the CRM hears of each', async () => {
  const now = Date.now();
  const attribution = {
    first: {
      at: now - 60_000,
      path: '/strategy/google-ads',
      params: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring', gclid: 'TEST-GCLID' },
    },
    pages: 2,
  };
  const res = await postEnquiry(server.url, validEnquiry({ name: 'Priya Shah', email: 'priya@shah-plumbing.com.au', attribution }));
  const { id } = (await res.json()) as { id: number };

  // The email as staff receive it: three labelled links, in both parts.
  const mail = await waitFor(() => smtp.messages.find((m) => m.raw.includes('priya@shah-plumbing.com.au')), 10_000, 'the staff email');
  const text = decodeQuotedPrintable(mail.raw);
  const link = (label: string) => onServer(new RegExp(`^${label}: (http\\S+)$`, 'm').exec(text)?.[1] ?? '');
  const [contacted, won, lost] = [link('Contacted'), link('Won'), link('Lost')];
  assert.ok(contacted && won && lost, 'the text part lists Contacted, Won and Lost');
  for (const label of ['Contacted', 'Won', 'Lost'])
    assert.match(text, new RegExp(`<a href="${server.config.SITE_URL}/lead/${id}/${label.toLowerCase()}\\?token=[^"]+"[^>]*>${label}</a>`));
  await waitFor(() => receiver.requests.length === 1, 10_000, 'enquiry.created');

  // Followed with GET (a mail scanner, a link preview, a person who only looks): nothing changes.
  const page = await tab();
  const peek = await page.goto(won!);
  assert.is(peek?.status(), 200);
  assert.is(await page.locator('h1').textContent(), 'Mark as won?');
  const facts = await page.locator('main').innerText();
  for (const fact of ['Priya Shah', 'Paid Search, google / cpc, campaign spring', 'New']) assert.match(facts, fact);
  assert.equal(outcomes(id), [], 'opening the link recorded nothing');
  assert.is(updates().length, 0, 'and sent nothing to the CRM');

  // Contacted: one click on its page.
  await page.goto(contacted!);
  await page.getByRole('button', { name: 'Mark as contacted' }).click();
  await page.waitForURL(/saved=1/);
  assert.is(await page.locator('h1').textContent(), 'Marked as contacted');

  // Won: the value typed as people write it.
  await page.goto(won!);
  await page.getByLabel('Value in AUD').fill('4,800');
  await page.getByRole('button', { name: 'Mark as won' }).click();
  await page.waitForURL(/saved=1/);
  assert.is(await page.locator('h1').textContent(), 'Marked as won');
  assert.match(await page.locator('[role="status"]').innerText(), 'Saved');
  assert.match(await page.locator('.lead-facts').innerText(), 'Won ($4,800)');
  assert.equal(outcomes(id), [
    { outcome: 'contacted', value_cents: null, reason: '', changed_by: 'staff email link' },
    { outcome: 'won', value_cents: 480_000, reason: '', changed_by: 'staff email link' },
  ]);
  assert.equal(page.errors, []);

  const delivered = await waitFor(() => (updates().length === 2 ? updates() : undefined), 10_000, 'two enquiry.updated deliveries');
  const bodies = delivered.map(
    (r) =>
      new Webhook(secret).verify(r.body, {
        'webhook-id': String(r.headers['webhook-id']),
        'webhook-timestamp': String(r.headers['webhook-timestamp']),
        'webhook-signature': String(r.headers['webhook-signature']),
      }) as { type: string; data: Record<string, unknown> },
  );
  assert.equal(
    bodies.map((b) => [b.type, b.data.id, b.data.outcome, b.data.value, b.data.currency]),
    [
      ['enquiry.updated', id, 'contacted', null, null],
      ['enquiry.updated', id, 'won', 4800, 'AUD'],
    ],
  );
});

test('a lost lead needs its reason: the form says so, keeps the page, and then records it', async () => {
  const res = await postEnquiry(server.url, validEnquiry({ name: 'Tom Nguyen', email: 'tom@nguyen-electrical.com.au' }));
  const { id } = (await res.json()) as { id: number };
  const mail = await waitFor(() => smtp.messages.find((m) => m.raw.includes('tom@nguyen-electrical.com.au')), 10_000, 'the staff email');
  const lost = onServer(/^Lost: (http\S+)$/m.exec(decodeQuotedPrintable(mail.raw))![1]!);
  const page = await tab();
  await page.goto(lost);
  // The browser's own check stops an empty reason; a reason of spaces gets past it and the server answers.
  await page.getByLabel('Reason').fill('   ');
  await page.getByRole('button', { name: 'Mark as lost' }).click();
  await page.locator('[role="alert"]', { hasText: 'Please give a short reason' }).waitFor();
  assert.equal(outcomes(id), []);
  await page.getByLabel('Reason').fill('Went with their nephew');
  await page.getByRole('button', { name: 'Mark as lost' }).click();
  await page.waitForURL(/saved=1/);
  assert.match(await page.locator('.lead-facts').innerText(), 'Lost: Went with their nephew');
  assert.equal(outcomes(id), [{ outcome: 'lost', value_cents: null, reason: 'Went with their nephew', changed_by: 'staff email link' }]);
});

test.run();
