/**
 * Which processes belong to a browser run, found through /proc whatever they did to leave its process
 * group (Chromium's crash handler calls setsid; a page cannot, but nothing is taken on trust). A
 * process belongs to a run when any of these says so:
 *
 * - its environment carries the run's name (below): the crash handlers, which leave the session;
 * - it is in the run's session (the child leads one: lab-runner.ts starts it detached);
 * - its command line names the run's folder (Chromium's profile, the crash handlers' database);
 * - its parent belongs to the run (watchdog only, as processes appear).
 *
 * The environment alone is not enough: Chromium's zygotes and every process they fork overwrite the
 * memory /proc/PID/environ shows with their process title.
 *
 * Every run has a name, `laserfocus-lab-<installation>-<owner>-<random>`: its folder
 * (`laserfocus-lab-<random>`) holds it in a file, `run`, and every process of the run carries it in its
 * environment as `LAB_RUN=<name>` (set on the child, inherited by Chromium and each process it forks
 * or starts). `<installation>` is a hash of the
 * server's database path, `<owner>` the server's pid and start time (`/proc/PID/stat`'s 22nd field),
 * so a server can tell its own runs from those of a server that died (ended at its next start) and
 * from those of another live server on the same machine (never touched).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The variable every process of a run carries. */
export const MARKER = 'LAB_RUN';
const PREFIX = 'laserfocus-lab-';
/** How a run's folder is named: this and a random end. */
export const FOLDER_PREFIX = PREFIX;
/** The file in a run's folder that holds the run's name. */
export const RUN_FILE = 'run';

/**
 * A live process's start time since boot, in clock ticks (`/proc/PID/stat`'s 22nd field), or
 * undefined when it is gone. A zombie (state Z, or X as it is reaped) is gone: it has ended and
 * only waits for its parent to read its exit status, which a parent that is busy, stopped or
 * careless may not do for seconds, or ever.
 */
export function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, ...fields] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return state === 'Z' || state === 'X' ? undefined : fields[18];
  } catch {
    return undefined;
  }
}

/** The start of every run name of this installation (the database at `database`), owner or not. */
export function installationPrefix(database: string): string {
  return `${PREFIX}${createHash('sha256').update(resolve(database)).digest('hex').slice(0, 12)}-`;
}

/** The start of the names of runs this process owns: the installation, then this process's pid and start time. */
export function ownerPrefix(database: string): string {
  return `${installationPrefix(database)}${process.pid}.${startTime(process.pid) ?? 0}-`;
}

/** True while the server that owns run `name` still runs: its pid is alive (not a zombie) and started when the name says. */
export function ownerAlive(name: string): boolean {
  const owner = /^laserfocus-lab-[0-9a-f]{12}-(\d+)\.(\d+)-/.exec(name);
  return Boolean(owner && startTime(Number(owner[1])) === owner[2]);
}

/** The run name in environment `env` (NUL-separated, as /proc/PID/environ), if any. */
function markerIn(env: string): string | undefined {
  const padded = `\0${env}`;
  const at = padded.indexOf(`\0${MARKER}=`);
  if (at === -1) return undefined;
  const from = at + MARKER.length + 2;
  const end = padded.indexOf('\0', from);
  return padded.slice(from, end === -1 ? undefined : end);
}

/** The run process `pid` belongs to, read now from its environment; undefined for none (or gone). */
export function runOf(pid: number): string | undefined {
  try {
    return markerIn(readFileSync(`/proc/${pid}/environ`, 'latin1'));
  } catch {
    return undefined;
  }
}

const pids = () => readdirSync('/proc').flatMap((name) => (/^\d+$/.test(name) && Number(name) !== process.pid ? [Number(name)] : []));

/** A process's command line, NULs as spaces; empty when gone. */
function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** A process's state (R, S, T, Z ...), parent, process group and session, from /proc/PID/stat; undefined when gone. */
function statOf(pid: number): { state: string; parent: number; group: number; session: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state = '', parent, group, session] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state, parent: Number(parent), group: Number(group), session: Number(session) };
  } catch {
    return undefined;
  }
}

/** The first of `pids` stopped by a signal (SIGSTOP, SIGTSTP: state T), if any. */
export const stoppedOf = (pids: number[]): number | undefined => pids.find((pid) => statOf(pid)?.state === 'T');

/** Which run a process belongs to: its name, its folder, its session (the child's pid). */
export interface RunId {
  name: string;
  folder: string;
  session?: number;
}

/** True when `pid` belongs to `run` by its environment, its session or its command line (read now). */
function belongs(pid: number, run: RunId): boolean {
  return (
    runOf(pid) === run.name ||
    (run.session !== undefined && statOf(pid)?.session === run.session) ||
    commandOf(pid).includes(`${run.folder}/`)
  );
}

/** Every process of `run` now (see above). */
export function runProcesses(run: RunId): number[] {
  return pids().filter((pid) => belongs(pid, run));
}

/** SIGKILL to every process of `run` (found again just before); how many were signalled. */
export function killRun(run: RunId): number {
  if (run.session !== undefined) {
    try {
      process.kill(-run.session, 'SIGKILL');
    } catch {
      // The group is gone.
    }
  }
  let killed = 0;
  for (const pid of runProcesses(run)) {
    try {
      process.kill(pid, 'SIGKILL');
      killed++;
    } catch {
      // Gone meanwhile.
    }
  }
  return killed;
}

/**
 * The processes of one run as it goes: each process is looked at once, when it first appears in
 * /proc (its marker, or its process group), so a reading costs one listing of /proc and a read per
 * new process.
 */
export class RunMembers {
  private readonly seen = new Map<number, boolean>();

  constructor(private readonly run: RunId & { session: number }) {}

  /** The run's processes now. */
  list(): number[] {
    const now = pids();
    const alive = new Set(now);
    for (const pid of this.seen.keys()) if (!alive.has(pid)) this.seen.delete(pid);
    const members: number[] = [];
    for (const pid of now) {
      let member = this.seen.get(pid);
      if (member === undefined) {
        const parent = statOf(pid)?.parent;
        member = pid === this.run.session || (parent !== undefined && this.seen.get(parent) === true) || belongs(pid, this.run);
        this.seen.set(pid, member);
      }
      if (member) members.push(pid);
    }
    return members;
  }
}

/**
 * Ends what runs of this installation (the database at `database`) left behind when their server
 * died (SIGKILL, the OOM killer, a crash): their processes, and their folders in `dir`. Runs of a
 * live server, this one or another, are left alone.
 */
export function endOrphanedRuns(database: string, dir: string): { processes: number; folders: number } {
  const prefix = installationPrefix(database);
  const orphans = new Map<string, RunId>();
  for (const pid of pids()) {
    const name = runOf(pid);
    if (name?.startsWith(prefix) && !ownerAlive(name)) orphans.set(name, { name, folder: join(dir, `${FOLDER_PREFIX}${name.slice(-6)}`) });
  }
  let folders = 0;
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    // No folder, no runs.
  }
  for (const folder of names) {
    if (!folder.startsWith(FOLDER_PREFIX)) continue;
    let run: string;
    try {
      run = readFileSync(join(dir, folder, RUN_FILE), 'utf8');
    } catch {
      continue; // Not a run's folder of this version, or not written yet: whose it is cannot be told.
    }
    if (!run.startsWith(prefix) || ownerAlive(run)) continue;
    orphans.set(run, { name: run, folder: join(dir, folder) });
  }
  let processes = 0;
  for (const run of orphans.values()) processes += killRun(run);
  for (const run of orphans.values()) {
    if (!existsSync(run.folder)) continue;
    rmSync(run.folder, { recursive: true, force: true, maxRetries: 3 });
    folders++;
  }
  return { processes, folders };
}
