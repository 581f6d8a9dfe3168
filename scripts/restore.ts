/**
 * Puts a backup back as the enquiries database, safely: the backup is checked first, the site must
 * be stopped, and the current database (if any) is set aside, never overwritten:
 *   npm run restore -- --from backups/enquiries-20250805-031500.db
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase } from '../src/db/db.js';
import { applyLedger, giveToFolderOwner } from '../src/enquiries/forget.js';
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
  if (!existsSync(from)) throw new Error(`${from} cannot be opened: it does not exist, or this user cannot see it (on the server run it as \`sudo laserfocus restore\`, see README "Staff tools on the server")`);
  if (!statSync(from).isDirectory()) return from;
  const newest = readdirSync(from).filter((n) => BACKUP_NAME.test(n)).sort().at(-1);
  if (!newest) throw new Error(`${from} holds no backups (enquiries-YYYYMMDD-HHMMSS.db)`);
  return join(from, newest);
}

await runStaffCommand({
  usage: 'usage: npm run restore -- --from FILE|FOLDER',
  help: [
    'Replaces the enquiries database (DATABASE_PATH) with the backup FILE. Stop the site first.',
    "FILE is checked before anything changes (it must open, pass SQLite's integrity check and hold enquiries);",
    'the current database is kept beside it as DATABASE_PATH.before-restore-YYYYMMDD-HHMMSS.',
    'Migrations newer than the backup run when it is put back, as they would when the site starts. Then the forget',
    'ledger (DATABASE_PATH.forgotten, and the backup\'s own) is re-applied: anyone forgotten since the backup was made is removed again.',
    '  --from FILE     the backup to restore (npm run backup writes them)',
    '  --from FOLDER   the newest backup in FOLDER (the daily ones are in /var/lib/laserfocus/backups on the server)',
  ].join('\n'),
  options: { from: { type: 'string' } },
  run(args, { config }) {
    if (typeof args.from !== 'string') throw new UsageError('--from is required: a backup file (enquiries-YYYYMMDD-HHMMSS.db) or the folder of backups to take the newest from');
    const from = backupFile(args.from);
    const backup = verifyDatabaseFile(from);
    const live = config().DATABASE_PATH;

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
    const enquiries = (db.prepare('SELECT COUNT(*) AS n FROM enquiries').get() as { n: number }).n;
    if (enquiries !== backup.enquiries) throw new Error(`restored ${enquiries} enquiries but the backup holds ${backup.enquiries}`);
    const forgotten = applyLedger(db, live);
    const kept = enquiries - forgotten.enquiries;
    db.close();
    console.log(`Restored ${kept} ${kept === 1 ? 'enquiry' : 'enquiries'} from ${from} to ${live}${setAside ? `; the previous database is kept as ${setAside}` : ''}`);
    console.log(
      `Forget ledger re-applied: removed ${forgotten.enquiries} ${forgotten.enquiries === 1 ? 'enquiry' : 'enquiries'} of people forgotten since the backup was made${forgotten.enquiries ? ` (of the ${enquiries} it held)` : ''}`,
    );
  },
});
