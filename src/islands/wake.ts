/**
 * Wakes islands when their `data-wake` directive says (src/shared/island-wake.ts), loading React
 * (hydrate.ts) with the first one. Plain DOM code: it runs on every page before any React exists.
 *
 * An island that wakes on interaction has missed the event that woke it, so once hydrated that
 * event is replayed in the form React listens to: the hovered element gets a mouseover (React's
 * onMouseEnter), the focused one a focusin (onFocus), and a click on a button that does nothing
 * without JavaScript is clicked again. Server markup keeps working in the meantime (CSS menus,
 * <details>, links, the plain form).
 */
import type { Wake } from '../shared/island-wake.js';

const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
/** How far outside the viewport a `visible` island starts waking: a screen's height ahead. */
const VISIBLE_MARGIN = '100% 0px';

/** Something the visitor did before the entry arrived, kept by loader.ts. */
export interface EarlyEvent {
  type: string;
  target: Element;
}

type Hydrate = typeof import('./hydrate.js');
let react: Promise<Hydrate> | undefined;
const woken = new WeakMap<HTMLElement, Promise<void>>();
/** Islands React listens to: from here on it sees (and itself replays) every event in them. */
const attached = new WeakSet<HTMLElement>();
/** A click on an inert button that came before React did, per island. */
const missedClicks = new WeakMap<HTMLElement, HTMLElement>();

function loadReact(): Promise<Hydrate> {
  react ??= import('./hydrate.js').then((mod) => {
    for (const el of document.querySelectorAll<HTMLElement>('[data-island][data-wake="with-react"]')) void wake(el);
    return mod;
  });
  return react;
}

/** Hydrates the island once, however many reasons to wake it arrive, then replays what it missed. */
function wake(el: HTMLElement): Promise<void> {
  let done = woken.get(el);
  if (!done) {
    done = loadReact()
      .then(({ hydrateIsland }) => hydrateIsland(el))
      .then(() => {
        attached.add(el);
        replayMissed(el);
      });
    woken.set(el, done);
  }
  return done;
}

/**
 * Tells the just-attached island what already happened in it: a missed click is clicked again
 * (the visitor's intent); otherwise the hovered element gets a mouseover and the focused one a focusin.
 */
function replayMissed(el: HTMLElement): void {
  const click = missedClicks.get(el);
  missedClicks.delete(el);
  if (click?.isConnected) {
    click.click();
    return;
  }
  const hovered = [...el.querySelectorAll<HTMLElement>(':hover')].pop();
  if (hovered) hovered.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: null }));
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && el.contains(focused)) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}

/** Wakes the island on its first interaction (and, for the header, the page's first scroll). */
function onInteraction(el: HTMLElement, alsoOnScroll: boolean): void {
  const keepClick = (event: Event) => {
    if (attached.has(el)) return;
    // Only a button that does nothing without JavaScript: links and submit buttons already did their job.
    const button = inertButton(event.target);
    if (button) missedClicks.set(el, button);
  };
  const start = () => {
    for (const type of INTERACTIONS) el.removeEventListener(type, start);
    window.removeEventListener('scroll', start);
    void wake(el).then(() => el.removeEventListener('click', keepClick, true));
  };
  el.addEventListener('click', keepClick, true);
  for (const type of INTERACTIONS) el.addEventListener(type, start, { passive: true });
  if (alsoOnScroll) window.addEventListener('scroll', start, { passive: true });
}

/** Runs `run` once the page has loaded and the browser is idle (within 2 s of load even if it never is). */
export function whenIdle(run: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

let observer: IntersectionObserver | undefined;
function whenVisible(el: HTMLElement): void {
  observer ??= new IntersectionObserver(
    (entries, self) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        self.unobserve(entry.target);
        const island = entry.target.closest<HTMLElement>('[data-island]');
        if (island) void wake(island);
      }
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  // The marker is display: contents (no box of its own): watch its first child.
  observer.observe(el.firstElementChild ?? el);
}

/** An inert button clicked in this island, which the island should see again once attached. */
function inertButton(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('button[type="button"]') : null;
}

/**
 * Schedules every island on the page by its directive. `early` is what the visitor did before this
 * script arrived (loader.ts): an island it happened in wakes now, and replays a click on an inert button.
 */
export function scheduleIslands(early: readonly EarlyEvent[] = []): void {
  for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const directive = (el.dataset.wake ?? 'load') as Wake;
    if (directive === 'with-react') continue;
    const inside = early.filter(({ target }) => el.contains(target));
    const clicked = inside.flatMap(({ type, target }) => (type === 'click' ? (inertButton(target) ?? []) : [])).pop();
    if (clicked) missedClicks.set(el, clicked);
    if (directive === 'load' || inside.length) {
      void wake(el);
      continue;
    }
    onInteraction(el, directive === 'interaction');
    if (directive === 'idle') whenIdle(() => void wake(el));
    if (directive === 'visible') whenVisible(el);
  }
}
