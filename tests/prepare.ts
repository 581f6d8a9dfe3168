/**
 * What the tests need before they start (tests/run.ts calls it): `npm run lint` and the build
 * (`build.ts --if-needed`) at the same time, as neither reads what the other writes (lint reads
 * sources, the build writes dist/) and each leaves a core half idle (the type checker is one thread,
 * image encoding waits on the disk). Each one's output is printed whole when it ends.
 */
import { spawn } from 'node:child_process';

/** A limit for a step that hangs, not a timing goal: each takes well under a minute. */
const STEP_LIMIT_MS = 10 * 60_000;

/** Runs a command, keeping its output; resolves with whether it succeeded, or false once past STEP_LIMIT_MS. */
function step(name: string, command: string, args: string[]): Promise<boolean> {
  const started = Date.now();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve) => {
    let done = false;
    const finish = (verdict: string, ok: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(limit);
      process.stdout.write(`\n── ${name} · ${((Date.now() - started) / 1000).toFixed(1)} s · ${verdict}\n${output.trim()}\n`);
      resolve(ok);
    };
    // Not waiting for its output to close: a tool the step started may still hold it.
    const limit = setTimeout(() => {
      child.kill('SIGKILL');
      finish(`stopped: still running after ${STEP_LIMIT_MS / 60_000} minutes`, false);
    }, STEP_LIMIT_MS);
    child.on('error', (err) => (output += `could not start: ${err.message}\n`));
    child.on('close', (code) => finish(code === 0 ? 'ok' : `failed (exit code ${code})`, code === 0));
  });
}

/** Runs the steps asked for, together; resolves with whether every one succeeded. */
export async function prepare(steps: { lint: boolean; build: boolean }): Promise<boolean> {
  const results = await Promise.all([
    steps.lint ? step('npm run lint', 'npm', ['run', 'lint']) : true,
    steps.build ? step('build', process.execPath, ['--import', 'tsx', 'build.ts', '--if-needed']) : true,
  ]);
  return results.every(Boolean);
}
