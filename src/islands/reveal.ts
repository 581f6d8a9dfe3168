/**
 * Scroll-in animation for cards (spec 9): each [data-reveal] element below the fold fades in and
 * slides up once, 0.6 s, staggered 0.1 s per card in its group (0.05 s for small cards). Plain DOM
 * code, not an island: it needs no React. Content is visible until this runs, cards already on
 * screen when it runs stay as they were painted, and reduced motion skips it.
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
  // Every target's first report says whether any of it is on screen: those stay as painted (hiding
  // them would blank what the visitor is reading); the others are hidden until they scroll in.
  const sort = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      sort.unobserve(entry.target);
      if (entry.isIntersecting) continue;
      hideUntilRevealed(entry.target as HTMLElement);
      reveal.observe(entry.target);
    }
  });
  for (const el of items) sort.observe(el);
}
