/**
 * Replication's rules without Litestream running: the settings, the configuration written for it,
 * how the monitor reads Litestream's positions into off / ok / behind / failing, what /healthz says
 * when Litestream is not there, and that the privacy policy states the retention the site uses.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConfigError, loadConfig } from '../../src/config.js';
import { litestreamConfig } from '../../src/replication/litestream.js';
import { s3ReplicaOptions } from '../../src/config.js';
import { ReplicationMonitor, parsePositions } from '../../src/replication/monitor.js';
import { privacy } from '../../data/legal/privacy.js';
import { startApp, waitFor } from '../helpers.js';
import { replicationTable, type DigestFigures } from '../../src/digest/figures.js';

const refused = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
  return undefined;
};

test('REPLICA_URL: each replica type Litestream knows is accepted; anything else stops boot naming the setting, never the value', () => {
  for (const url of [
    's3://bucket/laserfocus',
    's3://bucket.s3.us-west-000.backblazeb2.com/db',
    'gcs://bucket/db',
    'abs://account@container/db',
    'sftp://user:secret@host:22/backups',
    'file:///var/backups/replica',
  ]) {
    assert.is(refused({ REPLICA_URL: url }), undefined, url);
  }
  for (const url of ['s3:/bucket', 'http://bucket/db', 'file://host/path', 'sftp:///path', 'not a url', 's3://bucket/with space']) {
    const message = refused({ REPLICA_URL: url }) ?? '';
    assert.match(message, /^Invalid setting REPLICA_URL: must be s3:\/\//, url);
    assert.not.match(message, url, 'the value may hold a password');
  }
  assert.match(refused({ REPLICA_URL: 'file:///' }) ?? '', 'Invalid setting REPLICA_URL', 'a file:// replica names a folder');
  assert.is(refused({ REPLICA_URL: 's3://bucket/db?endpoint=https://account.r2.cloudflarestorage.com&region=auto' }), undefined);
  assert.is(refused({ REPLICA_URL: 's3://bucket/db?endpoint=http://127.0.0.1:9000&force-path-style=true&region=us-east-1' }), undefined);
});

test('an s3:// REPLICA_URL takes Litestream\'s endpoint, region and force-path-style after "?", checked at boot; never a key, never printed', () => {
  assert.equal(s3ReplicaOptions('s3://b/p?endpoint=http://127.0.0.1:9000/&force-path-style=true&region=us-east-1'), {
    endpoint: 'http://127.0.0.1:9000',
    'force-path-style': true,
    region: 'us-east-1',
  });
  assert.equal(s3ReplicaOptions('s3://b/p'), {});
  const cases: [string, string][] = [
    [
      's3://b/p?endpoint=http://127.0.0.1:9000&bucket=other',
      'unknown option "bucket" after "?" (an s3:// address takes endpoint, region and force-path-style)',
    ],
    ['s3://b/p?skip-verify=true', 'unknown option "skip-verify"'],
    ['s3://b/p?secret-access-key=hunter2', 'credentials go in LITESTREAM_ACCESS_KEY_ID and LITESTREAM_SECRET_ACCESS_KEY'],
    ['s3://AKIAEXAMPLE:hunter2@b/p', 'credentials go in LITESTREAM_ACCESS_KEY_ID'],
    ['s3://b/p?endpoint=http://AKIAEXAMPLE:hunter2@127.0.0.1:9000', 'credentials go in LITESTREAM_ACCESS_KEY_ID'],
    ['s3://b/p?endpoint=ftp://store.example.com', "endpoint must be the store's http:// or https:// address"],
    ['s3://b/p?endpoint=store.example.com', "endpoint must be the store's http:// or https:// address"],
    ['s3://b/p?endpoint=https://store.example.com/hunter2', 'endpoint is a host and port only'],
    ['s3://b/p?region=Sydney_hunter2', 'region must be a region name'],
    ['s3://b/p?force-path-style=yes', 'force-path-style must be true or false'],
    ['s3://b/p?region=auto&region=us-east-1', 'region is given twice'],
    ['file:///var/replica?endpoint=http://127.0.0.1:9000', 'only an s3:// address takes options after "?"'],
  ];
  for (const [url, why] of cases) {
    const message = refused({ REPLICA_URL: url }) ?? '';
    assert.match(message, `Invalid setting REPLICA_URL: ${why}`, url);
    assert.not.match(message, 'hunter2', 'no value is printed');
    assert.not.match(message, 'AKIAEXAMPLE', 'no key is printed');
  }
});

test('REPLICA_RETENTION: hours and minutes of at least an hour', () => {
  assert.match(
    refused({ REPLICA_RETENTION: '30m' }) ?? '',
    'Invalid setting REPLICA_RETENTION="30m": must be hours and/or minutes of at least an hour',
  );
  assert.match(refused({ REPLICA_RETENTION: '3d' }) ?? '', 'REPLICA_RETENTION');
  assert.is(loadConfig({}).REPLICA_RETENTION, '72h');
});

test("Litestream's configuration: the database by its absolute path, sync every second, the retention, metrics on loopback, and the address left for Litestream to expand", () => {
  const settings = { DATABASE_PATH: 'var/enquiries.db', REPLICA_URL: 's3://b/p', REPLICA_RETENTION: '72h', REPLICA_METRICS_PORT: 9338 };
  const text = litestreamConfig(settings);
  assert.match(text, 'addr: 127.0.0.1:9338');
  assert.match(text, `path: ${JSON.stringify(`${process.cwd()}/var/enquiries.db`)}`);
  assert.match(text, 'url: ${REPLICA_URL}');
  assert.match(text, 'sync-interval: 1s');
  assert.match(text, 'retention: 72h');
  assert.match(text, 'snapshot-interval: 24h');
  assert.match(litestreamConfig({ ...settings, REPLICA_RETENTION: '2h' }), 'snapshot-interval: 2h');
  assert.not.match(text, 'endpoint');

  // An S3-compatible store's options become Litestream's own keys under the replica; the address stays ${REPLICA_URL}.
  const s3 = litestreamConfig({
    ...settings,
    REPLICA_URL: 's3://b/p?endpoint=https://s3.example.com:9000&region=auto&force-path-style=true',
  });
  assert.match(
    s3,
    '      - url: ${REPLICA_URL}\n        endpoint: "https://s3.example.com:9000"\n        region: "auto"\n        force-path-style: true\n',
  );
  assert.not.match(s3, 's3://b/p');
});

/** Litestream's metrics; `answered` is how many requests the storage answered since Litestream started (LIST and PUT here). */
const metrics = (local: [number, number], replica?: [number, number], answered = 5) =>
  [
    '# HELP litestream_shadow_wal_index The current index of the shadow WAL',
    ...(answered
      ? [
          `litestream_replica_operation_total{operation="LIST",replica_type="s3"} ${answered - 1}`,
          'litestream_replica_operation_total{operation="PUT",replica_type="s3"} 1',
        ]
      : []),
    `litestream_shadow_wal_index{db="/d/e.db"} ${local[0]}`,
    `litestream_shadow_wal_size{db="/d/e.db"} ${local[1]}`,
    ...(replica
      ? [
          `litestream_replica_wal_index{db="/d/e.db",name="s3"} ${replica[0]}`,
          `litestream_replica_wal_offset{db="/d/e.db",name="s3"} ${replica[1]}`,
        ]
      : []),
  ].join('\n');

test('the monitor: ok while the replica reaches each local position within REPLICA_ALERT_MS; behind after, while it still moves; failing when it stops, never accepted a copy, or its storage never answered', () => {
  let now = 0;
  const settings = { REPLICA_URL: 's3://b/p', REPLICA_ALERT_MS: 60_000, REPLICA_METRICS_PORT: 1 };
  const m = new ReplicationMonitor(settings, () => now);
  m.record(parsePositions(metrics([0, 4152], [0, 4152])));
  assert.equal(m.current(), { state: 'ok', behindSeconds: 0 });
  now = 10_000;
  m.record(parsePositions(metrics([0, 8272], [0, 4152])));
  assert.is(m.current().state, 'ok', 'just behind');
  now = 15_000;
  m.record(parsePositions(metrics([1, 4152], [0, 8272]))); // caught up with the first, a checkpoint started a new shadow WAL
  assert.is(m.current().behindSeconds, 0);
  now = 50_000;
  m.record(parsePositions(metrics([1, 4152], [1, 1000]))); // a slow store: part of the way there
  now = 80_000;
  m.record(parsePositions(metrics([1, 9000], [1, 1000])));
  const behind = m.current();
  assert.is(behind.state, 'behind');
  assert.is(behind.behindSeconds, 65);
  assert.match(behind.problem ?? '', 'has not caught up for 65 s, though it accepted copies 30 s ago: the storage is slow', behind.problem);
  now = 81_000;
  m.record(parsePositions(metrics([1, 9000], [1, 9000])));
  assert.equal(m.current(), { state: 'ok', behindSeconds: 0 });
  // The store stops answering: changes wait and the replica moves no further for longer than REPLICA_ALERT_MS.
  now = 90_000;
  m.record(parsePositions(metrics([1, 12000], [1, 9000])));
  now = 140_000;
  m.record(parsePositions(metrics([1, 15000], [1, 9000])));
  assert.is(m.current().state, 'ok', '50 s behind is within REPLICA_ALERT_MS');
  now = 152_000;
  m.record(parsePositions(metrics([1, 15000], [1, 9000])));
  assert.is(m.current().state, 'failing');
  assert.match(m.current().problem ?? '', 'has accepted nothing for 71 s: the storage is unreachable or refusing writes');

  // After a restart Litestream reports no replica position until it writes: what was there at the
  // first look counts as replicated; changes after it that the replica never acknowledges are failing.
  now = 0;
  const fresh = new ReplicationMonitor(settings, () => now);
  fresh.record(parsePositions(metrics([0, 4152])));
  assert.is(fresh.current().state, 'ok');
  now = 5000;
  fresh.record(parsePositions(metrics([0, 8272])));
  now = 70_000;
  fresh.record(parsePositions(metrics([0, 8272])));
  assert.is(fresh.current().state, 'failing');
  assert.match(fresh.current().problem ?? '', 'has not accepted a copy since Litestream started');

  // A storage that refuses every request (wrong key, no such bucket) answers nothing: failing after
  // REPLICA_ALERT_MS even when nothing waits to be copied.
  now = 0;
  const refusing = new ReplicationMonitor(settings, () => now);
  refusing.record(parsePositions(metrics([0, 4152], undefined, 0)));
  now = 59_000;
  refusing.record(parsePositions(metrics([0, 4152], undefined, 0)));
  assert.is(refusing.current().state, 'ok');
  assert.not.ok(refusing.caughtUp(), 'not caught up before its storage answers');
  now = 61_000;
  refusing.record(parsePositions(metrics([0, 4152], undefined, 0)));
  assert.is(refusing.current().state, 'failing');
  assert.match(refusing.current().problem ?? '', "the replica's storage has answered nothing in the 61 s since Litestream started");
  // A file:// replica counts no operations, so its silence says nothing.
  const folder = new ReplicationMonitor({ ...settings, REPLICA_URL: 'file:///var/replica' }, () => now);
  now = 0;
  folder.record(parsePositions(metrics([0, 4152], undefined, 0)));
  now = 120_000;
  folder.record(parsePositions(metrics([0, 4152], undefined, 0)));
  assert.equal(folder.current(), { state: 'ok', behindSeconds: 0 });
});

test('/healthz: "off" without REPLICA_URL; with it but no Litestream answering, "failing" and "degraded", with no address in the answer', async () => {
  const off = await startApp();
  try {
    assert.is((await off.app.inject('/healthz')).json().replication, 'off');
  } finally {
    await off.close();
  }
  const on = await startApp({
    REPLICA_URL: 'sftp://staff:hunter2@backup.example.com/laserfocus',
    REPLICA_METRICS_PORT: '9',
    REPLICA_ALERT_MS: '1000',
  });
  try {
    const answer = await waitFor(
      async () => {
        const res = await on.app.inject('/healthz');
        return res.json().replication === 'failing' ? res : undefined;
      },
      30_000,
      '/healthz to report the replication failing',
    );
    assert.is(answer.statusCode, 200, 'enquiries are still saved');
    assert.is(answer.json().status, 'degraded');
    assert.match(answer.json().replicationProblem, 'Litestream is not answering');
    assert.not.match(answer.body, 'backup.example.com');
    assert.not.match(answer.body, 'hunter2');
  } finally {
    await on.close();
  }
});

test('the privacy policy states the replica history the default REPLICA_RETENTION keeps, and the hour it takes to clear', () => {
  const hours = Number(/^(\d+)h$/.exec(loadConfig({}).REPLICA_RETENTION)![1]);
  const text = JSON.stringify(privacy);
  assert.match(text, `keeps ${hours} hours of history`);
  assert.match(text, `for up to ${hours + 1} hours`);
});

test('the digest lists the replica under "needs a look" unless it is up to date, in words and without its address', () => {
  const table = (replication: DigestFigures['trouble']['replication']) => replicationTable({ trouble: { replication } } as DigestFigures);
  assert.equal(table({ state: 'ok', behindSeconds: 0 }).rows, []);
  assert.equal(table({ state: 'failing', problem: 'Litestream is not answering' }).rows, [
    ['Database replica', 'Failing', 'Litestream is not answering'],
  ]);
  assert.match(String(table({ state: 'off' }).rows[0]![1]), 'set REPLICA_URL');
  assert.is(table({ state: 'behind', behindSeconds: 90, problem: 'x' }).rows[0]![1], 'Behind');
});

test.run();
