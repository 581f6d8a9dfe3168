/**
 * Runs the tests in tiers, by folder under tests/ (tests/README.md says what each holds):
 * - `unit/`, the pure tier: rules, readers, fixes and pages judged from facts, in as many groups as
 *   run at once, each group one process behind tests/pure.ts's fence (no socket, process or thread);
 * - `app/`, in process: the app through Fastify's inject, real SMTP and webhook receivers where
 *   delivery is what is tested; grouped the same way, without the fence;
 * - `e2e/`, a process each: a process boundary (the built server, the thread pool, Caddy, Litestream,
 *   the staff commands, a visitor's Chromium);
 * - `lab/` (`--lab`, npm run test:lab): the browser runs and the check threads under load, one file at
 *   a time with the machine to itself, as their work runs in the idle scheduling class;
 * - `lint/` (`--lint`, part of npm run lint): checks of lint itself (planted imports, misspelt ids).
 * A group's files are balanced by their measured CPU (tests/unit-costs.json; a file costs mostly the
 * loading of the app's modules, which a group does once). Each process's output is printed whole when
 * it ends, with its wall and CPU time; then each phase's time and the cores' busy share (/proc/stat),
 * one closing line, "N passed, N failed[, N skipped]", and a non-zero exit on any failure. A process
 * that dies before its summary (a crash, a signal, an unhandled rejection), runs past its limit
 * (FILE_LIMIT_MS, longer for the files in LONG_FILE_LIMIT_MS), or keeps running after its summary, is
 * stopped, named as crashed with the test it was in (each test's name is written as it starts:
 * tests/uvu-traced.ts), and counts as one failure; the other files go on.
 *
 * Before the tests, what they need (tests/prepare.ts): the whole of `npm test` runs `npm run lint` and
 * the build; a subset (`npm test -- unit`, or any path fragment: only files whose path under tests/
 * matches) skips lint and builds only when a file outside the pure tier is in it. TEST_JOBS sets how
 * many processes run at once (default: the number of cores plus one). `--sweep` (npm run test:sweep)
 * runs the whole-site sweeps (SWEEPS) over every page; without it they visit one page of each distinct
 * structure (tests/page-structure.ts). `--measure-units` runs each grouped file alone and writes its
 * CPU to tests/unit-costs.json.
 */
import { spawn } from 'node:child_process';
import { availableParallelism, tmpdir } from 'node:os';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { prepare } from './prepare.js';

const testsDir = 'tests';

/** The tiers whose files share a process in groups; the pure one behind tests/pure.ts's fence. */
const GROUPED = ['unit', 'app'];
const PURE_FENCE = join(testsDir, 'pure.ts');

/** The whole-site sweeps: one page of each structure (a few corpus sites) in `npm test`, every page (every corpus site) with `--sweep`. */
const SWEEPS = ['e2e/every-page.test.ts', 'e2e/nu-checker.test.ts', 'e2e/real-sites.test.ts'];

/**
 * Files that take longest (about a minute or more of a core each), started first so that the short
 * ones fill in beside them rather than leaving one to run on its own at the end.
 */
const LONGEST = [
  'e2e/every-page.test.ts',
  'e2e/islands.test.ts',
  'e2e/lead-journey.test.ts',
  'e2e/backup.test.ts',
  'e2e/first-paint.test.ts',
];

// The free site check fetches the website named in an enquiry; tests of everything else must not
// depend on the internet's DNS, so it is off unless a test turns it on (tests/app/audit.test.ts).
// The weekly digest too: a run that crosses its scheduled minute would otherwise add an email to
// tests that count them (tests/app/digest.test.ts turns it on with a clock of its own).
// The finding families' test sites serve HTTPS with tests/fixtures/tls, trusted here only (tests/fixtures/finding-site.ts).
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  AUDIT_ENABLED: 'false',
  // Where a check runs, links to other websites are the internet's too: asked only where a test asks (tests/app/external-links.test.ts).
  AUDIT_EXTERNAL_LINKS: '0',
  DIGEST_SCHEDULE: 'off',
  NODE_EXTRA_CA_CERTS: 'tests/fixtures/tls/cert.pem',
};
delete env.FORCE_COLOR;
env.NO_COLOR = '1';

/**
 * How long a file may run before it counts as hung: it is stopped, reported with the test it was in,
 * and the other files go on. Ordinary files take well under a minute alone and two or three beside
 * the rest on two cores. TEST_FILE_LIMIT_MINUTES sets every limit on a machine slower than that.
 */
const FILE_LIMIT_MS = 5 * 60_000;
/** Files that take longer by design, with their own limit (a unit group keeps the ordinary one). */
const LONG_FILE_LIMIT_MS: Record<string, number> = {
  ...Object.fromEntries(LONGEST.map((f) => [f, 10 * 60_000])),
};
/** A lab file's limit: Lighthouse, hostile sites and fenced browser runs, in the idle class (CPU only when nobody else wants it). */
const LAB_FILE_LIMIT_MS = 10 * 60_000;
/** The whole-site sweeps' limit with --sweep: every page of the site rather than one of each structure. */
const SWEEP_LIMIT_MS = 20 * 60_000;
/** A job's limit: its file's own, else the ordinary one; TEST_FILE_LIMIT_MINUTES over both. */
const limitOf = (job: Job): number =>
  Number(process.env.TEST_FILE_LIMIT_MINUTES) * 60_000 ||
  Math.max(
    FILE_LIMIT_MS,
    ...job.files.map((f) =>
      sweep && SWEEPS.includes(f) ? SWEEP_LIMIT_MS : f.startsWith('lab/') ? LAB_FILE_LIMIT_MS : (LONG_FILE_LIMIT_MS[f] ?? 0),
    ),
  );
const minutes = (ms: number) => `${+(ms / 60_000).toFixed(1)} minute${ms === 60_000 ? '' : 's'}`;
/** A file still running this long after its summary holds something open: it is stopped and reported. */
const EXIT_GRACE_MS = 15_000;

/** One process's worth of tests: a file, or a group of one tier's files. */
interface Job {
  /** The file, or the group's name. */
  name: string;
  files: string[];
}

/** Whether a job is the pure tier's, run behind tests/pure.ts's fence. */
const pure = (job: Job) => job.files.every((f) => f.startsWith('unit/'));

interface Result {
  /** The job's name. */
  file: string;
  /** The files it ran. */
  files: string[];
  output: string;
  ms: number;
  /** CPU seconds the file's processes used (Linux only: what the runner gained in reaped children's time). */
  cpu: number | undefined;
  total: number;
  passed: number;
  skipped: number;
  /** Why the file counts as crashed; undefined when it ran to its summary and exited. */
  crash?: string;
}

const flags = new Set(process.argv.slice(2).filter((a) => a.startsWith('--')));
const sweep = flags.has('--sweep');
if (sweep) env.TEST_SWEEP = 'all';
const subset = process.argv.slice(2).find((a) => !a.startsWith('--'));
const filter = new RegExp(`${subset ?? ''}.*\\.test\\.ts$`, 'i');
/** The tiers this run takes: the lab's or lint's own with their flags, else the three of `npm test`. */
const tiers = flags.has('--lab') ? ['lab'] : flags.has('--lint') ? ['lint'] : ['unit', 'app', 'e2e'];
const files = (readdirSync(testsDir, { recursive: true, encoding: 'utf8' }) as string[])
  .map((f) => f.split('\\').join('/'))
  .filter((f) => f.endsWith('.test.ts') && tiers.includes(f.split('/')[0]!) && filter.test(f))
  .filter((f) => !sweep || SWEEPS.includes(f))
  .sort();
const jobs = Math.max(1, Number(process.env.TEST_JOBS) || availableParallelism() + 1);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * CPU seconds used so far by this runner's finished children and theirs (Linux's cutime + cstime,
 * in clock ticks of 1/100 s). Read as each file ends, the difference is that file's CPU: what a file
 * costs on a shared machine, which its wall time under parallel load does not show.
 */
function childrenCpu(): number | undefined {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}
let cpuSeen = childrenCpu();

/** The folder of the files' traces (each test's name as it starts), removed at the end. */
const traceDir = mkdtempSync(join(tmpdir(), 'laserfocus-test-trace-'));
process.on('exit', () => rmSync(traceDir, { recursive: true, force: true }));
let traced = 0;

/** Runs a job in its own process group, so a browser or server it started goes with it when stopped. */
function runJob(job: Job): Promise<Result> {
  const { name: file, files } = job;
  const started = Date.now();
  // Each test's name as it starts, in a file of its own (tests/uvu-traced.ts), apart from the output.
  const traceFile = join(traceDir, `${(traced += 1)}.trace`);
  const fence = pure(job) ? ['--import', `./${PURE_FENCE}`] : [];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', ...fence, join(testsDir, 'run-group.ts'), ...files.map((f) => join(testsDir, f))],
    {
      env: { ...env, TEST_TRACE_FILE: traceFile },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  let summarised = false;
  let crash: string | undefined;
  /** Where the file was: the last test (or hook) it started, and how long before. */
  const where = () => {
    let last: RegExpExecArray | null = null;
    try {
      last = /^(\d+) (.*)$/.exec(readFileSync(traceFile, 'utf8').trimEnd().split('\n').at(-1) ?? '');
    } catch {
      // Nothing started.
    }
    return last ? ` in "${last[2]}" (started ${seconds(Date.now() - Number(last[1]))} before)` : ' before its first test started';
  };
  const stop = (why: string) => {
    crash ??= why;
    try {
      process.kill(-(child.pid ?? 0), 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  const limitMs = limitOf(job);
  const limit = setTimeout(() => stop(`no summary after ${minutes(limitMs)}: stopped${where()}`), limitMs);
  let grace: NodeJS.Timeout | undefined;
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (!summarised && /Duration:\s+\S+/.test(output)) {
      summarised = true;
      grace = setTimeout(
        () => stop(`still running ${EXIT_GRACE_MS / 1000} s after its summary (something left open): stopped`),
        EXIT_GRACE_MS,
      );
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((resolve) => {
    child.on('error', (err) => (crash ??= `could not start: ${err.message}`));
    child.on('close', (code, signal) => {
      clearTimeout(limit);
      clearTimeout(grace);
      // Colour codes stripped, so the log reads cleanly and the summary parses.
      const text = output.replace(/\x1b\[[0-9;]*m/g, '');
      const count = (label: string) => Number(new RegExp(`${label}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);
      const total = count('Total');
      const passed = count('Passed');
      const skipped = count('Skipped');
      if (!/Total:\s+\d+/.test(text)) crash ??= `died before its summary (${signal ? `signal ${signal}` : `exit code ${code}`})${where()}`;
      else if (signal || (code !== 0 && passed === total))
        crash ??= `ended with ${signal ? `signal ${signal}` : `exit code ${code}`} after its summary`;
      const cpuNow = childrenCpu();
      const cpu = cpuNow !== undefined && cpuSeen !== undefined ? cpuNow - cpuSeen : undefined;
      cpuSeen = cpuNow;
      resolve({ file, files, output: text, ms: Date.now() - started, cpu, total, passed, skipped, crash });
    });
  });
}

function report(r: Result): void {
  // uvu's Total counts the tests that ran: a skipped test is in neither Total nor Passed.
  const failed = r.total - r.passed;
  const verdict = r.crash ? `CRASHED: ${r.crash}` : failed ? `${failed} failed` : 'ok';
  // uvu 0.5 prints nothing when a suite's before or after hook throws: its tests just did not pass.
  const silent = failed - (r.output.match(/^\s*FAIL\s/gm)?.length ?? 0);
  const note =
    silent > 0 ? `\n(${silent} of these failed without a message: a before or after hook threw, and uvu does not print its error)` : '';
  process.stdout.write(
    `\n── ${r.file}${r.files.length > 1 ? ` (${r.files.join(', ')})` : ''} · ${seconds(r.ms)}${r.cpu === undefined ? '' : ` (CPU ${r.cpu.toFixed(1)} s)`} · ${verdict}\n${r.output.trim()}${note}\n`,
  );
}

/** Measured CPU seconds of each grouped file, run alone (`--measure-units` writes it). */
const UNIT_COSTS = join(testsDir, 'unit-costs.json');

/**
 * One tier's files in `count` groups of about equal CPU (the costliest file first into the cheapest
 * group), by tests/unit-costs.json; a file not measured yet counts as the median file.
 */
function groupsOf(tier: string, unit: string[], count: number): Job[] {
  let costs: Record<string, number> = {};
  try {
    costs = JSON.parse(readFileSync(UNIT_COSTS, 'utf8')) as Record<string, number>;
  } catch {
    // Not measured yet: every file counts alike.
  }
  const known = Object.values(costs).sort((a, b) => a - b);
  const median = known[known.length >> 1] ?? 1;
  const groups = Array.from({ length: Math.min(count, unit.length) }, () => ({ files: [] as string[], cost: 0 }));
  const costed = unit.map((f) => ({ f, cost: costs[f] ?? median })).sort((a, b) => b.cost - a.cost);
  for (const { f, cost } of costed) {
    const cheapest = groups.reduce((a, b) => (b.cost < a.cost ? b : a));
    cheapest.files.push(f);
    cheapest.cost += cost;
  }
  return groups.map((g, i) => ({ name: `${tier} group ${i + 1} of ${groups.length}`, files: g.files.sort() }));
}

/** The cores' busy and total time so far (/proc/stat's first line, in clock ticks), or undefined off Linux. */
function coresTime(): { busy: number; total: number } | undefined {
  try {
    const [user, nice, system, idle, iowait, ...rest] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const total = [user, nice, system, idle, iowait, ...rest.slice(0, 3)].reduce((a, b) => a! + b!, 0)!;
    return { busy: total - idle! - iowait!, total };
  } catch {
    return undefined;
  }
}

/** A phase's wall time and how busy the cores were meanwhile. */
async function phase<T>(name: string, phases: string[], work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const before = coresTime();
  const result = await work();
  const after = coresTime();
  const busy = before && after ? ` (cores ${Math.round((100 * (after.busy - before.busy)) / (after.total - before.total))}% busy)` : '';
  phases.push(`${name} ${seconds(Date.now() - started)}${busy}`);
  return result;
}

/** `--measure-units`: each grouped file alone, one after another; its CPU written to tests/unit-costs.json. */
async function measureUnits(): Promise<void> {
  const costs: Record<string, number> = {};
  for (const f of files.filter((f) => GROUPED.includes(f.split('/')[0]!))) {
    const result = await runJob({ name: f, files: [f] });
    costs[f] = Math.round((result.cpu ?? 0) * 10) / 10;
    console.log(`${f}: ${costs[f]} s of CPU${result.crash || result.total !== result.passed ? ' (it failed: fix it first)' : ''}`);
  }
  writeFileSync(UNIT_COSTS, `${JSON.stringify(costs, Object.keys(costs).sort(), 2)}\n`);
  console.log(`written to ${UNIT_COSTS}`);
}

/** A port free on loopback now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

async function main(): Promise<void> {
  const started = Date.now();
  const ready = await prepare({
    // Lint is the whole tree's: `npm test` runs it, a subset (or a sweep, after `npm test`) does not.
    lint: tiers.includes('unit') && !subset && !sweep,
    build: files.some((f) => !f.startsWith('unit/') && !f.startsWith('lint/')),
  });
  if (!ready) {
    process.exitCode = 1;
    return;
  }
  // What lint and the build used is theirs, not the first test file's to end.
  cpuSeen = childrenCpu();
  // The Caddy tests' one build and origin (tests/caddy.ts), removed at the end.
  env.TEST_CADDY_BUILD = join(tmpdir(), `laserfocus-caddy-build-${process.pid}`);
  env.TEST_CADDY_PORT = String(await freePort());
  const whole = coresTime();
  const lab = files.filter((f) => f.startsWith('lab/'));
  // Browser suites and built servers first, a process each, the longest of them first: they take
  // longest, and the groups fill the gaps at the end.
  const longestFirst = (f: string) => (LONGEST.includes(f) ? LONGEST.indexOf(f) : LONGEST.length);
  const queue: Job[] = [
    ...files
      .filter((f) => !lab.includes(f) && !GROUPED.includes(f.split('/')[0]!))
      .sort((a, b) => longestFirst(a) - longestFirst(b))
      .map((f) => ({ name: `${testsDir}/${f}`, files: [f] })),
    ...GROUPED.flatMap((tier) =>
      groupsOf(
        tier,
        files.filter((f) => f.startsWith(`${tier}/`)),
        jobs,
      ),
    ),
  ];
  const results: Result[] = [];
  const phases: string[] = [];
  console.log(
    `${files.length} test files in ${queue.length + lab.length} processes${queue.length ? `, ${jobs} at a time` : ''}${lab.length ? `, ${lab.length} one at a time` : ''}`,
  );
  const finished = (result: Result) => {
    results.push(result);
    report(result);
  };
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) finished(await runJob(job));
  };
  if (queue.length) await phase('together', phases, () => Promise.all(Array.from({ length: Math.min(jobs, queue.length) }, worker)));
  // One at a time (tests/lab/README.md says why of each): their browsers and threads get a core only
  // when nothing else wants it, so beside another file's process they starve past their deadlines.
  if (lab.length)
    await phase('one at a time', phases, async () => {
      for (const f of lab) finished(await runJob({ name: `${testsDir}/${f}`, files: [f] }));
    });

  rmSync(env.TEST_CADDY_BUILD, { recursive: true, force: true });
  const crashed = results.filter((r) => r.crash);
  const slowest = [...results].sort((a, b) => b.ms - a.ms).slice(0, 10);
  console.log(`\nslowest: ${slowest.map((r) => `${r.file} ${seconds(r.ms)}`).join(', ')}`);
  const costliest = results.filter((r) => r.cpu !== undefined).sort((a, b) => (b.cpu ?? 0) - (a.cpu ?? 0));
  if (costliest.length)
    console.log(
      `most CPU: ${costliest
        .slice(0, 10)
        .map((r) => `${r.file} ${r.cpu?.toFixed(1)} s`)
        .join(', ')}; all files ${costliest.reduce((n, r) => n + (r.cpu ?? 0), 0).toFixed(0)} s of CPU`,
    );
  const now = coresTime();
  const busy = whole && now ? `, cores ${Math.round((100 * (now.busy - whole.busy)) / (now.total - whole.total))}% busy` : '';
  console.log(
    `${files.length} files in ${results.length} processes, ${seconds(Date.now() - started)}${busy}; phases: ${phases.join(', ')}`,
  );
  for (const r of crashed) console.log(`crashed: ${r.file}: ${r.crash} (see its output above)`);
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const skipped = results.reduce((n, r) => n + r.skipped, 0);
  // A crashed file counts as one failure even when it printed no tests at all.
  const failed = results.reduce((n, r) => n + Math.max(r.total - r.passed, r.crash ? 1 : 0), 0);
  console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exitCode = failed === 0 && passed + skipped > 0 ? 0 : 1;
}

await (flags.has('--measure-units') ? measureUnits() : main());
