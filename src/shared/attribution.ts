/**
 * Lead attribution, the rules both sides agree on. The browser records touches in localStorage
 * (src/islands/attribution.ts) and sends them with the form; the server trusts none of it and keeps
 * only what these rules allow (src/attribution/sanitize.ts).
 */

/** The only landing-URL parameters kept: campaign tags and ad-click ids. Everything else is dropped. */
export const ATTRIBUTION_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
  'gclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  'li_fat_id',
  'ttclid',
] as const;
export type AttributionParam = (typeof ATTRIBUTION_PARAMS)[number];

/**
 * What an ad network's click id may look like. Google issues gclid, gbraid and wbraid in letters,
 * digits, '-' and '_', and Microsoft's (hex), Meta's and LinkedIn's (a UUID) fit the same; TikTok's
 * ttclid also has dots (`E.C.P.…`). Anything else did not come from an ad click, and a value such as
 * `=HYPERLINK(…)` would be a live formula in a file Google Ads or a spreadsheet reads.
 */
const GOOGLE_CLICK_ID = /^[A-Za-z0-9_-]+$/;
const TIKTOK_CLICK_ID = /^[A-Za-z0-9._-]+$/;

/** True when `value` is well formed for `name`: a click id only in its network's characters; campaign tags (utm_*) are free text. */
export function isWellFormedParam(name: AttributionParam, value: string): boolean {
  if (name.startsWith('utm_')) return true;
  return (name === 'ttclid' ? TIKTOK_CLICK_ID : GOOGLE_CLICK_ID).test(value);
}

/** A visit ends after this long without a page view (as in GA4). */
export const VISIT_TIMEOUT_MS = 30 * 60 * 1000;
/** The first touch is kept this long; after that the next visit counts as a first touch again. */
export const FIRST_TOUCH_TTL_MS = 90 * 24 * 60 * 60 * 1000;
/** Longest value kept for any parameter, path or referrer. */
export const ATTRIBUTION_VALUE_MAX = 200;

/** One touch: the first page view of a visit. */
export interface Touch {
  /** When it happened (ms since the epoch). */
  at: number;
  /** The landing page: its path and the allowlisted query parameters. */
  path: string;
  params: Partial<Record<AttributionParam, string>>;
  /** Where the visitor came from (another site's origin and path), when the browser said. */
  referrer?: string;
}

/** What the form sends beside the visitor's values (JSON posts only). */
export interface AttributionPayload {
  /** The first page view of the visitor's first visit (kept 90 days). */
  first?: Touch;
  /** The first page view of the current visit, or its latest landing with campaign tags or a click id. */
  last?: Touch;
  /** Pages viewed in the current visit, including the one with the form. */
  pages?: number;
}

/** Keeps only the allowlisted parameters of a query string, each bounded. */
export function keptParams(search: string): Partial<Record<AttributionParam, string>> {
  const query = new URLSearchParams(search);
  const kept: Partial<Record<AttributionParam, string>> = {};
  for (const name of ATTRIBUTION_PARAMS) {
    const value = query.get(name);
    if (value) kept[name] = value.slice(0, ATTRIBUTION_VALUE_MAX);
  }
  return kept;
}
