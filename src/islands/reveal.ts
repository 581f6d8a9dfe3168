/**
 * Scroll-in animation for cards (spec 9): each [data-reveal] element fades in and slides up once,
 * 0.6 s, staggered 0.1 s per card in its group (0.05 s for small cards). Plain DOM code, not an
 * island: it needs no React. Content is visible until this runs, and reduced motion skips it.
 */
import { REVEAL_DURATION_S, REVEAL_STAGGER_S, REVEAL_STAGGER_SMALL_S } from './constants.js';

export function startReveal(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window)) return;
  const items = document.querySelectorAll<HTMLElement>('[data-reveal]');
  if (!items.length) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        entry.target.classList.add('is-revealed');
      }
    },
    { rootMargin: '0px 0px -40px 0px', threshold: 0.05 },
  );
  for (const el of items) {
    const group = el.parentElement ? [...el.parentElement.children].filter((c) => c.hasAttribute('data-reveal')) : [el];
    const step = el.dataset.reveal === 'small' ? REVEAL_STAGGER_SMALL_S : REVEAL_STAGGER_S;
    el.style.setProperty('--reveal-delay', `${group.indexOf(el) * step}s`);
    el.style.setProperty('--reveal-duration', `${REVEAL_DURATION_S}s`);
    el.classList.add('reveal');
    observer.observe(el);
  }
}
