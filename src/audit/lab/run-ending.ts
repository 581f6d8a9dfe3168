/**
 * How a browser run ended, decided from what was heard of it alone: pure, so each rule is tested by
 * itself (tests/unit/lab-ending.test.ts). lab-runner.ts gathers what it heard (run-heard.ts: the
 * child's messages, the watchdog's verdict; and the deadline) and asks decideEnding; lab-child.ts asks
 * childFailure when its flow broke.
 *
 * Heard from two sides, the run's end comes in no set order: the watchdog may kill the run before the
 * child says anything, the child's channel may close before the watchdog's word arrives, and a child
 * starved at the idle priority may hear Chromium's exit after a protocol error. So the rules do not
 * depend on order, and Chromium seen dead (by the child or by the watchdog) is what ended the run,
 * whatever else is said of it, unless the child had finished (it ends Chromium itself as it goes).
 */
import { clip } from '../../lib/clip.js';
import { pageName } from './extract.js';
import { type LabResult, OUR_FAILURE, type OurFailure } from './result.js';
import type { LabLimits } from './settings.js';
import type { Breach, Broken } from './watchdog.js';

/** How a run ended: its status and sentence, and what broke when it was ours. */
export type Ending = Pick<LabResult, 'status' | 'message' | 'failure' | 'detail'>;

/** The child's last word on how its run ended. */
export type ChildWord = { said: 'done' } | { said: 'failed'; failure: OurFailure; message: string };

/** What the watchdog ended the run for: the first fence crossed, or the run found broken. */
export type WatchVerdict = { breach: Breach } | { broken: Broken };

/** What was heard of a run that decides how it ended. */
export interface EndHeard {
  /** The page being measured, by index. */
  measuring: number;
  child?: ChildWord;
  watchdog?: WatchVerdict;
}

/** What the run's ending is decided with, besides what was heard. */
export interface EndingContext {
  urls: string[];
  limits: Pick<LabLimits, 'memoryBytes' | 'diskBytes' | 'labMs'>;
  /** AUDIT_LAB_MS passed before the child ended. */
  deadlinePassed: boolean;
}

/** A run our side ended: one sentence for the report, `failure` for staff and the logs. */
export const ours = (failure: OurFailure, detail?: string): Ending => ({
  status: 'our-failure',
  message: OUR_FAILURE,
  failure,
  ...(detail === undefined ? {} : { detail: clip(detail, 300) }),
});

const megabytes = (bytes: number) => `${Math.round(bytes / 1_048_576).toLocaleString('en-AU')} MB`;

/** What a page crossing a fence is told, naming the page that was being measured. */
function breachSentence(breach: Breach, page: string, limits: EndingContext['limits']): string {
  return breach.fence === 'memory'
    ? `${page} used more memory than our test phone allows (${megabytes(limits.memoryBytes)}), so the measurement was stopped.`
    : `${page} wrote more to our test phone's storage than it allows (${megabytes(limits.diskBytes)}), so the measurement was stopped.`;
}

/**
 * How the run ended, by the first rule that holds: the child finished (done, whatever the watchdog
 * saw as the child ended Chromium); the page crossed a fence (failed, naming the page); Chromium seen
 * dead by either side (ours, browser-died); a process stopped (ours); the child said what broke
 * (ours); the deadline passed (timed-out); else the child died without a word, or a shutdown ended
 * the run (ours, internal).
 */
export function decideEnding(heard: EndHeard, { urls, limits, deadlinePassed }: EndingContext): Ending {
  const { child, watchdog } = heard;
  if (child?.said === 'done') return { status: 'done', message: null };
  if (watchdog && 'breach' in watchdog)
    return { status: 'failed', message: breachSentence(watchdog.breach, pageName(urls[heard.measuring] ?? '', heard.measuring), limits) };
  const said = child?.said === 'failed' ? child : undefined;
  /** Our failure, with the child's own words when it said the same. */
  const oursSaid = (failure: OurFailure) => ours(failure, said?.failure === failure ? said.message : undefined);
  if (watchdog?.broken === 'browser-died' || said?.failure === 'browser-died') return oursSaid('browser-died');
  if (watchdog) return oursSaid(watchdog.broken);
  if (said) return oursSaid(said.failure);
  if (deadlinePassed)
    return {
      status: 'timed-out',
      message: `The browser measurement did not finish within ${Math.round(limits.labMs / 1000)} seconds, so it was stopped.`,
    };
  return ours('internal');
}

/**
 * What broke when the child's run failed: Chromium, when it was found dead (whatever failed first of
 * what talked to it); else what the error named (`named`, from our own errors), or `internal`.
 */
export function childFailure(chromiumDead: boolean, named: OurFailure | undefined): OurFailure {
  if (chromiumDead) return 'browser-died';
  return named ?? 'internal';
}
