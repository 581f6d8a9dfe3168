/**
 * Structured data written as microdata (`itemscope itemtype="https://schema.org/Restaurant"` with
 * `itemprop`s on the page's own elements), which Google reads as it reads JSON-LD. Fed the same
 * Tokenizer events as page-facts.ts, one element at a time, with no tree: each item's @type is kept,
 * and the first business item's properties are gathered flat (its PostalAddress's parts among them),
 * the first value of each, as a JSON-LD node json-ld.ts reads like any other. An item's extent and a
 * property's text are followed by counting elements of its own tag name, as the mount of an app is in
 * page-facts.ts. Every value is capped.
 */
import { businessType } from './json-ld.js';

/** The attributes microdata is written with, read on every element of a page that has any. */
export const ITEM_ATTRIBUTES = ['itemscope', 'itemtype', 'itemprop', 'content', 'href', 'src', 'datetime'] as const;

/** Properties kept, and those that belong to a PostalAddress. */
const KEPT = new Set(['name', 'telephone', 'url', 'image', 'logo', 'priceRange', 'openingHours', 'areaServed', 'geo']);
const ADDRESS = new Set(['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry', 'postOfficeBoxNumber']);
const VALUE_MAX = 200;
const TYPES_KEEP = 8;

/** A schema.org type from an itemtype URL (`https://schema.org/Restaurant` → `Restaurant`). */
const typeOf = (url: string) => /^https?:\/\/schema\.org\/([A-Za-z]+)$/.exec(url.trim())?.[1];

export class MicrodataReader {
  /** The schema.org types the page's items name. */
  readonly types = new Set<string>();
  /** The first business item as a JSON-LD node, once it has a property. */
  node: Record<string, unknown> | undefined;
  private business: { tag: string; depth: number; node: Record<string, unknown> } | undefined;
  private capture: { prop: string; tag: string; depth: number; text: string } | undefined;
  private done = false;

  /** An element with its attributes (those of ITEM_ATTRIBUTES it has). */
  opened(tag: string, attrs: Map<string, string>): void {
    const types = attrs.has('itemscope') ? (attrs.get('itemtype') ?? '').split(/\s+/).flatMap((t) => typeOf(t) ?? []) : [];
    for (const t of types) if (this.types.size < TYPES_KEEP) this.types.add(t);
    if (this.capture?.tag === tag) this.capture.depth++;
    const business = this.business;
    if (!business) {
      const kind = this.done ? undefined : businessType(types);
      if (kind) this.business = { tag, depth: 0, node: { '@type': kind.type } };
      return;
    }
    if (business.tag === tag) business.depth++;
    const prop = attrs.get('itemprop')?.trim();
    if (!prop || (!KEPT.has(prop) && !ADDRESS.has(prop)) || this.has(prop)) return;
    const given = attrs.get('content') ?? attrs.get('href') ?? attrs.get('src') ?? attrs.get('datetime');
    if (given !== undefined) this.set(prop, given);
    else if (!this.capture && !attrs.has('itemscope')) this.capture = { prop, tag, depth: 0, text: '' };
  }

  /** Text inside the element open now. */
  text(s: string): void {
    if (this.capture && this.capture.text.length < VALUE_MAX) this.capture.text += s.slice(0, VALUE_MAX);
  }

  /** An end tag. */
  closed(tag: string): void {
    const capture = this.capture;
    if (capture?.tag === tag && capture.depth-- === 0) {
      this.set(capture.prop, capture.text);
      this.capture = undefined;
    }
    const business = this.business;
    if (business?.tag === tag && business.depth-- === 0) {
      this.business = undefined;
      this.done = true;
    }
  }

  private has(prop: string): boolean {
    const node = this.business?.node;
    const address = node?.address as Record<string, unknown> | undefined;
    return Boolean(ADDRESS.has(prop) ? address?.[prop] : node?.[prop]);
  }

  private set(prop: string, raw: string): void {
    const node = this.business?.node;
    if (!node) return;
    const value = raw.replace(/\s+/g, ' ').trim().slice(0, VALUE_MAX);
    if (!value) return;
    if (ADDRESS.has(prop)) ((node.address ??= { '@type': 'PostalAddress' }) as Record<string, unknown>)[prop] = value;
    else node[prop] = value;
    this.node = node;
  }
}
