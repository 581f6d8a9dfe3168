/**
 * The browser entry, kept small. On every page it records the page view for lead attribution,
 * starts field measurement and the scroll-in reveal (plain DOM code, no React), and it loads
 * React only when the page has islands to hydrate.
 */
import { recordPageView } from './attribution.js';
import { startFieldMeasurement } from './beacon.js';
import { startReveal } from './reveal.js';

startFieldMeasurement(recordPageView());
startReveal();
const islands = document.querySelectorAll<HTMLElement>('[data-island]');
if (islands.length) {
  void import('./hydrate.js').then(({ hydrateIsland }) => {
    for (const el of islands) void hydrateIsland(el);
  });
}
