/**
 * Draws the favicon set and the Open Graph image with Chromium from the brand mark, into public/.
 * Run after changing the brand in data/site.ts: `npx tsx scripts/make-icons.ts`. The PNGs are committed,
 * so the shipped Open Graph image shows the placeholder phone and address until this is run again.
 */
import { readFileSync, mkdirSync } from 'node:fs';
import { launchChromium } from '../tests/helpers.js';
import { site } from '../data/site.js';

const svg = readFileSync('public/favicon.svg', 'utf8');
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
// The logo's text, as BrandName draws it: the first word, then the rest in the accent colour.
const [first, ...rest] = site.name.split(' ');
const browser = await launchChromium();
mkdirSync('public/icons', { recursive: true });
try {
  for (const [file, size, pad] of [
    ['public/icons/icon-192.png', 192, 0],
    ['public/icons/icon-512.png', 512, 0],
    ['public/icons/maskable-512.png', 512, 0.12],
    ['public/icons/apple-touch-icon.png', 180, 0.08],
    ['public/icons/favicon-32.png', 32, 0],
  ] as const) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = Math.round(size * (1 - 2 * pad));
    await page.setContent(
      `<body style="margin:0;background:#0a0e1a;display:grid;place-items:center;height:${size}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</body>`,
    );
    await page.screenshot({ path: file });
    await page.close();
  }
  const og = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await og.setContent(`<body style="margin:0;width:1200px;height:630px;font-family:system-ui,sans-serif;color:#eef1f8;
    background:radial-gradient(60% 80% at 10% 0%,rgba(225,29,72,.45),transparent 70%),radial-gradient(50% 70% at 95% 20%,rgba(124,58,237,.45),transparent 70%),#0a0e1a;
    display:flex;flex-direction:column;justify-content:center;padding:0 90px;box-sizing:border-box">
    <div style="display:flex;align-items:center;gap:20px;font-size:44px;font-weight:800">${svg.replace('<svg ', '<svg width="72" height="72" ')}<span>${html(first ?? '')} <span style="color:#fb7185">${html(rest.join(' '))}</span></span></div>
    <div style="font-size:68px;font-weight:800;line-height:1.1;margin-top:40px;max-width:980px">${html(site.tagline)}</div>
    <div style="font-size:30px;color:#b0b9ce;margin-top:28px">Free SEO audit · ${html(site.phone.display)} · ${html(site.address.display)}</div></body>`);
  await og.screenshot({ path: 'public/og-image.png' });
} finally {
  await browser.close();
}
