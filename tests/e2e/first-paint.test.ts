/**
 * The first paint is the page as it stays: the one stylesheet is linked in the head, so the header
 * and the hero are painted styled, in their place, and nothing on the first screen moves once the
 * page has loaded; text is set in the type scale; the islands' entry waits for the page to load.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright';
import { browserSuite, waitForIslands } from '../helpers.js';

const s = browserSuite('first paint in Chromium', { context: { reducedMotion: 'reduce' }, readsOnly: true });
const { test, newPage } = s;
const PAGES = [
  '/',
  '/strategy/seo',
  '/resources/blog',
  '/resources/blog/core-web-vitals-for-small-business',
  '/work/case-studies/allied-health-group-audience',
  '/thank-you',
  '/no-such-page',
];
/** The islands' entry script. */
const ENTRY = '**/assets/client-*.js';

/** Where everything in the header and the hero is, and how it looks. */
function firstScreen(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.site-header, .site-header *, #main > :first-child, #main > :first-child *')].map((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return [
        el.tagName,
        el.className,
        ...[box.x, box.y, box.width, box.height].map(Math.round),
        style.color,
        style.backgroundImage.slice(0, 60),
        style.fontSize,
        style.visibility,
      ].join(' ');
    }),
  );
}

/** Text on the page set off the type scale or in a weight other than 400 and 700, one line per kind. */
function textOffScale(page: Page) {
  return page.evaluate(() => {
    // The scale's sizes as this screen resolves them (some grow with its width).
    const probe = document.body.appendChild(document.createElement('span'));
    const scale = ['xs', 'sm', 'base', 'md', 'lg', 'xl', '2xl', '3xl'].map((step) => {
      probe.style.fontSize = `var(--fs-${step})`;
      return getComputedStyle(probe).fontSize;
    });
    probe.remove();
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const el = text.parentElement!;
      if (!text.textContent!.trim() || !el.getClientRects().length) continue;
      const { fontSize, fontWeight } = getComputedStyle(el);
      if (!scale.includes(fontSize) || !['400', '700'].includes(fontWeight))
        found.add(`${el.tagName.toLowerCase()}.${el.className} ${fontSize} ${fontWeight}`);
    }
    return [...found];
  });
}

/** Whether the site's stylesheet styles the page now. */
const styled = (page: Page) =>
  page.evaluate(() => [...document.styleSheets].some((s) => s.href?.includes('/assets/site-') && s.cssRules.length > 0));

/** A phone as Lighthouse emulates one (a touch screen laid out as a phone lays out: wider content widens the page), a small phone, a desktop. */
const SCREENS = [
  { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 },
  { viewport: { width: 375, height: 900 } },
  { viewport: { width: 1440, height: 900 } },
];

/** What each page showed at each screen, read once per page load: at its first paint and once loaded, and the text off the scale. */
interface Seen {
  path: string;
  width: number;
  styledAtFirstPaint: boolean;
  before: string[];
  after: string[];
  errors: string[];
  offScale: string[];
}
const seen: Seen[] = [];
test.before(async () => {
  // A tab for each screen, going from page to page: each page is read at its own first paint, then
  // once loaded. The islands' entry is held until then: a woken island reshapes the header (the
  // phone menu becomes a button), which is the visitor's doing, not the page's load.
  for (const screen of SCREENS) {
    const width = screen.viewport.width;
    const page = await newPage(screen);
    let entryHeld = Promise.resolve();
    await page.route(ENTRY, async (route) => {
      await entryHeld;
      await route.continue();
    });
    for (const path of PAGES) {
      page.errors.length = 0;
      let letEntryThrough!: () => void;
      entryHeld = new Promise((resolve) => (letEntryThrough = resolve));
      await page.goto(s.server.url + path, { waitUntil: 'commit' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      const styledAtFirstPaint = await styled(page);
      const before = await firstScreen(page);
      await page.waitForLoadState('load');
      const after = await firstScreen(page);
      letEntryThrough();
      await waitForIslands(page);
      seen.push({ path, width, styledAtFirstPaint, before, after, errors: [...page.errors], offScale: await textOffScale(page) });
    }
    await page.context().close();
  }
});

test('the header and hero are painted styled, and stay as first painted once the page has loaded (phones and desktop)', () => {
  assert.is(seen.length, SCREENS.length * PAGES.length);
  for (const { path, width, styledAtFirstPaint, before, after, errors } of seen) {
    assert.ok(styledAtFirstPaint, `${path} at ${width} px: the stylesheet styles the first paint`);
    assert.equal(before, after, `${path} at ${width} px`);
    // The 404 page's own status is reported as a failed load; nothing else may be (a refused inline style would be).
    assert.equal(
      errors.filter((e) => !e.includes('status of 404')),
      [],
      `${path}: no console errors (nothing inline but what the CSP allows by hash)`,
    );
  }
});

test('text is set in the type scale only, in two weights, so each page readies a few fonts rather than one for every one-off size (phones and desktop)', () => {
  assert.is(seen.length, SCREENS.length * PAGES.length);
  for (const { path, width, offScale } of seen) assert.equal(offScale, [], `${path} at ${width} px`);
});

test("the islands wake at a visitor's first act, and otherwise the entry is fetched only once the page has loaded", async () => {
  const page = await newPage();
  // The headless shell's pointer rests on the page (over the header), which is an act like any
  // other: the first one is recorded, and the entry may come at it rather than after the load.
  // Given as text: a function would be serialised as tsx compiled it, with a helper (`__name`) the page lacks.
  await page.addInitScript(`
    for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click', 'wheel', 'scroll'])
      addEventListener(type, (event) => { window.firstAct ??= event.timeStamp; }, { capture: true, once: true });
    window.openedAs = document.visibilityState;
  `);
  await page.goto(s.server.url + '/strategy/seo');
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/assets/client-')));
  const { asked, loaded, act, openedAs } = await page.evaluate(() => ({
    asked: performance.getEntriesByType('resource').find((e) => e.name.includes('/assets/client-'))!.startTime,
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    act: (window as Window & { firstAct?: number }).firstAct ?? Number.POSITIVE_INFINITY,
    openedAs: (window as Window & { openedAs?: string }).openedAs,
  }));
  assert.ok(
    asked >= Math.min(loaded, act),
    `the entry was asked for at ${asked} ms: not before the load event ended (${loaded} ms) or the first act (${act} ms); the page was opened ${openedAs}`,
  );
  await page.context().close();

  // A pointer crossing the first screen before then brings it at once, and every island wakes.
  const early = await newPage();
  await early.goto(s.server.url + '/strategy/seo', { waitUntil: 'commit' });
  await early.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  await early.mouse.move(200, 300);
  await early.mouse.move(210, 320);
  await waitForIslands(early);
  assert.ok(await early.locator('[data-island="AuditForm"][data-hydrated="true"]').count(), 'the audit form below the hero is upgraded');
  await early.context().close();
});

test('without JavaScript the page below the hero looks as it does with JavaScript', async () => {
  const footer = async (javaScriptEnabled: boolean) => {
    const page = await newPage({ javaScriptEnabled });
    await page.goto(s.server.url + '/strategy/seo');
    const look = await page.locator('.site-footer').evaluate((el) => {
      const style = getComputedStyle(el);
      return [
        style.visibility,
        style.paddingTop,
        style.borderTopWidth,
        style.backgroundColor,
        Math.round(el.getBoundingClientRect().height),
      ].join(' ');
    });
    await page.context().close();
    return look;
  };
  const withScript = await footer(true);
  assert.match(withScript, /^visible /);
  assert.is(await footer(false), withScript);
});

test.run();
