/**
 * Staff export: enquiries as CSV (RFC 4180, UTF-8 with BOM so Excel opens it, CRLF rows) or JSON
 * lines, with where each came from. Column names are stable (docs/enquiries.md lists them). In the CSV, cells that
 * a spreadsheet would run as a formula are neutralised with a leading quote; the report's CSV and the
 * Google Ads file use the same guard.
 */
import { stringify } from 'csv-stringify/sync';
import { ATTRIBUTION_PARAMS } from '../shared/attribution.js';
import { formatLocalTime } from '../time/local-time.js';
import type { Enquiry, TouchRow } from './repository.js';
import { THROUGH_AGENT } from './mail.js';
import { neutraliseFormula } from '../lib/formula-guard.js';
import { aiLine, type ComparedSite, localLine } from '../audit/index.js';

type Cell = string | number | null;
type Column = [name: string, value: (e: Enquiry) => Cell];

const CLICK_IDS = ATTRIBUTION_PARAMS.filter((p) => !p.startsWith('utm_'));

/** The columns of one touch, prefixed first_ or last_. */
function touchColumns(which: 'first' | 'last'): Column[] {
  const t = (e: Enquiry): TouchRow | undefined => e[which];
  return [
    [`${which}_at`, (e) => t(e)?.occurred_at ?? ''],
    [`${which}_channel`, (e) => t(e)?.channel ?? ''],
    [`${which}_source`, (e) => t(e)?.source ?? ''],
    [`${which}_medium`, (e) => t(e)?.medium ?? ''],
    [`${which}_campaign`, (e) => t(e)?.utm_campaign ?? ''],
    [`${which}_term`, (e) => t(e)?.utm_term ?? ''],
    [`${which}_content`, (e) => t(e)?.utm_content ?? ''],
    [`${which}_utm_id`, (e) => t(e)?.utm_id ?? ''],
    [
      `${which}_click_ids`,
      (e) => {
        const touch = t(e);
        return touch
          ? CLICK_IDS.filter((p) => touch[p])
              .map((p) => `${p}=${touch[p]}`)
              .join('; ')
          : '';
      },
    ],
    [`${which}_landing_page`, (e) => t(e)?.landing_path ?? ''],
    [`${which}_referrer`, (e) => t(e)?.referrer ?? ''],
  ];
}

/** How many of a finished check's findings have this severity; empty until it is done, like its score. */
function auditCount(e: Enquiry, severity: 'problem' | 'improvement'): number | null {
  return e.audit?.status === 'done' ? e.audit.findings.filter((f) => f.severity === severity).length : null;
}

/** "rival.com.au 85; closed.com.au not read: Its robots.txt asks …; other.com.au being checked": the competitors compared. */
function comparedLine(compared: ComparedSite[] | undefined): string {
  return (compared ?? [])
    .map((c) => {
      const host = c.url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
      if (c.status === 'queued' || c.status === 'running') return `${host} being checked`;
      return c.status === 'done'
        ? `${host} ${c.score ?? 'not scored'}`
        : `${host} not read: ${(c.summary ?? 'no reason kept').replace(/\.$/, '')}`;
    })
    .join('; ');
}

/** The start page's phone measurement (the lab run), when one was recorded. */
const labHome = (e: Enquiry) => e.audit?.lab?.pages[0];
const roundOrNull = (n: number | null | undefined) => (n === null || n === undefined ? null : Math.round(n));

/** Every exported column, in order; `timeZone` names the local-time column's zone. */
export function exportColumns(timeZone: string): Column[] {
  return [
    ['id', (e) => e.id],
    ['created_at', (e) => e.created_at],
    ['received_local', (e) => formatLocalTime(e.created_at, timeZone)],
    ['name', (e) => e.name],
    ['email', (e) => e.email],
    ['phone', (e) => e.phone],
    ['website', (e) => e.website],
    ['goals', (e) => e.goals],
    ['source_page', (e) => e.source_page],
    ['is_spam', (e) => e.is_spam],
    ['spam_reason', (e) => e.spam_reason],
    ['notification_status', (e) => e.notification_status],
    ['ip', (e) => e.ip],
    ['user_agent', (e) => e.user_agent],
    ['pages_viewed', (e) => e.pages_viewed],
    ['attribution_via', (e) => e.attribution_via],
    ['duplicate_of', (e) => e.duplicate_of],
    ['audit_status', (e) => e.audit?.status ?? ''],
    ['audit_score', (e) => e.audit?.score ?? null],
    ['audit_summary', (e) => e.audit?.summary ?? ''],
    ['audit_pages', (e) => (e.audit && e.audit.status !== 'skipped' ? e.audit.pages : null)],
    ['audit_problems', (e) => auditCount(e, 'problem')],
    ['audit_improvements', (e) => auditCount(e, 'improvement')],
    ['audit_lcp_ms', (e) => roundOrNull(labHome(e)?.lcpMs)],
    ['audit_cls', (e) => labHome(e)?.cls ?? null],
    ['audit_performance', (e) => labHome(e)?.performance ?? null],
    ['audit_ai', (e) => (e.audit?.ai ? aiLine(e.audit.ai) : '')],
    ['audit_local', (e) => (e.audit?.local ? localLine(e.audit.local) : '')],
    ['audit_checks', (e) => (e.audit && e.audit.status !== 'skipped' ? (e.audit.checks ?? null) : null)],
    ['audit_first_score', (e) => e.audit?.first_score ?? null],
    ['audit_last_score', (e) => (e.audit?.checks ? e.audit.score : null)],
    ['audit_report_views', (e) => (e.audit && e.audit.status !== 'skipped' ? e.audit.report_views : null)],
    ['outcome', (e) => e.outcome?.outcome ?? 'new'],
    ['outcome_at', (e) => e.outcome?.changed_at ?? ''],
    ['value_aud', (e) => (e.outcome?.value_cents != null ? e.outcome.value_cents / 100 : null)],
    ['lost_reason', (e) => (e.outcome?.outcome === 'lost' ? e.outcome.reason : '')],
    ...touchColumns('first'),
    ...touchColumns('last'),
    // Last, so the columns before keep their places: what the enquiry was sent through beside its channel, when an agent filled it.
    ['sent_through', (e) => (e.via_agent ? THROUGH_AGENT : '')],
    ['audit_compared', (e) => comparedLine(e.audit?.compared)],
  ];
}

export function enquiriesToCsv(rows: Enquiry[], timeZone: string): string {
  const columns = exportColumns(timeZone);
  const records = rows.map((row) => columns.map(([, value]) => neutraliseFormula(String(value(row) ?? ''))));
  return '\ufeff' + stringify([columns.map(([name]) => name), ...records], { record_delimiter: 'windows', quoted_match: /^\s|\s$/ });
}

/**
 * JSON lines are for programs (jq, a CRM or BI import, the backup tests' comparison): values stay exactly
 * as stored, numbers as numbers. A spreadsheet that loads JSON (Excel's Power Query) takes strings as
 * text, never as formulas, so a leading quote would only corrupt the data.
 */
export function enquiriesToJsonLines(rows: Enquiry[], timeZone: string): string {
  const columns = exportColumns(timeZone);
  return (
    rows.map((row) => JSON.stringify(Object.fromEntries(columns.map(([name, value]) => [name, value(row)])))).join('\n') +
    (rows.length ? '\n' : '')
  );
}
