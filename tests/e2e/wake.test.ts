/**
 * Islands wake when their directive says, and React is downloaded only then: a page that is only
 * read never loads it, the menus and the form work before it arrives, and what a visitor did
 * before it arrived (a hover, a tap on the phone menu, a click, typing) is not lost.
 */
import * as assert from 'uvu/assert';
import { BROWSER_WAIT_MS, browserSuite, within, type TestPage } from '../helpers.js';

const s = browserSuite('islands wake on demand in Chromium');
const { test, newPage } = s;

/** A page loaded and idle, with every script it fetched recorded. */
async function visit(path: string, width = 1280): Promise<TestPage & { scripts: string[] }> {
  const page = Object.assign(await newPage({ viewport: { width, height: 900 } }), { scripts: [] as string[] });
  page.on('request', (r) => r.resourceType() === 'script' && page.scripts.push(new URL(r.url()).pathname));
  await page.goto(s.server.url + path);
  await within(
    page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done)))),
    BROWSER_WAIT_MS,
    `two idle moments in ${path}`,
  );
  return page;
}
const loadedReact = (page: { scripts: string[] }) => page.scripts.some((p) => /\/hydrate-[A-Z0-9]+\.js$/.test(p));
const hydrated = (page: TestPage, island: string) => page.locator(`[data-island="${island}"][data-hydrated="true"]`);

test('a page that is only read never downloads React; its menus still open by CSS', async () => {
  const page = await visit('/strategy/seo');
  assert.is(loadedReact(page), false, `scripts: ${page.scripts.join(', ')}`);
  assert.is(await page.locator('[data-hydrated]').count(), 0);
  assert.ok(page.scripts.length >= 1, 'the small entry script ran');
  await page.keyboard.press('Tab'); // skip link
  await page.keyboard.press('Tab'); // brand
  await page.keyboard.press('Tab'); // first menu trigger: the focus wakes the header
  await hydrated(page, 'SiteHeader').waitFor({ state: 'attached' });
  await hydrated(page, 'Toaster').waitFor({ state: 'attached' });
  assert.ok(loadedReact(page), 'React arrives with the first island that wakes');
  assert.is(await page.locator('[data-hydrated="true"]').count(), 2, 'the header and the toast region, nothing else');
  assert.equal(page.errors, []);
  await page.context().close();
});

test('hovering a menu before React arrives: the menu is open once it has', async () => {
  const page = await visit('/');
  await page.locator('.menu-trigger', { hasText: 'Strategy' }).hover();
  await hydrated(page, 'SiteHeader').waitFor({ state: 'attached' });
  await page.locator('.menu-trigger[aria-expanded="true"]', { hasText: 'Strategy' }).waitFor();
  assert.ok(await page.locator('#menu-strategy').isVisible());
  await page.context().close();
});

test('a tap on the phone menu before React arrives leaves it open, now as the enhanced menu', async () => {
  const page = await visit('/strategy/seo', 375);
  await page.locator('a.mobile-nav-toggle').click();
  await hydrated(page, 'SiteHeader').waitFor({ state: 'attached' });
  await page.locator('button.mobile-nav-toggle[aria-expanded="true"]').waitFor();
  assert.ok(await page.locator('#mobile-nav-panel').isVisible());
  assert.not.ok(await page.locator('#site-menu').isVisible(), 'the no-JS copy steps aside');
  assert.is(new URL(page.url()).hash, '', 'the #site-menu fragment is dropped');
  await page.keyboard.press('Escape');
  await page.locator('button.mobile-nav-toggle[aria-expanded="false"]').waitFor();
  await page.context().close();
});

test('the form wakes as it comes into view, and what was typed before stays', async () => {
  const page = await visit('/strategy/seo');
  assert.is(await page.locator('[data-island="AuditForm"]').getAttribute('data-hydrated'), null);
  const name = page.locator('#contact [name="name"]');
  await name.scrollIntoViewIfNeeded();
  await name.pressSequentially('Priya Shah');
  await hydrated(page, 'AuditForm').waitFor({ state: 'attached' });
  await hydrated(page, 'Toaster').waitFor({ state: 'attached' });
  assert.is(await name.inputValue(), 'Priya Shah');
  assert.equal(page.errors, []);
  await page.context().close();
});

test("home: nothing downloads React until the visitor acts; the first scroll wakes the floating button, and the laser button's first click, before React, still answers", async () => {
  const page = await visit('/');
  assert.is(loadedReact(page), false, 'a home page only looked at stays light');
  await page.evaluate(() => window.scrollBy(0, 600));
  await hydrated(page, 'FloatingCta').waitFor({ state: 'attached' });
  await page.locator('.floating-cta').waitFor();
  await page.context().close();

  // A fresh visit: the very first thing the visitor does is click the laser button.
  const fresh = await visit('/');
  assert.is(loadedReact(fresh), false);
  const dialog = fresh.waitForEvent('dialog');
  await fresh.locator('[data-laser]').click();
  const alert = await dialog;
  assert.is(alert.type(), 'alert');
  await alert.dismiss();
  await hydrated(fresh, 'LaserButton').waitFor({ state: 'attached' });
  await fresh.context().close();
});

test.run();
