/**
 * Lab runs as the engine records them (src/audit/lab/result.ts), for the tests of what the report,
 * staff email, webhook, export, report figures and digest show, and for scripts/lighthouse.ts's
 * finished report; and `seedCheckedEnquiry`, which puts an enquiry with a finished check (and its
 * lab run and screenshot) in a database through the store's own functions.
 */
import { checkDeliveries } from '../src/outbox/queue.js';
import { readFileSync } from 'node:fs';
import type { DB } from '../src/db/db.js';
import type { Finding } from '../src/audit/findings/finding.js';
import type { LabPage, LabResult } from '../src/audit/lab/result.js';
import { recordLab, recordLabStart } from '../src/audit/lab/store.js';
import { auditByPublicId, finishAudit, queueAudit, type Audit } from '../src/audit/checks/audits.js';
import type { AuditResult } from '../src/audit/assess/result.js';

/** A real JPEG of a phone screen (412 x 823), as Lighthouse's final screenshot is. */
export const SCREENSHOT = readFileSync(new URL('fixtures/lab-screenshot.jpg', import.meta.url));

/** A slow, jumpy home page: LCP poor, CLS needs improvement, TBT good; three savings and two accessibility problems. */
export const slowHome: LabPage = {
  url: 'https://janes-bakery.com.au/',
  lcpMs: 5240,
  cls: 0.17,
  tbtMs: 130,
  performance: 41,
  accessibility: 78,
  opportunities: [
    {
      id: 'image-delivery-insight',
      text: "Images could be 1.9 MB smaller, each sized for a phone's screen, saved as WebP or AVIF and compressed well.",
      savingsMs: 2400,
      savingsBytes: 1_887_437,
    },
    {
      id: 'render-blocking-insight',
      text: 'Files that must load before anything shows hold the page back by about 1.2 seconds.',
      savingsMs: 1200,
      savingsBytes: 0,
    },
    {
      id: 'unused-javascript',
      text: '317 KB of JavaScript is downloaded but not used on this page.',
      savingsMs: 600,
      savingsBytes: 317_440,
    },
  ],
  accessibilityProblems: [
    {
      id: 'color-contrast',
      title: 'Some text is too faint against its background to read easily',
      fix: 'Darken the text or lighten the background until the contrast is at least 4.5 to 1 (3 to 1 for large text).',
      count: 6,
    },
    {
      id: 'image-alt',
      title: 'Images have no text alternative for people who cannot see them',
      fix: 'Give each meaningful image an alt text saying what it shows; give decorative ones alt="".',
      count: 1,
    },
  ],
  screenshot: true,
  engine: { lighthouse: '13.5.0', device: 'Emulated Moto G Power', throttling: 'Slow 4G throttling', browser: 'Chromium 156' },
};

/** A further page that does well. */
export const quickPage: LabPage = {
  url: 'https://janes-bakery.com.au/menu?week=1',
  lcpMs: 1900,
  cls: 0.02,
  tbtMs: 40,
  performance: 96,
  accessibility: 100,
  opportunities: [],
  accessibilityProblems: [],
  screenshot: false,
  engine: slowHome.engine,
};

export function labResult(overrides: Partial<LabResult> = {}): LabResult {
  return {
    status: 'done',
    message: null,
    pages: [slowHome],
    blocked: { count: 0, examples: [] },
    started_at: '2026-07-01T00:00:31.000Z',
    finished_at: '2026-07-01T00:00:52.000Z',
    ...overrides,
  };
}

export interface SeedOptions {
  /** When the enquiry was received (ISO); now by default. */
  at?: string;
  website?: string;
  email?: string;
  findings?: Finding[];
  score?: number;
  pages?: number;
  /** The lab run to record: a result, `measuring` (begun, nothing recorded) or none. */
  lab?: LabResult | 'measuring';
  screenshots?: (Buffer | undefined)[];
  /** The AI search and Local readings of the check (as a crawl gives them in AuditResult). */
  ai?: AuditResult['ai'];
  local?: AuditResult['local'];
}

/** An enquiry whose check has finished (with its lab run as asked), as the worker leaves it. Returns the check. */
export function seedCheckedEnquiry(db: DB, options: SeedOptions = {}): Audit {
  const now = options.at ?? new Date().toISOString();
  const website = options.website ?? 'https://janes-bakery.com.au/';
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO enquiries (created_at, name, email, phone, website, goals, notification_status) VALUES (?, 'Jane Citizen', ?, '0400 123 456', ?, 'More customers.', 'sent')`,
    )
    .run(now, options.email ?? 'jane@janes-bakery.com.au', website);
  const enquiryId = Number(lastInsertRowid);
  const audit = auditByPublicId(db, queueAudit(db, enquiryId, website));
  if (!audit) throw new Error('the check was not queued');
  if (options.lab) recordLabStart(db, audit.id);
  if (options.lab && options.lab !== 'measuring') recordLab(db, audit.id, options.lab, options.screenshots ?? [SCREENSHOT]);
  const findings = options.findings ?? [];
  finishAudit(
    db,
    audit,
    {
      status: 'done',
      score: options.score ?? 62,
      findings,
      summary: `Score ${options.score ?? 62}/100`,
      pages: options.pages ?? 1,
      ...(options.ai ? { ai: options.ai } : {}),
      ...(options.local ? { local: options.local } : {}),
    },
    checkDeliveries([]),
  );
  const done = auditByPublicId(db, audit.public_id);
  if (!done) throw new Error('the check went missing');
  return done;
}
