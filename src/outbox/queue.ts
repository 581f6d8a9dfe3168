/**
 * The outbox's two queue tables behind one set of queries: `outbox` (emails) and
 * `webhook_deliveries`. Both hold pending, done and failed items with attempts, the next attempt's
 * time and the last error; they differ only in a few names, listed here.
 */
import { randomBytes } from 'node:crypto';
import type { CheckListener } from '../audit/index.js';
import type { DB } from '../db/db.js';
import type { Settled } from './outbox-lane.js';

export const queues = {
  mail: { table: 'outbox', done: 'sent', doneAt: 'sent_at', target: 'kind' },
  webhook: { table: 'webhook_deliveries', done: 'delivered', doneAt: 'delivered_at', target: 'url' },
} as const;
export type QueueName = keyof typeof queues;

/** A pending or failed item as staff see it. `target` is staff/ack/digest for mail, the URL for webhooks. */
export interface OpenItem {
  queue: QueueName;
  id: number;
  /** null for the weekly digest, which is about no one enquiry. */
  enquiry_id: number | null;
  target: string;
  status: 'pending' | 'failed';
  attempts: number;
  next_attempt_at: string;
  last_error: string;
}

export function pendingCount(db: DB, name: QueueName): number {
  return (db.prepare(`SELECT COUNT(*) AS n FROM ${queues[name].table} WHERE status = 'pending'`).get() as { n: number }).n;
}

/** What needs a person's look in one queue; every count is of items not yet delivered. */
export interface DeliveryTrouble {
  /** Given up on (failed for good), or still retrying after an attempt that failed. */
  failed: number;
  /** Waiting longer than the alert time since they were queued (the lane may be off or stuck). */
  overdue: number;
}

/** Counts the queue's failed and overdue items; `overdueBefore` is an ISO instant. */
export function deliveryTrouble(db: DB, name: QueueName, overdueBefore: string): DeliveryTrouble {
  return db
    .prepare(
      `SELECT COALESCE(SUM(status = 'failed' OR (status = 'pending' AND last_error != '')), 0) AS failed,
              COALESCE(SUM(status = 'pending' AND created_at < ?), 0) AS overdue
       FROM ${queues[name].table} WHERE status IN ('pending', 'failed')`,
    )
    .get(overdueBefore) as DeliveryTrouble;
}

/** What needs a look in both queues now: failed items, and items queued longer than `alertMs` ago (DELIVERY_ALERT_MS). */
export function troubleNow(db: DB, alertMs: number, now = Date.now()): { mail: DeliveryTrouble; webhooks: DeliveryTrouble } {
  const overdueBefore = new Date(now - alertMs).toISOString();
  return { mail: deliveryTrouble(db, 'mail', overdueBefore), webhooks: deliveryTrouble(db, 'webhook', overdueBefore) };
}

/** Rows whose next attempt is due at `now` (ISO), oldest first, 50 at a time. */
export function dueItems<Row>(db: DB, name: QueueName, now: string): Row[] {
  return db
    .prepare(`SELECT * FROM ${queues[name].table} WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT 50`)
    .all(now) as Row[];
}

/** One item's row, whatever its status. */
export function queueItem<Row>(db: DB, name: QueueName, id: number): Row | undefined {
  return db.prepare(`SELECT * FROM ${queues[name].table} WHERE id = ?`).get(id) as Row | undefined;
}

/** Records what an attempt came to in the item's row; `extra` sets further columns (a webhook's last_status). */
export function settleItem(
  db: DB,
  name: QueueName,
  id: number,
  settled: Settled,
  extra: Record<string, string | number | null> = {},
): void {
  const q = queues[name];
  const sets: Record<string, string | number | null> = {
    attempts: settled.attempts,
    last_error: settled.status === 'done' ? '' : settled.error,
    ...extra,
  };
  if (settled.status === 'done') Object.assign(sets, { status: q.done, [q.doneAt]: new Date().toISOString() });
  else if (settled.status === 'failed') sets.status = 'failed';
  else sets.next_attempt_at = settled.nextAttemptAt;
  const assignments = Object.keys(sets).map((column) => `${column} = @${column}`);
  db.prepare(`UPDATE ${q.table} SET ${assignments.join(', ')} WHERE id = @id`).run({ ...sets, id });
}

/** Every pending and failed item of both queues: failed first, then by when they are due. */
export function openItems(db: DB): OpenItem[] {
  const select = (name: QueueName) =>
    `SELECT '${name}' AS queue, id, enquiry_id, ${queues[name].target} AS target, status, attempts, next_attempt_at, last_error
     FROM ${queues[name].table} WHERE status IN ('pending', 'failed')`;
  const sql = `SELECT * FROM (${select('mail')} UNION ALL ${select('webhook')}) ORDER BY status = 'pending', next_attempt_at, queue, id`;
  return db.prepare(sql).all() as OpenItem[];
}

/**
 * Puts a failed item back in its queue, due now, with its tries counted afresh (a re-queued staff
 * email also marks its enquiry's notification as queued again). Says why when it cannot.
 */
export function requeueItem(db: DB, name: QueueName, id: number): 'requeued' | 'unknown' | 'not failed' {
  const q = queues[name];
  return db
    .transaction(() => {
      const row = db.prepare(`SELECT enquiry_id, status, ${q.target} AS target FROM ${q.table} WHERE id = ?`).get(id) as
        | { enquiry_id: number; status: string; target: string }
        | undefined;
      if (!row) return 'unknown';
      if (row.status !== 'failed') return 'not failed';
      db.prepare(`UPDATE ${q.table} SET status = 'pending', attempts = 0, next_attempt_at = ? WHERE id = ?`).run(
        new Date().toISOString(),
        id,
      );
      if (name === 'mail' && row.target === 'staff')
        db.prepare("UPDATE enquiries SET notification_status = 'queued' WHERE id = ?").run(row.enquiry_id);
      return 'requeued';
    })
    .immediate();
}

// What other features ask of the outbox. Only this folder writes its tables.

/** Queues an enquiry's emails and a webhook delivery to each receiver, due at `now`; call it in the enquiry's own transaction. */
export function queueEnquiryDeliveries(
  db: DB,
  enquiryId: number,
  emails: ('staff' | 'ack')[],
  webhooks: { url: string; webhookId: string }[],
  now: string,
): void {
  const email = db.prepare('INSERT INTO outbox (enquiry_id, kind, next_attempt_at, created_at) VALUES (?, ?, ?, ?)');
  const webhook = db.prepare(
    'INSERT INTO webhook_deliveries (enquiry_id, url, webhook_id, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  for (const kind of emails) email.run(enquiryId, kind, now, now);
  for (const w of webhooks) webhook.run(enquiryId, w.url, w.webhookId, now, now);
}

/** Queues an enquiry.updated delivery of one outcome change to each receiver, due at `now`; call it in the change's own transaction. */
export function queueOutcomeWebhooks(
  db: DB,
  enquiryId: number,
  outcomeId: number,
  webhooks: { url: string; webhookId: string }[],
  now: string,
): void {
  const insert = db.prepare(
    "INSERT INTO webhook_deliveries (enquiry_id, url, webhook_id, event, outcome_id, next_attempt_at, created_at) VALUES (?, ?, ?, 'enquiry.updated', ?, ?, ?)",
  );
  for (const w of webhooks) insert.run(enquiryId, w.url, w.webhookId, outcomeId, now, now);
}

/**
 * Queues a re-check's staff email and an audit.rechecked delivery to each receiver, naming the
 * check (src/audit/checks/rechecks.ts), due at `dueAt`; call it in the transaction that records the check.
 */
export function queueRecheckDeliveries(
  db: DB,
  enquiryId: number,
  checkId: number,
  webhooks: { url: string; webhookId: string }[],
  dueAt: string,
  now: string,
): void {
  db.prepare("INSERT INTO outbox (enquiry_id, check_id, kind, next_attempt_at, created_at) VALUES (?, ?, 'recheck', ?, ?)").run(
    enquiryId,
    checkId,
    dueAt,
    now,
  );
  const insert = db.prepare(
    "INSERT INTO webhook_deliveries (enquiry_id, url, webhook_id, event, check_id, next_attempt_at, created_at) VALUES (?, ?, ?, 'audit.rechecked', ?, ?, ?)",
  );
  for (const w of webhooks) insert.run(enquiryId, w.url, w.webhookId, checkId, dueAt, now);
}

/** A receiver's id for one delivery, fixed at queueing and sent with every retry so receivers can deduplicate. */
export function newWebhookId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/** Queues a stored digest's email, due at `dueAt`; returns the item's id. */
export function queueDigestEmail(db: DB, digestId: number, dueAt: string, now: string): number {
  return Number(
    db.prepare("INSERT INTO outbox (digest_id, kind, next_attempt_at, created_at) VALUES (?, 'digest', ?, ?)").run(digestId, dueAt, now)
      .lastInsertRowid,
  );
}

/** Holds an enquiry's staff email and webhook deliveries until `until` (while its site check runs). */
export function holdDeliveries(db: DB, enquiryId: number, until: string): void {
  db.prepare(`UPDATE outbox SET next_attempt_at = ? WHERE enquiry_id = ? AND kind = 'staff' AND status = 'pending'`).run(until, enquiryId);
  db.prepare(`UPDATE webhook_deliveries SET next_attempt_at = ? WHERE enquiry_id = ? AND status = 'pending'`).run(until, enquiryId);
}

/**
 * The outbox listening to the site check (src/audit/checks/announce.ts): a re-check queues its staff
 * email and, for receivers told of the enquiry (its enquiry.created was queued: not spam, not a
 * repeat), an audit.rechecked webhook to each of `webhookUrls`; a finished comparison, its staff
 * email and an audit.compared webhook to the same receivers; a finished check releases what its enquiry's
 * deliveries were held for.
 */
export function checkDeliveries(webhookUrls: readonly string[]): CheckListener {
  const told = (db: DB, enquiryId: number) =>
    db.prepare("SELECT 1 FROM webhook_deliveries WHERE enquiry_id = ? AND event = 'enquiry.created' LIMIT 1").get(enquiryId);
  return {
    rechecked(db, enquiryId, checkId, until, now) {
      const webhooks = told(db, enquiryId) ? webhookUrls.map((url) => ({ url, webhookId: newWebhookId() })) : [];
      queueRecheckDeliveries(db, enquiryId, checkId, webhooks, until, now);
    },
    finished: releaseDeliveries,
    compared(db, enquiryId, now) {
      db.prepare("INSERT INTO outbox (enquiry_id, kind, next_attempt_at, created_at) VALUES (?, 'compared', ?, ?)").run(
        enquiryId,
        now,
        now,
      );
      if (!told(db, enquiryId)) return;
      const insert = db.prepare(
        "INSERT INTO webhook_deliveries (enquiry_id, url, webhook_id, event, next_attempt_at, created_at) VALUES (?, ?, ?, 'audit.compared', ?, ?)",
      );
      for (const url of webhookUrls) insert.run(enquiryId, url, newWebhookId(), now, now);
    },
  };
}

/** Makes the held deliveries due at `now` (those not tried yet: a retry keeps its backoff). */
export function releaseDeliveries(db: DB, enquiryId: number, now: string): void {
  db.prepare(
    `UPDATE outbox SET next_attempt_at = ? WHERE enquiry_id = ? AND kind IN ('staff', 'recheck') AND status = 'pending' AND attempts = 0`,
  ).run(now, enquiryId);
  db.prepare(`UPDATE webhook_deliveries SET next_attempt_at = ? WHERE enquiry_id = ? AND status = 'pending' AND attempts = 0`).run(
    now,
    enquiryId,
  );
}

/** What the outbox holds of some enquiries, by whether it already went out. */
export interface EnquiryDeliveries {
  /** Emails not sent yet (pending or failed): once deleted, never sent. */
  unsentEmails: number;
  /** Records of emails already sent: the messages themselves are in staff mailboxes. */
  sentEmails: number;
  /** Webhook deliveries not made yet: once deleted, never made. */
  undeliveredWebhooks: number;
  /** Records of deliveries already made: the lead is in the receiving CRM. */
  deliveredWebhooks: number;
}

/** Counts these enquiries' deliveries and, unless `dryRun`, deletes them (forgetting a person). */
export function forgetDeliveries(db: DB, enquiryIds: number[], dryRun: boolean): EnquiryDeliveries {
  const marks = enquiryIds.map(() => '?').join(',');
  const count = (table: string, condition: string) =>
    (db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE enquiry_id IN (${marks}) AND ${condition}`).get(...enquiryIds) as { n: number })
      .n;
  const counts = {
    unsentEmails: count('outbox', "status != 'sent'"),
    sentEmails: count('outbox', "status = 'sent'"),
    undeliveredWebhooks: count('webhook_deliveries', "status != 'delivered'"),
    deliveredWebhooks: count('webhook_deliveries', "status = 'delivered'"),
  };
  if (!dryRun)
    for (const table of ['outbox', 'webhook_deliveries'])
      db.prepare(`DELETE FROM ${table} WHERE enquiry_id IN (${marks})`).run(...enquiryIds);
  return counts;
}
