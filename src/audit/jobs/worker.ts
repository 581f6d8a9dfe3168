/**
 * Runs queued checks in the background, at most AUDIT_CONCURRENCY at once, each in a thread of its
 * own (check-pool.ts), never on the thread that serves pages. The same address finished within
 * AUDIT_REUSE_MS is not fetched again (the form must not become a way to hammer someone else's
 * server). Progress and results are written here, on the main thread, the one place that writes the
 * audits table. `onFinished` releases the enquiry's held email and webhook (the outbox).
 *
 * After a crawl that read the site, the lab run (lab/lab-runner.ts: Lighthouse in Chromium as a phone,
 * in a child process) measures the start page and the crawl's AUDIT_LAB_PAGES most-linked pages. The
 * check is `done` as soon as the crawl is (the report shows it, saying the phone is being measured),
 * and the enquiry's staff email and webhook stay held until the lab result is recorded too. A lab run
 * cut off by a restart is run again at start (the start page alone: the crawl's list is not kept), once
 * after a crash: cut off by a second crash, it is recorded as our failure (checks/audits.ts).
 *
 * Competitors' sites ("How you compare", checks/competitors.ts) are checked in the same pool, with
 * their own page budget and robots.txt read first, only while no report's check is waiting; each
 * home page is then measured on the phone through the same one browser slot, when COMPARE_LAB is on.
 *
 * Nothing a check does can stop the worker: an unexpected error is logged with the check's id and
 * recorded as a failed check. A clean shutdown cuts checks short and puts them back in the queue;
 * a crash leaves them running, and checks/audits.ts's requeueInterrupted gives each one more try at most.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../../db/db.js';
import { CheckPool, type CheckPoolOptions } from './check-pool.js';
import type { CheckListener } from '../checks/announce.js';
import { LabRunner } from '../lab/lab-runner.js';
import type { LabSettings } from '../lab/settings.js';
import type { RawHome } from '../findings/ai-search.js';
import type { LabResult } from '../lab/result.js';
import { labScreenshot, recordLab, recordLabStart } from '../lab/store.js';
import { failed } from '../assess/result.js';
import {
  claimNext,
  finishAudit,
  interruptedLabs,
  labFinished,
  recentResult,
  recordProgress,
  release,
  releaseLabs,
  requeueInterrupted,
  type Audit,
} from '../checks/audits.js';
import type { AuditResult } from '../assess/result.js';
import {
  announceComparison,
  claimCompetitor,
  type Competitor,
  finishCompetitor,
  recordCompetitorLab,
  releaseCompetitors,
  requeueCompetitors,
} from '../checks/competitors.js';

export interface AuditWorkerOptions extends Omit<CheckPoolOptions, 'threads'> {
  concurrency: number;
  reuseMs: number;
  /** Told, in the check's own transaction, when a check or its phone run is finished (the outbox, from src/app.ts). */
  listener: CheckListener;
  /** How long past its own limit (AUDIT_CRAWL_MS, AUDIT_LAB_MS) a check's deliveries wait for it (AUDIT_HOLD_MARGIN_MS). */
  holdMarginMs: number;
  onFinished: () => void;
  /**
   * The lab run (absent: none, as in older tests that build the worker themselves): its own settings
   * (never the crawler's `rules`), AUDIT_LAB_PAGES, and the built server's child module.
   */
  lab?: { settings: LabSettings; pages: number; childFile?: string };
  /** Competitors' checks: COMPARE_MAX_PAGES, and COMPARE_LAB (their home pages measured on the phone). Absent: none are run. */
  compare?: { maxPages: number; lab: boolean };
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
  private readonly labRunner: LabRunner | undefined;
  /** Lab runs in flight (or waiting for a slot), by audit id. */
  private labs = new Map<number, Promise<void>>();
  /** Competitors' checks (and their phone runs) in flight, by competitor id, and the report each is for. */
  private competing = new Map<number, Promise<void>>();
  private competingFor = new Map<number, number>();

  constructor(
    private readonly db: DB,
    private readonly options: AuditWorkerOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    const { concurrency, reuseMs: _reuse, onFinished: _finished, lab, compare: _compare, ...pool } = options;
    this.pool = new CheckPool({ ...pool, threads: concurrency });
    // A run's name starts from the database's path: this installation's runs, however many servers the machine has.
    this.labRunner = lab && new LabRunner(lab.settings, { installation: db.name, childFile: lab.childFile });
  }

  start(): void {
    const orphans = this.labRunner?.endOrphans();
    if (orphans && (orphans.processes || orphans.folders))
      this.log.warn(orphans, 'ended browser runs left by a server of this installation that died, and removed their folders');
    const { requeued, gaveUp } = requeueInterrupted(this.db, this.options.listener);
    if (requeued) this.log.info({ checks: requeued }, 'site checks interrupted by a crash are queued again');
    for (const audit of gaveUp)
      this.log.error(
        { auditId: audit.id, enquiryId: audit.enquiry_id },
        'site check was running at two crashes in a row: recorded as failed, not tried again',
      );
    if (gaveUp.length) this.options.onFinished();
    const labs = interruptedLabs(this.db, this.options.listener);
    for (const audit of labs.gaveUp)
      this.log.error(
        { auditId: audit.id, enquiryId: audit.enquiry_id },
        'site check phone run was cut off by two crashes in a row: recorded as failed on our side, not tried again',
      );
    if (labs.gaveUp.length) this.options.onFinished();
    for (const audit of labs.again) this.measure(audit, [audit.url], audit.ai?.raw);
    requeueCompetitors(this.db);
    this.notify();
  }

  /** Starts queued checks while there is room: reports' own first, then competitors'. */
  notify(): void {
    const room = () => !this.stopped && this.running.size + this.competing.size < this.options.concurrency;
    try {
      while (room()) {
        const audit = claimNext(this.db);
        if (!audit) break;
        const job = this.run(audit).finally(() => {
          this.running.delete(audit.id);
          this.notify();
        });
        this.running.set(audit.id, job);
      }
      while (this.options.compare && room()) {
        const competitor = claimCompetitor(this.db);
        if (!competitor) break;
        const job = this.compete(competitor).finally(() => {
          this.competing.delete(competitor.id);
          this.competingFor.delete(competitor.id);
          this.compared(competitor.audit_id);
          this.notify();
        });
        this.competing.set(competitor.id, job);
        this.competingFor.set(competitor.id, competitor.audit_id);
      }
    } catch (err) {
      // The database could not be written (a full disk): the queue is kept; the next enquiry or restart tries again.
      this.log.error({ err }, 'could not start a queued site check');
    }
  }

  private async run(audit: Audit): Promise<void> {
    let result: AuditResult | undefined;
    let reused = false;
    let earlier: Audit | undefined;
    try {
      const since = new Date(Date.now() - this.options.reuseMs).toISOString();
      // A re-check is asked for because the site changed: never answered with an earlier result.
      earlier = audit.rechecking ? undefined : recentResult(this.db, audit.url, since);
      reused = Boolean(earlier);
      result = earlier
        ? {
            status: earlier.status as 'done' | 'failed',
            score: earlier.score,
            findings: earlier.findings,
            summary: earlier.summary,
            pages: earlier.pages,
            unread: earlier.unread,
            ...(earlier.ai ? { ai: earlier.ai } : {}),
            ...(earlier.local ? { local: earlier.local } : {}),
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
    const lab = result.status === 'done' ? this.labRunner : undefined;
    // An earlier run our side could not finish says nothing of the site: the phone measures again.
    const labNow = lab && !lab.unavailable() && (!earlier?.lab || earlier.lab.status === 'our-failure');
    try {
      // While the phone run follows, deliveries wait for it as a first check's do: at most AUDIT_LAB_MS and the margin.
      const labUntil = labNow
        ? new Date(Date.now() + (this.options.lab?.settings.AUDIT_LAB_MS ?? 0) + this.options.holdMarginMs).toISOString()
        : undefined;
      finishAudit(this.db, audit, result, this.options.listener, labUntil);
      if (lab && !labNow) this.recordLabAtOnce(audit, earlier, lab);
      if (labNow) recordLabStart(this.db, audit.id);
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
    if (labNow) this.measure(audit, [audit.url, ...(result.mostLinked ?? []).slice(0, this.options.lab?.pages ?? 0)], result.ai?.raw);
  }

  /**
   * A competitor's site checked as the report's own was (no progress kept: the report says it is being
   * checked), then its home page measured on the phone when COMPARE_LAB is on and the lab can run.
   */
  private async compete(competitor: Competitor): Promise<void> {
    const compare = this.options.compare;
    if (!compare) return;
    let result: AuditResult | undefined;
    try {
      result = await this.pool.check(competitor.url, this.stopping.signal, () => {}, { maxPages: compare.maxPages });
    } catch (err) {
      this.log.error({ err, competitorId: competitor.id }, 'competitor check failed unexpectedly');
      result = failed(UNEXPECTED);
    }
    if (this.stopped || !result) return;
    const runner = this.labRunner;
    const measure = result.status === 'done' && compare.lab && runner && !runner.unavailable() ? runner : undefined;
    try {
      finishCompetitor(this.db, competitor.id, result, Boolean(measure));
    } catch (err) {
      this.log.error({ err, competitorId: competitor.id }, 'could not record a competitor check');
      return;
    }
    this.log.info(
      { auditId: competitor.audit_id, competitorId: competitor.id, status: result.status, score: result.score },
      'competitor checked',
    );
    if (!measure) return;
    const { result: lab } = await measure.run([competitor.url], this.stopping.signal, result.ai?.raw);
    if (this.stopped) return;
    try {
      recordCompetitorLab(this.db, competitor.id, lab);
    } catch (err) {
      this.log.error({ err, competitorId: competitor.id }, 'could not record a competitor phone run');
    }
  }

  /** Once nothing of report `auditId`'s comparison is left to run, staff hear of it (the outbox's audit.compared webhook). */
  private compared(auditId: number): void {
    if (this.stopped || [...this.competingFor.values()].includes(auditId)) return;
    try {
      if (announceComparison(this.db, auditId, this.options.listener, new Date().toISOString())) this.options.onFinished();
    } catch (err) {
      this.log.error({ err, auditId }, 'could not announce a finished comparison');
    }
  }

  /** A lab result with no run: the same address's recent one (reused with its screenshots), or why there is none. */
  private recordLabAtOnce(audit: Audit, earlier: Audit | undefined, lab: LabRunner): void {
    if (earlier?.lab && earlier.lab.status !== 'our-failure') {
      const shots = earlier.lab.pages.map((_page, i) => labScreenshot(this.db, earlier.public_id, i));
      recordLab(this.db, audit.id, earlier.lab, shots);
      return;
    }
    const at = new Date().toISOString();
    const result: LabResult = {
      status: 'unavailable',
      message: lab.unavailable() ?? null,
      pages: [],
      blocked: { count: 0, examples: [] },
      started_at: at,
      finished_at: at,
    };
    recordLab(this.db, audit.id, result);
  }

  /** Runs the lab over `urls` (a slot permitting), records it and releases the enquiry's held deliveries. */
  private measure(audit: Pick<Audit, 'id' | 'enquiry_id'>, urls: string[], raw?: RawHome): void {
    const runner = this.labRunner;
    if (!runner || this.labs.has(audit.id)) return;
    const job = (async () => {
      const { result, screenshots } = await runner.run(urls, this.stopping.signal, raw);
      // Cut short by a shutdown: lab_started_at stays, so the next start measures again (stop gives its try back).
      if (this.stopped) return;
      labFinished(
        this.db,
        audit,
        result,
        result.pages.map((_page, i) => screenshots.get(i)),
        this.options.listener,
      );
      this.log.info(
        {
          auditId: audit.id,
          enquiryId: audit.enquiry_id,
          lab: result.status,
          pages: result.pages.length,
          blocked: result.blocked.count,
          ...(result.failure ? { failure: result.failure, detail: result.detail } : {}),
        },
        'site check lab run finished',
      );
      this.options.onFinished();
    })()
      .catch((err) => this.log.error({ err, auditId: audit.id }, 'could not record a lab run'))
      .finally(() => this.labs.delete(audit.id));
    this.labs.set(audit.id, job);
  }

  /**
   * Cuts the checks in flight short (a restart must not wait for someone else's slow site) and puts
   * them back in the queue for the next start. Returns within STOP_WAIT_MS whatever they do.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping.abort();
    const ids = [...this.running.keys()];
    const labIds = [...this.labs.keys()];
    const competitorIds = [...this.competing.keys()];
    // A lab run's group is killed at once on stop; waiting for it also waits until its profile is removed.
    await Promise.race([
      Promise.allSettled([...this.running.values(), ...this.labs.values(), ...this.competing.values()]),
      delay(STOP_WAIT_MS + 3000),
    ]);
    await this.pool.close();
    try {
      release(this.db, ids);
      releaseLabs(this.db, labIds);
      releaseCompetitors(this.db, competitorIds);
    } catch (err) {
      // Left running: the next start counts it as interrupted and tries it once more.
      this.log.error({ err }, 'could not put cut-short site checks back in the queue');
    }
  }
}
