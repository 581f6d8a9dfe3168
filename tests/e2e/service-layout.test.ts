import * as assert from 'uvu/assert';
import { browserSuite, waitForIslands } from '../helpers.js';

const s = browserSuite('service layout in Chromium', { readsOnly: true });
const { test } = s;

const paths = ['/strategy/seo-packages', '/strategy/ai-copywriting-services', '/design/ecommerce-development', '/resources/rank-on-google'];

// One tab per width goes from page to page, as a visitor would; `npm run screenshots` takes the
// pictures for looking at these layouts.
for (const width of [375, 1440]) {
  test(`${paths.length} varied service pages at ${width} px: no console errors, no sideways scroll`, async () => {
    const page = await s.newPage({ viewport: { width, height: 900 } });
    for (const path of paths) {
      page.errors.length = 0;
      const res = await page.goto(s.server.url + path);
      assert.is(res?.status(), 200, path);
      await waitForIslands(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${path} at ${width}: sideways scroll of ${overflow}px`);
      assert.equal(page.errors, [], `${path} at ${width}`);
    }
    await page.context().close();
  });
}

test('resource card grid: 1 column at 375 px, 2 at 800 px, 4 at 1280 px', async () => {
  // Reduced motion: the cards stand in place at once, rather than sliding up in turn as they come into view.
  const page = await s.open('/resources/paid-search-101', { width: 375, reducedMotion: 'reduce' });
  for (const [width, columns] of [
    [375, 1],
    [800, 2],
    [1280, 4],
  ] as const) {
    // The grid answers the window's width as it changes, as when a tablet turns or a window is resized.
    await page.setViewportSize({ width, height: 900 });
    const tops = await page
      .locator('.grid--4 > article')
      .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
    const perRow = tops.filter((t) => t === tops[0]).length;
    assert.is(perRow, columns, `${width}px`);
  }
  await page.context().close();
});

test.run();
