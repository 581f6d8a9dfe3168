/**
 * What changed between two good checks of a report (the report's "Since your last check", the staff
 * email's line and the audit.rechecked webhook), and the report's opens in words for staff.
 */
import type { Finding } from '../findings/finding.js';
import { groupScores, type ScoreGroup } from '../findings/score.js';
import type { CheckRecord } from './history.js';
import { plural } from '../../shared/words.js';
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
