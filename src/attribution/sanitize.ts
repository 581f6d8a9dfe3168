/**
 * Attribution is untrusted observed context, never identity. The browser's record (or, without
 * JavaScript, the form post's same-origin Referer) is cut down to what the rules in
 * src/shared/attribution.ts allow: unknown keys dropped, every value bounded, URLs parsed, landing
 * paths checked against the site's own pages, click ids kept only in the characters their ad network
 * issues. Anything malformed is dropped, never an error.
 */
import { ATTRIBUTION_PARAMS, ATTRIBUTION_VALUE_MAX, isWellFormedParam, type AttributionParam } from '../shared/attribution.js';
import { classifyTouch, type Classified } from './channel.js';

export interface CleanTouch extends Classified {
  /** ISO time of the touch. */
  at: string;
  path: string;
  params: Partial<Record<AttributionParam, string>>;
  /** External referrer (origin and path), '' when none. */
  referrer: string;
}

export interface CleanAttribution {
  first?: CleanTouch;
  last?: CleanTouch;
  pagesViewed?: number;
  /** Where it came from: the browser's record, or the form post's Referer (no JavaScript). */
  via: 'browser' | 'referer';
}

const MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000;
const record = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
// Control characters never belong in a tag or a URL; they would only garble what staff read.
const clean = (v: string) => v.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, ATTRIBUTION_VALUE_MAX);

function touchOf(at: number, path: string, params: Partial<Record<AttributionParam, string>>, referrer: string): CleanTouch {
  return { at: new Date(at).toISOString(), path, params, referrer, ...classifyTouch({ params, referrer: referrer || undefined }) };
}

/** An http(s) URL's origin and path, bounded; undefined for anything else. */
function cleanReferrer(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.length > 2048) return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return clean(`${url.origin}${url.pathname}`);
  } catch {
    return undefined;
  }
}

/**
 * Only the allowlisted parameters, as non-blank strings, bounded. A click id that is not one an ad
 * network issues (such as `=HYPERLINK(…)`) is dropped: it names no click, and exports and Google Ads
 * would otherwise carry it. Campaign tags are free text, neutralised where they are exported.
 */
function cleanParams(given: Record<string, unknown>): Partial<Record<AttributionParam, string>> {
  const params: Partial<Record<AttributionParam, string>> = {};
  for (const name of ATTRIBUTION_PARAMS) {
    const value = typeof given[name] === 'string' ? given[name].trim() : '';
    if (value && isWellFormedParam(name, value)) params[name] = clean(value);
  }
  return params;
}

function cleanTouch(raw: unknown, isSitePath: (path: string) => boolean, now: number): CleanTouch | undefined {
  const t = record(raw);
  if (!t) return undefined;
  const at = t.at;
  if (typeof at !== 'number' || !Number.isFinite(at) || at > now + 60_000 || at < now - MAX_AGE_MS) return undefined;
  if (typeof t.path !== 'string' || t.path.length > ATTRIBUTION_VALUE_MAX || !isSitePath(t.path)) return undefined;
  return touchOf(at, t.path, cleanParams(record(t.params) ?? {}), cleanReferrer(t.referrer) ?? '');
}

/** The browser's record from a JSON post; undefined when nothing usable is in it. */
export function attributionFromBrowser(
  raw: unknown,
  isSitePath: (path: string) => boolean,
  now = Date.now(),
): CleanAttribution | undefined {
  const a = record(raw);
  if (!a) return undefined;
  const first = cleanTouch(a.first, isSitePath, now);
  const last = cleanTouch(a.last, isSitePath, now);
  const pages = a.pages;
  const pagesViewed = typeof pages === 'number' && Number.isInteger(pages) && pages >= 1 && pages <= 10_000 ? pages : undefined;
  if (!first && !last) return undefined;
  return { first, last, pagesViewed, via: 'browser' };
}

/**
 * Without JavaScript, the post's Referer is the page the form was sent from, with its query (the
 * site's Referrer-Policy sends the full URL to its own origin). It becomes the last touch.
 */
export function attributionFromReferer(
  referer: unknown,
  ownOrigins: readonly string[],
  isSitePath: (path: string) => boolean,
  now = Date.now(),
): CleanAttribution | undefined {
  if (typeof referer !== 'string' || referer.length > 4096) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (!ownOrigins.includes(url.origin) || !isSitePath(url.pathname)) return undefined;
  return { last: touchOf(now, url.pathname, cleanParams(Object.fromEntries(url.searchParams)), ''), via: 'referer' };
}
