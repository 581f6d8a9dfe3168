/**
 * Records where this visitor came from, in localStorage (no cookie, nothing sent anywhere until the
 * visitor sends the audit form): the first touch (kept 90 days), the current visit's first page
 * view (a visit ends after 30 minutes without a page view) and the pages viewed in this visit.
 * Plain DOM code that runs on every page, with or without islands.
 */
import { FIRST_TOUCH_TTL_MS, VISIT_TIMEOUT_MS, keptParams, type AttributionPayload, type Touch } from '../shared/attribution.js';

const KEY = 'lf_attribution';

interface Stored {
  first?: Touch;
  last?: Touch;
  pages?: number;
  /** Time of the latest page view. */
  seen?: number;
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
    return ref.origin === location.origin ? undefined : `${ref.origin}${ref.pathname}`;
  } catch {
    return undefined;
  }
}

let startedVisit = false;

/** Counts this page view; returns true when it started a new visit. */
export function recordPageView(now = Date.now()): boolean {
  const stored = read();
  const touch: Touch = { at: now, path: location.pathname, params: keptParams(location.search) };
  const referrer = externalReferrer();
  if (referrer) touch.referrer = referrer;
  startedVisit = !stored.last || !stored.seen || now - stored.seen > VISIT_TIMEOUT_MS;
  const first = stored.first && now - stored.first.at <= FIRST_TOUCH_TTL_MS ? stored.first : touch;
  const last = startedVisit ? touch : stored.last!;
  const pages = startedVisit ? 1 : (stored.pages ?? 0) + 1;
  try {
    localStorage.setItem(KEY, JSON.stringify({ first, last, pages, seen: now } satisfies Stored));
  } catch {
    /* storage off or full: attribution is a nice-to-have, never a reason to fail */
  }
  return startedVisit;
}

/** What the form sends with the enquiry: the stored touches, as recorded on this page view. */
export function attributionPayload(): AttributionPayload {
  const { first, last, pages } = read();
  return { first, last, pages };
}

/** Whether this page view started a visit (for the field measurements). */
export function pageViewStartedVisit(): boolean {
  return startedVisit;
}
