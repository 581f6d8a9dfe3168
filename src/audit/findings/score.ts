/** The score out of 100, the one-line summary, what the crawl did not read, and the fixes that matter most. */
import type { Unread } from '../read/crawled.js';
import type { Finding, ScoreGroup } from './finding.js';
import { plural } from '../../shared/words.js';
import { typeOf } from './index.js';

const weightOf = (f: Finding) => typeOf(f)?.weight ?? 0;

/**
 * 0 to 100: each finding's weight, in full when passed, half for an improvement, none for a problem;
 * 0 for a site closed to search engines (crawlable.ts, `closedSite`), which no page of can be found.
 */
export function scoreOf(findings: Finding[]): number {
  if (findings.some((f) => f.closesSite)) return 0;
  let total = 0;
  let earned = 0;
  for (const f of findings) {
    total += weightOf(f);
    earned += f.severity === 'passed' ? weightOf(f) : f.severity === 'improvement' ? weightOf(f) / 2 : 0;
  }
  return total ? Math.round((earned / total) * 100) : 0;
}

/** One line for staff and the export: the score and the problems. */
export function summaryOf(score: number, findings: Finding[], pages?: number): string {
  const problems = findings.filter((f) => f.severity === 'problem');
  const improvements = findings.filter((f) => f.severity === 'improvement').length;
  const across = pages ? ` across ${plural(pages, 'page', 'pages')}` : '';
  return `Score ${score}/100${across}: ${plural(problems.length, 'problem', 'problems')}, ${improvements} to improve${problems.length ? ` (${problems.map((p) => p.id).join(', ')})` : ''}`;
}

/**
 * The fixes that matter most: problems before improvements, then by weight and by how many addresses
 * each affects. A finding that weighs nothing (a draft such as WebMCP, said to be ready for what is
 * coming) moves no score, so it never leads.
 */
export function topFixes(findings: Finding[], count = 5): Finding[] {
  return findings
    .filter((f) => f.severity !== 'passed' && weightOf(f) > 0)
    .sort(
      (a, b) =>
        Number(b.severity === 'problem') - Number(a.severity === 'problem') || weightOf(b) - weightOf(a) || (b.total ?? 1) - (a.total ?? 1),
    )
    .slice(0, count);
}

/**
 * What a crawl stopped by its page cap or deadline found and did not read ("found 3,214 more
 * addresses we did not read"), so a big site is never said to have been checked whole; undefined
 * when it read everything it found.
 */
export function notReadPhrase(unread: Unread): string | undefined {
  if (!unread.count) return undefined;
  return `found ${unread.atLeast ? 'at least ' : ''}${unread.count.toLocaleString('en-AU')} more ${unread.count === 1 ? 'address' : 'addresses'} we did not read`;
}

/**
 * The report's score groups, besides the overall score: Search, AI search and Local, as each type
 * declares its `group`. Speed is the phone run's performance score, which the lab run records.
 */
export type { ScoreGroup } from './finding.js';
export const groupOf = (f: Pick<Finding, 'id'>): ScoreGroup => typeOf(f)?.group ?? 'search';
/** A finding that weighs 1 or less (security headers, x-default): on paper it is said in a line, its detail online. */
export const isMinor = (f: Pick<Finding, 'id'>): boolean => weightOf(f as Finding) <= 1;

/** Each group's score, 0 to 100, as the overall one is worked out; null for a group with no findings (a check before it existed). */
export function groupScores(findings: Finding[]): Record<ScoreGroup, number | null> {
  const of = (group: ScoreGroup) => {
    const mine = findings.filter((f) => groupOf(f) === group);
    return mine.length ? scoreOf(mine) : null;
  };
  return { search: of('search'), ai: of('ai'), local: of('local') };
}

/** Each group's share of the overall score, in whole per cent adding up to 100 (largest remainders): the weight of its checks over the weight of all. */
export function groupShares(findings: Finding[]): Record<ScoreGroup, number> {
  const groups: ScoreGroup[] = ['search', 'ai', 'local'];
  const total = findings.reduce((sum, f) => sum + weightOf(f), 0);
  const exact = groups.map((g) =>
    total ? (findings.filter((f) => groupOf(f) === g).reduce((sum, f) => sum + weightOf(f), 0) / total) * 100 : 0,
  );
  const shares = exact.map(Math.floor);
  const short = total ? 100 - shares.reduce((a, b) => a + b, 0) : 0;
  // The points rounding lost go to the parts that lost most: the figures then add up to 100, as a reader adds them.
  for (const i of exact
    .map((x, i) => [x - Math.floor(x), i] as const)
    .sort((a, b) => b[0] - a[0])
    .slice(0, short)
    .map(([, i]) => i))
    shares[i] = (shares[i] ?? 0) + 1;
  return { search: shares[0] ?? 0, ai: shares[1] ?? 0, local: shares[2] ?? 0 };
}
