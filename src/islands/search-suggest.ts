/**
 * Suggestions in the search box as the visitor types: the titles of the best matching pages, from
 * /api/search, offered through the input's <datalist>. Without JavaScript the form simply submits.
 */
const DEBOUNCE_MS = 150;

export function startSearchSuggestions(): void {
  const input = document.querySelector<HTMLInputElement>('input#search-q');
  const list = document.querySelector<HTMLDataListElement>('datalist#search-suggestions');
  if (!input || !list) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const ask = ++asked;
      try {
        const res = await fetch(`/api/search?q=${encodeURIComponent(input.value)}`);
        const { suggestions } = (await res.json()) as { suggestions: { title: string }[] };
        // A slower answer to an older query must not replace a newer one.
        if (ask !== asked) return;
        list.replaceChildren(...suggestions.map((s) => Object.assign(document.createElement('option'), { value: s.title })));
      } catch {
        /* offline: the form still works */
      }
    }, DEBOUNCE_MS);
  });
}
