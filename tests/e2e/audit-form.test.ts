import * as assert from 'uvu/assert';
import type { Route } from 'playwright';
import { browserSuite, postEnquiry, startServer, type TestPage, type TestServer } from '../helpers.js';

const s = browserSuite('audit form in Chromium', { env: { FORM_MIN_FILL_MS: '0', RATE_LIMIT_MAX: '1000' } });
// The clock test has a browser context of its own (a clock cannot be taken out again); the others go
// from page to page in one tab with JavaScript and one without: nothing they check depends on
// cookies or storage, and each uses an address of its own.
const { test, open, visit } = s;

async function fill(page: TestPage, values: Record<string, string>) {
  const form = page.locator('#contact form');
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
}

/** Jane, with an address of her own per test, so each test finds only its own rows. */
const jane = (email: string) => ({
  name: 'Jane Citizen',
  email,
  phone: '0400 123 456',
  website: 'https://janes-bakery.com.au',
  goals: 'More local customers.',
});
const rows = (server: TestServer, email: string) =>
  server.app.db.prepare('SELECT * FROM enquiries WHERE email = ? ORDER BY id').all(email) as Record<string, unknown>[];

test('with JavaScript: Sending..., the success toast, the form cleared, then /thank-you at 1500 ms; row saved', async () => {
  const page = await open('/', { clock: true });
  await fill(page, jane('success@example.com.au'));
  // Hold the request until the submitting state has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/seo-audit-request', async (route) => {
    await held;
    await route.continue();
  });
  const button = page.locator('#contact button[type="submit"]');
  await button.click();
  await page.waitForFunction(() => document.querySelector('#contact button[type="submit"]')?.textContent === 'Sending...');
  assert.ok(await button.isDisabled(), 'disabled while sending');
  release();
  const toast = page.locator('.toast', { hasText: 'Message Sent!' });
  await toast.waitFor();
  assert.match(await toast.innerText(), "Thank you for your enquiry. We'll get back to you within 24 hours.");
  assert.is(await page.locator('#contact [name="name"]').inputValue(), '', 'form cleared');
  // The clock is paused: the redirect timer started with the toast and moves only with runFor.
  await page.clock.runFor(1499);
  assert.is(new URL(page.url()).pathname, '/', 'still on the form at 1499 ms');
  assert.ok(await toast.isVisible(), 'the toast still showing');
  await Promise.all([page.waitForURL('**/thank-you'), page.clock.runFor(1)]);
  const saved = rows(s.server, 'success@example.com.au');
  assert.is(saved.length, 1);
  assert.is(saved[0]!.source_page, '/');
  assert.equal(page.errors, []);
  await page.context().close();
});

test('with JavaScript: a server error shows the destructive Error toast with its message and keeps the values', async () => {
  // A server of its own that takes one enquiry, so the second is refused for real (429).
  const server = await startServer({ FORM_MIN_FILL_MS: '0', RATE_LIMIT_MAX: '1' });
  let page: TestPage | undefined;
  try {
    // The one enquiry it takes, posted as the form island posts it (the browser's own success is the
    // first test's), from the same address as the browser.
    const first = await postEnquiry(server.url, jane('limited@example.com.au'), 'json', { origin: server.url });
    assert.is(first.status, 201, 'the first enquiry taken');
    page = await visit(server.url + '/strategy/seo');
    await fill(page, { ...jane('limited@example.com.au'), name: 'Second Try' });
    await page.locator('#contact button[type="submit"]').click();
    const toast = page.locator('.toast--destructive');
    await toast.waitFor();
    assert.match(await toast.innerText(), /^Error/);
    assert.match(await toast.innerText(), 'Too many enquiries');
    assert.is(await toast.getAttribute('role'), 'alert');
    assert.is(await page.locator('#contact [name="name"]').inputValue(), 'Second Try', 'values kept');
    assert.is(await page.locator('#contact button[type="submit"]').isDisabled(), false, 'button usable again');
    assert.ok(
      page.errors.some((e) => e.includes('Too many enquiries')),
      'error logged to the console',
    );
    assert.match(page.url(), '/strategy/seo');
    assert.is(rows(server, 'limited@example.com.au').length, 1);
  } finally {
    // The tab leaves this server before it closes: a page still open on it holds it open.
    await page?.goto('about:blank');
    await server.close();
  }
});

test('with JavaScript: a network failure shows "Failed to submit form. Please try again."', async () => {
  const page = await visit('/');
  const refuse = (route: Route) => route.abort('connectionrefused');
  await page.route('**/api/seo-audit-request', refuse);
  try {
    await fill(page, jane('offline@example.com.au'));
    await page.locator('#contact button[type="submit"]').click();
    const toast = page.locator('.toast--destructive');
    await toast.waitFor();
    assert.match(await toast.innerText(), 'Failed to submit form. Please try again.');
    assert.is(await page.locator('#contact [name="email"]').inputValue(), 'offline@example.com.au');
    assert.is(rows(s.server, 'offline@example.com.au').length, 0);
  } finally {
    await page.unroute('**/api/seo-audit-request', refuse);
  }
});

test('without JavaScript: the plain form posts, lands on /thank-you, and the row is saved', async () => {
  const page = await visit('/strategy/seo-plumbers', { javaScriptEnabled: false });
  await fill(page, jane('plain@example.com.au'));
  await page.locator('#contact button[type="submit"]').click();
  await page.waitForURL('**/thank-you');
  assert.match(await page.locator('h1').innerText(), /thank/i);
  const saved = rows(s.server, 'plain@example.com.au');
  assert.is(saved.length, 1);
  assert.is(saved[0]!.source_page, '/strategy/seo-plumbers');
  assert.is(saved[0]!.is_spam, 0);
});

test('without JavaScript: an invalid post shows the errors with the typed values kept, focus on the summary', async () => {
  const page = await visit('/', { javaScriptEnabled: false });
  // Both pass the browser's own checks but not the server's: a blank-looking name and a dotless domain.
  await fill(page, { ...jane('fixed@example.com.au'), name: '   ', email: 'jane@localhost' });
  await page.locator('#contact button[type="submit"]').click();
  await page.locator('.form-errors').waitFor();
  const invalid = await page
    .locator('#contact [aria-invalid="true"]')
    .evaluateAll((fields) => fields.map((f) => (f as HTMLInputElement).name));
  assert.equal(invalid, ['name', 'email'], 'exactly the two bad fields are marked');
  for (const name of invalid) assert.ok(await page.locator(`#field-${name}-error`).isVisible(), `${name}: its message is shown`);
  assert.is(await page.locator('#contact [name="email"]').inputValue(), 'jane@localhost');
  assert.is(await page.locator('#contact [name="goals"]').inputValue(), 'More local customers.');
  assert.is(await page.evaluate(() => document.activeElement?.id), 'form-errors');
  assert.is(rows(s.server, 'jane@localhost').length, 0);
  // Fix and resend: it goes through.
  await fill(page, { name: 'Jane Citizen', email: 'fixed@example.com.au' });
  await page.locator('#contact button[type="submit"]').click();
  await page.waitForURL('**/thank-you');
  assert.is(rows(s.server, 'fixed@example.com.au').length, 1);
});

test.run();
