/**
 * Real websites (tests/fixtures/real-sites/) checked through the built server as prospects ask for
 * them: a few varied sites in `npm test`, each report finished and counting the distinct pages a crawl
 * of the served site reads; with --sweep (npm run test:sweep) every site of the corpus, each finishing
 * with a report. Every report is held to the rules any report must keep (tests/report-rules.ts);
 * what each says of its own site is checked in the tests that hold those truths.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startBuiltServer, type BuiltServer } from '../../scripts/start-built.js';
import { htmlText } from '../helpers.js';
import { sweepEverything } from '../page-structure.js';
import { checkRealSite, realSiteServerEnv } from '../real-site-check.js';
import { realSites } from '../real-sites.js';
import { readReport, reportRules } from '../report-rules.js';

/**
 * The quick few, and the distinct pages of each that its links (and its sitemap, where it has a
 * readable one) reach from its start: counted by hand from the served files.
 */
const PAGES: Record<string, number> = {
  // index.html and gallery.html; gallery links back to "index.html", the home page again.
  'tyersal-pallets': 2,
  // The six pages of its nav; the staff roster is reached only by an onclick with no href (its old link is commented out).
  'haukai-restaurant': 6,
  // Home, about us, team, contact, stories and its three stories, privacy, the HTML sitemap.
  'eltham-family-dental': 10,
  // Home, pressure washing and contact are all the home page links to; its sitemap index names relative
  // child sitemaps that the export left out, so nothing more is found.
  'property-cleanup-alpharetta': 3,
  // Its home page and the Impressum it links to, in German: its country, numbers and address read as Germany writes them.
  'zahnarztpraxis-sugioarto-werne': 2,
  // Seven pages of a Webflow export, each in its nav, for a British firm with no lang and no markup: read as British from its postcode.
  'gilligan-and-co-warrington': 7,
};

let server: BuiltServer;
test.before(async () => {
  server = await startBuiltServer(realSiteServerEnv());
});
test.after(async () => {
  await server.stop();
});

let n = 0;
if (sweepEverything) {
  for (const slug of realSites())
    test(`${slug}: the check finishes with a report`, async () => {
      const report = await checkRealSite(server, slug, ++n);
      assert.is(report.status.status, 'done', JSON.stringify(report.status).slice(0, 400));
      assert.match(htmlText(report.html), /Checked \d+ pages? of 127\.0\.0\.1/);
      assert.equal(reportRules(slug, readReport(report.html)), []);
    });
} else {
  for (const [slug, pages] of Object.entries(PAGES))
    test(`${slug}: the report finishes and says it checked the ${pages} distinct pages of the site`, async () => {
      const report = await checkRealSite(server, slug, ++n);
      assert.is(report.status.status, 'done', JSON.stringify(report.status).slice(0, 400));
      assert.match(htmlText(report.html), `Checked ${pages} pages of 127.0.0.1`);
      assert.equal(reportRules(slug, readReport(report.html)), []);
    });
}

test.run();
