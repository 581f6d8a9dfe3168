/**
 * The browser run's memory and disk fences, kept from the server's side, where the run cannot ignore
 * them: every WATCH_MS the watchdog sums the resident memory of every process in the run's process
 * group (the child, Chromium and each of Chromium's processes) and the size of the run's folder, and
 * past AUDIT_LAB_MEMORY_MB or AUDIT_LAB_DISK_MB it says so once (lab-runner.ts then kills the group).
 *
 * Resident memory is each process's anonymous and shared-memory pages (`RssAnon` + `RssShmem` in
 * /proc/PID/status): what a page can make grow (its heap, its ArrayBuffers, its canvases). The pages
 * of Chromium's program file, which every one of its processes maps and the kernel can drop and read
 * again, are left out: counted once per process they would be a gigabyte of nothing.
 *
 * The folder is walked without recursion, and a folder of more than MAX_ENTRIES files is over the
 * fence whatever their size: a page making tiny files by the thousand fills a disk's index, and would
 * make each walk slower.
 *
 * Everything read here is read asynchronously: the thread serving pages only starts each read.
 */
import { type Dirent, lstat } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** How often the run is measured: a page allocating at full speed gains about a quarter of a gigabyte in this time. */
export const WATCH_MS = 250;
/** Files and folders a run's folder may hold (Chromium's own profile after a run holds a few hundred). */
export const MAX_ENTRIES = 20_000;

export type Breach = { fence: 'memory' | 'disk'; measured: number };

export interface WatchOptions {
  /** The run's process group (the child's pid). */
  pgid: number;
  /** The run's folder: profile, cache, temp files. */
  folder: string;
  memoryBytes: number;
  diskBytes: number;
  /** Heard once, at the first measurement over a fence. */
  onBreach: (breach: Breach) => void;
}

export interface Watch {
  stop(): void;
  /** The largest memory and folder sizes measured, in bytes. */
  peak(): { memory: number; disk: number };
}

const lstatAsync = promisify(lstat);

/** The processes of group `pgid`, from /proc/PID/stat (its fifth field, after the command's closing parenthesis). */
export async function groupProcesses(pgid: number): Promise<number[]> {
  const names = await readdir('/proc');
  const members = await Promise.all(
    names.map(async (name) => {
      if (!/^\d+$/.test(name)) return undefined;
      try {
        const stat = await readFile(`/proc/${name}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(fields[2]) === pgid ? Number(name) : undefined;
      } catch {
        return undefined; // Gone meanwhile.
      }
    }),
  );
  return members.filter((pid) => pid !== undefined);
}

const kB = (status: string, field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;

/** The resident memory of `pids` that a page can make grow (see above), in bytes. */
export async function residentBytes(pids: number[]): Promise<number> {
  const sizes = await Promise.all(
    pids.map(async (pid) => {
      try {
        const status = await readFile(`/proc/${pid}/status`, 'utf8');
        return kB(status, 'RssAnon') + kB(status, 'RssShmem');
      } catch {
        return 0;
      }
    }),
  );
  return sizes.reduce((a, b) => a + b, 0);
}

/** The disk space `folder` takes (blocks allocated), or Infinity when it holds more than MAX_ENTRIES entries. */
export async function folderBytes(folder: string): Promise<number> {
  const folders = [folder];
  let bytes = 0;
  let entries = 0;
  for (let dir = folders.pop(); dir !== undefined; dir = folders.pop()) {
    let list: Dirent[];
    try {
      list = await readdir(dir, { withFileTypes: true });
    } catch {
      continue; // Removed meanwhile.
    }
    entries += list.length;
    if (entries > MAX_ENTRIES) return Number.POSITIVE_INFINITY;
    const sizes = await Promise.all(
      list.map(async (entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) folders.push(path);
        try {
          return (await lstatAsync(path)).blocks * 512;
        } catch {
          return 0;
        }
      }),
    );
    for (const size of sizes) bytes += size;
  }
  return bytes;
}

/** Watches a run until stopped; `onBreach` hears the first fence it crosses. */
export function watchRun(options: WatchOptions): Watch {
  const peak = { memory: 0, disk: 0 };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    const [memory, disk] = await Promise.all([groupProcesses(options.pgid).then(residentBytes), folderBytes(options.folder)]);
    if (stopped) return;
    peak.memory = Math.max(peak.memory, memory);
    peak.disk = Math.max(peak.disk, disk);
    if (memory > options.memoryBytes) return options.onBreach({ fence: 'memory', measured: memory });
    if (disk > options.diskBytes) return options.onBreach({ fence: 'disk', measured: disk });
    // The next measurement WATCH_MS after this one ended: two never overlap.
    timer = setTimeout(() => void tick(), WATCH_MS);
  };
  timer = setTimeout(() => void tick(), WATCH_MS);
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
    peak: () => ({ ...peak }),
  };
}
