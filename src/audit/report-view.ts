/**
 * What the report page shows (src/views/pages/AuditReportPage.tsx renders it) and the status its
 * live update polls, made here from what a check kept, for one request: never the enquiry's contact
 * details. routes.ts answers the requests with it. Here, with the check, so the views read the
 * check's types through the door (index.ts) and the routes import no view.
 */
import type { Config } from '../config.js';
import type { DB } from '../db/db.js';
import type { Audit, AuditStatus } from './checks/audits.js';
import { type CheckComparison, compareChecks } from './checks/compare.js';
import { type CheckRecord, checksOf } from './checks/history.js';
import { type RecheckLimits, recheckRefusal } from './checks/rechecks.js';
import { groupOf, groupScores, groupShares, isMinor, notReadPhrase, type ScoreGroup, topFixes } from './findings/score.js';
import type { AiAccess } from './findings/ai-search.js';
import type { Finding } from './findings/finding.js';
import type { LocalFacts } from './findings/local.js';
import type { LabResult } from './lab/result.js';
import { type Comparison, comparisonOf, competitorSide, type Side } from './checks/comparison.js';
import { competitorsOf } from './checks/competitors.js';

/** What the report page shows: never the enquiry's contact details. */
export interface AuditReportView extends Partial<AuditReportViewRechecks> {
  publicId: string;
  /** The address checked, as a person reads it. */
  site: string;
  status: AuditStatus;
  score: number | null;
  /** All of them when done; those so far while the check runs. */
  findings: Finding[];
  /** The ids of those that weigh 1 or less: on paper each is its sentence and its fix in a line, the rest online. */
  minor: string[];
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
  /** "How you compare", on a finished report (absent otherwise). */
  comparison?: ComparisonView;
}

/** "How you compare": where its form posts, how many competitors it may add, the table once there are some, and a refused form as sent. */
export interface ComparisonView {
  action: string;
  /** COMPARE_COMPETITORS_MAX, and how many more this report may add. */
  max: number;
  free: number;
  table?: Comparison;
  /** A form that was refused: each field as typed, its error, and the sentence for the whole form. */
  form?: { values: string[]; errors: (string | undefined)[]; message?: string };
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

/** What the report says of re-checks (recheckView builds it). */
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

/** What the report shows of the phone measurement: recorded, under way (begun, nothing recorded yet), or none. */
function labView(audit: Pick<Audit, 'lab' | 'lab_started_at'>, labMs: number) {
  if (audit.lab) return { state: 'recorded' as const, result: audit.lab, labMs };
  return audit.lab_started_at ? { state: 'measuring' as const, labMs } : { state: 'none' as const };
}

/**
 * The finished report's score, part by part: Search, AI search and Local from their findings
 * (score.ts), Speed from the phone run's performance score; each with the first few things to do.
 * A part a check did not measure (one made before it existed) is left out.
 */
function scoreParts(audit: Audit): ScoreGroupView[] {
  if (audit.status !== 'done') return [];
  const scores = groupScores(audit.findings);
  const shares = groupShares(audit.findings);
  const part = (key: ScoreGroup, label: string): ScoreGroupView[] =>
    scores[key] === null
      ? []
      : [
          {
            key,
            label,
            score: scores[key],
            share: shares[key],
            items: topFixes(
              audit.findings.filter((f) => groupOf(f) === key),
              3,
            ).map((f) => ({ text: f.message, href: `#finding-${f.id}` })),
          },
        ];
  const home = audit.lab?.pages[0];
  // No browser on the server: no phone figure to give, and the report says so in its phone section.
  const measured = audit.lab ? audit.lab.status !== 'unavailable' : Boolean(audit.lab_started_at);
  const speed: ScoreGroupView[] = measured
    ? [
        {
          key: 'speed',
          label: 'Speed on a phone',
          // Figures Lighthouse doubted are shown as a rough guide in the phone section, never as a score here.
          score: home?.uncertain ? null : (home?.performance ?? null),
          none: home?.uncertain ? 'Uncertain' : audit.lab ? 'Not measured' : 'Being measured',
          items: (home?.opportunities ?? []).map((o) => ({ text: o.text, href: '#audit-lab' })),
        },
      ]
    : [];
  return [...part('search', 'Search'), ...speed, ...part('ai', 'AI search'), ...part('local', 'Local')];
}

/**
 * When a check was made, as the report names it: its day ("25 November 2026"), and its time too
 * ("25 November 2026, 10:02 am") when another check of the report was made the same day, so no two
 * read alike. Both in the agency's time zone.
 */
function checkLabeller(checks: Pick<CheckRecord, 'finished_at'>[], day: Intl.DateTimeFormat, time: Intl.DateTimeFormat) {
  const dayOf = (iso: string) => day.format(new Date(iso));
  const days = checks.map((c) => dayOf(c.finished_at));
  return (iso: string) => {
    const d = dayOf(iso);
    return days.filter((x) => x === d).length > 1 ? `${d}, ${time.format(new Date(iso)).replace(/\s/g, ' ')}` : d;
  };
}

/**
 * What the report says of re-checks: the offer (or when it comes), what changed since the check
 * before and, from the third check on, since the first, and the earlier checks, each told apart by its time.
 */
function recheckView(
  db: DB,
  audit: Audit,
  limits: RecheckLimits,
  at: (iso: string) => string,
  label: (iso: string) => string,
  checks: CheckRecord[],
) {
  const good = checks.filter((c) => c.status === 'done');
  // While a re-check runs, the report's own check is the new one, not yet kept: every kept check is
  // history, the last good one included (the report shows its score and date until the new one is done).
  const current = audit.status === 'done' ? good.at(-1) : undefined;
  const before = good.at(-2);
  const first = good[0];
  const refusal = recheckRefusal(db, audit, limits, Date.now(), at);
  const done = audit.status === 'done' && current;
  return {
    recheck: { action: `/audit/${audit.public_id}/recheck`, ...(refusal ? { note: refusal.message } : {}) },
    ...(done && before ? { changes: { ...compareChecks(before, current, good.slice(0, -1)), since: label(before.finished_at) } } : {}),
    ...(done && first && before && first !== before
      ? { sinceFirst: { ...compareChecks(first, current, good.slice(0, -1)), since: label(first.finished_at) } }
      : {}),
    history: checks
      .filter((c) => c !== current)
      .map((c) => ({ on: label(c.finished_at), score: c.score, failed: c.status === 'failed', recheck: c.recheck }))
      .reverse(),
    ...(audit.recheck_failed ? { recheckFailed: audit.recheck_failed } : {}),
  };
}

/** The address as a person reads it: host and path, without https:// or a trailing slash. */
function displaySite(url: string): string {
  try {
    const u = new URL(url);
    const path = u.pathname === '/' ? '' : u.pathname;
    return `${u.hostname.replace(/^www\./, '')}${path}`;
  } catch {
    return url;
  }
}

/**
 * The report's views for one server: how it says a moment in the agency's time zone (`at`: "3:45 pm
 * on 27 November", when a re-check becomes possible), the re-check limits, and the report of a check.
 */
export function reportPresenter(db: DB, config: Config) {
  // "25 November 2026": the day the prospect had the check, in the agency's time zone.
  const day = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: config.TIME_ZONE });
  const time = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: config.TIME_ZONE });
  const at = (iso: string) => `${time.format(new Date(iso)).replace(/\s/g, ' ')} on ${day.format(new Date(iso)).replace(/ \d{4}$/, '')}`;
  const limits: RecheckLimits = { waitMs: config.AUDIT_RECHECK_MS, perDay: config.AUDIT_RECHECKS_PER_DAY };
  /** "How you compare" for a finished report; `form`: a refused comparison form, as sent. */
  const comparisonView = (audit: Audit, form?: ComparisonView['form']): ComparisonView => {
    const competitors = competitorsOf(db, audit.id);
    return {
      action: `/audit/${audit.public_id}/compare`,
      max: config.COMPARE_COMPETITORS_MAX,
      free: Math.max(0, config.COMPARE_COMPETITORS_MAX - competitors.length),
      ...(competitors.length && { table: comparisonOf(ownSide(audit, goodBefore(db, audit)), competitors.map(competitorSide)) }),
      ...(form && { form }),
    };
  };
  /** The report page's view of `audit`; `notice` answers a no-JS re-check that was refused, `form` a comparison form that was. */
  const reportOf = (audit: Audit, notice?: string, form?: ComparisonView['form']): AuditReportView => {
    const checks = checksOf(db, audit.id);
    const label = checkLabeller(checks, day, time);
    return {
      publicId: audit.public_id,
      site: displaySite(audit.url),
      status: audit.status,
      score: audit.score,
      findings: audit.findings,
      minor: audit.findings.filter((f) => f.severity !== 'passed' && isMinor(f)).map((f) => f.id),
      summary: audit.summary,
      checkedOn: audit.finished_at ? label(audit.finished_at) : null,
      pages: audit.pages,
      notRead: notReadPhrase(audit.unread),
      maxPages: config.AUDIT_MAX_PAGES,
      crawlMs: config.AUDIT_CRAWL_MS,
      topFixes: audit.status === 'done' ? topFixes(audit.findings, 5) : [],
      lab: labView(audit, config.AUDIT_LAB_MS),
      groups: scoreParts(audit),
      ai: audit.ai,
      local: audit.local,
      ...recheckView(db, audit, limits, at, label, checks),
      ...(notice ? { notice } : {}),
      ...(audit.status === 'done' && { comparison: comparisonView(audit, form) }),
    };
  };
  return { at, limits, reportOf };
}

/** The status the report page polls every two seconds while the check runs: each finding without its addresses, to keep the answer small. */
/** The report's good check before its newest (the one "Check again" replaced), for what changed on its side. */
const goodBefore = (db: DB, audit: Audit) =>
  checksOf(db, audit.id)
    .filter((c) => c.status === 'done')
    .at(-2);

/** The report's own site as a side of the comparison. */
const ownSide = (audit: Audit, before?: CheckRecord): Side => {
  const { status, summary, findings, score } = audit;
  const done = status === 'done';
  return {
    ...(before && {
      previous: {
        result: { ...before, ai: before.ai ?? undefined, local: before.local ?? undefined },
        lab: before.lab,
      },
    }),
    url: audit.url,
    own: true,
    status: done ? 'done' : status === 'queued' || status === 'running' ? status : 'failed',
    result: {
      status: done ? 'done' : 'failed',
      summary,
      findings,
      score,
      pages: audit.pages,
      ai: audit.ai ?? undefined,
      local: audit.local ?? undefined,
    },
    lab: audit.lab,
    measuring: !audit.lab && Boolean(audit.lab_started_at),
  };
};

/** The comparison `/api/audit/:id` carries: the sites, the score's parts and the facts, as the report shows them; absent before any competitor. */
export function apiComparison(db: DB, audit: Audit): Comparison | undefined {
  const competitors = audit.status === 'done' ? competitorsOf(db, audit.id) : [];
  return competitors.length ? comparisonOf(ownSide(audit, goodBefore(db, audit)), competitors.map(competitorSide)) : undefined;
}

export const statusOf = (audit: Audit) => ({
  status: audit.status,
  score: audit.score,
  pages: audit.pages,
  unread: audit.unread.count,
  unread_at_least: audit.unread.atLeast,
  findings: audit.findings.map(({ id, severity, message, total }) => ({ id, severity, message, total })),
  lab: audit.lab?.status ?? (audit.lab_started_at ? 'measuring' : null),
});
