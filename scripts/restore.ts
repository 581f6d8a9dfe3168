/**
 * Puts a copy back as the enquiries database, safely: the copy is checked first, the site must be
 * stopped, and the current database (if any) is set aside, never overwritten:
 *   npm run restore -- --from backups/enquiries-20250805-031500.db     a backup (npm run backup)
 *   npm run restore -- --from-replica [--at "2026-11-20 14:00"]        Litestream's replica (REPLICA_URL)
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import type { Config } from '../src/config.js';
import { openDatabase } from '../src/db/db.js';
import { applyLedger, giveToFolderOwner } from '../src/enquiries/forget.js';
import { restoreFromReplica } from '../src/replication/litestream.js';
import { formatLocalTime, localInstant } from '../src/time/local-time.js';
import { BACKUP_NAME, fileStamp, verifyDatabaseFile } from './lib/backups.js';
import { UsageError, runStaffCommand } from './lib/staff-command.js';

/**
 * Folds the live database's WAL into its main file and leaves it in rollback-journal mode, which
 * SQLite only allows when no other connection has it open: SQLITE_BUSY here means the site is running.
 */
function closeLiveDatabase(path: string): void {
  let db: Database.Database;
  try {
    db = new Database(path, { fileMustExist: true });
  } catch {
    return; // not even openable: it is set aside as it is
  }
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('journal_mode = DELETE');
  } catch (err) {
    if (err instanceof Database.SqliteError && err.code.startsWith('SQLITE_BUSY')) {
      throw new Error(`the site is running (${path} is in use): stop it first (sudo systemctl stop laserfocus), then restore`);
    }
    // A damaged database is exactly what a restore replaces; it is set aside untouched.
  } finally {
    db.close();
  }
}

/** A backup file, or the newest backup in a folder of them. */
function backupFile(from: string): string {
  if (!existsSync(from))
    throw new Error(
      `${from} cannot be opened: it does not exist, or this user cannot see it (on the server run it as \`sudo laserfocus restore\`, see docs/operations.md, "Staff tools on the server")`,
    );
  if (!statSync(from).isDirectory()) return from;
  const newest = readdirSync(from)
    .filter((n) => BACKUP_NAME.test(n))
    .sort()
    .at(-1);
  if (!newest) throw new Error(`${from} holds no backups (enquiries-YYYYMMDD-HHMMSS.db)`);
  return join(from, newest);
}

/** --at "YYYY-MM-DD HH:MM[:SS]" as the clock in TIME_ZONE showed it, as an instant. */
function localMoment(value: string, timeZone: string): Date {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m || Number.isNaN(Date.parse(m[1]!)) || Number(m[2]) > 23)
    throw new UsageError(
      `--at must be a local date and time such as "2026-11-20 14:00" (TIME_ZONE ${timeZone}), not ${JSON.stringify(value)}`,
    );
  const at = new Date(Date.parse(localInstant(m[1]!, Number(m[2]), Number(m[3]), timeZone)) + Number(m[4] ?? 0) * 1000);
  if (at.getTime() > Date.now()) throw new UsageError(`--at ${value} is in the future`);
  return at;
}

/**
 * Puts the checked copy `from` in place of the database, setting the current one aside; runs newer
 * migrations and re-applies the forget ledger. Returns the enquiries kept, removed and where the old database went.
 */
function putBack(from: string, live: string, copyHeld: number) {
  let setAside = '';
  if (existsSync(live)) {
    closeLiveDatabase(live);
    setAside = `${live}.before-restore-${fileStamp(new Date())}`;
    for (const suffix of ['', '-wal', '-shm']) if (existsSync(live + suffix)) renameSync(live + suffix, setAside + suffix);
  }
  // Copied beside the target, then renamed: the database path never holds half a file.
  const restoring = `${live}.restoring`;
  mkdirSync(dirname(live), { recursive: true });
  copyFileSync(from, restoring);
  renameSync(restoring, live);
  // Run as root (sudo), the file would be root's: give it to whoever owns the data folder (the site's user).
  giveToFolderOwner(live);
  const db = openDatabase(live);
  try {
    const enquiries = (db.prepare('SELECT COUNT(*) AS n FROM enquiries').get() as { n: number }).n;
    if (enquiries !== copyHeld) throw new Error(`restored ${enquiries} enquiries but the copy holds ${copyHeld}`);
    const forgotten = applyLedger(db, live);
    return { enquiries, forgotten: forgotten.enquiries, setAside };
  } finally {
    db.close();
  }
}

/**
 * Fetches the replica's newest copy (or the one at `at`) beside the database and checks it. A
 * database already there is refused unless `force`: on a new machine there is none, and on the old
 * one it may hold enquiries the replica never got.
 */
async function fetchReplica(config: Config, at: Date | undefined, force: boolean): Promise<string> {
  const live = config.DATABASE_PATH;
  if (existsSync(live) && !force) {
    closeLiveDatabase(live); // says so when the site is running
    throw new UsageError(
      `${live} already holds a database: add --force to set it aside (kept as ${live}.before-restore-...) and restore the replica in its place`,
    );
  }
  const fetched = `${live}.from-replica`;
  const removeFetched = () => {
    for (const suffix of FETCHED_SUFFIXES) rmSync(fetched + suffix, { force: true });
  };
  removeFetched();
  // The first folder this made, if any (a new machine's empty data folder): a failed fetch removes it again.
  const madeFolder = mkdirSync(dirname(live), { recursive: true });
  try {
    await restoreFromReplica(config, fetched, at);
  } catch (err) {
    // Nothing is left behind: no partial copy, no configuration, no folder this made.
    removeFetched();
    if (madeFolder) rmSync(madeFolder, { recursive: true, force: true });
    throw err;
  }
  return fetched;
}

/** What Litestream may leave beside a fetched copy: its temporary file and SQLite's side files. */
const FETCHED_SUFFIXES = ['', '-wal', '-shm', '.tmp', '.tmp-wal', '.tmp-shm'];

const plural = (n: number) => `${n} ${n === 1 ? 'enquiry' : 'enquiries'}`;

await runStaffCommand({
  usage: 'usage: npm run restore -- --from FILE|FOLDER | --from-replica [--at "YYYY-MM-DD HH:MM"] [--force]',
  help: [
    "Replaces the enquiries database (DATABASE_PATH) with a backup or with the replica's copy. Stop the site first.",
    "The copy is checked before anything changes (it must open, pass SQLite's integrity check and hold enquiries);",
    'the current database is kept beside it as DATABASE_PATH.before-restore-YYYYMMDD-HHMMSS.',
    'Migrations newer than the copy run when it is put back, as they would when the site starts. Then the forget',
    "ledger (DATABASE_PATH.forgotten, and the copy's own) is re-applied: anyone forgotten since the copy was made is removed again.",
    '  --from FILE       the backup to restore (npm run backup writes them)',
    '  --from FOLDER     the newest backup in FOLDER (the daily ones are in /var/lib/laserfocus/backups on the server)',
    "  --from-replica    the newest copy in the replica (REPLICA_URL, with Litestream's credentials settings)",
    '  --at TIME         with --from-replica: the database as it was at TIME, "YYYY-MM-DD HH:MM[:SS]" in TIME_ZONE',
    '                    (within REPLICA_RETENTION of now)',
    '  --force           with --from-replica: also when a database is already at DATABASE_PATH (it is set aside)',
  ].join('\n'),
  options: {
    from: { type: 'string' },
    'from-replica': { type: 'boolean', default: false },
    at: { type: 'string' },
    force: { type: 'boolean', default: false },
  },
  async run(args, { config: loadConfig }) {
    const fromReplica = Boolean(args['from-replica']);
    if (fromReplica && typeof args.from === 'string') throw new UsageError('give --from or --from-replica, not both');
    if (!fromReplica && typeof args.from !== 'string')
      throw new UsageError(
        "--from is required: a backup file (enquiries-YYYYMMDD-HHMMSS.db) or the folder of backups to take the newest from; or --from-replica for the replica's copy",
      );
    if (!fromReplica && (args.at !== undefined || args.force)) throw new UsageError('--at and --force go with --from-replica');
    const config = loadConfig();
    const live = config.DATABASE_PATH;
    const at = typeof args.at === 'string' ? localMoment(args.at, config.TIME_ZONE) : undefined;
    const from = fromReplica ? await fetchReplica(config, at, Boolean(args.force)) : backupFile(args.from as string);
    try {
      const copy = verifyDatabaseFile(from);
      const done = putBack(from, live, copy.enquiries);
      const kept = done.enquiries - done.forgotten;
      const source = fromReplica
        ? `the replica${at ? ` as it was at ${formatLocalTime(at.toISOString(), config.TIME_ZONE)}` : ' (its newest copy)'}`
        : from;
      console.log(
        `Restored ${plural(kept)} from ${source} to ${live}${done.setAside ? `; the previous database is kept as ${done.setAside}` : ''}`,
      );
      console.log(
        `Forget ledger re-applied: removed ${plural(done.forgotten)} of people forgotten since the ${fromReplica ? 'copy' : 'backup'} was made${done.forgotten ? ` (of the ${done.enquiries} it held)` : ''}`,
      );
    } finally {
      // Litestream leaves its temporary file's -wal and -shm behind.
      if (fromReplica) for (const suffix of FETCHED_SUFFIXES) rmSync(from + suffix, { force: true });
    }
  },
});
