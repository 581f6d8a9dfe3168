/**
 * A browser run our side ends is ours (src/audit/lab/lab-runner.ts, lab-child.ts, watchdog.ts,
 * run-marker.ts, checks/audits.ts), through the built server with Debian's Chromium and a local
 * site whose page never finishes loading (an image that drips a byte a second), so each run is
 * caught while it measures:
 *
 * - Chromium's browser process killed mid-run: the run ends at once (the result is waited for with a
 *   limit of 10 s), as our failure, with no figures, and the report says our test phone could not
 *   finish, never that the page did not load;
 * - the run's child stopped (SIGSTOP): the same, as the watchdog finds it stopped;
 * - a server killed while its parent cannot reap it (a zombie): the next start removes its run's folder;
 * - a run cut off by two crashes in a row (the server SIGKILLed mid-run, restarted, and again) is
 *   recorded as our failure at the third start and not started a third time.
 *
 * Without Chromium the file says so and skips.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type BuiltServer, startBuiltServer, type StartOptions } from '../../scripts/start-built.js';
import { OUR_FAILURE } from '../../src/audit/lab/result.js';
import { CHROMIUM, hasChromium, htmlText, labResultIn, requestCheck, waitFor, withoutChromium } from '../helpers.js';
import { browserOf, liveRun, stateOf } from '../lab-processes.js';

/** A limit for a hung wait, not a timing goal: runs are at the idle priority. */
const GENEROUS_MS = 240_000;
/** How soon a run our side broke must have its result: the limit, a wait that fails with a message. */
const ENDED_MS = 10_000;

/** The site: a page busy and never done loading; counts the page's loads by the test phone (Lighthouse's phone user agent). */
async function slowSite() {
  let phoneLoads = 0;
  const page = `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Slow Plumbing</title></head>
<body><h1>Slow Plumbing</h1><p>A page of a small business in Melbourne.</p><img src="/drip" alt="" width="10" height="10">
<script>setInterval(() => { const end = Date.now() + 40; while (Date.now() < end) {} }, 50);</script></body></html>`;
  const server = createServer((req, res) => {
    if (req.url === '/drip') {
      res.writeHead(200, { 'content-type': 'image/png' });
      const drip = setInterval(() => res.write('x'), 1000);
      return void res.on('close', () => clearInterval(drip));
    }
    if (req.url === '/') {
      if (/Android/.test(req.headers['user-agent'] ?? '')) phoneLoads++;
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () => {
    server.closeAllConnections();
    server.close();
  };
  return { port: (server.address() as AddressInfo).port, phoneLoads: () => phoneLoads, close };
}

type Site = Awaited<ReturnType<typeof slowSite>>;

/** Once Lighthouse is measuring: the test phone has loaded the page (`before` times already). */
const measuring = (site: Site, before = 0) => waitFor(() => site.phoneLoads() > before, GENEROUS_MS, 'the test phone to load the page');

/** A home for one test: its database and its runs' folder. */
function home() {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-ours-'));
  const runsDir = join(dir, 'runs');
  mkdirSync(runsDir);
  return { dir, runsDir, database: join(dir, 'enquiries.db') };
}

function labServer(site: Site, where: ReturnType<typeof home>, options: StartOptions = {}) {
  return startBuiltServer(
    {
      AUDIT_ENABLED: 'true',
      AUDIT_ALLOW_ADDRESSES: `127.0.0.1:${site.port}`,
      AUDIT_LAB_BROWSER: CHROMIUM,
      AUDIT_LAB_DIR: where.runsDir,
      AUDIT_LAB_MS: '180000',
      AUDIT_MAX_PAGES: '1',
      DATABASE_PATH: where.database,
      FORM_MIN_FILL_MS: '0',
    },
    options,
  );
}

const figures: string[] = [];
test.after(() => console.log(figures.map((f) => `  ${f}`).join('\n')));

/** What the phone section of check `id`'s report says, as a person reads it. */
const labSection = async (server: BuiltServer, id: string) => {
  const html = await (await fetch(`${server.url}/audit/${id}`)).text();
  return htmlText(/<section class="audit-group lab".*?<\/section>/s.exec(html)?.[0] ?? '');
};

for (const { what, end, failure } of [
  {
    what: "Chromium's browser process killed mid-run",
    end: (run: Awaited<ReturnType<typeof liveRun>>) => {
      const browser = browserOf(run);
      assert.ok(browser, "the run's Chromium was found");
      process.kill(browser ?? 0, 'SIGKILL');
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
