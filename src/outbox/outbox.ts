/**
 * The outbox: everything an enquiry sends out after it is saved, as two lanes on their own timers
 * (outbox-lane.ts): emails through SMTP, and signed webhooks over HTTP (webhook.ts). The queues live
 * in SQLite (queue.ts), so pending items survive restarts; an item is marked done only after the
 * SMTP server or the receiver accepted it. A lane without its settings stays off and its items wait.
 */
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { mailEnabled, webhookUrls, type Config } from '../config.js';
import type { DB } from '../db/db.js';
import { getEnquiry } from '../enquiries/repository.js';
import { acknowledgementEmail, comparedEmail, recheckEmail, staffEmail, type MailMessage } from '../enquiries/mail.js';
import { digestEmail } from '../digest/store.js';
import { apiComparison, checkBefore, checkById } from '../audit/index.js';
import { createMailTransport } from './transport.js';
import { OutboxLane, type LaneKind, type Outcome } from './outbox-lane.js';
import { dueItems, pendingCount, settleItem, troubleNow, type DeliveryTrouble } from './queue.js';
import { auditCompared, auditRechecked, enquiryCreated, enquiryUpdated, postWebhook, type WebhookOutcome } from './webhook.js';
import { webhookUserAgent } from '../lib/user-agent.js';
import { outcomeChange, previousOutcome } from '../leads/outcomes.js';
import { leadLinkSecret, leadLinks } from '../leads/lead-link.js';

const gone = (what: string): Outcome => ({ ok: false, retry: false, error: `the ${what} no longer exists` });

/** An email of the outbox: one of an enquiry's (to staff, or the acknowledgement), or a weekly digest. */
export type MailItem = { id: number; attempts: number } & (
  | { kind: 'staff' | 'ack'; enquiry_id: number; digest_id: null; check_id: null }
  | { kind: 'recheck'; enquiry_id: number; digest_id: null; check_id: number }
  | { kind: 'compared'; enquiry_id: number; digest_id: null; check_id: null }
  | { kind: 'digest'; enquiry_id: null; digest_id: number; check_id: null }
);

/** The message an item sends, built when it is sent; undefined when what it carries was deleted. */
function mailMessage(db: DB, config: Config, item: MailItem): MailMessage | undefined {
  if (item.kind === 'digest') return digestEmail(db, item.digest_id, config.MAIL_FROM);
  const enquiry = getEnquiry(db, item.enquiry_id);
  if (!enquiry) return undefined;
  // The lead links are signed when the email is sent: they work for LEAD_LINK_DAYS from then.
  const settings = () => ({
    from: config.MAIL_FROM,
    to: config.MAIL_TO,
    timeZone: config.TIME_ZONE,
    siteUrl: config.SITE_URL,
    leadLinks: leadLinks(leadLinkSecret(db, config.LEAD_LINK_SECRET), config.SITE_URL, enquiry.id, config.LEAD_LINK_DAYS),
  });
  if (item.kind === 'recheck') {
    const check = checkById(db, item.check_id);
    return check && recheckEmail(enquiry, check, checkBefore(db, check), settings());
  }
  if (item.kind === 'compared') {
    const comparison = enquiry.audit && apiComparison(db, enquiry.audit);
    return comparison && comparedEmail(enquiry, comparison, settings());
  }
  return item.kind === 'staff'
    ? staffEmail(enquiry, settings())
    : acknowledgementEmail(enquiry, config.MAIL_FROM, config.TIME_ZONE, config.SITE_URL);
}

function mailKind(db: DB, config: Config): LaneKind<MailItem, Outcome> {
  // The SMTP library loads with the first email, not at boot: mail is off by default, and the
  // site's first answers after a restart should not wait for it.
  let transport: Promise<Transporter> | undefined;
  const connect = () => (transport ??= createMailTransport(config));
  return {
    label: 'enquiry email',
    labelOf: (item) =>
      item.kind === 'digest'
        ? 'weekly digest email'
        : item.kind === 'recheck'
          ? 're-check email'
          : item.kind === 'compared'
            ? 'comparison email'
            : 'enquiry email',
    channel: 'mail',
    enabled: mailEnabled(config),
    offMessage: () => 'mail is off (no SMTP settings): enquiries are saved and their emails stay queued',
    pendingCount: () => pendingCount(db, 'mail'),
    due: (now) => dueItems<MailItem>(db, 'mail', now),
    async attempt(item) {
      const message = mailMessage(db, config, item);
      if (!message) return gone(item.kind === 'digest' ? 'digest' : 'enquiry');
      try {
        await (await connect()).sendMail(message);
        return { ok: true };
      } catch (err) {
        return { ok: false, retry: true, error: (err as Error).message.slice(0, 500) };
      }
    },
    settle(item, settled) {
      db.transaction(() => {
        settleItem(db, 'mail', item.id, settled);
        if (item.kind === 'staff' && settled.status !== 'retry') {
          db.prepare('UPDATE enquiries SET notification_status = ? WHERE id = ?').run(
            settled.status === 'done' ? 'sent' : 'failed',
            item.enquiry_id,
          );
        }
      }).immediate();
    },
    describe: (item) => (item.kind === 'digest' ? { kind: item.kind, digestId: item.digest_id } : { kind: item.kind }),
    close: () => void transport?.then((t) => t.close()),
  };
}

interface WebhookItem {
  id: number;
  enquiry_id: number;
  url: string;
  webhook_id: string;
  attempts: number;
  event: 'enquiry.created' | 'enquiry.updated' | 'audit.rechecked' | 'audit.compared';
  /** The outcome change an enquiry.updated delivery is about. */
  outcome_id: number | null;
  /** The check an audit.rechecked delivery is about. */
  check_id: number | null;
  /** When it was queued: an audit.compared delivery's timestamp, the same at every attempt. */
  created_at: string;
}

/** The body of a delivery, built from the database at each attempt; undefined when what it is about was deleted. */
function webhookBody(db: DB, config: Config, item: WebhookItem): string | undefined {
  const enquiry = getEnquiry(db, item.enquiry_id);
  if (!enquiry) return undefined;
  if (item.event === 'enquiry.created') return JSON.stringify(enquiryCreated(enquiry, config.SITE_URL));
  if (item.event === 'audit.compared') {
    const comparison = enquiry.audit && apiComparison(db, enquiry.audit);
    return comparison && JSON.stringify(auditCompared(enquiry, comparison, config.SITE_URL, item.created_at));
  }
  if (item.event === 'audit.rechecked') {
    const check = item.check_id === null ? undefined : checkById(db, item.check_id);
    return check && JSON.stringify(auditRechecked(enquiry, check, checkBefore(db, check), config.SITE_URL));
  }
  const change = item.outcome_id === null ? undefined : outcomeChange(db, item.outcome_id);
  return change ? JSON.stringify(enquiryUpdated(enquiry, change, previousOutcome(db, change))) : undefined;
}

function webhookKind(db: DB, config: Config): LaneKind<WebhookItem, WebhookOutcome> {
  const userAgent = webhookUserAgent(config.SITE_URL);
  return {
    label: 'enquiry webhook',
    channel: 'webhook',
    enabled: webhookUrls(config).length > 0,
    // Webhooks are optional: only deliveries left from when they were on are worth a warning.
    offMessage: (pending) => (pending ? 'webhooks are off (no WEBHOOK_URL): queued deliveries wait' : undefined),
    pendingCount: () => pendingCount(db, 'webhook'),
    due: (now) => dueItems<WebhookItem>(db, 'webhook', now),
    async attempt(item) {
      // Built from the database at each attempt: the same body every time, and nothing stored twice.
      const body = webhookBody(db, config, item);
      if (body === undefined) return gone('enquiry');
      return postWebhook(
        { url: item.url, secret: config.WEBHOOK_SECRET, timeoutMs: config.WEBHOOK_TIMEOUT_MS, userAgent },
        item.webhook_id,
        body,
      );
    },
    settle: (item, settled, outcome) => settleItem(db, 'webhook', item.id, settled, { last_status: outcome.httpStatus ?? null }),
    // The host only: a receiver's path or query may carry a token.
    describe: (item) => ({ event: item.event, webhookId: item.webhook_id, host: new URL(item.url).host }),
  };
}

/** Both lanes; notify() after a save wakes each. */
export class Outbox {
  readonly mail: OutboxLane<MailItem>;
  readonly webhooks: OutboxLane<WebhookItem, WebhookOutcome>;
  private readonly alertMs: number;

  constructor(
    private readonly db: DB,
    config: Config,
    log: FastifyBaseLogger,
  ) {
    this.alertMs = config.DELIVERY_ALERT_MS;
    this.mail = new OutboxLane(
      mailKind(db, config),
      {
        maxAttempts: config.MAIL_MAX_ATTEMPTS,
        retryBaseMs: config.MAIL_RETRY_BASE_MS,
        retryMaxMs: config.MAIL_RETRY_MAX_MS,
        pollMs: config.MAIL_POLL_MS,
      },
      log,
    );
    this.webhooks = new OutboxLane(
      webhookKind(db, config),
      {
        maxAttempts: config.WEBHOOK_MAX_ATTEMPTS,
        retryBaseMs: config.WEBHOOK_RETRY_BASE_MS,
        retryMaxMs: config.WEBHOOK_RETRY_MAX_MS,
        pollMs: config.MAIL_POLL_MS,
      },
      log,
    );
  }

  start(): void {
    this.mail.start();
    this.webhooks.start();
  }

  notify(): void {
    this.mail.notify();
    this.webhooks.notify();
  }

  /** Resolves once both lanes have looked for due items after this call and found none left (OutboxLane.idle). */
  async idle(): Promise<void> {
    await Promise.all([this.mail.idle(), this.webhooks.idle()]);
  }

  /**
   * Deliveries that need a person's look, per channel: any that failed (for good, or still retrying)
   * or has waited longer than DELIVERY_ALERT_MS.
   */
  trouble(): { mail: DeliveryTrouble; webhooks: DeliveryTrouble } {
    return troubleNow(this.db, this.alertMs);
  }

  /** Stops both lanes, each after its item in flight. */
  async stop(): Promise<void> {
    await Promise.all([this.mail.stop(), this.webhooks.stop()]);
  }
}
