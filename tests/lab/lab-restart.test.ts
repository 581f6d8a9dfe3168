/**
 * What a browser run leaves when its server dies is ended by the next start, once (src/audit/lab/
 * run-marker.ts, checks/audits.ts), through the built server with Debian's Chromium and the slow site
 * of tests/lab-slow-site.ts:
 *
 * - a server killed while its parent cannot reap it (a zombie): the next start removes its run's folder;
 * - a run cut off by two crashes in a row (the server SIGKILLed while the test phone measures,
 *   restarted, and again) is recorded as our failure at the third start and not started a third time.
 *
 * Without Chromium the file says so and skips.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BuiltServer } from '../../scripts/start-built.js';
import { OUR_FAILURE } from '../../src/audit/lab/result.js';
import { hasChromium, labResultIn, requestCheck, waitFor, withoutChromium } from '../helpers.js';
import { liveRun, stateOf } from '../lab-processes.js';
import { ENDED_MS, GENEROUS_MS, home, labSection, labServer, measuring, slowSite } from '../lab-slow-site.js';

const figures: string[] = [];
test.after(() => console.log(figures.map((f) => `  ${f}`).join('\n')));

(hasChromium ? test : test.skip)(
  `a server killed while its parent cannot reap it: the next start removes its run's folder${withoutChromium}`,
  async () => {
    const site = await slowSite();
    const where = home();
    let first: BuiltServer | undefined;
    let next: BuiltServer | undefined;
    try {
      first = await labServer(site, where, { unreaped: true });
      const pid = Number(/"pid":(\d+)/.exec(await first.waitForOutput('Server listening at'))?.[1]);
      assert.ok(pid > 0 && pid !== first.child.pid, 'the server runs under a parent of its own');
      await requestCheck(first, `http://127.0.0.1:${site.port}/`, 1);
      const run = await liveRun(where.runsDir, GENEROUS_MS);
      process.kill(pid, 'SIGKILL');
      await waitFor(() => stateOf(pid) === 'Z', ENDED_MS, 'the killed server to be a zombie');
      next = await labServer(site, where);
      const line = await next.waitForOutput('ended browser runs left by a server of this installation');
      figures.push(`zombie: the server ${pid} was in state ${stateOf(pid)} when the next start said ${line.match(/"folders":\d+/)?.[0]}`);
      assert.is(stateOf(pid), 'Z', 'the old server was still a zombie when the next one started');
      assert.match(line, '"folders":1');
      assert.not.ok(existsSync(run.folder), "the zombie's run's folder is gone");
    } finally {
      // Its parent first: then the zombie is reaped.
      await first?.stop();
      await next?.stop();
      site.close();
      rmSync(where.dir, { recursive: true, force: true });
    }
  },
);

(hasChromium ? test : test.skip)(`a run cut off by two crashes in a row is not started a third time${withoutChromium}`, async () => {
  const site = await slowSite();
  const where = home();
  const servers: BuiltServer[] = [];
  try {
    /** A server of this home, stopped (or killed) at the end. */
    const crash = async () => {
      const server = await labServer(site, where);
      servers.push(server);
      return server;
    };
    let server = await crash();
    const id = await requestCheck(server, `http://127.0.0.1:${site.port}/`, 1);
    // The first run, cut off by a crash; the next start measures again (its second try), cut off too.
    for (let n = 0; n < 2; n++) {
      if (n > 0) server = await crash();
      await liveRun(where.runsDir, GENEROUS_MS);
      await measuring(site, n);
      server.child.kill('SIGKILL');
      await server.exit;
    }
    const loads = site.phoneLoads();
    const third = await crash();
    await third.waitForOutput('cut off by two crashes in a row');
    const lab = await labResultIn(where.database, id, ENDED_MS);
    figures.push(
      `two crashes: ${loads} loads by the test phone before the third start, ${site.phoneLoads()} after; the result ${lab.status} (${lab.failure})`,
    );
    assert.equal([lab.status, lab.failure, lab.pages], ['our-failure', 'crashed', []]);
    assert.equal(readdirSync(where.runsDir), [], 'no run was started');
    assert.is(site.phoneLoads(), loads, 'the test phone did not load the page again');
    assert.match(await labSection(third, id), OUR_FAILURE);
  } finally {
    for (const server of servers) await server.stop();
    site.close();
    rmSync(where.dir, { recursive: true, force: true });
  }
});

test.run();
