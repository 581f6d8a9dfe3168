/**
 * The digests in SQLite: each one's message as composed (figures only, nothing personal) with its
 * chart images, queued in the outbox in the same transaction. A scheduled digest's week is unique
 * (a partial UNIQUE index), so whichever process queues a week first wins and any other finds it
 * queued: a restart at the scheduled minute sends one email, not two.
 */
import type { DB } from '../db/db.js';
import { queueDigestEmail } from '../outbox/queue.js';
import type { MailMessage } from '../enquiries/mail.js';

export interface DigestImage {
  /** Content-ID the HTML refers to as cid:... */
  cid: string;
  filename: string;
  png: Buffer;
}

export interface DigestMessage {
  subject: string;
  text: string;
  html: string;
  images: DigestImage[];
}

export interface QueueDigestInput {
  /** The Monday (YYYY-MM-DD, TIME_ZONE) of the week it reports on. */
  week: string;
  /** True for the schedule's own (one per week); false for one sent on demand. */
  scheduled: boolean;
  recipients: string;
  message: DigestMessage;
  /** When the outbox may first send it (ISO). */
  dueAt: string;
  now: string;
}

/** True when the schedule already queued (or sent) the digest about this week. */
export function scheduledDigestQueued(db: DB, week: string): boolean {
  return Boolean(db.prepare('SELECT 1 FROM digests WHERE week = ? AND scheduled = 1').get(week));
}

/**
 * Stores the digest and queues its email in one transaction; returns the outbox item's id, or
 * undefined when the schedule's digest for that week was queued already (by this or another process).
 */
export function queueDigest(db: DB, input: QueueDigestInput): number | undefined {
  const { message } = input;
  try {
    return db
      .transaction(() => {
        const { lastInsertRowid } = db
          .prepare('INSERT INTO digests (week, scheduled, recipients, subject, text, html, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
          .run(input.week, input.scheduled ? 1 : 0, input.recipients, message.subject, message.text, message.html, input.now);
        const image = db.prepare('INSERT INTO digest_images (digest_id, cid, filename, png) VALUES (?, ?, ?, ?)');
        for (const i of message.images) image.run(lastInsertRowid, i.cid, i.filename, i.png);
        return queueDigestEmail(db, Number(lastInsertRowid), input.dueAt, input.now);
      })
      .immediate();
  } catch (err) {
    if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE' && input.scheduled) return undefined;
    throw err;
  }
}

/** The stored digest as an email with its charts attached inline; undefined when it no longer exists. */
export function digestEmail(db: DB, digestId: number, from: string): MailMessage | undefined {
  const row = db.prepare('SELECT recipients, subject, text, html FROM digests WHERE id = ?').get(digestId) as
    | { recipients: string; subject: string; text: string; html: string }
    | undefined;
  if (!row) return undefined;
  const images = db.prepare('SELECT cid, filename, png FROM digest_images WHERE digest_id = ? ORDER BY cid').all(digestId) as DigestImage[];
  return {
    from,
    to: row.recipients,
    subject: row.subject,
    text: row.text,
    html: row.html,
    attachments: images.map((i) => ({ filename: i.filename, content: i.png, contentType: 'image/png', cid: i.cid })),
  };
}

/**
 * When the schedule was first on for this database (recorded at its first check): slots before it
 * are never sent, so a new site does not open with a digest about a week it did not exist.
 */
export function scheduleSince(db: DB, now: string): string {
  db.prepare('INSERT OR IGNORE INTO digest_schedule (id, since) VALUES (1, ?)').run(now);
  return (db.prepare('SELECT since FROM digest_schedule WHERE id = 1').get() as { since: string }).since;
}
