/**
 * A JSON-LD block that does not parse, mended where its fault is one of the slips hand-written and
 * templated JSON usually has, and nothing else: a backslash before a character JSON does not escape
 * (`\'`, which JavaScript allows and JSON does not), a line break or tab written inside a value, and a
 * comma before `}` or `]`. One pass over the text, each character once (a comma looks ahead over
 * spaces only), so any block costs time in its length. The mended text is kept as the site wrote it,
 * every other character in place; it is a repair only when it then parses. Google reads nothing of a
 * block that does not parse, so what a mended block says is for the fix that hands it back
 * (fixes/markup-repair.ts), never for a finding.
 */

/** A block mended, and each kind of slip mended, with the line of its first. */
export interface Repaired {
  text: string;
  slips: string[];
}

/** Slips mended in one block, at most: a block with more is too broken to hand back as the site's own. */
const SLIPS_MAX = 50;
/** What JSON lets a backslash escape. */
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't', 'u']);
const isSpace = (c: string | undefined) => c === ' ' || c === '\n' || c === '\r' || c === '\t';

/** `text` mended (see above), or undefined when it parses already, has no slip of these kinds, or still does not parse. */
export function repairedJson(text: string): Repaired | undefined {
  const out: string[] = [];
  const first = new Map<string, number>();
  let slips = 0;
  let line = 1;
  let inString = false;
  const slip = (kind: string) => {
    slips++;
    if (!first.has(kind)) first.set(kind, line);
  };
  for (let i = 0; i < text.length && slips <= SLIPS_MAX; i++) {
    const c = text[i] as string;
    if (inString) {
      if (c === '\\') {
        const next = text[i + 1];
        if (next !== undefined && !ESCAPES.has(next)) {
          // "\'" is "'": the backslash goes, the character stays.
          slip(`a backslash before ${next === "'" ? 'an apostrophe' : `“${next}”`}`);
          continue;
        }
        out.push(c, next ?? '');
        i++;
        continue;
      }
      if (c === '"') inString = false;
      else if (c === '\n' || c === '\r' || c === '\t') {
        slip(c === '\t' ? 'a tab inside a value' : 'a line break inside a value');
        if (c === '\n') line++;
        out.push(c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\t');
        continue;
      }
      out.push(c);
      continue;
    }
    if (c === '\n') line++;
    if (c === '"') inString = true;
    if (c === ',') {
      let j = i + 1;
      while (isSpace(text[j])) j++;
      if (text[j] === '}' || text[j] === ']') {
        slip(`a comma before “${text[j]}”`);
        continue;
      }
    }
    out.push(c);
  }
  if (!slips || slips > SLIPS_MAX) return undefined;
  const mended = out.join('');
  try {
    JSON.parse(mended);
  } catch {
    return undefined;
  }
  return { text: mended, slips: [...first].map(([kind, at]) => `${kind} on the block's line ${at}`) };
}
