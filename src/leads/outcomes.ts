/**
 * What became of each lead: new (no change recorded yet), contacted, qualified, won (with its value
 * in AUD) or lost (with a short reason). Every change is a row of enquiry_outcomes with its time and
 * who made it; the current outcome is the latest row (the lead_outcomes view). A change also queues a
 * signed enquiry.updated webhook to each receiver, in the same transaction.
 */
import type { DB } from '../db/db.js';
import { newWebhookId, queueOutcomeWebhooks } from '../outbox/queue.js';

export const OUTCOMES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** Who made a change, as the history records it. */
export type ChangedBy = 'staff email link' | 'command line';

/** The largest value a won lead may carry (AUD): a typo with three zeros too many is refused. */
export const MAX_VALUE_AUD = 100_000_000;
/** Longest reason kept for a lost lead. */
export const MAX_REASON = 200;

/** One recorded change (a row of enquiry_outcomes). */
export interface OutcomeChange {
  id: number;
  enquiry_id: number;
  outcome: Outcome;
  /** Whole cents, for won leads. */
  value_cents: number | null;
  reason: string;
  changed_at: string;
  changed_by: ChangedBy;
}

/** A lead's current outcome: 'new' with nothing else when no change was ever recorded. */
export interface CurrentOutcome {
  outcome: Outcome;
  value_cents: number | null;
  reason: string;
  changed_at: string | null;
  /** When the lead was won (the first change of its current run of 'won'). */
  won_at: string | null;
}

export interface OutcomeInput {
  outcome: Exclude<Outcome, 'new'>;
  /** AUD, for won: at most two decimals. */
  valueAud?: number;
  reason?: string;
  by: ChangedBy;
  /** ISO instant of the change (the app's clock). */
  now: string;
  /** Webhook receivers (WEBHOOK_URL): each gets an enquiry.updated delivery. */
  webhookUrls: readonly string[];
}

/** Why a change cannot be recorded, in words for staff; undefined when it can. */
export function outcomeProblem(input: Pick<OutcomeInput, 'outcome' | 'valueAud' | 'reason'>): string | undefined {
  if (input.outcome === 'won') {
    const v = input.valueAud;
    if (v === undefined || !Number.isFinite(v) || v < 0 || v > MAX_VALUE_AUD)
      return `The value must be an amount in AUD from 0 to ${MAX_VALUE_AUD.toLocaleString('en-AU')}.`;
    if (Math.round(v * 100) !== Math.round(v * 100 * 1000) / 1000) return 'The value may have at most two decimal places (cents).';
  }
  if (input.outcome === 'lost') {
    const reason = (input.reason ?? '').trim();
    if (!reason) return 'Please give a short reason why the lead was lost.';
    if (reason.length > MAX_REASON) return `Please keep the reason under ${MAX_REASON} characters.`;
  }
  return undefined;
}

/**
 * Records a change of outcome and queues its webhooks, in one transaction. Returns the change, or
 * undefined when the enquiry does not exist. Spam and repeats of another enquiry never reached the CRM,
 * so their changes send no webhook. Throws on input outcomeProblem refuses.
 */
export function recordOutcome(db: DB, enquiryId: number, input: OutcomeInput): OutcomeChange | undefined {
  const problem = outcomeProblem(input);
  if (problem) throw new RangeError(problem);
  // outcomeProblem has made sure a won lead has its value and a lost one its reason.
  const valueCents = input.outcome === 'won' && input.valueAud !== undefined ? Math.round(input.valueAud * 100) : null;
  const reason = input.outcome === 'lost' ? (input.reason ?? '').trim().replace(/\s+/g, ' ') : '';
  return db
    .transaction(() => {
      const enquiry = db.prepare('SELECT is_spam, duplicate_of FROM enquiries WHERE id = ?').get(enquiryId) as
        | { is_spam: number; duplicate_of: number | null }
        | undefined;
      if (!enquiry) return undefined;
      const { lastInsertRowid } = db
        .prepare(
          'INSERT INTO enquiry_outcomes (enquiry_id, outcome, value_cents, reason, changed_at, changed_by) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(enquiryId, input.outcome, valueCents, reason, input.now, input.by);
      const id = Number(lastInsertRowid);
      const reachedCrm = !enquiry.is_spam && enquiry.duplicate_of === null;
      if (reachedCrm)
        queueOutcomeWebhooks(
          db,
          enquiryId,
          id,
          input.webhookUrls.map((url) => ({ url, webhookId: newWebhookId() })),
          input.now,
        );
      return outcomeChange(db, id);
    })
    .immediate();
}

/** One recorded change by its id. */
export function outcomeChange(db: DB, id: number): OutcomeChange | undefined {
  return db.prepare('SELECT * FROM enquiry_outcomes WHERE id = ?').get(id) as OutcomeChange | undefined;
}

/** The lead's current outcome. */
export function currentOutcome(db: DB, enquiryId: number): CurrentOutcome {
  const row = db
    .prepare('SELECT outcome, value_cents, reason, changed_at, won_at FROM lead_outcomes WHERE enquiry_id = ?')
    .get(enquiryId) as CurrentOutcome | undefined;
  return row ?? { outcome: 'new', value_cents: null, reason: '', changed_at: null, won_at: null };
}

/** The outcome a lead had just before a change ('new' when it was the first). */
export function previousOutcome(db: DB, change: Pick<OutcomeChange, 'id' | 'enquiry_id'>): Outcome {
  const row = db
    .prepare('SELECT outcome FROM enquiry_outcomes WHERE enquiry_id = ? AND id < ? ORDER BY id DESC LIMIT 1')
    .get(change.enquiry_id, change.id) as { outcome: Outcome } | undefined;
  return row?.outcome ?? 'new';
}

/** Every change of a lead, oldest first. */
export function outcomeHistory(db: DB, enquiryId: number): OutcomeChange[] {
  return db.prepare('SELECT * FROM enquiry_outcomes WHERE enquiry_id = ? ORDER BY id').all(enquiryId) as OutcomeChange[];
}

/** "4800", "4,800", "$4,800.50" as a number of dollars; NaN when it is not an amount. */
export function parseAud(raw: unknown): number {
  const s = String(raw ?? '')
    .replace(/\s+/g, '')
    .replace(/^(AUD|A?\$)/i, '')
    .replace(/,/g, '');
  return /^\d+(\.\d{1,2})?$/.test(s) ? Number(s) : Number.NaN;
}

/** "$4,800" or "$4,800.50": an AUD amount as staff read it. */
export function formatAud(cents: number): string {
  const whole = cents % 100 === 0;
  return `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/** The outcome in words: "Won ($4,800)", "Lost: went elsewhere", "Contacted". */
export function describeOutcome(o: Pick<CurrentOutcome, 'outcome' | 'value_cents' | 'reason'>): string {
  const name = o.outcome.charAt(0).toUpperCase() + o.outcome.slice(1);
  if (o.outcome === 'won' && o.value_cents !== null) return `${name} (${formatAud(o.value_cents)})`;
  if (o.outcome === 'lost' && o.reason) return `${name}: ${o.reason}`;
  return name;
}
