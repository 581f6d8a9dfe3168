/**
 * The site check's one door: what the rest of the site (the app, the enquiry's emails, webhook and
 * export, the outbox, the report's views) may use of it. Everything else in src/audit is the check's
 * own business, in rooms by stage (README.md): read → gather → findings → fixes → assess → jobs (lab, checks) → routes.
 */
export { AuditWorker } from './jobs/worker.js';
// The check's two stages (gather the evidence, assess it) and both in one, for the measuring
// scripts (scripts/) and the tests; and robots.txt read as the check reads it.
export { gatherEvidence, type Gathered } from './gather/gather.js';
export { assess } from './assess/assess.js';
export { runCheck } from './jobs/run-check.js';
export { readRobots, RobotsRules, SEARCH_BOTS } from './read/robots.js';
export { markupIssues } from './fixes/markup-check.js';
export { formToolFix } from './fixes/form-tool.js';
export { auditRoutes, reportLink } from './routes.js';
export { auditsOf, finishAudit, queueAudit, type Audit, type AuditStatus, type ComparedSite } from './checks/audits.js';
export type { CheckListener } from './checks/announce.js';
export type { AuditResult } from './assess/result.js';
export { checkBefore, checkById, checksOf, type CheckRecord } from './checks/history.js';
export { compareChecks, describeReportViews, recheckLine, type CheckComparison, type LabChange } from './checks/compare.js';
export type { Finding, PasteFix, Severity } from './findings/finding.js';
export type { FindingId } from './findings/index.js';
export { aiLine, rulesRead, type AiAccess, type AiCrawlerAccess } from './findings/ai-search.js';
export { localLine, type LocalFacts } from './findings/local.js';
export { groupScores as groupScoresOf, notReadPhrase, topFixes } from './findings/score.js';
export type { LabEngine, LabPage, LabResult, OurFailure } from './lab/result.js';
export type { AuditReportView, AuditReportViewRechecks, ComparisonView, LabView, ScoreGroupView } from './report-view.js';
export type { Comparison, ComparisonCell } from './checks/comparison.js';
export { apiComparison } from './report-view.js';
