/**
 * The history of a report: every finished check (the first and each re-check) kept in `audit_checks`,
 * its findings, phone figures and AI search and Local readings. The audits row (audits.ts) holds the
 * newest good one; "Check again" (rechecks.ts) adds to it and compare.ts says what changed.
 */
import type { DB } from '../../db/db.js';
import type { AiAccess } from '../findings/ai-search.js';
import type { Coverage } from '../findings/coverage.js';
import type { Finding } from '../findings/finding.js';
import type { LocalFacts } from '../findings/local.js';
import type { LabResult } from '../lab/result.js';

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
  /** What the check read (null: a check kept before this was recorded, or one cut short). */
  coverage: Coverage | null;
  finished_at: string;
}

type CheckRow = Omit<CheckRecord, 'recheck' | 'findings' | 'lab' | 'ai' | 'local' | 'coverage'> & {
  recheck: number;
  findings: string;
  lab: string | null;
  ai: string | null;
  local: string | null;
  coverage: string | null;
};

const parsed = <T>(value: string | null): T | null => (value === null ? null : (JSON.parse(value) as T));
const recordOf = (r: CheckRow): CheckRecord => ({
  ...r,
  recheck: r.recheck === 1,
  findings: JSON.parse(r.findings) as Finding[],
  lab: parsed<LabResult>(r.lab),
  ai: parsed<AiAccess>(r.ai),
  local: parsed<LocalFacts>(r.local),
  coverage: parsed<Coverage>(r.coverage),
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
  check: Pick<CheckRecord, 'status' | 'score' | 'summary' | 'findings' | 'pages' | 'ai' | 'local'> & { coverage?: Coverage },
  finishedAt: string,
): number {
  return Number(
    db
      .prepare(
        'INSERT INTO audit_checks (audit_id, recheck, status, score, summary, findings, pages, ai, local, coverage, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
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
        check.coverage ? JSON.stringify(check.coverage) : null,
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
