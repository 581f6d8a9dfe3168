/**
 * The first screen paints from the page alone: the styles it needs are inline (src/styles/critical.css),
 * and the rest of the stylesheet, linked at the end of the hero so it never holds up the first paint,
 * changes nothing on it when it arrives.
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
const REST = '**/assets/site-*.css';
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

/** Resolves once the whole stylesheet styles the screen. */
const restApplied = (page: Page) =>
  page.waitForFunction(() => [...document.styleSheets].some((s) => s.href?.includes('/assets/site-') && s.cssRules.length > 0));

/** A phone as Lighthouse emulates one (a touch screen laid out as a phone lays out: wider content widens the page), a small phone, a desktop. */
const SCREENS = [
  { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 },
  { viewport: { width: 375, height: 900 } },
  { viewport: { width: 1440, height: 900 } },
];

/** What each page showed at each screen, read once per page load: before and after the rest of the stylesheet, and the text off the scale. */
interface Seen {
  path: string;
  width: number;
  before: string[];
  after: string[];
  errors: string[];
  offScale: string[];
}
const seen: Seen[] = [];
test.before(async () => {
  // A tab for each screen that never gets the stylesheet, and one that does, each going from page to
  // page: the first screen is read from each page's own first paint, so nothing carries over.
  for (const screen of SCREENS) {
    const width = screen.viewport.width;
    const early = await newPage(screen);
    await early.route(REST, () => undefined); // never answered: the first screen as first painted
    const page = await newPage(screen);
    // The islands' entry is held until the first screen is read with the whole stylesheet: only the
    // stylesheet differs from the early tab's. A woken island reshapes the header (the phone menu
    // becomes a button), and a busy machine once woke it before the stylesheet was read as applied.
    let entryHeld = Promise.resolve();
    await page.route(ENTRY, async (route) => {
      await entryHeld;
      await route.continue();
    });
    for (const path of PAGES) {
      await early.goto(s.server.url + path, { waitUntil: 'commit' });
      await early.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      const before = await firstScreen(early);
      page.errors.length = 0;
      let letEntryThrough!: () => void;
      entryHeld = new Promise((resolve) => (letEntryThrough = resolve));
      await page.goto(s.server.url + path, { waitUntil: 'commit' });
      await restApplied(page);
      const after = await firstScreen(page);
      letEntryThrough();
      await waitForIslands(page);
      seen.push({ path, width, before, after, errors: [...page.errors], offScale: await textOffScale(page) });
    }
    await early.context().close();
    await page.context().close();
  }
});

test('the header and hero look the same, in the same place, before and after the rest of the stylesheet arrives (phones and desktop)', () => {
  assert.is(seen.length, SCREENS.length * PAGES.length);
  for (const { path, width, before, after, errors } of seen) {
    assert.equal(before, after, `${path} at ${width} px`);
    // The 404 page's own status is reported as a failed load; nothing else may be (a refused inline style would be).
    assert.equal(
      errors.filter((e) => !e.includes('status of 404')),
      [],
      `${path}: no console errors (the inline styles are allowed by the CSP)`,
    );
  }
});

test('text is set in the type scale only, in two weights, so each page readies a few fonts rather than one for every one-off size (phones and desktop)', () => {
  assert.is(seen.length, SCREENS.length * PAGES.length);
  for (const { path, width, offScale } of seen) assert.equal(offScale, [], `${path} at ${width} px`);
});

test('what follows the hero waits for the rest of the stylesheet rather than showing unstyled, then shows styled', async () => {
  const early = await newPage();
  await early.route(REST, () => undefined); // never answered: the stylesheet stays on its way
  // It is linked at the end of the hero, so the header and the hero are parsed and painted while the
  // browser waits for it before parsing the rest of the page.
  await early.goto(s.server.url + '/strategy/seo', { waitUntil: 'commit' });
  await early.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  assert.is(await early.locator('h1').evaluate((el) => getComputedStyle(el).visibility), 'visible', 'the first screen is shown');
  assert.is(await early.locator('#main > *').count(), 1, 'only the hero is in the page');
  assert.is(await early.locator('.site-footer').count(), 0, 'nothing below it shows unstyled');
  await early.context().close();

  const page = await newPage();
  await page.goto(s.server.url + '/strategy/seo');
  await restApplied(page);
  assert.is(await page.locator('.site-footer').evaluate((el) => getComputedStyle(el).visibility), 'visible');
  await page.context().close();
});

test('the islands below the hero wake even when the entry arrives before the rest of the stylesheet (a visitor acting on the first screen brings it forward)', async () => {
  const page = await newPage();
  let entryArrived!: () => void;
  const arrived = new Promise<void>((resolve) => (entryArrived = resolve));
  page.on('requestfinished', (request) => {
    if (request.url().includes('/assets/client-')) entryArrived();
  });
  await page.route(REST, async (route) => {
    await arrived;
    await route.continue();
  });
  // The entry otherwise waits for the page to load, which the held stylesheet holds back: the pointer
  // crossing the first screen is what brings it now.
  await page.goto(s.server.url + '/strategy/seo', { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  await page.mouse.move(200, 300);
  await page.mouse.move(210, 320);
  await waitForIslands(page);
  assert.ok(await page.locator('[data-island="AuditForm"][data-hydrated="true"]').count(), 'the audit form below the hero is upgraded');
  await page.context().close();
});

test('without JavaScript the whole stylesheet is an ordinary one: the page below the hero looks as it does with JavaScript', async () => {
  const footer = async (javaScriptEnabled: boolean) => {
    const page = await newPage({ javaScriptEnabled });
    await page.goto(s.server.url + '/strategy/seo');
    if (javaScriptEnabled) await restApplied(page);
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
