/**
 * Whether Lighthouse's figures may be stated as a measurement (src/audit/lab/trust.ts), read from what
 * Lighthouse says of its own run: the real Lighthouse 13.5 mobile run of tests/fixtures/lab (made by
 * scripts/make-lab-fixture.ts on a machine of this kind, idle enough that Lighthouse rated the processor
 * 2,174), and the same result with its machine speed, warnings and runtime error changed as other runs
 * give them.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { labPageOf, type LighthouseResult } from '../../src/audit/lab/extract.js';
import { SLOW_HOST_INDEX, TOO_SLOW_INDEX, trustOf } from '../../src/audit/lab/trust.js';

const lhr = JSON.parse(gunzipSync(readFileSync('tests/fixtures/lab/lighthouse-mobile.json.gz')).toString('utf8')) as LighthouseResult;
const run = (changes: Partial<LighthouseResult>): LighthouseResult => ({ ...lhr, ...changes });
const fast = { environment: { benchmarkIndex: 1600 }, runWarnings: [] };

/** Lighthouse 13.5's own warning on a slow host, verbatim (core/gather/driver/environment.js), as its command line adds it. */
const SLOW_CPU_WARNING =
  'The tested device appears to have a slower CPU than  Lighthouse expects. This can negatively affect your performance score. Learn more about [calibrating an appropriate CPU slowdown multiplier](https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md#cpu-throttling).';

test('the real run, on a machine as fast as Lighthouse expects and with no warning: trusted', () => {
  assert.is(lhr.environment?.benchmarkIndex, 2173.5);
  assert.equal(lhr.runWarnings, []);
  assert.equal(trustOf(lhr), { verdict: 'trusted' });
});

test("the same run on a slower machine than Lighthouse expects: doubtful, said with Lighthouse's own figure, once", () => {
  assert.equal(trustOf(run({ environment: { benchmarkIndex: 242 }, runWarnings: [SLOW_CPU_WARNING] })), {
    verdict: 'doubtful',
    reasons: [
      'Our test phone ran slower than Lighthouse expects (Lighthouse rated its processor 242, where it expects 1,000 or more), which can make a page look slower than it is.',
    ],
    // The machine's class, not this run's: another run on it would measure the same.
    passing: false,
  });
});

test("Lighthouse's thresholds: trusted from 1,000 with no warning, our failure under 125", () => {
  assert.equal(trustOf(run({ ...fast, environment: { benchmarkIndex: SLOW_HOST_INDEX } })), { verdict: 'trusted' });
  assert.is(trustOf(run({ ...fast, environment: { benchmarkIndex: SLOW_HOST_INDEX - 1 } })).verdict, 'doubtful');
  assert.equal(trustOf(run({ environment: { benchmarkIndex: TOO_SLOW_INDEX - 1 } })), { verdict: 'ours', failure: 'too-slow' });
});

test("Lighthouse's warnings make a run doubtful, in plain words, and worth another run; a same-site redirect or a page's bad Link header does not", () => {
  const warned = trustOf(
    run({
      ...fast,
      runWarnings: [
        'The page may not be loading as expected because your test URL (http://a.example/) was redirected to https://a.example/. Try testing the second URL directly.',
        'Error parsing `link` header (Invalid URL): `<:bad>`',
        'The page loaded too slowly to finish within the time limit. Results may be incomplete.',
        'Something new Lighthouse says. [Learn more](https://example.com/).',
      ],
    }),
  );
  assert.equal(warned, {
    verdict: 'doubtful',
    reasons: [
      'Lighthouse stopped waiting for the page to finish loading, so what loaded later is not in the figures.',
      'Lighthouse warned: Something new Lighthouse says. Learn more.',
    ],
    passing: true,
  });
  assert.equal(
    trustOf(run({ ...fast, runWarnings: ['The page may not be loading as expected because your test URL (x) was redirected to y.'] })),
    {
      verdict: 'trusted',
    },
  );
});

test("Lighthouse's errors in its own parts are ours; a page that never paints is the page's", () => {
  assert.equal(trustOf(run({ ...fast, runtimeError: { code: 'PROTOCOL_TIMEOUT' } })), { verdict: 'ours', failure: 'internal' });
  assert.equal(trustOf(run({ ...fast, runtimeError: { code: 'TARGET_CRASHED' } })), { verdict: 'ours', failure: 'internal' });
  assert.equal(trustOf(run({ ...fast, runtimeError: { code: 'NO_FCP' } })), { verdict: 'trusted' });
  assert.match(
    labPageOf(run({ ...fast, runtimeError: { code: 'NO_FCP' } }), 'http://127.0.0.1:4199/', 0, true).problem ?? '',
    'showed nothing',
  );
});

test('a page cut off at the download limit has no figures and says so, whatever Lighthouse made of what was left', () => {
  const page = labPageOf(lhr, 'http://127.0.0.1:4199/', 0, true, { cut: { received: 2_145_410, limit: 2_097_152 } });
  assert.is(
    page.problem,
    "Your home page was cut off at our test phone's download limit of 2.1 MB (it had received 2.1 MB by then), so it could not be measured whole.",
  );
  assert.equal([page.performance, page.lcpMs, page.screenshot, page.uncertain], [null, null, false, undefined]);
});

test('doubtful figures are kept with their reasons, the machine speed and the tries', () => {
  const page = labPageOf(lhr, 'http://127.0.0.1:4199/', 0, true, { uncertain: ['A reason.'], tries: 2 });
  assert.equal([page.uncertain, page.benchmarkIndex, page.tries, page.performance], [['A reason.'], 2174, 2, 74]);
});

test.run();
