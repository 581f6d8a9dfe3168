/**
 * Suggestions in the search box as the visitor types: the titles of the best matching pages, from
 * /api/search, offered through the input's <datalist>. Without JavaScript the form simply submits.
 */
const DEBOUNCE_MS = 150;

export function startSearchSuggestions(): void {
  // Every search box on the page: the header's and the search page's, each with its own <datalist>.
  for (const input of document.querySelectorAll<HTMLInputElement>('input[type="search"][name="q"][list]')) {
    const list = document.getElementById(input.getAttribute('list') ?? '');
    if (list instanceof HTMLDataListElement) suggestInto(input, list);
  }
}

function suggestInto(input: HTMLInputElement, list: HTMLDataListElement): void {
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
