/**
 * The fix, handed over (issue 68), walked in Chromium through the app with a realistic local
 * plumber's site (tests/fixtures/plumber-site.ts): the report gives each fix ready to paste, built
 * from what the check read and right for this site (its business markup parses and carries the
 * site's own name, phone and address; its robots.txt lets AI search in and keeps the owner's training
 * blocks; its llms.txt follows llmstxt.org; its title and description beside the text they have; the
 * tel: link for its number). The copy button copies; without JavaScript each fix is there to select.
 * Staff hear which fixes the report handed over. The owner pastes every fix into the site and checks
 * again: each finding is cleared. On a phone (375 px) the AI section stays within a screen and a half
 * and what changed keeps three columns.
 */
import * as assert from 'uvu/assert';
import { randomBytes } from 'node:crypto';
import { readLlmsTxt } from '../../src/audit/read/llms-txt.js';
import { readRobots, RobotsRules } from '../../src/audit/read/robots.js';
import { PLUMBER, startPlumberSite } from '../fixtures/plumber-site.js';
import { browserSuite, CHECK_STEP_MS, waitFor, type TestPage, requestCheckByForm } from '../helpers.js';
import { decodeQuotedPrintable, header, startSmtp } from '../smtp.js';

const smtp = await startSmtp();
const site = await startPlumberSite();
const s = browserSuite('the fixes a report hands over', {
  env: {
    AUDIT_ENABLED: 'true',
    AUDIT_ALLOW_PRIVATE: 'true',
    FORM_MIN_FILL_MS: '0',
    AUDIT_REUSE_MS: '0',
    AUDIT_RECHECK_MS: '0',
    AUDIT_MAX_PAGES: '25',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_TO: 'staff@laserfocus.example',
    MAIL_POLL_MS: '50',
    WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
    TIME_ZONE: 'Australia/Melbourne',
  },
});
const { test } = s;
test.after(async () => {
  await site.close();
  await smtp.close();
});

let report = '';
/** A fix's text as the report gives it, by the finding it belongs to (`llms` for the llms.txt to upload). */
const fixText = (page: TestPage, id: string) =>
  (id === 'llms' ? page.locator('.fix-fold .fix-text') : page.locator(`#finding-${id} .fix-text`)).innerText();
const jsonLd = (pasted: string) => JSON.parse(/<script type="application\/ld\+json">\n([\s\S]*)\n<\/script>/.exec(pasted)?.[1] ?? 'null');
const FILL = /\[FILL IN: [^\]]*\]/;

test('the first check: every fix is there, ready to paste, and right for this site', async () => {
  const page = await s.open('/', { permissions: ['clipboard-read', 'clipboard-write'] });
  const details = { name: 'Sam Nguyen', email: 'sam@northside.example', phone: '0400 555 777', website: site.url, goals: 'More calls.' };
  report = await requestCheckByForm(page, details);
  await page.locator('h1', { hasText: /scored \d+ out of 100$/ }).waitFor({ timeout: CHECK_STEP_MS });

  // The business markup: it parses, is the site's own block with its type, name and telephone as written, and
  // adds the street address the pages show; what no page shows is marked for the owner, never made up.
  const markup = jsonLd(await fixText(page, 'local-business-markup'));
  assert.equal(
    [markup['@type'], markup.name, markup.telephone, markup.address],
    [
      'Plumber',
      PLUMBER.name,
      PLUMBER.phone,
      {
        '@type': 'PostalAddress',
        streetAddress: PLUMBER.street,
        addressLocality: PLUMBER.suburb,
        addressRegion: PLUMBER.state,
        postalCode: PLUMBER.postcode,
        addressCountry: 'AU',
      },
    ],
  );
  assert.match(markup.geo.latitude, FILL, 'the map pin is for the owner to fill in');
  assert.match(markup.openingHoursSpecification[0].opens, FILL, 'so are the hours');

  // robots.txt: the search crawlers let in, the training crawlers the owner blocked kept out, the rest as it was.
  const robots = await readRobots(await fixText(page, 'ai-search-crawlers'));
  const allowed = (token: string, path = '/') => new RobotsRules(robots.aiBots[token]?.rules ?? []).allowed(path);
  assert.equal(
    ['OAI-SearchBot', 'PerplexityBot', 'GPTBot', 'CCBot'].map((t) => allowed(t)),
    [true, true, false, false],
  );
  assert.not.ok(new RobotsRules(robots.searchBots['*']).allowed('/wp-admin/'), "the owner's private folder stays private");
  assert.not.ok(allowed('OAI-SearchBot', '/wp-admin/'), 'for the crawlers let in too');
  assert.match(await page.locator('#finding-ai-search-crawlers .fix-diff').innerText(), '- User-agent: OAI-SearchBot');

  // llms.txt: llmstxt.org's layout, from the crawl: the name, the home page's description, the key pages.
  await page.locator('.fix-fold > summary').click();
  const llms = await fixText(page, 'llms');
  assert.equal(llms.split('\n').slice(0, 3), [`# ${PLUMBER.name}`, '', '> Plumbers in Northcote.']);
  assert.match(llms, `- [Plumbing services](${site.url}services): `);
  assert.is(readLlmsTxt(llms, 'text/plain').problem, undefined, 'it follows the layout');

  // The title and description at the lengths to aim for, against the text they have now.
  // Shortened at its separators and commas: where the business is, then the most of what it offers (Google shows the name beside it).
  assert.is(await fixText(page, 'title'), '<title>Plumber in Northcote | 24/7 Emergency Plumbing Services</title>');
  assert.match(await page.locator('#finding-title .fix-now').innerText(), '(93 characters)');
  assert.match(await fixText(page, 'meta-description'), /^<meta name="description" content="Plumbers in Northcote\. \[FILL IN: /);
  assert.is(await fixText(page, 'phone-not-tappable'), `<a href="tel:+61394891234">${PLUMBER.phone}</a>`);

  // The copy button copies the fix as it is shown.
  await page.locator('#finding-local-business-markup button[data-copy]').click();
  await page.locator('#finding-local-business-markup .fix-copy-status', { hasText: 'Copied' }).waitFor();
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), await fixText(page, 'local-business-markup'));
  assert.equal(page.errors, []);
  await page.context().close();
});

test('without JavaScript: no copy button that does nothing, and every fix is there to select', async () => {
  const page = await s.open(report, { javaScriptEnabled: false });
  assert.is(await page.locator('button[data-copy]:visible').count(), 0);
  for (const id of ['local-business-markup', 'ai-search-crawlers', 'title', 'meta-description', 'phone-not-tappable'])
    assert.ok(await page.locator(`#finding-${id} pre.fix-text`).isVisible(), `${id}'s fix is shown`);
  await page.locator('#finding-title pre.fix-text').selectText();
  assert.is(await page.evaluate(() => String(window.getSelection())), await fixText(page, 'title'));
  await page.context().close();
});

test('staff hear which fixes the report handed over', async () => {
  const mail = await waitFor(
    () => smtp.messages.map((m) => decodeQuotedPrintable(m.raw)).find((m) => m.includes('Sam Nguyen') && m.includes('Fixes handed over')),
    30_000,
    'the staff email with the check',
  );
  const handed = /Ready to paste in the report: ([^\n<]*)\./.exec(mail)?.[1]?.split('; ');
  assert.equal(handed?.sort(), [
    'A tap-to-call link for (03) 9489 1234',
    'The X-Content-Type-Options header, for each common host',
    'The X-Frame-Options header, for each common host',
    'Your Plumber markup, with what it lacks added',
    'Your form on /contact as a tool for AI agents (WebMCP)',
    'Your home page description, at a length that persuades',
    'Your home page title, at a length that shows in full',
    'Your llms.txt, ready to upload',
    'Your robots.txt, with AI search let in',
  ]);
  assert.ok(
    smtp.messages.some((m) => header(m.raw, 'Subject').length),
    'it has a subject',
  );
});

test('the owner pastes every fix into the site and checks again: each finding is cleared', async () => {
  const page = await s.open(report);
  const tel = await fixText(page, 'phone-not-tappable');
  const filled = (await fixText(page, 'local-business-markup'))
    .replace(/"\[FILL IN: latitude[^\]]*\]"/, '-37.7706')
    .replace(/"\[FILL IN: longitude[^\]]*\]"/, '144.9992')
    .replace(/"\[FILL IN: the days you open[^\]]*\]"/, '"Monday", "Tuesday", "Wednesday", "Thursday", "Friday"')
    .replace(/\[FILL IN: opening time[^\]]*\]/, '07:00')
    .replace(/\[FILL IN: closing time[^\]]*\]/, '17:00')
    .replace(/\[FILL IN: \$[^\]]*\]/, '$$');
  assert.not.match(filled, FILL, 'every placeholder filled');
  const description = (await fixText(page, 'meta-description')).replace(
    /\[FILL IN: [^\]]*\]/,
    'Blocked drains, hot water and gas fitting by licensed local plumbers, seven days a week.',
  );
  const title = await fixText(page, 'title');
  const form = await fixText(page, 'webmcp-forms');
  site.files.set('/robots.txt', { type: 'text/plain', body: await fixText(page, 'ai-search-crawlers') });
  await page.locator('.fix-fold > summary').click();
  site.files.set('/llms.txt', { type: 'text/plain; charset=utf-8', body: await fixText(page, 'llms') });
  for (const [path, file] of site.files) {
    if (!file.type.startsWith('text/html')) continue;
    file.body = file.body.replace(/(Call us: |Phone:? )\(03\) 9489 1234/g, `$1${tel}`);
    if (path === '/contact') file.body = file.body.replace(/<form[\s\S]*?<\/form>/, () => form);
    if (path === '/')
      file.body = file.body
        .replace(/<script type="application\/ld\+json">.*?<\/script>/s, filled)
        .replace(/<title>.*?<\/title>/s, title)
        .replace(/<meta name="description" content="[^"]*">/, description);
  }

  await page.getByRole('button', { name: 'Check again' }).click();
  await page.locator('#audit-changes').waitFor({ timeout: CHECK_STEP_MS * 2 });
  const id = report.split('/').pop() ?? '';
  const { findings } = (await (await fetch(`${s.server.url}/api/audit/${id}`)).json()) as {
    findings: { id: string; severity: string; message: string }[];
  };
  const severity = (f: string) => findings.find((x) => x.id === f)?.severity;
  for (const f of ['ai-search-crawlers', 'llms-txt', 'title', 'meta-description', 'phone-not-tappable', 'webmcp-forms'])
    assert.is(severity(f), 'passed', `${f}: ${findings.find((x) => x.id === f)?.message}`);
  // Google requires and recommends nothing more; only our own suggestion (a photo or logo) is left.
  assert.is.not(severity('local-business-markup'), 'problem');
  assert.not.ok(await page.locator('#finding-ai-search-crawlers .fix-paste').count(), 'no fix for what is fixed');
  const fixed = await page.locator('.audit-change-list', { hasText: 'Fixed' }).innerText();
  for (const said of ['Invisible to ChatGPT search', 'title is 93 characters', 'meta description is 22 characters'])
    assert.match(fixed, said);
  await page.context().close();
});

test('on a phone (375 px): the AI section within a screen and a half with two crawlers kept out, what changed in three columns', async () => {
  const page = await s.open(report, { viewport: { width: 375, height: 812 } });
  const height = page.viewportSize()?.height ?? 900;
  const kept = await page.locator('.ai-kept > li').count();
  assert.is(kept, 2, 'GPTBot and CCBot, as the owner chose');
  const ai = await page.locator('section.ai').boundingBox();
  assert.ok(ai && ai.height <= height * 1.5, `the AI section is ${Math.round(ai?.height ?? 0)} px on a ${height} px screen`);
  const cells = await page
    .locator('.audit-change-table tbody tr')
    .first()
    .locator('th, td')
    .evaluateAll((els) => els.map((e) => [getComputedStyle(e).display, Math.round(e.getBoundingClientRect().top)]));
  assert.is(cells.length, 3, 'Part, Before, Now');
  assert.ok(
    cells.every(([display, top]) => display === 'table-cell' && top === cells[0]?.[1]),
    `side by side: ${JSON.stringify(cells)}`,
  );
  assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 375, 'no sideways scrolling');
  await page.context().close();
});

test.run();
