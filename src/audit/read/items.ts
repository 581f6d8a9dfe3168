/**
 * Every item a page writes as microdata (`itemscope itemtype="https://schema.org/Product"`, `itemprop`)
 * or as RDFa (`vocab="https://schema.org/" typeof="Product"`, `property`), read as JSON-LD nodes, nested
 * as the page nests them, for the validator to judge as it judges JSON-LD (markup-items.ts). Fed the
 * same Tokenizer events as page-facts.ts, one element at a time, with no tree: an item's extent and a
 * property's text are followed by counting elements of its own tag name (as microdata.ts does), for at
 * most OPEN_MOST items open at once, so each element costs a bounded amount. Every count and value is
 * capped; `itemref` is not followed.
 */

/** The attributes RDFa is written with (microdata's are microdata.ts's ITEM_ATTRIBUTES). */
export const RDFA_ATTRIBUTES = ['typeof', 'property', 'vocab', 'resource'] as const;

/** An item at the top of the page (not a property of another), as JSON-LD, and where its start tag is in the HTML. */
export interface RawItem {
  format: 'microdata' | 'rdfa';
  node: Record<string, unknown>;
  at: number;
  /** Where each node's start tag is, the item's and those inside it: what a finding quotes. */
  starts: WeakMap<object, number>;
}

/** Top items kept a page; items open at once (deeper nesting ends the reading); values kept a page, each clipped; values of one property. */
const ITEMS_KEEP = 24;
const OPEN_MOST = 12;
const VALUES_MOST = 600;
const VALUE_MAX = 200;
const VALUES_OF_ONE = 20;
/** Elements that never close: a property on one has only its attributes' value. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const SCHEMA = /^(?:https?:\/\/schema\.org\/|schema:)([A-Za-z0-9]+)$/;

type Node = Record<string, unknown>;
interface Open {
  tag: string;
  depth: number;
  node: Node;
}

export class ItemReader {
  readonly items: RawItem[] = [];
  private readonly starts = new WeakMap<object, number>();
  /** Items not kept (past ITEMS_KEEP, or nested deeper than OPEN_MOST). */
  dropped = 0;
  private readonly open: Open[] = [];
  private capture: { node: Node; props: string[]; tag: string; depth: number; text: string } | undefined;
  /** A `vocab` naming schema.org was seen: RDFa's bare terms (`typeof="Product"`) are schema.org's. */
  private vocab = false;
  private values = 0;
  private stopped = false;

  /** An element with its attributes (those of microdata.ts's ITEM_ATTRIBUTES and RDFA_ATTRIBUTES it has), its start tag at `at`. */
  opened(tag: string, attrs: Map<string, string>, at: number): void {
    if (this.stopped) return;
    if (/schema\.org/i.test(attrs.get('vocab') ?? '')) this.vocab = true;
    for (const o of this.open) if (o.tag === tag) o.depth++;
    if (this.capture?.tag === tag) this.capture.depth++;
    const microdata = attrs.has('itemscope');
    const rdfa = !microdata && attrs.has('typeof');
    const props = microdata || attrs.has('itemprop') ? words(attrs.get('itemprop')) : this.terms(attrs.get('property'));
    const parent = this.open.at(-1)?.node;
    if (microdata || rdfa) {
      const types = microdata ? words(attrs.get('itemtype')).flatMap((t) => SCHEMA.exec(t)?.[1] ?? []) : this.terms(attrs.get('typeof'));
      const node: Node = types.length ? { '@type': types.length === 1 ? types[0] : types } : {};
      this.starts.set(node, at);
      if (VOID.has(tag)) return void (parent && props.length && this.set(parent, props, node));
      if (this.open.length >= OPEN_MOST) {
        // Nesting this deep is no markup Google reads: the page's items end here, so nothing grows with depth.
        this.stopped = true;
        this.dropped++;
        return;
      }
      if (parent && props.length) this.set(parent, props, node);
      else {
        if (this.items.length < ITEMS_KEEP && types.length)
          this.items.push({ format: microdata ? 'microdata' : 'rdfa', node, at, starts: this.starts });
        else if (types.length) this.dropped++;
      }
      this.open.push({ tag, depth: 0, node });
      return;
    }
    if (!parent || !props.length) return;
    const given =
      attrs.get('content') ??
      attrs.get('href') ??
      attrs.get('src') ??
      (attrs.has('itemprop') ? undefined : attrs.get('resource')) ??
      attrs.get('datetime');
    if (given !== undefined) this.set(parent, props, clean(given));
    else if (!this.capture && !VOID.has(tag)) this.capture = { node: parent, props, tag, depth: 0, text: '' };
  }

  /** Text inside the element open now. */
  text(s: string): void {
    if (this.capture && this.capture.text.length < VALUE_MAX) this.capture.text += s.slice(0, VALUE_MAX);
  }

  /** An end tag. */
  closed(tag: string): void {
    const capture = this.capture;
    if (capture?.tag === tag && capture.depth-- === 0) {
      this.set(capture.node, capture.props, clean(capture.text));
      this.capture = undefined;
    }
    for (let i = this.open.length - 1; i >= 0; i--) {
      const o = this.open[i] as Open;
      if (o.tag === tag && o.depth-- === 0) {
        // Its element closed: it, and any item left open inside it, are done.
        this.open.length = i;
        if (this.capture && !this.open.some((x) => x.node === this.capture?.node)) this.capture = undefined;
        break;
      }
    }
  }

  /** RDFa's terms of schema.org: `schema:name`, `https://schema.org/name`, or a bare `name` under a schema.org vocab. */
  private terms(value: string | undefined): string[] {
    return words(value).flatMap((t) => SCHEMA.exec(t)?.[1] ?? (this.vocab && /^[A-Za-z][A-Za-z0-9]*$/.test(t) ? t : []));
  }

  private set(node: Node, props: string[], value: unknown): void {
    for (const prop of props) {
      if (this.values >= VALUES_MOST) return;
      this.values++;
      const had = node[prop];
      if (had === undefined) node[prop] = value;
      else if (Array.isArray(had)) had.length < VALUES_OF_ONE && had.push(value);
      else node[prop] = [had, value];
    }
  }
}

const words = (s: string | undefined) => (s ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
const clean = (s: string) => s.replace(/\s+/g, ' ').trim().slice(0, VALUE_MAX);
