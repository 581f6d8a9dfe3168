import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright';
import { launchChromium, startServer, type TestServer } from '../helpers.js';

const test = suite('layout in Chromium');
let server: TestServer;
let browser: Browser;

test.before(async () => {
  server = await startServer();
  browser = await launchChromium();
});
test.after(async () => {
  await browser.close();
  await server.close();
});

/** Opens a page and collects console errors and uncaught exceptions. */
async function open(path: string, width: number, javaScriptEnabled = true): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  const res = await page.goto(server.url + path, { waitUntil: 'load' });
  assert.is(res?.status(), 200);
  return { page, errors };
}

for (const width of [375, 1440]) {
  test(`home page at ${width} px renders without console errors`, async () => {
    const { page, errors } = await open('/', width);
    await page.waitForLoadState('networkidle');
    assert.ok(await page.locator('h1').isVisible());
    assert.ok(await page.locator('#contact form').isVisible());
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `page scrolls sideways by ${overflow}px`);
    assert.equal(errors, []);
    await page.context().close();
  });
}

test('without JavaScript, a desktop menu opens on hover and closes when the pointer leaves', async () => {
  const { page } = await open('/', 1440, false);
  const panel = page.locator('#menu-strategy');
  assert.not.ok(await panel.isVisible(), 'closed at first');
  await page.locator('.menu-trigger', { hasText: 'Strategy' }).hover();
  await panel.getByRole('link', { name: 'Local SEO' }).waitFor({ state: 'visible' });
  await page.mouse.move(700, 700);
  await panel.waitFor({ state: 'hidden' });
  await page.context().close();
});

test('without JavaScript, a desktop menu opens on keyboard focus and its links can be tabbed to', async () => {
  const { page } = await open('/', 1440, false);
  const panel = page.locator('#menu-content');
  await page.locator('.menu-trigger', { hasText: 'Content' }).focus();
  await panel.waitFor({ state: 'visible' });
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.textContent);
  assert.is(focused, 'Content for SEO');
  assert.ok(await panel.isVisible(), 'stays open while focus is inside');
  await page.context().close();
});

test('without JavaScript, the phone menu opens with its Menu control and shows every group', async () => {
  const { page } = await open('/', 375, false);
  assert.not.ok(await page.locator('.desktop-nav').isVisible(), 'desktop bar hidden on phones');
  await page.locator('.mobile-nav-toggle').click();
  const panel = page.locator('.mobile-nav-panel');
  await panel.waitFor({ state: 'visible' });
  await panel.locator('summary', { hasText: 'Resources' }).click();
  await panel.getByRole('link', { name: 'Laserfocus Labs' }).waitFor({ state: 'visible' });
  await panel.getByRole('link', { name: 'Laserfocus Labs' }).click();
  await page.waitForURL('**/resources/laserfocus-labs');
  assert.is(await page.locator('h1').textContent(), 'Laserfocus Labs');
  await page.context().close();
});

test.run();
