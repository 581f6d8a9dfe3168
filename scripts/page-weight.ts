/** Measures what Chromium downloads for a page: HTML, CSS and JavaScript, raw and compressed. */
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { launchChromium } from '../tests/helpers.js';

export interface PageWeight {
  label: string;
  path: string;
  html: { raw: number; br: number };
  css: { raw: number; br: number };
  js: { raw: number; br: number; gz: number; files: number };
}

export const samplePages: [string, string][] = [
  ['home', '/'],
  ['service page with form', '/strategy/seo'],
  ['service page without form', '/strategy/pricing'],
  ['resource guide', '/resources/rank-on-google'],
  ['legal page', '/terms-of-service'],
];

export async function measurePageWeights(baseUrl: string, pages = samplePages): Promise<PageWeight[]> {
  const browser = await launchChromium();
  const out: PageWeight[] = [];
  try {
    for (const [label, path] of pages) {
      const page = await browser.newPage();
      const seen: { type: string; body: Buffer }[] = [];
      page.on('response', async (res) => {
        const type = res.request().resourceType();
        if (['document', 'stylesheet', 'script'].includes(type)) seen.push({ type, body: await res.body().catch(() => Buffer.alloc(0)) });
      });
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      const pick = (type: string) => seen.filter((s) => s.type === type);
      const sum = (items: { body: Buffer }[], f: (b: Buffer) => number) => items.reduce((n, i) => n + f(i.body), 0);
      const br = (b: Buffer) => brotliCompressSync(b).length;
      out.push({
        label,
        path,
        html: { raw: sum(pick('document'), (b) => b.length), br: sum(pick('document'), br) },
        css: { raw: sum(pick('stylesheet'), (b) => b.length), br: sum(pick('stylesheet'), br) },
        js: {
          raw: sum(pick('script'), (b) => b.length),
          br: sum(pick('script'), br),
          gz: sum(pick('script'), (b) => gzipSync(b, { level: 9 }).length),
          files: pick('script').length,
        },
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function printPageWeights(weights: PageWeight[]): void {
  console.log('page type                    | HTML br  | CSS br   | JS br    | JS gzip  | JS raw   | JS files | total br');
  for (const w of weights) {
    const total = w.html.br + w.css.br + w.js.br;
    console.log(
      `${w.label.padEnd(28)} | ${kb(w.html.br).padEnd(8)} | ${kb(w.css.br).padEnd(8)} | ${kb(w.js.br).padEnd(8)} | ${kb(w.js.gz).padEnd(8)} | ${kb(w.js.raw).padEnd(8)} | ${String(w.js.files).padEnd(8)} | ${kb(total)}`,
    );
  }
}
