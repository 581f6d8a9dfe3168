/**
 * What the replication tests and `npm run bench:replication` share: the built site started under
 * Litestream with a file:// or s3:// replica, losing the whole server at once (SIGKILL to Litestream
 * and the site), and a look into the replica with Litestream's own restore.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { litestreamBinary, litestreamConfig } from '../../src/replication/litestream.js';
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

/**
 * `litestream restore` of `replicaUrl` into `out`. An s3:// address with options (endpoint, region,
 * force-path-style) goes through a configuration written in `scratch`, as the site's own restore does:
 * Litestream 0.3 reads no options from an address on its command line.
 */
export function restoreArgs(replicaUrl: string, out: string, scratch: string, at?: Date): string[] {
  const timestamp = at ? ['-timestamp', at.toISOString()] : [];
  if (!replicaUrl.startsWith('s3:') || !replicaUrl.includes('?')) return ['restore', '-o', out, ...timestamp, replicaUrl];
  const database = join(scratch, 'replicated.db');
  const config = join(scratch, 'litestream.yml');
  const settings = { DATABASE_PATH: database, REPLICA_URL: replicaUrl, REPLICA_RETENTION: '72h', REPLICA_METRICS_PORT: 9 };
  // The address itself, not ${REPLICA_URL}: this look runs with no REPLICA_URL in its environment.
  writeFileSync(config, litestreamConfig(settings).replace('${REPLICA_URL}', JSON.stringify(replicaUrl)));
  return ['restore', '-config', config, '-o', out, ...timestamp, database];
}

/**
 * The emails in the replica's newest copy (or as it was at `at`), read with `litestream restore` into
 * a temp file; `env` adds the store's key (LITESTREAM_ACCESS_KEY_ID ...) for an s3:// replica.
 */
export async function emailsInReplica(replicaUrl: string, at?: Date, env: Record<string, string> = {}): Promise<Set<string>> {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-replica-look-'));
  try {
    const out = join(dir, 'look.db');
    // A time limit: a store that stops answering fails the look instead of hanging it.
    await promisify(execFile)(litestreamBinary()!, restoreArgs(replicaUrl, out, dir, at), {
      env: { ...process.env, ...env },
      timeout: 120_000,
    });
    const db = new Database(out, { readonly: true });
    try {
      return new Set((db.prepare('SELECT email FROM enquiries').all() as { email: string }[]).map((r) => r.email));
    } finally {
      db.close();
    }
  } catch (err) {
    // Before the first snapshot there is nothing to restore yet.
    // (Litestream writes its last word to stdout or stderr depending on where it failed.)
    const said = `${(err as { stdout?: string }).stdout ?? ''}${(err as { stderr?: string }).stderr ?? ''}`;
    if (/no matching backups|no snapshots|no generation/i.test(said)) return new Set();
    throw err;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
