/**
 * Speed and weight: time to first byte, the HTML's size, compression and the number of elements,
 * judged from facts (tests/facts.ts). The time to first byte is a measurement, so it is given as a
 * value (`ttfbMs`): no assertion here depends on how fast anything ran.
 */
import { gzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { judgeSite } from '../../facts.js';
import { finding, fired, goodPage, goodSite, type Routes } from '../../fixtures/site-table.js';

const IDS = ['ttfb', 'page-size', 'compression', 'slow-pages', 'heavy-pages', 'uncompressed-pages', 'dom-size'];
const plain = (html: string, ttfbMs?: number) => ({ headers: { 'content-type': 'text/html; charset=utf-8' }, body: html, ttfbMs });
/** A good page at `path`, compressed, whose server took `ttfbMs` to start answering. */
const sentAt =
  (ttfbMs: number, path = '/') =>
  (o: string) => ({ headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' }, body: gzipSync(goodPage(o, path)), ttfbMs });

test('quick, light, compressed pages of a modest size pass every speed check', async () => {
  const { findings } = await judgeSite(
    goodSite({ '/': (o) => goodPage(o, '/', { links: '<a href="/about">About us</a>' }), '/about': (o) => goodPage(o, '/about') }),
  );
  for (const id of IDS) assert.is(finding(findings, id).severity, 'passed', id);
});

test("the start page's time to first byte is graded: up to 0.8 s passes, to 1.8 s to improve, beyond a problem", async () => {
  const ttfb = async (ms: number) => {
    const { severity, message } = finding((await judgeSite({ '/': sentAt(ms) }, { maxPages: 1 })).findings, 'ttfb');
    return { severity, message };
  };
  assert.equal(await ttfb(800), { severity: 'passed', message: 'The server took 0.8 seconds to start answering.' });
  assert.equal(await ttfb(900), { severity: 'improvement', message: 'The server took 0.9 seconds to start answering.' });
  assert.equal(await ttfb(1800), { severity: 'improvement', message: 'The server took 1.8 seconds to start answering.' });
  assert.equal(await ttfb(2400), { severity: 'problem', message: 'The server took 2.4 seconds to start answering.' });
});

test('a slow answer, heavy HTML, no compression and too many elements are each reported with their pages', async () => {
  const words = `<h1>Plumbing</h1><p>${'Plumbing words for a real page. '.repeat(40)}</p>`;
  const links = '<a href="/heavy">Heavy</a> <a href="/plain">Plain</a> <a href="/busy">Busy</a>';
  const routes: Routes = goodSite({ '/': (o) => goodPage(o, '/', { links }) });
  routes['/'] = (o) => ({ ...plain(goodPage(o, '/', { links })), ttfbMs: 900 });
  routes['/heavy'] = (o) => goodPage(o, '/heavy', { body: `${words}<!--${'x'.repeat(600 * 1024)}-->` });
  routes['/plain'] = (o) => plain(goodPage(o, '/plain'));
  routes['/busy'] = (o) => goodPage(o, '/busy', { body: `${words}${'<span>x</span>'.repeat(1600)}` });
  const { findings, site } = await judgeSite(routes);
  const origin = site.origin;
  assert.equal(fired(findings, 'ttfb', origin), {
    severity: 'improvement',
    message: 'The server took 0.9 seconds to start answering.',
    urls: [],
  });
  assert.equal(fired(findings, 'compression', origin), {
    severity: 'improvement',
    message: 'Your home page is sent without compression.',
    urls: [],
  });
  // The start page's slow answer and missing compression are said once, above: the crawl's findings name the other pages.
  assert.not.ok(
    findings.find((f) => f.id === 'slow-pages'),
    'no "Every page started answering within 0.8 seconds" beside the slow start page',
  );
  assert.equal(fired(findings, 'heavy-pages', origin).urls, ['/heavy (617 KB)']);
  // The home page's missing compression says the cause (one server setting): not said again for /plain.
  assert.not.ok(findings.find((f) => f.id === 'uncompressed-pages'));
  assert.match(fired(findings, 'dom-size', origin).urls.join(), /^\/busy \(16\d\d\)$/);
});

test('a slow page besides a quick start page is named with its time; the start page is not', async () => {
  const links = '<a href="/slow">Slow</a> <a href="/quick">Quick</a>';
  const routes: Routes = goodSite({ '/': (o) => goodPage(o, '/', { links }), '/quick': (o) => goodPage(o, '/quick') });
  routes['/slow'] = sentAt(1250, '/slow');
  const { findings, site } = await judgeSite(routes);
  assert.equal(fired(findings, 'slow-pages', site.origin), {
    severity: 'improvement',
    message: '1 page took longer than 0.8 seconds to start answering.',
    urls: ['/slow (1.25 seconds)'],
  });
  assert.is(finding(findings, 'ttfb').severity, 'passed');
});

test("the start page's HTML size is graded: over 500 KB to improve, over 2 MB a problem", async () => {
  const heavy = await judgeSite(
    { '/': (o) => goodPage(o, '/', { body: `<h1>Heavy</h1><!--${'x'.repeat(600 * 1024)}-->` }) },
    { maxPages: 1 },
  );
  assert.equal(fired(heavy.findings, 'page-size', heavy.site.origin).severity, 'improvement');
  assert.match(fired(heavy.findings, 'page-size', heavy.site.origin).message, /^The page's HTML is 6[0-2]\d KB \(\d+ KB as sent\)\.$/);
  // Over 2 MB, and within the 2 MiB the fetcher reads by default (AUDIT_MAX_BYTES).
  const huge = await judgeSite({ '/': (o) => goodPage(o, '/', { body: `<h1>Huge</h1><!--${'x'.repeat(2_050_000)}-->` }) }, { maxPages: 1 });
  assert.is(fired(huge.findings, 'page-size', huge.site.origin).severity, 'problem');
});

test.run();
