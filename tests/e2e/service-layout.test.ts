import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright';
import { launchChromium, startServer, type TestServer } from '../helpers.js';

const test = suite('service layout in Chromium');
let server: TestServer;
let browser: Browser;

test.before(async () => {
  server = await startServer();
  browser = await launchChromium();
  mkdirSync('out/screens', { recursive: true });
});
test.after(async () => {
  await browser.close();
  await server.close();
});

for (const path of ['/strategy/seo-packages', '/strategy/ai-copywriting-services', '/design/ecommerce-development', '/resources/rank-on-google']) {
  test(`${path} at 375 and 1440 px: no console errors, no sideways scroll, screenshot taken`, async () => {
    for (const width of [375, 1440]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(server.url + path, { waitUntil: 'networkidle' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${path} at ${width}: sideways scroll of ${overflow}px`);
      await page.screenshot({ path: `out/screens/${path.slice(1).replaceAll('/', '_')}-${width}.png`, fullPage: true });
      assert.equal(errors, [], `${path} at ${width}`);
      await page.close();
    }
  });
}

test('resource card grid: 1 column at 375 px, 2 at 800 px, 4 at 1280 px', async () => {
  for (const [width, columns] of [
    [375, 1],
    [800, 2],
    [1280, 4],
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(server.url + '/resources/paid-search-101');
    const tops = await page.locator('.grid--4 > article').evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
    const perRow = tops.filter((t) => t === tops[0]).length;
    assert.is(perRow, columns, `${width}px`);
    await page.close();
  }
});

test.run();
