/**
 * One check of a website, its two stages in order: the evidence gathered (gather/), then assessed
 * (assess/). The check's thread runs it; so do the measuring scripts and the tests of served sites.
 */
import { assess } from '../assess/assess.js';
import { type AuditResult, failed } from '../assess/result.js';
import { type CrawlOptions, gatherEvidence, ONE_PAGE } from '../gather/gather.js';
import type { FetchRules } from '../read/fetch-page.js';

/** One check of a website: gathered, then assessed. */
export async function runCheck(url: string, rules: FetchRules, options: CrawlOptions = ONE_PAGE): Promise<AuditResult> {
  const gathered = await gatherEvidence(url, rules, options);
  return 'failed' in gathered ? failed(gathered.failed) : assess(gathered.evidence);
}
