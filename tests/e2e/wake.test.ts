/**
 * Islands wake when their directive says, and React is downloaded only then: a page that is only
 * read never loads it, the menus and the form work before it arrives, and what a visitor did
 * before it arrived (a hover, a tap on the phone menu, a click, typing) is not lost.
 */
import * as assert from 'uvu/assert';
import { BROWSER_WAIT_MS, browserSuite, nextFrames, waitFor, within, type TestPage } from '../helpers.js';

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
  // The entry script is asked for once the page has loaded and painted, when the browser is next idle: on a busy machine after the visit's idle moments.
  await waitFor(() => page.scripts.some((p) => /\/client-[A-Z0-9]+\.js$/.test(p)), BROWSER_WAIT_MS, 'the small entry script');
  await within(
    page.evaluate(() => new Promise((done) => requestIdleCallback(done))),
    BROWSER_WAIT_MS,
    'an idle moment after it',
  );
  assert.is(loadedReact(page), false, `scripts: ${page.scripts.join(', ')}`);
  assert.is(await page.locator('[data-hydrated]').count(), 0);
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

/** The focused element as a visitor would name it (its class and text; the body itself as "body"). */
const focusedName = (page: TestPage) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return `${el.getAttribute('class') ?? el.tagName.toLowerCase()}: ${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}`;
  });

test('Tab after Tab while the header wakes on a slow phone: focus goes where the keys take it, never to the page itself', async () => {
  // Where six Tabs go in the page as served (no JavaScript, so nothing wakes): the order to keep.
  const plain = await newPage({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });
  await plain.goto(`${s.server.url}/strategy/seo`);
  const expected: string[] = [];
  for (let i = 0; i < 6; i++) {
    await plain.keyboard.press('Tab');
    expected.push(await focusedName(plain));
  }
  await plain.context().close();
  assert.ok(
    expected.some((n) => n.startsWith('mobile-nav-toggle')),
    `the phone's Menu is among the first six: ${expected.join(' | ')}`,
  );

  const page = await visit('/strategy/seo', 375);
  assert.is(await page.locator('[data-hydrated]').count(), 0, 'nothing awake before the keys');
  // A phone's CPU, twenty times slower: React's arrival, its hydration and its first updates take long
  // enough for the keys below to come in the middle of them.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  const seen: { name: string; awake: boolean }[] = [];
  for (let i = 0; i < expected.length; i++) {
    await page.keyboard.press('Tab');
    seen.push({ name: await focusedName(page), awake: (await hydrated(page, 'SiteHeader').count()) > 0 });
    // Focus must stay where this key put it while the rest of the wake (the enhanced Menu button) lands.
    if (expected[i]!.startsWith('mobile-nav-toggle')) {
      await hydrated(page, 'SiteHeader').waitFor({ state: 'attached' });
      await nextFrames(page);
      seen.push({ name: await focusedName(page), awake: true });
    }
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const names = seen.map((x) => x.name);
  const menuAt = expected.findIndex((n) => n.startsWith('mobile-nav-toggle'));
  assert.not.ok(seen[menuAt]!.awake, `the key to Menu came while the header was still waking: ${JSON.stringify(seen)}`);
  assert.not.ok(names.includes('body'), `focus fell to the page: ${names.join(' | ')}`);
  assert.equal(names, [...expected.slice(0, menuAt + 1), expected[menuAt]!, ...expected.slice(menuAt + 1)]);
  assert.equal(page.errors, []);
  await page.context().close();
});

test.run();
