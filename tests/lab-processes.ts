/**
 * A browser run's processes as the tests find them from outside, in /proc: the run's child (the
 * marked process leading its own session), Chromium's browser process, and whether a run is live
 * (its Chromium shows a renderer: the page is loading). For the tests that end a run's parts
 * themselves (tests/lab/lab-lifetime.test.ts, lab-ours.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor } from './helpers.js';

/** A file of /proc, or undefined when its process is gone. */
export const readProc = (file: string, encoding: BufferEncoding = 'utf8') => {
  try {
    return readFileSync(file, encoding);
  } catch {
    return undefined;
  }
};

export const allPids = () => readdirSync('/proc').filter((n) => /^\d+$/.test(n));

/** A process's fields after its command name in /proc/PID/stat: [state, parent, group, session, ...]. */
const statFields = (pid: string | number) => {
  const stat = readProc(`/proc/${pid}/stat`);
  return stat === undefined ? undefined : stat.slice(stat.lastIndexOf(')') + 2).split(' ');
};

/** A process's session, from /proc/PID/stat (its sixth field). */
export const sessionOf = (pid: string) => {
  const fields = statFields(pid);
  return fields === undefined ? undefined : Number(fields[3]);
};

/** A process's state (R, S, T, Z ...), or undefined when it is gone. */
export const stateOf = (pid: number) => statFields(pid)?.[0];

/** A live run in `runsDir`: its folder, its name (the folder's `run` file), and its session (its child's pid). */
export interface Run {
  folder: string;
  name: string;
  session: number;
}

/** The run of `runsDir` once its Chromium shows a renderer: the page is loading. */
export function liveRun(runsDir: string, limitMs: number): Promise<Run> {
  return waitFor(
    () => {
      for (const folder of readdirSync(runsDir)) {
        const name = readProc(join(runsDir, folder, 'run'));
        if (!name) continue;
        const marked = allPids().filter((pid) => (readProc(`/proc/${pid}/environ`, 'latin1') ?? '').includes(`LAB_RUN=${name}`));
        // The child leads the run's session: the marked process whose session is its own pid. Chromium's
        // renderers are in it (their environment, as /proc shows it, is overwritten by their title).
        const child = marked.find((pid) => sessionOf(pid) === Number(pid));
        const renderer = allPids().some(
          (pid) => sessionOf(pid) === Number(child) && (readProc(`/proc/${pid}/cmdline`) ?? '').includes('--type=renderer'),
        );
        if (renderer && child) return { folder: join(runsDir, folder), name, session: Number(child) };
      }
      return undefined;
    },
    limitMs,
    "the run's Chromium to render the page",
  );
}

/** The pid of the run's Chromium browser process: in the run's session, started with its profile, not one of its `--type=` children. */
export function browserOf(run: Run): number | undefined {
  const pid = allPids().find((p) => {
    const cmdline = readProc(`/proc/${p}/cmdline`) ?? '';
    return sessionOf(p) === run.session && cmdline.includes(`--user-data-dir=${run.folder}/`) && !cmdline.includes('--type=');
  });
  return pid === undefined ? undefined : Number(pid);
}
