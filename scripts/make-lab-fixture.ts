/**
 * Remakes tests/fixtures/lab/lighthouse-mobile.json.gz, the real Lighthouse result the phone run's
 * unit tests read (tests/unit/lab-extract.test.ts, lab-trust.test.ts): `npx tsx scripts/make-lab-fixture.ts`.
 * A local page made to fail on purpose is served on 127.0.0.1 and measured once by the installed
 * Lighthouse in Debian's Chromium, mobile, in the phone run's performance and accessibility categories
 * (its Agentic Browsing category is tested from audits added to this result). The page: a
 * 1.6 MB hero photo shown at a phone's width, 39 KB of style sheet and 160 KB of script that block
 * the first paint and are mostly unused, everything sent uncompressed and with no cache lifetime, and
 * the accessibility failures owners' pages have most (faint text, a button and a link with no name,
 * a field with no label, an image with no alt, no page language, small tap targets).
 * Figures move from run to run and machine to machine: the tests name the kept run's own figures, so
 * remaking the file means reading them again.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { noiseJpeg } from '../tests/noise-jpeg.js';

const OUT = 'tests/fixtures/lab/lighthouse-mobile.json.gz';

/** A style sheet of which the page uses one rule: the rest is what a theme ships. */
const css = [
  'body{font:16px/1.5 sans-serif;margin:0}.faint{color:#bbb;background:#fff}img{width:100%;height:auto}',
  ...Array.from(
    { length: 900 },
    (_, i) => `.theme-block-${i}{margin:${i % 7}px;padding:${i % 5}px;color:#${(i * 4099).toString(16).padStart(6, '0').slice(0, 6)}}`,
  ),
].join('\n');

/** A script that defines much and runs almost nothing, as a page builder's bundle does. */
const js = [
  'document.documentElement.dataset.ready = "1";',
  ...Array.from(
    { length: 1400 },
    (_, i) => `function widget${i}(el){var n=${i};for(var k=0;k<n;k++){el.setAttribute('data-w${i}-'+k,String(k*${i}));}return el;}`,
  ),
].join('\n');

const page = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bright Smile Dental, Geelong</title><meta name="description" content="A dentist's home page with a heavy photo, a theme's style sheet and a page builder's script.">
<link rel="stylesheet" href="/style.css"><script src="/app.js"></script></head>
<body><h1>Bright Smile Dental</h1>
<img src="/hero.jpg" width="1600" height="1200">
<p class="faint">Check-ups, cleans and emergency appointments, six days a week, in the heart of Geelong.</p>
<p><a href="/book"><svg width="16" height="16" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7"/></svg></a>
<button style="width:14px;height:14px;padding:0"></button>
<a href="/prices" style="font-size:10px">prices</a> <a href="/hours" style="font-size:10px">hours</a></p>
<form action="/call"><input type="text" name="phone"></form>
</body></html>`;

const hero = await noiseJpeg({ width: 1600, height: 1200, quality: 90 });
const files: Record<string, [string, string | Buffer]> = {
  '/': ['text/html; charset=utf-8', page],
  '/style.css': ['text/css', css],
  '/app.js': ['text/javascript', js],
  '/hero.jpg': ['image/jpeg', hero],
};
// Sent as most small sites' hosts send them: no compression, no cache lifetime.
const server = createServer((req, res) => {
  const file = files[req.url ?? ''];
  if (!file) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><title>Not found</title><p>Not found.');
  res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
});
// The port the tests name the page by.
await new Promise<void>((resolve) => server.listen(4199, '127.0.0.1', resolve));
const url = 'http://127.0.0.1:4199/';
const dir = mkdtempSync(join(tmpdir(), 'laserfocus-lab-fixture-'));
try {
  const out = join(dir, 'lhr.json');
  // Asynchronous: the page is served from this process, which must stay free to answer it.
  const child = spawn(
    'node_modules/.bin/lighthouse',
    [
      url,
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      // The phone run's categories whose figures the tests pin (src/audit/lab/lab-child.ts asks for agentic-browsing too).
      '--only-categories=performance,accessibility',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' } },
  );
  const [code, signal] = await new Promise<[number | null, string | null]>((resolve) => child.on('exit', (c, s) => resolve([c, s])));
  if (code !== 0) throw new Error(`lighthouse ended with ${signal ?? code}`);
  const lhr = readFileSync(out);
  writeFileSync(OUT, gzipSync(lhr, { level: 9 }));
  const { lighthouseVersion, environment } = JSON.parse(lhr.toString('utf8')) as {
    lighthouseVersion: string;
    environment: { benchmarkIndex: number };
  };
  console.log(`${OUT}: Lighthouse ${lighthouseVersion} on ${url}, benchmarkIndex ${environment.benchmarkIndex}`);
} finally {
  server.close();
  rmSync(dir, { recursive: true, force: true });
}
