/**
 * `npm run bench:instant`: how soon the next page is there after a click, with Speculation Rules and
 * without. The built server behind a recording proxy (scripts/lib/visitor-browser.ts); headed
 * Chromium on a virtual display with nothing attached (a DevTools client turns prerendering off),
 * driven by xdotool as a mouse. Each navigation starts a fresh visit on another page, rests the
 * pointer on the header's name (a link home) for `--hover` ms, clicks, then leaves the home page the
 * same way so it sends its field beacon. "Without" is the same build with the proxy taking the
 * Speculation Rules out of each page. The figures are the site's own field measurements of the home page:
 * LCP (its h1) and FCP, which web-vitals counts from the click's navigation, or from the activation
 * of a prerendered page, and the visits and page views counted, which must not differ.
 * Figures are reported, never asserted.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startBuiltServer } from './start-built.js';
import { linkCentre, openVisitorBrowser, startRecordingProxy, visitorBrowserMissing, type RecordingProxy } from './lib/visitor-browser.js';
import type { Beacon } from '../src/shared/field-beacon.js';
import type { SiteFilesIndex } from '../src/routes/site-files.js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' }, hover: { type: 'string', default: '400' } } });
const runs = Number(values.runs);
const hoverMs = Number(values.hover);
const missing = visitorBrowserMissing();
if (missing) {
  console.error(`bench:instant needs a visitor's browser: ${missing}`);
  process.exit(1);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(50)) if (check()) return true;
  return check();
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? NaN;

/** One navigation: land on `start`, hover the link home, click, leave home the same way; the home page's beacon. */
async function navigate(proxy: RecordingProxy, start: string, brand: { x: number; y: number }): Promise<Beacon | undefined> {
  proxy.requests.length = 0;
  const browser = await openVisitorBrowser(proxy.url + start);
  try {
    await until(() => proxy.requests.some((r) => r.path.startsWith('/assets/chunks/web-vitals-')), 15_000);
    await browser.hover(brand, hoverMs);
    await browser.click();
    await sleep(2000);
    await browser.hover(brand, 300);
    await browser.click();
    const home = () => proxy.requests.find((r) => r.path === '/api/beacon' && (JSON.parse(r.body!) as Beacon).p === '/');
    await until(() => home() !== undefined, 10_000);
    return home() && (JSON.parse(home()!.body!) as Beacon);
  } finally {
    await browser.close();
  }
}

const server = await startBuiltServer({});
const index = JSON.parse(readFileSync(join(realpathSync('dist'), 'site-files.json'), 'utf8')) as SiteFilesIndex;
const starts = index.files
  .flatMap((f) => (f.path && f.hasForm !== undefined && /^\/(strategy|content|design)\/[^/]+$/.test(f.path) ? [f.path] : []))
  .slice(0, runs);
try {
  console.log(`${starts.length} navigations each way, from ${starts[0]} ... to the home page; hover ${hoverMs} ms before each click`);
  console.log('speculation   LCP median  LCP worst  FCP median  prerendered  home views  visits');
  for (const speculation of [true, false]) {
    const proxy = await startRecordingProxy(
      server.url,
      speculation ? {} : { transformHtml: (html) => html.replace(/<script type="speculationrules">.*?<\/script>/s, '') },
    );
    try {
      const brand = await linkCentre(proxy.url + starts[0], 'a.brand');
      const seen: Beacon[] = [];
      let visits = 0;
      for (const start of starts) {
        const beacon = await navigate(proxy, start, brand);
        if (beacon) seen.push(beacon);
        visits += proxy.requests.filter((r) => r.path === '/api/beacon' && (JSON.parse(r.body!) as Beacon).v === 1).length;
      }
      const lcp = seen.flatMap((b) => (b.m.LCP === undefined ? [] : [b.m.LCP]));
      const fcp = seen.flatMap((b) => (b.m.FCP === undefined ? [] : [b.m.FCP]));
      console.log(
        `${(speculation ? 'on' : 'off').padEnd(14)}${`${median(lcp)} ms`.padEnd(12)}${`${Math.max(...lcp)} ms`.padEnd(11)}${`${median(fcp)} ms`.padEnd(12)}${String(seen.filter((b) => b.n === 'prerender').length).padEnd(13)}${String(seen.length).padEnd(12)}${visits}`,
      );
    } finally {
      await proxy.close();
    }
  }
} finally {
  await server.stop();
}
