/**
 * One measuring sitting: the processes it starts, the core it keeps busy and the older commit it
 * checks out are all ended and removed when it ends, however it ends (done, failed, Ctrl-C,
 * SIGTERM, SIGHUP). Cleanups run last-registered first, once.
 */
import { type ChildProcess, execFileSync, spawn, type SpawnOptions } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Sitting {
  /**
   * Runs a command to its end (rejecting with its stderr's tail on failure); if the sitting ends
   * first it is sent `stopWith` (SIGTERM unless said).
   */
  run: (command: string, args: string[], options?: SpawnOptions & { stopWith?: NodeJS.Signals }) => Promise<void>;
  /** Work to undo when the sitting ends. */
  defer: (cleanup: () => unknown) => void;
  /** Keeps one core spinning until the sitting ends, as a busier (slower) phone would be. */
  keepCoreBusy: () => void;
  /** A git worktree of `commit`, installed (npm ci) and built (npm run build), removed when the sitting ends. */
  checkoutBuilt: (commit: string) => Promise<string>;
  /** Ends the sitting: stops what is running, removes what was made. */
  end: () => Promise<void>;
  /** Whether it is ending (a command that failed then was stopped, not broken). */
  ending: () => boolean;
}

const SIGNALS = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;
/** How long a process asked to stop may take before it is killed (npm ci finishes its step first: about 30 s seen). */
const STOP_LIMIT_MS = 60_000;

/** Resolves once `child` has exited, killing it if it is still there after STOP_LIMIT_MS. */
function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const limit = setTimeout(() => child.kill('SIGKILL'), STOP_LIMIT_MS);
    child.once('exit', () => {
      clearTimeout(limit);
      done();
    });
  });
}

export function startSitting(): Sitting {
  /** What is running, and the signal that stops each. */
  const children = new Map<ChildProcess, NodeJS.Signals>();
  const cleanups: (() => unknown)[] = [];
  let ended: Promise<void> | undefined;
  const ending = () => ended !== undefined;

  const end = () =>
    (ended ??= (async () => {
      const running = [...children];
      for (const [child, signal] of running) child.kill(signal);
      await Promise.all(running.map(([child]) => stopped(child)));
      for (const cleanup of cleanups.reverse()) {
        try {
          await cleanup();
        } catch (err) {
          console.error(`cleanup failed: ${(err as Error).message}`);
        }
      }
    })());
  for (const [signal, code] of Object.entries(SIGNALS))
    process.once(signal, () => {
      console.error(`\n${signal}: ending the sitting (servers, Lighthouse, busy core, old checkout)`);
      void end().then(() => process.exit(code));
    });

  const track = (child: ChildProcess, stopWith: NodeJS.Signals = 'SIGTERM') => {
    children.set(child, stopWith);
    child.once('exit', () => children.delete(child));
    return child;
  };

  const run: Sitting['run'] = (command, args, { stopWith, ...options } = {}) =>
    new Promise((done, fail) => {
      if (ending()) return fail(new Error('the sitting has ended'));
      const child = track(spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], ...options }), stopWith);
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
      child.once('error', fail);
      child.once('exit', (code, signal) =>
        code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')}: ${signal ?? `exit ${code}`}\n${stderr.trim()}`)),
      );
    });

  const defer = (cleanup: () => unknown) => void cleanups.push(cleanup);

  const keepCoreBusy = () => void track(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));

  const checkoutBuilt = async (commit: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'laserfocus-ab-'));
    const tree = join(dir, 'tree');
    defer(() => {
      try {
        execFileSync('git', ['worktree', 'remove', '--force', tree], { stdio: 'ignore' });
      } catch {
        // Never added, or already gone: the folder and git's note of it go below.
      }
      rmSync(dir, { recursive: true, force: true });
      execFileSync('git', ['worktree', 'prune'], { stdio: 'ignore' });
    });
    console.log(`checking out ${commit} in ${tree}, then npm ci and npm run build there (minutes)`);
    await run('git', ['worktree', 'add', '--detach', tree, commit]);
    await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: tree });
    await run('npm', ['run', 'build'], { cwd: tree });
    return tree;
  };

  return { run, defer, keepCoreBusy, checkoutBuilt, end, ending };
}
