/**
 * Runs queued checks in the background, at most AUDIT_CONCURRENCY at once, each in a thread of its
 * own (check-pool.ts), never on the thread that serves pages. The same address finished within
 * AUDIT_REUSE_MS is not fetched again (the form must not become a way to hammer someone else's
 * server). Progress and results are written here, on the main thread, the one place that writes the
 * audits table. `onFinished` releases the enquiry's held email and webhook (the outbox).
 *
 * Nothing a check does can stop the worker: an unexpected error is logged with the check's id and
 * recorded as a failed check. A clean shutdown cuts checks short and puts them back in the queue;
 * a crash leaves them running, and store.ts's requeueInterrupted gives each one more try at most.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/db.js';
import { CheckPool, type CheckPoolOptions } from './check-pool.js';
import { failed } from './run-check.js';
import {
  claimNext,
  finishAudit,
  recentResult,
  recordProgress,
  release,
  requeueInterrupted,
  type Audit,
  type AuditResult,
} from './store.js';

export interface AuditWorkerOptions extends Omit<CheckPoolOptions, 'threads'> {
  concurrency: number;
  reuseMs: number;
  onFinished: () => void;
}

/** How long shutdown waits for cut-short checks to notice; each ends within moments of the abort. */
const STOP_WAIT_MS = 1000;

const UNEXPECTED = 'Something went wrong on our side while checking this site, so our team will look at it by hand.';

export class AuditWorker {
  /** Checks in flight, by audit id. */
  private running = new Map<number, Promise<void>>();
  private stopped = false;
  private readonly stopping = new AbortController();
  private readonly pool: CheckPool;

  constructor(
    private readonly db: DB,
    private readonly options: AuditWorkerOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    const { concurrency, reuseMs: _reuse, onFinished: _finished, ...pool } = options;
    this.pool = new CheckPool({ ...pool, threads: concurrency });
  }

  start(): void {
    const { requeued, gaveUp } = requeueInterrupted(this.db);
    if (requeued) this.log.info({ checks: requeued }, 'site checks interrupted by a crash are queued again');
    for (const audit of gaveUp)
      this.log.error(
        { auditId: audit.id, enquiryId: audit.enquiry_id },
        'site check was running at two crashes in a row: recorded as failed, not tried again',
      );
    if (gaveUp.length) this.options.onFinished();
    this.notify();
  }

  /** Starts queued checks while there is room. */
  notify(): void {
    try {
      while (!this.stopped && this.running.size < this.options.concurrency) {
        const audit = claimNext(this.db);
        if (!audit) return;
        const job = this.run(audit).finally(() => {
          this.running.delete(audit.id);
          this.notify();
        });
        this.running.set(audit.id, job);
      }
    } catch (err) {
      // The database could not be written (a full disk): the queue is kept; the next enquiry or restart tries again.
      this.log.error({ err }, 'could not start a queued site check');
    }
  }

  private async run(audit: Audit): Promise<void> {
    let result: AuditResult | undefined;
    let reused = false;
    try {
      const since = new Date(Date.now() - this.options.reuseMs).toISOString();
      const earlier = recentResult(this.db, audit.url, since);
      reused = Boolean(earlier);
      result = earlier
        ? {
            status: earlier.status as 'done' | 'failed',
            score: earlier.score,
            findings: earlier.findings,
            summary: earlier.summary,
            pages: earlier.pages,
            unread: earlier.unread,
          }
        : await this.pool.check(audit.url, this.stopping.signal, (progress) => {
            if (!this.stopped) recordProgress(this.db, audit.id, progress);
          });
    } catch (err) {
      this.log.error({ err, auditId: audit.id }, 'site check failed unexpectedly');
      result = failed(UNEXPECTED);
    }
    // Cut short by a shutdown: stop() puts the check back in the queue.
    if (this.stopped || !result) return;
    try {
      finishAudit(this.db, audit, result);
    } catch (err) {
      this.log.error({ err, auditId: audit.id }, 'could not record a site check');
      return;
    }
    // The address is the prospect's; the log keeps only what happened.
    this.log.info(
      { auditId: audit.id, enquiryId: audit.enquiry_id, status: result.status, score: result.score, reused },
      'site check finished',
    );
    this.options.onFinished();
  }

  /**
   * Cuts the checks in flight short (a restart must not wait for someone else's slow site) and puts
   * them back in the queue for the next start. Returns within STOP_WAIT_MS whatever they do.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping.abort();
    const ids = [...this.running.keys()];
    await Promise.race([Promise.allSettled(this.running.values()), delay(STOP_WAIT_MS)]);
    await this.pool.close();
    try {
      release(this.db, ids);
    } catch (err) {
      // Left running: the next start counts it as interrupted and tries it once more.
      this.log.error({ err }, 'could not put cut-short site checks back in the queue');
    }
  }
}
