/**
 * Lead intelligence and field insight, as a visitor produces them in Chromium, checked where staff
 * read them: the database, the staff email (real SMTP), the CSV export, the signed webhook (real
 * receiver, verified with standardwebhooks) and the report.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { randomBytes } from 'node:crypto';
import { parse as parseCsv } from 'csv-parse/sync';
import { Webhook } from 'standardwebhooks';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright';
import {
  BROWSER_WAIT_MS,
  launchChromium,
  newContext,
  startServer,
  staffCommand,
  untilInPage,
  waitFor,
  waitForIslands,
  within,
  type TestServer,
} from '../helpers.js';
import { decodeQuotedPrintable, startSmtp, type TestSmtp } from '../smtp.js';
import { startReceiver, type Receiver } from '../receiver.js';

const test = suite('lead journey in Chromium');
const secret = `whsec_${randomBytes(32).toString('base64')}`;
// A person's browser: headless Chromium announces itself, and the beacon endpoint does not count bots.
// Set on the command line: a context's user agent does not reach beacons sent as a page is left.
const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const LANDING = '/strategy/google-ads?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=TEST1';

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
    WEBHOOK_URL: receiver.url,
    WEBHOOK_SECRET: secret,
    FIELD_FLUSH_MS: '3600000',
  });
  browser = await launchChromium({ args: [`--user-agent=${userAgent}`] });
});
test.after(async () => {
  await browser.close();
  await server.close();
  await receiver.close();
  await smtp.close();
});

const context = (options: BrowserContextOptions = {}) => newContext(browser, { viewport: { width: 1280, height: 900 }, ...options });
const staff = (script: string, args: string[]) => staffCommand(script, args, { DATABASE_PATH: server.config.DATABASE_PATH });
/**
 * Two frames painted, then the browser idle twice: what it buffered for observers has been delivered.
 * An idle moment is not waited for past a second (a renderer kept busy may have none), nor the whole past BROWSER_WAIT_MS.
 */
const idle = (page: Page) =>
  within(
    page.evaluate(
      () =>
        new Promise((done) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => requestIdleCallback(() => requestIdleCallback(done, { timeout: 1000 }), { timeout: 1000 })),
          ),
        ),
    ),
    BROWSER_WAIT_MS,
    `two frames and two idle moments in ${page.url()}`,
  );
/** web-vitals starts after the page has loaded and reports what the browser buffered once it is idle. */
const measured = async (page: Page) => {
  await page.locator('html[data-field="measuring"]').waitFor({ state: 'attached' });
  await idle(page);
};
/** Fills the page's audit form (islands awake) and sends it, waiting for the success toast or the thank-you page it leads to. */
async function sendForm(page: Page, fields: Record<string, string>): Promise<void> {
  await waitForIslands(page);
  const form = page.locator('#contact form');
  for (const [name, value] of Object.entries(fields)) await form.locator(`[name="${name}"]`).fill(value);
  await form.locator('button[type="submit"]').click();
  // The toast shows for 1.5 s before the island goes on to /thank-you: on a busy machine a check
  // can fall after it (the toast itself is the audit form's test, with a paused clock).
  await page
    .locator('.toast', { hasText: 'Message Sent!' })
    .or(page.locator('h1', { hasText: /^thank you/i }))
    .waitFor();
}
const lastEnquiry = () => server.app.db.prepare('SELECT * FROM enquiries ORDER BY id DESC LIMIT 1').get() as Record<string, unknown>;
const touch = (id: unknown, which: string) =>
  server.app.db.prepare('SELECT * FROM enquiry_touches WHERE enquiry_id = ? AND touch = ?').get(id, which) as
    | Record<string, string>
    | undefined;

test('lands from a Google Ads click, browses two more pages, sends the home form: attributed everywhere staff look', async () => {
  const ctx = await context();
  const page = await ctx.newPage();
  await page.goto(server.url + LANDING);
  await page.locator('main a[href="/design/landing-page-design"]').first().click();
  await page.waitForURL('**/design/landing-page-design');
  await page.locator('header a.brand').click();
  await page.waitForURL(server.url + '/');
  await sendForm(page, {
    name: 'Priya Shah',
    email: 'priya@shah-plumbing.com.au',
    phone: '0400 111 222',
    goals: 'More emergency call-outs.',
  });
  // What follows is read where staff read it: the tab need not stay open (and paint) meanwhile.
  await ctx.close();

  const enquiry = lastEnquiry();
  assert.is(enquiry.email, 'priya@shah-plumbing.com.au');
  assert.is(enquiry.pages_viewed, 3, 'landing page, one more, then home');
  assert.is(enquiry.attribution_via, 'browser');
  const first = touch(enquiry.id, 'first')!;
  assert.is(first.landing_path, '/strategy/google-ads');
  assert.equal(
    [first.utm_source, first.utm_medium, first.utm_campaign, first.gclid, first.channel],
    ['google', 'cpc', 'spring', 'TEST1', 'Paid Search'],
  );

  // The staff email: "How they found us".
  const mail = await waitFor(() => smtp.messages.find((m) => m.raw.includes('priya@shah-plumbing.com.au')), 10_000, 'the staff email');
  const text = decodeQuotedPrintable(mail.raw);
  for (const expected of [
    'How they found us',
    'Channel: Paid Search',
    'Source / medium: google / cpc',
    'Campaign: spring',
    'Pages viewed: 3',
    '/strategy/google-ads?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=TEST1',
  ]) {
    assert.ok(text.includes(expected), `email shows ${expected}`);
  }
  assert.match(text, /Received: (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm) AE[DS]T/);

  // The signed webhook.
  const delivery = await waitFor(() => receiver.requests.find((r) => r.body.includes('priya@shah-plumbing.com.au')), 10_000, 'the webhook');
  const body = new Webhook(secret).verify(delivery.body, {
    'webhook-id': String(delivery.headers['webhook-id']),
    'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
    'webhook-signature': String(delivery.headers['webhook-signature']),
  }) as { type: string; data: { pages_viewed: number; attribution: { first: Record<string, unknown> } } };
  assert.is(body.type, 'enquiry.created');
  assert.is(body.data.pages_viewed, 3);
  assert.is(body.data.attribution.first.channel, 'Paid Search');
  assert.is(body.data.attribution.first.campaign, 'spring');

  // The CSV export and the report.
  const { stdout: csv } = await staff('export', ['--format', 'csv']);
  const row = (parseCsv(csv, { bom: true, columns: true }) as Record<string, string>[]).find(
    (r) => r.email === 'priya@shah-plumbing.com.au',
  )!;
  assert.equal(
    [
      row.first_channel,
      row.first_source,
      row.first_medium,
      row.first_campaign,
      row.first_click_ids,
      row.first_landing_page,
      row.pages_viewed,
    ],
    ['Paid Search', 'google', 'cpc', 'spring', 'gclid=TEST1', '/strategy/google-ads', '3'],
  );
  const { stdout: report } = await staff('report', []);
  assert.match(report, /google\s+cpc\s+spring\s+1/);
  assert.match(report, /Paid Search\s+1\s+1/);
});

test('a referral from chatgpt.com, then an Ads click within the same visit: the click is the last touch, the referral stays first', async () => {
  const ctx = await context();
  const page = await ctx.newPage();
  await page.goto(`${server.url}/strategy/seo`, { referer: 'https://chatgpt.com/' });
  assert.is(await page.evaluate(() => document.referrer), 'https://chatgpt.com/');
  await page.goto(`${server.url}/strategy/google-ads?utm_source=google&utm_medium=cpc&utm_campaign=summer&gclid=ADS2`);
  await sendForm(page, { name: 'Tom Ng', email: 'tom@ng-electrical.com.au', phone: '0400 333 444', goals: 'More commercial jobs.' });
  await ctx.close();

  const enquiry = lastEnquiry();
  assert.is(enquiry.email, 'tom@ng-electrical.com.au');
  assert.is(enquiry.pages_viewed, 2, 'one visit of two pages');
  const first = touch(enquiry.id, 'first')!;
  assert.equal([first.channel, first.source, first.landing_path, first.gclid], ['AI Assistant', 'chatgpt.com', '/strategy/seo', '']);
  const last = touch(enquiry.id, 'last')!;
  assert.equal(
    [last.channel, last.source, last.medium, last.utm_campaign, last.gclid, last.landing_path],
    ['Paid Search', 'google', 'cpc', 'summer', 'ADS2', '/strategy/google-ads'],
  );
  const { stdout: csv } = await staff('export', ['--format', 'csv']);
  const row = (parseCsv(csv, { bom: true, columns: true }) as Record<string, string>[]).find(
    (r) => r.email === 'tom@ng-electrical.com.au',
  )!;
  assert.equal([row.first_channel, row.last_channel, row.last_click_ids], ['AI Assistant', 'Paid Search', 'gclid=ADS2']);
  const { stdout: report } = await staff('report', []);
  assert.match(report, /google\s+cpc\s+summer\s+1/);
});

test("without JavaScript, the landing page's own form: the last touch comes from the Referer", async () => {
  const ctx = await context({ javaScriptEnabled: false });
  const page = await ctx.newPage();
  await page.goto(server.url + LANDING.replace('TEST1', 'NOJS1'));
  const form = page.locator('#contact form');
  for (const [name, value] of Object.entries({
    name: 'Tom Nguyen',
    email: 'tom@nguyen-dental.com.au',
    phone: '03 9000 1111',
    goals: 'New patients.',
  })) {
    await form.locator(`[name="${name}"]`).fill(value);
  }
  await form.locator('button[type="submit"]').click();
  await page.waitForURL('**/thank-you');
  const enquiry = lastEnquiry();
  assert.is(enquiry.email, 'tom@nguyen-dental.com.au');
  assert.is(enquiry.attribution_via, 'referer');
  const last = touch(enquiry.id, 'last')!;
  assert.equal(
    [last.landing_path, last.utm_source, last.utm_medium, last.utm_campaign, last.gclid, last.channel],
    ['/strategy/google-ads', 'google', 'cpc', 'spring', 'NOJS1', 'Paid Search'],
  );
  assert.is(touch(enquiry.id, 'first'), undefined, 'no first touch is known without JavaScript');
  await ctx.close();
});

test('field measurement: five pages then leaving give five page views, one visit, and LCP, CLS and TTFB per page (INP after an interaction)', async () => {
  server.app.field.flush(server.app.db);
  server.app.db.exec('DELETE FROM field_pages; DELETE FROM field_buckets');
  const ctx = await context();
  const page = await ctx.newPage();
  const paths = ['/', '/strategy/seo', '/content/blogging', '/work/testimonials', '/terms-of-service'];
  for (const path of paths) {
    await page.goto(server.url + path, { waitUntil: 'load' });
    await measured(page);
    if (path === '/strategy/seo') {
      // A visitor's click, through Chromium's own input pipeline: the pointer rests on the menu
      // button of the awake header (which opens its menu), then presses it (which closes it). The
      // browser times the press (its first-input entry, what INP reports here) at the next frame it
      // paints, which the closing menu makes sure of; under load that frame can come after the page
      // is left, and then there is nothing to report, so the test waits for it.
      await waitForIslands(page);
      const trigger = page.locator('.menu-trigger').first();
      const box = await trigger.boundingBox();
      if (!box) throw new Error('the first menu button on /strategy/seo has no box: is the desktop menu shown at 1280 px?');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await trigger.and(page.locator('[aria-expanded="true"]')).waitFor();
      await page.mouse.down();
      await page.mouse.up();
      await trigger.and(page.locator('[aria-expanded="false"]')).waitFor();
      await untilInPage(
        page,
        "Chromium's timing of the click (its first-input entry)",
        () => performance.getEntriesByType('first-input').length > 0,
        {
          polling: 100,
        },
      );
      await idle(page);
    }
  }
  await page.goto('about:blank');
  const views = await waitFor(
    () => {
      server.app.field.flush(server.app.db);
      const n = (server.app.db.prepare('SELECT COALESCE(SUM(views), 0) AS n FROM field_pages').get() as { n: number }).n;
      return n >= 5 ? n : 0;
    },
    15_000,
    'five page views',
  );
  assert.is(views, 5);
  assert.is((server.app.db.prepare('SELECT SUM(visits) AS n FROM field_pages').get() as { n: number }).n, 1, 'one visit');
  const metrics = (path: string) =>
    (
      server.app.db.prepare('SELECT DISTINCT metric FROM field_buckets WHERE path = ? ORDER BY metric').all(path) as { metric: string }[]
    ).map((r) => r.metric);
  for (const path of paths) for (const m of ['CLS', 'LCP', 'TTFB']) assert.ok(metrics(path).includes(m), `${m} on ${path}`);
  assert.ok(metrics('/strategy/seo').includes('INP'), 'INP where there was an interaction');
  const { stdout } = await staff('report', ['--format', 'json']);
  const pages = (JSON.parse(stdout) as { sections: { title: string; rows: (string | number)[][] }[] }).sections.find(
    (s) => s.title === 'Pages by visits',
  )!.rows;
  assert.equal(pages.find((r) => r[0] === '/')?.slice(0, 3), ['/', 1, 1]);
  assert.equal(pages.find((r) => r[0] === '/strategy/seo')?.slice(0, 3), ['/strategy/seo', 1, 0]);
  await ctx.close();
});

test('Global Privacy Control or Do Not Track: no beacon is sent', async () => {
  const count = () => (
    server.app.field.flush(server.app.db),
    (server.app.db.prepare('SELECT COALESCE(SUM(views), 0) AS n FROM field_pages').get() as { n: number }).n
  );
  // One browser without a signal serves both rounds: what the test needs of it is a page view sent
  // after anything the signalled browser could have sent, not a first visit.
  let plain: BrowserContext | undefined;
  const browse = async (signal: 'none' | 'GPC' | 'DNT', paths: string[]) => {
    const ctx = signal === 'none' ? (plain ??= await context()) : await context(signal === 'DNT' ? { extraHTTPHeaders: { dnt: '1' } } : {});
    // Strings, so the page gets the code as written (the test runner's transform adds helpers).
    if (signal === 'GPC')
      await ctx.addInitScript("Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })");
    if (signal === 'DNT') await ctx.addInitScript("Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })");
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    for (const path of paths) {
      await page.goto(server.url + path, { waitUntil: 'load' });
      if (signal === 'none') await measured(page);
      else await idle(page);
    }
    await page.goto('about:blank');
    // Closed later: closing the browser at once could cancel a beacon still on its way.
    return ctx;
  };
  for (const signal of ['GPC', 'DNT'] as const) {
    server.app.field.flush(server.app.db);
    server.app.db.exec('DELETE FROM field_pages; DELETE FROM field_buckets');
    const signalled = await browse(signal, ['/strategy/seo', '/terms-of-service', '/']);
    // Then one page view without a signal, sent after anything the first browser could have sent.
    await browse('none', ['/resources/blog']);
    assert.is(await waitFor(() => count(), 15_000, 'the unsignalled page view'), 1, `${signal}: only the browser without it was measured`);
    await signalled.close();
    const paths = server.app.db.prepare('SELECT path FROM field_pages').all() as { path: string }[];
    assert.equal(paths, [{ path: '/resources/blog' }]);
  }
  await plain?.close();
});

test.run();
