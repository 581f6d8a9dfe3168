/**
 * The browser run's memory and disk fences, kept from the server's side, where the run cannot ignore
 * them: a thread of the server's own (watchdog-thread.ts, never the thread serving pages) measures
 * every process of the run (its process group, and every process carrying its marker, run-marker.ts,
 * so one that called setsid is still counted) and the run's folder. Past AUDIT_LAB_MEMORY_MB or
 * AUDIT_LAB_DISK_MB it kills the run itself, at once, and says so once (lab-runner.ts then ends
 * what is left and records why). A process of the run found stopped (SIGSTOP), or the run's Chromium
 * found dead (gone, or a zombie its parent, starved of CPU at the idle priority, has not reaped),
 * ends the run the same way, as ours: it cannot finish, and its figures would not be the page's.
 *
 * Memory is what the kernel charges (run-memory.ts): PSS summed over the run's processes, so pages
 * shared between renderers count once, plus shared memory held in memfd, /dev/shm and tmpfs files.
 * PSS costs about 16 ms per resident gigabyte to read, so it is read every WATCH_MS, and in between a
 * quick reading (each process's anonymous pages, from statm) every FAST_MS says how far the run has
 * grown since; near the fence the exact reading is taken every NEAR_MS and the quick one every
 * NEAR_FAST_MS, so a page allocating 5 GB a second is killed within about 50 ms of crossing it.
 *
 * The folder is walked without recursion every WATCH_MS, and a folder of more than MAX_ENTRIES files
 * is over the fence whatever their size: a page making tiny files by the thousand fills a disk's
 * index, and would make each walk slower.
 */
import { type Dirent, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { join } from 'node:path';

/** How often the run's memory (PSS) and folder are read exactly. */
export const WATCH_MS = 250;
/** How often the quick reading is taken while the run is well below its fence (under half of it). */
export const FAST_MS = 40;
/** How often the quick reading is taken from half the fence up. */
export const NEAR_FAST_MS = 10;
/** How often the exact reading is taken from three quarters of the fence up. */
export const NEAR_MS = 50;
/** Files and folders a run's folder may hold (Chromium's own profile after a run holds a few hundred). */
export const MAX_ENTRIES = 20_000;

export type Breach = { fence: 'memory' | 'disk'; measured: number };

/** What the watchdog's thread is given. */
export interface WatchTask {
  /** The run's process group (the child's pid). */
  pgid: number;
  /** The run's name, which its folder has and its processes carry (run-marker.ts). */
  name: string;
  /** The run's folder: profile, cache, temp files. */
  folder: string;
  memoryBytes: number;
  diskBytes: number;
  /** The cores the thread runs on (the run's own, as `taskset` names them), or undefined: any. */
  cores: string | undefined;
}

/** What ended a run from outside that is ours, not the page's: a process of the run stopped, or Chromium dead. */
export type Broken = 'stopped' | 'browser-died';

/**
 * What the watchdog's thread says: each measurement, the first fence crossed, the run found broken
 * (then killed), or that it has said all it had to (its answer to `settle`).
 */
export type WatchMessage =
  | { type: 'measured'; memory: number; disk: number }
  | ({ type: 'breach' } & Breach)
  | { type: 'broken'; why: Broken }
  | { type: 'settled' };

/** What the watchdog's thread is told: the pid of the run's Chromium, once the child has started it, or to answer `settled`. */
export type WatchRequest = { browser: number } | { settle: true };

export interface WatchOptions extends WatchTask {
  /** The thread's module: watchdog-thread.ts from source; the built server names its bundle. */
  file?: string;
  /** Heard once, at the first measurement over a fence. */
  onBreach: (breach: Breach) => void;
  /** Heard once, when a process of the run was found stopped (SIGSTOP) or its Chromium dead: the run was killed, as it could not go on. */
  onBroken: (why: Broken) => void;
}

export interface Watch {
  stop(): Promise<void>;
  /**
   * Resolves once every word the thread said before now has been heard (or the thread is gone): a
   * run it killed is dead before its verdict is sent, so the runner, hearing the child's end first,
   * waits for this before deciding how the run ended.
   */
  settle(): Promise<void>;
  /** Watch the run's Chromium (its browser process) from here too: its death ends the run even while the run's child gets no CPU. */
  watchBrowser(pid: number): void;
  /** The largest memory and folder sizes measured, in bytes. */
  peak(): { memory: number; disk: number };
}

/** The processes of group `pgid`, from /proc/PID/stat (its fifth field, after the command's closing parenthesis). */
export function groupProcesses(pgid: number): number[] {
  return readdirSync('/proc').flatMap((name) => {
    if (!/^\d+$/.test(name)) return [];
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === pgid ? [Number(name)] : [];
    } catch {
      return []; // Gone meanwhile.
    }
  });
}

/** The disk space `folder` takes (blocks allocated), or Infinity when it holds more than MAX_ENTRIES entries. */
export function folderBytes(folder: string): number {
  const folders = [folder];
  let bytes = 0;
  let entries = 0;
  for (let dir = folders.pop(); dir !== undefined; dir = folders.pop()) {
    let list: Dirent[];
    try {
      list = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue; // Removed meanwhile.
    }
    entries += list.length;
    if (entries > MAX_ENTRIES) return Number.POSITIVE_INFINITY;
    for (const entry of list) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) folders.push(path);
      try {
        bytes += lstatSync(path).blocks * 512;
      } catch {
        // Removed meanwhile.
      }
    }
  }
  return bytes;
}

const sourceThreadFile = () => fileURLToPath(new URL('./watchdog-thread.ts', import.meta.url));

/** How long settle waits for the thread's answer: a thread that should answer in milliseconds but does not is not waited for. */
const SETTLE_MS = 5000;

/** Watches a run from a thread of its own until stopped; `onBreach` hears the first fence it crosses. */
export function watchRun({ file, onBreach, onBroken, ...task }: WatchOptions): Watch {
  const peak = { memory: 0, disk: 0 };
  const thread = new Worker(file ?? sourceThreadFile(), { workerData: task });
  let running = true;
  const settling = new Set<() => void>();
  const settled = () => {
    for (const resolve of settling) resolve();
    settling.clear();
  };
  thread.once('exit', () => {
    running = false;
    settled();
  });
  const ask = (request: WatchRequest) => thread.postMessage(request);
  thread.on('message', (message: WatchMessage) => {
    if (message.type === 'settled') settled();
    else if (message.type === 'broken') onBroken(message.why);
    else if (message.type === 'measured') {
      peak.memory = Math.max(peak.memory, message.memory);
      peak.disk = Math.max(peak.disk, message.disk);
    } else {
      // A run killed on the quick reading between two exact ones: that reading is its peak.
      peak[message.fence] = Math.max(peak[message.fence], message.measured);
      onBreach(message);
    }
  });
  // A watchdog that broke (it should not) leaves the run to its deadline: the error is the run's, not the site's.
  thread.on('error', () => undefined);
  return {
    stop: async () => {
      await thread.terminate();
    },
    settle: () => {
      if (!running) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          settling.delete(done);
          resolve();
        }, SETTLE_MS);
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        settling.add(done);
        ask({ settle: true });
      });
    },
    peak: () => ({ ...peak }),
    watchBrowser: (pid) => ask({ browser: pid }),
  };
}
