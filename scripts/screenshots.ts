/**
 * Full-page screenshots at phone (375 px) and desktop (1440 px) width, for looking at the design:
 * `npm run screenshots -- / /strategy/seo` writes out/screens/<page>-<width>.png.
 */
import { mkdirSync } from 'node:fs';
import { launchChromium, layOutWholePage, startServer, waitForIslands } from '../tests/helpers.js';

process.env.NODE_ENV ??= 'production';
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
const widths = [375, 1440];
const slices = process.argv.includes('--slices');
const server = await startServer();
const browser = await launchChromium();
mkdirSync('out/screens', { recursive: true });
try {
  for (const path of paths.length ? paths : ['/', '/terms-of-service', '/does-not-exist']) {
    for (const width of widths) {
      // Reduced motion: the scroll-in cards are shown at once, so a full-page capture needs no scrolling.
      const page = await browser.newPage({ viewport: { width, height: width < 500 ? 800 : 900 }, reducedMotion: 'reduce' });
      await page.goto(server.url + path);
      await waitForIslands(page);
      await layOutWholePage(page);
      const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_');
      await page.screenshot({ path: `out/screens/${name}-${width}.png`, fullPage: true });
      console.log(`out/screens/${name}-${width}.png`);
      if (slices) {
        // Tall pages shrink to nothing when viewed whole: also write readable slices.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const step = width < 500 ? 1400 : 1800;
        for (let y = 0, i = 1; y < height; y += step, i++) {
          const clip = { x: 0, y, width, height: Math.min(step, height - y) };
          await page.screenshot({ path: `out/screens/${name}-${width}-part${i}.png`, clip, fullPage: true });
        }
      }
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
