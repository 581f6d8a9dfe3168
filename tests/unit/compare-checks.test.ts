/**
 * What changed between two checks (src/audit/checks/compare.ts, lab-noise.ts), on stored checks as
 * audit_checks keeps them: only what was read again is fixed; a smaller problem is improved; what
 * rests on robots.txt or a page not read this time is "not read this time"; phone figures within
 * their noise band are "the same", and figures of another Lighthouse are not compared, as the report says.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compareChecks } from '../../src/audit/checks/compare.js';
import type { Coverage } from '../../src/audit/findings/coverage.js';
import type { Finding } from '../../src/audit/findings/finding.js';
import type { LabResult } from '../../src/audit/lab/result.js';
import { SinceLastCheck } from '../../src/views/pages/AuditRecheck.js';

const f = (id: string, severity: Finding['severity'], extra: Partial<Finding> = {}): Finding => ({
  id,
  severity,
  message: `${id} ${severity}`,
  why: '',
  ...extra,
});
const coverage = (pages: string[], extra: Partial<Coverage> = {}): Coverage => ({
  crawl: true,
  pages,
  notRead: [],
  robots: { read: true },
  sitemap: { read: true },
  llms: { read: true },
  ...extra,
});
const lab = (values: { performance: number; lcpMs: number; cls: number; tbtMs: number }): LabResult => ({
  status: 'done',
  message: null,
  pages: [{ url: 'https://x.example/', ...values, accessibility: 100, opportunities: [], accessibilityProblems: [], screenshot: false }],
  blocked: { count: 0, examples: [] },
  started_at: '',
  finished_at: '',
});
const check = (findings: Finding[], cov: Coverage | null, labResult: LabResult | null = null) => ({
  score: 50,
  findings,
  lab: labResult,
  pages: cov?.pages.length ?? 1,
  coverage: cov,
});
const ids = (list: { id: string }[]) => list.map((x) => x.id).sort();

test('robots.txt answering 500: its findings are not read this time, never fixed', () => {
  const before = check([f('ai-search-crawlers', 'problem'), f('title', 'problem')], coverage(['https://x.example/']));
  const after = check(
    [f('ai-search-crawlers', 'passed'), f('title', 'passed')],
    coverage(['https://x.example/'], { robots: { read: false, why: 'it answered HTTP 500' } }),
  );
  const c = compareChecks(before, after);
  assert.equal(ids(c.fixed), ['title']);
  assert.equal(
    c.notRead.map((n) => [n.before.id, n.why]),
    [['ai-search-crawlers', 'robots.txt could not be read this time (it answered HTTP 500)']],
  );
  assert.equal(c.unread.files, [{ name: 'robots.txt', why: 'it answered HTTP 500' }]);
});

test('a page that failed to load: the crawl findings that named it are not read; others are fixed', () => {
  const pages = ['https://x.example/', 'https://x.example/about'];
  const before = check(
    [
      f('titles-length', 'improvement', { urls: ['https://x.example/about: "About" (5 characters)'], total: 1 }),
      f('broken-links', 'problem', { urls: ['https://x.example/old: HTTP 404 (linked from https://x.example/)'], total: 1 }),
    ],
    coverage(pages),
  );
  const after = check(
    [f('titles-length', 'passed'), f('broken-links', 'passed')],
    coverage([pages[0] as string], { notRead: [{ url: 'https://x.example/about', why: 'it answered HTTP 500' }] }),
  );
  const c = compareChecks(before, after);
  assert.equal(ids(c.fixed), ['broken-links']);
  assert.equal(c.notRead[0]?.why, 'https://x.example/about could not be read this time (it answered HTTP 500)');
  assert.equal([c.unread.pagesBefore, c.unread.pagesAfter], [2, 1]);
});

test('absent this time: not read; a lower severity or fewer addresses: improved; the same: still open', () => {
  const cov = coverage(['https://x.example/']);
  const before = check(
    [
      f('local-business-markup', 'problem'),
      f('h1-missing', 'problem', { total: 3, urls: ['a', 'b', 'c'] }),
      f('sitemap', 'improvement'),
      f('lang', 'improvement'),
    ],
    cov,
  );
  const after = check(
    [f('local-business-markup', 'improvement'), f('h1-missing', 'problem', { total: 1, urls: ['a'] }), f('lang', 'improvement')],
    cov,
  );
  const c = compareChecks(before, after);
  assert.equal(ids(c.improved.map((i) => i.now)), ['h1-missing', 'local-business-markup']);
  assert.equal(ids(c.open), ['lang']);
  assert.equal(
    c.notRead.map((n) => n.before.id),
    ['sitemap'],
  );
  assert.equal(c.fixed, []);
});

test('phone figures: within the band "same", beyond it better or worse; the Speed score compared too', () => {
  const a = lab({ performance: 80, lcpMs: 2000, cls: 0.02, tbtMs: 318 });
  const b = lab({ performance: 86, lcpMs: 2300, cls: 0.03, tbtMs: 13 });
  const c = compareChecks(check([], null, a), check([], null, b));
  assert.equal(
    c.lab.map((m) => [m.metric, m.change]),
    [
      ['Speed', 'same'],
      ['LCP', 'same'],
      ['CLS', 'same'],
      ['TBT', 'same'],
    ],
  );
  const slow = compareChecks(check([], null, a), check([], null, lab({ performance: 40, lcpMs: 6000, cls: 0.4, tbtMs: 1900 })));
  assert.equal(
    slow.lab.map((m) => m.change),
    ['worse', 'worse', 'worse', 'worse'],
  );
  // Three earlier measurements that varied by 40 points widen the Speed band to 40.
  const earlier = [50, 90, 60].map((p) => ({ lab: lab({ performance: p, lcpMs: 2000, cls: 0, tbtMs: 0 }) }));
  const own = compareChecks(check([], null, a), check([], null, lab({ performance: 50, lcpMs: 2000, cls: 0, tbtMs: 0 })), earlier);
  assert.equal([own.lab[0]?.change, own.lab[0]?.band, own.lab[0]?.basis], ['same', 40, 'own']);
});

test('phone figures measured by another major version of Lighthouse are shown, never compared, and say why', () => {
  const lh12 = lab({ performance: 80, lcpMs: 2000, cls: 0.02, tbtMs: 318 });
  const at = (version: string, values: Parameters<typeof lab>[0]) => {
    const result = lab(values);
    const [page] = result.pages;
    return {
      ...result,
      pages: page ? [{ ...page, engine: { lighthouse: version, device: 'Emulated Moto G Power', throttling: 'Slow 4G throttling' } }] : [],
    };
  };
  // Far beyond the band, but the earlier check was recorded before the engine was kept: Lighthouse 12's.
  const upgraded = compareChecks(
    check([], null, lh12),
    check([], null, at('13.5.0', { performance: 30, lcpMs: 9000, cls: 0.5, tbtMs: 2000 })),
  );
  assert.equal(
    upgraded.lab.map((m) => [m.metric, m.before !== null, m.after !== null, m.change, m.notCompared]),
    [
      ['Speed', true, true, null, 'different-engine'],
      ['LCP', true, true, null, 'different-engine'],
      ['CLS', true, true, null, 'different-engine'],
      ['TBT', true, true, null, 'different-engine'],
    ],
  );
  const html = renderToString(createElement(SinceLastCheck, { changes: { ...upgraded, since: '1 December 2026' }, findings: [] }));
  assert.match(html.replace(/<!-- -->/g, ''), 'not compared (measured by another version of Lighthouse)');
  // Two releases of 13 are one engine: compared, and earlier 12 figures do not widen the band.
  const earlier = [50, 90, 60].map((p) => ({ lab: lab({ performance: p, lcpMs: 2000, cls: 0, tbtMs: 0 }) }));
  const same = compareChecks(
    check([], null, at('13.4.1', { performance: 80, lcpMs: 2000, cls: 0, tbtMs: 0 })),
    check([], null, at('13.5.0', { performance: 50, lcpMs: 2000, cls: 0, tbtMs: 0 })),
    earlier,
  );
  assert.equal([same.lab[0]?.change, same.lab[0]?.band, same.lab[0]?.basis], ['worse', 15, 'ours']);
});

test.run();
