/**
 * What one check produces (assess.ts, or a failure's sentence): its status, score, findings and summary, what it did not
 * read, its AI search and Local readings, and what it read (coverage), as the tables keep it.
 */
import type { AiAccess } from '../findings/ai-search.js';
import type { Coverage } from '../findings/coverage.js';
import type { Finding } from '../findings/finding.js';
import type { LocalFacts } from '../findings/local.js';
import type { Unread } from '../read/crawled.js';

export interface AuditResult {
  status: 'done' | 'failed';
  score: number | null;
  findings: Finding[];
  summary: string;
  /** Pages read (a crawl); absent for a failed check. */
  pages?: number;
  /** Addresses on the site found and not read (the page cap or the deadline stopped the crawl). */
  unread?: Unread;
  /** The crawl's pages most linked to from its other pages, most first, the start page left out (for the lab run). */
  mostLinked?: string[];
  /** The "AI search" and "Local" sections (absent for a failed check). */
  ai?: AiAccess;
  local?: LocalFacts;
  /** What the check read (findings/coverage.ts), kept with it for comparisons (absent for a failed or cut-short check). */
  coverage?: Coverage;
}

/** A check that found nothing to judge, with the sentence saying why. */
export const failed = (summary: string): AuditResult => ({ status: 'failed', score: null, findings: [], summary });
