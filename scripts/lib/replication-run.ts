/**
 * What the replication test and `npm run bench:replication` share: the built site started under
 * Litestream with a file:// replica, losing the whole server at once (SIGKILL to Litestream and the
 * site), and a look into the replica with Litestream's own restore.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { litestreamBinary } from '../../src/replication/litestream.js';
import { startBuiltServer, type BuiltServer, type StartOptions } from '../start-built.js';

/** A port that was free a moment ago (Litestream's metrics need one chosen before it starts). */
export async function freeLoopbackPort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export interface ReplicatingServer extends BuiltServer {
  replicaUrl: string;
  dbPath: string;
  /** The site's own pid (Litestream's child), from its log lines. */
  sitePid: number;
}

/** The built site under Litestream (scripts/serve.sh), replicating to `replicaUrl`. */
export async function startReplicating(
  replicaUrl: string,
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<ReplicatingServer> {
  const server = await startBuiltServer(
    {
      REPLICA_URL: replicaUrl,
      REPLICA_METRICS_PORT: String(await freeLoopbackPort()),
      FORM_MIN_FILL_MS: '0',
      RATE_LIMIT_MAX: '1000000',
      ...env,
    },
    options,
  );
  const line = await server.waitForOutput('Server listening at');
  return {
    ...server,
    replicaUrl,
    dbPath: env.DATABASE_PATH ?? join(server.dir, 'enquiries.db'),
    sitePid: (JSON.parse(line) as { pid: number }).pid,
  };
}

/** The server is lost: Litestream and the site killed at once, nothing flushed, nothing closed. */
export async function killServer(server: ReplicatingServer): Promise<void> {
  for (const pid of [server.sitePid, server.child.pid!]) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await server.exit;
}

/** The emails in the replica's newest copy (or as it was at `at`), read with `litestream restore` into a temp file. */
export async function emailsInReplica(replicaUrl: string, at?: Date): Promise<Set<string>> {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-replica-look-'));
  try {
    const out = join(dir, 'look.db');
    const args = ['restore', '-o', out, ...(at ? ['-timestamp', at.toISOString()] : []), replicaUrl];
    await promisify(execFile)(litestreamBinary()!, args);
    const db = new Database(out, { readonly: true });
    try {
      return new Set((db.prepare('SELECT email FROM enquiries').all() as { email: string }[]).map((r) => r.email));
    } finally {
      db.close();
    }
  } catch (err) {
    // Before the first snapshot there is nothing to restore yet.
    if (/no matching backups|no snapshots|no generation/i.test(String((err as { stderr?: string }).stderr ?? ''))) return new Set();
    throw err;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
