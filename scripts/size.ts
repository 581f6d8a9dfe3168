/**
 * Page weight per page type, as Chromium loads it: HTML, CSS and JavaScript, raw and gzipped.
 * `npm run size`. The JavaScript column is what the islands cost a visitor.
 */
import { gzipSync } from 'node:zlib';
import { launchChromium, startServer } from '../tests/helpers.js';

process.env.NODE_ENV ??= 'production';
const pages: [string, string][] = [
  ['home', '/'],
  ['service page with form', '/strategy/seo'],
  ['service page without form', '/strategy/pricing'],
  ['resource guide', '/resources/rank-on-google'],
  ['legal page', '/terms-of-service'],
];

const server = await startServer();
const browser = await launchChromium();
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
try {
  console.log('page type                    | HTML gz  | CSS gz   | JS gz    | JS raw   | JS files');
  for (const [label, path] of pages) {
    const page = await browser.newPage();
    const bodies: { type: string; size: number; gz: number }[] = [];
    page.on('response', async (res) => {
      const type = res.request().resourceType();
      if (!['document', 'stylesheet', 'script'].includes(type)) return;
      const body = await res.body().catch(() => Buffer.alloc(0));
      bodies.push({ type, size: body.length, gz: gzipSync(body, { level: 9 }).length });
    });
    await page.goto(server.url + path, { waitUntil: 'networkidle' });
    const sum = (type: string, key: 'size' | 'gz') => bodies.filter((b) => b.type === type).reduce((n, b) => n + b[key], 0);
    const files = bodies.filter((b) => b.type === 'script').length;
    console.log(`${label.padEnd(28)} | ${kb(sum('document', 'gz')).padEnd(8)} | ${kb(sum('stylesheet', 'gz')).padEnd(8)} | ${kb(sum('script', 'gz')).padEnd(8)} | ${kb(sum('script', 'size')).padEnd(8)} | ${files}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
