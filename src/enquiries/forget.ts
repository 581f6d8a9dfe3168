/**
 * Privacy requests: forgetting one person, and keeping them forgotten. Forgetting deletes their
 * enquiries (with touches, queued emails, webhook deliveries, site checks and what became of each lead, with its history) and records a one-way hash of the
 * address in a ledger kept twice: a table in the database (so every later backup carries it) and a
 * file beside the database (so it survives the database being replaced). Restoring a backup
 * re-applies the ledger, so a person forgotten after the backup was made is not brought back.
 */
import { chownSync, existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname } from 'node:path';
import type { DB } from '../db/db.js';
import { forgetDeliveries, type EnquiryDeliveries } from '../outbox/queue.js';

/** The ledger file of a database: beside it, named after it. */
export const ledgerPath = (databasePath: string) => `${databasePath}.forgotten`;

/**
 * A one-way hash of an address (trimmed, lower case): it cannot be turned back into the address, but
 * the same address always gives the same hash, which is how a restored copy is checked against it.
 */
export function forgottenHash(email: string): string {
  return createHash('sha256').update(`laserfocus-forget:${email.trim().toLowerCase()}`).digest('hex');
}

/** What a forget (or a re-applied ledger) removed: each count is of rows actually deleted. */
export interface Forgotten extends EnquiryDeliveries {
  enquiries: number;
  /** Recorded outcome changes (contacted, won, lost...) of those enquiries. */
  outcomes: number;
}

const none: Forgotten = { enquiries: 0, outcomes: 0, unsentEmails: 0, sentEmails: 0, undeliveredWebhooks: 0, deliveredWebhooks: 0 };

/** Deletes the given enquiries and everything that hangs off them; returns what went. */
function deleteEnquiries(db: DB, ids: number[], dryRun: boolean): Forgotten {
  if (!ids.length) return { ...none };
  const marks = ids.map(() => '?').join(',');
  const outcomes = (db.prepare(`SELECT COUNT(*) AS n FROM enquiry_outcomes WHERE enquiry_id IN (${marks})`).get(...ids) as { n: number }).n;
  const result: Forgotten = { enquiries: ids.length, outcomes, ...forgetDeliveries(db, ids, dryRun) };
  if (!dryRun) {
    // Deleted rows are overwritten, not only unlinked: otherwise their bytes would stay in free pages,
    // and so in every later backup and replica snapshot, long after REPLICA_RETENTION.
    db.pragma('secure_delete = ON');
    // Outcomes after the deliveries: an enquiry.updated delivery names its outcome change.
    for (const table of ['enquiry_touches', 'audits', 'enquiry_outcomes'])
      db.prepare(`DELETE FROM ${table} WHERE enquiry_id IN (${marks})`).run(...ids);
    db.prepare(`DELETE FROM enquiries WHERE id IN (${marks})`).run(...ids);
  }
  return result;
}

/** The hashes in a ledger file (none when it does not exist yet). */
function readLedgerFile(path: string): Set<string> {
  if (!existsSync(path)) return new Set();
  return new Set(
    readFileSync(path, 'utf8')
      .split('\n')
      .map((l) => l.split(' ')[0] ?? '')
      .filter((h) => /^[0-9a-f]{64}$/.test(h)),
  );
}

/**
 * Writes the ledger file whole (hash and the day it was recorded, one a line), through a temporary
 * file and a rename so it is never half written; 0600, and owned like its folder when run as root
 * (sudo), so the site's user can still add to it.
 */
function writeLedgerFile(path: string, entries: Map<string, string>): void {
  const partial = `${path}.partial`;
  writeFileSync(partial, [...entries].map(([hash, day]) => `${hash} ${day}\n`).join(''), { mode: 0o600 });
  renameSync(partial, path);
  giveToFolderOwner(path);
}

/** Run as root, a file written in the data folder is handed to the folder's owner (the site's user). */
export function giveToFolderOwner(path: string): void {
  if (process.getuid?.() !== 0) return;
  const folder = statSync(dirname(path));
  chownSync(path, folder.uid, folder.gid);
}

function ledgerTable(db: DB): Map<string, string> {
  const rows = db.prepare('SELECT hash, forgotten_on FROM forgotten').all() as { hash: string; forgotten_on: string }[];
  return new Map(rows.map((r) => [r.hash, r.forgotten_on]));
}

/**
 * Forgets one person: deletes every enquiry from `email` (matched without regard to case) and, unless
 * `dryRun`, records the address's hash in the ledger table and file.
 */
export function forgetEmail(db: DB, databasePath: string, email: string, dryRun = false): Forgotten {
  const address = email.trim().toLowerCase();
  const hash = forgottenHash(address);
  const today = new Date().toISOString().slice(0, 10);
  const result = db
    .transaction(() => {
      const ids = (db.prepare('SELECT id FROM enquiries WHERE lower(email) = ?').all(address) as { id: number }[]).map((r) => r.id);
      const removed = deleteEnquiries(db, ids, dryRun);
      if (!dryRun) db.prepare('INSERT OR IGNORE INTO forgotten (hash, forgotten_on) VALUES (?, ?)').run(hash, today);
      return removed;
    })
    .immediate();
  if (!dryRun) {
    const file = ledgerPath(databasePath);
    const entries = new Map([...readLedgerFile(file)].map((h) => [h, today]));
    const fromTable = ledgerTable(db);
    for (const [h, day] of fromTable) entries.set(h, day);
    writeLedgerFile(file, entries);
  }
  return result;
}

/**
 * Re-applies the ledger to a database (after a restore): every enquiry whose address is in the ledger
 * file beside `databasePath` or in the database's own ledger table is deleted, and both ledgers end up
 * holding every hash. Returns what was removed.
 */
export function applyLedger(db: DB, databasePath: string): Forgotten {
  const file = ledgerPath(databasePath);
  const fromFile = readLedgerFile(file);
  const result = db
    .transaction(() => {
      const known = ledgerTable(db);
      const today = new Date().toISOString().slice(0, 10);
      const insert = db.prepare('INSERT OR IGNORE INTO forgotten (hash, forgotten_on) VALUES (?, ?)');
      for (const hash of fromFile) if (!known.has(hash)) insert.run(hash, today);
      const hashes = new Set([...fromFile, ...known.keys()]);
      if (!hashes.size) return { ...none };
      const rows = db.prepare('SELECT id, email FROM enquiries').all() as { id: number; email: string }[];
      return deleteEnquiries(
        db,
        rows.filter((r) => hashes.has(forgottenHash(r.email))).map((r) => r.id),
        false,
      );
    })
    .immediate();
  const table = ledgerTable(db);
  if (table.size) writeLedgerFile(file, table);
  return result;
}
