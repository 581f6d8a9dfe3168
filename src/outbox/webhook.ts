/**
 * The enquiry.created and enquiry.updated webhooks, per the Standard Webhooks specification
 * (standardwebhooks.com): the versioned JSON bodies, built from the stored enquiry (and, for an
 * update, the recorded outcome change) at send time, and one signed POST of either.
 * Signature: HMAC-SHA256 over `${webhook-id}.${webhook-timestamp}.${body}` with the secret's
 * base64-decoded key, sent as `webhook-signature: v1,<base64>`.
 */
import { createHmac } from 'node:crypto';
import { ATTRIBUTION_PARAMS, type AttributionParam } from '../shared/attribution.js';
import type { Enquiry, TouchRow } from '../enquiries/repository.js';
import {
  compareChecks,
  groupScoresOf,
  localLine,
  topFixes,
  type Audit,
  type CheckRecord,
  type Comparison,
  type Finding,
} from '../audit/index.js';
import type { Outcome } from './outbox-lane.js';
import type { OutcomeChange } from '../leads/outcomes.js';

type ClickId = Exclude<AttributionParam, `utm_${string}`>;
/** Ad-click ids: every kept parameter that is not a campaign tag. */
const CLICK_IDS = ATTRIBUTION_PARAMS.filter((p): p is ClickId => !p.startsWith('utm_'));

export interface WebhookTouch {
  at: string;
  channel: string;
  source: string;
  medium: string;
  campaign: string | null;
  term: string | null;
  content: string | null;
  utm_id: string | null;
  click_ids: Partial<Record<ClickId, string>>;
  landing_page: string;
  referrer: string | null;
}

export interface EnquiryCreated {
  type: 'enquiry.created';
  version: 1;
  timestamp: string;
  data: {
    id: number;
    received_at: string;
    name: string;
    email: string;
    phone: string;
    website: string | null;
    goals: string;
    source_page: string;
    pages_viewed: number | null;
    /** Always null today: a repeat of a recent enquiry is not sent (its staff email says so). */
    duplicate_of: number | null;
    attribution: { first: WebhookTouch | null; last: WebhookTouch | null };
    /** The quick check of the enquiry's website; null when none was made (no website, or checks off). */
    audit: WebhookAudit | null;
  };
}

/** A finding as receivers get it; `total` (how many addresses it affects) only when the finding counts them. */
export interface WebhookFinding {
  id: string;
  severity: string;
  message: string;
  total?: number;
}

export interface WebhookAudit {
  status: 'queued' | 'running' | 'done' | 'failed';
  score: number | null;
  summary: string;
  findings: WebhookFinding[];
  /** Pages read: so far while the check runs, 0 when it failed before reading one. */
  pages: number;
  /** Addresses on the site the crawl found and did not read (its page cap or deadline stopped it); at least that many when `unread_at_least`. */
  unread: number;
  unread_at_least: boolean;
  /** How many findings are problems and improvements; null unless done, like `score`. */
  problems: number | null;
  improvements: number | null;
  /** The five findings that matter most, most important first (src/audit/findings/score.ts topFixes). */
  top: WebhookFinding[];
  /** The full report under SITE_URL. */
  report_url: string;
  /** The start page measured as a phone (Lighthouse in Chromium); null when no measurement was made. */
  lab: WebhookLab | null;
  /** Whether AI crawlers may read the site; null for a check that read none. */
  ai: WebhookAi | null;
  /** The business's name, address and phone as its pages and markup give them; null for a check that read none. */
  local: WebhookLocal | null;
}

/** AI search: the verdict and each AI crawler kept from the start page. */
export interface WebhookAi {
  /** "Open to AI search and training", "Invisible to ChatGPT search ...". */
  verdict: string;
  /** A search or user crawler (OAI-SearchBot, ChatGPT-User ...) may not read the start page. */
  blocks_search: boolean;
  /** The product tokens robots.txt keeps from the start page, and those it keeps from some pages. */
  blocked: string[];
  partly_blocked: string[];
  /** /llms.txt: `valid`, `malformed`, `missing` or `unreadable`. */
  llms_txt: string;
  /** The share (0 to 100) of the rendered home page's words that appear only after JavaScript runs; null when not measured. */
  only_after_js: number | null;
}

/** Local: the one-line summary, the numbers and addresses the pages show, the business markup. */
export interface WebhookLocal {
  summary: string;
  phones: { number: string; display: string; pages: number }[];
  addresses: { address: string; postcode: string; pages: number }[];
  /** Locations on a branch list. */
  locations: number;
  /** The markup's @type, or null when the site has none. */
  markup_type: string | null;
  missing_required: string[];
  missing_recommended: string[];
}

/** The phone measurement of the start page: each figure null when it was not measured. */
export interface WebhookLab {
  /**
   * `done`, `timed-out`, `failed` (the page crossed a fence), `our-failure` (our side could not finish:
   * every figure null), `unavailable` (no browser on the server), or `measuring` when the delivery left before it finished.
   */
  status: string;
  /** True when Lighthouse doubted the figures (our machine too slow, its warnings): a rough guide, not a measurement. */
  uncertain: boolean;
  lcp_ms: number | null;
  cls: number | null;
  tbt_ms: number | null;
  /** Lighthouse's scores, 0 to 100. */
  performance: number | null;
  accessibility: number | null;
  /** Lighthouse's final screenshot of the page (JPEG, kept as long as the report), or null. */
  screenshot_url: string | null;
}

const orNull = (s: string) => s || null;

function touchOf(t: TouchRow | undefined): WebhookTouch | null {
  if (!t) return null;
  const clickIds = Object.fromEntries(CLICK_IDS.filter((id) => t[id]).map((id) => [id, t[id]]));
  return {
    at: t.occurred_at,
    channel: t.channel,
    source: t.source,
    medium: t.medium,
    campaign: orNull(t.utm_campaign),
    term: orNull(t.utm_term),
    content: orNull(t.utm_content),
    utm_id: orNull(t.utm_id),
    click_ids: clickIds,
    landing_page: t.landing_path,
    referrer: orNull(t.referrer),
  };
}

/** The start page's phone measurement for receivers; its screenshot under the report's address. */
function labOf(audit: Audit, reportUrl: string): WebhookLab | null {
  const lab = audit.lab;
  if (!lab) return audit.lab_started_at ? { ...NOT_MEASURED, status: 'measuring' } : null;
  const home = lab.pages[0];
  if (!home) return { ...NOT_MEASURED, status: lab.status };
  return {
    status: lab.status,
    lcp_ms: home.lcpMs === null ? null : Math.round(home.lcpMs),
    cls: home.cls,
    tbt_ms: home.tbtMs === null ? null : Math.round(home.tbtMs),
    performance: home.performance,
    accessibility: home.accessibility,
    screenshot_url: home.screenshot ? `${reportUrl}/lab/0.jpg` : null,
    uncertain: Boolean(home.uncertain),
  };
}
const NOT_MEASURED = {
  lcp_ms: null,
  cls: null,
  tbt_ms: null,
  performance: null,
  accessibility: null,
  screenshot_url: null,
  uncertain: false,
};

function aiOf(audit: Audit): WebhookAi | null {
  const ai = audit.ai;
  if (!ai) return null;
  const rendered = audit.lab?.pages[0]?.rendered;
  return {
    verdict: ai.verdict,
    blocks_search: ai.blocksSearch,
    blocked: ai.crawlers.filter((c) => c.state === 'blocked').map((c) => c.token),
    partly_blocked: ai.crawlers.filter((c) => c.state === 'partly').map((c) => c.token),
    llms_txt: ai.llms.state,
    only_after_js: rendered ? rendered.onlyAfterJs : null,
  };
}

function localOf(audit: Audit): WebhookLocal | null {
  const local = audit.local;
  if (!local) return null;
  return {
    summary: localLine(local),
    phones: local.phones.map(({ number, display, pages }) => ({ number, display, pages })),
    addresses: local.addresses.map(({ text, postcode, pages }) => ({ address: text, postcode, pages })),
    locations: local.locations,
    markup_type: local.markup?.type ?? null,
    missing_required: local.markup?.missingRequired ?? [],
    missing_recommended: local.markup?.missingRecommended.map((m) => m.property) ?? [],
  };
}

const findingOf = ({ id, severity, message, total }: Finding): WebhookFinding =>
  total === undefined ? { id, severity, message } : { id, severity, message, total };

/** The enquiry's site check; `siteUrl` (SITE_URL) makes its report's link absolute. */
function auditOf(e: Enquiry, siteUrl: string): WebhookAudit | null {
  const audit = e.audit;
  if (!audit || audit.status === 'skipped') return null;
  const done = audit.status === 'done';
  const count = (severity: Finding['severity']) => (done ? audit.findings.filter((f) => f.severity === severity).length : null);
  return {
    status: audit.status,
    score: audit.score,
    summary: audit.summary,
    findings: audit.findings.map(findingOf),
    pages: audit.pages,
    unread: audit.unread.count,
    unread_at_least: audit.unread.atLeast,
    problems: count('problem'),
    improvements: count('improvement'),
    top: topFixes(audit.findings, 5).map(findingOf),
    report_url: `${siteUrl}/audit/${audit.public_id}`,
    lab: labOf(audit, `${siteUrl}/audit/${audit.public_id}`),
    ai: aiOf(audit),
    local: localOf(audit),
  };
}

/** The body for one enquiry: its fields and where it came from, never its IP or user agent. `siteUrl` is SITE_URL. */
export function enquiryCreated(e: Enquiry, siteUrl: string): EnquiryCreated {
  return {
    type: 'enquiry.created',
    version: 1,
    timestamp: e.created_at,
    data: {
      id: e.id,
      received_at: e.created_at,
      name: e.name,
      email: e.email,
      phone: e.phone,
      website: orNull(e.website),
      goals: e.goals,
      source_page: e.source_page || '/',
      pages_viewed: e.pages_viewed,
      duplicate_of: e.duplicate_of,
      attribution: { first: touchOf(e.first), last: touchOf(e.last) },
      audit: auditOf(e, siteUrl),
    },
  };
}

export interface EnquiryUpdated {
  type: 'enquiry.updated';
  version: 1;
  timestamp: string;
  data: {
    /** The enquiry's id, as enquiry.created sent it. */
    id: number;
    /** The lead's email, so a receiver can find its record without having kept the id. */
    email: string;
    outcome: 'contacted' | 'qualified' | 'won' | 'lost';
    /** What the lead was before this change ('new' when nothing was recorded). */
    previous_outcome: string;
    /** AUD, for won; null otherwise. */
    value: number | null;
    currency: 'AUD' | null;
    /** Why it was lost; null otherwise. */
    reason: string | null;
    changed_at: string;
    changed_by: string;
  };
}

/** The body for one outcome change; `previous` is the outcome before it. */
export function enquiryUpdated(e: Pick<Enquiry, 'id' | 'email'>, change: OutcomeChange, previous: string): EnquiryUpdated {
  const wonCents = change.outcome === 'won' ? change.value_cents : null;
  return {
    type: 'enquiry.updated',
    version: 1,
    timestamp: change.changed_at,
    data: {
      id: e.id,
      email: e.email,
      outcome: change.outcome as EnquiryUpdated['data']['outcome'],
      previous_outcome: previous,
      value: wonCents === null ? null : wonCents / 100,
      currency: wonCents === null ? null : 'AUD',
      reason: change.outcome === 'lost' ? change.reason : null,
      changed_at: change.changed_at,
      changed_by: change.changed_by,
    },
  };
}

/**
 * A finished comparison ("How you compare", src/audit/checks/comparison.ts): the report's site and
 * each competitor's, the score's parts and each fact, as the report and `/api/audit/:id` show them.
 */
export interface AuditCompared {
  type: 'audit.compared';
  version: 1;
  timestamp: string;
  data: {
    /** The enquiry's id and email, as enquiry.created sent them. */
    id: number;
    email: string;
    report_url: string;
    comparison: Comparison;
  };
}

/** The body for the enquiry's comparison as it stands when it is sent; `at`: when the comparison finished. */
export function auditCompared(
  e: Pick<Enquiry, 'id' | 'email' | 'audit'>,
  comparison: Comparison,
  siteUrl: string,
  at: string,
): AuditCompared {
  return {
    type: 'audit.compared',
    version: 1,
    timestamp: at,
    data: {
      id: e.id,
      email: e.email,
      report_url: e.audit ? `${siteUrl}/audit/${e.audit.public_id}#comparison` : '',
      comparison,
    },
  };
}

/** One check of a report as audit.rechecked sends it: its scores, counts and phone figures. */
export interface WebhookCheck {
  checked_at: string;
  score: number | null;
  /** The score part by part (null: a part the check did not judge). */
  search: number | null;
  ai: number | null;
  local: number | null;
  problems: number;
  improvements: number;
  lcp_ms: number | null;
  cls: number | null;
  tbt_ms: number | null;
}

export interface AuditRechecked {
  type: 'audit.rechecked';
  version: 1;
  timestamp: string;
  data: {
    /** The enquiry's id and email, as enquiry.created sent them. */
    id: number;
    email: string;
    report_url: string;
    /** `done`, or `failed` (the report then keeps the last good check; `failure` says why). */
    status: 'done' | 'failed';
    failure: string | null;
    /** The check before this one and this one (`after` null when it failed). */
    before: WebhookCheck | null;
    after: WebhookCheck | null;
    /**
     * Finding ids: not passed before, read again and passed now; not passed before and smaller now (a
     * lower severity, fewer addresses); not passed now only; not passed in both and no smaller; not
     * passed before and not judged this time, or judged without what it needs (robots.txt or a page
     * that could not be read), so neither fixed nor open.
     */
    fixed: string[];
    improved: string[];
    new: string[];
    still_open: string[];
    not_read: string[];
  };
}

function checkOf(c: CheckRecord): WebhookCheck {
  const groups = groupScoresOf(c.findings);
  const home = c.lab?.pages[0];
  return {
    checked_at: c.finished_at,
    score: c.score,
    search: groups.search,
    ai: groups.ai,
    local: groups.local,
    problems: c.findings.filter((f) => f.severity === 'problem').length,
    improvements: c.findings.filter((f) => f.severity === 'improvement').length,
    lcp_ms: home?.lcpMs ?? null,
    cls: home?.cls ?? null,
    tbt_ms: home?.tbtMs ?? null,
  };
}

/** The body for one re-check of the enquiry's report: before and after, and what changed. */
export function auditRechecked(
  e: Pick<Enquiry, 'id' | 'email' | 'audit'>,
  check: CheckRecord,
  before: CheckRecord | undefined,
  siteUrl: string,
): AuditRechecked {
  const change = check.status === 'done' && before ? compareChecks(before, check) : undefined;
  const ids = (list: Finding[] | undefined) => (list ?? []).map((f) => f.id);
  return {
    type: 'audit.rechecked',
    version: 1,
    timestamp: check.finished_at,
    data: {
      id: e.id,
      email: e.email,
      report_url: e.audit ? `${siteUrl}/audit/${e.audit.public_id}` : '',
      status: check.status,
      failure: check.status === 'failed' ? check.summary : null,
      before: before ? checkOf(before) : null,
      after: check.status === 'done' ? checkOf(check) : null,
      fixed: ids(change?.fixed),
      improved: ids(change?.improved.map((i) => i.now)),
      new: ids(change?.added),
      still_open: ids(change?.open),
      not_read: ids(change?.notRead.map((n) => n.before)),
    },
  };
}

/** The `webhook-signature` value for a message. `secret` is the whsec_ setting. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export interface WebhookTarget {
  url: string;
  secret: string;
  timeoutMs: number;
  userAgent: string;
}

/** What one POST came to, with the receiver's HTTP status when it answered. */
export type WebhookOutcome = Outcome & { httpStatus?: number };

/** Answers worth trying again later: the receiver is down, busy or slow. */
const retryable = (status: number) => status >= 500 || status === 408 || status === 429;

/**
 * POSTs one signed message. 2xx: delivered. Network error, timeout, 5xx, 408, 429: try again.
 * Anything else (another 4xx, a redirect) would fail the same way again: failed for good.
 */
export async function postWebhook(target: WebhookTarget, id: string, body: string): Promise<WebhookOutcome> {
  const timestamp = Math.floor(Date.now() / 1000);
  let res: Response;
  try {
    res = await fetch(target.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(target.timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': target.userAgent,
        'webhook-id': id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(target.secret, id, timestamp, body),
      },
      body,
    });
    // The answer is not read: only its status counts. Cancelling frees the connection.
    await res.body?.cancel().catch(() => undefined);
  } catch (err) {
    // fetch's own message is "fetch failed"; the cause says what happened ("connect ECONNREFUSED 10.0.0.5:443").
    const e = err as Error & { cause?: Error };
    const why = e.name === 'TimeoutError' ? `no answer within ${target.timeoutMs} ms` : (e.cause?.message ?? e.message);
    return { ok: false, retry: true, error: why.slice(0, 500) };
  }
  if (res.ok) return { ok: true, httpStatus: res.status };
  return { ok: false, retry: retryable(res.status), error: `HTTP ${res.status}`, httpStatus: res.status };
}
