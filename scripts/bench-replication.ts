/**
 * `npm run bench:replication`: what replication costs in time, on this machine, with the real
 * Litestream, for a file:// replica on the local disk and an s3:// replica on moto's S3 server on
 * 127.0.0.1 (the S3 protocol's requests and signing, without a network's round trips), side by side.
 *   1. Lag: 300 enquiries posted one every 100 ms to the built site under Litestream; meanwhile the
 *      replica is restored over and over, and each enquiry's lag is the time from its 201 to the end
 *      of the first restore that holds it (an upper bound: the resolution is one restore's time,
 *      printed too). Median and worst.
 *   2. Restore: 10,000 enquiries posted while replicating (a day of WAL after one snapshot, the
 *      slowest case for the default snapshot interval), then the time of `litestream restore` (median
 *      of 3) and of the whole `npm run restore -- --from-replica` (fetch, integrity check, migrations,
 *      forget ledger).
 *   npm run bench:replication -- --posts 300 --restore-size 10000 [--replicas file,s3]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { emailsInReplica, restoreArgs, startReplicating, type ReplicatingServer } from './lib/replication-run.js';
import { startMotoServer, type MotoServer } from './lib/moto-server.js';
import { litestreamBinary } from '../src/replication/litestream.js';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '300' },
    'restore-size': { type: 'string', default: '10000' },
    replicas: { type: 'string', default: 'file,s3' },
  },
});
const posts = Number(values.posts);
const restoreSize = Number(values['restore-size']);
const kinds = values.replicas.split(',') as ('file' | 's3')[];
if (!litestreamBinary()) throw new Error('Litestream is not installed (@flydotio/litestream-linux-x64 is Linux x64 only)');
// moto takes any key; Litestream needs one to sign with.
const KEYS = { LITESTREAM_ACCESS_KEY_ID: 'AKIABENCH', LITESTREAM_SECRET_ACCESS_KEY: 'bench-secret' };
const settings = { AUDIT_ENABLED: 'false', DIGEST_SCHEDULE: 'off', ...KEYS };

/** One replica kind's figures, in ms. */
interface Figures {
  lagMedian?: number;
  lagWorst?: number;
  resolution?: number;
  restoreMedian?: number;
  wholeRestore?: number;
  /** Why the restores stopped short, when a store stalled. */
  stalled?: string;
}

/** How long one restore may take before the store is reported as stalled. */
const STALL_MS = 120_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function postOne(server: ReplicatingServer, email: string): Promise<void> {
  const res = await fetch(`${server.url}/api/seo-audit-request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Visitor',
      email,
      phone: '0400 000 000',
      website: '',
      goals: 'Measuring how soon an enquiry is off the machine.',
    }),
  });
  if (res.status !== 201) throw new Error(`POST answered ${res.status}`);
}

/** Part 1: each enquiry's time from its 201 to the end of the first restore of the replica holding it. */
async function measureLag(replicaUrl: string, figures: Figures): Promise<void> {
  const server = await startReplicating(replicaUrl, settings);
  const acked = new Map<string, number>();
  const seen = new Map<string, number>();
  const lookTimes: number[] = [];
  let posting = true;
  const watcher = (async () => {
    while (posting || seen.size < acked.size) {
      const started = Date.now();
      const emails = await emailsInReplica(replicaUrl, undefined, KEYS);
      const at = Date.now();
      lookTimes.push(at - started);
      for (const email of emails) if (acked.has(email) && !seen.has(email)) seen.set(email, at);
    }
  })();
  try {
    for (let i = 0; i < posts; i++) {
      const email = `lag-${i}@example.com`;
      await postOne(server, email);
      acked.set(email, Date.now());
      await sleep(100);
    }
    posting = false;
    await watcher;
  } finally {
    posting = false;
    await server.stop();
  }
  const lags = [...acked].map(([email, at]) => seen.get(email)! - at);
  Object.assign(figures, { lagMedian: median(lags), lagWorst: Math.max(...lags), resolution: median(lookTimes) });
  console.log(
    `Lag over ${lags.length} enquiries (201 to in the replica): median ${median(lags)} ms, worst ${Math.max(...lags)} ms; resolution: one restore of the replica, median ${median(lookTimes)} ms`,
  );
}

/** Part 2: the time to restore a replica of `restoreSize` enquiries. */
async function measureRestore(root: string, replicaUrl: string, figures: Figures): Promise<void> {
  const server = await startReplicating(replicaUrl, settings);
  try {
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < restoreSize) await postOne(server, `restore-${next++}@example.com`);
      }),
    );
    console.log(`Posted ${restoreSize} enquiries while replicating in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    for (;;) {
      const health = (await (await fetch(`${server.url}/healthz`)).json()) as { replicationBehindSeconds?: number };
      if ((await emailsInReplica(replicaUrl, undefined, KEYS)).size === restoreSize && health.replicationBehindSeconds === 0) break;
      await sleep(500);
    }
  } finally {
    await server.stop();
  }
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const out = join(root, `restored-${i}.db`);
    const args = restoreArgs(replicaUrl, out, root);
    const t = performance.now();
    try {
      // A time limit, so a store that stalls is reported rather than waited on for ever.
      execFileSync(litestreamBinary()!, args, { stdio: 'ignore', env: { ...process.env, ...KEYS }, timeout: STALL_MS });
    } catch (err) {
      if ((err as { signal?: string }).signal !== 'SIGTERM') throw err;
      figures.stalled = `restore ${i + 1} of 3 had not finished after ${STALL_MS / 1000} s (the store stopped answering)`;
      console.log(`Restore of ${restoreSize} enquiries: ${figures.stalled}; the finished ones took ${times.join(', ') || '-'} ms`);
      if (times.length) figures.restoreMedian = median(times);
      return;
    }
    times.push(Math.round(performance.now() - t));
  }
  figures.restoreMedian = median(times);
  console.log(`Restore of ${restoreSize} enquiries: litestream restore median ${median(times)} ms (${times.join(', ')})`);
  const target = join(root, 'new-machine', 'enquiries.db');
  const t = performance.now();
  let said: string;
  try {
    said = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', '--from-replica'], {
      env: { ...process.env, ...KEYS, DATABASE_PATH: target, REPLICA_URL: replicaUrl },
      encoding: 'utf8',
      timeout: STALL_MS,
    });
  } catch (err) {
    if ((err as { code?: string }).code !== 'ETIMEDOUT') throw err;
    figures.stalled = `npm run restore -- --from-replica had not finished after ${STALL_MS / 1000} s (the store stopped answering)`;
    console.log(figures.stalled);
    return;
  }
  figures.wholeRestore = Math.round(performance.now() - t);
  console.log(`npm run restore -- --from-replica ${figures.wholeRestore} ms in all: ${said.trim().split('\n')[0]}`);
}

const root = mkdtempSync(join(tmpdir(), 'laserfocus-bench-replication-'));
const results = new Map<string, Figures>();
let moto: MotoServer | undefined;
try {
  for (const kind of kinds) {
    const dir = join(root, kind);
    mkdirSync(dir);
    let url = (name: string) => `file://${join(dir, name)}`;
    if (kind === 's3') {
      moto = await startMotoServer();
      await moto.createBucket('bench');
      const endpoint = moto.endpoint;
      url = (name: string) => `s3://bench/${name}?endpoint=${endpoint}&force-path-style=true&region=us-east-1`;
    }
    const label = kind === 's3' ? 's3:// (moto_server, 127.0.0.1)' : 'file:// (same disk)';
    console.log(`\n${label}`);
    const figures: Figures = {};
    results.set(label, figures);
    await measureLag(url('lag-replica'), figures);
    await measureRestore(dir, url('restore-replica'), figures);
  }
} finally {
  await moto?.stop();
  rmSync(root, { recursive: true, force: true });
}

const rows: [string, keyof Figures][] = [
  [`lag, median of ${posts} (ms)`, 'lagMedian'],
  [`lag, worst of ${posts} (ms)`, 'lagWorst'],
  ['resolution: one restore (ms)', 'resolution'],
  [`litestream restore, ${restoreSize} enquiries (ms)`, 'restoreMedian'],
  [`npm run restore -- --from-replica (ms)`, 'wholeRestore'],
];
const labels = [...results.keys()];
const width = Math.max(...rows.map(([r]) => r.length));
console.log(`\n${''.padEnd(width)}  ${labels.map((l) => l.padStart(30)).join('  ')}`);
for (const [row, key] of rows)
  console.log(`${row.padEnd(width)}  ${labels.map((l) => String(results.get(l)?.[key] ?? '-').padStart(30)).join('  ')}`);
for (const [label, figures] of results) if (figures.stalled) console.log(`${label}: ${figures.stalled}`);
