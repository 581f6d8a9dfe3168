/**
 * Is the replica keeping up? Litestream reports two positions on its loopback metrics endpoint: how
 * far it has copied the database's WAL into its shadow WAL (everything committed, give or take a
 * second) and how far the replica has acknowledged. The monitor reads them every few seconds (never
 * on a request) and remembers when each local position was first seen; the replica is as far
 * behind as the oldest position it has not reached. This works the same for every replica type,
 * costs the storage nothing (no listing of an S3 bucket), and never sees the replica's address.
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

/** The shadow WAL's and the replica's positions from Litestream's metrics (the replica's is absent until it first writes). */
export function parsePositions(text: string): { local?: Position; replica?: Position } {
  const pos = (index?: number, offset?: number) => (index === undefined || offset === undefined ? undefined : { index, offset });
  return {
    local: pos(gauge(text, 'litestream_shadow_wal_index'), gauge(text, 'litestream_shadow_wal_size')),
    replica: pos(gauge(text, 'litestream_replica_wal_index'), gauge(text, 'litestream_replica_wal_offset')),
  };
}

/** Reads Litestream's positions; throws when it does not answer within 2 s. */
async function readPositions(port: number): Promise<ReturnType<typeof parsePositions>> {
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
  private health: ReplicationHealth;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly config: Pick<Config, 'REPLICA_URL' | 'REPLICA_ALERT_MS' | 'REPLICA_METRICS_PORT'>,
    private readonly now: () => number = Date.now,
  ) {
    this.health = { state: config.REPLICA_URL ? 'ok' : 'off' };
  }

  /** True when the replica had every local change at the last probe. */
  caughtUp(): boolean {
    return this.pending.length === 0;
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
  record({ local, replica }: ReturnType<typeof parsePositions>): void {
    const now = this.now();
    if (replica) this.written = true;
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
    if (behindMs <= this.config.REPLICA_ALERT_MS) this.health = { state: 'ok', behindSeconds };
    else if (!this.written)
      this.health = {
        state: 'failing',
        behindSeconds,
        problem: 'the replica has not accepted a copy since Litestream started: check its address, credentials and space',
      };
    else
      this.health = {
        state: 'behind',
        behindSeconds,
        problem: `the replica has not caught up for ${behindSeconds} s: the storage is slow, unreachable or refusing writes`,
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
 * The state for a staff command (npm run digest), which has no running monitor: probes until the
 * replica has caught up, for at most REPLICA_ALERT_MS or 10 s (a healthy replica catches up within
 * about 2 s).
 */
export async function replicationHealthNow(
  config: Pick<Config, 'REPLICA_URL' | 'REPLICA_ALERT_MS' | 'REPLICA_METRICS_PORT'>,
): Promise<ReplicationHealth> {
  const monitor = new ReplicationMonitor(config);
  const patience = Math.min(10_000, config.REPLICA_ALERT_MS);
  const deadline = Date.now() + patience;
  for (;;) {
    const health = await monitor.probe();
    if (health.state !== 'ok' || monitor.caughtUp()) return health;
    if (Date.now() > deadline) return { state: 'behind', problem: `the replica did not catch up within ${patience / 1000} s` };
    await new Promise((r) => setTimeout(r, 500));
  }
}
