/**
 * When an island wakes (is hydrated with React), declared on its server marker as `data-wake`,
 * like Astro's client directives. React's code is downloaded only when the first island wakes.
 *
 * - `load`: as soon as the page's script runs (behaviour needed from the first moment).
 * - `idle`: when the browser is next idle after the page has loaded.
 * - `visible`: when the island comes within a screen of the viewport (the form at a page's foot).
 * - `interaction`: on the first pointer, touch, focus or key event inside it, or the first scroll
 *   of the page; what that event started is replayed once React is in (see src/islands/wake.ts).
 * - `with-react`: never loads React itself; wakes as soon as another island has (the toast region,
 *   which only ever shows what other islands raise).
 *
 * Every island but `load` and `with-react` also wakes early on an interaction inside it.
 */
export const WAKE_DIRECTIVES = ['load', 'idle', 'visible', 'interaction', 'with-react'] as const;
export type Wake = (typeof WAKE_DIRECTIVES)[number];

/** Every island, by the name its server marker carries: a misspelt name fails to compile on both sides. */
export const ISLAND_NAMES = ['SiteHeader', 'AuditForm', 'Toaster', 'FloatingCta', 'LaserButton'] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];
