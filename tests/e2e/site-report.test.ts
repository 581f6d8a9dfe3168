/**
 * The whole-site report as a prospect reads it in Chromium, with and without JavaScript: while the
 * check runs it shows the pages checked and the findings so far (updated in place with JavaScript,
 * by the meta refresh without); finished, it leads with the score and the five fixes that matter
 * most, lists every finding by severity, and each finding opens (plain <details>) to its addresses.
 * Printed, it is the report alone, black on white, with every address showing.
 *
 * The prospect's site is a few pages on 127.0.0.1 with known defects: eleven links to missing pages
 * (so a finding lists the first 10 of 11), no meta descriptions, no robots.txt or sitemap. Its home
 * page and its contact page are held at gates the test opens, so each stage is seen for certain.
 */
import * as assert from 'uvu/assert';
import { createServer } from 'node:http';
import { browserSuite, CHECK_STEP_MS, postEnquiry, validEnquiry, type TestPage } from '../helpers.js';

/** A gate a held page waits at until `open()`. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const PAGES: Record<string, string> = { '/': 'Home', '/about': 'About us', '/services': 'Our services', '/contact': 'Contact us' };
const DEAD = ['/missing', ...Array.from({ length: 10 }, (_, i) => `/old-offers/${i + 1}`)];
const html = (
  title: string,
) => `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | Northside Plumbing Melbourne</title></head><body><nav>${[...Object.keys(PAGES), ...DEAD].map((href) => `<a href="${href}">${href}</a>`).join(' ')}</nav>
<h1>${title}</h1><p>Licensed plumbers for homes and small businesses across Melbourne's north.</p></body></html>`;

// The home page waits at `home` (the report shows the check queued or starting, no pages yet), the
// contact page at `contact` (the other pages are read meanwhile, so the report shows progress).
let home = gate();
let contact = gate();
const prospect = createServer((req, res) => {
  const title = PAGES[req.url ?? ''];
  if (!title) return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
  const held = req.url === '/' ? home.opened : req.url === '/contact' ? contact.opened : Promise.resolve();
  void held.then(() => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html(title)));
});
await new Promise<void>((resolve) => prospect.listen(0, '127.0.0.1', () => resolve()));
const website = `http://127.0.0.1:${(prospect.address() as { port: number }).port}/`;

// Held pages must not run out their time on a busy machine: the longest deadlines a check may have.
const env = {
  AUDIT_ENABLED: 'true',
  AUDIT_ALLOW_PRIVATE: 'true',
  AUDIT_MAX_PAGES: '50',
  FORM_MIN_FILL_MS: '0',
  AUDIT_REUSE_MS: '0',
  AUDIT_TIMEOUT_MS: '60000',
  AUDIT_CRAWL_MS: '60000',
  RATE_LIMIT_MAX: '1000',
};
// One tab with JavaScript and one without, going from page to page: what the report shows depends
// on the check, not on the visitor's cookies or storage.
const s = browserSuite('whole-site report in Chromium', { env });
const { test } = s;
test.after(() => {
  home.open();
  contact.open();
  void prospect.close();
});

/** Sends an enquiry naming the prospect's site; resolves with its report's path. */
async function enquire(email: string): Promise<string> {
  const res = await postEnquiry(s.server.url, validEnquiry({ website, email }), 'json', { origin: s.server.url });
  assert.is(res.status, 201);
  return ((await res.json()) as { audit: string }).audit;
}

/** The running report: pages checked rise above 0 and the findings so far appear once the home page is let through. */
async function seeProgress(page: TestPage, javaScriptEnabled: boolean): Promise<void> {
  assert.is(await page.locator('h1').innerText(), 'Checking 127.0.0.1');
  assert.match(
    await page.locator('.hero-text').innerText(),
    'We are reading your home page, robots.txt, sitemap and the pages they link to, up to 50 pages.',
  );
  assert.is(await page.locator('[data-audit-pages]').innerText(), '0', 'nothing read while the home page is held');
  const status = page.locator('.audit-live [role="status"]');
  assert.is(await status.getAttribute('aria-live'), 'polite');
  assert.not.ok(await page.locator('.audit-found li').count(), 'nothing found yet');
  if (javaScriptEnabled) await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  home.open();
  // With JavaScript the island fills these in; without, the meta refresh brings a fresh page.
  await page.locator('[data-audit-pages]', { hasText: /^[1-9]\d*$/ }).waitFor({ timeout: CHECK_STEP_MS });
  await page
    .locator('.audit-found-item--problem', { hasText: '127.0.0.1 is served over plain HTTP, not HTTPS.' })
    .waitFor({ timeout: CHECK_STEP_MS });
  await page.locator('[data-audit-count="problem"]', { hasText: /^[1-9]/ }).waitFor({ timeout: CHECK_STEP_MS });
  if (javaScriptEnabled) {
    assert.ok(await page.evaluate(() => 'notReloaded' in window), 'updated in place, not reloaded');
    assert.match(await status.innerText(), /Found so far:\s+[1-9]\d*\s+Problems\s+\d+\s+Worth improving\s+\d+\s+Done well/);
  }
  assert.is(await page.locator('[data-audit-status]').getAttribute('data-audit-status'), 'running');
}

/** The finished report: score, date and pages, the five fixes, the groups, and a broken link's addresses behind <details>. */
async function readReport(page: TestPage): Promise<void> {
  await page.locator('h1', { hasText: /scored \d+ out of 100$/ }).waitFor({ timeout: CHECK_STEP_MS });
  assert.match(await page.locator('h1').innerText(), /^127\.0\.0\.1 scored \d+ out of 100$/);
  assert.match(await page.locator('.hero-subtitle').innerText(), /^Checked 4 pages of 127\.0\.0\.1 on \d{1,2} [A-Z][a-z]+ \d{4}$/);
  assert.is(await page.locator('#audit-top').innerText(), 'The five fixes that matter most');
  const fixes = page.locator('.audit-top-list > li');
  assert.is(await fixes.count(), 5);
  assert.match(await fixes.first().innerText(), /How to fix it:/);
  // The count is in the sentence ("11 addresses linked ..."), so the tag does not say it again.
  assert.match(
    await page.locator('.audit-top-list').innerText(),
    /Problem\n+11 addresses linked from your own pages answer with an error\./,
  );
  for (const id of ['#audit-problem', '#audit-improvement', '#audit-passed']) assert.ok(await page.locator(id).isVisible(), `${id} shown`);
  const broken = page.locator('.audit-group--problem .audit-finding', {
    hasText: '11 addresses linked from your own pages answer with an error.',
  });
  const summary = broken.locator('details.audit-urls > summary');
  assert.is(await summary.innerText(), 'Affected addresses (first 10 of 11)');
  const address = broken.locator('details.audit-urls li', { hasText: `${website}missing: HTTP 404` });
  assert.not.ok(await address.isVisible(), 'folded at first');
  await summary.click();
  assert.ok(await address.isVisible(), 'opened to the broken link');
  assert.is(await broken.locator('details.audit-urls li').count(), 10);
  // What it rests on, folded beside them: the first pages it names, each answer as the check heard it.
  assert.match(await broken.locator('details.audit-proof').innerText(), 'How we know');
  assert.match(await page.locator('.audit-cta').innerText(), 'This free check reads up to 50 pages of your site');
  assert.not.match(await page.content(), /jane@example\.com\.au|0400 123 456/, 'no contact details on the report');
}

let finishedReport = '';
for (const javaScriptEnabled of [true, false]) {
  test(`${javaScriptEnabled ? 'with' : 'without'} JavaScript: progress while the check runs, then the whole report`, async () => {
    home = gate();
    contact = gate();
    const report = await enquire(`${javaScriptEnabled ? 'js' : 'nojs'}@owner.example`);
    const page = await s.visit(report, { javaScriptEnabled });
    await seeProgress(page, javaScriptEnabled);
    contact.open();
    await readReport(page);
    if (javaScriptEnabled) finishedReport = report;
    assert.equal(page.errors, []);
  });
}

test('printed: the report alone, black on white, every address showing', async () => {
  assert.ok(finishedReport, 'the report of the first test');
  // Loaded again: the first test left it with a finding opened.
  const page = await s.visit(finishedReport);
  const nav = page.locator('.site-header .desktop-nav');
  assert.ok(await nav.isVisible(), 'the menus on screen');
  const address = page.locator('.audit-group--problem details.audit-urls li', { hasText: `${website}missing: HTTP 404` });
  assert.not.ok(await address.isVisible(), 'folded on screen');
  await page.emulateMedia({ media: 'print' });
  for (const hidden of ['.site-header .desktop-nav', '.header-cta', '.header-search', '.hero-actions', '.site-footer'])
    assert.not.ok(await page.locator(hidden).isVisible(), `${hidden} not printed`);
  assert.ok(await page.locator('.site-header .brand').isVisible(), 'the brand name printed');
  assert.ok(await address.isVisible(), 'the addresses printed without opening them');
  assert.is(await page.locator('details[open]').count(), 0, 'by the stylesheet alone');
  const colours = await page.evaluate(() => ({
    page: getComputedStyle(document.body).backgroundColor,
    text: getComputedStyle(document.querySelector('.audit-finding h3')!).color,
  }));
  assert.equal(colours, { page: 'rgb(255, 255, 255)', text: 'rgb(0, 0, 0)' });
  // Back on screen, as a tab the suite keeps must be.
  await page.emulateMedia({ media: null });

  // The home page's floating button is not printed either.
  const homePage = await s.visit('/');
  await homePage.locator('.floating-cta').waitFor({ state: 'visible' });
  await homePage.emulateMedia({ media: 'print' });
  assert.not.ok(await homePage.locator('.floating-cta').isVisible(), 'floating button not printed');
  assert.equal(homePage.errors, []);
  await homePage.emulateMedia({ media: null });
});

test.run();
