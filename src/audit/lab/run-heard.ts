/**
 * What the runner hears of a browser run as it goes (lab-runner.ts): each page measured, the proxy's
 * counts, the child's last word and the watchdog's verdict; and what of it is kept once the run has
 * ended (run-ending.ts decides how). Pure, so each is tested by itself (tests/unit/lab-ending.test.ts).
 */
import type { LabMessage } from './lab-child.js';
import type { LabPage, LabResult, LabTraffic } from './result.js';
import type { EndHeard, Ending, WatchVerdict } from './run-ending.js';

/** What the runner heard of a run as it went. */
export interface Heard extends EndHeard {
  /** Each page measured by its index in the run's urls, with its screenshot: a second measurement replaces the first. */
  measured: Map<number, { page: LabPage; screenshot?: Buffer }>;
  blocked: LabResult['blocked'];
  traffic: LabTraffic;
}

/** What is heard of a run before it says anything. */
export const nothingHeard = (): Heard => ({
  measured: new Map(),
  measuring: 0,
  blocked: { count: 0, examples: [], private: 0 },
  traffic: { received: 0, sent: 0, cut: null, refusedAfterCut: 0 },
});

/** Records one message of the child in `heard`; returns Chromium's pid when the message names it. */
export function hearChild(heard: Heard, message: LabMessage): number | undefined {
  if (message.type === 'browser') return message.pid;
  if (message.type === 'measuring') heard.measuring = message.index;
  else if (message.type === 'page') {
    const screenshot = message.screenshot ? Buffer.from(message.screenshot, 'base64') : undefined;
    heard.measured.set(message.index, { page: message.page, ...(screenshot ? { screenshot } : {}) });
  } else {
    heard.blocked = message.blocked;
    heard.traffic = message.traffic;
    if (message.type === 'done') heard.child = { said: 'done' };
    if (message.type === 'failed') heard.child = { said: 'failed', failure: message.failure, message: message.message };
  }
  return undefined;
}

/** Records the watchdog's verdict: the first one is what ended the run. */
export function hearWatchdog(heard: Heard, verdict: WatchVerdict): void {
  heard.watchdog ??= verdict;
}

/**
 * The result of a run that ended with `ending`: a run our side ended carries no figures (what it
 * measured before is not stated beside our failure); the pages in the order asked for, a screenshot's
 * index its page's place in the result.
 */
export function keptPages(heard: Heard, ending: Ending): { pages: LabPage[]; screenshots: Map<number, Buffer> } {
  const kept = ending.status === 'our-failure' ? [] : [...heard.measured.entries()].sort(([a], [b]) => a - b).map(([, m]) => m);
  const screenshots = new Map<number, Buffer>();
  kept.forEach((m, i) => {
    if (m.screenshot) screenshots.set(i, m.screenshot);
  });
  return { pages: kept.map((m) => m.page), screenshots };
}
