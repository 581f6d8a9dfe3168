/**
 * A browser run's memory as the kernel charges it, read from /proc (watchdog-thread.ts):
 *
 * - `chargedBytes`: each process's proportional set size (`Pss` in /proc/PID/smaps_rollup: a page
 *   shared by n processes counts 1/n in each, so the run's pages count once however many renderers
 *   share them), plus shared memory the run holds in files rather than mappings: memfd files,
 *   /dev/shm, any tmpfs, and deleted temp files in the run's folder (Chromium's shared memory with
 *   --disable-dev-shm-usage), each file once. Exact, but costly: about 16 ms per resident gigabyte.
 * - `anonBytes`: each process's private-or-shared anonymous pages (`RssAnon`, from /proc/PID/statm:
 *   resident minus file and shared-memory pages), microseconds a process: the quick reading that
 *   tells the watchdog when to take the exact one. What a page allocates (its heap, ArrayBuffers,
 *   canvases) shows here first.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';

/** The kernel's page size (statm counts pages). */
const PAGE = (() => {
  try {
    return Number(execFileSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }).trim()) || 4096;
  } catch {
    return 4096;
  }
})();

/** Σ RssAnon of `pids`, in bytes. */
export function anonBytes(pids: number[]): number {
  let pages = 0;
  for (const pid of pids) {
    try {
      const [, resident, shared] = readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ');
      pages += Number(resident) - Number(shared);
    } catch {
      // Gone meanwhile.
    }
  }
  return pages * PAGE;
}

/** Mount points of tmpfs file systems (their files are memory), read once. */
const TMPFS = (() => {
  try {
    return readFileSync('/proc/self/mounts', 'utf8')
      .split('\n')
      .flatMap((line) => {
        const [, at, type] = line.split(' ');
        return type === 'tmpfs' && at ? [`${at.replace(/\\040/g, ' ')}/`] : [];
      });
  } catch {
    return [];
  }
})();

const kB = (text: string, field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) * 1024;

/** True when an open file held by the run is memory: memfd, /dev/shm, tmpfs, or a deleted temp file of the run. */
function isMemoryFile(target: string, folder: string): boolean {
  if (target.startsWith('/memfd:') || target.startsWith('/dev/shm/')) return true;
  if (!target.startsWith('/')) return false; // Sockets, pipes, anon_inode.
  if (target.startsWith(`${folder}/`)) return target.endsWith(' (deleted)');
  return TMPFS.some((mount) => target.startsWith(mount));
}

/** The run's memory as the kernel charges it, in bytes (see above). */
export function chargedBytes(pids: number[], folder: string): number {
  let mapped = 0;
  let mappedShmem = 0;
  const files = new Map<string, number>();
  for (const pid of pids) {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      mapped += kB(rollup, 'Pss');
      mappedShmem += kB(rollup, 'Pss_Shmem');
    } catch {
      continue; // Gone meanwhile (or a kernel thread).
    }
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      // Gone meanwhile.
    }
    for (const fd of fds) {
      try {
        const path = `/proc/${pid}/fd/${fd}`;
        if (!isMemoryFile(readlinkSync(path), folder)) continue;
        const file = statSync(path);
        if (file.isFile()) files.set(`${file.dev}:${file.ino}`, file.blocks * 512);
      } catch {
        // Closed meanwhile.
      }
    }
  }
  const held = [...files.values()].reduce((a, b) => a + b, 0);
  // Shared memory is counted once: as mapped (PSS) or as held in files, whichever is more.
  return mapped - mappedShmem + Math.max(mappedShmem, held);
}
