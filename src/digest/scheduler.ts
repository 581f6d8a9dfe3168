/**
 * Queues the weekly digest when DIGEST_SCHEDULE says. `checkDue()` does the work and is what tests
 * call, with a clock they control; `start()` runs it at each scheduled minute (and at least every
 * quarter of an hour, so a clock change or a sleeping machine never skips a week). A slot missed
 * while the site was down is caught up at the next start, once; a slot from before the schedule was
 * first on for this database is never sent.
 */
import type { FastifyBaseLogger } from 'fastify';
import { digestRecipients, type Config } from '../config.js';
import type { DB } from '../db/db.js';
import { troubleNow } from '../outbox/queue.js';
import type { ReplicationHealth } from '../replication/monitor.js';
import { composeDigest } from './compose.js';
import { digestFigures } from './figures.js';
import { latestSlot, nextSlot, type ScheduleRule } from '../lib/schedule-rule.js';
import { queueDigest, scheduleSince, scheduledDigestQueued, type DigestMessage } from './store.js';

/** Longest sleep between checks. */
const MAX_SLEEP_MS = 15 * 60_000;
/** The first check comes a moment after boot, so a restarted site answers its first requests first. */
const FIRST_CHECK_MS = 10_000;

export interface QueueOptions {
  /** The Monday of the week it reports on. */
  week: string;
  scheduled: boolean;
  now: Date;
  /** When the outbox may send it; now unless a staff command holds it to send itself. */
  dueAt?: Date;
  /** The replica's state when it is composed (src/replication/monitor.ts). */
  replication: ReplicationHealth;
}

/** The digest about the week starting on `week`, as it would be sent at `now`. */
export function composeWeeklyDigest(
  db: DB,
  config: Config,
  week: string,
  now: Date,
  replication: ReplicationHealth,
): Promise<DigestMessage> {
  const figures = digestFigures(db, week, config.TIME_ZONE, { ...troubleNow(db, config.DELIVERY_ALERT_MS, now.getTime()), replication });
  return composeDigest(figures, config.DIGEST_MAX_ROWS);
}

/** Composes the digest about `week` and queues it; the outbox item's id, or undefined when the schedule had queued that week already. */
export async function queueWeeklyDigest(db: DB, config: Config, options: QueueOptions): Promise<number | undefined> {
  const message = await composeWeeklyDigest(db, config, options.week, options.now, options.replication);
  const now = options.now.toISOString();
  return queueDigest(db, {
    week: options.week,
    scheduled: options.scheduled,
    recipients: digestRecipients(config),
    message,
    now,
    dueAt: (options.dueAt ?? options.now).toISOString(),
  });
}

export class DigestScheduler {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: DB,
    private readonly config: Config,
    private readonly rule: ScheduleRule,
    /** The outbox, told when a digest is queued (its `notify`). */
    private readonly outbox: { notify(): void },
    private readonly log: FastifyBaseLogger,
    private readonly replication: () => ReplicationHealth,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Queues the digest of the latest slot at or before now unless it is queued already or older than
   * the schedule; returns the week queued, if any. Safe to call from several processes at once.
   */
  async checkDue(): Promise<string | undefined> {
    const now = this.now();
    const since = scheduleSince(this.db, now.toISOString());
    const slot = latestSlot(this.rule, now, this.config.TIME_ZONE);
    if (Date.parse(slot.at) < Date.parse(since) || scheduledDigestQueued(this.db, slot.week)) return undefined;
    const item = await queueWeeklyDigest(this.db, this.config, { week: slot.week, scheduled: true, now, replication: this.replication() });
    if (item === undefined) return undefined;
    this.log.info({ week: slot.week, itemId: item }, 'weekly digest queued');
    this.outbox.notify();
    return slot.week;
  }

  start(): void {
    this.schedule(FIRST_CHECK_MS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.checkDue()
        .catch((err: unknown) => this.log.error({ err }, 'weekly digest could not be queued; trying again at the next check'))
        .finally(() => {
          const next = Date.parse(nextSlot(this.rule, this.now(), this.config.TIME_ZONE).at) - this.now().getTime();
          this.schedule(Math.max(1000, Math.min(next, MAX_SLEEP_MS)));
        });
    }, delay);
  }
}
