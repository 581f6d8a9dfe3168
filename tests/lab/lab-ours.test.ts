/**
 * A browser run our side ends is ours (src/audit/lab/lab-runner.ts, lab-child.ts, watchdog.ts,
 * run-marker.ts, checks/audits.ts), through the built server with Debian's Chromium and the slow
 * site of tests/lab-slow-site.ts (a page that never finishes loading), each run caught while the test
 * phone measures the page:
 *
 * - Chromium's browser process killed mid-run: the run ends at once (the result is waited for with a
 *   limit of 10 s), as our failure, with no figures, and the report says our test phone could not
 *   finish, never that the page did not load;
 * - the run's child stopped (SIGSTOP): the same, as the watchdog finds it stopped;
 *
 * Without Chromium the file says so and skips.
 */
import { existsSync, rmSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BuiltServer } from '../../scripts/start-built.js';
import { OUR_FAILURE } from '../../src/audit/lab/result.js';
import { hasChromium, labResultIn, requestCheck, waitFor, withoutChromium } from '../helpers.js';
import { browserOf, liveRun } from '../lab-processes.js';
import { ENDED_MS, GENEROUS_MS, home, labSection, labServer, measuring, slowSite } from '../lab-slow-site.js';

const figures: string[] = [];
test.after(() => console.log(figures.map((f) => `  ${f}`).join('\n')));

for (const { what, end, failure } of [
  {
    what: "Chromium's browser process killed mid-run",
    end: (run: Awaited<ReturnType<typeof liveRun>>) => {
      const browser = browserOf(run);
      if (browser === undefined) throw new Error("the run's Chromium was not found");
      process.kill(browser, 'SIGKILL');
    },
    failure: 'browser-died',
  },
  {
    what: "the run's child stopped (SIGSTOP)",
    end: (run: Awaited<ReturnType<typeof liveRun>>) => process.kill(run.session, 'SIGSTOP'),
    failure: 'stopped',
  },
])
  (hasChromium ? test : test.skip)(`${what}: the run ends at once, as our failure, with no figures${withoutChromium}`, async () => {
    const site = await slowSite();
    const where = home();
    let server: BuiltServer | undefined;
    try {
      server = await labServer(site, where);
      const id = await requestCheck(server, `http://127.0.0.1:${site.port}/`, 1);
      const run = await liveRun(where.runsDir, GENEROUS_MS);
      await measuring(site);
      end(run);
      const at = Date.now();
      const lab = await labResultIn(where.database, id, ENDED_MS);
      figures.push(`${what}: the result was recorded ${((Date.now() - at) / 1000).toFixed(1)} s later (${lab.status}, ${lab.failure})`);
      assert.is(lab.status, 'our-failure');
      assert.is(lab.failure, failure);
      assert.equal(lab.pages, [], 'no figures');
      const report = await labSection(server, id);
      assert.match(report, OUR_FAILURE);
      assert.not.match(report, 'did not finish loading');
      assert.not.match(report, 'out of 100');
      await waitFor(() => !existsSync(run.folder), ENDED_MS, "the run's folder to be removed");
    } finally {
      await server?.stop();
      site.close();
      rmSync(where.dir, { recursive: true, force: true });
    }
  });

test.run();
