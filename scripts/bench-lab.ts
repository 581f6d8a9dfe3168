/**
 * `npm run bench:lab`: do the site's pages still answer quickly while the site check's browser run
 * (Lighthouse in Chromium, src/audit/lab/) works? The built server (scripts/serve.sh) checks the
 * local 30-page fixture site named in a real enquiry, with the browser run on (AUDIT_LAB_PAGES=1:
 * the start page and the most-linked page) and the fixture allowed through AUDIT_ALLOW_ADDRESSES.
 * One client reads pages back to back, first with the site idle, then for as long as a Chromium of
 * the run is alive (its child process, seen in /proc), an idle window before each run; each page's latency is timed, and the
 * median, the 99th percentile and the worst are printed for both, with the CPU each kind of the run's
 * processes used. Goal: the run adds nothing a visitor could notice, the 99th percentile during a run
 * within 20% of idle's and no more reads over 50 ms than idle. Figures are reported, never asserted.
 * `-- --runs N` measures N browser runs (default 2); `-- --one-core` runs the server, and so its
 * browser runs, on the first core alone (the client reads from the last), as on a server of one core.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { LabResult } from '../src/audit/index.js';
import { parseArgs } from 'node:util';
import { startBuiltServer } from './start-built.js';
import { Worker } from 'node:worker_threads';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '2' },
    idle: { type: 'string', default: '10' },
    'one-core': { type: 'boolean', default: false },
  },
});
const ONE_CORE = values['one-core'];
const RUNS = Number(values.runs);
const IDLE_MS = Number(values.idle) * 1000;
const PAGES = ['/', '/strategy/seo', '/resources/blog', '/terms-of-service', '/strategy/ai-content-creation-packages'];

/** This build's browser-run child (the server forks it by its real path): other servers' runs on the machine do not count. */
const CHILD = join(realpathSync('dist'), 'audit-lab.js');

/** This server's browser run's child, while it is alive (it leads the group Chromium is in, and is killed with it). */
function labChild(): number | undefined {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(CHILD)) return Number(pid);
    } catch {
      // Gone meanwhile.
    }
  }
  return undefined;
}
const labAlive = () => labChild() !== undefined;

/** CPU seconds so far of each process of the run's group, by pid, with its kind (Chromium's --type, or the child). */
const cpuSeen = new Map<number, { kind: string; seconds: number }>();
function sampleRunCpu(pgid: number): void {
  const tick = 100; // USER_HZ on Linux.
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const kind = cmdline.includes(CHILD)
        ? "the run's child (Lighthouse, the proxy)"
        : `Chromium ${/--type=([\w-]+)/.exec(cmdline)?.[1] ?? 'browser'}`;
      cpuSeen.set(Number(pid), { kind, seconds: (Number(fields[11]) + Number(fields[12])) / tick });
    } catch {
      // Gone meanwhile.
    }
  }
}

/** Reads pages back to back while `more()` says so; each page's time from request to its last byte, ms. */
async function readPages(base: string, more: () => boolean): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; more(); i++) {
    const started = performance.now();
    const res = await fetch(base + PAGES[i % PAGES.length], { headers: { 'accept-encoding': 'br' } });
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

/** The goal for the worst page while a run works. */
const GOAL_MS = 50;

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
const row = (label: string, times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  const over = s.filter((t) => t > GOAL_MS).length;
  return `| ${label} | ${s.length} | ${pct(s, 50).toFixed(1)} | ${pct(s, 99).toFixed(1)} | ${(s.at(-1) ?? 0).toFixed(1)} | ${over} |`;
};

// One core: the server (and its runs) on the first, this client on the last, so the client's own work is not counted against the site.
if (ONE_CORE) execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', String(availableParallelism() - 1), String(process.pid)]);
// The fixture site in a thread of its own: served from this one, its work for the browser would be timed as our server's.
const siteThread = new Worker(new URL('./lib/fixture-site-thread.ts', import.meta.url));
const site = { url: await new Promise<string>((resolve) => siteThread.once('message', resolve)), close: () => siteThread.terminate() };
const siteUrl = new URL(site.url);
const server = await startBuiltServer(
  {
    AUDIT_ENABLED: 'true',
    AUDIT_ALLOW_ADDRESSES: `127.0.0.1:${siteUrl.port}`,
    AUDIT_LAB_BROWSER: process.env.AUDIT_LAB_BROWSER || '/usr/bin/chromium',
    AUDIT_LAB_PAGES: '1',
    AUDIT_REUSE_MS: '0',
    FORM_MIN_FILL_MS: '0',
    RATE_LIMIT_MAX: '10000',
  },
  { echo: true, cpuList: ONE_CORE ? '0' : undefined },
);
// The server's database, read-only, to see what each run recorded.
const db = new Database(join(server.dir, 'enquiries.db'), { readonly: true });
const recorded = (n: number) => (db.prepare('SELECT COUNT(*) AS n FROM audits WHERE lab IS NOT NULL').get() as { n: number }).n >= n;
try {
  // Warm up: every page once, so the first read of each is not counted.
  await readPages(
    server.url,
    (() => {
      let n = 0;
      return () => n++ < PAGES.length * 2;
    })(),
  );
  const idle: number[] = [];
  const during: number[] = [];
  let labMs = 0;
  for (let run = 1; run <= RUNS; run++) {
    // An idle window before each run, so idle and busy readings alternate over the same stretch of
    // time: on a virtual machine the tail of idle readings alone moves by a third from one window to the next.
    const idleEnd = performance.now() + IDLE_MS;
    idle.push(...(await readPages(server.url, () => performance.now() < idleEnd)));
    const res = await fetch(`${server.url}/api/seo-audit-request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({
        name: 'Bench Owner',
        email: `lab${run}@fixture.example`,
        phone: '0400 123 456',
        website: site.url,
        goals: `Benchmark run ${run} of the browser measurement.`,
      }),
    });
    if (res.status !== 201) throw new Error(`the enquiry answered ${res.status}`);
    // Wait for the run's Chromium to appear (after the crawl), then read pages while it is alive.
    const waitEnd = performance.now() + 120_000;
    while (!labAlive() && performance.now() < waitEnd) await new Promise((r) => setTimeout(r, 20));
    const started = performance.now();
    const pgid = labChild();
    const sampler = setInterval(() => pgid && sampleRunCpu(pgid), 250);
    during.push(...(await readPages(server.url, labAlive)));
    clearInterval(sampler);
    labMs += performance.now() - started;
    // Recorded before the next idle window starts, so the runs never overlap it.
    const recordedBy = performance.now() + 15_000;
    while (!recorded(run) && performance.now() < recordedBy) await new Promise((r) => setTimeout(r, 100));
  }
  console.log(
    `\nPages read back to back (${PAGES.join(', ')}), latency to the last byte, ms; ${RUNS} browser runs, ${(labMs / 1000).toFixed(1)} s in all.\n`,
  );
  // What the runs recorded, read from the server's database.
  for (const row of db.prepare('SELECT lab FROM audits ORDER BY id').all() as { lab: string | null }[]) {
    const lab = row.lab ? (JSON.parse(row.lab) as LabResult) : undefined;
    console.log(
      `browser run: ${lab?.status ?? 'not recorded'}; ${lab?.pages.map((p) => `LCP ${p.lcpMs} ms, CLS ${p.cls}, TBT ${p.tbtMs} ms, performance ${p.performance}`).join('; ') ?? ''}`,
    );
  }
  console.log(`\n| while | pages read | median | 99th percentile | worst | over ${GOAL_MS} ms |`);
  console.log('| --- | --- | --- | --- | --- | --- |');
  console.log(row('idle', idle));
  console.log(row('a browser run works', during));
  const p99 = (times: number[]) =>
    pct(
      [...times].sort((a, b) => a - b),
      99,
    );
  const over = (times: number[]) => times.filter((t) => t > GOAL_MS).length;
  console.log(
    `\nThe 99th percentile during a run is ${Math.round((100 * p99(during)) / p99(idle))}% of idle's (goal: at most 120%); reads over ${GOAL_MS} ms: ${over(during)} during, ${over(idle)} idle (goal: no more than idle).`,
  );
  const byKind = new Map<string, number>();
  for (const { kind, seconds } of cpuSeen.values()) byKind.set(kind, (byKind.get(kind) ?? 0) + seconds);
  console.log(
    `\nCPU of the runs' processes (${ONE_CORE ? 'one core' : `${availableParallelism()} cores`}), seconds in all (to their last reading):`,
  );
  for (const [kind, seconds] of [...byKind].sort((a, b) => b[1] - a[1])) console.log(`- ${kind}: ${seconds.toFixed(1)} s`);
} finally {
  db.close();
  await server.stop();
  await site.close();
}
