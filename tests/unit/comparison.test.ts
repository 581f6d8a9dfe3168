/**
 * "How you compare" (src/audit/checks/comparison.ts), judged from kept checks alone: every cell "Yes",
 * "No" or why it was not read; the prospect's No beside a competitor's Yes links to their fix; an
 * uncertain phone figure is neither; what changed since the check before is said on each side.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { comparisonOf, type Side } from '../../src/audit/checks/comparison.js';
import type { Finding } from '../../src/audit/findings/finding.js';

const finding = (id: string, severity: Finding['severity'], total?: number): Finding => ({
  id,
  severity,
  message: `${id} ${severity}.`,
  why: 'Why.',
  ...(total ? { total } : {}),
});
const crawler = (token: string, state: 'allowed' | 'blocked') => ({ token, state, pages: 3, readable: state === 'allowed' ? 3 : 0 });
/** A checked site: tap-to-call passed or not, https or not, OAI-SearchBot let in or not. */
const checked = (
  { tapped, https, chatgpt }: { tapped: boolean; https: boolean; chatgpt: boolean },
  score = 70,
): NonNullable<Side['result']> => ({
  status: 'done',
  summary: `Score ${score}/100`,
  score,
  findings: [finding('phone-not-tappable', tapped ? 'passed' : 'improvement', 2), finding('https', https ? 'passed' : 'problem')],
  ai: {
    crawlers: [
      crawler('OAI-SearchBot', chatgpt ? 'allowed' : 'blocked'),
      crawler('Claude-SearchBot', 'allowed'),
      crawler('PerplexityBot', 'allowed'),
    ],
    llms: { state: 'missing' },
  } as never,
});
const rowOf = (c: ReturnType<typeof comparisonOf>, fact: string) => c.facts.find((r) => r.fact === fact)?.cells ?? [];

test('each cell is Yes, No or why it was not read, and the prospect behind links to their fix', () => {
  const own: Side = {
    url: 'https://eastside.com.au/',
    own: true,
    status: 'done',
    result: checked({ tapped: false, https: true, chatgpt: true }),
  };
  const rival: Side = {
    url: 'https://www.northside.com.au/',
    own: false,
    status: 'done',
    result: checked({ tapped: true, https: true, chatgpt: false }),
  };
  const closed: Side = {
    url: 'https://westside.com.au/',
    own: false,
    status: 'failed',
    result: { status: 'failed', summary: 'Its robots.txt asks our crawler not to read it, so we did not.', score: null, findings: [] },
  };
  const waiting: Side = { url: 'https://southside.com.au/', own: false, status: 'queued' };
  const c = comparisonOf(own, [rival, closed, waiting]);
  assert.equal(
    c.sites.map((s) => s.host),
    ['eastside.com.au', 'northside.com.au', 'westside.com.au', 'southside.com.au'],
  );
  assert.equal(
    rowOf(c, 'Phone numbers tap to call').map((x) => x.text),
    [
      'No: 2 pages show a number as plain text',
      'Yes',
      'Not read: its robots.txt asks our crawler not to read it, so we did not',
      'Being checked now',
    ],
  );
  assert.is(rowOf(c, 'Phone numbers tap to call')[0]?.fix, '#finding-phone-not-tappable');
  // Ahead of the rival: no link. The rival's No is said of the rival's robots.txt.
  assert.is(rowOf(c, 'ChatGPT search can read it')[0]?.fix, undefined);
  assert.is(rowOf(c, 'ChatGPT search can read it')[1]?.text, 'No: robots.txt keeps OAI-SearchBot out');
  for (const row of c.facts)
    for (const cell of row.cells)
      assert.match(cell.text, /^(Yes|No|Not read: |Not measured|Being checked now)/, `${row.fact}: ${cell.text}`);
});

test('an uncertain phone figure is neither a win nor a loss', () => {
  const lab = (lcpMs: number, uncertain?: string[]) =>
    ({ status: 'done', pages: [{ url: 'x', lcpMs, performance: 90, ...(uncertain && { uncertain }) }] }) as never;
  const own: Side = {
    url: 'https://a.com.au/',
    own: true,
    status: 'done',
    result: checked({ tapped: true, https: true, chatgpt: true }),
    lab: lab(4200),
  };
  const rival: Side = {
    url: 'https://b.com.au/',
    own: false,
    status: 'done',
    result: checked({ tapped: true, https: true, chatgpt: true }),
    lab: lab(1200, ['Our test phone ran slower than Lighthouse expects.']),
  };
  const cells = rowOf(comparisonOf(own, [rival]), 'Home page loads fast on a phone (LCP 2.5 s or less)');
  assert.is(cells[0]?.text, 'No: 4.2 s');
  assert.is(cells[0]?.fix, undefined, 'not behind a figure that is only a rough guide');
  assert.is(cells[1]?.text, 'Not measured reliably: 1.2 s, a rough guide (Our test phone ran slower than Lighthouse expects)');
  assert.is(cells[1]?.answer, undefined);
});

test('a site read but still on the test phone says its phone figures are being measured, not that none were made', () => {
  const own: Side = {
    url: 'https://a.com.au/',
    own: true,
    status: 'done',
    result: checked({ tapped: true, https: true, chatgpt: true }),
    measuring: true,
  };
  const rival: Side = {
    url: 'https://b.com.au/',
    own: false,
    status: 'running',
    result: checked({ tapped: false, https: true, chatgpt: true }),
    measuring: true,
  };
  const c = comparisonOf(own, [rival]);
  const lcp = rowOf(c, 'Home page loads fast on a phone (LCP 2.5 s or less)');
  assert.equal(
    lcp.map((x) => [x.text, x.answer]),
    [
      ['Being measured on a phone now', undefined],
      ['Being measured on a phone now', undefined],
    ],
  );
  assert.equal(c.scores.find((p) => p.part.startsWith('Phone speed'))?.cells, [
    'Being measured on a phone now',
    'Being measured on a phone now',
  ]);
  // Its pages' cells are shown meanwhile: they were read and judged.
  assert.match(rowOf(c, 'Phone numbers tap to call')[1]?.text ?? '', /^No/);
  assert.is(c.scores[0]?.cells[1], '70 of 100');
});

test('after Check again, what changed is said on each side', () => {
  const own: Side = {
    url: 'https://a.com.au/',
    own: true,
    status: 'done',
    result: checked({ tapped: true, https: true, chatgpt: true }, 80),
    previous: { result: checked({ tapped: false, https: true, chatgpt: true }, 70) },
  };
  const rival: Side = {
    url: 'https://b.com.au/',
    own: false,
    status: 'done',
    result: checked({ tapped: true, https: false, chatgpt: true }, 60),
    previous: { result: checked({ tapped: true, https: true, chatgpt: true }, 60) },
  };
  const c = comparisonOf(own, [rival]);
  assert.equal(
    rowOf(c, 'Phone numbers tap to call').map((x) => x.text),
    ['Yes (No at the check before)', 'Yes'],
  );
  assert.equal(
    rowOf(c, 'Served over HTTPS').map((x) => x.text),
    ['Yes', 'No (Yes at the check before)'],
  );
  assert.equal(c.scores.find((r) => r.part === 'Overall')?.cells, ['80 of 100 (70 at the check before)', '60 of 100']);
});

test.run();
