/**
 * Lose a server, not a lead: the built site under the real Litestream (scripts/serve.sh with
 * REPLICA_URL) replicating to a file:// replica in a temp folder. The server is lost mid-traffic and
 * rebuilt from the replica by deploy/README's runbook; a point-in-time restore returns exactly what
 * was there; a replica that cannot be written shows in /healthz and costs no enquiry here.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { health, post } from '../replication.js';
import { localDateTime } from '../../src/time/local-time.js';
import { litestreamBinary } from '../../src/replication/litestream.js';
import {
  emailsInReplica,
  freeLoopbackPort,
  killServer,
  startReplicating,
  type ReplicatingServer,
} from '../../scripts/lib/replication-run.js';
import { spawnBuiltServer, startBuiltServer } from '../../scripts/start-built.js';
import { COMMAND_MS, waitFor, staffArgs } from '../helpers.js';
import { canRunAsServiceUser, installForServiceUser, makeServiceUser, type ServiceInstall } from '../service-user.js';

// The binary comes from an optional dependency published for Linux x64 only; elsewhere every test
// here says why it did not run. CI (Linux x64) always has it.
const installed = Boolean(litestreamBinary());
const run = installed ? test : test.skip;
const skipped = installed ? '' : ' (skipped: Litestream is not installed; @flydotio/litestream-linux-x64 is Linux x64 only)';
// The runbook's restore goes through deploy/laserfocus as the service's user where a throwaway user
// can be made, from an install folder that user can read (tests/service-user.ts), made once.
let install: ServiceInstall | undefined;
process.on('exit', () => install?.remove());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The restore staff command (its bundle, as `sudo laserfocus restore` runs it) with these settings, as the service's user through deploy/laserfocus when it can be (README's runbook). */
function restore(
  settings: Record<string, string>,
  args: string[],
  dataDir: string,
): { status: number | null; stdout: string; stderr: string; error?: Error } {
  if (!canRunAsServiceUser)
    return spawnSync(process.execPath, staffArgs('restore', args), {
      encoding: 'utf8',
      env: { ...process.env, ...settings },
      timeout: COMMAND_MS,
      killSignal: 'SIGKILL',
    });
  // On a server Litestream writes the replica as the service's user; here root did, with the modes of
  // its private temp folder, so the throwaway user is let in to read it.
  const replica = settings.REPLICA_URL!.replace('file://', '');
  spawnSync('chmod', ['-R', 'a+rX', replica]);
  install ??= installForServiceUser();
  const { name: user, uid, gid, remove: removeUser } = makeServiceUser('lf-replica');
  try {
    mkdirSync(dataDir, { recursive: true });
    chownSync(dataDir, uid, gid);
    const envFile = join(dataDir, '..', 'laserfocus.env');
    writeFileSync(
      envFile,
      Object.entries(settings)
        .map(([k, v]) => `${k}=${v}\n`)
        .join(''),
    );
    chownSync(envFile, 0, gid);
    chmodSync(envFile, 0o640);
    const env = {
      PATH: process.env.PATH,
      LASERFOCUS_DIR: install.dir,
      LASERFOCUS_ENV: envFile,
      LASERFOCUS_USER: user,
      DIST_DIR: install.distDir,
    };
    return spawnSync(install.tool, ['restore', ...args], {
      encoding: 'utf8',
      env,
      cwd: install.dir,
      timeout: COMMAND_MS,
      killSignal: 'SIGKILL',
    });
  } finally {
    removeUser();
  }
}

/** A temp folder others may enter: the service's user reads the replica in it. */
function sharedTemp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-replication-'));
  chmodSync(dir, 0o755);
  return dir;
}

run(
  `the server is gone: 300 enquiries while replicating, SIGKILL 2 s after the last acknowledgement, a new machine restores every one from the replica and starts${skipped}`,
  async () => {
    const root = sharedTemp();
    const replicaUrl = `file://${join(root, 'replica')}`;
    let server: ReplicatingServer | undefined = await startReplicating(replicaUrl);
    try {
      const acknowledged = await post(server, 'lost', 300);
      assert.is(acknowledged.length, 300, 'every post acknowledged');
      await sleep(2000);
      await killServer(server);
      rmSync(server.dir, { recursive: true, force: true }); // the old disk, database and all
      server = undefined;

      // The runbook on a new machine: the settings file, restore from the replica, start.
      const dataDir = join(root, 'new-machine');
      const settings = { DATABASE_PATH: join(dataDir, 'enquiries.db'), REPLICA_URL: replicaUrl, TIME_ZONE: 'Australia/Melbourne' };
      const restored = restore(settings, ['--from-replica'], dataDir);
      assert.is(restored.status, 0, restored.error?.message ?? restored.stderr);
      assert.match(restored.stdout, 'Restored 300 enquiries from the replica (its newest copy)');
      assert.not.match(restored.stdout + restored.stderr, join(root, 'replica'), "the replica's address is never printed");
      const db = new Database(settings.DATABASE_PATH, { readonly: true });
      const stored = new Set((db.prepare('SELECT email FROM enquiries').all() as { email: string }[]).map((r) => r.email));
      db.close();
      const lost = acknowledged.filter((e) => !stored.has(e));
      assert.equal(lost, [], 'no acknowledged enquiry lost');

      // Started again under Litestream on the restored database: it takes enquiries and replicates them.
      server = await startReplicating(replicaUrl, { DATABASE_PATH: settings.DATABASE_PATH });
      assert.equal(await post(server, 'after', 1), ['after-0@example.com']);
      await waitFor(async () => (await emailsInReplica(replicaUrl)).has('after-0@example.com'), 20_000, 'the new enquiry in the replica');
      assert.is((await health(server)).replication, 'ok');
    } finally {
      if (server) await server.stop();
      rmSync(root, { recursive: true, force: true });
    }
  },
);

/** "YYYY-MM-DD HH:MM:SS" as the clock in Melbourne shows `at` (what --at takes). */
const melbourneClock = (at: Date) => localDateTime(at.toISOString(), 'Australia/Melbourne');

run(
  `a point-in-time restore between two batches returns exactly the first batch; a live database is refused without --force${skipped}`,
  async () => {
    const root = sharedTemp();
    const replicaUrl = `file://${join(root, 'replica')}`;
    const server = await startReplicating(replicaUrl, { TIME_ZONE: 'Australia/Melbourne' });
    try {
      const first = await post(server, 'first', 20);
      await waitFor(async () => (await emailsInReplica(replicaUrl)).size === 20, 20_000, 'the first batch in the replica');
      // --at has whole seconds: the moment is the next whole second after the first batch was in the
      // replica, and the second batch starts a second after it.
      const between = new Date(Math.ceil((Date.now() + 1) / 1000) * 1000);
      await sleep(between.getTime() - Date.now() + 1000);
      const second = await post(server, 'second', 20);
      assert.is(second.length, 20);
      await waitFor(async () => (await emailsInReplica(replicaUrl)).size === 40, 20_000, 'the second batch in the replica');

      const target = join(root, 'pitr', 'enquiries.db');
      const settings = { DATABASE_PATH: target, REPLICA_URL: replicaUrl, TIME_ZONE: 'Australia/Melbourne' };
      const restored = restore(settings, ['--from-replica', '--at', melbourneClock(between)], join(root, 'pitr'));
      assert.is(restored.status, 0, restored.error?.message ?? restored.stderr);
      assert.match(restored.stdout, 'Restored 20 enquiries from the replica as it was at');
      const db = new Database(target, { readonly: true });
      const emails = (db.prepare('SELECT email FROM enquiries').all() as { email: string }[]).map((r) => r.email).sort();
      db.close();
      assert.equal(emails, [...first].sort(), 'exactly the first batch');

      // The database is there now: a second restore is refused unless told, and then the old one is set aside.
      const refused = restore(settings, ['--from-replica'], join(root, 'pitr'));
      assert.is(refused.status, 2);
      assert.match(refused.stderr, 'already holds a database: add --force');
      const forced = restore(settings, ['--from-replica', '--force'], join(root, 'pitr'));
      assert.is(forced.status, 0, forced.error?.message ?? forced.stderr);
      assert.match(forced.stdout, 'Restored 40 enquiries from the replica (its newest copy)');
      assert.match(forced.stdout, 'the previous database is kept as');
    } finally {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    }
  },
);

/** A staff command against the running site's database, with its settings. */
function staff(script: string, args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, staffArgs(script, args), {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: COMMAND_MS,
    killSignal: 'SIGKILL',
  });
}

run(
  `with replication on, a backup is made and verified while the site runs, and forgetting someone reaches the replica's newest copy${skipped}`,
  async () => {
    const root = sharedTemp();
    const replicaUrl = `file://${join(root, 'replica')}`;
    const server = await startReplicating(replicaUrl);
    try {
      assert.is((await post(server, 'kept', 3)).length, 3);
      assert.is((await post(server, 'forgotten', 1)).length, 1);
      await waitFor(async () => (await emailsInReplica(replicaUrl)).has('forgotten-0@example.com'), 20_000, 'the enquiry in the replica');
      const env = { DATABASE_PATH: server.dbPath, REPLICA_URL: replicaUrl };
      const backup = staff('backup', ['--out', join(root, 'backup.db')], env);
      assert.is(backup.status, 0, backup.stderr);
      assert.match(backup.stdout, '(4 enquiries)');
      const forget = staff('forget', ['--email', 'forgotten-0@example.com'], env);
      assert.is(forget.status, 0, forget.stderr);
      await waitFor(
        async () => !(await emailsInReplica(replicaUrl)).has('forgotten-0@example.com'),
        20_000,
        'the forgotten enquiry gone from the replica',
      );
      assert.is((await emailsInReplica(replicaUrl)).size, 3);
      assert.is((await health(server)).replication, 'ok');
    } finally {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    }
  },
);

run(`a replica that cannot be written shows in /healthz without its address, and every enquiry is still saved here${skipped}`, async () => {
  const root = sharedTemp();
  // Not a read-only folder: the tests may run as root, whom a chmod does not stop. A path below a
  // regular file cannot be written by anyone (ENOTDIR), root included.
  writeFileSync(join(root, 'not-a-folder'), '');
  const replicaUrl = `file://${join(root, 'not-a-folder', 'replica')}`;
  const server = await startReplicating(replicaUrl, { REPLICA_ALERT_MS: '2000' });
  try {
    const acknowledged = await post(server, 'unreplicated', 20);
    assert.is(acknowledged.length, 20);
    const answer = await waitFor(
      async () => {
        const h = await health(server);
        return h.replication === 'failing' ? h : undefined;
      },
      30_000,
      '/healthz to say replication is failing',
    );
    assert.is(answer.status, 'degraded', 'a keyword monitor alerts');
    assert.match(answer.replicationProblem ?? '', 'has not accepted a copy');
    const text = await (await fetch(`${server.url}/healthz`)).text();
    assert.not.match(text, root, 'no address');
    assert.not.match(text, 'file:', 'no address');
    const db = new Database(server.dbPath, { readonly: true });
    const stored = (db.prepare("SELECT COUNT(*) AS n FROM enquiries WHERE email LIKE 'unreplicated-%'").get() as { n: number }).n;
    db.close();
    assert.is(stored, 20);
  } finally {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
});

run(
  `under Litestream the site listens on the socket systemd holds (LISTEN_PID handed on) and answers after a restart${skipped}`,
  async () => {
    const root = sharedTemp();
    const port = await freeLoopbackPort();
    const server = await startBuiltServer(
      { REPLICA_URL: `file://${join(root, 'replica')}`, REPLICA_METRICS_PORT: String(await freeLoopbackPort()) },
      { heldSocketPort: port },
    );
    try {
      assert.is((await fetch(`http://127.0.0.1:${port}/healthz`)).status, 200);
      server.child.kill('SIGHUP'); // the holder restarts Litestream and the site, as systemctl restart does
      await waitFor(async () => server.output().split('Server listening at').length > 2, 20_000, 'the second start');
      const after = await health({ url: `http://127.0.0.1:${port}` });
      assert.is(after.replication, 'ok');
    } finally {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    }
  },
);

test('a malformed REPLICA_URL stops the start with one line naming the setting, before Litestream runs', async () => {
  const proc = spawnBuiltServer({ REPLICA_URL: 's3:/no-bucket here' });
  const exit = await proc.exit;
  rmSync(proc.dir, { recursive: true, force: true });
  assert.is(exit.code, 1);
  const lines = proc.output().trim().split('\n');
  assert.is(lines.length, 1, proc.output());
  assert.match(lines[0]!, /^Invalid setting REPLICA_URL: must be s3:\/\/BUCKET\/PATH/);
  assert.not.match(lines[0]!, 'no-bucket', 'the value is not printed (an address may carry a password)');
});

test.run();
