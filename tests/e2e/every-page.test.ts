import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from 'node-html-parser';
import { routes } from '../../src/routes/route-table.js';
import { browserSuite, waitForIslands } from '../helpers.js';
import { describeSweep, representatives, sweepEverything } from '../page-structure.js';

// Reduced motion: cards are shown at once in their final colours, so contrast is checked as seen.
const s = browserSuite('every page', { context: { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' }, readsOnly: true });
const { test } = s;
const notFound = '/this-page-does-not-exist';
const pages = [...routes.map((r) => r.path), notFound];

/** What a URL found in a page answers: pages and assets a GET; the form's action a real empty post. */
async function answer(target: string): Promise<string | undefined> {
  if (target === '/api/seo-audit-request') {
    // The endpoint exists and validates: an empty enquiry is refused with a message (not 404/405).
    const res = await s.server.app.inject({ method: 'POST', url: target, headers: { 'content-type': 'application/json' }, payload: '{}' });
    const message = res.headers['content-type']?.toString().includes('json') ? (res.json() as { message?: unknown }).message : undefined;
    return res.statusCode === 400 && typeof message === 'string' && message
      ? undefined
      : `answers an empty post with ${res.statusCode} ${res.body.slice(0, 80)}`;
  }
  const res = await s.server.app.inject(target);
  return res.statusCode === 200 ? undefined : `answers ${res.statusCode}`;
}

test('every internal link, fragment and asset on every page resolves', async () => {
  const checked = new Map<string, string | undefined>();
  // Each page parsed once, though most pages link to the same fragments of a few others.
  const parsed = new Map<string, ReturnType<typeof parse>>();
  const document = async (path: string) => {
    let doc = parsed.get(path);
    if (!doc) parsed.set(path, (doc = parse((await s.server.app.inject(path)).body)));
    return doc;
  };
  const problems: string[] = [];
  for (const path of pages) {
    const doc = await document(path);
    const refs = [
      ...doc.querySelectorAll('a[href]').map((a) => a.getAttribute('href')!),
      ...doc
        .querySelectorAll('link[href]')
        .filter((l) => l.getAttribute('rel') !== 'canonical')
        .map((l) => l.getAttribute('href')!),
      ...doc.querySelectorAll('script[src]').map((s) => s.getAttribute('src')!),
      ...doc.querySelectorAll('form[action]').map((f) => f.getAttribute('action')!),
    ];
    for (const ref of refs) {
      if (/^(https?:|mailto:|tel:)/.test(ref)) continue;
      if (ref.startsWith('#')) {
        if (ref.length > 1 && !doc.getElementById(ref.slice(1))) problems.push(`${path}: ${ref} has no target`);
        continue;
      }
      const [target = '', fragment] = ref.split('#');
      if (!checked.has(target)) checked.set(target, await answer(target));
      const problem = checked.get(target);
      if (problem) problems.push(`${path}: ${ref} ${problem}`);
      if (fragment && !(await document(target)).getElementById(fragment)) problems.push(`${path}: ${ref} has no #${fragment}`);
    }
  }
  assert.ok(checked.size > 90, `checked ${checked.size} distinct URLs`);
  assert.equal(problems, []);
});

test(`${sweepEverything ? 'every page' : 'one page of each structure'} in Chromium: zero axe violations (WCAG 2.2 AA), zero CSP violations, no console errors, islands hydrated`, async () => {
  // One tab goes from page to page, as a visitor would: a fresh browser context for each page cost
  // three times as long (each page's styles, scripts and fonts fetched and parsed cold) and checked nothing more.
  const page = await s.newPage();
  // Record every Content-Security-Policy violation the page triggers.
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  // axe-core itself, in every document and frame the tab loads (init scripts are not subject to the
  // page's CSP): axe.run then checks the page and any frames in one call. @axe-core/playwright did the
  // same with a fresh injection and configuration per page, a third more of Chromium's time.
  await page.addInitScript({ content: readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8') });
  /** What is wrong with one page, each line naming it. */
  const check = async (path: string): Promise<string[]> => {
    const problems: string[] = [];
    page.errors.length = 0;
    const url = s.server.url + path;
    const res = await page.goto(url);
    const status = path === notFound ? 404 : 200;
    if (res?.status() !== status) problems.push(`${path}: document answered ${res?.status()}, not ${status}`);
    await waitForIslands(page).catch((e: Error) => problems.push(`${path}: islands not hydrated: ${e.message.split('\n')[0]}`));
    for (const v of await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))
      problems.push(`${path}: CSP violation ${v}`);
    const result = await page.evaluate(
      (tags) =>
        (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          // Only violations are read: axe then skips building a selector for every element that passed.
          resultTypes: ['violations'],
        }),
      ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
    );
    for (const v of result.violations)
      problems.push(
        `${path}: ${v.id} (${v.impact}) ${v.nodes.length}x: ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.failureSummary?.split('\n')[1] ?? ''}`,
      );
    // The one console error expected anywhere: Chromium reporting the not-found page's own 404 status.
    const errors = [...page.errors];
    const own404 = errors.indexOf(`Failed to load resource: the server responded with a status of 404 (Not Found) (${url})`);
    if (path === notFound && res?.status() === 404 && own404 >= 0) errors.splice(own404, 1);
    for (const e of errors) problems.push(`${path}: console: ${e}`);
    return problems;
  };
  // npm test: one page of each distinct structure (tests/page-structure.ts); test:sweep and CI: every page.
  const swept = sweepEverything
    ? pages
    : await (async () => {
        const chosen = representatives(
          await Promise.all(pages.map(async (p): Promise<[string, string]> => [p, (await s.server.app.inject(p)).body])),
        );
        console.log(describeSweep(chosen, pages.length));
        return chosen.swept;
      })();
  // One page after another: two at once were no faster (each page took twice as long), as axe's run
  // in each page keeps a core busy.
  const found: string[][] = [];
  for (const path of swept) found.push(await check(path));
  await page.context().close();
  assert.equal(found.flat(), []);
});

test.run();
