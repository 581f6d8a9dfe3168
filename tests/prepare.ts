/**
 * What `npm test` does before the tests: `npm run lint` and the build (`build.ts --if-needed`) at the
 * same time, as neither reads what the other writes (lint reads sources, the build writes dist/) and
 * each leaves a core half idle (the type checker is one thread, image encoding waits on the disk).
 * Each one's output is printed whole when it ends; the exit code is non-zero if either failed.
 */
import { spawn } from 'node:child_process';

/** Runs a command, keeping its output; resolves with whether it succeeded. */
function step(name: string, command: string, args: string[]): Promise<boolean> {
  const started = Date.now();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve) => {
    child.on('error', (err) => (output += `could not start: ${err.message}\n`));
    child.on('close', (code) => {
      const verdict = code === 0 ? 'ok' : `failed (exit code ${code})`;
      process.stdout.write(`\n── ${name} · ${((Date.now() - started) / 1000).toFixed(1)} s · ${verdict}\n${output.trim()}\n`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all([
  step('npm run lint', 'npm', ['run', 'lint']),
  step('build', process.execPath, ['--import', 'tsx', 'build.ts', '--if-needed']),
]);
process.exitCode = results.every(Boolean) ? 0 : 1;
