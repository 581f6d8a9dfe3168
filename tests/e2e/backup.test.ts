/**
 * Backups an owner can rely on: `npm run backup -- --dir --keep` writes sortable, verified copies and
 * rotates them while the site runs; the restore drill (backup, lose the database, restore, start)
 * brings every enquiry back, and `npm run restore` refuses what would make things worse.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startBuiltServer, type BuiltServer } from '../../scripts/start-built.js';
import { COMMAND_MS, postEnquiry, validEnquiry, staffArgs } from '../helpers.js';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** A staff command as a child process; async, so this process keeps serving its own sockets meanwhile. */
function staff(script: string, args: string[], dbPath: string): Promise<Run> {
  return new Promise((resolve) => {
    const options = { env: { ...process.env, DATABASE_PATH: dbPath }, timeout: COMMAND_MS, killSignal: 'SIGKILL' as const };
    execFile(process.execPath, staffArgs(script, args), options, (err, stdout, stderr) =>
      resolve({ code: err ? Number((err as { code?: unknown }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function sendEnquiries(server: BuiltServer, prefix: string, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const json = i % 2 === 0;
    const res = await postEnquiry(
      server.url,
      validEnquiry({ name: `${prefix} ${i}`, email: `${prefix}-${i}@example.com` }),
      json ? 'json' : 'form',
    );
    assert.is(res.status, json ? 201 : 303);
  }
}

/** Every enquiry as the staff export shows it (JSON lines, spam included), to compare before and after. */
async function exported(dbPath: string): Promise<string[]> {
  const run = await staff('export', ['--format', 'json', '--include-spam'], dbPath);
  assert.is(run.code, 0, run.stderr);
  return run.stdout.split('\n').filter(Boolean);
}

/** The production build; its database in its own temp folder unless `dbPath` is given. */
const start = (dbPath?: string) =>
  startBuiltServer({ ...(dbPath ? { DATABASE_PATH: dbPath } : {}), FORM_MIN_FILL_MS: '0', RATE_LIMIT_MAX: '100000' });

test('npm run backup --dir --keep: a verified, self-contained copy named by UTC time; the oldest beyond N deleted, nothing else touched', async () => {
  const server = await start();
  const dbPath = join(server.dir, 'enquiries.db');
  const dir = join(server.dir, 'backups');
  try {
    await sendEnquiries(server, 'Rotation', 3);
    const old = ['enquiries-20240101-000000.db', 'enquiries-20240102-000000.db', 'enquiries-20240103-000000.db'];
    mkdirSync(dir);
    for (const name of [...old, 'notes.txt', 'enquiries-latest.db']) writeFileSync(join(dir, name), 'not a real backup');

    const before = Date.now();
    const run = await staff('backup', ['--dir', dir, '--keep', '2'], dbPath);
    const after = Date.now();
    assert.is(run.code, 0, run.stderr);
    assert.match(
      run.stdout,
      /^Backed up .* \(3 enquiries\) to .*enquiries-\d{8}-\d{6}\.db, verified; kept the newest 2, removed 2 older\n$/,
    );
    const made = /(enquiries-(\d{8})-(\d{6})\.db)/.exec(run.stdout)!;
    const stamp = `${made[2]!.slice(0, 4)}-${made[2]!.slice(4, 6)}-${made[2]!.slice(6)}T${made[3]!.slice(0, 2)}:${made[3]!.slice(2, 4)}:${made[3]!.slice(4)}Z`;
    // Named by the UTC time it ran, cut to the second: from the second the command started in to its end.
    const named = Date.parse(stamp);
    assert.ok(
      named >= Math.floor(before / 1000) * 1000 && named <= after,
      `named by UTC time: ${made[1]}, run from ${new Date(before).toISOString()} to ${new Date(after).toISOString()}`,
    );
    assert.equal(
      readdirSync(dir).sort(),
      [old[2]!, made[1]!, 'enquiries-latest.db', 'notes.txt'].sort(),
      'newest 2 backups kept, other files untouched, no leftovers',
    );

    const copy = new Database(join(dir, made[1]!), { readonly: true });
    assert.is(copy.pragma('integrity_check', { simple: true }), 'ok');
    assert.is(copy.pragma('journal_mode', { simple: true }), 'delete', 'one self-contained file');
    assert.is((copy.prepare('SELECT COUNT(*) AS n FROM enquiries').get() as { n: number }).n, 3);
    copy.close();
    assert.is((await fetch(`${server.url}/healthz`)).status, 200, 'the site ran throughout');

    for (const args of [
      ['--keep', '2'],
      ['--dir', dir, '--keep', '0'],
      ['--dir', dir, '--out', join(dir, 'x.db')],
      ['--out', join(dir, 'x.db'), '--keep', '3'],
    ]) {
      const bad = await staff('backup', args, dbPath);
      assert.is(bad.code, 2, args.join(' '));
      assert.match(bad.stderr, 'usage: npm run backup');
    }
    const help = await staff('backup', ['--help'], dbPath);
    assert.is(help.code, 0);
    assert.match(help.stdout, '--keep N');
  } finally {
    await server.stop();
  }
});

test('restore drill: backup, the database is lost, restore, start: every enquiry is back; restore refuses a running site and a bad file', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-drill-'));
  const dbPath = join(dir, 'data', 'enquiries.db');
  const backups = join(dir, 'backups');
  let server = await start(dbPath);
  try {
    await sendEnquiries(server, 'Drill', 6);
    const before = await exported(dbPath);
    assert.is(before.length, 6);
    const backup = await staff('backup', ['--dir', backups, '--keep', '14'], dbPath);
    assert.is(backup.code, 0, backup.stderr);
    const file = join(backups, readdirSync(backups)[0]!);

    const whileRunning = await staff('restore', ['--from', file], dbPath);
    assert.is(whileRunning.code, 1);
    assert.match(whileRunning.stderr, 'the site is running');
    assert.is((await exported(dbPath)).length, 6, 'nothing changed');

    assert.is((await server.stop()).code, 0);
    for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true });

    writeFileSync(join(dir, 'garbage.db'), 'this is not a database');
    for (const bad of [join(dir, 'garbage.db'), join(dir, 'missing.db')]) {
      const refused = await staff('restore', ['--from', bad], dbPath);
      assert.is(refused.code, 1, bad);
      assert.match(refused.stderr, /^Failed: .*(cannot be opened|not a usable enquiries database)/);
      assert.not.ok(existsSync(dbPath), 'nothing put in place');
    }

    const restored = await staff('restore', ['--from', file], dbPath);
    assert.is(restored.code, 0, restored.stderr);
    assert.match(restored.stdout, 'Restored 6 enquiries');
    server = await start(dbPath);
    assert.equal(await exported(dbPath), before, 'every enquiry back, field for field');
    const staffEmails = new Database(dbPath, { readonly: true });
    assert.is(
      (staffEmails.prepare("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'staff'").get() as { n: number }).n,
      6,
      'their staff emails too',
    );
    staffEmails.close();
    await sendEnquiries(server, 'After', 1);
    assert.is((await exported(dbPath)).length, 7, 'the restored site takes new enquiries');

    // Restoring over a database that exists keeps it aside rather than losing it.
    await server.stop();
    const again = await staff('restore', ['--from', file], dbPath);
    assert.is(again.code, 0, again.stderr);
    const aside = readdirSync(join(dir, 'data')).find((n) => n.startsWith('enquiries.db.before-restore-'))!;
    assert.match(again.stdout, aside);
    const kept = new Database(join(dir, 'data', aside), { readonly: true });
    assert.is((kept.prepare('SELECT COUNT(*) AS n FROM enquiries').get() as { n: number }).n, 7, 'the replaced database, whole');
    kept.close();
    console.log(`  restore drill: 6 enquiries backed up, database deleted, 6 restored identical; a 7th kept aside on the second restore`);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

test('forgotten stays forgotten: a restore of a backup from before the forget removes the person again and says so; backups and exports are 0600', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-forget-'));
  const dbPath = join(dir, 'data', 'enquiries.db');
  const backups = join(dir, 'backups');
  let server = await start(dbPath);
  try {
    await sendEnquiries(server, 'Keep', 3);
    for (const goals of ['First question.', 'Second question.']) {
      assert.is((await postEnquiry(server.url, validEnquiry({ email: 'Forget.Me@example.com', goals }), 'json')).status, 201);
    }
    assert.is((await staff('backup', ['--dir', backups], dbPath)).code, 0);
    const before = join(backups, readdirSync(backups)[0]!);
    assert.is(mode(before), '600', 'a backup is readable by its owner only');

    const forget = await staff('forget', ['--email', 'forget.me@EXAMPLE.com'], dbPath);
    assert.is(forget.code, 0, forget.stderr);
    assert.match(
      forget.stdout,
      'Deleted 2 enquiries with their attribution; 2 emails not yet sent (now never sent) for forget.me@EXAMPLE.com.',
    );
    const ledger = `${dbPath}.forgotten`;
    assert.ok(existsSync(ledger), 'the ledger beside the database');
    assert.is(mode(ledger), '600');
    assert.not.match(readFileSync(ledger, 'utf8'), /forget|example/i, 'one-way hashes, not addresses');
    // A backup made after the forget carries the ledger in itself.
    await new Promise((r) => setTimeout(r, 1100)); // backups are named by the second
    assert.is((await staff('backup', ['--dir', backups], dbPath)).code, 0);
    const after = join(backups, readdirSync(backups).sort()[1]!);
    const copy = new Database(after, { readonly: true });
    assert.is((copy.prepare('SELECT COUNT(*) AS n FROM forgotten').get() as { n: number }).n, 1);
    copy.close();

    const out = join(dir, 'leads.csv');
    writeFileSync(out, 'old file', { mode: 0o644 });
    assert.is((await staff('export', ['--out', out], dbPath)).code, 0);
    assert.is(mode(out), '600', 'an export is readable by its owner only, even over an older file');

    assert.is((await server.stop()).code, 0);
    const restored = await staff('restore', ['--from', before], dbPath);
    assert.is(restored.code, 0, restored.stderr);
    assert.match(restored.stdout, 'Restored 3 enquiries');
    assert.match(
      restored.stdout,
      'Forget ledger re-applied: removed 2 enquiries of people forgotten since the backup was made (of the 5 it held)',
    );
    assert.not.ok(
      (await exported(dbPath)).some((line) => /forget\.me/i.test(line)),
      'not brought back',
    );

    // The ledger file lost with the old disk: the newer backup's own ledger still keeps the person out,
    // and the file is written again. --from a folder takes the newest backup in it.
    rmSync(ledger);
    const fromFolder = await staff('restore', ['--from', backups], dbPath);
    assert.is(fromFolder.code, 0, fromFolder.stderr);
    assert.match(fromFolder.stdout, `from ${after}`);
    assert.ok(existsSync(ledger), 'the ledger file written again');
    assert.is((await exported(dbPath)).length, 3);

    const missing = await staff('restore', [], dbPath);
    assert.is(missing.code, 2);
    assert.match(missing.stderr, '--from is required: a backup file (enquiries-YYYYMMDD-HHMMSS.db) or the folder of backups');
    server = await start(dbPath);
    assert.is((await exported(dbPath)).length, 3);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
