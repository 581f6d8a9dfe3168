/**
 * Structured data (JSON-LD) as the site check reads it: each `<script type="application/ld+json">`
 * block kept by page-facts.ts is parsed once, if small enough, and its @type names collected with a
 * work list (never recursion), every count bounded, so deeply nested or huge JSON costs little. A
 * business's own markup is kept too: a node whose type is a LocalBusiness or an Organization by
 * schema.org's hierarchy (schema-org-types.ts, never a name's ending), with what Google's local
 * results read from it, each value clipped, and `{"@id": ...}` references (Yoast's `@graph`) followed
 * to the page's node of that @id, a few hops at most.
 */
import { clip } from '../../lib/clip.js';
import type { Address } from './addresses.js';
import { phoneOf, type Phone } from './nap.js';
import type { MarkupItem } from './markup-items.js';
import { topNodes } from './markup-validator.js';
import { hasPlaceholder } from './placeholder.js';
import { type Repaired, repairedJson } from './json-repair.js';
import { DEFAULT_REGION, regionOfCountry, US_STATES } from './regions.js';
import { businessType, typesOf } from './schema-org-types.js';

export { businessType, typesOf };

/** A JSON-LD block larger than this is not parsed (deeply nested JSON costs about 0.3 ms a KB). */
export const JSON_LD_MAX = 64 * 1024;
/** JSON-LD blocks parsed per page; values visited in each when collecting @type; types kept. */
const JSON_LD_BLOCKS = 16;
const JSON_LD_NODES = 10_000;
const TYPES_KEEP = 8;
/** Top nodes kept a page for the validator (each from a block already within JSON_LD_MAX). */
const NODES_KEEP = 24;

export interface StructuredData {
  /** The @types named (clipped, the first few). */
  types: string[];
  /** Blocks that do not parse, and blocks too large (or too many) to read. */
  broken: number;
  /** Some of the types are written as microdata (itemscope, itemprop), not JSON-LD. */
  microdata?: boolean;
  /** Blocks holding a placeholder the report handed out (`[FILL IN: …]`), pasted without being filled in. */
  placeholders?: number;
  unread: number;
  /** The business's own markup (the first few nodes of a LocalBusiness type or Organization). */
  businesses: Business[];
  /** Addresses given without https:// and a domain, in properties Google reads as URLs (url, image, logo, sameAs …): the first few, as `property "value"`. */
  relativeUrls?: string[];
  /** The blocks holding those nodes, as written (read with `keepSource`: the start page's), for the fix that adds to them. */
  sources?: string[];
  /** Every item, JSON-LD's top nodes and microdata's and RDFa's top items, with what Adobe's validator says of each (markup-items.ts). */
  items?: MarkupItem[];
  /**
   * The first block that does not parse but does once its usual slips are mended (json-repair.ts), read
   * with `keepSource` and at most REPAIR_MAX long: as written, mended, and the types it names. Google
   * reads nothing of it, so nothing here counts in `types` or `businesses`: it is for the fix alone.
   */
  repair?: { text: string; at: number; mended: Repaired; types: string[] };
}

/** A LocalBusiness or Organization node (by schema.org's hierarchy), as Google's local results read it. */
export interface Business {
  type: string;
  /** LocalBusiness or a type below it in schema.org's hierarchy (else an Organization type, such as OnlineStore). */
  local: boolean;
  name?: string;
  telephone?: Phone;
  /** The telephone as written, when it is not a valid number. */
  telephoneWritten?: string;
  /** A PostalAddress's parts as written; `text` when the address is a plain string. */
  address?: Partial<Pick<Address, 'street' | 'suburb' | 'state' | 'postcode'>> & {
    country?: string;
    text?: string;
    postOfficeBox?: string;
    /** Its street appears, as written, in the visible text of the page the markup is on (page-facts.ts). */
    streetShown?: boolean;
  };
  /** Which of Google's recommended properties are present. */
  has: { areaServed: boolean; url: boolean; openingHours: boolean; geo: boolean; image: boolean; priceRange: boolean };
}

/** Business nodes kept per page; candidates looked at (a graph may hold many Organizations). */
const BUSINESSES_KEEP = 3;
/** A broken block is mended for the fix when it is at most this long (the fix hands it back whole). */
const REPAIR_MAX = 32 * 1024;
const CANDIDATES = 12;
/** Nodes with an @id indexed per page, and references followed from one value (a reference to a reference ...). */
const IDS_KEEP = 2000;
const HOPS = 4;

/**
 * Properties whose value Google reads as an address: its structured data pages ask for the
 * fully-qualified URL (LocalBusiness `url`, Organization `logo`, `image`, `sameAs`).
 */
const URL_PROPERTIES = ['url', 'image', 'logo', 'sameAs', 'contentUrl', 'thumbnailUrl'];
const ABSOLUTE = /^https?:\/\/[^/\s]/i;
const US_STATE = new RegExp(`^(?:${US_STATES})$`);
const RELATIVE_KEEP = 4;

type JsonNode = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' ? clip(v, 120) : undefined);
const present = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length);
const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
/** A value as its node: `{"@id": "...#address"}` (Yoast's graph, most WordPress plugins) followed within the page's JSON-LD, at most HOPS references. */
function resolved(value: unknown, ids: Map<string, JsonNode>): unknown {
  let v = first(value);
  for (let hop = 0; hop < HOPS && v && typeof v === 'object' && typeof (v as JsonNode)['@id'] === 'string'; hop++) {
    const node = ids.get((v as JsonNode)['@id'] as string);
    if (!node || node === v) break;
    v = node;
  }
  return v;
}

/** A business node's parts Google reads (see Business), references resolved. */
function businessOf(node: JsonNode, kind: { type: string; local: boolean }, ids: Map<string, JsonNode>): Business {
  const phone = resolved(node.telephone, ids);
  const written = typeof phone === 'string' ? phone : undefined;
  const raw = resolved(node.address, ids);
  let address: Business['address'];
  if (typeof raw === 'string') address = { text: clip(raw, 200) };
  else if (raw && typeof raw === 'object') {
    const a = raw as JsonNode;
    const country = resolved(a.addressCountry, ids);
    const box = text(a.postOfficeBoxNumber);
    address = {
      street: text(a.streetAddress),
      suburb: text(a.addressLocality),
      state: text(a.addressRegion),
      postcode: text(a.postalCode),
      country: text(country) ?? text((country as JsonNode | undefined)?.name),
      ...(box ? { postOfficeBox: box } : {}),
    };
  }
  // Its number is read in the country of its own address: one it names, else a US state's (`FL`), else ours.
  const region = regionOfCountry(address?.country) ?? (US_STATE.test(address?.state ?? '') && !address?.country ? 'US' : DEFAULT_REGION);
  // Markup's telephone is a number whatever it looks like: one no country of ours reads is tried as North American.
  const telephone = written ? (phoneOf(written, region) ?? phoneOf(written, 'US')) : undefined;
  return {
    type: clip(kind.type, 60),
    local: kind.local,
    name: text(node.name),
    ...(telephone ? { telephone } : written ? { telephoneWritten: clip(written, 40) } : {}),
    ...(address ? { address } : {}),
    has: {
      areaServed: present(node.areaServed),
      url: present(node.url),
      openingHours: present(node.openingHoursSpecification) || present(node.openingHours),
      geo: present(node.geo),
      image: present(node.image) || present(node.logo),
      priceRange: present(node.priceRange),
    },
  };
}

/** The @type names in a parsed JSON-LD value, visited with a work list (never recursion), bounded; nodes with an @id into `ids`, business nodes into `candidates`. */
function typesIn(value: unknown, into: Set<string>, ids: Map<string, JsonNode>, candidates: JsonNode[], relative: string[]): void {
  // Each value with whether it is a top node (the block, its array, its @graph): only those name the page's @types.
  const work: [unknown, boolean][] = [[value, true]];
  for (let visited = 0; work.length && visited < JSON_LD_NODES; visited++) {
    const [node, top] = work.pop() as [unknown, boolean];
    if (Array.isArray(node)) {
      for (let i = Math.min(node.length, JSON_LD_NODES) - 1; i >= 0; i--) work.push([node[i], top]);
    } else if (node && typeof node === 'object') {
      const n = node as JsonNode;
      const types = typesOf(n);
      if (top) for (const one of types) if (into.size < TYPES_KEEP) into.add(clip(one, 60));
      const id = n['@id'];
      // A node that only points elsewhere ({"@id": ...}) is a reference, not the node itself.
      if (typeof id === 'string' && Object.keys(n).length > 1 && !ids.has(id) && ids.size < IDS_KEEP) ids.set(id, n);
      for (const key of URL_PROPERTIES) {
        const written = n[key];
        for (const v of Array.isArray(written) ? written.slice(0, 8) : [written])
          if (typeof v === 'string' && v.trim() && !ABSOLUTE.test(v.trim()) && relative.length < RELATIVE_KEEP)
            relative.push(`${key} "${clip(v.trim(), 80)}"`);
      }
      const known = typeof id === 'string' && candidates.some((c) => c['@id'] === id);
      if (types.length && businessType(types) && candidates.length < CANDIDATES && !known) candidates.push(n);
      // Nested values too: a business as a Service's provider, a PostalAddress inside its business.
      const entries = Object.entries(n);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, v] = entries[i] as [string, unknown];
        if (v && typeof v === 'object') work.push([v, top && key === '@graph']);
      }
    }
  }
}

/** The page's JSON-LD blocks, one at a time. */
export class JsonLdReader {
  readonly data: StructuredData = { types: [], broken: 0, unread: 0, businesses: [] };
  private readonly types = new Set<string>();
  private readonly ids = new Map<string, JsonNode>();
  private readonly candidates: JsonNode[] = [];
  private readonly relative: string[] = [];
  private blocks = 0;
  /** The top nodes of the blocks read (the block, its array, its @graph), each with its block's text and where that starts in the page, for the validator (markup-items.ts). */
  readonly nodes: { format: 'jsonld'; node: unknown; at: number; text: string; index: number }[] = [];

  /** `keepSource`: keep the text of each block that holds a business node (`StructuredData.sources`). */
  constructor(private readonly keepSource = false) {}

  /** The page's microdata (microdata.ts): its items' types, and its business item as a node of its own. */
  addMicrodata(types: Iterable<string>, business: JsonNode | undefined): void {
    for (const t of types) if (this.types.size < TYPES_KEEP) this.types.add(clip(t, 60));
    this.data.types = [...this.types];
    this.data.microdata = true;
    if (business && this.candidates.length < CANDIDATES) this.candidates.push(business);
    this.data.businesses = this.candidates
      .slice(0, BUSINESSES_KEEP)
      .map((n) => businessOf(n, businessType(typesOf(n)) as { type: string; local: boolean }, this.ids));
  }

  /** The types of an item written as RDFa (items.ts): named among the page's types, as microdata's are. */
  addRdfa(types: Iterable<string>): void {
    for (const t of types) if (this.types.size < TYPES_KEEP) this.types.add(clip(t, 60));
    this.data.types = [...this.types];
  }

  /** One block: its text as kept (at most JSON_LD_MAX + 1 characters), its whole length, and where that text starts in the page. */
  read(text: string, length: number, at = 0): void {
    if (length > JSON_LD_MAX || this.blocks >= JSON_LD_BLOCKS) return void this.data.unread++;
    this.blocks++;
    if (hasPlaceholder(text)) this.data.placeholders = (this.data.placeholders ?? 0) + 1;
    try {
      const before = this.candidates.length;
      const block: unknown = JSON.parse(text);
      for (const [index, node] of topNodes(block).entries())
        if (this.nodes.length < NODES_KEEP) this.nodes.push({ format: 'jsonld', node, at, text, index });
      typesIn(block, this.types, this.ids, this.candidates, this.relative);
      if (this.keepSource && this.candidates.length > before && before < BUSINESSES_KEEP) (this.data.sources ??= []).push(text);
      this.data.types = [...this.types];
      if (this.relative.length) this.data.relativeUrls = [...this.relative];
      // Again after each block: a reference may point into a later block of the same page.
      this.data.businesses = this.candidates
        .slice(0, BUSINESSES_KEEP)
        .map((n) => businessOf(n, businessType(typesOf(n)) as { type: string; local: boolean }, this.ids));
    } catch {
      this.data.broken++;
      const mended = this.keepSource && !this.data.repair && text.length <= REPAIR_MAX ? repairedJson(text) : undefined;
      // Its types are read apart, into sets of their own: none of it is what Google reads.
      const types = new Set<string>();
      if (mended) typesIn(JSON.parse(mended.text), types, new Map(), [], []);
      if (mended) this.data.repair = { text, at, mended, types: [...types] };
    }
  }
}
