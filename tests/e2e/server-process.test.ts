import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';

/** Starts the production bundle (dist/server.js) as `npm start` does, on a free port. */
async function startBuiltServer(port: number, dir: string) {
  const child = spawn(process.execPath, ['dist/server.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: join(dir, 'e.db'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      if (res.ok) return { child, output: () => output };
    } catch {
      /* not listening yet */
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

test('the built server starts, serves pages and exits cleanly on SIGTERM', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-proc-'));
  const port = 39000 + Math.floor(Math.random() * 1000);
  const { child } = await startBuiltServer(port, dir);
  try {
    const home = await fetch(`http://127.0.0.1:${port}/`);
    assert.is(home.status, 200);
    assert.match(await home.text(), 'My Problem is Un-laserable');
    const missing = await fetch(`http://127.0.0.1:${port}/no-such-page`);
    assert.is(missing.status, 404);
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    assert.is(code, 0);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a bad setting stops boot with one line naming it', async () => {
  const child = spawn(process.execPath, ['dist/server.js'], { env: { ...process.env, PORT: '99999' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const [code] = await once(child, 'exit');
  assert.is(code, 1);
  assert.match(stderr, /Invalid setting PORT=/);
});

test.run();
