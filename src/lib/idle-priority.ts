/**
 * The lowest CPU and disk priority Linux has, for work done on a stranger's behalf (the check's
 * threads, the browser run). The idle scheduling class (SCHED_IDLE, util-linux's `chrt --idle`) runs a
 * thread only when no ordinary thread wants its core, which niceness 19 does not promise (a nice-19
 * thread still takes about 1.5% of a busy core, and nothing at all across kernel autogroups); the idle
 * I/O class (`ionice -c 3`) reads and writes only when the disk is otherwise idle. Both are inherited
 * by the threads and processes started afterwards, and an unprivileged process cannot leave them
 * again (the service has no CAP_SYS_NICE).
 *
 * util-linux is in Debian's essential set; where a tool is missing, the work keeps its niceness.
 */
import { execFile } from 'node:child_process';
import { existsSync, readlinkSync } from 'node:fs';

const CHRT = '/usr/bin/chrt';
const IONICE = '/usr/bin/ionice';

const run = (file: string, args: string[]) =>
  new Promise<void>((resolve) => {
    if (!existsSync(file)) return resolve();
    // A process already gone, or a tool that refuses: the work then runs at its niceness, never fails.
    execFile(file, args, () => resolve());
  });

/**
 * Puts `id` (a process, with every thread it has when `allTasks`; else one thread) in the idle CPU and
 * I/O classes. Resolves when done, never rejects.
 */
export async function toIdlePriority(id: number, allTasks: boolean): Promise<void> {
  await Promise.all([
    run(CHRT, ['--idle', ...(allTasks ? ['--all-tasks'] : []), '--pid', '0', String(id)]),
    run(IONICE, ['--class', '3', '--pid', String(id)]),
  ]);
}

/** This thread's id (the kernel's, as /proc names it), or undefined off Linux. */
export function currentThreadId(): number | undefined {
  try {
    return Number(readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return undefined;
  }
}
