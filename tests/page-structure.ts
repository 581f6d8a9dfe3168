/**
 * Which pages the whole-site sweeps (every-page's axe, CSP, console and hydration; the W3C Nu
 * checker) visit in `npm test`: one page for each distinct structure, measured from the pages
 * themselves. `npm run test:sweep` (and CI) visits every page.
 *
 * A structure is a part of a page as the browser and the checkers see it, text left out: the head's
 * children, the header, each section of the main content, the footer. Its fingerprint is the
 * element tree (each element's tag, role and ARIA attributes, which give its heading level and
 * landmark, its island, whether it holds text) with siblings of one shape counted once (three cards
 * or four are one structure) and an inline SVG's drawing left out (an icon's paths are not
 * structure); `aria-current` is left out too, as where it falls only names the page. The page's
 * islands and its stylesheet are parts of their own.
 *
 * Parts, not whole pages: the service pages each compose their own mix of a dozen section types, so
 * no two whole pages share a tree (107 distinct trees in 113 pages), while their sections repeat.
 * Pages are taken in route order, and a page is swept when it carries a part no page before it
 * did: every part of every page is swept somewhere, and a new page with a new section, island or
 * stylesheet is swept without anyone listing it.
 *
 * Parsed in one pass of htmlparser2's tokenizer, with an explicit stack (no recursion).
 */
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

/** True when the sweeps visit every page (`npm run test:sweep`, CI), not one page of each structure. */
export const sweepEverything = process.env.TEST_SWEEP === 'all';

interface Frame {
  /** The element's own signature, without its children. */
  sig: string;
  text: boolean;
  /** The children's fingerprints, each shape once. */
  children: Set<string>;
  /** Inside an inline SVG: not structure. */
  drawing: boolean;
}

const hash = (s: string) => createHash('sha1').update(s).digest('base64url').slice(0, 16);

/** The fingerprints of a page's parts (see above). */
export function pageParts(html: string): Set<string> {
  const parts = new Set<string>();
  const stack: Frame[] = [{ sig: '#document', text: false, children: new Set(), drawing: false }];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const parent = stack.at(-1)!;
        if (parent.drawing || parent.sig.startsWith('svg')) {
          stack.push({ sig: '', text: false, children: new Set(), drawing: true });
          return;
        }
        const aria = Object.keys(attrs)
          .filter((a) => a.startsWith('aria-') && a !== 'aria-current')
          .sort()
          .join(' ');
        const island = attrs['data-island'];
        if (island) parts.add(`island ${island}`);
        if (name === 'link' && attrs.rel === 'stylesheet') parts.add(`stylesheet ${attrs.href ?? ''}`);
        const sig = `${name}${attrs.role ? `[role=${attrs.role}]` : ''}${aria ? `[${aria}]` : ''}${island ? `{${island}}` : ''}`;
        stack.push({ sig, text: false, children: new Set(), drawing: false });
      },
      ontext(text) {
        if (text.trim()) stack.at(-1)!.text = true;
      },
      onclosetag() {
        const frame = stack.pop()!;
        if (frame.drawing) return;
        const parent = stack.at(-1)!;
        const fingerprint = hash(`${frame.sig}${frame.text ? '+text' : ''}(${[...frame.children].sort().join(',')})`);
        parent.children.add(fingerprint);
        if (['head', 'main'].includes(parent.sig) || /^(header|footer)\b/.test(frame.sig)) parts.add(`${frame.sig} ${fingerprint}`);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return parts;
}

export interface Representatives<T> {
  /** The pages to sweep, in the order given. */
  swept: T[];
  /** Distinct parts across all pages. */
  structures: number;
  /** For each page swept, how many parts it was the first to carry. */
  firstFor: Map<T, number>;
}

/** The pages that stand for every distinct part (see above); `pages` in route order. */
export function representatives<T>(pages: [T, string][]): Representatives<T> {
  const seen = new Set<string>();
  const firstFor = new Map<T, number>();
  for (const [page, html] of pages) {
    let fresh = 0;
    for (const part of pageParts(html)) if (!seen.has(part) && seen.add(part)) fresh++;
    if (fresh) firstFor.set(page, fresh);
  }
  return { swept: [...firstFor.keys()], structures: seen.size, firstFor };
}

/** One line for the test's output: how many structures, and the page that stands for each. */
export function describeSweep<T>(
  { swept, structures, firstFor }: Representatives<T>,
  total: number,
  name: (page: T) => string = String,
): string {
  return `${structures} distinct structures in ${total} pages; ${swept.length} pages stand for them (npm run test:sweep visits all ${total}): ${swept
    .map((p) => `${name(p)} (${firstFor.get(p)})`)
    .join(', ')}`;
}
