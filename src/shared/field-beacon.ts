/**
 * First-party field measurement, the rules both sides agree on: the one beacon a page view sends
 * when it is hidden or left (src/islands/beacon.ts), and the bounds the server checks it against
 * (src/analytics/). No identifier of any kind travels in it.
 */

/** Where beacons go (on the site's own origin). */
export const BEACON_PATH = '/api/beacon';

export const DEVICES = ['phone', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/** Phone below 768 px of viewport width, tablet below 1024 px, desktop from there (spec 9's breakpoints). */
export function deviceClass(viewportWidth: number): Device {
  return viewportWidth < 768 ? 'phone' : viewportWidth < 1024 ? 'tablet' : 'desktop';
}

export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type Metric = (typeof METRICS)[number];

/** The largest value believed (ms; CLS is unitless): anything above is forged or broken and dropped. */
export const METRIC_MAX: Record<Metric, number> = { LCP: 120_000, INP: 60_000, CLS: 10, FCP: 120_000, TTFB: 120_000 };

export const NAVIGATION_TYPES = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore'] as const;

/** The beacon, short keys to stay a few hundred bytes. */
export interface Beacon {
  /** The route path (never the query string). */
  p: string;
  /** Navigation type. */
  n: (typeof NAVIGATION_TYPES)[number];
  d: Device;
  /** 1 when this page view started a visit (the same rule as lead attribution). */
  v: 0 | 1;
  /** Metric values measured on this page view. */
  m: Partial<Record<Metric, number>>;
}
