/** Reads and writes enquiries and their outbox items. */
import type { DB } from './db.js';
import type { EnquiryValues } from '../shared/enquiry-contract.js';

export interface EnquiryRow {
  id: number;
  created_at: string;
  name: string;
  email: string;
  phone: string;
  website: string;
  goals: string;
  source_page: string;
  user_agent: string;
  ip: string;
  is_spam: 0 | 1;
  spam_reason: string;
  notification_status: 'queued' | 'sent' | 'failed' | 'skipped';
}

export interface SaveEnquiryInput {
  values: EnquiryValues;
  source: string;
  userAgent: string;
  ip: string;
  spamReason?: string;
  /** Also queue an acknowledgement to the visitor (MAIL_ACK). */
  acknowledge: boolean;
}

/**
 * Saves the enquiry and, for non-spam, queues the staff email (and acknowledgement) in the same
 * transaction. Returns once SQLite has committed, so the answer never runs ahead of the data.
 */
export function saveEnquiry(db: DB, input: SaveEnquiryInput): number {
  const now = new Date().toISOString();
  const spam = Boolean(input.spamReason);
  const insert = db.prepare(`
    INSERT INTO enquiries (created_at, name, email, phone, website, goals, source_page, user_agent, ip, is_spam, spam_reason, notification_status)
    VALUES (@created_at, @name, @email, @phone, @website, @goals, @source_page, @user_agent, @ip, @is_spam, @spam_reason, @status)`);
  const queue = db.prepare('INSERT INTO outbox (enquiry_id, kind, next_attempt_at, created_at) VALUES (?, ?, ?, ?)');
  return db.transaction(() => {
    const { lastInsertRowid } = insert.run({
      created_at: now,
      ...input.values,
      source_page: input.source.slice(0, 200),
      user_agent: input.userAgent.slice(0, 500),
      ip: input.ip,
      is_spam: spam ? 1 : 0,
      spam_reason: input.spamReason ?? '',
      status: spam ? 'skipped' : 'queued',
    });
    const id = Number(lastInsertRowid);
    if (!spam) {
      queue.run(id, 'staff', now, now);
      if (input.acknowledge) queue.run(id, 'ack', now, now);
    }
    return id;
  })();
}

export interface EnquiryFilter {
  since?: string;
  until?: string;
  includeSpam?: boolean;
}

/** Enquiries in creation order; `until` is inclusive of that whole day (UTC). */
export function listEnquiries(db: DB, filter: EnquiryFilter = {}): EnquiryRow[] {
  const where: string[] = [];
  const params: Record<string, string> = {};
  if (!filter.includeSpam) where.push('is_spam = 0');
  if (filter.since) {
    where.push('created_at >= @since');
    params.since = filter.since;
  }
  if (filter.until) {
    where.push('created_at < @until');
    params.until = new Date(Date.parse(filter.until) + 86_400_000).toISOString().slice(0, 10);
  }
  const sql = `SELECT * FROM enquiries ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id`;
  return db.prepare(sql).all(params) as EnquiryRow[];
}

/** Deletes one person's enquiries and outbox items (email matched case-insensitively). */
export function forgetEmail(db: DB, email: string, dryRun = false): { enquiries: number; outbox: number } {
  const address = email.trim().toLowerCase();
  return db.transaction(() => {
    const ids = (db.prepare('SELECT id FROM enquiries WHERE lower(email) = ?').all(address) as { id: number }[]).map((r) => r.id);
    if (!ids.length) return { enquiries: 0, outbox: 0 };
    const marks = ids.map(() => '?').join(',');
    const outbox = (db.prepare(`SELECT COUNT(*) AS n FROM outbox WHERE enquiry_id IN (${marks})`).get(...ids) as { n: number }).n;
    if (!dryRun) {
      db.prepare(`DELETE FROM outbox WHERE enquiry_id IN (${marks})`).run(...ids);
      db.prepare(`DELETE FROM enquiries WHERE id IN (${marks})`).run(...ids);
    }
    return { enquiries: ids.length, outbox };
  })();
}
