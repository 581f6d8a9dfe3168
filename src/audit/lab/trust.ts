/**
 * Whether Lighthouse's figures for a page may be stated as a measurement of the page, from what
 * Lighthouse itself says about the run: how fast our machine was (`environment.benchmarkIndex`), the
 * warnings it attached (`runWarnings`), and a runtime error that is about our side, not the page.
 *
 * The thresholds are Lighthouse's own (GoogleChrome/lighthouse, docs/variability.md and the
 * docs/throttling.md it points to, "Benchmarking CPU Power"): its default 4x CPU slowdown is meant
 * for a host of about 1,000 and up (a desktop); under SLOW_HOST_INDEX Lighthouse warns that "the
 * tested device appears to have a slower CPU than Lighthouse expects" (SLOW_CPU_BENCHMARK_INDEX_THRESHOLD
 * in its core/gather/driver/environment.js; it adds that warning only when run from its command
 * line, so it is read here from the index). Under TOO_SLOW_INDEX our machine is itself in
 * throttling.md's "low-end mobile" class: slowed a further 4x, what Lighthouse measures is no phone
 * at all, so the figures are not the page's. variability.md names the two causes that matter on a
 * shared server, "client hardware variability" and "client resource contention", both of high impact.
 */
import { clip } from '../../lib/clip.js';
import type { LighthouseResult } from './extract.js';
import type { OurFailure } from './result.js';

/** Lighthouse's own slow-host threshold (docs/throttling.md; core/gather/driver/environment.js). */
export const SLOW_HOST_INDEX = 1000;
/** The top of docs/throttling.md's "low-end mobile" class: a host slower than the phones Lighthouse emulates. */
export const TOO_SLOW_INDEX = 125;

/**
 * Lighthouse's runtime errors that say our side failed (its tracing, its protocol, the browser's
 * tab), not that the page did: a page that never paints or never loads is the page's (extract.ts).
 */
const OUR_ERRORS = new Set([
  'NO_SPEEDLINE_FRAMES',
  'SPEEDINDEX_OF_ZERO',
  'NO_SCREENSHOTS',
  'INVALID_SPEEDLINE',
  'NO_TRACING_STARTED',
  'NO_NAVSTART',
  'NO_RESOURCE_REQUEST',
  'UNSUPPORTED_OLD_CHROME',
  'TRACING_ALREADY_STARTED',
  'PARSING_PROBLEM',
  'READ_FAILED',
  'PROTOCOL_TIMEOUT',
  'CRI_TIMEOUT',
  'MISSING_REQUIRED_ARTIFACT',
  'ERRORED_REQUIRED_ARTIFACT',
  'TARGET_CRASHED',
]);

/** Lighthouse's warnings that say nothing against the figures: a same-site redirect (another site is extract.ts's), a page's bad Link header. */
const HARMLESS = [/^The page may not be loading as expected because your test URL/, /^Error parsing `link` header/];

/** Lighthouse's warnings about a run, in plain words; any other is quoted, its links taken out. */
const PLAIN: [RegExp, string][] = [
  [/slower CPU than/, ''], // Said from the index instead, with its figure.
  [
    /^The page loaded too slowly to finish within the time limit/,
    'Lighthouse stopped waiting for the page to finish loading, so what loaded later is not in the figures.',
  ],
  [/^Clearing the (browser cache|origin data) timed out/, 'Our test phone was too busy to clear its cache in time before measuring.'],
  [/^There may be stored data affecting loading performance/, 'Lighthouse found stored data that may have changed how the page loaded.'],
];

/** What Lighthouse's result says of its own figures. */
export type Trust =
  | { verdict: 'trusted' }
  /**
   * Figures to show only as a rough guide, each reason a sentence; `passing` when a reason is of this
   * run alone (a warning), which another run may not have. A slow host is not: its class is the
   * machine's (throttling.md calibrates for it), and another run on it measures the same.
   */
  | { verdict: 'doubtful'; reasons: string[]; passing: boolean }
  /** Figures that are not the page's at all. */
  | { verdict: 'ours'; failure: OurFailure };

const index = (n: number) => Math.round(n).toLocaleString('en-AU');

/** Judges one Lighthouse result by its machine speed, warnings and runtime error. */
export function trustOf(lhr: LighthouseResult): Trust {
  const code = lhr.runtimeError?.code;
  if (code && OUR_ERRORS.has(code)) return { verdict: 'ours', failure: 'internal' };
  const speed = lhr.environment?.benchmarkIndex;
  if (typeof speed === 'number' && speed < TOO_SLOW_INDEX) return { verdict: 'ours', failure: 'too-slow' };
  const reasons: string[] = [];
  const slowHost = typeof speed === 'number' && speed < SLOW_HOST_INDEX;
  if (slowHost)
    reasons.push(
      `Our test phone ran slower than Lighthouse expects (Lighthouse rated its processor ${index(speed)}, where it expects ${index(SLOW_HOST_INDEX)} or more), which can make a page look slower than it is.`,
    );
  for (const warning of lhr.runWarnings ?? []) {
    if (HARMLESS.some((re) => re.test(warning))) continue;
    const plain = PLAIN.find(([re]) => re.test(warning));
    const sentence = plain ? plain[1] : `Lighthouse warned: ${clip(warning.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'), 200)}`;
    if (sentence && !reasons.includes(sentence)) reasons.push(sentence);
  }
  if (!reasons.length) return { verdict: 'trusted' };
  return { verdict: 'doubtful', reasons, passing: reasons.length > (slowHost ? 1 : 0) };
}
