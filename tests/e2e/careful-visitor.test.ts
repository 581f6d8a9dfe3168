/**
 * What a careful visitor notices, checked in Chromium: text on the "Most Popular" badge readable
 * against both ends of its gradient, Escape in the phone menu giving focus back to its toggle, the
 * closing band in the content column, and no word broken where it should not be at 375 px.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'playwright';
import { browserSuite } from '../helpers.js';

// One tab going from page to page: nothing here depends on a fresh visitor (no clock, cookies or
// storage). Two tests go on with the page a test before them only read, instead of loading it again.
const s = browserSuite('a careful visitor in Chromium');
const { test } = s;

/** WCAG relative luminance of an sRGB colour given as [r, g, b] 0-255. */
function luminance([r, g, b]: number[]): number {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}
const contrast = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
const rgbs = (css: string) =>
  [...css.matchAll(/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2]), Number(m[3])]);

for (const path of ['/strategy/pricing', '/strategy/seo-packages', '/strategy/ai-content-creation-packages']) {
  test(`${path}: the "Most Popular" badge's text meets 4.5:1 against both ends of its gradient`, async () => {
    const page = await s.visit(path, { width: 1440 });
    const badge = page.locator('.badge').first();
    const { color, background } = await badge.evaluate((el) => ({
      color: getComputedStyle(el).color,
      background: getComputedStyle(el).backgroundImage,
    }));
    const text = rgbs(color)[0]!;
    const stops = rgbs(background);
    assert.ok(stops.length >= 2, `a gradient: ${background}`);
    for (const stop of stops) assert.ok(contrast(text, stop) >= 4.5, `${color} on ${stop}: ${contrast(text, stop).toFixed(2)}:1`);
  });
}

/** Left and right edges of an element, in CSS pixels. */
const edges = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return [Math.round(r.left), Math.round(r.right)];
    });

/** The closing band in the content column at a width, checked on /strategy/seo. */
const bandInColumn = (width: number) =>
  test(`at ${width} px the closing band sits in the content column, like the cards above it`, async () => {
    const page = await s.visit('/strategy/seo', { width });
    const band = await edges(page, '.cta-band .cta-inner');
    // The content column: the container of the cards above, inside its padding.
    const column = await page
      .locator('main .section .container:has(.grid)')
      .first()
      .evaluate((el) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return [Math.round(r.left + parseFloat(style.paddingLeft)), Math.round(r.right - parseFloat(style.paddingRight))];
      });
    assert.equal(band, column, `band ${band} vs column ${column}`);
    assert.ok(band[0]! > 0 && band[1]! < width, 'clear of both screen edges');
  });

bandInColumn(375);
test('phone menu: Escape closes it and gives focus back to the Menu toggle', async () => {
  // The page the 375 px band test read, or loaded afresh.
  const page = await s.visit('/strategy/seo', { width: 375, keep: true });
  await page.locator('.mobile-nav-toggle').click();
  await page.locator('#mobile-nav-panel summary').first().focus();
  await page.keyboard.press('Tab');
  assert.ok(await page.evaluate(() => document.getElementById('mobile-nav-panel')!.contains(document.activeElement)), 'focus in the panel');
  await page.keyboard.press('Escape');
  assert.ok(await page.locator('#mobile-nav-panel').isHidden(), 'closed');
  assert.is(await page.evaluate(() => document.activeElement?.className), 'mobile-nav-toggle');
});

bandInColumn(1440);
test('search: the header box suggests pages as you type, and sends a plain GET to /search', async () => {
  // The page the 1440 px band test read, or loaded afresh.
  const page = await s.visit('/strategy/seo', { width: 1440, keep: true });
  await page.locator('#header-search-q').fill('google ads');
  await page.waitForFunction(() => document.querySelectorAll('#header-search-suggestions option').length > 0);
  assert.ok((await page.locator('#header-search-suggestions option').first().getAttribute('value'))?.length);
  await page.locator('#header-search-q').press('Enter');
  await page.waitForURL(/\/search\?q=google\+ads$/);
  assert.match(await page.locator('h1').innerText(), /results? for "google ads"/);
  assert.ok(await page.locator('.search-results a[href="/strategy/google-ads"]').count());
});

/** How many lines a piece of text takes, by its line boxes. */
const linesOf = (page: Page, selector: string, text: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, wanted) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const full = el.textContent ?? '';
      const start = full.indexOf(wanted);
      if (start < 0) return -1;
      let seen = 0;
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const len = node.textContent!.length;
        if (seen + len > start && !range.startContainer.isSameNode(node) && range.collapsed) range.setStart(node, start - seen);
        if (seen + len >= start + wanted.length) {
          range.setEnd(node, start + wanted.length - seen);
          break;
        }
        seen += len;
      }
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    }, text);

test('at 375 px nothing breaks where it should not: the hero button, the form button, the ABN', async () => {
  const page = await s.visit('/', { width: 375 });
  assert.is(await linesOf(page, '.hero-actions .btn--primary', 'Un-laserable'), 1, '"Un-laserable" whole');
  assert.is(await linesOf(page, '#contact button[type="submit"]', 'Get My Free SEO Audit'), 1, 'the form button on one line');
  assert.is(await linesOf(page, 'footer', '49 624 595 711'), 1, 'the ABN on one line');
  assert.is(
    (await page.locator('.hero-actions .btn--primary').textContent())?.trim(),
    'My Problem is Un-laserable',
    'the label as the spec writes it',
  );
});

test.run();
