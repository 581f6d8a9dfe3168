/**
 * Is the replica keeping up? Litestream reports two positions on its loopback metrics endpoint: how
 * far it has copied the database's WAL into its shadow WAL (everything committed, give or take a
 * second) and how far the replica has acknowledged. The monitor reads them every few seconds (never
 * on a request) and remembers when each local position was first seen; the replica is as far
 * behind as the oldest position it has not reached. This works the same for every replica type,
 * costs the storage nothing (no listing of an S3 bucket), and never sees the replica's address.
 *
 * Behind or failing? Litestream counts the operations its cloud replica answered (a listing, a
 * read, a write; a file:// replica counts none); a store that refuses every request (wrong key, no such bucket) never answers one, so a
 * replica silent for REPLICA_ALERT_MS after Litestream started is failing even with nothing to copy.
 * Past REPLICA_ALERT_MS behind, a replica that still moved forward within it is behind (slow); one
 * that accepted nothing in that time (a store that stopped answering, or started refusing) is failing.
 */
import type { Config } from '../config.js';

export type ReplicationState = 'off' | 'ok' | 'behind' | 'failing';

export interface ReplicationHealth {
  state: ReplicationState;
  /** Seconds since the oldest change the replica has not acknowledged (0 when caught up). */
  behindSeconds?: number;
  /** What is wrong, in words safe to show anyone: never the replica's address. */
  problem?: string;
}

interface Position {
  index: number;
  offset: number;
}

const compare = (a: Position, b: Position) => a.index - b.index || a.offset - b.offset;

/** The first value of a metric in Prometheus' text format (there is one database). */
function gauge(text: string, name: string): number | undefined {
  const m = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+-]+)$`, 'm').exec(text);
  return m ? Number(m[1]) : undefined;
}

/** The sum of a counter's values over all its labels (0 when Litestream has not reported it yet). */
function counterSum(text: string, name: string): number {
  let sum = 0;
  for (const m of text.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+-]+)$`, 'gm'))) sum += Number(m[1]);
  return sum;
}

export interface Reading {
  local?: Position;
  /** Absent until the replica first writes after Litestream starts. */
  replica?: Position;
  /** Requests the replica's storage has answered since Litestream started (listings, reads, writes, deletes). */
  answered: number;
}

/** The shadow WAL's and the replica's positions, and how often the storage answered, from Litestream's metrics. */
export function parsePositions(text: string): Reading {
  const pos = (index?: number, offset?: number) => (index === undefined || offset === undefined ? undefined : { index, offset });
  return {
    local: pos(gauge(text, 'litestream_shadow_wal_index'), gauge(text, 'litestream_shadow_wal_size')),
    replica: pos(gauge(text, 'litestream_replica_wal_index'), gauge(text, 'litestream_replica_wal_offset')),
    answered: counterSum(text, 'litestream_replica_operation_total'),
  };
}

/** Reads Litestream's positions; throws when it does not answer within 2 s. */
async function readPositions(port: number): Promise<Reading> {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`, { signal: AbortSignal.timeout(2000) });
  if (!res.ok) throw new Error(`metrics answered ${res.status}`);
  return parsePositions(await res.text());
}

export class ReplicationMonitor {
  /** Local positions the replica had not reached when last probed, oldest first, with when each was seen. */
  private pending: { at: number; pos: Position }[] = [];
  /** The local position at the first probe: after a restart Litestream reports no replica position until it next writes, and this much was replicated before. */
  private baseline: Position | undefined;
  private written = false;
  /** When the monitor first read Litestream, and when the replica last moved forward (or first read). */
  private firstReadAt: number | undefined;
  private progressAt = 0;
  private lastReplica: Position | undefined;
  private answered = 0;
  private health: ReplicationHealth;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly config: Pick<Config, 'REPLICA_URL' | 'REPLICA_ALERT_MS' | 'REPLICA_METRICS_PORT'>,
    private readonly now: () => number = Date.now,
  ) {
    this.health = { state: config.REPLICA_URL ? 'ok' : 'off' };
  }

  /** True when the replica had every local change at the last probe and its storage has answered since Litestream started. */
  caughtUp(): boolean {
    return this.pending.length === 0 && (this.answered > 0 || this.config.REPLICA_URL.startsWith('file:'));
  }

  /** The state at the last probe. */
  current(): ReplicationHealth {
    return this.health;
  }

  /** Asks Litestream once and updates the state. */
  async probe(): Promise<ReplicationHealth> {
    if (!this.config.REPLICA_URL) return this.health;
    try {
      this.record(await readPositions(this.config.REPLICA_METRICS_PORT));
    } catch {
      this.health = {
        state: 'failing',
        problem: 'Litestream is not answering: replication is not running (was the site started without it?)',
      };
    }
    return this.health;
  }

  /** Folds one reading into the state. */
  record({ local, replica, answered }: Reading): void {
    const now = this.now();
    this.firstReadAt ??= now;
    this.answered = answered;
    if (replica) this.written = true;
    if (replica && (!this.lastReplica || compare(replica, this.lastReplica) !== 0)) this.progressAt = now;
    this.lastReplica = replica ?? this.lastReplica;
    this.progressAt = Math.max(this.progressAt, this.firstReadAt);
    const alert = this.config.REPLICA_ALERT_MS;
    const silentMs = now - this.firstReadAt;
    // Litestream's file:// replica counts no operations: a folder that refuses writes shows below.
    if (!answered && silentMs > alert && !this.config.REPLICA_URL.startsWith('file:')) {
      this.health = {
        state: 'failing',
        problem: `the replica's storage has answered nothing in the ${Math.round(silentMs / 1000)} s since Litestream started: check its address, bucket and credentials (Litestream's log names the error)`,
      };
      return;
    }
    if (!local) return; // Litestream has not looked at the database yet (the first second).
    this.baseline ??= local;
    const last = this.pending.at(-1)?.pos;
    // A new generation (the WAL was lost, or the database restored) starts positions again from 0.
    if (last && compare(local, last) < 0) this.pending = [];
    if (!last || compare(local, last) !== 0) this.pending.push({ at: now, pos: local });
    const reached = replica ?? this.baseline;
    this.pending = this.pending.filter((p) => compare(p.pos, reached) > 0);
    const [oldest] = this.pending;
    const behindMs = oldest ? now - oldest.at : 0;
    const behindSeconds = Math.round(behindMs / 1000);
    const stalledSeconds = Math.round((now - this.progressAt) / 1000);
    if (behindMs <= alert) this.health = { state: 'ok', behindSeconds };
    else if (!this.written)
      this.health = {
        state: 'failing',
        behindSeconds,
        problem: 'the replica has not accepted a copy since Litestream started: check its address, credentials and space',
      };
    else if (now - this.progressAt > alert)
      this.health = {
        state: 'failing',
        behindSeconds,
        problem: `the replica has accepted nothing for ${stalledSeconds} s: the storage is unreachable or refusing writes (Litestream's log names the error)`,
      };
    else
      this.health = {
        state: 'behind',
        behindSeconds,
        problem: `the replica has not caught up for ${behindSeconds} s, though it accepted copies ${stalledSeconds} s ago: the storage is slow`,
      };
  }

  /** Probes now and then every sixth of REPLICA_ALERT_MS (0.5-10 s), so "behind" shows soon after it is true. */
  start(): void {
    if (!this.config.REPLICA_URL) return;
    const every = Math.min(10_000, Math.max(500, this.config.REPLICA_ALERT_MS / 6));
    const tick = () => {
      this.running = this.probe().then(() => {
        if (this.timer !== undefined) this.timer = setTimeout(tick, every).unref();
      });
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}

/**
 * The state for a staff command (npm run digest), which has no running monitor: watches Litestream
 * until the replica has caught up and its storage has answered, for at most REPLICA_ALERT_MS or 10 s
 * (a healthy replica catches up within about 2 s). Watching that long, a monitor of its own tells
 * a storage that answers nothing, or a replica that accepts nothing, from one that is only slow.
 */
export async function replicationHealthNow(
  config: Pick<Config, 'REPLICA_URL' | 'REPLICA_ALERT_MS' | 'REPLICA_METRICS_PORT'>,
): Promise<ReplicationHealth> {
  const patience = Math.min(10_000, config.REPLICA_ALERT_MS);
  const monitor = new ReplicationMonitor({ ...config, REPLICA_ALERT_MS: patience });
  const deadline = Date.now() + patience + 2000;
  for (;;) {
    const health = await monitor.probe();
    if (health.state !== 'ok' || monitor.caughtUp()) return health;
    if (Date.now() > deadline) return { state: 'behind', problem: `the replica did not catch up within ${patience / 1000} s` };
    await new Promise((r) => setTimeout(r, 500));
  }
}
