/**
 * A browser run's processes from the server's side (lab-runner.ts): the run's child started leading
 * a process group of its own, dying with the server however the server ends, and everything of the
 * run ended, and its folder removed, however the run ended.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { RunFolder } from './confine.js';
import { killRun, runProcesses } from './run-marker.js';
import type { Watch } from './watchdog.js';

/** How long to wait for a killed group's processes to go before removing the run's folder anyway. */
const GONE_WAIT_MS = 3000;

const sourceChildFile = () => fileURLToPath(new URL('./lab-child.ts', import.meta.url));

/** Kills every process of the group `pgid` (a group already gone is no error). */
export function killGroup(pgid: number): void {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** True while any process of the group `pgid` is left. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** util-linux's tool that starts a program with fewer privileges (in Debian's essential set). */
const SETPRIV = '/usr/bin/setpriv';

/**
 * How the child is started: through setpriv with a parent-death signal, so the kernel kills it the
 * moment the server's process ends, however it ends (SIGKILL and the OOM killer included).
 */
const dyingWithServer = () =>
  existsSync(SETPRIV) ? { execPath: SETPRIV, execArgv: ['--pdeathsig', 'KILL', '--', process.execPath, ...process.execArgv] } : {};

/** Runs in flight in this process, by name: what endLiveRuns ends. */
const live = new Map<string, { pgid: number; root: string }>();

/**
 * Ends every run of this process at once, synchronously (process.exit and an uncaught error leave no
 * time for more): kills its group and its marked processes and removes its folder.
 */
function endLiveRuns(): void {
  for (const [name, run] of live) {
    killRun({ name, folder: run.root, session: run.pgid });
    rmSync(run.root, { recursive: true, force: true, maxRetries: 3 });
  }
  live.clear();
}

let hooked = false;
/** Once per process: endLiveRuns at process.exit, and at an uncaught error that ends the process. */
function hookProcessEnd(): void {
  if (hooked) return;
  hooked = true;
  process.on('exit', endLiveRuns);
  process.on('uncaughtExceptionMonitor', () => {
    if (process.listenerCount('uncaughtException') === 0) endLiveRuns();
  });
}

/** Starts the run's child in `folder`'s environment, leading a process group of its own; `pgid` is undefined when it could not start. */
export function startChild(folder: RunFolder, childFile: string | undefined): { child: ChildProcess; pgid: number | undefined } {
  const child = fork(childFile ?? sourceChildFile(), [], {
    detached: true,
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    env: folder.env,
    ...dyingWithServer(),
  });
  const pgid = child.pid;
  hookProcessEnd();
  if (pgid !== undefined) live.set(folder.name, { pgid, root: folder.root });
  return { child, pgid };
}

/**
 * Ends what is left of a run, however it ended: its watchdog, then the child, Chromium and all
 * Chromium's processes (one group, one signal), then any process of the run that left the group
 * (run-marker.ts) until none is left, then its folder.
 */
export async function cleanUp(folder: RunFolder, pgid: number | undefined, watch: Watch | undefined): Promise<void> {
  await watch?.stop();
  if (pgid !== undefined) {
    const run = { name: folder.name, folder: folder.root, session: pgid };
    killRun(run);
    for (let waited = 0; (groupAlive(pgid) || runProcesses(run).length > 0) && waited < GONE_WAIT_MS; waited += 50) {
      killRun(run);
      await delay(50);
    }
  }
  // Off the thread serving pages: a used profile is hundreds of files.
  await rm(folder.root, { recursive: true, force: true, maxRetries: 3 });
  live.delete(folder.name);
}
