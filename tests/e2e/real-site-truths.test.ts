/**
 * What the report says of real websites nobody here wrote (tests/fixtures/real-sites/), each checked
 * through the built server, against what the site really is. Each test holds a rule of issue 72 on
 * the real site that once broke it, so the class of defect is held, not the one case:
 *
 * - a pass only where something was found and judged;
 * - one page per address after the host's own rewrites (`/index.html`, `//contact.html`, `/contact`);
 * - absolute addresses where Google and Open Graph require them;
 * - a site closed to search said first, once, and scored 0;
 * - raw against rendered judged on what a script adds, not on a page's length;
 * - numbers and addresses read in the site's own country, locations from markup in any country.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startBuiltServer, type BuiltServer } from '../../scripts/start-built.js';
import { htmlText } from '../helpers.js';
import { checkRealSite, type RealSiteReport } from '../real-site-check.js';
import { realSiteServerEnv } from '../real-site-check.js';

let server: BuiltServer;
test.before(async () => {
  server = await startBuiltServer(realSiteServerEnv());
});
test.after(async () => {
  await server.stop();
});

let n = 0;
/** The finished report of corpus site `slug`, its visible text and its findings by id. */
async function reportOf(
  slug: string,
): Promise<RealSiteReport & { text: string; by: (id: string) => { severity: string; message: string } | undefined }> {
  const report = await checkRealSite(server, slug, ++n);
  assert.is(report.status.status, 'done', JSON.stringify(report.status).slice(0, 300));
  return { ...report, text: htmlText(report.html), by: (id) => report.status.findings.find((f) => f.id === id) };
}

test('mothers-love-cafe-preview (X-Robots-Tag: noindex on every answer): closed to search, said first and once, scored 0; no pass about what was not found', async () => {
  const r = await reportOf('mothers-love-cafe-preview');
  assert.is(r.status.score, 0);
  assert.is(r.status.findings[0]?.id, 'noindex', 'the closed site is said first');
  assert.match(r.status.findings[0]?.message ?? '', 'Your whole site is closed to search engines');
  assert.not.ok(r.by('robots') || r.by('noindex-pages'), 'one cause, said once');
  // It shows no phone number or address: nothing about them passes, and Local is not scored 100.
  for (const id of ['nap-phones', 'nap-addresses', 'phone-not-tappable']) assert.not.ok(r.by(id), id);
  assert.not.match(r.text, 'Your site shows one phone number');
  assert.not.match(r.text, /Local\s*100 out of 100/);
  // No robots.txt: nothing is said of its Content-Signal lines.
  assert.not.match(r.text, 'Content-Signal lines');
});

test('tyersal-pallets (UK, index.html linked beside /): 2 pages, not 3; its Leeds and mobile numbers read as UK numbers, each labelled, so no "different numbers"', async () => {
  const r = await reportOf('tyersal-pallets');
  assert.match(r.text, 'Checked 2 pages of 127.0.0.1');
  assert.not.ok(r.by('duplicate-titles')?.severity === 'improvement', 'the home page is not its own duplicate');
  assert.match(r.text, '0113 287 9988 (Office)');
  assert.not.match(r.text, '+64', 'not read as a New Zealand number');
  assert.not.ok(r.by('nap-phones')?.severity === 'improvement', JSON.stringify(r.by('nap-phones')));
});

test('haukai-restaurant (NZ, no country stated): its 09 number is found on all six pages, in New Zealand form', async () => {
  const r = await reportOf('haukai-restaurant');
  assert.match(r.text, '09 401 4019 on 6 pages');
  assert.not.match(r.text, 'We found no phone number');
});

test("eltham-family-dental (Jekyll, a sitemap of //page.html addresses, lazy images): 10 pages, and no image named by the page's own address", async () => {
  const r = await reportOf('eltham-family-dental');
  assert.match(r.text, 'Checked 10 pages of 127.0.0.1');
  assert.not.match(r.text, /127\.0\.0\.1:\d+\/ \(on https/, 'an <img data-src> is not the page itself');
  assert.not.match(r.text, 'is not a valid XML sitemap');
});

test('property-cleanup-alpharetta (US WordPress export): relative sitemap, og: and JSON-LD addresses are not passed; ZIP codes in a drop-down are no phone number', async () => {
  const r = await reportOf('property-cleanup-alpharetta');
  assert.not.match(r.text, 'A valid sitemap was found');
  assert.match(r.by('sitemap')?.message ?? '', 'without https:// and your domain');
  assert.match(r.by('open-graph')?.message ?? '', 'og:url as "/"');
  assert.match(r.by('structured-data')?.message ?? '', 'gives addresses without https://');
  assert.not.match(r.text, '503-0360', 'its contact form lists ZIP codes 30350 and 30360');
  assert.not.match(r.text, 'could not decompress', 'nginx answers HEAD with Content-Encoding: gzip and no body');
});

test('leichhardt-dental (a single-page app shell): its script-filled pages are said once, not again as missing headings or thin text', async () => {
  const r = await reportOf('leichhardt-dental');
  assert.is(r.by('script-only-pages')?.severity, 'improvement');
  for (const id of ['h1', 'h1-missing', 'thin-content', 'orphan-pages']) assert.not.ok(r.by(id), id);
  // Its /llms.txt is a real file; the start page is the app's shell.
  assert.ok(r.by('llms-txt'));
});

test('local-pool-builder (an app whose fallback answers /llms.txt with its page): no llms.txt, not a broken one', async () => {
  const r = await reportOf('local-pool-builder');
  assert.not.ok(r.by('llms-txt'), JSON.stringify(r.by('llms-txt')));
  assert.match(r.text, 'No /llms.txt (the address answers with one of your web pages');
});

test('gurkhas-restaurant (US, lang="en" only, a tel: link): its number and Salt Lake City address are read as American ones', async () => {
  const r = await reportOf('gurkhas-restaurant');
  assert.match(r.text, '(801) 755-3499');
  assert.match(r.text, 'Salt Lake City UT 84109');
});

test("fernwood-road-cafe (Canada, Restaurant microdata): its markup is read as structured data and as the business's", async () => {
  const r = await reportOf('fernwood-road-cafe');
  assert.match(r.by('structured-data')?.message ?? '', 'Restaurant');
  assert.is(r.by('structured-data')?.severity, 'passed');
  assert.match(r.text, 'markup says it is a Restaurant');
  assert.not.match(r.text, 'the country (AU)');
});

test('wooden-door-cafe (Taiwan, lang="zh-tw"): its 04 number is not read as an Australian mobile', async () => {
  const r = await reportOf('wooden-door-cafe');
  assert.not.match(r.text, '0423 298 877');
  assert.not.ok(r.by('phone-not-tappable'));
});

test.run();
