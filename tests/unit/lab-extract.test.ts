/**
 * Lighthouse's result -> the report's figures, fed by the JSON of a real Lighthouse 12.8 mobile run
 * (tests/fixtures/lab/lighthouse-mobile.json.gz: Debian's Chromium on a local page with a 1.8 MB
 * hero image, unused JavaScript and CSS sent uncompressed, low-contrast text and unnamed controls).
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { labPageOf, screenshotOf, type LighthouseResult } from '../../src/audit/lab/extract.js';

const lhr = JSON.parse(gunzipSync(readFileSync('tests/fixtures/lab/lighthouse-mobile.json.gz')).toString('utf8')) as LighthouseResult;

test('the figures are Lighthouse mobile figures, rounded; the scores out of 100', () => {
  const page = labPageOf(lhr, 'http://127.0.0.1:4199/', 0, true);
  assert.is(page.lcpMs, 10957);
  assert.is(page.cls, 0);
  assert.is(page.tbtMs, 28);
  assert.is(page.performance, 72);
  assert.is(page.accessibility, 36);
  assert.ok(page.screenshot);
});

test('the three largest savings, said plainly, largest first', () => {
  const { opportunities } = labPageOf(lhr, 'http://127.0.0.1:4199/', 0, true);
  assert.equal(
    opportunities.map((o) => o.id),
    // uses-text-compression and unused-javascript both save 900 ms: the larger byte saving comes first.
    ['modern-image-formats', 'uses-optimized-images', 'uses-text-compression'],
  );
  assert.is(opportunities[0]?.text, 'Images would be 941 KB smaller saved as WebP or AVIF.');
  assert.is(opportunities[2]?.text, 'Text files could be 199 KB smaller if the server compressed them.');
  for (const o of opportunities) assert.not.match(o.text, /`|\[|Est savings/);
});

test('each failed accessibility audit with a plain fix', () => {
  const { accessibilityProblems } = labPageOf(lhr, 'http://127.0.0.1:4199/', 0, true);
  assert.equal(accessibilityProblems.map((p) => p.id).sort(), [
    'button-name',
    'color-contrast',
    'html-has-lang',
    'image-alt',
    'label',
    'link-name',
    'target-size',
  ]);
  const contrast = accessibilityProblems.find((p) => p.id === 'color-contrast');
  assert.match(contrast?.fix ?? '', /darker/);
  assert.is(contrast?.count, 1);
  for (const p of accessibilityProblems) assert.not.match(`${p.title} ${p.fix}`, /`|\]\(http/);
});

test('the final screenshot is a JPEG', () => {
  const shot = Buffer.from(screenshotOf(lhr) ?? '', 'base64');
  assert.ok(shot.length > 1000);
  assert.equal([...shot.subarray(0, 3)], [0xff, 0xd8, 0xff]);
});

test('a page Lighthouse could not load has no figures, and says why', () => {
  const broken = { ...lhr, runtimeError: { code: 'NO_FCP' } };
  const page = labPageOf(broken, 'http://127.0.0.1:4199/', 0, false);
  assert.is(page.lcpMs, null);
  assert.is(page.performance, null);
  assert.equal(page.opportunities, []);
  assert.is(page.problem, "Your home page showed nothing on the test phone's screen, so it could not be measured.");
  const refused = labPageOf({ ...lhr, runtimeError: { code: 'FAILED_DOCUMENT_REQUEST' } }, 'http://127.0.0.1:4199/about', 1, false);
  assert.is(
    refused.problem,
    'The test phone could not load the page /about: it did not answer, or it leads to an address our check does not visit.',
  );
});

test('a page that sent the browser to another site is not scored as the page asked for, and its screenshot is not kept', () => {
  // A meta refresh or a script after load, to an address the proxy refused: Chromium ends on its error page.
  const refused = labPageOf({ ...lhr, finalDisplayedUrl: 'chrome-error://chromewebdata/' }, 'http://127.0.0.1:4199/', 0, true);
  assert.is(refused.problem, 'Your home page sent the test phone to another address, so it could not be measured.');
  assert.is(refused.performance, null);
  assert.is(refused.lcpMs, null);
  assert.not.ok(refused.screenshot);
  // An HTTP redirect to someone else's site: named.
  const away = labPageOf(
    { ...lhr, mainDocumentUrl: 'https://parked.example/', finalDisplayedUrl: 'https://parked.example/' },
    'http://127.0.0.1:4199/',
    0,
    true,
  );
  assert.is(away.problem, 'Your home page sent the test phone to another address (parked.example), so it could not be measured.');
  // https, www and the default port are the same site: measured.
  const same = labPageOf(
    { ...lhr, mainDocumentUrl: 'https://www.plumber.example/', finalDisplayedUrl: 'https://www.plumber.example/#top' },
    'http://plumber.example/',
    0,
    true,
  );
  assert.is(same.problem, undefined);
  assert.is(same.performance, 72);
  assert.ok(same.screenshot);
});

test.run();
