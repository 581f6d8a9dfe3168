/**
 * The audits table: one quick check per enquiry, queued in the same transaction as the enquiry's
 * emails and webhooks, and the hold those deliveries wait under until the check is done.
 */
import { randomBytes } from 'node:crypto';
import type { DB } from '../../db/db.js';
import type { Unread } from '../read/crawled.js';
import type { Finding } from '../findings/finding.js';
import type { AiAccess } from '../findings/ai-search.js';
import type { AuditResult } from '../assess/result.js';
import type { LocalFacts } from '../findings/local.js';
import { OUR_FAILURE, type LabResult } from '../lab/result.js';
import { recordLab } from '../lab/store.js';
import { clip } from '../../lib/clip.js';
import type { CheckListener } from './announce.js';
import { lastGoodCheck, recordCheck } from './history.js';

export type AuditStatus = 'queued' | 'running' | 'done' | 'failed' | 'skipped';

export interface Audit {
  id: number;
  public_id: string;
  enquiry_id: number;
  url: string;
  status: AuditStatus;
  score: number | null;
  findings: Finding[];
  summary: string;
  created_at: string;
  finished_at: string | null;
  /** Pages read so far (while running) or in all (when done). */
  pages: number;
  /** Addresses on the site found and not read; `atLeast` when more were only counted. */
  unread: Unread;
  /** The lab run's result (src/audit/lab/result.ts); null until it is recorded, or when there was none. */
  lab: LabResult | null;
  /** When the lab run began: with `lab` still null, the phone measurement is under way. */
  lab_started_at: string | null;
  /** The "AI search" and "Local" sections' reading of the site; null for a check that read none (failed, or before they were kept). */
  ai: AiAccess | null;
  local: LocalFacts | null;
  /** 1 while the queued or running check is a re-check (rechecks.ts). */
  rechecking: number;
  /** Why the latest re-check failed, while the report shows the last good check; null otherwise. */
  recheck_failed: string | null;
  /** How often the finished report was opened, and when last (nothing about who opened it). */
  report_views: number;
  report_viewed_at: string | null;
  /** Checks of the site so far (the first and each re-check) and the first one's score: read with an enquiry's list (auditsOf). */
  checks?: number;
  first_score?: number | null;
  /** The competitors it was compared with, each's address, state and score ("How you compare"): read with an enquiry's list (auditsOf). */
  compared?: ComparedSite[];
}

/** A competitor as staff see it beside the enquiry: its address, its check's state, score and (when not read) why. */
export interface ComparedSite {
  url: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  score: number | null;
  summary: string | null;
}

type AuditRow = Omit<Audit, 'findings' | 'unread' | 'lab' | 'ai' | 'local' | 'compared'> & {
  compared?: string | null;
  findings: string;
  unread: number;
  unread_at_least: number;
  lab: string | null;
  ai: string | null;
  local: string | null;
};

const json = <T>(value: string | null): T | null => (value === null ? null : (JSON.parse(value) as T));

function fromRow(row: AuditRow | undefined): Audit | undefined {
  if (!row) return undefined;
  const { unread, unread_at_least: atLeast, findings, lab, ai, local, compared, ...rest } = row;
  return {
    ...rest,
    ...(compared ? { compared: JSON.parse(compared) as ComparedSite[] } : {}),
    findings: JSON.parse(findings) as Finding[],
    unread: { count: unread, atLeast: atLeast === 1 },
    lab: json<LabResult>(lab),
    ai: json<AiAccess>(ai),
    local: json<LocalFacts>(local),
  };
}

/** The public id: 128 random bits, URL-safe; the report page's address holds nothing else. */
export const newPublicId = () => randomBytes(16).toString('base64url');
export const PUBLIC_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * Queues the check of `website` for an enquiry (or records that there is nothing to check). Call it
 * in the enquiry's own transaction, where the enquiry's side holds its staff email and webhook
 * deliveries until the latest the check can take. Returns the public id.
 */
export function queueAudit(db: DB, enquiryId: number, website: string): string {
  const now = new Date().toISOString();
  const publicId = newPublicId();
  if (!website) {
    db.prepare(
      `INSERT INTO audits (public_id, enquiry_id, status, summary, created_at, finished_at) VALUES (?, ?, 'skipped', ?, ?, ?)`,
    ).run(publicId, enquiryId, 'No website was given, so there was nothing to check.', now, now);
    return publicId;
  }
  db.prepare(`INSERT INTO audits (public_id, enquiry_id, url, created_at) VALUES (?, ?, ?, ?)`).run(publicId, enquiryId, website, now);
  return publicId;
}

/** Said of a check that was running each of the last two times the site stopped unexpectedly. */
export const GAVE_UP = 'The check stopped our site twice, so it was not tried again: our team will look at your site by hand.';

/**
 * At start: checks still marked running were cut off by a crash (a clean shutdown puts its checks
 * back with `release`). Each goes back in the queue once; a check found running a second time is
 * recorded as failed (and its enquiry's deliveries released), so no site can keep the site down.
 */
export function requeueInterrupted(db: DB, listener: CheckListener): { requeued: number; gaveUp: Pick<Audit, 'id' | 'enquiry_id'>[] } {
  return db
    .transaction(() => {
      const gaveUp = db.prepare(`SELECT id, enquiry_id FROM audits WHERE status = 'running' AND interruptions >= 1`).all() as Pick<
        Audit,
        'id' | 'enquiry_id'
      >[];
      for (const audit of gaveUp) finishAudit(db, audit, { status: 'failed', score: null, findings: [], summary: GAVE_UP }, listener);
      const requeued = db
        .prepare(`UPDATE audits SET status = 'queued', started_at = NULL, interruptions = interruptions + 1 WHERE status = 'running'`)
        .run().changes;
      return { requeued, gaveUp };
    })
    .immediate();
}

/** Checks cut short by a clean shutdown go back in the queue, not counted as interruptions. */
export function release(db: DB, ids: number[]): void {
  const back = db.prepare(`UPDATE audits SET status = 'queued', started_at = NULL WHERE id = ? AND status = 'running'`);
  db.transaction(() => ids.forEach((id) => back.run(id))).immediate();
}

/** Takes the oldest queued check, marking it running; a check run again (after a restart) starts its progress from nothing. */
export function claimNext(db: DB): Audit | undefined {
  return db
    .transaction(() => {
      const row = db.prepare(`SELECT * FROM audits WHERE status = 'queued' ORDER BY id LIMIT 1`).get() as AuditRow | undefined;
      if (!row) return undefined;
      db.prepare(
        `UPDATE audits SET status = 'running', started_at = ?, pages = 0, findings = '[]', unread = 0, unread_at_least = 0 WHERE id = ?`,
      ).run(new Date().toISOString(), row.id);
      return fromRow({ ...row, pages: 0, findings: '[]', unread: 0, unread_at_least: 0 });
    })
    .immediate();
}

/** A finished check of the same address since `since`, to reuse instead of fetching again. */
export function recentResult(db: DB, url: string, since: string): Audit | undefined {
  return fromRow(
    db
      .prepare(`SELECT * FROM audits WHERE url = ? AND status IN ('done', 'failed') AND finished_at >= ? ORDER BY finished_at DESC LIMIT 1`)
      .get(url, since) as AuditRow | undefined,
  );
}

/** What a running check has done so far (pages read, addresses not read, findings), for its report page's progress. */
export function recordProgress(db: DB, id: number, progress: { pages: number; unread: Unread; findings: Finding[] }): void {
  const { pages, unread, findings } = progress;
  db.prepare(`UPDATE audits SET pages = ?, unread = ?, unread_at_least = ?, findings = ? WHERE id = ? AND status = 'running'`).run(
    pages,
    unread.count,
    Number(unread.atLeast),
    JSON.stringify(storable(findings)),
    id,
  );
}

/** Longest finding sentence or summary stored: the checks clip what they quote, this is the backstop. */
const SENTENCE_MAX = 600;

/** Findings as stored: every sentence and address within SENTENCE_MAX. */
const storable = (findings: Finding[]) =>
  findings.map((f) => ({
    ...f,
    message: clip(f.message, SENTENCE_MAX),
    why: clip(f.why, SENTENCE_MAX),
    urls: f.urls?.map((url) => clip(url, SENTENCE_MAX)),
  }));

/**
 * Records the result and tells `listener` the enquiry's check is finished (its held deliveries due
 * now), or, while a lab run follows (`labUntil`, the latest it can end), keeps them held: labFinished
 * tells it then. A re-check is announced as such, held as long.
 */
export function finishAudit(
  db: DB,
  audit: Pick<Audit, 'id' | 'enquiry_id'>,
  result: AuditResult,
  listener: CheckListener,
  labUntil?: string,
): void {
  const now = new Date().toISOString();
  const findings = storable(result.findings);
  const summary = clip(result.summary, SENTENCE_MAX);
  db.transaction(() => {
    const recheck =
      (db.prepare('SELECT rechecking FROM audits WHERE id = ?').get(audit.id) as { rechecking: number } | undefined)?.rechecking === 1;
    const checkId = recordCheck(
      db,
      audit.id,
      recheck,
      { ...result, summary, findings, pages: result.pages ?? 0, ai: result.ai ?? null, local: result.local ?? null },
      now,
    );
    // A re-check that failed leaves the report on its last good check, saying why the new one failed.
    const good = recheck && result.status === 'failed' ? lastGoodCheck(db, audit.id) : undefined;
    const shown = good ?? {
      ...result,
      summary,
      findings,
      pages: result.pages ?? 0,
      ai: result.ai ?? null,
      local: result.local ?? null,
      finished_at: now,
    };
    db.prepare(
      `UPDATE audits SET status = ?, score = ?, findings = ?, summary = ?, finished_at = ?, pages = ?, unread = ?, unread_at_least = ?, ai = ?, local = ?,
         rechecking = 0, recheck_failed = ? WHERE id = ?`,
    ).run(
      shown.status,
      shown.score,
      JSON.stringify(shown.findings),
      shown.summary,
      shown.finished_at,
      shown.pages,
      good ? 0 : (result.unread?.count ?? 0),
      good ? 0 : Number(result.unread?.atLeast ?? false),
      shown.ai ? JSON.stringify(shown.ai) : null,
      shown.local ? JSON.stringify(shown.local) : null,
      good ? summary : null,
      audit.id,
    );
    if (good?.lab) db.prepare('UPDATE audits SET lab = ? WHERE id = ?').run(JSON.stringify(good.lab), audit.id);
    if (recheck) listener.rechecked(db, audit.enquiry_id, checkId, labUntil ?? now, now);
    if (!labUntil) listener.finished(db, audit.enquiry_id, now);
  }).immediate();
}

/** Records a lab run's result and screenshots (lab/store.ts) and tells `listener` the enquiry's check is finished. */
export function labFinished(
  db: DB,
  audit: Pick<Audit, 'id' | 'enquiry_id'>,
  lab: LabResult,
  screenshots: (Buffer | undefined)[],
  listener: CheckListener,
): void {
  db.transaction(() => {
    recordLab(db, audit.id, lab, screenshots);
    listener.finished(db, audit.enquiry_id, new Date().toISOString());
  }).immediate();
}

/** A check whose phone run was cut off, as the worker measures it again. */
export type InterruptedLab = Pick<Audit, 'id' | 'enquiry_id' | 'public_id' | 'url' | 'ai'>;

/**
 * At start: checks whose lab run had begun when the site stopped (lab_started_at set, no result).
 * Each is run once more (its second try, counted); one cut off on its second try too is recorded as
 * our failure, not begun again, and its enquiry's deliveries released: no page can keep the server
 * crashing. A clean shutdown gives its runs' tries back (releaseLabs), so only crashes count.
 */
export function interruptedLabs(db: DB, listener: CheckListener): { again: InterruptedLab[]; gaveUp: Pick<Audit, 'id' | 'enquiry_id'>[] } {
  return db
    .transaction(() => {
      const cut = db
        .prepare(
          `SELECT id, enquiry_id, public_id, url, ai, lab_tries, lab_started_at FROM audits
           WHERE status = 'done' AND lab IS NULL AND lab_started_at IS NOT NULL ORDER BY id`,
        )
        .all() as (Pick<Audit, 'id' | 'enquiry_id' | 'public_id' | 'url'> & {
        ai: string | null;
        lab_tries: number;
        lab_started_at: string;
      })[];
      const gaveUp = cut.filter((row) => row.lab_tries >= 2);
      const now = new Date().toISOString();
      for (const audit of gaveUp)
        labFinished(
          db,
          audit,
          {
            status: 'our-failure',
            failure: 'crashed',
            message: OUR_FAILURE,
            pages: [],
            blocked: { count: 0, examples: [], private: 0 },
            started_at: audit.lab_started_at,
            finished_at: now,
          },
          [],
          listener,
        );
      const again = cut.filter((row) => row.lab_tries < 2);
      const count = db.prepare('UPDATE audits SET lab_tries = lab_tries + 1 WHERE id = ?');
      for (const audit of again) count.run(audit.id);
      return {
        again: again.map(({ id, enquiry_id, public_id, url, ai }) => ({ id, enquiry_id, public_id, url, ai: json<AiAccess>(ai) })),
        gaveUp: gaveUp.map(({ id, enquiry_id }) => ({ id, enquiry_id })),
      };
    })
    .immediate();
}

/** Phone runs cut short by a clean shutdown give their try back: measured again at the next start, not counted as cut off. */
export function releaseLabs(db: DB, ids: number[]): void {
  const back = db.prepare('UPDATE audits SET lab_tries = MAX(lab_tries - 1, 0) WHERE id = ? AND lab IS NULL');
  db.transaction(() => ids.forEach((id) => back.run(id))).immediate();
}

export function auditByPublicId(db: DB, publicId: string): Audit | undefined {
  return fromRow(db.prepare('SELECT * FROM audits WHERE public_id = ?').get(publicId) as AuditRow | undefined);
}

/** The checks of enquiries with ids from `first` to `last`. */
export function auditsOf(db: DB, first: number, last: number): Audit[] {
  // With how many times the site was checked, its first check's score and its competitors, for the export.
  return (
    db
      .prepare(
        `SELECT a.*, (SELECT COUNT(*) FROM audit_checks c WHERE c.audit_id = a.id) AS checks,
           (SELECT c.score FROM audit_checks c WHERE c.audit_id = a.id AND c.status = 'done' ORDER BY c.id LIMIT 1) AS first_score,
           (SELECT json_group_array(json_object('url', k.url, 'status', k.status, 'score', json_extract(k.result, '$.score'),
              'summary', json_extract(k.result, '$.summary'))) FROM (SELECT * FROM audit_competitors WHERE audit_id = a.id ORDER BY position) k
              HAVING COUNT(*) > 0) AS compared
         FROM audits a WHERE a.enquiry_id BETWEEN ? AND ? ORDER BY a.id`,
      )
      .all(first, last) as AuditRow[]
  ).flatMap((r) => fromRow(r) ?? []);
}
