/**
 * Values taken from a prospect's site (a title, a language code, an address it redirects to) are
 * theirs to choose: any length, any characters. Before one is stored or shown it goes through
 * `clip`, so a report stays small and a bidirectional control character cannot reorder the text
 * around it (the "Trojan Source" trick) in the report, the staff email or the export.
 */

/** Bidirectional controls (ALM, LRM, RLM, LRE-RLO, LRI-PDI) and C0/C1 control characters. */
const UNSAFE = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** Characters given back at most to end a shortened value at a word's end. */
const WORD_BACK = 24;

/** Longest value kept from the prospect's site, in characters, unless a caller asks for less. */
export const CLIP_CHARS = 200;

/**
 * The value without control characters, its whitespace runs made single spaces, shortened to `max`
 * characters with an ellipsis, at the end of a word when one ends within WORD_BACK characters of the cut. Only the first `max * 4` characters are ever looked at, so a
 * 2 MB value costs no more than a short one.
 */
export function clip(value: string, max = CLIP_CHARS): string {
  const head = value.length > max * 4 ? value.slice(0, max * 4) : value;
  const clean = head.replace(UNSAFE, '').replace(/\s+/g, ' ').trim();
  if (clean.length <= max && head === value) return clean;
  let cut = clean.slice(0, max - 1);
  // Never cut a surrogate pair in half, nor a word where one ends near the cut ("rejuve…" reads as a typo).
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  const space = cut.lastIndexOf(' ');
  if (/\S$/.test(cut) && /^\S/.test(clean.slice(cut.length)) && space >= cut.length - WORD_BACK) cut = cut.slice(0, space);
  return `${cut.trimEnd()}…`;
}

/** Whether a value clipped to `max` is whole: shorter than any value `clip` shortened can be. */
export const isWhole = (clipped: string, max = CLIP_CHARS) => clipped.length < max - WORD_BACK - 1;
