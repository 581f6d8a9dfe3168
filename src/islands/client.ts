/**
 * The browser entry, kept small, loaded by loader.ts once the page has loaded and is idle. On every
 * page it counts the page view for lead attribution (loader.ts has made sure it is counted if the
 * page is left first), starts field measurement and the scroll-in reveal (plain DOM code, no
 * React), and schedules the page's islands by their wake directives: React is downloaded only when
 * the first one wakes.
 *
 * Start-up only sets up listeners and observers, a task for each kind, so it adds no long task after
 * the first paint.
 * Counting the page view (the first localStorage access) and starting field measurement wait until
 * the page is idle.
 *
 * A page the browser prerenders (Speculation Rules, on hover) starts none of this until it is shown:
 * one the visitor never opens records no touch and sends no beacon, and its timers and observers
 * start when the visitor sees it.
 */
import { recordPageView } from './attribution.js';
import { startAuditProgress } from './audit-progress.js';
import { startFieldMeasurement } from './beacon.js';
import { startReveal } from './reveal.js';
import { startSearchSuggestions } from './search-suggest.js';
import { scheduleIslands, whenIdle, type EarlyEvent } from './wake.js';

export type Boot = (early: readonly EarlyEvent[]) => void;

/** Starts the page's behaviour; loader.ts calls it once this module has arrived. */
export const boot: Boot = (early) => {
  const start = () => {
    scheduleIslands(early);
    // Each in a task of its own: this runs in the task that finished parsing the page (or brought
    // this module), which on a busy phone is long enough already to count as blocking time.
    for (const step of [startReveal, startAuditProgress, startSearchSuggestions]) setTimeout(step);
    whenIdle(() => startFieldMeasurement(recordPageView()));
  };
  // `prerendering` is in Chromium since 108; other browsers never prerender, and lack the property.
  if ((document as Document & { prerendering?: boolean }).prerendering)
    document.addEventListener('prerenderingchange', start, { once: true });
  else start();
};
