import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { nuProblems, startApp, type TestApp, staffCommand } from '../helpers.js';
import { seedEnquiries, seedViews } from '../report-data.js';

const report = (server: TestApp, args: string[]) =>
  staffCommand('report', args, { DATABASE_PATH: server.config.DATABASE_PATH, TIME_ZONE: 'Australia/Melbourne' });

const ads = { landing: '/strategy/google-ads', params: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring', gclid: 'T1' } };
const organic = { landing: '/strategy/seo', referrer: 'https://www.google.com/' };

/** Week of 7 Sep 2026: 2 Paid Search, 1 Organic Search, 1 spam. Week of 14 Sep: 3 Organic Search, 1 without attribution. */
async function seed(server: TestApp) {
  await seedEnquiries(server.app, [
    { at: '2026-09-07T01:00:00.000Z', ...ads, name: 'Priya Secretname', email: 'priya.secret@example.com.au' },
    { at: '2026-09-08T02:00:00.000Z', ...ads },
    { at: '2026-09-09T03:00:00.000Z', ...organic },
    { at: '2026-09-10T04:00:00.000Z', ...ads, spam: true },
    { at: '2026-09-14T01:00:00.000Z', ...organic },
    { at: '2026-09-15T01:00:00.000Z', ...organic },
    { at: '2026-09-16T01:00:00.000Z', ...organic },
    { at: '2026-09-17T01:00:00.000Z' },
  ]);
  seedViews(server.app, '2026-09-08', '/strategy/google-ads', 'desktop', 40, 20, { LCP: 1800, INP: 120, CLS: 0.02 });
  seedViews(server.app, '2026-09-09', '/strategy/seo', 'phone', 30, 15, { LCP: 4500, INP: 350, CLS: 0.3 });
  seedViews(server.app, '2026-09-15', '/strategy/seo', 'phone', 30, 15, { LCP: 4500, INP: 350, CLS: 0.3 });
}

const rowsOf = (table: ReturnType<typeof parse>) =>
  table.querySelectorAll('tbody tr').map((tr) => tr.querySelectorAll('th, td').map((c) => c.text.trim()));
const tableTitled = (doc: ReturnType<typeof parse>, caption: string) =>
  doc.querySelectorAll('table').find((t) => t.querySelector('caption')?.text.startsWith(caption));

test('--format html: one self-contained file with accessible charts, each beside a table of the same counts', async () => {
  const server = await startApp({ RATE_LIMIT_MAX: '100' });
  try {
    await seed(server);
    const out = join(server.dir, 'report.html');
    await report(server, ['--format', 'html', '--out', out, '--since', '2026-09-07', '--until', '2026-09-20']);
    assert.is(statSync(out).mode & 0o777, 0o600);
    const html = readFileSync(out, 'utf8');
    const doc = parse(html);

    // Self-contained: no script, and nothing that would make a request (no src, no link, no url()).
    assert.not.match(html, /<script|<link|<img|src=|@import|url\(http/i);
    assert.is(doc.querySelectorAll('a').length, 0);

    // Charts: weekly enquiries, conversion, LCP/INP/CLS by page, LCP/INP/CLS per week.
    const charts = doc.querySelectorAll('svg');
    assert.is(charts.length, 8);
    for (const svg of charts) {
      assert.is(svg.getAttribute('role'), 'img');
      const [titleId, descId] = (svg.getAttribute('aria-labelledby') ?? '').split(' ');
      assert.ok(svg.querySelector(`title#${titleId}`)?.text, 'title');
      assert.ok((svg.querySelector(`desc#${descId}`)?.text.length ?? 0) > 40, 'a description that says what the chart shows');
    }
    const weekly = charts[0]!;
    assert.match(weekly.querySelector('desc')!.text, /5 enquiries in all.*Organic Search 4.*Paid Search 2|7 enquiries in all/);
    assert.is(weekly.querySelectorAll('rect[fill^="url(#"]').length, 2, 'spam drawn apart: one hatched bar, and its legend swatch');

    const weeks = rowsOf(tableTitled(doc, 'Enquiries per week by channel')!);
    assert.equal(weeks, [
      ['7 Sep 2026', '3', '1', 'Organic Search 1, Paid Search 2'],
      ['14 Sep 2026', '4', '0', '(not recorded) 1, Organic Search 3'],
    ]);
    const conversion = rowsOf(tableTitled(doc, 'Conversion rate by landing page')!);
    assert.equal(conversion, [
      ['/strategy/seo', '30', '4', '13.3%'],
      ['/strategy/google-ads', '20', '2', '10.0%'],
    ]);
    const lcp = charts.find((c) => c.querySelector('title')!.text.startsWith('LCP, 75th'))!;
    assert.match(lcp.querySelector('desc')!.text, /\/strategy\/seo \(phone\) 4\.\d s, poor/);
    assert.match(lcp.querySelector('desc')!.text, /\/strategy\/google-ads \(desktop\) 1\.\d s, good/);
    const perWeek = rowsOf(tableTitled(doc, 'Core Web Vitals per week')!);
    assert.is(perWeek.length, 2);
    assert.is(perWeek[1]![1], '30');
    assert.is(perWeek[1]![3], 'Poor');

    // Every table of the text report is there too, and nothing personal is.
    assert.ok(tableTitled(doc, 'Enquiries by source / medium / campaign'));
    assert.not.ok(html.includes('Secretname') || html.includes('priya.secret'), 'no visitor name or email');

    assert.equal(
      (await nuProblems([out])).map((m) => `line ${m.lastLine}: ${m.message}`),
      [],
      'valid HTML (W3C Nu)',
    );
  } finally {
    await server.close();
  }
});

test('--format html on an empty range says so instead of drawing empty axes', async () => {
  const server = await startApp({ RATE_LIMIT_MAX: '100' });
  try {
    await seed(server);
    const { stdout } = await report(server, ['--format', 'html', '--until', '2020-01-01']);
    assert.match(stdout, /Nothing was recorded in this period/);
    assert.not.match(stdout, /<svg/);
    // A range with enquiries but no page views: the enquiry chart, and a sentence for the rest.
    const { stdout: noViews } = await report(server, ['--format', 'html', '--since', '2026-09-16', '--until', '2026-09-17']);
    assert.is(parse(noViews).querySelectorAll('svg').length, 1);
    assert.match(noViews, /No visits were measured in this period/);
  } finally {
    await server.close();
  }
});

test.run();
