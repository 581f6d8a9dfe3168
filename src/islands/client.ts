/**
 * The browser entry, kept small. On every page it records the page view for lead attribution,
 * starts field measurement and the scroll-in reveal (plain DOM code, no React), and schedules the
 * page's islands by their wake directives: React is downloaded only when the first one wakes.
 *
 * Start-up only sets up listeners and observers: this module runs in the task that ends the page's
 * parsing, which the browser extends with its own load-time work. Counting the page view (the
 * first localStorage access) and starting field measurement wait until the page is idle.
 *
 * A page the browser prerenders (Speculation Rules, on hover) starts none of this until it is shown:
 * one the visitor never opens records no touch and sends no beacon, and its timers and observers
 * start when the visitor sees it.
 */
import { recordPageView, startPageView } from './attribution.js';
import { startAuditProgress } from './audit-progress.js';
import { startFieldMeasurement } from './beacon.js';
import { startReveal } from './reveal.js';
import { startSearchSuggestions } from './search-suggest.js';
import { scheduleIslands, whenIdle } from './wake.js';

/**
 * The stylesheet after the first screen loads as print-only so it never holds up the first paint
 * (Document.tsx); this applies it to the screen.
 */
function applyRestOfStyles(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-rest-of-styles]')) link.media = 'all';
}

function start(): void {
  startPageView();
  scheduleIslands();
  startReveal();
  startAuditProgress();
  startSearchSuggestions();
  whenIdle(() => startFieldMeasurement(recordPageView()));
}

// `prerendering` is in Chromium since 108; other browsers never prerender, and lack the property.
applyRestOfStyles();
if ((document as Document & { prerendering?: boolean }).prerendering) document.addEventListener('prerenderingchange', start, { once: true });
else start();
