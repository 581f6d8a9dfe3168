/**
 * "Check again": a prospect who acted on the report asks for the same check of the same address
 * again. Every finished check of a report is kept in `audit_checks` (history.ts); the audits row holds
 * the newest good one, which the report shows, with what changed since the one before it (compare.ts).
 *
 * A re-check is allowed once the newest check is AUDIT_RECHECK_MS old, at most AUDIT_RECHECKS_PER_DAY
 * times in any 24 hours per report, never while a check or its phone run is under way, and never for
 * a report that has expired or whose enquiry was forgotten (no audits row: the report is gone). It
 * is queued as every check is (jobs/worker.ts runs it: same thread, limits, rules, phone run), with
 * `rechecking` set, so the worker never reuses a recent result for it and audits.ts's finishAudit
 * records it as a re-check: a failed one leaves the report on its last good check and says so.
 *
 * The report's opens are counted here too: a number and the last time, nothing about the visitor.
 */
import type { DB } from '../../db/db.js';
import type { AuditStatus } from './audits.js';
import { recheckCompetitors } from './competitors.js';

export interface RecheckLimits {
  /** AUDIT_RECHECK_MS: the newest check must be this old. */
  waitMs: number;
  /** AUDIT_RECHECKS_PER_DAY: re-checks in any 24 hours. */
  perDay: number;
}

/** Why a re-check cannot be made now (HTTP status, a sentence, and when it can, for Retry-After), or undefined when it can. */
export interface RecheckRefusal {
  status: 409 | 429;
  message: string;
  /** When a re-check becomes possible (ISO), for Retry-After and the page's sentence; absent when it depends on a check finishing. */
  from?: string;
}

const DAY_MS = 86_400_000;

/** Whether the report's site may be checked again now, by the limits; `at` says times in words for people. */
export function recheckRefusal(
  db: DB,
  audit: { id: number; status: AuditStatus; finished_at: string | null; lab_started_at: string | null; lab: unknown },
  limits: RecheckLimits,
  now: number,
  at: (iso: string) => string,
): RecheckRefusal | undefined {
  if (audit.status === 'queued' || audit.status === 'running' || (audit.lab_started_at && !audit.lab))
    return { status: 409, message: 'Your site is being checked now: this page shows the result as soon as it is ready.' };
  const last = db.prepare('SELECT MAX(finished_at) AS at FROM audit_checks WHERE audit_id = ?').get(audit.id) as { at: string | null };
  const newest = Date.parse(last.at ?? audit.finished_at ?? '') || 0;
  if (now - newest < limits.waitMs) {
    const from = new Date(newest + limits.waitMs).toISOString();
    return { status: 429, message: `Your site was checked moments ago. You can check it again from ${at(from)}.`, from };
  }
  const today = db
    .prepare('SELECT finished_at FROM audit_checks WHERE audit_id = ? AND recheck = 1 AND finished_at > ? ORDER BY finished_at')
    .all(audit.id, new Date(now - DAY_MS).toISOString()) as { finished_at: string }[];
  if (today.length >= limits.perDay) {
    const from = new Date(Date.parse(today[0]?.finished_at ?? '') + DAY_MS).toISOString();
    return {
      status: 429,
      message: `Your site has been checked again ${limits.perDay === 1 ? 'once' : `${limits.perDay} times`} in the last 24 hours, as many as we run for one report. You can check it again from ${at(from)}.`,
      from,
    };
  }
  return undefined;
}

/**
 * Queues a re-check of report `auditId` if the limits allow it, in one transaction, so two posts at
 * once cannot both start one: the second finds the first queued. Returns the refusal, or undefined
 * when it was queued.
 */
export function requestRecheck(
  db: DB,
  auditId: number,
  limits: RecheckLimits,
  now: number,
  at: (iso: string) => string,
): RecheckRefusal | undefined {
  return db
    .transaction(() => {
      const audit = db.prepare('SELECT id, status, finished_at, lab_started_at, lab FROM audits WHERE id = ?').get(auditId) as
        | Parameters<typeof recheckRefusal>[1]
        | undefined;
      if (!audit) return { status: 409 as const, message: 'This report is no longer kept.' };
      const refusal = recheckRefusal(db, audit, limits, now, at);
      if (refusal) return refusal;
      // Its progress starts from nothing, as a first check's does; the last good check is in audit_checks.
      db.prepare(
        `UPDATE audits SET status = 'queued', rechecking = 1, started_at = NULL, pages = 0, findings = '[]', unread = 0, unread_at_least = 0,
           lab = NULL, lab_started_at = NULL, lab_tries = 0, interruptions = 0 WHERE id = ?`,
      ).run(auditId);
      // Its competitors are checked again too, behind it, each side's change said by the comparison.
      recheckCompetitors(db, auditId, new Date(now).toISOString());
      return undefined;
    })
    .immediate();
}

/** Counts one opening of the finished report: a number and the last time, nothing about who opened it. */
export function countReportView(db: DB, auditId: number, now: string): void {
  db.prepare('UPDATE audits SET report_views = report_views + 1, report_viewed_at = ? WHERE id = ?').run(now, auditId);
}
