/**
 * Below the first screen each part of the page is skipped by the browser until it nears the
 * viewport (content-visibility: auto, src/styles/critical.css), so neither the first paint nor the
 * arrival of the rest of the stylesheet has to style and lay out the whole page at once: on a phone
 * that was one long task. Once the stylesheet is in, this lays the parts out one per idle moment, so
 * the page soon is whole, as find-in-page, anchors, printing and full-page screenshots expect.
 * Without JavaScript the parts stay skipped until scrolled near, which a reader never notices.
 */
import { whenIdle } from './wake.js';

const SKIPPED = '#main > * + *, .site-footer';

function renderNow(el: HTMLElement): void {
  el.style.contentVisibility = 'visible';
}

/** Lays out one skipped part per idle callback, after the rest of the stylesheet has arrived. */
export function renderRestWhenIdle(): void {
  const parts = [...document.querySelectorAll<HTMLElement>(SKIPPED)];
  window.addEventListener('beforeprint', () => parts.forEach(renderNow), { once: true });
  const next = () => {
    const part = parts.shift();
    if (!part) return;
    renderNow(part);
    if ('requestIdleCallback' in window) requestIdleCallback(next);
    else setTimeout(next, 50);
  };
  const stylesheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
  if (!stylesheet || stylesheet.sheet) whenIdle(next);
  else stylesheet.addEventListener('load', () => whenIdle(next), { once: true });
}
