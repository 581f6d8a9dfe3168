/**
 * The one inline script (build.ts bundles it on its own; Document.tsx inlines it in the head, and
 * the CSP allows it by its hash). It loads the islands' entry once the first screen has been
 * painted, so on a first visit nothing but the page and its stylesheet is fetched, parsed or run
 * before the visitor sees the header and the hero.
 *
 * It makes sure the page view is counted even if the visitor leaves before the entry arrives
 * (attribution.ts): a landing from an ad that is left at once still records its click id.
 *
 * It loads at once, without waiting for a paint, when none is coming: a page being prerendered
 * (client.ts starts it when shown), a page opened in the background, a browser without paint timing.
 * A visitor who moves, touches, focuses or types before the first paint brings the load forward, and
 * what they did is handed to the entry so their island wakes and an inert button's click is replayed
 * (wake.ts), as for everything that happens before React arrives.
 *
 * The addresses come from the script element's data attributes, so this text (and its hash) changes
 * only when this code does.
 */
import { startPageView } from './attribution.js';
import type { Boot } from './client.js';
import type { EarlyEvent } from './wake.js';

/** What brings the load forward, and what the entry is told of: the events islands wake on, and clicks. */
const EARLY = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;

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
  // The page below the hero is parsed once the rest of the stylesheet has arrived (Document.tsx):
  // the islands there must be in the document before the entry looks for them.
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
const paintTiming = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
if (!paintTiming || document.visibilityState !== 'visible' || prerendering) load();
else {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    load();
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', load, { once: true });
}
