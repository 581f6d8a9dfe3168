/**
 * Structured data (JSON-LD) as the site check reads it: each `<script type="application/ld+json">`
 * block kept by page-facts.ts is parsed once, if small enough, and its @type names collected with a
 * work list (never recursion), every count bounded, so deeply nested or huge JSON costs little.
 */
import { clip } from './clip.js';

/** A JSON-LD block larger than this is not parsed (deeply nested JSON costs about 0.3 ms a KB). */
export const JSON_LD_MAX = 64 * 1024;
/** JSON-LD blocks parsed per page; values visited in each when collecting @type; types kept. */
const JSON_LD_BLOCKS = 16;
const JSON_LD_NODES = 10_000;
const TYPES_KEEP = 8;

export interface StructuredData {
  /** The @types named (clipped, the first few). */
  types: string[];
  /** Blocks that do not parse, and blocks too large (or too many) to read. */
  broken: number;
  unread: number;
}

/** The @type names in a parsed JSON-LD value, visited with a work list (never recursion), bounded. */
function typesIn(value: unknown, into: Set<string>): void {
  const work: unknown[] = [value];
  for (let visited = 0; work.length && visited < JSON_LD_NODES; visited++) {
    const node = work.pop();
    if (Array.isArray(node)) {
      work.push(...node.slice(0, JSON_LD_NODES));
    } else if (node && typeof node === 'object') {
      const { '@type': type, '@graph': graph } = node as Record<string, unknown>;
      for (const one of Array.isArray(type) ? type : [type]) if (typeof one === 'string' && into.size < TYPES_KEEP) into.add(clip(one, 60));
      if (graph) work.push(graph);
    }
  }
}

/** The page's JSON-LD blocks, one at a time. */
export class JsonLdReader {
  readonly data: StructuredData = { types: [], broken: 0, unread: 0 };
  private readonly types = new Set<string>();
  private blocks = 0;

  /** One block: its text as kept (at most JSON_LD_MAX + 1 characters) and its whole length. */
  read(text: string, length: number): void {
    if (length > JSON_LD_MAX || this.blocks >= JSON_LD_BLOCKS) return void this.data.unread++;
    this.blocks++;
    try {
      typesIn(JSON.parse(text), this.types);
      this.data.types = [...this.types];
    } catch {
      this.data.broken++;
    }
  }
}
