/**
 * Field measurement of this page view: Core Web Vitals from Google's web-vitals library, sent as
 * one beacon to this site when the page is hidden or left. Nothing is sent when the browser asks
 * not to be tracked (Do Not Track, Global Privacy Control). Plain DOM code, outside React; the
 * library is loaded after the page has loaded, so it never competes with the page itself.
 */
import { BEACON_PATH, deviceClass, type Beacon, type Metric } from '../shared/field-beacon.js';

/** The origin beacons go to: this one, or the API origin a static export names on <html data-api>. */
const apiBase = () => document.documentElement.dataset.api ?? '';

function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true || typeof nav.sendBeacon !== 'function';
}

/** How this page view began; a prerendered page shown on click has an activation time (as web-vitals reads it). */
function navigationType(entry: (PerformanceNavigationTiming & { activationStart?: number }) | undefined): Beacon['n'] {
  if ((entry?.activationStart ?? 0) > 0) return 'prerender';
  return entry?.type === 'back_forward' ? 'back-forward' : entry?.type === 'reload' ? 'reload' : 'navigate';
}

export function startFieldMeasurement(startedVisit: boolean): void {
  if (optedOut()) return;
  const load = () => {
    const navEntry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const beacon: Beacon = {
      p: location.pathname,
      n: navigationType(navEntry),
      // Read once the page has loaded and laid out: on a phone, innerWidth forces style and layout
      // of the whole page, which at start-up would run inside this script's task.
      d: deviceClass(window.innerWidth),
      v: startedVisit ? 1 : 0,
      m: {},
    };
    let sent = false;
    const send = () => {
      if (sent || !Object.keys(beacon.m).length) return;
      sent = true;
      navigator.sendBeacon(`${apiBase()}${BEACON_PATH}`, JSON.stringify(beacon));
    };
    return import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const keep = ({ name, value }: { name: Metric; value: number }) => {
        beacon.m[name] = name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
        // Visible in devtools (and to tests): once FCP is in, web-vitals is watching layout shifts
        // too (it starts CLS on FCP), so leaving from here on sends the full set.
        if (name === 'FCP') document.documentElement.dataset.field = 'measuring';
      };
      // One measure per task: on a busy phone, starting the five at once (each reading what the
      // browser buffered so far) was one task long enough to count as blocking time.
      const measures = [onLCP, onINP, onCLS, onFCP, onTTFB];
      const next = () => {
        const on = measures.shift();
        if (on) {
          on(keep);
          setTimeout(next);
          return;
        }
        // Registered after web-vitals' own listeners, so LCP, CLS and INP are final when it sends.
        // Not on pagehide: browsers fire it before visibilitychange when leaving, before those reports.
        document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send());
      };
      next();
    });
  };
  // In a task of its own: when nothing else is loading, the load event fires in the same task as
  // the page's scripts and load-time layout.
  const later = () => setTimeout(() => void load());
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
