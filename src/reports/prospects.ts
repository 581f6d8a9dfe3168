/**
 * Prospects' sites on a phone: the site check's lab run (the start page in Lighthouse as a phone)
 * of the enquiries received in a range, not spam. How many were measured, how many rate good, needs
 * improvement or poor on LCP, CLS and TBT by Google's thresholds (src/shared/vitals.ts), and the
 * median of each figure and of the performance score. `prospectFigures` gives the numbers (the
 * weekly digest counts poor LCP from them); `prospectReport` lays them out as a table.
 */
import { rangeConditions, type DB } from '../db/db.js';
import { BAND_STYLE, VERDICTS, formatVital, verdictOf, type Verdict } from '../shared/vitals.js';
import type { ReportRange } from './enquiries.js';
import type { ReportTable } from './table.js';

const MEASURES = [
  { metric: 'LCP', key: 'lcpMs', label: 'Largest Contentful Paint (LCP)' },
  { metric: 'CLS', key: 'cls', label: 'Cumulative Layout Shift (CLS)' },
  { metric: 'TBT', key: 'tbtMs', label: 'Total Blocking Time (TBT)' },
] as const;
type Measure = (typeof MEASURES)[number]['metric'];

export interface ProspectFigures {
  /** Enquiries whose check has a phone measurement with figures for the start page. */
  measured: number;
  /** Per measure: how many rate good, needs improvement and poor, and the median (undefined when none). */
  vitals: Record<Measure, Record<Verdict, number> & { median?: number }>;
  /** The median performance score, 0 to 100. */
  performance?: number;
  /** Enquiries whose check read the site for AI crawlers, and how many of those sites an AI search crawler may not read. */
  aiChecked: number;
  invisibleToAi: number;
  /** Re-checks finished in the range ("Check again" on a report), and how many reports they were of. */
  rechecks: number;
  recheckedReports: number;
  /** Competitors asked for in the range ("How you compare" on a report), and how many reports asked. */
  competitors: number;
  comparedReports: number;
}

/** The start page's figures as stored in audits.lab (the JSON of src/audit/lab/result.ts's LabResult). */
interface StoredHome {
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  performance: number | null;
  /** Why Lighthouse doubted the figures (src/audit/lab/trust.ts): such a page is left out of the counts. */
  uncertain?: string[];
}

function median(values: number[]): number | undefined {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The phone figures of the checks of the enquiries (not spam) received within `range`. */
export function prospectFigures(db: DB, range: ReportRange): ProspectFigures {
  const { conditions, params } = rangeConditions('e.created_at', range);
  const rows = db
    .prepare(
      `SELECT a.lab FROM audits a JOIN enquiries e ON e.id = a.enquiry_id
       WHERE ${['e.is_spam = 0', 'a.lab IS NOT NULL', ...conditions].join(' AND ')}`,
    )
    .all(params) as { lab: string }[];
  const homes = rows.flatMap((r) => {
    const home = (JSON.parse(r.lab) as { pages?: StoredHome[] }).pages?.[0];
    // Figures Lighthouse doubted are no measurement of the prospect's site: not counted as good or poor.
    return home && !home.uncertain ? [home] : [];
  });
  const vitals = Object.fromEntries(
    MEASURES.map(({ metric, key }) => {
      const values = homes.flatMap((h) => (h[key] === null ? [] : [h[key]]));
      const counts: Record<Verdict, number> = { good: 0, 'needs-improvement': 0, poor: 0 };
      for (const v of values) counts[verdictOf(metric, v)]++;
      return [metric, { ...counts, median: median(values) }];
    }),
  ) as ProspectFigures['vitals'];
  const scores = homes.flatMap((h) => (h.performance === null ? [] : [h.performance]));
  // audits.ai is the JSON of src/audit/findings/ai-search.ts's AiAccess.
  const ai = db
    .prepare(
      `SELECT COUNT(*) AS checked, COALESCE(SUM(json_extract(a.ai, '$.blocksSearch')), 0) AS invisible
       FROM audits a JOIN enquiries e ON e.id = a.enquiry_id
       WHERE ${['e.is_spam = 0', 'a.ai IS NOT NULL', ...conditions].join(' AND ')}`,
    )
    .get(params) as { checked: number; invisible: number };
  // A re-check is counted when it happened, not when its enquiry came in: a prospect acting on the report this week.
  const re = rangeConditions('c.finished_at', range);
  const rechecked = db
    .prepare(
      `SELECT COUNT(*) AS rechecks, COUNT(DISTINCT c.audit_id) AS reports
       FROM audit_checks c JOIN audits a ON a.id = c.audit_id JOIN enquiries e ON e.id = a.enquiry_id
       WHERE ${['e.is_spam = 0', 'c.recheck = 1', ...re.conditions].join(' AND ')}`,
    )
    .get(re.params) as { rechecks: number; reports: number };
  // A comparison is counted when it was asked for, as a re-check is when it happened.
  const co = rangeConditions('k.created_at', range);
  const compared = db
    .prepare(
      `SELECT COUNT(*) AS competitors, COUNT(DISTINCT k.audit_id) AS reports
       FROM audit_competitors k JOIN audits a ON a.id = k.audit_id JOIN enquiries e ON e.id = a.enquiry_id
       WHERE ${['e.is_spam = 0', ...co.conditions].join(' AND ')}`,
    )
    .get(co.params) as { competitors: number; reports: number };
  return {
    measured: homes.length,
    vitals,
    performance: median(scores),
    aiChecked: ai.checked,
    invisibleToAi: ai.invisible,
    rechecks: rechecked.rechecks,
    recheckedReports: rechecked.reports,
    competitors: compared.competitors,
    comparedReports: compared.reports,
  };
}

/**
 * Prospects invisible to AI search (how many sites checked for AI crawlers keep a search or answer
 * crawler out), and prospects who acted on their report ("Check again").
 */
export function aiSearchReport(f: ProspectFigures): ReportTable {
  return {
    title: "Prospects' sites in AI search (the site check's robots.txt reading)",
    columns: ['Sites', 'Enquiries'],
    rows: [
      ['Checked for AI crawlers', String(f.aiChecked)],
      ['Invisible to AI search (robots.txt blocks an AI search crawler from the home page)', String(f.invisibleToAi)],
      ['Checked again by the prospect (re-checks, in the range)', String(f.rechecks)],
      ['Reports checked again', String(f.recheckedReports)],
    ],
    note: 'AI search crawlers: those data/ai-crawlers.ts lists as building the index an assistant answers from (OAI-SearchBot, Claude-SearchBot, PerplexityBot, Googlebot, bingbot, Applebot ...). Blocking only training crawlers, or the fetchers a person starts (ChatGPT-User ...), is not counted.',
  };
}

export function prospectReport(f: ProspectFigures): ReportTable {
  return {
    title: "Prospects' home pages on a phone (the site check's lab run)",
    columns: ['Measure', ...VERDICTS.map((v) => BAND_STYLE[v].name), 'Median'],
    rows: [
      ...MEASURES.map(({ metric, label }) => {
        const m = f.vitals[metric];
        return [label, ...VERDICTS.map((v) => m[v]), m.median === undefined ? '-' : formatVital(metric, m.median)];
      }),
      ['Performance score (0 to 100)', '', '', '', f.performance === undefined ? '-' : String(Math.round(f.performance))],
    ],
    note: `${f.measured} ${f.measured === 1 ? 'enquiry' : 'enquiries'} (not spam) with the home page measured as a phone; rated with Google's thresholds (LCP 2.5 s / 4 s, CLS 0.1 / 0.25, TBT 200 ms / 600 ms).`,
  };
}
