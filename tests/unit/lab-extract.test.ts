/**
 * Lighthouse's result -> the report's figures, fed by the JSON of a real Lighthouse 13.5 mobile run
 * (tests/fixtures/lab/lighthouse-mobile.json.gz, made by scripts/make-lab-fixture.ts: Debian's
 * Chromium on a local page with a 1.6 MB hero photo, unused JavaScript and CSS that block the first
 * paint, nothing compressed or cached, faint text and unnamed controls).
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { engineOf, labPageOf, screenshotOf, type LighthouseResult } from '../../src/audit/lab/extract.js';

const lhr = JSON.parse(gunzipSync(readFileSync('tests/fixtures/lab/lighthouse-mobile.json.gz')).toString('utf8')) as LighthouseResult;

test('the figures are Lighthouse mobile figures, rounded; the scores out of 100', () => {
  const page = labPageOf(lhr, 'http://127.0.0.1:4199/', 0, true);
  assert.is(page.lcpMs, 9755);
  assert.is(page.cls, 0);
  assert.is(page.tbtMs, 0);
  assert.is(page.performance, 74);
  assert.is(page.accessibility, 33);
  assert.ok(page.screenshot);
});

test("the three largest savings are Lighthouse 13's insights, said plainly, largest first", () => {
  const { opportunities } = labPageOf(lhr, 'http://127.0.0.1:4199/', 0, true);
  assert.equal(
    opportunities.map((o) => [o.id, o.savingsMs, o.savingsBytes]),
    [
      ['cache-insight', 8750, 1_790_011],
      ['image-delivery-insight', 7400, 1_515_620],
      ['render-blocking-insight', 1150, 0],
    ],
  );
  assert.equal(
    opportunities.map((o) => o.text),
    [
      "Visitors' browsers are told to keep 1.8 MB of the page's files for little or no time, so a returning visitor downloads them again.",
      "Images could be 1.5 MB smaller, each sized for a phone's screen, saved as WebP or AVIF and compressed well.",
      'Files that must load before anything shows hold the page back by about 1.1 seconds.',
    ],
  );
});

test('an opportunity Lighthouse 13 still lists beside its insights counts; a hidden audit an insight replaced does not', () => {
  const cut = (id: string) => ({ ...lhr.audits, [id]: undefined });
  const without = labPageOf({ ...lhr, audits: cut('cache-insight') }, 'http://127.0.0.1:4199/', 0, true).opportunities;
  // Unused JavaScript (750 ms) is next once the cache is not counted.
  assert.equal(
    without.map((o) => o.id),
    ['image-delivery-insight', 'render-blocking-insight', 'unused-javascript'],
  );
  assert.is(without[2]?.text, '158 KB of JavaScript is downloaded but not used on this page.');
  // server-response-time still runs in 13, hidden: document-latency-insight says it, once.
  const slowServer = structuredClone(lhr);
  const hidden = slowServer.audits['server-response-time'];
  if (hidden) Object.assign(hidden, { score: 0, details: { ...hidden.details, overallSavingsMs: 30_000 } });
  assert.not.ok(
    labPageOf(slowServer, 'http://127.0.0.1:4199/', 0, true).opportunities.some((o) => o.id === 'server-response-time'),
    'a hidden audit is not a saving',
  );
});

test('the engine, named as PageSpeed Insights names it', () => {
  assert.equal(engineOf(lhr), {
    lighthouse: '13.5.0',
    device: 'Emulated Moto G Power',
    throttling: 'Slow 4G throttling',
    browser: 'Chromium 156',
  });
  assert.equal(labPageOf(lhr, 'http://127.0.0.1:4199/', 0, true).engine, engineOf(lhr));
  const settings = lhr.configSettings ?? {};
  const desktop = engineOf({
    ...lhr,
    configSettings: { ...settings, screenEmulation: { mobile: false, disabled: false }, throttling: { rttMs: 40, throughputKbps: 10_240 } },
  });
  assert.equal([desktop?.device, desktop?.throttling], ['Emulated Desktop', 'Custom throttling']);
  assert.is(engineOf({ ...lhr, configSettings: { ...settings, throttlingMethod: 'provided' } })?.throttling, 'Provided by environment');
  assert.is(engineOf({ ...lhr, lighthouseVersion: undefined }), undefined, 'a result that does not say its version names no engine');
});

test('each failed accessibility audit with a plain fix', () => {
  const { accessibilityProblems } = labPageOf(lhr, 'http://127.0.0.1:4199/', 0, true);
  assert.equal(accessibilityProblems.map((p) => p.id).sort(), [
    'button-name',
    'color-contrast',
    'html-has-lang',
    'image-alt',
    'label',
    'landmark-one-main',
    'link-name',
    'target-size',
  ]);
  const contrast = accessibilityProblems.find((p) => p.id === 'color-contrast');
  assert.match(contrast?.fix ?? '', /darker/);
  assert.is(contrast?.count, 1);
  for (const p of accessibilityProblems) assert.not.match(`${p.title} ${p.fix}`, /`|\]\(http/);
});

test("Lighthouse 13's Agentic Browsing category from the same run: its score and the audits that did not pass, none that did not apply", () => {
  // The kept run asked for performance and accessibility only: the category is added as Lighthouse 13.5 reports it.
  const audit = (title: string, score: number | null, scoreDisplayMode: string) => ({ title, score, scoreDisplayMode, description: '' });
  const withAgentic = {
    ...lhr,
    categories: {
      ...lhr.categories,
      'agentic-browsing': {
        score: 0.5,
        auditRefs: ['agent-accessibility-tree', 'webmcp-schema-validity', 'llms-txt', 'ard-schema', 'webmcp-registered-tools'].map(
          (id) => ({
            id,
          }),
        ),
      },
    },
    audits: {
      ...lhr.audits,
      'agent-accessibility-tree': audit('Accessibility tree is not well-formed for agents', 0, 'binary'),
      'webmcp-schema-validity': audit('WebMCP tool schemas are valid', 1, 'binary'),
      'llms-txt': audit('llms.txt does not follow recommendations', 0, 'binary'),
      'ard-schema': audit('Agentic Resource Discovery catalog', null, 'notApplicable'),
      'webmcp-registered-tools': audit('WebMCP registered tools', 1, 'informative'),
    },
  } as unknown as LighthouseResult;
  assert.equal(labPageOf(withAgentic, 'http://127.0.0.1:4199/', 0, true).agentic, {
    score: 50,
    failing: [
      { id: 'agent-accessibility-tree', title: 'Accessibility tree is not well-formed for agents' },
      { id: 'llms-txt', title: 'llms.txt does not follow recommendations' },
    ],
  });
  assert.is(labPageOf(lhr, 'http://127.0.0.1:4199/', 0, true).agentic, undefined, 'a run without the category shows none');
});

test('a problem with no plain fix of ours is fixed by Lighthouse\'s description, without its "Learn more" link', () => {
  const failing = structuredClone(lhr);
  const bypass = failing.audits.bypass;
  if (bypass) Object.assign(bypass, { score: 0, scoreDisplayMode: 'binary', details: { type: 'table', items: [{}] } });
  const problem = labPageOf(failing, 'http://127.0.0.1:4199/', 0, true).accessibilityProblems.find((p) => p.id === 'bypass');
  assert.is(problem?.fix, 'Adding ways to bypass repetitive content lets keyboard users navigate the page more efficiently.');
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
  assert.is(same.performance, 74);
  assert.ok(same.screenshot);
});

test.run();
