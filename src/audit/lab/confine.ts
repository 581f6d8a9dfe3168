/**
 * Where a browser run lives and what it may use, set from the server's side before the run is given
 * its task (docs/site-check.md, "The browser run"):
 *
 * - one folder per run, holding everything it writes: Chromium's profile and cache, and the temp,
 *   home and XDG folders that Chromium and Lighthouse would otherwise fill elsewhere (Chromium leaves
 *   an `org.chromium.Chromium.*` folder in TMPDIR at every start); lab-runner.ts removes it however
 *   the run ended;
 * - an environment built from nothing: the server's own (WEBHOOK_SECRET, SMTP_URL with its password,
 *   the replica's keys) never reaches a process that renders a stranger's page; it carries the run's
 *   name (LAB_RUN, run-marker.ts), by which every process of the run is found;
 * - the lowest priority there is, for CPU and disk, in a kernel autogroup of its own at niceness 19
 *   (the run leads a session of its own, and the kernel weighs each session's autogroup as much as
 *   the site's, whatever the niceness of the threads inside it), on the last AUDIT_LAB_CORES cores;
 * - first in line for the kernel's OOM killer (oom_score_adj 1000, inherited by Chromium), so a run
 *   that outgrows the machine or the service's MemoryMax is what goes, never the site.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { toIdlePriority } from '../../lib/idle-priority.js';
import { FOLDER_PREFIX, MARKER, RUN_FILE } from './run-marker.js';
import { groupProcesses } from './watchdog.js';

export interface RunFolder {
  /** The run's folder, removed afterwards. */
  root: string;
  /** The run's name: the folder's, and its processes' marker (run-marker.ts). */
  name: string;
  /** Chromium's --user-data-dir. */
  profile: string;
  /** The environment of the child, and through it of Chromium. */
  env: Record<string, string>;
}

/**
 * Makes a run's folder in `parent` (AUDIT_LAB_DIR, or the system's temp folder), `laserfocus-lab-`
 * and a random end. The run's name is `owner` (run-marker.ts's ownerPrefix) and the same end, kept in
 * the folder's file `run` (not in the folder's own name: Chromium's socket path inside it must stay
 * under the kernel's 108 bytes).
 */
export async function makeRunFolder(parent: string, owner: string): Promise<RunFolder> {
  const root = await mkdtemp(join(parent || tmpdir(), FOLDER_PREFIX));
  const name = `${owner}${basename(root).slice(FOLDER_PREFIX.length)}`;
  await writeFile(join(root, RUN_FILE), name);
  const path = (name: string) => join(root, name);
  await Promise.all(['profile', 'home', 'tmp', 'cache', 'config', 'data'].map((name) => mkdir(path(name))));
  return {
    root,
    name,
    profile: path('profile'),
    env: {
      // Inherited by every process of the run, Chromium's crash handler (which leaves the group) too.
      [MARKER]: name,
      PATH: '/usr/local/bin:/usr/bin:/bin',
      HOME: path('home'),
      TMPDIR: path('tmp'),
      XDG_CACHE_HOME: path('cache'),
      XDG_CONFIG_HOME: path('config'),
      XDG_DATA_HOME: path('data'),
      LANG: 'C.UTF-8',
    },
  };
}

/**
 * The cores a run may use: the last `cores` of those this server may use (`Cpus_allowed_list` in
 * /proc, such as `0-3` or `0,2-5`), or undefined when that is all of them.
 */
export function labCores(cores: number, allowedList: string): string | undefined {
  const allowed = allowedList.split(',').flatMap((part) => {
    const [from, to] = /^(\d+)(?:-(\d+))?$/.exec(part)?.slice(1) ?? [];
    if (from === undefined) return [];
    const first = Number(from);
    return Array.from({ length: Number(to ?? from) - first + 1 }, (_, i) => first + i);
  });
  if (cores === 0 || cores >= allowed.length) return undefined;
  return allowed.slice(-cores).join(',');
}

/** util-linux's tool that sets which cores a process may run on (in Debian's essential set). */
const TASKSET = '/usr/bin/taskset';

/** Writes `value` to a /proc file of `pid`; a kernel without it (no autogroups) or a process gone is no error. */
const setProc = (pid: number, file: string, value: string) => writeFile(`/proc/${pid}/${file}`, value).catch(() => undefined);

/** The cores runs may use on this server (AUDIT_LAB_CORES of those it may use), or undefined: every core. */
export function runCores(cores: number): string | undefined {
  return labCores(cores, /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '');
}

/**
 * Sets everything above on the run's child `pid` (it has only its own threads yet: Chromium, started
 * later, inherits it all), on the cores `list` (runCores). Never rejects: a run that could not be
 * lowered still runs.
 */
export async function confineRun(pid: number, list: string | undefined): Promise<void> {
  await Promise.all([
    setProc(pid, 'autogroup', '19'),
    setProc(pid, 'oom_score_adj', '1000'),
    toIdlePriority(pid, true),
    list && existsSync(TASKSET)
      ? new Promise<void>((resolve) => execFile(TASKSET, ['--all-tasks', '--cpu-list', '--pid', list, String(pid)], () => resolve()))
      : undefined,
  ]);
}

/** SCHED_IDLE's number in /proc/PID/task/TID/stat's policy field. */
const SCHED_IDLE = 5;

/**
 * Puts back every thread of the run (group `pgid`) that left its cores or the idle class: SwiftShader's
 * workers in Chromium's GPU process pin themselves to core 0, the site's, and some of GLib's threads
 * leave the idle class where the kernel lets them. Run by the run's own child every WATCH_MS, so the
 * work is the run's, at its priority and on its cores; `cores` is its own Cpus_allowed_list.
 */
export async function keepInLane(pgid: number, cores: string): Promise<void> {
  const strays = groupProcesses(pgid).flatMap((pid) => {
    let tids: string[];
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      return []; // Gone meanwhile.
    }
    return tids.flatMap((tid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const policy = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[38]);
        const allowed = /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync(`/proc/${pid}/task/${tid}/status`, 'utf8'))?.[1];
        return allowed !== cores || policy !== SCHED_IDLE
          ? [{ tid: Number(tid), moved: allowed !== cores, active: policy !== SCHED_IDLE }]
          : [];
      } catch {
        return []; // Gone meanwhile.
      }
    });
  });
  await Promise.all(
    strays.map((t) =>
      Promise.all([
        t.moved && existsSync(TASKSET)
          ? new Promise<void>((resolve) => execFile(TASKSET, ['--cpu-list', '--pid', cores, String(t.tid)], () => resolve()))
          : undefined,
        t.active ? toIdlePriority(t.tid, false) : undefined,
      ]),
    ),
  );
}
