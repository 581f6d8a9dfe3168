/**
 * One lane of the outbox: a queue kept in SQLite, worked one item at a time on the lane's own timer,
 * with exponential backoff. Mail and webhooks are separate lanes (see outbox.ts), so a slow or dead
 * webhook receiver never delays the staff email. What differs by kind (which rows are due, how one
 * item is sent, how its row records the result) is a LaneKind; scheduling and retry rules live here.
 */
import type { FastifyBaseLogger } from 'fastify';

/** What one attempt came to. `retry: false` means another try would fail the same way. */
export type Outcome = { ok: true } | { ok: false; retry: boolean; error: string };

export interface QueuedItem {
  id: number;
  /** The enquiry it carries; null for an item about no enquiry (the weekly digest). */
  enquiry_id: number | null;
  attempts: number;
}

/** Where an item stands after an attempt; `attempts` counts that attempt. */
export type Settled =
  | { status: 'done'; attempts: number }
  | { status: 'retry'; attempts: number; nextAttemptAt: string; error: string }
  | { status: 'failed'; attempts: number; error: string };

export interface LaneKind<I extends QueuedItem, O extends Outcome> {
  /** What an item is, in log lines: 'enquiry email', 'enquiry webhook'. */
  label: string;
  /** A label for this item when it differs from `label` (the digest in the mail lane). */
  labelOf?(item: I): string;
  /** The channel named in every log line, so a monitor can tell mail failures from webhook ones. */
  channel: 'mail' | 'webhook';
  /** False when the lane's settings are missing: the worker stays off and items wait. */
  enabled: boolean;
  /** What to log (with the pending count) when the lane starts switched off; undefined for nothing. */
  offMessage(pending: number): string | undefined;
  pendingCount(): number;
  /** Pending items whose next attempt is due at `now` (ISO), oldest first. */
  due(now: string): I[];
  attempt(item: I): Promise<O>;
  /** Records the result in the item's row (and anything that depends on it). */
  settle(item: I, settled: Settled, outcome: O): void;
  /** Extra log fields naming the item (never its contents). */
  describe(item: I): Record<string, unknown>;
  /** Releases connections once the lane has stopped. */
  close?(): void;
}

export interface RetryPolicy {
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** How often the lane looks for due items (a notify() also wakes it). */
  pollMs: number;
}

/** Wait before attempt `attempts + 1`: base x 2^(attempts-1), capped. */
export function retryDelay(attempts: number, policy: Pick<RetryPolicy, 'retryBaseMs' | 'retryMaxMs'>): number {
  return Math.min(policy.retryBaseMs * 2 ** (attempts - 1), policy.retryMaxMs);
}

/**
 * An error as it may be logged: a mail server's refusal can quote the recipient, which for an
 * acknowledgement is the visitor's address (the full text stays in the item's row for staff).
 */
export const withoutAddresses = (error: string) => error.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[address]');

export class OutboxLane<I extends QueuedItem = QueuedItem, O extends Outcome = Outcome> {
  private timer: NodeJS.Timeout | undefined;
  private busy = false;
  private current: Promise<void> = Promise.resolve();
  private stopped = false;
  /** Passes over the queue started so far, and who waits for one that starts after theirs (idle()). */
  private passes = 0;
  private idleWaiters: { after: number; resolve: () => void }[] = [];

  constructor(
    private readonly kind: LaneKind<I, O>,
    private readonly policy: RetryPolicy,
    private readonly log: FastifyBaseLogger,
  ) {}

  get enabled(): boolean {
    return this.kind.enabled;
  }

  pendingCount(): number {
    return this.kind.pendingCount();
  }

  start(): void {
    if (!this.enabled) {
      const pending = this.pendingCount();
      const message = this.kind.offMessage(pending);
      if (message) this.log.warn({ pending }, message);
      return;
    }
    this.schedule(0);
  }

  /** Wake the lane now (a new item was queued). */
  notify(): void {
    if (this.enabled && !this.stopped) this.schedule(0);
  }

  /**
   * Resolves once the lane has looked for due items after this call and found none left: everything
   * due by then has been sent, given up on or put off for a retry. At once when the lane is off or
   * stopped (nothing will go out). For whoever must know that nothing more is on its way now (tests).
   */
  idle(): Promise<void> {
    if (!this.enabled || this.stopped) return Promise.resolve();
    const waiting = new Promise<void>((resolve) => this.idleWaiters.push({ after: this.passes, resolve }));
    this.notify();
    return waiting;
  }

  /** Stops polling and waits for the item being sent, if any (each attempt is bounded by its timeout). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.current;
    this.kind.close?.();
    for (const waiter of this.idleWaiters.splice(0)) waiter.resolve();
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delay);
  }

  /** Sends every due item, one at a time, then sleeps until the next poll. */
  async tick(): Promise<void> {
    // A flag, not the promise itself: with nothing due the body finishes synchronously, and a
    // promise stored after its own `finally` ran would mark the lane busy for ever.
    if (this.busy) return this.current;
    this.busy = true;
    const pass = ++this.passes;
    this.current = this.sendDue().finally(() => {
      this.busy = false;
      // A pass ends only when nothing due is left (sendDue), so it answers everyone who asked before it began.
      const answered = this.idleWaiters.filter((w) => w.after < pass);
      this.idleWaiters = this.idleWaiters.filter((w) => w.after >= pass);
      for (const waiter of answered) waiter.resolve();
      // Someone asked during this pass: the next one starts now rather than at the next poll.
      this.schedule(this.idleWaiters.length ? 0 : this.policy.pollMs);
    });
    return this.current;
  }

  private async sendDue(): Promise<void> {
    try {
      const due = () => this.kind.due(new Date().toISOString());
      for (let items = due(); items.length && !this.stopped; items = due()) {
        for (const item of items) {
          if (this.stopped) break;
          await this.send(item);
        }
      }
    } catch (err) {
      this.log.error({ err }, `${this.kind.label} worker failed to read its queue`);
    }
  }

  /**
   * One attempt at an item now, recorded as the lane records its own (retries and failure alike).
   * For a staff command that holds an item the running site's lane will not take yet (npm run digest -- --send).
   */
  async attemptNow(item: I): Promise<void> {
    await this.send(item);
  }

  /** One attempt and its record; every failed attempt is one error line naming the channel. */
  private async send(item: I): Promise<void> {
    const outcome = await this.kind.attempt(item);
    const attempts = item.attempts + 1;
    const label = this.kind.labelOf?.(item) ?? this.kind.label;
    const about = item.enquiry_id === null ? {} : { enquiryId: item.enquiry_id };
    const fields = { channel: this.kind.channel, itemId: item.id, ...about, attempts, ...this.kind.describe(item) };
    if (outcome.ok) {
      this.kind.settle(item, { status: 'done', attempts }, outcome);
      this.log.info(fields, `${label} delivered`);
    } else if (!outcome.retry || attempts >= this.policy.maxAttempts) {
      this.kind.settle(item, { status: 'failed', attempts, error: outcome.error }, outcome);
      this.log.error(
        { ...fields, error: withoutAddresses(outcome.error) },
        `${label} failed for good; ${item.enquiry_id === null ? 'it is kept in the outbox (npm run outbox)' : 'the enquiry is still in the database'}`,
      );
    } else {
      const delay = retryDelay(attempts, this.policy);
      this.kind.settle(
        item,
        { status: 'retry', attempts, nextAttemptAt: new Date(Date.now() + delay).toISOString(), error: outcome.error },
        outcome,
      );
      this.log.error({ ...fields, retryInMs: delay, error: withoutAddresses(outcome.error) }, `${label} failed; will retry`);
    }
  }
}
