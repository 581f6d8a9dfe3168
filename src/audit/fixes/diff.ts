/**
 * A change to a site's own file shown as the report shows it (`PasteFix.diff`): "- " a line removed,
 * "+ " a line added, "  " an unchanged line beside a change, "  …" for the unchanged lines between.
 * Both fixes that change a file the site has (robots.txt, its JSON-LD block) use it. The lines are
 * compared by Myers' algorithm (the one git uses by default): O((N + M) × D) for D changed lines, and
 * a change of more than EDITS_MAX lines is not shown line by line at all.
 */

export interface DiffRow {
  mark: '-' | '+' | ' ';
  text: string;
}

/** Lines added or removed, at most: a fix changes a few; past this, the whole text is given without a diff. */
const EDITS_MAX = 400;

const at = (v: Map<number, number>, k: number) => v.get(k) ?? 0;
/** Whether the path to diagonal k comes down from k + 1 (an insertion) rather than across from k - 1 (a deletion). */
const down = (v: Map<number, number>, k: number, d: number) => k === -d || (k !== d && at(v, k - 1) < at(v, k + 1));

/** Every line of `before` and `after`, each kept, removed or added; undefined when more than EDITS_MAX lines change. */
export function lineDiff(before: string[], after: string[]): DiffRow[] | undefined {
  const v = new Map<number, number>([[1, 0]]);
  const trace: Map<number, number>[] = [];
  for (let d = 0; d <= Math.min(before.length + after.length, EDITS_MAX); d++) {
    trace.push(new Map(v));
    for (let k = -d; k <= d; k += 2) {
      let x = down(v, k, d) ? at(v, k + 1) : at(v, k - 1) + 1;
      let y = x - k;
      while (x < before.length && y < after.length && before[x] === after[y]) x++, y++;
      v.set(k, x);
      if (x >= before.length && y >= after.length) return backtrack(trace, before, after);
    }
  }
  return undefined;
}

/** The rows of the shortest edit the trace found, from the end back to the start. */
function backtrack(trace: Map<number, number>[], before: string[], after: string[]): DiffRow[] {
  const rows: DiffRow[] = [];
  let x = before.length;
  let y = after.length;
  for (let d = trace.length - 1; d >= 0; d--) {
    const v = trace[d] as Map<number, number>;
    const k = x - y;
    const prevK = down(v, k, d) ? k + 1 : k - 1;
    const prevX = at(v, prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) rows.push({ mark: ' ', text: before[--x] ?? '' }), y--;
    if (d === 0) break;
    if (x === prevX) rows.push({ mark: '+', text: after[--y] ?? '' });
    else rows.push({ mark: '-', text: before[--x] ?? '' });
  }
  return rows.reverse();
}

/** The changed rows with one unchanged row around each change; a blank line added or removed is left out (it changes nothing in robots.txt or JSON). */
export function shownDiff(all: DiffRow[]): string {
  const rows = all.filter((r) => r.mark === ' ' || r.text.trim());
  const changed = (i: number) => rows[i] !== undefined && rows[i]?.mark !== ' ';
  const near = (i: number) => changed(i) || changed(i - 1) || changed(i + 1);
  const out: string[] = [];
  rows.forEach((r, i) => {
    if (near(i)) out.push(`${r.mark} ${r.text}`.trimEnd());
    else if (near(i - 1) && out.at(-1) !== '  …') out.push('  …');
  });
  return out.join('\n');
}
