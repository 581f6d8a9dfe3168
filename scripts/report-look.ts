/**
 * `npm run report:look`: the site check's report as a prospect sees it, to look at. A real check of a
 * realistic local plumber's site (tests/fixtures/plumber-site.ts), with a phone run's figures and
 * screenshot, is kept in a fresh database; the built server shows it. Writes full-page screenshots at
 * 375 and 1440 px and the printed report (A4, as Chromium's "Save as PDF" makes it) to out/report/,
 * for the first check and for a re-check after part of the site was fixed, and prints each PDF's
 * page count. `-- --pages 4` reads four pages of the site instead of all of them (a four-page
 * site's report). Figures are reported, never asserted.
 */
import { checkDeliveries } from '../src/outbox/queue.js';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finishAudit, runCheck } from '../src/audit/index.js';
import { openDatabase } from '../src/db/db.js';
import { startPlumberSite } from '../tests/fixtures/plumber-site.js';
import { launchChromium, layOutWholePage } from '../tests/helpers.js';
import { labResult, quickPage, seedCheckedEnquiry, slowHome } from '../tests/lab-sample.js';
import { startBuiltServer } from './start-built.js';

process.env.NODE_ENV ??= 'production';
const out = process.argv.includes('--pages') ? `out/report-${process.argv[process.argv.indexOf('--pages') + 1]}-pages` : 'out/report';
mkdirSync(out, { recursive: true });
const dir = mkdtempSync(join(tmpdir(), 'laserfocus-report-look-'));
const dbPath = join(dir, 'enquiries.db');
const site = await startPlumberSite();
const rules = { timeoutMs: 5000, maxBytes: 2 * 1024 * 1024, allowPrivate: true, userAgent: 'LaserfocusReportLook/1.0' };
const pagesArg = process.argv.indexOf('--pages');
const limits = {
  maxPages: pagesArg > 0 ? Number(process.argv[pagesArg + 1]) : 25,
  crawlMs: 30_000,
  siteConcurrency: 2,
  maxCandidates: 5000,
};

/** Runs the real check of the plumber's site as it is now. */
const check = () => runCheck(site.url, rules, limits);

const first = await check();
const db = openDatabase(dbPath);
const audit = seedCheckedEnquiry(db, {
  website: site.url,
  findings: first.findings,
  score: first.score ?? 0,
  pages: first.pages ?? 1,
  // As a phone run now records it: Lighthouse 13's Agentic Browsing checks beside the figures.
  lab: labResult({
    pages: [
      {
        ...slowHome,
        agentic: { score: 67, failing: [{ id: 'agent-accessibility-tree', title: 'Accessibility tree is not well-formed' }] },
      },
      quickPage,
    ],
  }),
  ai: first.ai,
  local: first.local,
  at: new Date(Date.now() - 3 * 3600_000).toISOString(),
});
db.close();

const server = await startBuiltServer({ DATABASE_PATH: dbPath, TIME_ZONE: 'Australia/Melbourne' });
const browser = await launchChromium();
try {
  /** Screenshots at both widths and the printed PDF of the report as it is now, named `name`. */
  const look = async (name: string) => {
    for (const width of [375, 1440]) {
      const page = await browser.newPage({ viewport: { width, height: width < 500 ? 800 : 900 }, reducedMotion: 'reduce' });
      await page.goto(`${server.url}/audit/${audit.public_id}?via=staff-email`, { timeout: 30_000 });
      await layOutWholePage(page);
      await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true, timeout: 30_000 });
      if (width < 500) await page.locator('section.ai').screenshot({ path: `${out}/${name}-${width}-ai.png`, timeout: 30_000 });
      // What a phone shows: the AI section's height against the screen's, and the comparison's columns.
      const sizes = await page.evaluate(() => ({
        ai: Math.round(document.querySelector('section.ai')?.getBoundingClientRect().height ?? 0),
        page: document.documentElement.scrollHeight,
        columns: document.querySelectorAll('.audit-change-table thead th').length,
      }));
      console.log(
        `${name} at ${width} px: page ${sizes.page} px, AI search section ${sizes.ai} px (${(sizes.ai / (width < 500 ? 800 : 900)).toFixed(2)} screens), comparison ${sizes.columns || 'not shown'}${sizes.columns ? ' columns' : ''}`,
      );
      if (width === 1440) {
        await page.emulateMedia({ media: 'print' });
        await page.pdf({ path: `${out}/${name}.pdf`, format: 'A4', printBackground: true });
        const pages = (readFileSync(`${out}/${name}.pdf`, 'latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
        console.log(`${out}/${name}.pdf: ${pages} A4 pages`);
        // The printed page to look at: print styles at A4's width (210 mm at 96 dpi).
        await page.setViewportSize({ width: 794, height: 1123 });
        await page.screenshot({ path: `${out}/${name}-print.png`, fullPage: true, timeout: 30_000 });
      }
      console.log(`${out}/${name}-${width}.png`);
      await page.close();
    }
  };
  await look('first-check');

  // The owner fixes part of the site (the home page's description, an llms.txt, robots.txt), and checks again.
  const home = site.files.get('/');
  if (home)
    home.body = home.body.replace(
      'Plumbers in Northcote.',
      'Family plumbers in Northcote for blocked drains, hot water and gas fitting: upfront quotes, seven days a week.',
    );
  site.files.set('/llms.txt', { type: 'text/plain', body: '# Northside Plumbing & Gas\n\n> Family plumbers in Northcote, Melbourne.\n' });
  // And pastes the report's robots.txt: the AI search crawlers let in, the training ones kept out.
  const robots = first.findings.find((f) => f.id === 'ai-search-crawlers')?.paste?.text;
  if (robots) site.files.set('/robots.txt', { type: 'text/plain', body: robots });
  const again = await check();
  const db2 = openDatabase(dbPath);
  db2.prepare('UPDATE audits SET rechecking = 1 WHERE id = ?').run(audit.id);
  finishAudit(db2, audit, again, checkDeliveries([]));
  db2.close();
  await look('re-check');
} finally {
  await browser.close();
  await server.stop();
  await site.close();
  rmSync(dir, { recursive: true, force: true });
}
