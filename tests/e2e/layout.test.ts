import * as assert from 'uvu/assert';
import { browserSuite } from '../helpers.js';

// One tab with JavaScript and one without, going from page to page: nothing here depends on a
// fresh visitor (no clock, cookies or storage).
const { test, visit } = browserSuite('layout in Chromium');

for (const width of [375, 1440]) {
  test(`home page at ${width} px renders without console errors`, async () => {
    const page = await visit('/', { width });
    assert.ok(await page.locator('h1').isVisible());
    assert.ok(await page.locator('#contact form').isVisible());
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `page scrolls sideways by ${overflow}px`);
    assert.equal(page.errors, []);
  });
}

test('without JavaScript, a desktop menu opens on hover and closes when the pointer leaves', async () => {
  const page = await visit('/', { width: 1440, javaScriptEnabled: false });
  const panel = page.locator('#menu-strategy');
  assert.not.ok(await panel.isVisible(), 'closed at first');
  await page.locator('.menu-trigger', { hasText: 'Strategy' }).hover();
  await panel.getByRole('link', { name: 'Local SEO' }).waitFor({ state: 'visible' });
  await page.mouse.move(700, 700);
  await panel.waitFor({ state: 'hidden' });
});

test('without JavaScript, a desktop menu opens on keyboard focus and its links can be tabbed to', async () => {
  // The page as the hover test left it (the pointer away, its menu closed), or loaded afresh.
  const page = await visit('/', { width: 1440, javaScriptEnabled: false, keep: true });
  const panel = page.locator('#menu-content');
  assert.not.ok(await panel.isVisible(), 'closed at first');
  await page.locator('.menu-trigger', { hasText: 'Content' }).focus();
  await panel.waitFor({ state: 'visible' });
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.textContent);
  assert.is(focused, 'Content for SEO');
  assert.ok(await panel.isVisible(), 'stays open while focus is inside');
});

test('without JavaScript, the phone menu opens with its Menu link, shows every group, and closes', async () => {
  const page = await visit('/', { width: 375, javaScriptEnabled: false });
  assert.not.ok(await page.locator('.desktop-nav').isVisible(), 'desktop bar hidden on phones');
  const panel = page.locator('#site-menu');
  assert.not.ok(await panel.isVisible(), 'closed until asked for');
  await page.locator('.mobile-nav-toggle').click();
  await panel.waitFor({ state: 'visible' });
  const box = (await panel.boundingBox())!;
  assert.ok(box.y >= 60 && box.y <= 80 && box.width === 375, `shown under the bar across the screen (${JSON.stringify(box)})`);
  await panel.getByRole('link', { name: 'Close menu' }).click();
  assert.not.ok(await panel.isVisible(), 'Close menu closes it');
  await page.locator('.mobile-nav-toggle').click();
  await panel.locator('summary', { hasText: 'Resources' }).click();
  await panel.getByRole('link', { name: 'Laserfocus Labs' }).waitFor({ state: 'visible' });
  await panel.getByRole('link', { name: 'Laserfocus Labs' }).click();
  await page.waitForURL('**/resources/laserfocus-labs');
  assert.is(await page.locator('h1').textContent(), 'Laserfocus Labs');
});

test.run();
