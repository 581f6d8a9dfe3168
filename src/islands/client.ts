/**
 * The browser entry, kept small: it starts the plain-DOM behaviour every page has (the scroll-in
 * reveal), and loads React only when the page has islands to hydrate.
 */
import { startReveal } from './reveal.js';

startReveal();
const islands = document.querySelectorAll<HTMLElement>('[data-island]');
if (islands.length) {
  void import('./hydrate.js').then(({ hydrateIsland }) => {
    for (const el of islands) void hydrateIsland(el);
  });
}
