/**
 * Online backup of the enquiries database, safe while the site runs (SQLite's backup API), verified
 * before it counts, with rotation for a daily timer (deploy/laserfocus-backup.timer):
 *   npm run backup -- --dir backups --keep 14     backups/enquiries-YYYYMMDD-HHMMSS.db (UTC), newest 14 kept
 *   npm run backup -- --out backups/copy.db       one file, any name
 */
import { chmodSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { backupFileName, rotateBackups, verifyDatabaseFile } from './lib/backups.js';
import { UsageError, runStaffCommand } from './lib/staff-command.js';

await runStaffCommand({
  usage: 'usage: npm run backup -- --dir DIR [--keep N] | --out FILE',
  help: [
    'Copies the enquiries database (DATABASE_PATH) while the site runs, then checks the copy: it must open,',
    "pass SQLite's integrity check and answer with its enquiries. Only a checked copy gets its name.",
    '  --dir DIR    write DIR/enquiries-YYYYMMDD-HHMMSS.db (UTC time, so names sort oldest to newest)',
    '  --keep N     with --dir: then delete the oldest backups in DIR beyond the newest N',
    '  --out FILE   write exactly FILE instead (replaced if it exists)',
  ].join('\n'),
  options: { dir: { type: 'string' }, keep: { type: 'string' }, out: { type: 'string' } },
  async run(args, { config, openDb }) {
    const dir = args.dir as string | undefined;
    const out = args.out as string | undefined;
    if (Boolean(dir) === Boolean(out)) throw new UsageError('give either --dir DIR or --out FILE');
    const keep = args.keep === undefined ? undefined : Number(args.keep);
    if (keep !== undefined && (!dir || !Number.isInteger(keep) || keep < 1))
      throw new UsageError('--keep needs --dir and a whole number of at least 1');

    const target = out ?? join(dir!, backupFileName(new Date()));
    if (dir && existsSync(target)) throw new Error(`${target} already exists: one backup per second at most`);
    mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
    const partial = `${target}.partial`;
    const source = openDb(true);
    try {
      await source.backup(partial);
      // The copy keeps the live database's WAL mode; one self-contained file is what a backup should be.
      const copy = new Database(partial);
      copy.pragma('journal_mode = DELETE');
      copy.close();
      const { enquiries } = verifyDatabaseFile(partial);
      // Every enquiry is personal data: readable by the site's user only, whatever the umask.
      chmodSync(partial, 0o600);
      renameSync(partial, target);
      const removed = keep === undefined ? [] : rotateBackups(dir!, keep);
      const rotation = keep === undefined ? '' : `; kept the newest ${keep}, removed ${removed.length} older`;
      console.log(
        `Backed up ${config().DATABASE_PATH} (${enquiries} ${enquiries === 1 ? 'enquiry' : 'enquiries'}) to ${target}, verified${rotation}`,
      );
    } finally {
      rmSync(partial, { force: true });
    }
  },
});
