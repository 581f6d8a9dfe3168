/**
 * Browser entry: finds `data-island` markers, loads only the islands the page has (each is its
 * own chunk) and hydrates them with the props the server rendered. No Node imports here.
 */
const loaders: Record<string, () => Promise<unknown>> = {};

export function hydrateIslands(): void {
  document.documentElement.classList.add('js');
  for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const load = loaders[el.dataset.island ?? ''];
    if (!load) continue;
    void load();
  }
}

hydrateIslands();
