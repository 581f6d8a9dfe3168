/**
 * The phone run on real websites (tests/fixtures/real-sites/): three corpus sites of different makers
 * (a WordPress export, hand-written HTML, an Eleventy build) checked through the built server with
 * the browser run on, each served over plain HTTP on the one port its browser is let through to. Each
 * home page is measured whole, as a phone loads it: figures and a screenshot, nothing cut, nothing
 * it asked for called private, and the report's phone section says what was measured.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startBuiltServer, type BuiltServer } from '../../scripts/start-built.js';
import { freePort, htmlText, labResultIn } from '../helpers.js';
import { checkRealSite, realSiteServerEnv } from '../real-site-check.js';

const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
const withoutChromium = hasChromium ? '' : ' (skipped: no Chromium at /usr/bin/chromium)';

/**
 * A WordPress export with Yoast, a hand-written restaurant site, and a plumber's Eleventy build: pages
 * that show their content without the scripts the corpus does not keep. (Eltham Family Dental hides
 * its whole page until jQuery from Google's CDN runs, which the test phone cannot reach here, and the
 * single-page apps are empty shells without their bundles: the phone truly sees nothing on those, and says so.)
 */
const SITES = ['property-cleanup-alpharetta', 'haukai-restaurant', 'hancock-plumbing'];

let server: BuiltServer | undefined;
let labPort = 0;
const figures: string[] = [];

test.before(async () => {
  if (!hasChromium) return;
  labPort = await freePort();
  server = await startBuiltServer(realSiteServerEnv({ lab: true, labPort }));
});
test.after(async () => {
  await server?.stop();
  if (figures.length) console.log(figures.join('\n'));
});

let n = 0;
for (const slug of SITES)
  (hasChromium ? test : test.skip)(
    `${slug}: its home page measured whole on a phone, and the report says so${withoutChromium}`,
    async () => {
      const report = await checkRealSite(server!, slug, ++n, { lab: true, labPort });
      assert.is(report.status.status, 'done', JSON.stringify(report.status).slice(0, 300));
      const lab = await labResultIn(join(server!.dir, 'enquiries.db'), report.publicId, 10_000);
      const home = lab.pages[0];
      figures.push(
        `${slug}: ${lab.status}, performance ${home?.performance}, LCP ${home?.lcpMs} ms, ${lab.usage?.received} bytes received${lab.usage?.cut ? `, cut (${lab.usage.cut})` : ''}${home?.uncertain ? `, uncertain: ${home.uncertain.join('; ')}` : ''}`,
      );
      assert.is(lab.status, 'done', lab.message ?? lab.failure ?? '');
      assert.is(home?.problem, undefined, 'the home page was measured');
      assert.not.ok(lab.usage?.cut, 'nothing was cut at a download limit');
      assert.is(lab.blocked.private, 0, 'nothing the page asked for was called private');
      assert.ok(home?.screenshot, 'a screenshot of the page as the phone showed it');
      // Figures Lighthouse doubted are kept as a rough guide; either way there is a measurement.
      assert.type(home?.lcpMs, 'number');
      const text = htmlText(report.html);
      assert.match(text, 'Your home page on a phone');
      assert.not.match(text, 'Measuring your home page on a phone now', 'the report no longer waits for the phone');
    },
  );

test.run();
