/**
 * What changed between two good checks of a report (the report's "Since your last check" and "Since
 * your first check", the staff email's line and the audit.rechecked webhook), and the report's opens
 * in words for staff.
 *
 * Every finding not passed before lands in one state: fixed (read again, and now passes), improved
 * (read again, and now a smaller problem: a lower severity, or fewer addresses), still open, or not
 * read this time (not judged this time, or judged without its evidence: robots.txt that answered 500,
 * a page that failed to load). Only what was read again counts as fixed. The phone figures are
 * called a change only beyond a noise band (lab-noise.ts).
 */
import { type Coverage, externalUnread, filesOf, SOURCE_NAMES } from '../findings/coverage.js';
import { type Finding, shown } from '../findings/finding.js';
import { typeOf } from '../findings/index.js';
import { groupOf, groupScores, type ScoreGroup } from '../findings/score.js';
import type { CheckRecord } from './history.js';
import { labChanges, type LabChange } from './lab-noise.js';
import { plural } from '../../shared/words.js';

export type { LabChange } from './lab-noise.js';

/** A finding that became a smaller problem: as it was, and as it is now. */
export interface Improved {
  before: Finding;
  now: Finding;
}

/** A finding not passed before that this check could not judge: as it was, and why (a sentence part). */
export interface NotRead {
  before: Finding;
  why: string;
}

/** What this check could not read that the one before did: optional files and pages, with why. */
export interface Unread {
  files: { name: string; why: string }[];
  pages: { url: string; why: string }[];
  /** Pages read by each check. */
  pagesBefore: number;
  pagesAfter: number;
}

/** What changed from one good check to another. */
export interface CheckComparison {
  score: { before: number | null; after: number | null };
  /** Each part's score, and how many of its findings could not be read this time. */
  groups: { group: ScoreGroup; before: number | null; after: number | null; notRead: number }[];
  /** Not passed before; read again, and passed now (as they read before). */
  fixed: Finding[];
  /** Not passed before or now, but smaller now. */
  improved: Improved[];
  /** Not passed now; passed or not judged before. */
  added: Finding[];
  /** Not passed before or now, and no smaller (as they read now). */
  open: Finding[];
  /** Not passed before, and not judged this time, or judged without what it needs. */
  notRead: NotRead[];
  /** How many were not passed before. */
  problemsBefore: number;
  unread: Unread;
  lab: LabChange[];
}

type Check = Pick<CheckRecord, 'score' | 'findings' | 'lab' | 'pages'> & { coverage?: Coverage | null };

const RANK = { passed: 0, improvement: 1, problem: 2 } as const;
const notPassed = (findings: Finding[]) => findings.filter((f) => f.severity !== 'passed');
const pagesOf = (c: Check) => c.coverage?.pages.length ?? (c.pages || 1);

/** Pages the check before read that this one did not, with why (what this check met there, or that it did not reach them). */
function missingPages(before: Check, after: Check): { url: string; why: string }[] {
  if (!before.coverage || !after.coverage) return [];
  const read = new Set(after.coverage.pages);
  const met = new Map(after.coverage.notRead.map((p) => [p.url, p.why]));
  return before.coverage.pages
    .filter((url) => !read.has(url))
    .map((url) => ({ url, why: met.get(url) ?? (after.coverage?.truncated ? 'we cannot tell' : 'we did not reach it this time') }));
}

/**
 * Why a finding not passed before cannot be counted as fixed or smaller on this check's reading, or
 * undefined when its evidence was read again: the file it is judged on answered, and (for the crawl's
 * findings) every page it named, or every page when it named only some, was read again.
 */
function unreadWhy(f: Finding, before: Check, after: Check, missing: { url: string; why: string }[]): string | undefined {
  const unreadFile = fileNotRead(f, after);
  if (unreadFile) return unreadFile;
  if (typeOf(f)?.scope !== 'site') return undefined;
  // Links to other websites named before are fixed only when asked again (or linked no more).
  const unasked = before.coverage && after.coverage ? externalUnread(f, after.coverage) : undefined;
  if (unasked) return unasked;
  // A check kept before coverage was recorded is compared as it always was; a check cut short has none and proves no pass.
  if (!before.coverage) return undefined;
  if (!after.coverage) return 'this check was cut short before it read every page';
  if (!missing.length) return undefined;
  const entries = f.urls ?? [];
  const named = missing.filter((p) => entries.some((e) => e.includes(shown(p.url))));
  const partial = (f.total ?? entries.length) > entries.length || entries.some((e) => / more\)?$|\.\.\.$/.test(e));
  const pages = named.length ? named : partial ? missing : [];
  if (!pages.length) return undefined;
  const first = pages[0] as { url: string; why: string };
  return pages.length === 1
    ? `${shown(first.url)} could not be read this time (${first.why})`
    : `${plural(pages.length, 'page', 'pages')} it looked at before could not be read this time (${shown(first.url)}: ${first.why})`;
}

/** "robots.txt could not be read this time (…)": the first file the finding is judged on that this check could not read. */
function fileNotRead(f: Finding, after: Check): string | undefined {
  for (const source of filesOf(f)) {
    const file = after.coverage?.[source];
    if (file && !file.read) return `${SOURCE_NAMES[source]} could not be read this time (${file.why})`;
  }
  return undefined;
}

/** Why a finding is missing from this check altogether. */
function absentWhy(f: Finding, after: Check): string {
  const unreadFile = fileNotRead(f, after);
  if (unreadFile) return unreadFile;
  if (typeOf(f)?.scope === 'site' && after.coverage && !after.coverage.crawl) return 'this check read your start page only';
  const unasked = after.coverage ? externalUnread(f, after.coverage) : undefined;
  if (unasked) return unasked;
  return 'it could not be judged this time';
}

/** True when `now` is a smaller problem than `was`: a lower severity, or the same with fewer addresses. */
const smaller = (was: Finding, now: Finding) =>
  RANK[now.severity] < RANK[was.severity] || (now.severity === was.severity && (now.total ?? 1) < (was.total ?? 1));

/**
 * What changed between two good checks of a report. `earlier`: this report's good checks up to and
 * including `before`, whose phone figures give the noise band its spread where there are enough.
 */
export function compareChecks(before: Check, after: Check, earlier: Pick<CheckRecord, 'lab'>[] = [before]): CheckComparison {
  const was = notPassed(before.findings);
  const nowById = new Map(after.findings.map((f) => [f.id, f]));
  const wasIds = new Set(was.map((f) => f.id));
  const missing = missingPages(before, after);
  const fixed: Finding[] = [];
  const improved: Improved[] = [];
  const open: Finding[] = [];
  const notRead: NotRead[] = [];
  for (const f of was) {
    const now = nowById.get(f.id);
    if (!now) {
      // Said this time by the start page's own finding (findings/finding.ts, overlaps): neither fixed nor unread.
      const said = typeOf(f)?.overlaps?.startPage;
      const start = said ? nowById.get(said) : undefined;
      if (!start || start.severity === 'passed') notRead.push({ before: f, why: absentWhy(f, after) });
      continue;
    }
    const why = now.severity === 'passed' || smaller(f, now) ? unreadWhy(f, before, after, missing) : undefined;
    if (now.severity === 'passed') {
      if (why) notRead.push({ before: f, why });
      else fixed.push(f);
    } else if (!why && smaller(f, now)) improved.push({ before: f, now });
    else open.push(now);
  }
  const groupsBefore = groupScores(before.findings);
  const groupsAfter = groupScores(after.findings);
  const lost = (name: keyof typeof SOURCE_NAMES) => {
    const file = after.coverage?.[name];
    return file && !file.read && before.coverage?.[name]?.read !== false ? [{ name: SOURCE_NAMES[name], why: file.why }] : [];
  };
  return {
    score: { before: before.score, after: after.score },
    groups: (['search', 'ai', 'local'] as const).map((group) => ({
      group,
      before: groupsBefore[group],
      after: groupsAfter[group],
      notRead: notRead.filter((n) => groupOf(n.before) === group).length,
    })),
    fixed,
    improved,
    added: notPassed(after.findings).filter((f) => !wasIds.has(f.id)),
    open,
    notRead,
    problemsBefore: was.length,
    unread: {
      files: [...lost('robots'), ...lost('sitemap'), ...lost('llms'), ...lost('catalog')],
      pages: missing,
      pagesBefore: pagesOf(before),
      pagesAfter: pagesOf(after),
    },
    lab: labChanges(before, after, earlier),
  };
}

/** "58 → 74, 6 of 11 problems fixed, 1 smaller", or that the new check failed: a re-check in a line, for staff. */
export function recheckLine(check: CheckRecord, before: CheckRecord | undefined, earlier?: CheckRecord[]): string {
  if (check.status === 'failed') return `the new check failed (${check.summary.replace(/\.$/, '')}), so the report keeps the last one`;
  if (!before) return `scored ${check.score}`;
  const change = compareChecks(before, check, earlier);
  const smallerToo = change.improved.length ? `, ${change.improved.length} smaller` : '';
  const unread = change.notRead.length ? `, ${change.notRead.length} not read this time` : '';
  return `${before.score} → ${check.score}, ${change.fixed.length} of ${plural(change.problemsBefore, 'problem', 'problems')} fixed${smallerToo}${unread}`;
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
