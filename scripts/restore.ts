/**
 * Puts a backup back as the enquiries database, safely: the backup is checked first, the site must
 * be stopped, and the current database (if any) is set aside, never overwritten:
 *   npm run restore -- --from backups/enquiries-20250805-031500.db
 */
import { chownSync, copyFileSync, existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase } from '../src/enquiries/db.js';
import { fileStamp, verifyDatabaseFile } from './lib/backups.js';
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

await runStaffCommand({
  usage: 'usage: npm run restore -- --from FILE',
  help: [
    'Replaces the enquiries database (DATABASE_PATH) with the backup FILE. Stop the site first.',
    "FILE is checked before anything changes (it must open, pass SQLite's integrity check and hold enquiries);",
    'the current database is kept beside it as DATABASE_PATH.before-restore-YYYYMMDD-HHMMSS.',
    'Migrations newer than the backup run when it is put back, as they would when the site starts.',
    '  --from FILE   the backup to restore (npm run backup writes them)',
  ].join('\n'),
  options: { from: { type: 'string' } },
  run(args, { config }) {
    const from = args.from as string | undefined;
    if (!from) throw new UsageError('--from FILE is required');
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
    if (process.getuid?.() === 0) {
      const folder = statSync(dirname(live));
      chownSync(live, folder.uid, folder.gid);
    }
    const db = openDatabase(live);
    const enquiries = (db.prepare('SELECT COUNT(*) AS n FROM enquiries').get() as { n: number }).n;
    db.close();
    if (enquiries !== backup.enquiries) throw new Error(`restored ${enquiries} enquiries but the backup holds ${backup.enquiries}`);
    console.log(`Restored ${enquiries} ${enquiries === 1 ? 'enquiry' : 'enquiries'} from ${from} to ${live}${setAside ? `; the previous database is kept as ${setAside}` : ''}`);
  },
});
