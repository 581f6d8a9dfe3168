/**
 * The browser run's memory and disk fences, kept from the server's side, where the run cannot ignore
 * them: every WATCH_MS a thread of the server's own (watchdog-thread.ts, never the thread serving
 * pages) sums the resident memory of every process in the run's process group (the child, Chromium
 * and each of Chromium's processes) and the size of the run's folder, and past AUDIT_LAB_MEMORY_MB or
 * AUDIT_LAB_DISK_MB says so once (lab-runner.ts then kills the group).
 *
 * Resident memory is each process's anonymous and shared-memory pages (`RssAnon` + `RssShmem` in
 * /proc/PID/status): what a page can make grow (its heap, its ArrayBuffers, its canvases). The pages
 * of Chromium's program file, which every one of its processes maps and the kernel can drop and read
 * again, are left out: counted once per process they would be a gigabyte of nothing.
 *
 * The folder is walked without recursion, and a folder of more than MAX_ENTRIES files is over the
 * fence whatever their size: a page making tiny files by the thousand fills a disk's index, and would
 * make each walk slower.
 */
import { type Dirent, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { join } from 'node:path';

/** How often the run is measured: a page allocating at full speed gains about a quarter of a gigabyte in this time. */
export const WATCH_MS = 250;
/** Files and folders a run's folder may hold (Chromium's own profile after a run holds a few hundred). */
export const MAX_ENTRIES = 20_000;

export type Breach = { fence: 'memory' | 'disk'; measured: number };

/** What the watchdog's thread is given. */
export interface WatchTask {
  /** The run's process group (the child's pid). */
  pgid: number;
  /** The run's folder: profile, cache, temp files. */
  folder: string;
  memoryBytes: number;
  diskBytes: number;
  /** The cores the thread runs on (the run's own, as `taskset` names them), or undefined: any. */
  cores: string | undefined;
}

/** What the watchdog's thread says: each measurement, and the first fence crossed. */
export type WatchMessage = { type: 'measured'; memory: number; disk: number } | ({ type: 'breach' } & Breach);

export interface WatchOptions extends WatchTask {
  /** The thread's module: watchdog-thread.ts from source; the built server names its bundle. */
  file?: string;
  /** Heard once, at the first measurement over a fence. */
  onBreach: (breach: Breach) => void;
}

export interface Watch {
  stop(): Promise<void>;
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

const kB = (status: string, field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;

/** The resident memory of `pids` that a page can make grow (see above), in bytes. */
export function residentBytes(pids: number[]): number {
  let bytes = 0;
  for (const pid of pids) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      bytes += kB(status, 'RssAnon') + kB(status, 'RssShmem');
    } catch {
      // Gone meanwhile.
    }
  }
  return bytes;
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

/** Watches a run from a thread of its own until stopped; `onBreach` hears the first fence it crosses. */
export function watchRun({ file, onBreach, ...task }: WatchOptions): Watch {
  const peak = { memory: 0, disk: 0 };
  const thread = new Worker(file ?? sourceThreadFile(), { workerData: task });
  thread.on('message', (message: WatchMessage) => {
    if (message.type === 'measured') {
      peak.memory = Math.max(peak.memory, message.memory);
      peak.disk = Math.max(peak.disk, message.disk);
    } else onBreach(message);
  });
  // A watchdog that broke (it should not) leaves the run to its deadline: the error is the run's, not the site's.
  thread.on('error', () => undefined);
  return {
    stop: async () => {
      await thread.terminate();
    },
    peak: () => ({ ...peak }),
  };
}
