/**
 * The check's second stage, from the evidence alone: what was gathered judged (findings/), each
 * finding's fix built (fixes/), the AI search and Local sections, the score and what was covered.
 */
import { aiAccessOf } from '../findings/ai-search.js';
import { coverageOf } from '../findings/coverage.js';
import { findingsOf } from '../findings/index.js';
import { localOf } from '../findings/local.js';
import { scoreOf, summaryOf } from '../findings/score.js';
import { withFixes } from '../fixes/index.js';
import type { Evidence, Site } from '../read/evidence.js';
import { AUDIT_LAB_PAGES_MOST } from '../../config.js';
import type { AuditResult } from './result.js';

/**
 * The evidence assessed: the findings with their fixes, the AI
 * search and Local sections, the score and what the check covered. A crawl beyond the start page
 * adds the pages read, those left unread and the pages most linked to (the phone run's).
 */
export async function assess(evidence: Evidence): Promise<AuditResult> {
  const local = localOf(evidence);
  const { findings, ai } = await withFixes(findingsOf(evidence), evidence, aiAccessOf(evidence), local);
  const score = scoreOf(findings);
  const site = evidence.site;
  return {
    status: 'done',
    score,
    findings,
    summary: summaryOf(score, findings, site?.pages.length),
    ...(site && {
      pages: site.pages.length,
      unread: site.crawl.unread,
      mostLinked: mostLinked(site),
    }),
    ai,
    local,
    coverage: coverageOf(evidence),
  };
}

/** The crawl's pages most linked to from its pages (answered 200), most first, without the start page: as many as a browser run may measure. */
function mostLinked({ pages, crawl }: Site): string[] {
  return pages
    .filter((u) => u.fetched.status === 200 && u !== crawl.start)
    .sort((a, b) => b.links.count - a.links.count)
    .slice(0, AUDIT_LAB_PAGES_MOST)
    .map((u) => u.fetched?.finalUrl ?? u.url);
}
