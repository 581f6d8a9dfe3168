/**
 * What `npm run backup` and `npm run restore` share: backup names that sort by time, the check that
 * a copy is a sound enquiries database, and rotation (keep the newest N).
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { migrations } from '../../src/db/migrations.js';

export const BACKUP_NAME = /^enquiries-\d{8}-\d{6}\.db$/;

/** enquiries-YYYYMMDD-HHMMSS.db in UTC: names sort in time order and never depend on the server's zone. */
export function backupFileName(at: Date): string {
  const stamp = at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return `enquiries-${stamp}.db`;
}

/** A time stamp for files set aside (YYYYMMDD-HHMMSS, UTC). */
export const fileStamp = (at: Date) => backupFileName(at).slice('enquiries-'.length, -'.db'.length);

export interface VerifiedCopy {
  enquiries: number;
  schemaVersion: number;
}

/**
 * Opens `path` read-only and checks it is a whole enquiries database this code can run: SQLite's
 * full integrity check passes, the enquiries table answers, and its schema is not newer than ours.
 * Throws with the reason otherwise.
 */
export function verifyDatabaseFile(path: string): VerifiedCopy {
  let db: Database.Database;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true });
  } catch (err) {
    throw new Error(`${path} cannot be opened: ${(err as Error).message}`);
  }
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`${path} failed SQLite's integrity check: ${String(check)}`);
    const enquiries = (db.prepare('SELECT COUNT(*) AS n FROM enquiries').get() as { n: number }).n;
    const schemaVersion = (db.prepare('SELECT COALESCE(MAX(version), 0) AS v FROM schema_migrations').get() as { v: number }).v;
    const newest = Math.max(...migrations.map((m) => m.version));
    if (schemaVersion > newest)
      throw new Error(`${path} was written by a newer version of the site (schema ${schemaVersion}, this one knows ${newest})`);
    return { enquiries, schemaVersion };
  } catch (err) {
    if (err instanceof Database.SqliteError) throw new Error(`${path} is not a usable enquiries database: ${err.message}`);
    throw err;
  } finally {
    db.close();
  }
}

/** Deletes the oldest backups in `dir` beyond the newest `keep`; other files are never touched. Returns the names removed. */
export function rotateBackups(dir: string, keep: number): string[] {
  const backups = readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .reverse();
  const removed = backups.slice(keep);
  for (const name of removed) rmSync(join(dir, name));
  return removed;
}
