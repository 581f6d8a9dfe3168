/**
 * Whether enquiries can be written right now. When SQLite refuses a write because of the storage
 * under it (disk full, an I/O error, a read-only file), the enquiry route tells the visitor it was not
 * received and /healthz answers 503. SQLite has already rolled the transaction back, so nothing is
 * half-written. The site recovers by itself: the next enquiry that commits clears the failure, and
 * while it lasts /healthz probes with a small real write (below), so monitors see recovery too.
 */
import Database from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/db.js';

/** SQLite result codes that mean "the storage refused the write" (extended codes start with these). */
const STORAGE_CODES = /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN)/;

type SqliteError = InstanceType<typeof Database.SqliteError>;

/** How often /healthz may try a probe write while storage is failing. */
const PROBE_INTERVAL_MS = 1000;

export interface StorageFailure {
  /** The SQLite code of the write that failed, e.g. SQLITE_FULL. */
  code: string;
  /** When writes started failing (ISO time). */
  since: string;
}

/** True for an error that says the storage, not the data or the code, refused a write. */
export function isStorageFailure(err: unknown): err is SqliteError {
  return err instanceof Database.SqliteError && STORAGE_CODES.test(err.code);
}

export class StorageHealth {
  private failure: StorageFailure | undefined;
  private lastProbe = 0;
  private readonly probe: () => void;

  constructor(
    db: DB,
    private readonly log: FastifyBaseLogger,
  ) {
    // A write that needs fresh pages (so a capped or full database refuses it) and is committed (so a
    // full disk refuses it: in WAL mode nothing reaches the disk before the commit). The row is
    // deleted in the same transaction, so nobody ever sees it; the pages it used become free pages.
    const pageSize = Number(db.pragma('page_size', { simple: true }));
    const insert = db.prepare("INSERT INTO app_secrets (name, value) VALUES ('storage-probe', zeroblob(?))");
    const remove = db.prepare("DELETE FROM app_secrets WHERE name = 'storage-probe'");
    this.probe = db.transaction(() => {
      insert.run(2 * pageSize);
      remove.run();
    });
  }

  /**
   * Runs a write. A storage failure is recorded and answered as `undefined` (the caller tells the
   * visitor); any other error is thrown as before. A successful write clears a recorded failure.
   */
  write<T>(write: () => T): T | undefined {
    try {
      const result = write();
      this.recovered();
      return result;
    } catch (err) {
      if (!isStorageFailure(err)) throw err;
      this.failed(err);
      return undefined;
    }
  }

  /** The current failure, if any; while failing, first tries a probe write (at most once a second). */
  check(now = Date.now()): StorageFailure | undefined {
    if (this.failure && now - this.lastProbe >= PROBE_INTERVAL_MS) {
      this.lastProbe = now;
      this.write(this.probe);
    }
    return this.failure;
  }

  private failed(err: SqliteError): void {
    if (this.failure) return;
    this.failure = { code: err.code, since: new Date().toISOString() };
    this.log.error({ code: err.code, err }, 'the database refused a write: enquiries are answered 503 until writes succeed again');
  }

  private recovered(): void {
    if (!this.failure) return;
    this.log.warn({ code: this.failure.code, since: this.failure.since }, 'the database accepts writes again');
    this.failure = undefined;
  }
}
