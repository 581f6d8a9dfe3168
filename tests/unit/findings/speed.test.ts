/** Speed and weight: time to first byte, the HTML's size, compression and the number of elements. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkSite, finding, fired, goodPage, goodSite, type Routes } from '../../fixtures/finding-site.js';

const IDS = ['ttfb', 'page-size', 'compression', 'slow-pages', 'heavy-pages', 'uncompressed-pages', 'dom-size'];
const plain = (html: string) => ({ headers: { 'content-type': 'text/html; charset=utf-8' }, body: html });

test('quick, light, compressed pages of a modest size pass every speed check', async () => {
  const { findings } = await checkSite(
    goodSite({ '/': (o) => goodPage(o, '/', { links: '<a href="/about">About us</a>' }), '/about': (o) => goodPage(o, '/about') }),
  );
  for (const id of IDS) assert.is(finding(findings, id).severity, 'passed', id);
});

test('a slow answer, heavy HTML, no compression and too many elements are each reported with their pages', async () => {
  const words = `<h1>Plumbing</h1><p>${'Plumbing words for a real page. '.repeat(40)}</p>`;
  const routes: Routes = goodSite({
    '/': (o) => goodPage(o, '/', { links: '<a href="/heavy">Heavy</a> <a href="/plain">Plain</a> <a href="/busy">Busy</a>' }),
  });
  routes['/'] = (o) => ({
    delayMs: 900,
    headers: { 'content-type': 'text/html' },
    body: goodPage(o, '/', { links: '<a href="/heavy">Heavy</a> <a href="/plain">Plain</a> <a href="/busy">Busy</a>' }),
  });
  routes['/heavy'] = (o) => goodPage(o, '/heavy', { body: `${words}<!--${'x'.repeat(600 * 1024)}-->` });
  routes['/plain'] = (o) => plain(goodPage(o, '/plain'));
  routes['/busy'] = (o) => goodPage(o, '/busy', { body: `${words}${'<span>x</span>'.repeat(1600)}` });
  const { findings, site } = await checkSite(routes);
  const origin = site.origin;
  // How the answer time is graded is tested from given times (tests/unit/audit.test.ts): here, only that a slow start page is said by its own finding.
  assert.is.not(fired(findings, 'ttfb', origin).severity, 'passed');
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

test("the start page's HTML size is graded: over 500 KB to improve, over 2 MB a problem", async () => {
  const heavy = await checkSite(
    { '/': (o) => goodPage(o, '/', { body: `<h1>Heavy</h1><!--${'x'.repeat(600 * 1024)}-->` }) },
    { maxPages: 1 },
  );
  assert.equal(fired(heavy.findings, 'page-size', heavy.site.origin).severity, 'improvement');
  assert.match(fired(heavy.findings, 'page-size', heavy.site.origin).message, /^The page's HTML is 6[0-2]\d KB \(\d+ KB as sent\)\.$/);
});

test.run();
