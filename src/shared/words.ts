/**
 * How the site check's report, its views and the staff emails say figures and addresses in words:
 * once here, so a count, a size or a page's address reads the same on every side.
 */

/** A size as the report says it to a business owner, in decimal units as browsers and phones show them: "1.8 MB", "156 KB". */
export const byteSize = (bytes: number) =>
  bytes >= 1_000_000 ? `${+(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} KB`;

/** A time in seconds, to `decimals` places: "0.7 seconds", "1 second", "0.12 seconds". */
export const seconds = (ms: number, decimals = 1) => {
  const n = +(ms / 1000).toFixed(decimals);
  return `${n} ${n === 1 ? 'second' : 'seconds'}`;
};

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** A small count in words ("three"), a larger one in figures; `capital`: at the start of a sentence ("Three"). */
export const inWords = (n: number, capital = false) => {
  const word = NUMBER_WORDS[n] ?? String(n);
  return capital ? word.charAt(0).toUpperCase() + word.slice(1) : word;
};

/** "A", "A and B", "A, B and C". */
export const listed = (items: string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** "1 page", "3 pages". */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** An address as a person reads it on its own site: its path and query ("/contact?x=1"), or the text itself when it is no address. */
export function pathOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  } catch {
    return url;
  }
}

/** A value a fix could not take from the site, marked for the owner to fill in before publishing. */
export const fillIn = (what: string) => `[FILL IN: ${what}]`;
/** Splits text at its `fillIn` placeholders: odd items are placeholders (for the report to mark them). */
export const splitFillIns = (text: string) => text.split(/(\[FILL IN: [^\]]*\])/);
