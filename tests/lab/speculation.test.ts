/**
 * Speculation Rules as a visitor meets them: headed Chromium with nothing attached (Playwright, a
 * DevTools client, makes Chromium turn prerendering off), moved and clicked with xdotool, behind a
 * recording proxy that sees every request, its Sec-Purpose header, and the field beacons. The proxy
 * adds one thing to each page: a column of links to chosen paths at known places on the screen
 * (styled by a stylesheet of its own, so the page's Content-Security-Policy stays as it is).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { chromium } from 'playwright-core';
import { openVisitorBrowser, startRecordingProxy, visitorBrowserMissing, type RecordingProxy } from '../../scripts/lib/visitor-browser.js';
import { startServer, waitFor, type TestServer } from '../helpers.js';
import type { Beacon } from '../../src/shared/field-beacon.js';

const LINKS = [
  '/',
  '/thank-you',
  '/search',
  '/api/health',
  '/audit/0000000000000000',
  '/strategy/seo?ref=probe',
  '/resources/blog/feed.xml',
  '/resources/blog',
  '/work/case-studies',
] as const;
const EXCLUDED = LINKS.slice(1, 7);
const PROBE_CSS =
  '.probe{position:fixed;left:0;top:120px;z-index:2147483647;margin:0;padding:0;list-style:none;background:#fff}.probe a{display:block;width:200px;height:40px;line-height:40px;padding:0 8px;color:#000;font:14px sans-serif}';
/** Where link `i` of the column is on the screen. */
const at = (path: (typeof LINKS)[number]) => ({ x: 100, y: 120 + 40 * LINKS.indexOf(path) + 20 });
const withProbe = (html: string) =>
  html.replace(
    '<body>',
    `<body><link rel="stylesheet" href="/__probe.css"/><ul class="probe">${LINKS.map((href) => `<li><a href="${href}">${href}</a></li>`).join('')}</ul>`,
  );

const missing = visitorBrowserMissing();
const test = suite(`speculation rules in a visitor's Chromium${missing ? ` (skipped: ${missing})` : ''}`);
let server: TestServer;
let proxy: RecordingProxy;
test.before(async () => {
  if (missing) return;
  server = await startServer();
  proxy = await startRecordingProxy(server.url, {
    transformHtml: withProbe,
    extra: (path) => (path === '/__probe.css' ? { type: 'text/css', body: PROBE_CSS } : undefined),
  });
});
test.after(async () => {
  await proxy?.close();
  await server?.close();
});
test.before.each(() => {
  if (!missing) proxy.requests.length = 0;
});

const run = missing ? test.skip : test;
const prepared = (path: string) => proxy.requests.find((r) => r.path === path && r.purpose?.includes('prerender'));
const beacons = () =>
  proxy.requests.filter((r) => r.method === 'POST' && r.path === '/api/beacon').map((r) => JSON.parse(r.body!) as Beacon);
/** The first page has loaded, its scripts and all (field measurement starts last): it is ready for the pointer. */
const loaded = () =>
  waitFor(() => proxy.requests.some((r) => r.path.startsWith('/assets/chunks/web-vitals-')), 15_000, 'the page and its scripts');

run(
  'hovering a page link prepares that page (Sec-Purpose: prefetch;prerender); the API, reports, search, thank-you, query strings and files never',
  async () => {
    const browser = await openVisitorBrowser(`${proxy.url}/strategy/seo`);
    try {
      await loaded();
      for (const path of EXCLUDED) await browser.hover(at(path), 400);
      await browser.hover(at('/'), 400);
      const home = await waitFor(() => prepared('/'), 10_000, 'the home page prepared on hover');
      assert.is(home.purpose, 'prefetch;prerender');
      for (const path of EXCLUDED)
        assert.not.ok(
          proxy.requests.some((r) => r.path === path),
          `${path} was never requested`,
        );
    } finally {
      await browser.close();
    }
  },
);

run('a prepared page never shown sends no beacon and records no touch; one that is shown counts once, as a prerender', async () => {
  const browser = await openVisitorBrowser(`${proxy.url}/strategy/seo`, { keepProfile: true });
  try {
    await loaded();
    await browser.hover(at('/work/case-studies'), 400);
    await waitFor(() => prepared('/work/case-studies'), 10_000, 'the case studies page prepared');
    // Long enough for a page that starts anyway to count its view (it waits for idle, at most 2 s).
    await browser.hover(at('/resources/blog'), 3000);
    await waitFor(() => prepared('/resources/blog'), 10_000, 'the blog prepared');
    await browser.click();
    // The blog is shown. Leaving it sends its beacon; leaving to the API (a page of JSON, where no
    // script of ours runs) means no later page view can land in what the browser stored.
    await browser.hover(at('/api/health'), 2500);
    await browser.click();
    await waitFor(() => beacons().some((b) => b.p === '/resources/blog'), 15_000, "the blog's beacon");
    // Chromium writes local storage to the profile in batches, a few seconds apart.
    await browser.hover(at('/'), 6000);
  } finally {
    await browser.close();
  }
  const sent = beacons();
  assert.equal(
    sent.filter((b) => b.p === '/strategy/seo').map((b) => [b.n, b.v]),
    [['navigate', 1]],
    'the landing page: one view, which started the visit',
  );
  assert.equal(
    sent.filter((b) => b.p === '/resources/blog').map((b) => [b.n, b.v]),
    [['prerender', 0]],
    'the blog: one view, prerendered, in the same visit',
  );
  assert.is(sent.filter((b) => b.p === '/work/case-studies').length, 0, 'no beacon from the page never shown');

  // What the visitor's browser stored for lead attribution, read from its profile before any script runs.
  const context = await chromium.launchPersistentContext(browser.profile!, {
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => ((window as unknown as { stored: string | null }).stored = localStorage.getItem('lf_attribution')));
    await page.goto(`${proxy.url}/privacy-policy`);
    const stored = JSON.parse((await page.evaluate(() => (window as unknown as { stored: string | null }).stored)) ?? '{}') as {
      first?: { path: string };
      last?: { path: string };
      pages?: number;
    };
    assert.is(stored.first?.path, '/strategy/seo');
    assert.is(stored.last?.path, '/strategy/seo', 'the visit began on the landing page');
    assert.is(stored.pages, 2, 'two pages seen: the landing page and the blog; not the one only prepared');
  } finally {
    await context.close();
    browser.removeProfile();
  }
});

test.run();
