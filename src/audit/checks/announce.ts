/**
 * What a finished check announces to the side that delivers its enquiry's staff email and webhooks
 * (the outbox, handed in by src/app.ts): the check announces, delivery listens, and nothing in
 * src/audit imports src/outbox (`npm run lint:imports`: audit-announces). Each call is made inside
 * the check's own transaction, so what it holds, releases or queues commits with the check's row or
 * not at all.
 */
import type { DB } from '../../db/db.js';

export interface CheckListener {
  /** A re-check of the enquiry's site finished as check `checkId`: its email and webhook, held until `until` while its phone run follows. */
  rechecked(db: DB, enquiryId: number, checkId: number, until: string, now: string): void;
  /** The enquiry's check is finished, its phone run included: what was held for it goes now. */
  finished(db: DB, enquiryId: number, now: string): void;
  /** Every competitor the enquiry's report was compared with is checked (phone runs included): the comparison goes to staff. */
  compared(db: DB, enquiryId: number, now: string): void;
}
