/** Starts the production bundle (dist/server.js) as a child process and waits for /healthz. Used by bench, lighthouse and load scripts. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BuiltServer {
  url: string;
  port: number;
  dir: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

export async function startBuiltServer(port: number, env: Record<string, string> = {}): Promise<BuiltServer> {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-run-'));
  const child = spawn(process.execPath, ['dist/server.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: join(dir, 'enquiries.db'), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* still starting */
    }
    if (i > 150 || child.exitCode !== null) throw new Error(`server on port ${port} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    dir,
    child,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
