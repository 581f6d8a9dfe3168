/** Reads and writes enquiries, their attribution touches, their outbox items and their webhook deliveries. */
import { rangeConditions, type DB } from '../db/db.js';
import type { CleanAttribution, CleanTouch } from '../attribution/sanitize.js';
import { ATTRIBUTION_PARAMS, type AttributionParam } from '../shared/attribution.js';
import type { EnquiryValues } from '../shared/enquiry-contract.js';
import { auditsOf, type Audit } from '../audit/index.js';
import { newWebhookId, queueEnquiryDeliveries } from '../outbox/queue.js';
import { isNonEmpty, lastOf } from '../lib/non-empty.js';

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
  pages_viewed: number | null;
  attribution_via: '' | 'browser' | 'referer';
  /** The first enquiry with the same email and goals within DUPLICATE_WINDOW_MS, when this repeats it. */
  duplicate_of: number | null;
  /** 1: an AI agent in the visitor's browser filled the form, and the person sent it. */
  via_agent: 0 | 1;
}

/** One stored touch (a row of enquiry_touches). */
export type TouchRow = {
  touch: 'first' | 'last';
  occurred_at: string;
  landing_path: string;
  referrer: string;
  channel: string;
  source: string;
  medium: string;
} & Record<AttributionParam, string>;

/** An enquiry with where it came from, and the quick check of its website when one was made. */
export interface Enquiry extends EnquiryRow {
  first?: TouchRow;
  last?: TouchRow;
  audit?: Audit;
  /** What became of the lead, when staff recorded anything (src/leads/); none means it is new. */
  outcome?: LeadOutcomeRow;
}

/** A lead's current outcome, as the lead_outcomes view gives it. */
export interface LeadOutcomeRow {
  outcome: 'contacted' | 'qualified' | 'won' | 'lost';
  value_cents: number | null;
  reason: string;
  changed_at: string;
}

export interface SaveEnquiryInput {
  values: EnquiryValues;
  source: string;
  userAgent: string;
  ip: string;
  spamReason?: string;
  /** Also queue an acknowledgement to the visitor (MAIL_ACK). */
  acknowledge: boolean;
  /** Webhook receivers (WEBHOOK_URL): a delivery to each is queued for non-spam. */
  webhookUrls: readonly string[];
  attribution?: CleanAttribution;
  /** An AI agent in the visitor's browser filled the form, and the person sent it. */
  viaAgent?: boolean;
}

const touchColumns = ['touch', 'occurred_at', 'landing_path', 'referrer', 'channel', 'source', 'medium', ...ATTRIBUTION_PARAMS] as const;

function touchRow(touch: 'first' | 'last', t: CleanTouch): TouchRow {
  const params = Object.fromEntries(ATTRIBUTION_PARAMS.map((p) => [p, t.params[p] ?? ''])) as Record<AttributionParam, string>;
  return {
    touch,
    occurred_at: t.at,
    landing_path: t.path,
    referrer: t.referrer,
    channel: t.channel,
    source: t.source,
    medium: t.medium,
    ...params,
  };
}

/** An enquiry with the same email and goals as one this recent is a repeat (a double click, a resend). */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Saves the enquiry and, for non-spam, queues the staff email (and acknowledgement) and a webhook
 * delivery to each receiver in the same transaction. A repeat of a recent enquiry (same email, same
 * goals) is saved too, marked `duplicate_of` the first: its staff email says so, and it gets no
 * acknowledgement and no webhook, so a CRM never holds the lead twice. Returns once SQLite has
 * committed, so the answer never runs ahead of the data.
 */
export function saveEnquiry(db: DB, input: SaveEnquiryInput): number {
  const now = new Date().toISOString();
  const spam = Boolean(input.spamReason);
  const insert = db.prepare(`
    INSERT INTO enquiries (created_at, name, email, phone, website, goals, source_page, user_agent, ip, is_spam, spam_reason, notification_status, pages_viewed, attribution_via, duplicate_of, via_agent)
    VALUES (@created_at, @name, @email, @phone, @website, @goals, @source_page, @user_agent, @ip, @is_spam, @spam_reason, @status, @pages_viewed, @attribution_via, @duplicate_of, @via_agent)`);
  const original = db.prepare(`
    SELECT id FROM enquiries
    WHERE lower(email) = lower(@email) AND goals = @goals AND created_at >= @since AND is_spam = 0 AND duplicate_of IS NULL
    ORDER BY id LIMIT 1`);
  const insertTouch = db.prepare(
    `INSERT INTO enquiry_touches (enquiry_id, ${touchColumns.join(', ')}) VALUES (@enquiry_id, ${touchColumns.map((c) => `@${c}`).join(', ')})`,
  );
  const attribution = input.attribution;
  return db
    .transaction(() => {
      const duplicateOf = spam
        ? undefined
        : (
            original.get({
              email: input.values.email,
              goals: input.values.goals,
              since: new Date(Date.parse(now) - DUPLICATE_WINDOW_MS).toISOString(),
            }) as { id: number } | undefined
          )?.id;
      const { lastInsertRowid } = insert.run({
        created_at: now,
        ...input.values,
        source_page: input.source.slice(0, 200),
        user_agent: input.userAgent.slice(0, 500),
        ip: input.ip,
        is_spam: spam ? 1 : 0,
        spam_reason: input.spamReason ?? '',
        status: spam ? 'skipped' : 'queued',
        pages_viewed: attribution?.pagesViewed ?? null,
        attribution_via: attribution?.via ?? '',
        duplicate_of: duplicateOf ?? null,
        via_agent: input.viaAgent ? 1 : 0,
      });
      const id = Number(lastInsertRowid);
      if (attribution?.first) insertTouch.run({ enquiry_id: id, ...touchRow('first', attribution.first) });
      if (attribution?.last) insertTouch.run({ enquiry_id: id, ...touchRow('last', attribution.last) });
      if (!spam) {
        const first = duplicateOf === undefined;
        const emails: ('staff' | 'ack')[] = first && input.acknowledge ? ['staff', 'ack'] : ['staff'];
        queueEnquiryDeliveries(db, id, emails, first ? input.webhookUrls.map((url) => ({ url, webhookId: newWebhookId() })) : [], now);
      }
      return id;
      // IMMEDIATE: this reads before it writes, and must wait out another writer (Litestream), not fail (src/db/README.md).
    })
    .immediate();
}

export interface EnquiryFilter {
  since?: string;
  until?: string;
  includeSpam?: boolean;
}

/** Attaches each enquiry's first and last touch, its site check and its outcome. */
function withTouches(db: DB, rows: EnquiryRow[]): Enquiry[] {
  if (!isNonEmpty(rows)) return [];
  const first = rows[0].id;
  const last = lastOf(rows).id;
  const byId = new Map<number, Enquiry>(rows.map((r) => [r.id, { ...r }]));
  const touches = db.prepare('SELECT * FROM enquiry_touches WHERE enquiry_id BETWEEN ? AND ?').all(first, last) as (TouchRow & {
    enquiry_id: number;
  })[];
  for (const { enquiry_id, ...touch } of touches) {
    const enquiry = byId.get(enquiry_id);
    if (enquiry) enquiry[touch.touch] = touch;
  }
  for (const audit of auditsOf(db, first, last)) {
    const enquiry = byId.get(audit.enquiry_id);
    if (enquiry) enquiry.audit = audit;
  }
  // Read from the view src/leads/ writes through; a lead with no row is new.
  const outcomes = db
    .prepare('SELECT enquiry_id, outcome, value_cents, reason, changed_at FROM lead_outcomes WHERE enquiry_id BETWEEN ? AND ?')
    .all(first, last) as (LeadOutcomeRow & { enquiry_id: number })[];
  for (const { enquiry_id, ...outcome } of outcomes) {
    const enquiry = byId.get(enquiry_id);
    if (enquiry) enquiry.outcome = outcome;
  }
  return [...byId.values()];
}

/** One enquiry with its touches, or undefined. */
export function getEnquiry(db: DB, id: number): Enquiry | undefined {
  const row = db.prepare('SELECT * FROM enquiries WHERE id = ?').get(id) as EnquiryRow | undefined;
  return row ? withTouches(db, [row])[0] : undefined;
}

/**
 * Enquiries in creation order, with their touches. `since` and `until` are instants (ISO strings):
 * from `since` inclusive to `until` exclusive.
 */
export function listEnquiries(db: DB, filter: EnquiryFilter = {}): Enquiry[] {
  const { conditions, params } = rangeConditions('created_at', filter);
  const where = filter.includeSpam ? conditions : ['is_spam = 0', ...conditions];
  const sql = `SELECT * FROM enquiries ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id`;
  return withTouches(db, db.prepare(sql).all(params) as EnquiryRow[]);
}
