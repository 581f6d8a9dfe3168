/**
 * What the report page shows (src/views/pages/AuditReportPage.tsx renders it): the check's data as
 * routes.ts makes it for one request, never the enquiry's contact details. Here, with the check, so
 * the views read the check's types through the door (index.ts) and the routes import no view.
 */
import type { AuditStatus } from './checks/audits.js';
import type { CheckComparison } from './checks/compare.js';
import type { AiAccess } from './findings/ai-search.js';
import type { Finding } from './findings/finding.js';
import type { LocalFacts } from './findings/local.js';
import type { LabResult } from './lab/result.js';

/** What the report page shows: never the enquiry's contact details. */
export interface AuditReportView extends Partial<AuditReportViewRechecks> {
  publicId: string;
  /** The address checked, as a person reads it. */
  site: string;
  status: AuditStatus;
  score: number | null;
  /** All of them when done; those so far while the check runs. */
  findings: Finding[];
  summary: string;
  /** The day the check finished, as people read it ("25 November 2026"; with its time when another check was made that day), in the agency's time zone. */
  checkedOn: string | null;
  /** Pages read so far (running) or in all (done); 0 when the check read the one page alone. */
  pages: number;
  /** What the crawl found and did not read ("found 3,214 more addresses we did not read"), when it stopped short. */
  notRead?: string;
  /** The most pages a check reads (AUDIT_MAX_PAGES) and the longest it may take (AUDIT_CRAWL_MS). */
  maxPages: number;
  crawlMs: number;
  /** The fixes that matter most (topFixes in src/audit/findings/score.ts), which the finished report leads with. */
  topFixes: Finding[];
  /** The phone measurement (src/audit/lab/): none, under way, or its result. */
  lab: LabView;
  /** The score part by part (Search, Speed, AI search, Local), each with what most needs doing there. */
  groups: ScoreGroupView[];
  /** The "AI search" and "Local" sections' readings (null for a check made before they were kept). */
  ai: AiAccess | null;
  local: LocalFacts | null;
}

/** One part of the score: its figure (null: not measured) and the first few things to do there, each linking to its details. */
export interface ScoreGroupView {
  key: string;
  label: string;
  score: number | null;
  /** Why there is no figure, when there is none. */
  none?: string;
  items: { text: string; href: string }[];
  /** Its share of the overall score, in per cent (the weight of its checks); Speed has none: it is not in the overall score. */
  share?: number;
}

/** What the report knows of the lab run: nothing to show, under way, or its result. */
export type LabView =
  | { state: 'none' }
  /** `labMs`: the longest a run may take (AUDIT_LAB_MS), which the page promises to be done by. */
  | { state: 'measuring'; labMs: number }
  | { state: 'recorded'; result: LabResult; labMs: number };

/** What the report says of re-checks (src/audit/routes.ts builds it). */
export interface AuditReportViewRechecks {
  /** Where "Check again" posts; `note` says why it cannot be used now, and when it can. */
  recheck: { action: string; note?: string };
  /** What changed since the good check before the newest (absent after one check); `since` names that check (its day, and its time when another check shares the day). */
  changes?: CheckComparison & { since: string };
  /** What changed since the first good check, from the third good check on (a re-check with no change keeps the progress since the first). */
  sinceFirst?: CheckComparison & { since: string };
  /** Every earlier check of the report, newest first; `on` as `since` names a check. */
  history: { on: string; score: number | null; failed: boolean; recheck: boolean }[];
  /** Why the latest re-check failed, while the report shows the last good check. */
  recheckFailed?: string;
  /** Why a re-check asked for just now was refused (a no-JS post answered with the report). */
  notice?: string;
}
