import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import { browserSuite } from '../helpers.js';

const { test, open } = browserSuite('service layout in Chromium');
test.before(() => {
  mkdirSync('out/screens', { recursive: true });
});

for (const path of [
  '/strategy/seo-packages',
  '/strategy/ai-copywriting-services',
  '/design/ecommerce-development',
  '/resources/rank-on-google',
]) {
  test(`${path} at 375 and 1440 px: no console errors, no sideways scroll, screenshot taken`, async () => {
    for (const width of [375, 1440]) {
      const page = await open(path, { width });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${path} at ${width}: sideways scroll of ${overflow}px`);
      await page.screenshot({ path: `out/screens/${path.slice(1).replaceAll('/', '_')}-${width}.png`, fullPage: true });
      assert.equal(page.errors, [], `${path} at ${width}`);
      await page.context().close();
    }
  });
}

test('resource card grid: 1 column at 375 px, 2 at 800 px, 4 at 1280 px', async () => {
  for (const [width, columns] of [
    [375, 1],
    [800, 2],
    [1280, 4],
  ] as const) {
    const page = await open('/resources/paid-search-101', { width });
    const tops = await page
      .locator('.grid--4 > article')
      .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
    const perRow = tops.filter((t) => t === tops[0]).length;
    assert.is(perRow, columns, `${width}px`);
    await page.context().close();
  }
});

test.run();
