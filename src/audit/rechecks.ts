/**
 * "Check again": a prospect who acted on the report asks for the same check of the same address
 * again. Every finished check of a report is kept in `audit_checks` (the first and each re-check, its
 * findings, phone figures and AI search and Local readings); the audits row holds the newest good
 * one, which the report shows, with what changed since the one before it (`compareChecks`).
 *
 * A re-check is allowed once the newest check is AUDIT_RECHECK_MS old, at most AUDIT_RECHECKS_PER_DAY
 * times in any 24 hours per report, never while a check or its phone run is under way, and never for
 * a report that has expired or whose enquiry was forgotten (no audits row: the report is gone). It
 * is queued as every check is (worker.ts runs it: same thread, limits, rules, phone run), with
 * `rechecking` set, so the worker never reuses a recent result for it and store.ts's finishAudit
 * records it as a re-check: a failed one leaves the report on its last good check and says so.
 *
 * The report's opens are counted here too: a number and the last time, nothing about the visitor.
 */
import type { DB } from '../db/db.js';
import type { AiAccess } from './findings/ai-search.js';
import type { Finding } from './findings/finding.js';
import type { LocalFacts } from './findings/local.js';
import { groupScores, type ScoreGroup } from './findings/score.js';
import type { LabResult } from './lab/result.js';
import type { AuditStatus } from './store.js';

/** One finished check of a report. */
export interface CheckRecord {
  id: number;
  recheck: boolean;
  status: 'done' | 'failed';
  score: number | null;
  summary: string;
  findings: Finding[];
  pages: number;
  lab: LabResult | null;
  ai: AiAccess | null;
  local: LocalFacts | null;
  finished_at: string;
}

type CheckRow = Omit<CheckRecord, 'recheck' | 'findings' | 'lab' | 'ai' | 'local'> & {
  recheck: number;
  findings: string;
  lab: string | null;
  ai: string | null;
  local: string | null;
};

const parsed = <T>(value: string | null): T | null => (value === null ? null : (JSON.parse(value) as T));
const recordOf = (r: CheckRow): CheckRecord => ({
  ...r,
  recheck: r.recheck === 1,
  findings: JSON.parse(r.findings) as Finding[],
  lab: parsed<LabResult>(r.lab),
  ai: parsed<AiAccess>(r.ai),
  local: parsed<LocalFacts>(r.local),
});

/** Every finished check of the report `auditId`, oldest first. */
export function checksOf(db: DB, auditId: number): CheckRecord[] {
  return (db.prepare('SELECT * FROM audit_checks WHERE audit_id = ? ORDER BY id').all(auditId) as CheckRow[]).map(recordOf);
}

/** One check by its id (an outbox item names it). */
export function checkById(db: DB, id: number): (CheckRecord & { audit_id: number }) | undefined {
  const row = db.prepare('SELECT * FROM audit_checks WHERE id = ?').get(id) as (CheckRow & { audit_id: number }) | undefined;
  return row && { ...recordOf(row), audit_id: row.audit_id };
}

/** The latest good check before check `id` of the same report: what a re-check is compared with. */
export function checkBefore(db: DB, check: { id: number; audit_id: number }): CheckRecord | undefined {
  const row = db
    .prepare("SELECT * FROM audit_checks WHERE audit_id = ? AND id < ? AND status = 'done' ORDER BY id DESC LIMIT 1")
    .get(check.audit_id, check.id) as CheckRow | undefined;
  return row && recordOf(row);
}

/** Records a finished check of report `auditId` (call it in the transaction that records the result); returns its id. */
export function recordCheck(
  db: DB,
  auditId: number,
  recheck: boolean,
  check: Pick<CheckRecord, 'status' | 'score' | 'summary' | 'findings' | 'pages' | 'ai' | 'local'>,
  finishedAt: string,
): number {
  return Number(
    db
      .prepare(
        'INSERT INTO audit_checks (audit_id, recheck, status, score, summary, findings, pages, ai, local, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        auditId,
        Number(recheck),
        check.status,
        check.score,
        check.summary,
        JSON.stringify(check.findings),
        check.pages,
        check.ai ? JSON.stringify(check.ai) : null,
        check.local ? JSON.stringify(check.local) : null,
        finishedAt,
      ).lastInsertRowid,
  );
}

/** The newest good check of report `auditId`, kept whole, for a re-check that failed to fall back on. */
export function lastGoodCheck(db: DB, auditId: number): CheckRecord | undefined {
  const row = db.prepare("SELECT * FROM audit_checks WHERE audit_id = ? AND status = 'done' ORDER BY id DESC LIMIT 1").get(auditId) as
    | CheckRow
    | undefined;
  return row && recordOf(row);
}

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
           lab = NULL, lab_started_at = NULL, interruptions = 0 WHERE id = ?`,
      ).run(auditId);
      return undefined;
    })
    .immediate();
}

/** Counts one opening of the finished report: a number and the last time, nothing about who opened it. */
export function countReportView(db: DB, auditId: number, now: string): void {
  db.prepare('UPDATE audits SET report_views = report_views + 1, report_viewed_at = ? WHERE id = ?').run(now, auditId);
}

/** One phone figure before and after. */
export interface LabChange {
  metric: 'LCP' | 'CLS' | 'TBT';
  before: number | null;
  after: number | null;
}

/** What changed from one good check to the next. */
export interface CheckComparison {
  score: { before: number | null; after: number | null };
  groups: { group: ScoreGroup; before: number | null; after: number | null }[];
  /** Not passed before, passed (or no longer judged) now. */
  fixed: Finding[];
  /** Not passed now, passed or not judged before. */
  added: Finding[];
  /** Not passed before or now (as they read now). */
  open: Finding[];
  /** How many were not passed before. */
  problemsBefore: number;
  lab: LabChange[];
}

const notPassed = (findings: Finding[]) => findings.filter((f) => f.severity !== 'passed');

/** What changed between two good checks of a report. */
export function compareChecks(
  before: Pick<CheckRecord, 'score' | 'findings' | 'lab'>,
  after: Pick<CheckRecord, 'score' | 'findings' | 'lab'>,
): CheckComparison {
  const was = notPassed(before.findings);
  const now = notPassed(after.findings);
  const nowIds = new Set(now.map((f) => f.id));
  const wasIds = new Set(was.map((f) => f.id));
  const groupsBefore = groupScores(before.findings);
  const groupsAfter = groupScores(after.findings);
  const home = (c: Pick<CheckRecord, 'lab'>) => c.lab?.pages[0];
  return {
    score: { before: before.score, after: after.score },
    groups: (['search', 'ai', 'local'] as const).map((group) => ({ group, before: groupsBefore[group], after: groupsAfter[group] })),
    fixed: was.filter((f) => !nowIds.has(f.id)),
    added: now.filter((f) => !wasIds.has(f.id)),
    open: now.filter((f) => wasIds.has(f.id)),
    problemsBefore: was.length,
    lab: [
      { metric: 'LCP', before: home(before)?.lcpMs ?? null, after: home(after)?.lcpMs ?? null },
      { metric: 'CLS', before: home(before)?.cls ?? null, after: home(after)?.cls ?? null },
      { metric: 'TBT', before: home(before)?.tbtMs ?? null, after: home(after)?.tbtMs ?? null },
    ],
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "58 → 74, 6 of 11 problems fixed", or that the new check failed: a re-check in a line, for staff. */
export function recheckLine(check: CheckRecord, before: CheckRecord | undefined): string {
  if (check.status === 'failed') return `the new check failed (${check.summary.replace(/\.$/, '')}), so the report keeps the last one`;
  if (!before) return `scored ${check.score}`;
  const change = compareChecks(before, check);
  return `${before.score} → ${check.score}, ${change.fixed.length} of ${plural(change.problemsBefore, 'problem', 'problems')} fixed`;
}

const ago = new Intl.RelativeTimeFormat('en-AU', { numeric: 'auto' });

/** "report opened 4 times, last 2 days ago", or "report not opened yet": for staff, nothing about who opened it. */
export function describeReportViews(views: number, lastAt: string | null, now = Date.now()): string {
  if (!views || !lastAt) return 'report not opened yet';
  const minutes = Math.round((now - Date.parse(lastAt)) / 60_000);
  const when =
    minutes < 60
      ? ago.format(-minutes, 'minute')
      : minutes < 24 * 60
        ? ago.format(-Math.round(minutes / 60), 'hour')
        : ago.format(-Math.round(minutes / (24 * 60)), 'day');
  return `report opened ${views === 1 ? 'once' : `${views} times`}, last ${when}`;
}
