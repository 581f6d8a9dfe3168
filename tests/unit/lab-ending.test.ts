/**
 * How a browser run ended (src/audit/lab/run-ending.ts), from what was heard of it in any order (the
 * child's messages through run-heard.ts, the watchdog's verdict, the deadline), and what of it is kept:
 * Chromium seen dead, by the child or by the watchdog, is what ended a run, whatever else is heard;
 * a fence the page crossed is the page's; a finished run is finished; silence is ours.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { LabMessage } from '../../src/audit/lab/lab-child.js';
import { type LabPage, OUR_FAILURE } from '../../src/audit/lab/result.js';
import { childFailure, decideEnding, type EndingContext } from '../../src/audit/lab/run-ending.js';
import { type Heard, hearChild, hearWatchdog, keptPages, nothingHeard } from '../../src/audit/lab/run-heard.js';

const context: EndingContext = {
  urls: ['https://example.com.au/', 'https://example.com.au/services'],
  limits: { memoryBytes: 1536 * 1_048_576, diskBytes: 512 * 1_048_576, labMs: 120_000 },
  deadlinePassed: false,
};
const counts = { blocked: { count: 0, examples: [] }, traffic: { received: 0, sent: 0, cut: null, refusedAfterCut: 0 } };
const page = (url: string): LabPage => ({
  url,
  lcpMs: 1200,
  cls: 0,
  tbtMs: 50,
  performance: 90,
  accessibility: 95,
  opportunities: [],
  accessibilityProblems: [],
  screenshot: true,
});

/** What the runner hears from `messages` of the child, then `verdicts` of the watchdog, in that order. */
function heardOf(messages: LabMessage[], verdicts: Parameters<typeof hearWatchdog>[1][] = []): Heard {
  const heard = nothingHeard();
  for (const message of messages) hearChild(heard, message);
  for (const verdict of verdicts) hearWatchdog(heard, verdict);
  return heard;
}

const failed = (failure: 'browser-died' | 'internal' | 'too-slow', message = 'Target closed'): LabMessage => ({
  type: 'failed',
  failure,
  message,
  ...counts,
});
const ending = (heard: Heard, changes: Partial<EndingContext> = {}) => decideEnding(heard, { ...context, ...changes });
const failureOf = (heard: Heard, changes: Partial<EndingContext> = {}) => {
  const { status, failure } = ending(heard, changes);
  return `${status}${failure ? ` ${failure}` : ''}`;
};

test('the child said it was done: done, even when the watchdog then saw Chromium, which the child ends itself, dead', () => {
  assert.equal(ending(heardOf([{ type: 'done', ...counts }])), { status: 'done', message: null });
  assert.is(failureOf(heardOf([{ type: 'done', ...counts }], [{ broken: 'browser-died' }])), 'done');
});

test("Chromium's death seen by the watchdog alone (the child killed before its word, or its channel closed first): browser-died", () => {
  assert.is(failureOf(heardOf([{ type: 'measuring', index: 0 }], [{ broken: 'browser-died' }])), 'our-failure browser-died');
  assert.equal(ending(heardOf([], [{ broken: 'browser-died' }])), { status: 'our-failure', message: OUR_FAILURE, failure: 'browser-died' });
});

test('Chromium seen dead by either side is what ended the run, whatever else is heard, in either order', () => {
  // The child, starved, blamed the protocol error it met first; the watchdog saw Chromium dead.
  assert.is(failureOf(heardOf([failed('internal')], [{ broken: 'browser-died' }])), 'our-failure browser-died');
  // The child saw Chromium dead; the watchdog then found a process of the run stopped as it all went.
  assert.is(failureOf(heardOf([failed('browser-died')], [{ broken: 'stopped' }])), 'our-failure browser-died');
  // Past the deadline too.
  assert.is(failureOf(heardOf([failed('browser-died')]), { deadlinePassed: true }), 'our-failure browser-died');
  assert.is(failureOf(heardOf([], [{ broken: 'browser-died' }]), { deadlinePassed: true }), 'our-failure browser-died');
});

test("the child's own words stay with the failure they name, for staff, clipped; never with another's", () => {
  assert.equal(ending(heardOf([failed('browser-died', 'Chromium exited while it measured')])), {
    status: 'our-failure',
    message: OUR_FAILURE,
    failure: 'browser-died',
    detail: 'Chromium exited while it measured',
  });
  assert.is(ending(heardOf([failed('internal', 'x'.repeat(400))])).detail?.length, 300);
  assert.is(ending(heardOf([failed('internal')], [{ broken: 'browser-died' }])).detail, undefined);
});

test("a fence the page crossed is the page's, naming the page being measured, whatever the child said as it died", () => {
  const memory = heardOf([{ type: 'measuring', index: 1 }, failed('browser-died')], [{ breach: { fence: 'memory', measured: 2e9 } }]);
  assert.equal(ending(memory), {
    status: 'failed',
    message: 'The page /services used more memory than our test phone allows (1,536 MB), so the measurement was stopped.',
  });
  const disk = heardOf([{ type: 'measuring', index: 0 }], [{ breach: { fence: 'disk', measured: 6e8 } }]);
  assert.match(ending(disk).message ?? '', /^Your home page wrote more to our test phone's storage than it allows \(512 MB\)/);
});

test("the watchdog's first verdict is the one kept", () => {
  const heard = heardOf([], [{ broken: 'stopped' }, { breach: { fence: 'memory', measured: 2e9 } }]);
  assert.is(failureOf(heard), 'our-failure stopped');
});

test('a process of the run stopped: stopped; the child saying what broke: that', () => {
  assert.is(failureOf(heardOf([], [{ broken: 'stopped' }])), 'our-failure stopped');
  assert.is(failureOf(heardOf([failed('too-slow')])), 'our-failure too-slow');
  assert.is(failureOf(heardOf([failed('internal')]), { deadlinePassed: true }), 'our-failure internal');
});

test('nothing said and the deadline passed: timed-out, saying how long; nothing said before it: ours, internal', () => {
  assert.equal(ending(heardOf([{ type: 'measuring', index: 0 }]), { deadlinePassed: true }), {
    status: 'timed-out',
    message: 'The browser measurement did not finish within 120 seconds, so it was stopped.',
  });
  assert.is(failureOf(heardOf([{ type: 'measuring', index: 0 }])), 'our-failure internal');
});

test("the child's failure: Chromium found dead is what broke, whatever error came first; else the error's own, or internal", () => {
  assert.is(childFailure(true, undefined), 'browser-died');
  assert.is(childFailure(true, 'internal'), 'browser-died');
  assert.is(childFailure(true, 'too-slow'), 'browser-died');
  assert.is(childFailure(false, 'too-slow'), 'too-slow');
  assert.is(childFailure(false, undefined), 'internal');
});

test("what is heard: Chromium's pid is handed on, the last page measured of an index replaces the first, the proxy's last counts kept", () => {
  const heard = nothingHeard();
  assert.is(hearChild(heard, { type: 'browser', pid: 4321 }), 4321);
  hearChild(heard, { type: 'page', index: 1, page: page('second, first try') });
  hearChild(heard, { type: 'page', index: 0, page: page('first'), screenshot: Buffer.from('jpeg').toString('base64') });
  hearChild(heard, { type: 'page', index: 1, page: page('second, second try') });
  hearChild(heard, { type: 'blocked', blocked: { count: 2, examples: ['10.0.0.1:80'] }, traffic: counts.traffic });
  assert.is(heard.measured.size, 2);
  assert.equal(heard.blocked, { count: 2, examples: ['10.0.0.1:80'] });
  const kept = keptPages(heard, { status: 'done', message: null });
  assert.equal(
    kept.pages.map((p) => p.url),
    ['first', 'second, second try'],
  );
  assert.equal([...kept.screenshots.keys()], [0]);
  assert.is(kept.screenshots.get(0)?.toString(), 'jpeg');
});

test('a run our side ended keeps no figures; one timed out keeps the pages already measured', () => {
  const heard = heardOf([{ type: 'page', index: 0, page: page('first') }], [{ broken: 'browser-died' }]);
  assert.equal(keptPages(heard, ending(heard)).pages, []);
  const late = heardOf([{ type: 'page', index: 0, page: page('first') }]);
  assert.equal(
    keptPages(late, ending(late, { deadlinePassed: true })).pages.map((p) => p.url),
    ['first'],
  );
});

test.run();
