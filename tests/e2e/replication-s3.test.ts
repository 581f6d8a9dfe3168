/**
 * Replicas where people keep them: the built site under the real Litestream (scripts/serve.sh with
 * REPLICA_URL) replicating to S3 through an `endpoint` and path-style addressing, against moto's S3
 * server (moto_server, one for the whole file) on 127.0.0.1. The same drill as the file:// replica
 * (tests/e2e/replication.test.ts), a point-in-time restore, a key the store refuses, a bucket that is
 * not there and a store that stops answering; the key never reaches the disk or a log.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { health, post } from '../replication.js';
import { localDateTime } from '../../src/time/local-time.js';
import { litestreamBinary, litestreamConfigPath } from '../../src/replication/litestream.js';
import {
  emailsInReplica,
  freeLoopbackPort,
  killServer,
  startReplicating,
  type ReplicatingServer,
} from '../../scripts/lib/replication-run.js';
import { motoServerBinary, startMotoServer, type MotoServer } from '../../scripts/lib/moto-server.js';
import { spawnBuiltServer } from '../../scripts/start-built.js';
import { staffArgs, waitFor } from '../helpers.js';

// Litestream is Linux x64 only; moto_server comes with the machine image's Python. CI has both
// (.ci/run stops without either); elsewhere every test here says why it did not run.
const missing = !litestreamBinary() ? 'Litestream is not installed' : !motoServerBinary() ? 'moto_server is not installed' : '';
const run = missing ? test.skip : test;
const skipped = missing ? ` (skipped: ${missing})` : '';

const BUCKET = 'laserfocus-replica';
// The store's key as a site would hold it: in the environment only. The secret is unlike anything
// else the site writes, so finding it anywhere on disk or in a log is certain to be a leak.
const KEY_ID = 'AKIALASERFOCUSTEST01';
const SECRET = `never-on-disk-${process.pid}-${Math.random().toString(36).slice(2)}`;
const KEYS = { LITESTREAM_ACCESS_KEY_ID: KEY_ID, LITESTREAM_SECRET_ACCESS_KEY: SECRET };
// Failing shows within REPLICA_ALERT_MS: a short one keeps this file quick.
const ALERT_MS = '3000';

let moto: MotoServer | undefined;
const store = () => {
  if (!moto) throw new Error('moto_server did not start');
  return moto;
};

/** An s3:// REPLICA_URL for `path` in `bucket` on moto, with Litestream's own options after "?". */
const s3Url = (path: string, bucket = BUCKET) =>
  `s3://${bucket}/${path}?endpoint=${store().endpoint}&force-path-style=true&region=us-east-1`;

test.before(async () => {
  if (missing) return;
  moto = await startMotoServer();
  await moto.createBucket(BUCKET);
});

test.after(async () => {
  await moto?.stop();
});

/** The restore staff command with these settings (and the store's key unless `keys` says otherwise). */
function restore(settings: Record<string, string>, args: string[], keys: Record<string, string> = KEYS) {
  return spawnSync(process.execPath, staffArgs('restore', args), {
    encoding: 'utf8',
    env: { ...process.env, ...keys, ...settings },
  });
}

/** The emails in a database file. */
function emailsIn(path: string): Set<string> {
  const db = new Database(path, { readonly: true });
  try {
    return new Set((db.prepare('SELECT email FROM enquiries').all() as { email: string }[]).map((r) => r.email));
  } finally {
    db.close();
  }
}

/** Every file under `dir` whose bytes hold `needle`. */
function filesHolding(dir: string, needle: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const path = join(dir, name);
    if (statSync(path).isFile() && readFileSync(path).includes(needle)) found.push(name);
  }
  return found;
}

run(
  `the server is gone: enquiries while replicating to S3, SIGKILL 2 s after the last acknowledgement, the restore command with --from-replica on a new machine brings back every one; the key is on no disk and in no log${skipped}`,
  async () => {
    const root = mkdtempSync(join(tmpdir(), 'laserfocus-replication-s3-'));
    const replicaUrl = s3Url('lost');
    let server: ReplicatingServer | undefined = await startReplicating(replicaUrl, KEYS);
    try {
      const acknowledged = await post(server, 'lost', 200);
      assert.is(acknowledged.length, 200, 'every post acknowledged');
      await new Promise((r) => setTimeout(r, 2000));

      // What the site wrote for Litestream names the store's endpoint and path style, never its key.
      const written = readFileSync(litestreamConfigPath({ DATABASE_PATH: server.dbPath }), 'utf8');
      assert.match(written, `endpoint: "${store().endpoint}"`);
      assert.match(written, 'force-path-style: true');
      assert.match(written, 'url: ${REPLICA_URL}');
      assert.equal(filesHolding(server.dir, SECRET), [], 'the secret is in no file the site or Litestream wrote');
      assert.equal(filesHolding(server.dir, KEY_ID), [], 'nor the key id');
      assert.not.match(server.output(), SECRET, 'nor in their logs');
      assert.not.match(server.output(), KEY_ID, 'nor in their logs');

      await killServer(server);
      rmSync(server.dir, { recursive: true, force: true }); // the old disk, database and all
      server = undefined;

      const dataDir = join(root, 'new-machine');
      const settings = { DATABASE_PATH: join(dataDir, 'enquiries.db'), REPLICA_URL: replicaUrl, TIME_ZONE: 'Australia/Melbourne' };
      const restored = restore(settings, ['--from-replica']);
      assert.is(restored.status, 0, restored.stderr);
      assert.match(restored.stdout, 'Restored 200 enquiries from the replica (its newest copy)');
      assert.not.match(restored.stdout + restored.stderr, SECRET);
      const stored = emailsIn(settings.DATABASE_PATH);
      assert.equal(
        acknowledged.filter((e) => !stored.has(e)),
        [],
        'no acknowledged enquiry lost',
      );
      assert.equal(filesHolding(dataDir, SECRET), [], 'the restore wrote the secret nowhere');

      // Started again under Litestream on the restored database: it takes enquiries and replicates them.
      server = await startReplicating(replicaUrl, { ...KEYS, DATABASE_PATH: settings.DATABASE_PATH });
      assert.equal(await post(server, 'after', 1), ['after-0@example.com']);
      await waitFor(
        async () => (await emailsInReplica(replicaUrl, undefined, KEYS)).has('after-0@example.com'),
        20_000,
        'the new enquiry in the replica',
      );
      assert.is((await health(server)).replication, 'ok');
    } finally {
      if (server) await server.stop();
      rmSync(root, { recursive: true, force: true });
    }
  },
);

/** "YYYY-MM-DD HH:MM:SS" as the clock in Melbourne shows `at` (what --at takes). */
const melbourneClock = (at: Date) => localDateTime(at.toISOString(), 'Australia/Melbourne');

run(`a point-in-time restore from S3 between two batches returns exactly the first batch${skipped}`, async () => {
  const root = mkdtempSync(join(tmpdir(), 'laserfocus-replication-s3-'));
  const replicaUrl = s3Url('moment');
  const server = await startReplicating(replicaUrl, { ...KEYS, TIME_ZONE: 'Australia/Melbourne' });
  try {
    const first = await post(server, 'first', 20);
    await waitFor(async () => (await emailsInReplica(replicaUrl, undefined, KEYS)).size === 20, 20_000, 'the first batch in the replica');
    // --at has whole seconds: the next whole second after the first batch was in the replica, and the
    // second batch a second after it.
    const between = new Date(Math.ceil((Date.now() + 1) / 1000) * 1000);
    await new Promise((r) => setTimeout(r, between.getTime() - Date.now() + 1000));
    assert.is((await post(server, 'second', 20)).length, 20);
    await waitFor(async () => (await emailsInReplica(replicaUrl, undefined, KEYS)).size === 40, 20_000, 'the second batch in the replica');

    const target = join(root, 'pitr', 'enquiries.db');
    const settings = { DATABASE_PATH: target, REPLICA_URL: replicaUrl, TIME_ZONE: 'Australia/Melbourne' };
    const restored = restore(settings, ['--from-replica', '--at', melbourneClock(between)]);
    assert.is(restored.status, 0, restored.stderr);
    assert.match(restored.stdout, 'Restored 20 enquiries from the replica as it was at');
    assert.equal([...emailsIn(target)].sort(), [...first].sort(), 'exactly the first batch');
  } finally {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
});

run(
  `a restore that fails (a key the store refuses, a bucket that is not there) says why and leaves nothing behind: no folder, no copy, no configuration${skipped}`,
  async () => {
    const root = mkdtempSync(join(tmpdir(), 'laserfocus-replication-s3-'));
    try {
      // A new machine: the data folder does not exist yet, and a failed restore does not make it.
      const fresh = join(root, 'new-machine', 'data');
      const missingBucket = restore({ DATABASE_PATH: join(fresh, 'enquiries.db'), REPLICA_URL: s3Url('db', 'no-such-bucket') }, [
        '--from-replica',
      ]);
      assert.is.not(missingBucket.status, 0);
      assert.match(missingBucket.stderr, 'litestream restore failed');
      assert.match(missingBucket.stderr, 'NoSuchBucket');
      assert.not.match(missingBucket.stderr, store().endpoint, 'the address is not printed');
      assert.not.ok(existsSync(join(root, 'new-machine')), 'no folder made');

      // A data folder that is there already keeps exactly what it held.
      const folder = join(root, 'existing');
      mkdirSync(folder);
      writeFileSync(join(folder, 'notes.txt'), 'staff notes');
      await store().checkKeys(true);
      try {
        const refused = restore({ DATABASE_PATH: join(folder, 'enquiries.db'), REPLICA_URL: s3Url('lost') }, ['--from-replica'], {
          LITESTREAM_ACCESS_KEY_ID: 'AKIANOTAKEYTHESTOREHAS',
          LITESTREAM_SECRET_ACCESS_KEY: SECRET,
        });
        assert.is.not(refused.status, 0);
        assert.match(refused.stderr, 'InvalidAccessKeyId');
        assert.not.match(refused.stderr, SECRET);
      } finally {
        await store().checkKeys(false);
      }
      assert.equal(readdirSync(folder), ['notes.txt'], 'nothing added: no .litestream.yml, no .from-replica copy');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  },
);

/** The digest as the staff command's `--preview` writes it (its text part), with the running site's settings. */
function digestText(server: ReplicatingServer, settings: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-digest-'));
  try {
    const said = spawnSync(process.execPath, staffArgs('digest', ['--preview', join(dir, 'digest.html')]), {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_PATH: server.dbPath, ...settings },
    });
    assert.is(said.status, 0, said.stderr);
    return readFileSync(join(dir, 'digest.txt'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts the site replicating to `replicaUrl`, posts 10 enquiries (after `beforePosts`), and waits
 * for /healthz to say replication is failing: then the answer, the digest's text, and the count of
 * those enquiries in the local database.
 */
async function failingCase(replicaUrl: string, keys: Record<string, string>, beforePosts?: (server: ReplicatingServer) => Promise<void>) {
  const settings = { ...keys, REPLICA_URL: replicaUrl, REPLICA_ALERT_MS: ALERT_MS, REPLICA_METRICS_PORT: String(await freeLoopbackPort()) };
  const server = await startReplicating(replicaUrl, settings);
  try {
    await beforePosts?.(server);
    const acknowledged = await post(server, 'waiting', 10);
    assert.is(acknowledged.length, 10, 'every enquiry acknowledged while the replica fails');
    const answer = await waitFor(
      async () => {
        const h = await health(server);
        return h.replication === 'failing' ? h : undefined;
      },
      30_000,
      '/healthz to say replication is failing',
    );
    const digest = digestText(server, settings);
    const stored = [...emailsIn(server.dbPath)].filter((e) => e.startsWith('waiting-')).length;
    assert.not.match(server.output(), SECRET, 'the secret is in no log');
    return { answer, digest, stored, server };
  } finally {
    store().resume();
    await server.stop();
  }
}

/** What every failing case shows: failing and degraded on /healthz, failing in the digest, no address, nothing lost here. */
function assertFailing(result: Awaited<ReturnType<typeof failingCase>>, problem: string) {
  assert.is(result.answer.status, 'degraded', 'a keyword monitor alerts');
  assert.match(result.answer.replicationProblem ?? '', problem);
  assert.not.match(JSON.stringify(result.answer), store().endpoint, 'no address on /healthz');
  assert.match(result.digest, /Database replica\W+Failing/, 'the digest lists it under "needs a look"');
  assert.not.match(result.digest, store().endpoint, 'no address in the digest');
  assert.is(result.stored, 10, 'every enquiry saved here');
}

run(
  `a key the store refuses shows as failing on /healthz and in the digest within REPLICA_ALERT_MS; no enquiry is lost here${skipped}`,
  async () => {
    await store().checkKeys(true);
    try {
      const result = await failingCase(s3Url('refused'), {
        LITESTREAM_ACCESS_KEY_ID: 'AKIANOTAKEYTHESTOREHAS',
        LITESTREAM_SECRET_ACCESS_KEY: SECRET,
      });
      assertFailing(result, "the replica's storage has answered nothing");
    } finally {
      await store().checkKeys(false);
    }
  },
);

run(`a bucket that is not there shows as failing on /healthz and in the digest; no enquiry is lost here${skipped}`, async () => {
  const result = await failingCase(s3Url('db', 'no-such-bucket'), KEYS);
  assertFailing(result, "the replica's storage has answered nothing");
});

run(
  `a store that stops answering mid-traffic shows as failing on /healthz and in the digest; no enquiry is lost here${skipped}`,
  async () => {
    const replicaUrl = s3Url('stopped');
    const result = await failingCase(replicaUrl, KEYS, async (server) => {
      // Replicating well first, then the store freezes (SIGSTOP: connections accepted, never answered).
      assert.is((await post(server, 'before', 3)).length, 3);
      await waitFor(
        async () => (await emailsInReplica(replicaUrl, undefined, KEYS)).size === 3,
        20_000,
        'the first enquiries in the replica',
      );
      await waitFor(async () => (await health(server)).replicationBehindSeconds === 0 || undefined, 20_000, 'the replica caught up');
      store().pause();
    });
    assertFailing(result, 'the replica has accepted nothing for');
  },
);

test('an s3:// REPLICA_URL with a key in it, or an option Litestream does not take, stops the start with one line before Litestream runs', async () => {
  for (const [url, why] of [
    ['s3://bucket/db?endpoint=http://127.0.0.1:9000&secret-access-key=hunter2', 'credentials go in LITESTREAM_ACCESS_KEY_ID'],
    ['s3://bucket/db?endpoint=http://127.0.0.1:9000&sign-payload=hunter2', 'unknown option "sign-payload"'],
  ] as const) {
    const proc = spawnBuiltServer({ REPLICA_URL: url });
    const exit = await proc.exit;
    rmSync(proc.dir, { recursive: true, force: true });
    assert.is(exit.code, 1);
    const lines = proc.output().trim().split('\n');
    assert.is(lines.length, 1, proc.output());
    assert.match(lines[0] ?? '', `Invalid setting REPLICA_URL: ${why}`);
    assert.not.match(proc.output(), 'hunter2', 'no value is printed');
  }
});

test.run();
