/**
 * "How you compare": up to COMPARE_COMPETITORS_MAX competitors' sites beside a report's own, each
 * checked by the same rules (the same thread, readers, refusals and limits) with a smaller page budget
 * (COMPARE_MAX_PAGES), and its home page measured on the phone after the prospect's own when
 * COMPARE_LAB is on. Kept in `audit_competitors`, removed with the report.
 *
 * A competitor's check never delays a prospect's: `claimCompetitor` takes one only while no report's
 * check is queued. Across every report at most COMPARE_PER_DAY competitors are checked in any 24 hours.
 * A check cut short by a clean shutdown goes back in the queue; one running at a crash is tried once
 * more, then recorded as failed on our side.
 */
import type { DB } from '../../db/db.js';
import { isPublicAddress, normalAddress, pairKey } from '../../lib/address-pairs.js';
import { normaliseWebsite } from '../../lib/website.js';
import type { AuditResult } from '../assess/result.js';
import type { LabResult } from '../lab/result.js';
import type { CheckListener } from './announce.js';

export interface CompareLimits {
  /** COMPARE_COMPETITORS_MAX */
  max: number;
  /** COMPARE_PER_DAY */
  perDay: number;
}

export type CompetitorStatus = 'queued' | 'running' | 'done' | 'failed';

export interface Competitor {
  id: number;
  audit_id: number;
  position: number;
  url: string;
  status: CompetitorStatus;
  finished_at: string | null;
  result: AuditResult | null;
  lab: LabResult | null;
  previous_result: AuditResult | null;
  previous_lab: LabResult | null;
}

interface CompetitorRow extends Omit<Competitor, 'result' | 'lab' | 'previous_result' | 'previous_lab'> {
  result: string | null;
  lab: string | null;
  previous_result: string | null;
  previous_lab: string | null;
  tries: number;
}

const parsed = <T>(json: string | null): T | null => (json ? (JSON.parse(json) as T) : null);

const fromRow = (row: CompetitorRow): Competitor => ({
  id: row.id,
  audit_id: row.audit_id,
  position: row.position,
  url: row.url,
  status: row.status,
  finished_at: row.finished_at,
  result: parsed(row.result),
  lab: parsed(row.lab),
  previous_result: parsed(row.previous_result),
  previous_lab: parsed(row.previous_lab),
});

const DAY_MS = 86_400_000;

/** Sent when the check of a competitor could not finish on our side (a crash, twice): nothing said of the site. */
export const COMPETITOR_GAVE_UP = 'Our side failed while checking this site, so nothing is said of it.';

/** A report's competitors, in the order they were added. */
export function competitorsOf(db: DB, auditId: number): Competitor[] {
  return (db.prepare('SELECT * FROM audit_competitors WHERE audit_id = ? ORDER BY position').all(auditId) as CompetitorRow[]).map(fromRow);
}

/** Why a comparison cannot be asked for now, in a sentence with its HTTP status, or undefined when the addresses were queued. */
export interface CompareRefusal {
  status: 409 | 422 | 429;
  message: string;
}

/**
 * Queues the competitors `urls` (already valid, distinct and not the report's own) for report
 * `auditId`, in one transaction: refused when the report's check is not finished, when they would make
 * more than `limits.max`, when one is already compared, or past `limits.perDay` across every report.
 */
export function requestComparison(db: DB, auditId: number, urls: string[], limits: CompareLimits, now: number): CompareRefusal | undefined {
  return db
    .transaction(() => {
      const audit = db.prepare('SELECT status FROM audits WHERE id = ?').get(auditId) as { status: string } | undefined;
      if (audit?.status !== 'done')
        return { status: 409 as const, message: 'Your own site’s check must finish before it can be compared.' };
      const existing = competitorsOf(db, auditId);
      const again = urls.find((u) => existing.some((c) => c.url === u));
      if (again) return { status: 422 as const, message: `${again} is already compared with your site below.` };
      if (existing.length + urls.length > limits.max)
        return {
          status: 422 as const,
          message: `A report compares your site with up to ${limits.max} competitors${existing.length ? `, and this one has ${existing.length} already` : ''}.`,
        };
      const since = new Date(now - DAY_MS).toISOString();
      const today = (db.prepare('SELECT COUNT(*) AS n FROM audit_competitors WHERE created_at > ?').get(since) as { n: number }).n;
      if (today + urls.length > limits.perDay)
        return {
          status: 429 as const,
          message: 'We have compared as many sites as we check in a day for everyone. Please try again tomorrow.',
        };
      const at = new Date(now).toISOString();
      const insert = db.prepare('INSERT INTO audit_competitors (audit_id, position, url, created_at, queued_at) VALUES (?, ?, ?, ?, ?)');
      const taken = new Set(existing.map((c) => c.position));
      let position = 1;
      for (const url of urls) {
        while (taken.has(position)) position++;
        insert.run(auditId, position, url, at, at);
        taken.add(position);
      }
      return undefined;
    })
    .immediate();
}

/** Every competitor of the report queued anew ("Check again"), its last reading kept as the one before. */
export function recheckCompetitors(db: DB, auditId: number, now: string): void {
  db.prepare(
    `UPDATE audit_competitors SET status = 'queued', queued_at = ?, started_at = NULL, tries = 0,
       previous_result = COALESCE(result, previous_result), previous_lab = COALESCE(lab, previous_lab), result = NULL, lab = NULL
     WHERE audit_id = ? AND status IN ('done', 'failed')`,
  ).run(now, auditId);
}

/** The oldest queued competitor, marked running, only while no report's own check is waiting. */
export function claimCompetitor(db: DB): Competitor | undefined {
  return db
    .transaction(() => {
      if (db.prepare(`SELECT 1 FROM audits WHERE status = 'queued' LIMIT 1`).get()) return undefined;
      const row = db.prepare(`SELECT * FROM audit_competitors WHERE status = 'queued' ORDER BY queued_at, id LIMIT 1`).get() as
        | CompetitorRow
        | undefined;
      if (!row) return undefined;
      db.prepare(`UPDATE audit_competitors SET status = 'running', started_at = ?, tries = tries + 1 WHERE id = ?`).run(
        new Date().toISOString(),
        row.id,
      );
      return fromRow({ ...row, status: 'running' });
    })
    .immediate();
}

/**
 * A competitor's check recorded (the AI reading's raw home text left out: the comparison never shows it).
 * With `measuring`, it stays running, its cells shown, until its phone run is recorded: the table says
 * the phone figure is being measured rather than that none was made, and staff hear once it is.
 */
export function finishCompetitor(db: DB, id: number, result: AuditResult, measuring = false): void {
  const { ai, ...rest } = result;
  const kept = ai ? { ...rest, ai: { ...ai, raw: { ...ai.raw, text: '' } } } : rest;
  db.prepare(`UPDATE audit_competitors SET status = ?, finished_at = ?, result = ? WHERE id = ?`).run(
    measuring ? 'running' : result.status,
    new Date().toISOString(),
    JSON.stringify(kept),
    id,
  );
}

/** A competitor's home page measured on the phone: its check is then done. */
export function recordCompetitorLab(db: DB, id: number, lab: LabResult): void {
  db.prepare(`UPDATE audit_competitors SET lab = ?, status = 'done' WHERE id = ?`).run(JSON.stringify(lab), id);
}

/**
 * Once the report's last competitor is checked (none queued or running), tells `listener` that the
 * comparison is finished, in one transaction with nothing else: staff hear of it once per round.
 */
export function announceComparison(db: DB, auditId: number, listener: CheckListener, now: string): boolean {
  return db
    .transaction(() => {
      const waiting = db
        .prepare(`SELECT 1 FROM audit_competitors WHERE audit_id = ? AND status IN ('queued', 'running') LIMIT 1`)
        .get(auditId);
      const audit = db.prepare('SELECT enquiry_id FROM audits WHERE id = ?').get(auditId) as { enquiry_id: number } | undefined;
      if (waiting || !audit) return false;
      listener.compared(db, audit.enquiry_id, now);
      return true;
    })
    .immediate();
}

/** Competitors cut short by a clean shutdown go back in the queue, their try given back. */
export function releaseCompetitors(db: DB, ids: number[]): void {
  const back = db.prepare(
    `UPDATE audit_competitors SET status = 'queued', started_at = NULL, tries = tries - 1 WHERE id = ? AND status = 'running'`,
  );
  db.transaction(() => ids.forEach((id) => back.run(id))).immediate();
}

/** At start: competitors running at a crash are queued again, once; a second time they are recorded as failed on our side. */
export function requeueCompetitors(db: DB): void {
  db.transaction(() => {
    const gaveUp = db.prepare(`SELECT id FROM audit_competitors WHERE status = 'running' AND tries >= 2`).all() as { id: number }[];
    for (const { id } of gaveUp) finishCompetitor(db, id, { status: 'failed', score: null, findings: [], summary: COMPETITOR_GAVE_UP });
    db.prepare(`UPDATE audit_competitors SET status = 'queued', started_at = NULL WHERE status = 'running'`).run();
  }).immediate();
}

/** What the comparison form sent: each field as typed, each one's error (if any), and the addresses to queue when none has one. */
export interface CompetitorForm {
  values: string[];
  errors: (string | undefined)[];
  urls: string[];
}

/** Which private addresses a comparison may name: the check's own address rules (tests serve their sites on loopback). */
export interface ReachRules {
  allowPrivate: boolean;
  /** AUDIT_ALLOW_ADDRESSES, as `address|port` keys. */
  allowAddresses: readonly string[];
}

/** Host names that never name a public website. */
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa|localdomain)$/i;

/** A site by its host (and port, when not the default), without `www.`: two addresses of one site are one. */
const bareHost = (url: string) =>
  new URL(url).host
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.(?=:|$)/, '');

/**
 * The comparison form's fields `competitor1` … (as many as `max`, and any further one is "a fourth"),
 * each read as the enquiry form reads a website (src/lib/website.ts): one that is not a website, the
 * report's own site, a private address (by the check's address rules), the same address twice, or
 * past `max`, gets its sentence; every value is kept as typed.
 */
export function readCompetitorForm(body: Record<string, unknown>, own: string, max: number, reach: ReachRules): CompetitorForm {
  const names = Object.keys(body)
    .filter((k) => /^competitor\d{1,2}$/.test(k))
    .sort((a, b) => Number(a.slice(10)) - Number(b.slice(10)));
  const values = names.map((k) => (typeof body[k] === 'string' ? (body[k] as string).trim().slice(0, 2048) : ''));
  const seen = new Set<string>();
  const urls: string[] = [];
  const errors = values.map((raw, i): string | undefined => {
    if (!raw) return undefined;
    if (Number(names[i]?.slice(10)) > max) return `A report compares your site with up to ${max} competitors.`;
    const url = normaliseWebsite(raw);
    if (!url) return 'Enter a website address, such as competitor.com.au.';
    const host = bareHost(url);
    const { hostname, port } = new URL(url);
    const literal = hostname.replace(/^\[|\]$/g, '');
    const publicIp = isPublicAddress(literal);
    const allowed = reach.allowPrivate || reach.allowAddresses.includes(pairKey(literal, port || (url.startsWith('https:') ? 443 : 80)));
    if (!allowed && (LOCAL_NAMES.test(hostname) || (normalAddress(literal) && !publicIp)))
      return 'That is a private address, not a public website: enter your competitor’s site.';
    if (host === bareHost(own)) return 'That is your own site: enter a competitor’s.';
    if (seen.has(host)) return 'You entered this site twice.';
    seen.add(host);
    urls.push(url);
    return undefined;
  });
  return { values, errors, urls: errors.some(Boolean) ? [] : urls };
}
