/**
 * Records where this visitor came from, in localStorage (no cookie, nothing sent anywhere until the
 * visitor sends the audit form): the first touch (kept 90 days), the last touch (the current visit's
 * first page view, or a later landing with campaign tags or a click id; a visit ends after 30
 * minutes without a page view) and the pages viewed in this visit.
 * Plain DOM code that runs on every page, with or without islands.
 */
import {
  ATTRIBUTION_VALUE_MAX,
  FIRST_TOUCH_TTL_MS,
  VISIT_TIMEOUT_MS,
  keptParams,
  type AttributionPayload,
  type Touch,
} from '../shared/attribution.js';

const KEY = 'lf_attribution';

interface Stored {
  first?: Touch;
  last?: Touch;
  pages?: number;
  /** Time of the latest page view. */
  seen?: number;
  /** The latest page view counted (see `shownAt`), and whether it started a visit. */
  view?: number;
  startedVisit?: boolean;
}

function read(): Stored {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Stored) : {};
  } catch {
    return {};
  }
}

/** The referrer's origin and path, when it is another site (internal navigation is not a source). */
function externalReferrer(): string | undefined {
  try {
    const ref = new URL(document.referrer);
    return ref.origin === location.origin ? undefined : `${ref.origin}${ref.pathname}`.slice(0, ATTRIBUTION_VALUE_MAX);
  } catch {
    return undefined;
  }
}

/**
 * When this page was shown, which also names this page view: its navigation start, or for a page
 * the browser prerendered, the moment the visitor opened it. The fraction of a millisecond keeps it
 * apart from any other tab's.
 */
function shownAt(): number {
  const nav = performance.getEntriesByType('navigation')[0] as (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
  return performance.timeOrigin + (nav?.activationStart ?? 0);
}

/** Whether this page view started a visit, once counted by this script. */
let startedVisit: boolean | undefined;

/**
 * Makes sure this page view is counted by the time the page is left, even if the visitor leaves
 * before the islands' entry has arrived (the inline loader calls this). The count itself waits for
 * `recordPageView`, which the entry calls once the page is idle: the first localStorage access is a
 * synchronous call to the browser process, which while the page is still loading is busy and keeps
 * the page waiting (5-35 ms measured, against about 1 ms once idle).
 */
export function startPageView(): void {
  window.addEventListener('pagehide', () => recordPageView(), { once: true });
}

/**
 * Counts this page view, once however often it is called and by however many scripts (the inline
 * loader and the entry each carry this code): the stored record names the view it last counted.
 * Returns true when it started a visit.
 */
export function recordPageView(): boolean {
  startedVisit ??= countPageView(shownAt());
  return startedVisit;
}

function countPageView(view: number): boolean {
  const stored = read();
  if (stored.view === view) return stored.startedVisit === true;
  const now = Math.round(view);
  const touch: Touch = { at: now, path: location.pathname, params: keptParams(location.search) };
  const referrer = externalReferrer();
  if (referrer) touch.referrer = referrer;
  const visitStarts = !stored.last || !stored.seen || now - stored.seen > VISIT_TIMEOUT_MS;
  // A landing with campaign tags or a click id is always a new last touch, even within a visit: an
  // ad click must never be lost to an earlier referral (the first touch is still kept).
  const newTouch = visitStarts || Object.keys(touch.params).length > 0;
  const first = stored.first && now - stored.first.at <= FIRST_TOUCH_TTL_MS ? stored.first : touch;
  const last = newTouch || !stored.last ? touch : stored.last;
  const pages = visitStarts ? 1 : (stored.pages ?? 0) + 1;
  try {
    localStorage.setItem(KEY, JSON.stringify({ first, last, pages, seen: now, view, startedVisit: visitStarts } satisfies Stored));
  } catch {
    /* storage off or full: attribution is a nice-to-have, never a reason to fail */
  }
  return visitStarts;
}

/** What the form sends with the enquiry: the stored touches, this page view counted. */
export function attributionPayload(): AttributionPayload {
  recordPageView();
  const { first, last, pages } = read();
  return { first, last, pages };
}
