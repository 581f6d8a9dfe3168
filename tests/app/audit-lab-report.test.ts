/**
 * The site check's report shows the phone measurement (src/views/pages/AuditLabSection.tsx): the
 * screenshot (served privately, cached for good), LCP, CLS and TBT with Google's verdicts, the
 * scores, the three savings and the accessibility problems with their fixes, further pages in a
 * table; and what it says while measuring (the page keeps refreshing), after a timeout, a failure,
 * and without a browser on the server, where nothing else on the report changes. Lab runs are
 * recorded as the engine records them (tests/lab-sample.ts).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse as parseHtml, type HTMLElement } from 'node-html-parser';
import { startServer, type TestServer } from '../helpers.js';
import { SCREENSHOT, labResult, quickPage, seedCheckedEnquiry, slowHome, type SeedOptions } from '../lab-sample.js';
import type { Finding } from '../../src/audit/findings/finding.js';

const test = suite('the report on a phone');
let server: TestServer;
test.before(async () => {
  server = await startServer({ AUDIT_LAB_MS: '45000' });
});
test.after(() => server.close());

const findings: Finding[] = [
  {
    id: 'https',
    severity: 'problem',
    message: 'The site is served over plain HTTP, not HTTPS.',
    why: 'Not secure.',
    fix: 'Install a certificate.',
  },
  { id: 'lang', severity: 'passed', message: 'The page declares its language.', why: 'Accessibility.' },
];

async function report(options: SeedOptions) {
  const audit = seedCheckedEnquiry(server.app.db, { findings, ...options });
  const res = await fetch(`${server.url}/audit/${audit.public_id}`);
  const html = await res.text();
  return { audit, res, html, doc: parseHtml(html) };
}
const text = (el: HTMLElement | null) => el?.text.replace(/\s+/g, ' ').trim() ?? '';
const section = (doc: HTMLElement) => doc.querySelector('section[aria-labelledby="audit-lab"]');

test('a finished measurement: screenshot, the three measures with their verdicts, the scores, savings and accessibility fixes', async () => {
  const { audit, doc, html } = await report({ lab: labResult({ pages: [slowHome, quickPage] }) });
  const lab = section(doc);
  assert.ok(lab, 'the section is there');
  assert.is(text(lab?.querySelector('h2') ?? null), 'Your home page on a phone');
  const img = lab?.querySelector('img');
  // Versioned by the run's time: a re-check's new screenshot is not the cached one.
  assert.match(img?.getAttribute('src') ?? '', new RegExp(`^/audit/${audit.public_id}/lab/0\\.jpg\\?v=\\d+$`));
  assert.ok(img?.getAttribute('alt'), 'the screenshot is described');

  const vitals = lab
    ?.querySelectorAll('.lab-vital')
    .map((v) => ['h3', '.lab-vital-value', '.lab-vital-limits'].map((q) => text(v.querySelector(q))));
  assert.equal(vitals, [
    ['Largest Contentful Paint (LCP)', '5.2 s Poor', 'Good up to 2.5 s, poor above 4 s.'],
    ['Cumulative Layout Shift (CLS)', '0.17 Needs improvement', 'Good up to 0.10, poor above 0.25.'],
    ['Total Blocking Time (TBT)', '130 ms Good', 'Good up to 200 ms, poor above 600 ms.'],
  ]);
  assert.equal(lab?.querySelectorAll('.lab-score').map(text), ['Performance 41 out of 100', 'Accessibility 78 out of 100']);

  const savings = lab?.querySelectorAll('.lab-list li').map(text);
  assert.equal(
    savings,
    slowHome.opportunities.map((o) => o.text),
  );
  const problems = lab?.querySelectorAll('.lab-problems > li').map(text) ?? [];
  assert.is(problems.length, 2);
  assert.match(problems[0] ?? '', 'Some text is too faint against its background to read easily (6 elements)');
  assert.match(problems[0] ?? '', 'How to fix it: Darken the text');
  assert.match(problems[1] ?? '', '(1 element)');

  const rows = lab?.querySelectorAll('.lab-table tbody tr').map((tr) => tr.querySelectorAll('th, td').map(text));
  assert.equal(rows, [['/menu?week=1', '1.9 s Good', '0.02 Good', '40 ms Good', '96 out of 100', '0']]);
  assert.not.match(text(lab ?? null), 'blocked', 'nothing was blocked, so nothing is said');
  assert.not.match(html, 'http-equiv="refresh"', 'a finished page does not reload');

  // The screenshot: private, as the report is, and cached for good (its address names one check's one page).
  const shot = await fetch(`${server.url}/audit/${audit.public_id}/lab/0.jpg`);
  assert.is(shot.status, 200);
  assert.is(shot.headers.get('content-type'), 'image/jpeg');
  assert.is(shot.headers.get('cache-control'), 'private, max-age=31536000, immutable');
  assert.is(shot.headers.get('x-robots-tag'), 'noindex');
  assert.ok(Buffer.from(await shot.arrayBuffer()).equals(SCREENSHOT));
  for (const path of [`lab/1.jpg`, `lab/0.png`, `lab/00.jpg`, `lab/-1.jpg`])
    assert.is((await fetch(`${server.url}/audit/${audit.public_id}/${path}`)).status, 404, path);
  assert.is((await fetch(`${server.url}/audit/${'A'.repeat(22)}/lab/0.jpg`)).status, 404, 'another id');

  const status = (await (await fetch(`${server.url}/api/audit/${audit.public_id}`)).json()) as { lab: string };
  assert.is(status.lab, 'done');

  // Made per request, and sent compressed as the stored pages are (a phone on a slow connection gets a sixth of it).
  for (const path of [`/audit/${audit.public_id}`, `/thank-you?audit=${audit.public_id}`]) {
    const page = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal([page.headers.get('content-encoding'), page.headers.get('cache-control')], ['br', 'private, no-store'], path);
    assert.match(await page.text(), '</html>');
  }
  const gzip = await fetch(`${server.url}/audit/${audit.public_id}`, { headers: { 'accept-encoding': 'gzip' } });
  assert.is(gzip.headers.get('content-encoding'), 'gzip');

  // Kept as long as the report, no longer.
  server.app.db
    .prepare('UPDATE audits SET created_at = ? WHERE id = ?')
    .run(new Date(Date.now() - 31 * 86_400_000).toISOString(), audit.id);
  assert.is((await fetch(`${server.url}/audit/${audit.public_id}/lab/0.jpg`)).status, 404, 'after the report has expired');
});

test('the phone section names what measured the page, as PageSpeed Insights does: Lighthouse version, device, throttling and browser', async () => {
  const { doc } = await report({ lab: labResult({ pages: [slowHome, quickPage] }) });
  const engine = section(doc)?.querySelectorAll('.lab-engine').map(text);
  assert.equal(engine, ['Measured with Lighthouse 13.5.0 · Emulated Moto G Power · Slow 4G throttling · Chromium 156']);
  // A run recorded before the engine was kept names none, rather than a version it did not record.
  const { engine: _, ...older } = slowHome;
  const before = await report({ lab: labResult({ pages: [older] }) });
  assert.not.match(text(section(before.doc)), 'Lighthouse 13');
  // A start page with no figures still names the engine that measured the further pages.
  const away = await report({
    lab: labResult({ pages: [{ ...slowHome, problem: 'Your home page sent the test phone to another address.' }, quickPage] }),
  });
  assert.match(text(section(away.doc)), 'Measured with Lighthouse 13.5.0');
});

test('the phone section shows the Agentic Browsing checks of the same run, said not to count, and the score unchanged by them', async () => {
  const agentic = { score: 67, failing: [{ id: 'llms-txt', title: 'llms.txt does not follow recommendations' }] };
  const { doc } = await report({ lab: labResult({ pages: [{ ...slowHome, agentic }, quickPage] }) });
  const card = text(section(doc)?.querySelector('.lab-card--wide') ?? null);
  assert.match(card, 'Ready for AI agents');
  assert.match(card, '67 out of 100');
  assert.match(card, 'they are not part of your score');
  assert.match(card, 'llms.txt does not follow recommendations');
  // A run from before the category was measured shows no card.
  const before = await report({ lab: labResult({ pages: [slowHome, quickPage] }) });
  assert.is(section(before.doc)?.querySelector('.lab-card--wide'), null);
});

test('requests refused for a private address are counted on the report as private, and only those', async () => {
  const { doc } = await report({
    lab: labResult({ blocked: { count: 5, examples: ['169.254.169.254', 'fonts.example:8080'], private: 3 } }),
  });
  const said = doc.querySelectorAll('.lab-blocked').map(text).join(' ');
  assert.match(said, 'Your page asked for 3 addresses our check does not visit (private or internal addresses)');
  // Refused for another reason (another port, after a cap) and recorded before private ones were counted: not called private.
  const other = await report({ lab: labResult({ blocked: { count: 4, examples: ['fonts.example:8080'], private: 0 } }) });
  assert.not.match(text(section(other.doc)), 'private or internal');
  const older = await report({ lab: labResult({ blocked: { count: 3, examples: ['http://169.254.169.254/'] } }) });
  assert.not.match(text(section(older.doc)), 'private or internal');
});

test('a run our side ended says so in one sentence, with no figures, never blaming the site', async () => {
  const { doc } = await report({
    lab: labResult({
      status: 'our-failure',
      failure: 'browser-died',
      message: 'Our test phone could not finish measuring your page; everything else in this report stands.',
      pages: [],
    }),
    screenshots: [],
  });
  const said = text(section(doc));
  assert.match(said, 'Our test phone could not finish measuring your page; everything else in this report stands.');
  assert.not.ok(section(doc)?.querySelector('.lab-vital, img'));
  assert.not.match(said, 'did not finish loading');
  assert.is(section(doc)?.getAttribute('data-audit-lab'), 'our-failure');
});

test('figures Lighthouse doubted are a rough guide: "about", no verdict, no gauge, the reasons listed, no Speed score', async () => {
  const reason =
    'Our test phone ran slower than Lighthouse expects (Lighthouse rated its processor 517, where it expects 1,000 or more), which can make a page look slower than it is.';
  const { doc } = await report({
    lab: labResult({ pages: [{ ...slowHome, uncertain: [reason], benchmarkIndex: 517, tries: 2 }, quickPage] }),
  });
  const lab = section(doc);
  const note = lab?.querySelector('.lab-note');
  assert.match(
    text(note?.querySelector('p') ?? null),
    'Treat these figures as a rough guide, not a measurement of your page (we measured it twice, and both runs were in doubt):',
  );
  assert.equal(note?.querySelectorAll('li').map(text), [reason]);
  assert.equal(lab?.querySelectorAll('.lab-vital-value').map(text), [
    'About 5.2 s uncertain',
    'About 0.17 uncertain',
    'About 130 ms uncertain',
  ]);
  assert.not.ok(lab?.querySelector('.lab-gauge, .lab-vital .lab-verdict'), 'no band is claimed');
  assert.match(text(lab?.querySelector('.lab-scores') ?? null), 'about 41 out of 100 uncertain');
  assert.is(text(doc.querySelector('.score-part--speed .score-part-figure')), 'Uncertain', 'the Speed part states no score');
});

test('while measuring, the finished report says so and keeps refreshing itself; the status says measuring', async () => {
  const { audit, doc, html } = await report({ lab: 'measuring' });
  const lab = section(doc);
  assert.is(lab?.getAttribute('data-audit-lab'), 'measuring');
  assert.match(text(lab ?? null), 'Measuring your home page on a phone now. This takes at most 45 seconds');
  assert.match(html, /<noscript><meta http-equiv="refresh" content="3"\/?><\/noscript>/, 'reloads without JavaScript');
  assert.not.ok(lab?.querySelector('img'));
  const status = (await (await fetch(`${server.url}/api/audit/${audit.public_id}`)).json()) as { status: string; lab: string };
  assert.equal([status.status, status.lab], ['done', 'measuring']);
});

test('a run stopped by AUDIT_LAB_MS says it did not finish within that time and shows what it measured', async () => {
  const { doc } = await report({ lab: labResult({ status: 'timed-out', message: 'Stopped.', pages: [slowHome] }) });
  assert.match(text(section(doc)), 'The browser measurement did not finish within 45 seconds, so it shows the pages measured before then.');
  assert.is(section(doc)?.querySelectorAll('.lab-vital').length, 3);
  const none = await report({ lab: labResult({ status: 'timed-out', message: 'Stopped.', pages: [] }), screenshots: [] });
  assert.match(text(section(none.doc)), 'The browser measurement did not finish within 45 seconds.');
  assert.not.ok(section(none.doc)?.querySelector('.lab-vital'));
});

test("a failed run gives the engine's sentence", async () => {
  const { doc } = await report({
    lab: labResult({ status: 'failed', message: 'The browser closed before your page finished loading.', pages: [] }),
    screenshots: [],
  });
  assert.match(text(section(doc)), 'The browser closed before your page finished loading.');
  assert.not.ok(section(doc)?.querySelector('.lab-vital'));
});

test('without a browser on the server the section says the measurement is not available, and nothing else on the report changes', async () => {
  const without = await report({});
  const unavailable = await report({ lab: labResult({ status: 'unavailable', message: 'No Chromium.', pages: [] }), screenshots: [] });
  assert.not.ok(section(without.doc), 'a check without a lab run has no section');
  assert.match(text(section(unavailable.doc)), 'The browser measurement is not available');
  assert.not.ok(section(unavailable.doc)?.querySelector('.lab-vital, img, .section-subtitle'));
  // The same page, but for the section and the check's own id.
  const rest = (r: { html: string; audit: { public_id: string } }) =>
    r.html.replace(/<section class="audit-group lab".*?<\/section>/s, '').replaceAll(r.audit.public_id, 'ID');
  assert.is(rest(unavailable), rest(without));
});

test.run();
