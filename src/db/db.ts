/**
 * Opens the enquiries database: creates its folder, turns on WAL with full sync, a busy timeout and
 * foreign keys, checks integrity, and runs numbered migrations tracked in schema_migrations.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname } from 'node:path';
import { migrations } from './migrations.js';

export type DB = Database.Database;

export class DatabaseError extends Error {}

/**
 * better-sqlite3 13 crashes the process (a segfault, no message) on Node older than 22 as soon as a
 * database is opened, so an older Node is refused here in words. The project runs on the Node it
 * pins (package.json "node"): npm scripts, scripts/serve.sh and the deploy units use it.
 */
function checkNodeVersion(): void {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 22) {
    throw new DatabaseError(
      `Node ${process.version} cannot open the database (better-sqlite3 needs Node 22 or later): run it with the project's Node, node_modules/.bin/node (npm scripts do)`,
    );
  }
}

export function openDatabase(path: string, options: { readonly?: boolean } = {}): DB {
  checkNodeVersion();
  if (!options.readonly) {
    try {
      mkdirSync(dirname(path), { recursive: true });
    } catch (err) {
      throw new DatabaseError(
        `Invalid setting DATABASE_PATH=${JSON.stringify(path)}: cannot create its folder (${(err as Error).message})`,
      );
    }
  }
  let db: DB;
  try {
    db = new Database(path, { readonly: options.readonly ?? false, fileMustExist: options.readonly ?? false });
    db.pragma('busy_timeout = 5000');
    if (!options.readonly) {
      db.pragma('journal_mode = WAL');
      // FULL: every commit is synced to disk before the answer, so an acknowledged enquiry survives a
      // power cut, not only a crash (NORMAL in WAL mode can lose the last commits). Enquiries are few;
      // `npm run burst` measures the cost.
      db.pragma('synchronous = FULL');
      // wal_autocheckpoint stays at SQLite's default (1000 pages, PASSIVE). With replication on,
      // Litestream holds a read transaction on the WAL while it copies it, and a passive checkpoint
      // never restarts the WAL under a reader, so no frame is lost to the replica; Litestream's own
      // checkpoints do the rest. Turning it off would let the WAL grow without limit whenever
      // Litestream is not running. Never TRUNCATE or RESTART here (src/replication/README.md).
    }
    db.pragma('foreign_keys = ON');
  } catch (err) {
    throw new DatabaseError(`Invalid setting DATABASE_PATH=${JSON.stringify(path)}: cannot open the database (${(err as Error).message})`);
  }
  const check = db.pragma('quick_check', { simple: true });
  if (check !== 'ok') throw new DatabaseError(`Database ${path} failed its integrity check: ${String(check)}`);
  if (!options.readonly) migrate(db);
  return db;
}

/** Applies every migration newer than the database's version, each in its own transaction. */
export function migrate(db: DB): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
  const current = (db.prepare('SELECT COALESCE(MAX(version), 0) AS v FROM schema_migrations').get() as { v: number }).v;
  let applied = 0;
  for (const m of migrations) {
    if (m.version <= current) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(m.version, new Date().toISOString());
    })();
    applied++;
  }
  return applied;
}

/**
 * SQL conditions (and their named parameters) keeping `column` within a range: from `since`
 * inclusive to `until`, exclusive for instants (the next day's midnight) or inclusive for days.
 */
export function rangeConditions(
  column: string,
  { since, until }: { since?: string; until?: string },
  untilIs: 'exclusive' | 'inclusive' = 'exclusive',
): { conditions: string[]; params: Record<string, string> } {
  const conditions: string[] = [];
  const params: Record<string, string> = {};
  if (since) {
    conditions.push(`${column} >= @since`);
    params.since = since;
  }
  if (until) {
    conditions.push(`${column} ${untilIs === 'exclusive' ? '<' : '<='} @until`);
    params.until = until;
  }
  return { conditions, params };
}

/**
 * A secret the site keeps for itself in the database (app_secrets): the setting's value when one is
 * given, else 32 random bytes generated on first use and kept, so every process and restart agrees.
 */
export function keptSecret(db: DB, name: string, configured?: string): string {
  if (configured) return configured;
  const read = () => (db.prepare('SELECT value FROM app_secrets WHERE name = ?').get(name) as { value: string } | undefined)?.value;
  const kept = read();
  if (kept) return kept;
  db.prepare('INSERT OR IGNORE INTO app_secrets (name, value) VALUES (?, ?)').run(name, randomBytes(32).toString('hex'));
  const stored = read();
  if (stored === undefined) throw new Error(`app_secrets has no ${name} just after it was stored`);
  return stored;
}
