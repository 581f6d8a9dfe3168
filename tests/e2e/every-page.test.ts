import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { parse } from 'node-html-parser';
import type { Browser, BrowserContext } from 'playwright';
import { routes } from '../../src/routes/route-table.js';
import { launchChromium, startServer, type TestServer } from '../helpers.js';

const test = suite('every page');
let server: TestServer;
let browser: Browser;
let context: BrowserContext;
const pages = [...routes.map((r) => r.path), '/this-page-does-not-exist'];

test.before(async () => {
  server = await startServer();
  browser = await launchChromium();
  // Reduced motion: cards are shown at once in their final colours, so contrast is checked as seen.
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  // Record every Content-Security-Policy violation the page triggers.
  await context.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
});
test.after(async () => {
  await context.close();
  await browser.close();
  await server.close();
});

test('every page validates as HTML with zero errors (html-validate)', async () => {
  const validator = new HtmlValidate(JSON.parse(readFileSync('.htmlvalidate.json', 'utf8')) as ConfigData);
  const problems: string[] = [];
  for (const path of pages) {
    const report = await validator.validateString((await server.app.inject(path)).body);
    for (const m of report.results.flatMap((r) => r.messages)) problems.push(`${path}: ${m.ruleId} ${m.message}`);
  }
  assert.equal(problems, []);
});

test('every internal link, fragment and asset on every page resolves', async () => {
  const checked = new Map<string, number>();
  const problems: string[] = [];
  for (const path of pages) {
    const doc = parse((await server.app.inject(path)).body);
    const refs = [
      ...doc.querySelectorAll('a[href]').map((a) => a.getAttribute('href')!),
      ...doc.querySelectorAll('link[href]').filter((l) => l.getAttribute('rel') !== 'canonical').map((l) => l.getAttribute('href')!),
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
      if (!checked.has(target)) {
        const method = target === '/api/seo-audit-request' ? 'OPTIONS' : 'GET';
        checked.set(target, method === 'GET' ? (await server.app.inject(target)).statusCode : 200);
      }
      if (checked.get(target) !== 200) problems.push(`${path}: ${ref} answers ${checked.get(target)}`);
      if (fragment && !parse((await server.app.inject(target)).body).getElementById(fragment)) problems.push(`${path}: ${ref} has no #${fragment}`);
    }
  }
  assert.ok(checked.size > 90, `checked ${checked.size} distinct URLs`);
  assert.equal(problems, []);
});

test('every page in Chromium: zero axe violations (WCAG 2.2 AA), zero CSP violations, no console errors, islands hydrated', async () => {
  const problems: string[] = [];
  for (const path of pages) {
    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && !m.text().includes('404') && problems.push(`${path}: console: ${m.text()}`));
    page.on('pageerror', (e) => problems.push(`${path}: ${e.message}`));
    await page.goto(server.url + path);
    await page.waitForFunction(() => [...document.querySelectorAll('[data-island]')].every((el) => (el as HTMLElement).dataset.hydrated === 'true'));
    for (const v of await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)) problems.push(`${path}: CSP violation ${v}`);
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    for (const v of result.violations) problems.push(`${path}: ${v.id} (${v.impact}) ${v.nodes.length}x: ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.failureSummary?.split('\n')[1] ?? ''}`);
    await page.close();
  }
  assert.equal(problems, []);
});

test.run();
