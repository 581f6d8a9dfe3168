/**
 * The one inline script (build.ts bundles it on its own; Document.tsx inlines it in the head, and
 * the CSP allows it by its hash). It loads the islands' entry once the page has loaded, its first
 * paint is on screen and the browser is idle, so nothing but the page and its stylesheet is fetched,
 * parsed or run while the page is being shown: Lighthouse counts every long task between the first paint and the page
 * being quiet as blocking time, on a phone four times slower than the machine measuring it.
 *
 * It makes sure the page view is counted even if the visitor leaves before the entry arrives
 * (attribution.ts): a landing from an ad that is left at once still records its click id.
 *
 * It loads at once for a page being prerendered (client.ts starts it when shown); a page opened in
 * the background waits for its load, as it paints nothing yet. A visitor who moves, touches, focuses, types or scrolls first
 * brings the load forward, and what they did is handed to the entry so their island wakes and an
 * inert button's click is replayed (wake.ts), as for everything that happens before React arrives.
 *
 * The addresses come from the script element's data attributes, so this text (and its hash) changes
 * only when this code does.
 */
import { startPageView } from './attribution.js';
import type { Boot } from './client.js';
import type { EarlyEvent } from './wake.js';

/** What brings the load forward, and what the entry is told of: the events islands wake on, and clicks. */
const EARLY = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click', 'wheel'] as const;

/** The longest the entry waits for the first paint to be on screen, and then for an idle moment. */
const FIRST_PAINT_WAIT_MS = 3000;
const IDLE_WAIT_MS = 2000;

const script = document.currentScript as HTMLScriptElement;
const { entry, modules = '' } = script.dataset as { entry: string; modules?: string };
const early: EarlyEvent[] = [];
let loading = false;

function keep(event: Event): void {
  if (event.target instanceof Element) early.push({ type: event.type, target: event.target });
  if (event.type !== 'click') load();
}

function load(): void {
  if (loading) return;
  loading = true;
  for (const href of modules.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  // A visitor's act can bring the entry before the page is parsed: the islands further down must be
  // in the document before the entry looks for them.
  const parsed = new Promise((resolve) => {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', resolve, { once: true });
    else resolve(undefined);
  });
  void Promise.all([import(entry) as Promise<{ boot: Boot }>, parsed]).then(([{ boot }]) => {
    for (const type of EARLY) document.removeEventListener(type, keep, true);
    boot(early);
  });
}

// `prerendering` is in Chromium since 108; other browsers never prerender, and lack the property.
const prerendering = (document as Document & { prerendering?: boolean }).prerendering === true;
// A prerendered page that is never shown is not a page view.
if (prerendering) document.addEventListener('prerenderingchange', startPageView, { once: true });
else startPageView();

for (const type of EARLY) document.addEventListener(type, keep, { capture: true, passive: true });
// A scroll (by keys, a scroll bar or a jump to an anchor) is an action too: the form below may come into view.
window.addEventListener('scroll', load, { once: true, passive: true });
const paintTiming = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
const loaded = new Promise((resolve) => {
  if (document.readyState === 'complete') resolve(undefined);
  else window.addEventListener('load', resolve, { once: true });
});
/** The entry at the browser's next idle moment (at most IDLE_WAIT_MS away): never inside the load event. */
const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(load, { timeout: IDLE_WAIT_MS }) : setTimeout(load, 200));
// A prerendered page readies its islands before it is shown; one opened hidden (a background tab)
// paints nothing yet, so its entry waits for the load alone.
if (prerendering) load();
else if (document.visibilityState !== 'visible') void loaded.then(whenIdle);
else {
  // The load event can come before the first frame is on screen: the entry's requests must not
  // share the first paint's round trips, so it waits for both (the paint at most FIRST_PAINT_WAIT_MS).
  const painted = new Promise((resolve) => {
    if (!paintTiming) return resolve(undefined);
    setTimeout(resolve, FIRST_PAINT_WAIT_MS);
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve(undefined);
    }).observe({ type: 'paint', buffered: true });
  });
  void Promise.all([loaded, painted]).then(whenIdle);
}
