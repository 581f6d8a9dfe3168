/**
 * The browser entry, kept small: it records the page view for lead attribution and starts the
 * scroll-in reveal (plain DOM code every page has), and loads React only when the page has islands
 * to hydrate.
 */
import { recordPageView } from './attribution.js';
import { startReveal } from './reveal.js';

recordPageView();
startReveal();
const islands = document.querySelectorAll<HTMLElement>('[data-island]');
if (islands.length) {
  void import('./hydrate.js').then(({ hydrateIsland }) => {
    for (const el of islands) void hydrateIsland(el);
  });
}
