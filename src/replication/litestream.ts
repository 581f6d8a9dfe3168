/**
 * Litestream (v0.3.13, from the npm package @flydotio/litestream-linux-x64): where its binary is, the
 * configuration it runs with, and restoring from the replica. The configuration is written from the
 * settings at every start, so the settings (src/config.ts) stay the one place replication is described.
 */
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { retentionMinutes, s3ReplicaOptions, type Config } from '../config.js';

/** Litestream's binary, or undefined when its package is not installed (it is an optional dependency: Linux x64 only). */
export function litestreamBinary(): string | undefined {
  try {
    const pkg = createRequire(import.meta.url).resolve('@flydotio/litestream-linux-x64/package.json');
    const bin = join(dirname(pkg), 'litestream');
    return existsSync(bin) ? bin : undefined;
  } catch {
    return undefined;
  }
}

/** The file the configuration is written to: beside the database, where the service may write. */
export const litestreamConfigPath = (config: Pick<Config, 'DATABASE_PATH'>) => `${resolve(config.DATABASE_PATH)}.litestream.yml`;

/** A snapshot a day (or one per retention period when that is shorter), so a restore replays at most a day of WAL. */
function snapshotInterval(retention: string): string {
  return retentionMinutes(retention) < 24 * 60 ? retention : '24h';
}

/**
 * An s3:// replica's options (endpoint, region, force-path-style) as lines of the replica's
 * configuration: Litestream 0.3 reads only the bucket and path from its url and ignores the query.
 */
function s3OptionLines(url: string): string[] {
  if (!url.startsWith('s3:')) return [];
  return Object.entries(s3ReplicaOptions(url)).map(([key, value]) => `        ${key}: ${JSON.stringify(value)}`);
}

/**
 * Litestream's configuration. The replica's address is left as ${REPLICA_URL} for Litestream to
 * expand from the environment when it reads the file, so no password in an sftp:// address is ever
 * written to disk; an S3 store's key is never in it either (Litestream reads LITESTREAM_ACCESS_KEY_ID
 * and LITESTREAM_SECRET_ACCESS_KEY, or AWS_*, from the environment). Sync interval 1 s: an
 * acknowledged enquiry is off the machine about a second later.
 */
export function litestreamConfig(
  config: Pick<Config, 'DATABASE_PATH' | 'REPLICA_URL' | 'REPLICA_RETENTION' | 'REPLICA_METRICS_PORT'>,
): string {
  return [
    '# Written by the site from its settings at every start (src/replication/litestream.ts): edits are overwritten.',
    `addr: 127.0.0.1:${config.REPLICA_METRICS_PORT}`,
    'dbs:',
    `  - path: ${JSON.stringify(resolve(config.DATABASE_PATH))}`,
    '    replicas:',
    '      - url: ${REPLICA_URL}',
    ...s3OptionLines(config.REPLICA_URL),
    '        sync-interval: 1s',
    `        retention: ${config.REPLICA_RETENTION}`,
    `        snapshot-interval: ${snapshotInterval(config.REPLICA_RETENTION)}`,
    '',
  ].join('\n');
}

/** Writes Litestream's configuration for these settings (beside the database unless told where) and returns its path. */
export function writeLitestreamConfig(config: Config, path = litestreamConfigPath(config)): string {
  // Litestream starts before the site creates the database's folder (a new machine).
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, litestreamConfig(config), { mode: 0o600 });
  chmodSync(path, 0o600);
  return path;
}

/** Litestream's words on a failure (its last line of output), without anything that could hold the replica's address. */
function litestreamError(err: unknown): Error {
  const e = err as { stderr?: string; stdout?: string; code?: unknown; signal?: unknown };
  const output = `${e.stdout ?? ''}\n${e.stderr ?? ''}`
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const last = output.at(-1) ?? `exit ${String(e.signal ?? e.code)}`;
  return new Error(`litestream restore failed: ${last.replace(/[a-z0-9]+:\/\/\S+/gi, '(replica)')}`);
}

/**
 * Restores the replica's newest copy, or the copy as it was at `at`, into `output` (which must not
 * exist). Litestream reads the replica's address and credentials from the environment.
 */
export async function restoreFromReplica(config: Config, output: string, at?: Date): Promise<void> {
  const bin = litestreamBinary();
  if (!bin)
    throw new Error(
      'Litestream is not installed (the optional package @flydotio/litestream-linux-x64, Linux x64 only): run npm ci on a Linux x64 machine',
    );
  if (!config.REPLICA_URL)
    throw new Error("REPLICA_URL is not set: name the replica to restore from in the settings (the server's /etc/laserfocus.env)");
  // The configuration lives only as long as the restore, in a private folder of its own: a restore
  // that fails leaves nothing beside DATABASE_PATH (on a new machine, not even the folder).
  const scratch = mkdtempSync(join(tmpdir(), 'laserfocus-restore-'));
  try {
    const args = ['restore', '-config', writeLitestreamConfig(config, join(scratch, 'litestream.yml')), '-o', output];
    if (at) args.push('-timestamp', at.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    args.push(resolve(config.DATABASE_PATH));
    await promisify(execFile)(bin, args, { env: process.env, maxBuffer: 4 * 1024 * 1024 });
  } catch (err) {
    throw litestreamError(err);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
