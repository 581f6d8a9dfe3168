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
  const page = labPageOf(lhr, 'http://127.0.0.1:4199/', true);
  assert.is(page.lcpMs, 10957);
  assert.is(page.cls, 0);
  assert.is(page.tbtMs, 28);
  assert.is(page.performance, 72);
  assert.is(page.accessibility, 36);
  assert.ok(page.screenshot);
});

test('the three largest savings, said plainly, largest first', () => {
  const { opportunities } = labPageOf(lhr, 'http://127.0.0.1:4199/', true);
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
  const { accessibilityProblems } = labPageOf(lhr, 'http://127.0.0.1:4199/', true);
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

test('a page Lighthouse could not load has no figures', () => {
  const broken = { ...lhr, runtimeError: { code: 'NO_FCP' } };
  const page = labPageOf(broken, 'http://127.0.0.1:4199/', false);
  assert.is(page.lcpMs, null);
  assert.is(page.performance, null);
  assert.equal(page.opportunities, []);
});

test.run();
