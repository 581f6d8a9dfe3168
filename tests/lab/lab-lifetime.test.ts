/**
 * Nothing of a browser run outlives it (src/audit/lab/run-marker.ts, lab-runner.ts), and its memory
 * is what the kernel charges (run-memory.ts), against the built server with Debian's Chromium:
 *
 * - a check of a page that keeps Chromium busy, then the server ended while the run measures: SIGTERM
 *   to its process group, SIGTERM to the process, SIGINT, SIGKILL. Each time, within 5 s, no process
 *   of the run is left (found in /proc by command line, by session and by marker) and its folder is
 *   gone; after SIGKILL, the folder goes when the next server starts, which says so in its log. A
 *   second live server of another installation, sharing the runs' folder, never touches the run;
 * - three ordinary runs: no process of theirs is left, Chromium's crash handlers (which start in
 *   sessions of their own whatever the flags) included;
 * - a page of 50 small cross-site iframes (50 renderers sharing most of their pages) is measured to
 *   the end, not stopped for memory;
 * - a page allocating about 5 GB a second is stopped, and its peak, read from here as PSS over every
 *   process of the run, stays within 1.25 x AUDIT_LAB_MEMORY_MB.
 *
 * Without Chromium the file says so and skips.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type BuiltServer, startBuiltServer, type StartOptions } from '../../scripts/start-built.js';
import { CHROMIUM, hasChromium, labResultIn, requestCheck, withoutChromium, waitFor } from '../helpers.js';
import { allPids, liveRun, readProc as read, type Run, sessionOf } from '../lab-processes.js';

/** A limit for a hung wait, not a timing goal: runs are at the idle priority on one core. */
const GENEROUS_MS = 240_000;
/** How long a run's processes and folder may outlive the server's end (the bound). */
const GONE_MS = 5000;
const MEMORY_MB = 1024;
/** The iframes' sites: loopback addresses 127.0.0.2 and up, each a site of its own to Chromium. */
const FRAMES = 50;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><h1>${title}</h1><p>A page of a small business in Melbourne.</p>${body}</body></html>`;

/** The test site on 127.0.0.1, and the same server's frames on 127.0.0.2 to 127.0.0.51 (same port). */
async function testSite() {
  const servers: Server[] = [];
  let port = 0;
  const handler = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => {
    const pages: Record<string, string> = {
      '/plain': page('Plain', '<p>Nothing here but words, as most small business home pages are.</p>'),
      // Busy, and never done loading (an image that drips a byte a second): Lighthouse waits for it.
      '/busy': page(
        'Busy',
        '<img src="/drip" alt="" width="10" height="10"><script>setInterval(() => { const end = Date.now() + 40; while (Date.now() < end) {} }, 50);</script>',
      ),
      // About 5 GB a second: 16 x 16 MB touched every 50 ms.
      '/hog': page(
        'Hog',
        '<script>const keep = []; setInterval(() => { for (let i = 0; i < 16; i++) keep.push(new Uint8Array(16 << 20).fill(1)); }, 50);</script>',
      ),
      '/frames': page(
        'Frames',
        Array.from(
          { length: FRAMES },
          (_, i) => `<iframe src="http://127.0.0.${i + 2}:${port}/frame" width="60" height="40" title="frame ${i}"></iframe>`,
        ).join(''),
      ),
      '/frame': '<!doctype html><html lang="en"><head><title>Frame</title></head><body><p>A small frame.</p></body></html>',
    };
    if (req.url === '/drip') {
      res.writeHead(200, { 'content-type': 'image/png' });
      const drip = setInterval(() => res.write('x'), 1000);
      return void res.on('close', () => clearInterval(drip));
    }
    const html = pages[req.url ?? ''];
    if (html) return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  };
  for (let i = 1; i <= FRAMES + 1; i++) {
    const server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(port, `127.0.0.${i}`, resolve));
    port = (server.address() as AddressInfo).port;
    servers.push(server);
  }
  const allow = Array.from({ length: FRAMES + 1 }, (_, i) => `127.0.0.${i + 1}:${port}`).join(',');
  const close = () =>
    servers.forEach((s) => {
      s.close();
      s.closeAllConnections();
    });
  return { port, allow, close };
}

type Site = Awaited<ReturnType<typeof testSite>>;

function startLabServer(site: Site, runsDir: string, extra: Record<string, string> = {}, options: StartOptions = {}) {
  return startBuiltServer(
    {
      AUDIT_ENABLED: 'true',
      AUDIT_ALLOW_ADDRESSES: site.allow,
      AUDIT_LAB_BROWSER: CHROMIUM,
      AUDIT_LAB_DIR: runsDir,
      AUDIT_LAB_MS: '180000',
      AUDIT_LAB_MEMORY_MB: String(MEMORY_MB),
      AUDIT_MAX_PAGES: '1',
      AUDIT_REUSE_MS: '0',
      FORM_MIN_FILL_MS: '0',
      RATE_LIMIT_MAX: '1000',
      ...extra,
    },
    options,
  );
}

/** The lab result of check `publicId` in the database at `database`, once recorded. */
const labOf = (database: string, publicId: string) => labResultIn(database, publicId, GENEROUS_MS);

/** Every process of runs in `runsDir` (or of `run`), found three ways: command line, session, marker. */
function leftOf(runsDir: string, runs: Run[]): string[] {
  return allPids().flatMap((pid) => {
    const cmdline = read(`/proc/${pid}/cmdline`) ?? '';
    const env = read(`/proc/${pid}/environ`, 'latin1') ?? '';
    const session = sessionOf(pid);
    const why = [
      cmdline.includes(runsDir) && 'command line',
      runs.some((r) => r.session === session) && 'session',
      (runs.some((r) => env.includes(`LAB_RUN=${r.name}`)) || env.includes(`TMPDIR=${runsDir}/`)) && 'marker',
    ].filter(Boolean);
    return why.length ? [`${pid} (${cmdline.split('\0')[0]}: ${why.join(', ')})`] : [];
  });
}

const modes: { mode: string; end: (server: BuiltServer) => void }[] = [
  { mode: 'SIGTERM to its group', end: (s) => process.kill(-(s.child.pid ?? 0), 'SIGTERM') },
  { mode: 'SIGTERM to the process', end: (s) => s.child.kill('SIGTERM') },
  { mode: 'SIGINT', end: (s) => s.child.kill('SIGINT') },
  { mode: 'SIGKILL', end: (s) => s.child.kill('SIGKILL') },
];

/** Processes left per way of ending the server, printed at the end. */
const figures: string[] = [];

for (const { mode, end } of modes)
  (hasChromium ? test : test.skip)(`${mode} to the server: nothing of its browser run is left${withoutChromium}`, async () => {
    const site = await testSite();
    const home = mkdtempSync(join(tmpdir(), 'laserfocus-lifetime-'));
    const runsDir = join(home, 'runs');
    const database = join(home, 'enquiries.db');
    mkdirSync(runsDir);
    let server: BuiltServer | undefined;
    let neighbour: BuiltServer | undefined;
    let next: BuiltServer | undefined;
    try {
      const live = await startLabServer(site, runsDir, { DATABASE_PATH: database }, { detached: true });
      server = live;
      await requestCheck(server, `http://127.0.0.1:${site.port}/busy`, 1);
      const run = await liveRun(runsDir, GENEROUS_MS);
      // Another installation's server starting beside it, sharing the runs' folder, leaves the run alone.
      neighbour = await startLabServer(site, runsDir);
      assert.ok(leftOf(runsDir, [run]).length > 3, "the run's processes are still there after another server started");
      assert.ok(readdirSync(runsDir).length === 1, "the run's folder is still there after another server started");
      await neighbour.stop();
      neighbour = undefined;

      end(live);
      await live.exit;
      let left: string[] = [];
      const gone = await waitFor(() => (left = leftOf(runsDir, [run])).length === 0, GONE_MS, 'the run to be gone').catch(() => false);
      figures.push(`${mode}: ${left.length} processes left ${GONE_MS / 1000} s after the server ended`);
      assert.ok(gone, `left after ${mode}: ${left.join('; ')}`);
      if (mode === 'SIGKILL') {
        // Nothing was left to remove it: the next start of this installation does.
        next = await startLabServer(site, runsDir, { DATABASE_PATH: database });
        const line = await next.waitForOutput('ended browser runs left by a server of this installation');
        assert.match(line, '"folders":1');
      }
      // (After SIGKILL the next server measures the cut-off check again, in a folder of its own.)
      assert.not.ok(existsSync(run.folder), "the run's folder is gone");
    } finally {
      if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      // Its own folder (start-built's) too, though the test ended the server itself.
      await server?.stop();
      await neighbour?.stop();
      await next?.stop();
      site.close();
      rmSync(home, { recursive: true, force: true });
    }
  });

/** PSS over every process of runs in `runsDir`, read from here as the kernel reports it. */
function pssSampler(runsDir: string) {
  const members = new Map<string, boolean>();
  const sessions = new Set<number>();
  let peak = 0;
  let samples = 0;
  let crashHandlers = 0;
  let on = true;
  const tick = () => {
    if (!on) return;
    const pids = allPids();
    let total = 0;
    for (const pid of pids) {
      let member = members.get(pid);
      if (member === undefined) {
        // A run's child and crash handlers by their environment; Chromium's other processes (whose
        // environment /proc shows overwritten by their title) by the child's session or their command line.
        const cmdline = read(`/proc/${pid}/cmdline`) ?? '';
        const marked = (read(`/proc/${pid}/environ`, 'latin1') ?? '').includes(`TMPDIR=${runsDir}/`);
        const session = sessionOf(pid);
        if (marked && session === Number(pid)) sessions.add(session);
        member = marked || sessions.has(session ?? -1) || cmdline.includes(`${runsDir}/`);
        members.set(pid, member);
        if (member && cmdline.includes('chrome_crashpad_handler')) crashHandlers++;
      }
      if (!member) continue;
      total += Number(/^Pss:\s+(\d+) kB/m.exec(read(`/proc/${pid}/smaps_rollup`) ?? '')?.[1] ?? 0) * 1024;
    }
    peak = Math.max(peak, total);
    samples++;
    setTimeout(tick, 5);
  };
  tick();
  return {
    /** The largest total read so far, then starts again from zero. */
    takePeak: () => {
      const p = peak;
      peak = 0;
      return p;
    },
    samples: () => samples,
    crashHandlers: () => crashHandlers,
    stop: () => {
      on = false;
    },
  };
}

const mb = (bytes: number) => Math.round(bytes / 1_048_576);

(hasChromium ? test : test.skip)(
  `three ordinary runs leave nothing, 50 cross-site iframes are measured, a fast allocator is stopped near its cap${withoutChromium}`,
  async () => {
    const site = await testSite();
    const home = mkdtempSync(join(tmpdir(), 'laserfocus-lifetime-'));
    const runsDir = join(home, 'runs');
    mkdirSync(runsDir);
    const database = join(home, 'enquiries.db');
    const sampler = pssSampler(runsDir);
    let server: BuiltServer | undefined;
    try {
      const live = await startLabServer(site, runsDir, { DATABASE_PATH: database });
      server = live;
      const plain = await Promise.all([1, 2, 3].map((n) => requestCheck(live, `http://127.0.0.1:${site.port}/plain`, n)));
      for (const id of plain) {
        const lab = await labOf(database, id);
        assert.is(lab.status, 'done', lab.message ?? '');
      }
      await waitFor(() => leftOf(runsDir, []).length === 0, GONE_MS, 'the three runs to be gone').catch(() => undefined);
      // Debian's Chromium starts two crash handlers a run, in sessions of their own: none may be left.
      assert.equal(leftOf(runsDir, []), [], 'no process of the three runs is left, crash handlers included');
      figures.push(`three ordinary runs: ${sampler.crashHandlers()} crash handlers started, none left`);
      const plainPeak = sampler.takePeak();

      const framesId = await requestCheck(server, `http://127.0.0.1:${site.port}/frames`, 4);
      const frames = await labOf(database, framesId);
      const framesPeak = sampler.takePeak();
      figures.push(
        `50 iframes: peak PSS read from outside ${mb(framesPeak)} MB, the run's own reading ${mb(frames.usage?.memoryBytes ?? 0)} MB, cap ${MEMORY_MB} MB`,
      );
      assert.is(frames.status, 'done', frames.message ?? '');
      assert.not.match(frames.message ?? '', 'memory');
      assert.ok(typeof frames.pages[0]?.performance === 'number', 'the page of iframes was measured');
      const report = await (await fetch(`${server.url}/audit/${framesId}`)).text();
      assert.not.match(report, 'used more memory than our test phone allows');

      const hog = await labOf(database, await requestCheck(server, `http://127.0.0.1:${site.port}/hog`, 5));
      const hogPeak = sampler.takePeak();
      assert.is(hog.status, 'failed');
      assert.match(hog.message ?? '', 'used more memory than our test phone allows (1,024 MB)');
      figures.push(
        `peak PSS read from outside: three plain runs ${mb(plainPeak)} MB, 50 iframes ${mb(framesPeak)} MB (the run's own reading ${mb(frames.usage?.memoryBytes ?? 0)} MB), the hog ${mb(hogPeak)} MB (the run's own reading ${mb(hog.usage?.memoryBytes ?? 0)} MB) against a cap of ${MEMORY_MB} MB; ${sampler.samples()} samples`,
      );
      assert.ok(hogPeak > MEMORY_MB * 1_048_576 * 0.75, `the hog reached ${mb(hogPeak)} MB: it was measured near its cap`);
      assert.ok(hogPeak <= MEMORY_MB * 1_048_576 * 1.25, `the hog's peak ${mb(hogPeak)} MB is within 1.25 x ${MEMORY_MB} MB`);
      await waitFor(() => leftOf(runsDir, []).length === 0, GONE_MS, 'the runs to be gone');
      assert.equal(readdirSync(runsDir), [], "nothing is left in the runs' folder");
    } finally {
      sampler.stop();
      await server?.stop();
      site.close();
      rmSync(home, { recursive: true, force: true });
    }
  },
);

test.after(() => console.log(figures.map((f) => `  ${f}`).join('\n')));

test.run();
