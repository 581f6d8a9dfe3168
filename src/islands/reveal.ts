/**
 * Scroll-in animation for cards (spec 9): each [data-reveal] element fades in and slides up once as
 * it scrolls into view, 0.6 s, staggered 0.1 s per card in its group (0.05 s for small cards).
 * Plain DOM code, not an island: it needs no React. Content is visible until this runs, cards on
 * screen stay as they were painted, and reduced motion skips it.
 *
 * Nothing here reads layout: the observers learn where the cards are when the browser computes
 * intersections anyway, after its own layout, so start-up forces no style or layout work.
 */
import { REVEAL_DURATION_S, REVEAL_STAGGER_S, REVEAL_STAGGER_SMALL_S } from './constants.js';

/** Hides the card until it scrolls in, with its place in the stagger of its group. */
function hideUntilRevealed(el: HTMLElement): void {
  const group = el.parentElement ? [...el.parentElement.children].filter((c) => c.hasAttribute('data-reveal')) : [el];
  const step = el.dataset.reveal === 'small' ? REVEAL_STAGGER_SMALL_S : REVEAL_STAGGER_S;
  el.style.setProperty('--reveal-delay', `${group.indexOf(el) * step}s`);
  el.style.setProperty('--reveal-duration', `${REVEAL_DURATION_S}s`);
  el.classList.add('reveal');
}

export function startReveal(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window)) return;
  const items = document.querySelectorAll<HTMLElement>('[data-reveal]');
  if (!items.length) return;
  const reveal = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        reveal.unobserve(entry.target);
        entry.target.classList.add('is-revealed');
      }
    },
    { rootMargin: '0px 0px -40px 0px', threshold: 0.05 },
  );
  // A card is hidden only once it comes within a screen's height of the viewport, so the page is
  // not repainted for every card at load, only for a few at a time as it scrolls. One that is
  // already on screen by then (at load, or after a jump) stays as painted: hiding it would blank
  // what the visitor is reading.
  const approach = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        approach.unobserve(entry.target);
        const zone = entry.rootBounds;
        const box = entry.boundingClientRect;
        // The zone is the viewport grown by its own height above and below.
        const screen = zone ? zone.height / 3 : 0;
        if (!zone || (box.bottom >= zone.top + screen && box.top <= zone.bottom - screen)) continue;
        hideUntilRevealed(entry.target as HTMLElement);
        reveal.observe(entry.target);
      }
    },
    { rootMargin: '100% 0px 100% 0px' },
  );
  for (const el of items) approach.observe(el);
}
