/**
 * A real S3 protocol server for the replication tests and `npm run bench:replication`: moto in server
 * mode (`moto_server`, moto 5.2.1 with Flask, part of the machine image's Python; nothing installs it).
 * It keeps everything in memory, answers S3's REST API on 127.0.0.1, and takes any key unless told to
 * check them (`checkKeys`). `.ci/run` finds it the same way as `motoServerBinary` and stops without it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { freeLoopbackPort } from './replication-run.js';

/** Where the machine image puts it when it is not on PATH (pyenv's shim for its Python 3.11). */
const PYENV_SHIM = '/root/.pyenv/shims/moto_server';

/** moto_server's path: on PATH, or pyenv's shim; undefined when neither exists. */
export function motoServerBinary(): string | undefined {
  const candidates = [...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'moto_server')), PYENV_SHIM];
  return candidates.find((path) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

export interface MotoServer {
  /** http://127.0.0.1:PORT, the value of a REPLICA_URL's endpoint option. */
  endpoint: string;
  /** Makes a bucket (moto takes a plain PUT while it does not check keys). */
  createBucket(name: string): Promise<void>;
  /**
   * From now on, refuse any request signed with a key moto's IAM does not hold (403
   * InvalidAccessKeyId), as S3 refuses a wrong key; `false` goes back to taking any key.
   */
  checkKeys(on: boolean): Promise<void>;
  /** SIGSTOP: the store stops answering (connections are accepted by the kernel and then hang); `resume` sends SIGCONT. */
  pause(): void;
  resume(): void;
  /** Its output so far, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts moto_server on a free loopback port and waits until it answers (about 3-6 s: Python's imports). */
export async function startMotoServer(): Promise<MotoServer> {
  const bin = motoServerBinary();
  if (!bin) throw new Error('moto_server is not installed (moto 5 with Flask, in the machine image)');
  const port = await freeLoopbackPort();
  const endpoint = `http://127.0.0.1:${port}`;
  // pyenv's shim ends in exec, so this pid becomes Python's own and the signals below reach moto.
  const child: ChildProcess = spawn(bin, ['-H', '127.0.0.1', '-p', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  child.stderr?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`moto_server exited at start: ${output.trim().split('\n').at(-1)}`);
    try {
      if ((await fetch(`${endpoint}/moto-api/data.json`, { signal: AbortSignal.timeout(1000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`moto_server did not answer within 60 s: ${output.trim().split('\n').at(-1)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    endpoint,
    async createBucket(name) {
      const res = await fetch(`${endpoint}/${name}`, { method: 'PUT' });
      if (!res.ok) throw new Error(`moto_server did not make bucket ${name}: ${res.status} ${await res.text()}`);
    },
    async checkKeys(on) {
      // moto's switch for its IAM checks: after this many unchecked requests, every request is checked.
      const res = await fetch(`${endpoint}/moto-api/reset-auth`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: on ? '0' : 'inf',
      });
      if (!res.ok) throw new Error(`moto_server refused reset-auth: ${res.status}`);
    },
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGCONT');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
