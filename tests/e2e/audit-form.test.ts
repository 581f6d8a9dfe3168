import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright';
import { launchChromium, startServer, type TestServer } from '../helpers.js';

const test = suite('audit form in Chromium');
let browser: Browser;

test.before(async () => {
  browser = await launchChromium();
});
test.after(async () => {
  await browser.close();
});

async function withServer(env: Record<string, string>, fn: (server: TestServer) => Promise<void>) {
  const server = await startServer({ FORM_MIN_FILL_MS: '0', ...env });
  try {
    await fn(server);
  } finally {
    await server.close();
  }
}

async function openForm(server: TestServer, javaScriptEnabled: boolean, path = '/'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(server.url + path);
  if (javaScriptEnabled) await page.locator('[data-island="AuditForm"][data-hydrated="true"]').waitFor();
  return page;
}

async function fill(page: Page, values: Record<string, string>) {
  const form = page.locator('#contact form');
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
}

const jane = { name: 'Jane Citizen', email: 'jane@example.com.au', phone: '0400 123 456', website: 'https://janes-bakery.com.au', goals: 'More local customers.' };
const rows = (server: TestServer) => server.app.db.prepare('SELECT * FROM enquiries ORDER BY id').all() as Record<string, unknown>[];

test('with JavaScript: Sending..., the success toast, the form cleared, then /thank-you after 1.5 s; row saved', async () => {
  await withServer({}, async (server) => {
    const page = await openForm(server, true);
    await fill(page, jane);
    // Hold the answer briefly so the submitting state can be seen.
    await page.route('**/api/seo-audit-request', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    const button = page.locator('#contact button[type="submit"]');
    await button.click();
    await page.waitForFunction(() => document.querySelector('#contact button[type="submit"]')?.textContent === 'Sending...');
    assert.ok(await button.isDisabled(), 'disabled while sending');
    const toast = page.locator('.toast', { hasText: 'Message Sent!' });
    await toast.waitFor();
    const sentAt = Date.now();
    assert.match(await toast.innerText(), "Thank you for your enquiry. We'll get back to you within 24 hours.");
    assert.is(await page.locator('#contact [name="name"]').inputValue(), '', 'form cleared');
    assert.match(page.url(), /\/$/, 'still on the page while the toast shows');
    await page.waitForURL('**/thank-you');
    const waited = Date.now() - sentAt;
    assert.ok(waited >= 1000 && waited < 4000, `redirected after ${waited} ms`);
    const saved = rows(server);
    assert.is(saved.length, 1);
    assert.is(saved[0]!.email, 'jane@example.com.au');
    await page.context().close();
  });
});

test('with JavaScript: a server error shows the destructive Error toast with its message and keeps the values', async () => {
  await withServer({ RATE_LIMIT_MAX: '1' }, async (server) => {
    const page = await openForm(server, true);
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    await fill(page, jane);
    await page.locator('#contact button[type="submit"]').click();
    await page.waitForURL('**/thank-you');
    await page.goto(server.url + '/strategy/seo');
    await page.locator('[data-island="AuditForm"][data-hydrated="true"]').waitFor();
    await fill(page, { ...jane, name: 'Second Try' });
    await page.locator('#contact button[type="submit"]').click();
    const toast = page.locator('.toast--destructive');
    await toast.waitFor();
    assert.match(await toast.innerText(), /^Error/);
    assert.match(await toast.innerText(), 'Too many enquiries');
    assert.is(await toast.getAttribute('role'), 'alert');
    assert.is(await page.locator('#contact [name="name"]').inputValue(), 'Second Try', 'values kept');
    assert.is(await page.locator('#contact button[type="submit"]').isDisabled(), false, 'button usable again');
    assert.ok(consoleErrors.some((e) => e.includes('Too many enquiries')), 'error logged to the console');
    assert.match(page.url(), '/strategy/seo');
    assert.is(rows(server).length, 1);
    await page.context().close();
  });
});

test('with JavaScript: a network failure shows "Failed to submit form. Please try again."', async () => {
  await withServer({}, async (server) => {
    const page = await openForm(server, true);
    await page.route('**/api/seo-audit-request', (route) => route.abort('connectionrefused'));
    await fill(page, jane);
    await page.locator('#contact button[type="submit"]').click();
    const toast = page.locator('.toast--destructive');
    await toast.waitFor();
    assert.match(await toast.innerText(), 'Failed to submit form. Please try again.');
    assert.is(await page.locator('#contact [name="email"]').inputValue(), jane.email);
    await page.context().close();
  });
});

test('without JavaScript: the plain form posts, lands on /thank-you, and the row is saved', async () => {
  await withServer({}, async (server) => {
    const page = await openForm(server, false, '/strategy/seo-plumbers');
    await fill(page, jane);
    await page.locator('#contact button[type="submit"]').click();
    await page.waitForURL('**/thank-you');
    assert.match(await page.locator('h1').innerText(), /thank/i);
    const saved = rows(server);
    assert.is(saved.length, 1);
    assert.is(saved[0]!.source_page, '/strategy/seo-plumbers');
    assert.is(saved[0]!.is_spam, 0);
    await page.context().close();
  });
});

test('without JavaScript: an invalid post shows the errors with the typed values kept, focus on the summary', async () => {
  await withServer({}, async (server) => {
    const page = await openForm(server, false);
    // Both pass the browser's own checks but not the server's: a blank-looking name and a dotless domain.
    await fill(page, { ...jane, name: '   ', email: 'jane@localhost' });
    await page.locator('#contact button[type="submit"]').click();
    await page.locator('.form-errors').waitFor();
    assert.match(await page.locator('.form-errors').innerText(), 'Please enter your name.');
    assert.match(await page.locator('.form-errors').innerText(), 'valid email address');
    assert.is(await page.locator('#contact [name="email"]').inputValue(), 'jane@localhost');
    assert.is(await page.locator('#contact [name="goals"]').inputValue(), jane.goals);
    assert.is(await page.evaluate(() => document.activeElement?.id), 'form-errors');
    assert.is(rows(server).length, 0);
    // Fix and resend: it goes through.
    await fill(page, { name: 'Jane Citizen', email: 'jane@example.com.au' });
    await page.locator('#contact button[type="submit"]').click();
    await page.waitForURL('**/thank-you');
    assert.is(rows(server).length, 1);
    await page.context().close();
  });
});

test.run();
