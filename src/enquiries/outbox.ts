/**
 * The mail worker: sends queued outbox items through SMTP, retrying with exponential backoff.
 * The queue lives in SQLite, so pending mail survives restarts; an item is marked sent only after
 * the SMTP server accepted it. Without SMTP settings the worker stays off and items wait.
 */
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from './db.js';
import { getEnquiry } from './repository.js';
import { acknowledgementEmail, staffEmail } from './mail.js';

export interface MailWorkerOptions {
  from: string;
  to: string;
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  pollMs: number;
  /** Times in emails are shown in this zone. */
  timeZone: string;
}

interface OutboxItem {
  id: number;
  enquiry_id: number;
  kind: 'staff' | 'ack';
  attempts: number;
}

export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private busy = false;
  private current: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly db: DB,
    private readonly transport: Transporter | undefined,
    private readonly options: MailWorkerOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  get enabled(): boolean {
    return Boolean(this.transport);
  }

  start(): void {
    if (!this.transport) {
      const pending = this.pendingCount();
      this.log.warn({ pending }, 'mail is off (no SMTP settings): enquiries are saved and their emails stay queued');
      return;
    }
    this.schedule(0);
  }

  /** Wake the worker now (a new enquiry was queued). */
  notify(): void {
    if (this.transport && !this.stopped) this.schedule(0);
  }

  /** Stops polling and waits for the item being sent, if any. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.current;
    this.transport?.close();
  }

  pendingCount(): number {
    return (this.db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE status = 'pending'").get() as { n: number }).n;
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delay);
  }

  /** Sends every due item, one at a time, then sleeps until the next poll. */
  async tick(): Promise<void> {
    // A flag, not the promise itself: with nothing due the body finishes synchronously, and a
    // promise stored after its own `finally` ran would mark the worker busy for ever.
    if (this.busy) return this.current;
    this.busy = true;
    this.current = this.sendDue().finally(() => {
      this.busy = false;
      this.schedule(this.options.pollMs);
    });
    return this.current;
  }

  private async sendDue(): Promise<void> {
    try {
      const due = this.db.prepare(
        "SELECT id, enquiry_id, kind, attempts FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT 50",
      );
      for (let items = due.all(new Date().toISOString()) as OutboxItem[]; items.length && !this.stopped; items = due.all(new Date().toISOString()) as OutboxItem[]) {
        for (const item of items) {
          if (this.stopped) break;
          await this.send(item);
        }
      }
    } catch (err) {
      this.log.error({ err }, 'mail worker failed to read the outbox');
    }
  }

  private async send(item: OutboxItem): Promise<void> {
    const enquiry = getEnquiry(this.db, item.enquiry_id);
    if (!enquiry) return;
    const message = item.kind === 'staff' ? staffEmail(enquiry, this.options.from, this.options.to, this.options.timeZone) : acknowledgementEmail(enquiry, this.options.from);
    const attempts = item.attempts + 1;
    try {
      await this.transport!.sendMail(message);
      this.db.transaction(() => {
        this.db.prepare("UPDATE outbox SET status = 'sent', attempts = ?, sent_at = ?, last_error = '' WHERE id = ?").run(attempts, new Date().toISOString(), item.id);
        if (item.kind === 'staff') this.db.prepare("UPDATE enquiries SET notification_status = 'sent' WHERE id = ?").run(item.enquiry_id);
      })();
      this.log.info({ outboxId: item.id, enquiryId: item.enquiry_id, kind: item.kind }, 'enquiry email sent');
    } catch (err) {
      const error = (err as Error).message.slice(0, 500);
      if (attempts >= this.options.maxAttempts) {
        this.db.transaction(() => {
          this.db.prepare("UPDATE outbox SET status = 'failed', attempts = ?, last_error = ? WHERE id = ?").run(attempts, error, item.id);
          if (item.kind === 'staff') this.db.prepare("UPDATE enquiries SET notification_status = 'failed' WHERE id = ?").run(item.enquiry_id);
        })();
        this.log.error({ outboxId: item.id, enquiryId: item.enquiry_id, attempts, error }, 'enquiry email failed for good; the enquiry is still in the database');
      } else {
        const delay = Math.min(this.options.retryBaseMs * 2 ** (attempts - 1), this.options.retryMaxMs);
        const next = new Date(Date.now() + delay).toISOString();
        this.db.prepare('UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?').run(attempts, next, error, item.id);
        this.log.warn({ outboxId: item.id, enquiryId: item.enquiry_id, attempts, retryInMs: delay, error }, 'enquiry email failed; will retry');
      }
    }
  }
}
