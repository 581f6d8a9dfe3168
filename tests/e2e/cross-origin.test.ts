/**
 * The form across origins in Chromium, as the browser itself enforces it: the site's own pages served
 * from another origin (the static export's case) post to this server when that origin is in
 * ALLOWED_ORIGINS, through CORS, fetching the form token as well; from any other origin the fetch is
 * blocked and a plain form post (the lead-injection attack) answers 403. Nothing from those is saved.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright';
import { launchChromium, newContext, startServer, waitForIslands, type TestServer } from '../helpers.js';

const test = suite('the audit form across origins in Chromium');
let api: TestServer;
let allowedSite: TestServer;
let otherSite: TestServer;
let browser: Browser;

test.before(async () => {
  allowedSite = await startServer();
  otherSite = await startServer();
  // A fill time no person beats: a token the page fetched from the API is then visible on the row.
  api = await startServer({ ALLOWED_ORIGINS: allowedSite.url, FORM_MIN_FILL_MS: '600000', RATE_LIMIT_MAX: '1000' });
  browser = await launchChromium();
});
test.after(async () => {
  await browser?.close();
  for (const server of [api, allowedSite, otherSite]) await server?.close();
});

const rows = (email: string) => api.app.db.prepare('SELECT * FROM enquiries WHERE email = ?').all(email) as Record<string, unknown>[];

/** The site's home page served from `site`, its form pointed at the API server (what export:static --api does). */
async function formOn(site: TestServer): Promise<Page> {
  // The static export is served without the site's CSP header; the Node-served copy used here has one.
  const page = await (await newContext(browser, { bypassCSP: true })).newPage();
  await page.goto(`${site.url}/`);
  await waitForIslands(page);
  await page.evaluate(
    (action) => document.querySelector<HTMLFormElement>('#contact form')!.setAttribute('action', action),
    `${api.url}/api/seo-audit-request`,
  );
  return page;
}

async function submit(page: Page, email: string): Promise<void> {
  const form = page.locator('#contact form');
  for (const [name, value] of Object.entries({ name: 'Jane Citizen', email, phone: '0400 123 456', goals: 'More local customers.' }))
    await form.locator(`[name="${name}"]`).fill(value);
  await form.locator('button[type="submit"]').click();
}

test('from an allowed origin: the token and the JSON post cross origins, the success toast shows, the enquiry is saved', async () => {
  const page = await formOn(allowedSite);
  await submit(page, 'static-site@example.com.au');
  await page.locator('.toast', { hasText: 'Message Sent!' }).waitFor();
  const saved = rows('static-site@example.com.au');
  assert.is(saved.length, 1);
  assert.is(saved[0]!.spam_reason, 'token too-fast', 'the token fetched from the API came back with the post');
  await page.context().close();
});

test('from any other origin: the browser blocks the fetch, the visitor sees the error toast, nothing is saved', async () => {
  const page = await formOn(otherSite);
  await submit(page, 'other-site@example.com.au');
  await page.locator('.toast--destructive').waitFor();
  assert.equal(rows('other-site@example.com.au'), []);
  await page.context().close();
});

test('lead injection: a plain form on another site posting here answers 403 and saves nothing', async () => {
  const page = await (await newContext(browser)).newPage();
  const attack = `${otherSite.url}/free-prize.html`;
  await page.route(attack, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Win</title><form method="post" action="${api.url}/api/seo-audit-request">
        <input name="name" value="Fake Lead"><input name="email" value="injected@example.com"><input name="phone" value="0400 000 000">
        <input name="goals" value="Spam"><button>Win</button></form>`,
    }),
  );
  await page.goto(attack);
  const [answer] = await Promise.all([page.waitForResponse(`${api.url}/api/seo-audit-request`), page.locator('button').click()]);
  assert.is(answer.status(), 403);
  assert.is(answer.request().headers().origin, otherSite.url, 'Chromium stated where the post came from');
  await page.waitForLoadState();
  assert.match(await page.locator('.form-errors').innerText(), 'can only be sent from our own website');
  assert.equal(rows('injected@example.com'), []);
  await page.context().close();
});

test.run();
