/**
 * Runs queued checks in the background, at most AUDIT_CONCURRENCY at once; checks interrupted by a
 * restart run again. The same address finished within AUDIT_REUSE_MS is not fetched again (the form
 * must not become a way to hammer someone else's server). `onFinished` releases the enquiry's held
 * email and webhook (the outbox).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../enquiries/db.js';
import type { FetchRules } from './fetch-page.js';
import { runCheck } from './run-check.js';
import { claimNext, finishAudit, recentResult, requeueInterrupted, type Audit } from './store.js';

export interface AuditWorkerOptions {
  concurrency: number;
  reuseMs: number;
  rules: FetchRules;
  onFinished: () => void;
}

export class AuditWorker {
  private running = new Set<Promise<void>>();
  private stopped = false;
  private readonly stopping = new AbortController();

  constructor(
    private readonly db: DB,
    private readonly options: AuditWorkerOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    const again = requeueInterrupted(this.db);
    if (again) this.log.info({ checks: again }, 'site checks interrupted by a restart are queued again');
    this.notify();
  }

  /** Starts queued checks while there is room. */
  notify(): void {
    while (!this.stopped && this.running.size < this.options.concurrency) {
      const audit = claimNext(this.db);
      if (!audit) return;
      const job = this.run(audit).finally(() => {
        this.running.delete(job);
        this.notify();
      });
      this.running.add(job);
    }
  }

  private async run(audit: Audit): Promise<void> {
    const since = new Date(Date.now() - this.options.reuseMs).toISOString();
    const reused = recentResult(this.db, audit.url, since);
    const result = reused ? { status: reused.status as 'done' | 'failed', score: reused.score, findings: reused.findings, summary: reused.summary } : await runCheck(audit.url, this.options.rules, this.stopping.signal);
    // Cut short by a shutdown: the row stays "running" and the next start runs the check again.
    if (this.stopped) return;
    finishAudit(this.db, audit, result);
    // The address is the prospect's; the log keeps only what happened.
    this.log.info({ auditId: audit.id, enquiryId: audit.enquiry_id, status: result.status, score: result.score, reused: Boolean(reused) }, 'site check finished');
    this.options.onFinished();
  }

  /** Cuts the checks in flight short (a restart must not wait for someone else's slow site); they run again at the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping.abort();
    await Promise.all(this.running);
  }
}
