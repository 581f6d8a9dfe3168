/**
 * A page's structured data item by item, JSON-LD, microdata and RDFa alike, with what Adobe's
 * validator (markup-validator.ts) says of each: the facts the rich-result findings judge, kept small
 * (the item's JSON clipped, the first few issues each with the node it is about), so the crawl keeps
 * no page's markup whole. What Google's own pages say beyond the validator (review stars on a
 * business's own markup, FAQ and HowTo results, the sitelinks search box) is read here as plain facts:
 * which types each item holds and where a business node carries reviews; findings/rich-results.ts judges them.
 */
import { clip } from '../../lib/clip.js';
import type { RawItem } from './items.js';
import { businessType, typesOf } from './schema-org-types.js';
import { adobeValidator, type MarkupFormat, type ValidatorIssue } from './markup-validator.js';

/** One thing the validator says of an item. */
export interface MarkupIssue {
  severity: 'error' | 'warning';
  /** The type of the node it is about (the item's own, or a node inside it: a BreadcrumbList's ListItem). */
  type: string;
  /** The properties it names (`offers`; `aggregateRating`, `offers` and `review` for "one of"). */
  properties: string[];
  /** The validator's own words, clipped. */
  message: string;
  /** Where the node is inside the item (`itemListElement[2]`), '' for the item itself. */
  path: string;
  /** The node it is about as the page writes it (JSON-LD's text, microdata's or RDFa's start tag), clipped, and its line: what a finding quotes. */
  quote: string;
  line: number;
}

/** An item of the page's structured data, as judged. */
export interface MarkupItem {
  format: MarkupFormat;
  /** Its @type (the first, when it names several). */
  type: string;
  /** Every schema.org type in it, its own first, nested ones after (the first few). */
  types: string[];
  /** Its own properties, by name (the first few): what Google's pages ask of types the validator has no rules for. */
  keys: string[];
  /** The line its `<script>` or element starts on, from 1. */
  line: number;
  /** The item as the page writes it, clipped. */
  quote: string;
  issues: MarkupIssue[];
  /** Issues past the first ISSUES_KEEP. */
  more?: number;
  /** Business nodes (LocalBusiness or Organization by schema.org's hierarchy) that carry review stars of their own: `aggregateRating` or `review`. */
  selfReviews?: { type: string; property: 'aggregateRating' | 'review' }[];
  /** A WebSite with a SearchAction (`potentialAction`): the sitelinks search box. */
  searchAction?: boolean;
  /**
   * A JSON-LD item that lacks a property its page's own tags may give (FILLABLE): its block as written and
   * its place among the block's top nodes, for the fix that adds them (fixes/item-markup.ts).
   */
  block?: { text: string; index: number };
}

/**
 * The properties a page's own tags can give an item (fixes/item-markup.ts fills them from its h1 and its
 * head's tags): Google's recommended ones for articles (developers.google.com/search/docs/appearance/structured-data/article)
 * and a product's name, image and offer (…/product-snippet).
 */
export const FILLABLE: Record<string, readonly string[]> = {
  ...Object.fromEntries(['Article', 'NewsArticle', 'BlogPosting'].map((t) => [t, ['headline', 'image', 'datePublished', 'dateModified']])),
  Product: ['name', 'image', 'offers'],
};
/** A block longer than this is not kept for a fix: one that long is a site's whole graph, and the fix could not show it. */
const BLOCK_KEEP = 32 * 1024;

/** Items judged a page, issues kept an item, types kept an item, nodes visited in an item, characters quoted. */
const ITEMS_KEEP = 24;
const ISSUES_KEEP = 40;
const TYPES_KEEP = 12;
const KEYS_KEEP = 60;
/** Nesting an item may have to be judged: the validator, structuredClone and JSON.stringify recurse, and real markup nests a few levels. */
const DEPTH_MOST = 32;
const NODES_MOST = 2000;
const QUOTE = 240;

type Node = Record<string, unknown>;

/** An item as read: JSON-LD's top node with its block's text and where that starts, or a microdata or RDFa item with where each node starts. */
export type ReadItem = RawItem | { format: 'jsonld'; node: unknown; at: number; text: string; index: number };

/** The page's items judged by the validator (loaded only when there is one), each with where it and each node an issue is about are written. */
export async function markupItemsOf(raw: readonly ReadItem[], html: string): Promise<MarkupItem[]> {
  const kept = raw
    .filter((r) => r.node && typeof r.node === 'object' && typesOf(r.node as Node).length && shallow(r.node))
    .slice(0, ITEMS_KEEP);
  if (!kept.length) return [];
  const { validate } = await adobeValidator();
  const judged = [];
  // Top nodes of one block are found in its text in order, each after the one before.
  const after = new Map<string, number>();
  for (const r of kept) {
    const node = r.node as Node;
    const locate = locator(r);
    const from = 'text' in r ? (after.get(r.text) ?? 0) : 0;
    const itemAt = locate(node, from);
    const inText = 'text' in r ? itemAt - r.at : 0;
    if ('text' in r) after.set(r.text, inText + 1);
    const issues = await validate(r.format, [node]);
    judged.push({
      r,
      node,
      itemAt,
      issues: issues.slice(0, ISSUES_KEEP).map((issue) => issueOf(issue, node, (n) => locate(n, inText))),
      more: issues.length - ISSUES_KEEP,
    });
  }
  const lines = linesAt(
    html,
    judged.flatMap((j) => [j.itemAt, ...j.issues.map((i) => i.at)]),
  );
  let next = 0;
  // Issues about one node share its quote: a Product missing many properties keeps one copy.
  const quotes = new Map<number, string>();
  const quoteAt = (at: number, format: MarkupFormat) => {
    let quote = quotes.get(at);
    if (quote === undefined) quotes.set(at, (quote = writtenQuote(html, at, format)));
    return quote;
  };
  return judged.map(({ r, node, itemAt, issues, more }) => {
    const line = lines[next++] ?? 1;
    const type = clip(typesOf(node)[0] ?? '', 60);
    const lacks = (FILLABLE[type] ?? []).some((k) => node[k] === undefined || node[k] === '' || node[k] === null);
    return {
      format: r.format,
      type,
      types: typesWithin(node),
      keys: Object.keys(node)
        .filter((k) => !k.startsWith('@') && node[k] !== '' && node[k] !== null)
        .slice(0, KEYS_KEEP)
        .map((k) => clip(k, 60)),
      line,
      quote: quoteAt(itemAt, r.format),
      issues: issues.map(({ at, ...issue }) => ({ ...issue, line: lines[next++] ?? line, quote: quoteAt(at, r.format) })),
      ...(more > 0 && { more }),
      ...facts(node),
      ...('text' in r && lacks && r.text.length <= BLOCK_KEEP && { block: { text: r.text, index: r.index } }),
    };
  });
}

const regexEscaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The longest `@id` or `@type` looked for by its text: real ones are short, and a page's 60 KB one would make too large a pattern. */
const LOCATED_MAX = 512;

/**
 * Where a node is written in the page: a microdata or RDFa node's start tag; a JSON-LD node's `{`, found
 * in its block's text (searched from `from`, an offset in the text) by its `@id` with more written after
 * it (a reference, `{"@id": …}`, has none), else by its `@type`; else where the search began.
 */
function locator(r: ReadItem): (node: unknown, from: number) => number {
  if (!('text' in r)) return (node) => (node && typeof node === 'object' ? r.starts.get(node) : undefined) ?? r.at;
  const { text, at } = r;
  return (node, from) => {
    const n = node && typeof node === 'object' && !Array.isArray(node) ? (node as Node) : {};
    const id = n['@id'];
    const written = typeof id === 'string' && id.length <= LOCATED_MAX ? JSON.stringify(id) : undefined;
    const patterns = [
      ...(written ? [written, written.replaceAll('/', '\\/')].map((w) => `"@id"\\s*:\\s*${regexEscaped(w)}\\s*,`) : []),
      ...typesOf(n)
        .slice(0, 1)
        .filter((t) => t.length <= LOCATED_MAX)
        .map((t) => `"@type"\\s*:\\s*\\[?\\s*"(?:https?:(?:\\\\?/){2}schema\\.org(?:\\\\?/)|schema:)?${regexEscaped(t)}"`),
    ];
    for (const pattern of patterns) {
      const found = new RegExp(pattern, 'g');
      found.lastIndex = from;
      const m = found.exec(text);
      if (m) return at + Math.max(from, text.lastIndexOf('{', m.index));
    }
    return at + from;
  };
}

/** What is written at an offset: a JSON-LD node's text, or a microdata or RDFa start tag, whitespace collapsed and clipped. */
function writtenQuote(html: string, at: number, format: MarkupFormat): string {
  // A JSON-LD node's text ends with its block; a start tag with its `>`.
  const close = format === 'jsonld' ? /<\/script/gi : />/g;
  close.lastIndex = at;
  const found = close.exec(html);
  const end = Math.min(found ? found.index + (format === 'jsonld' ? 0 : 1) : html.length, at + QUOTE * 2);
  return clip(html.slice(at, end).replace(/\s+/g, ' ').trim(), QUOTE);
}

/** An issue with where the node it is about is written, found by following its path from the item (the validator's steps: a property, an index). */
function issueOf(
  issue: ValidatorIssue,
  item: Node,
  locate: (node: unknown) => number,
): Omit<MarkupIssue, 'quote' | 'line'> & { at: number } {
  let node: unknown = item;
  const where: string[] = [];
  for (const step of (issue.path ?? []).slice(1)) {
    if (step.property !== undefined) {
      node = (node as Node | undefined)?.[step.property];
      where.push(step.property);
    }
    if (step.index !== undefined && Array.isArray(node)) {
      node = node[step.index];
      where.push(`[${step.index}]`);
    }
  }
  const type = [(node as Node | undefined)?.['@type'] ?? issue.path?.at(-1)?.type].flat()[0];
  return {
    severity: issue.severity === 'ERROR' ? 'error' : 'warning',
    type: clip(typeof type === 'string' ? type.replace(/^(?:https?:\/\/schema\.org\/|schema:)/, '') : '', 60),
    properties: (issue.fieldNames ?? []).slice(0, 8).map((p) => clip(p, 60)),
    message: clip(issue.issueMessage, 600),
    path: clip(where.join('.').replace(/\.\[/g, '['), 80),
    at: locate(node),
  };
}

/** The value nests at most DEPTH_MOST levels (a work list, never recursion; a hostile block nests thousands). */
function shallow(value: unknown): boolean {
  const work: [unknown, number][] = [[value, 0]];
  for (let visited = 0; work.length; visited++) {
    const [v, depth] = work.pop() as [unknown, number];
    if (depth > DEPTH_MOST || visited > NODES_MOST * 8) return false;
    if (v && typeof v === 'object')
      for (const child of Object.values(v)) if (child && typeof child === 'object') work.push([child, depth + 1]);
  }
  return true;
}

/** The nodes of an item, visited with a work list (never recursion), bounded. */
function nodesOf(item: Node): Node[] {
  const nodes: Node[] = [];
  const work: unknown[] = [item];
  for (let visited = 0; work.length && visited < NODES_MOST; visited++) {
    const v = work.pop();
    if (Array.isArray(v)) for (let i = Math.min(v.length, NODES_MOST) - 1; i >= 0; i--) work.push(v[i]);
    else if (v && typeof v === 'object') {
      nodes.push(v as Node);
      const values = Object.values(v);
      for (let i = values.length - 1; i >= 0; i--) if (values[i] && typeof values[i] === 'object') work.push(values[i]);
    }
  }
  return nodes;
}

/** Every type in the item, its own first. */
function typesWithin(item: Node): string[] {
  const types = new Set<string>();
  for (const n of nodesOf(item)) for (const t of typesOf(n)) if (types.size < TYPES_KEEP) types.add(clip(t, 60));
  return [...types];
}

/** What Google's pages say of beyond the validator: a business's own stars, the sitelinks search box. */
function facts(item: Node): Pick<MarkupItem, 'selfReviews' | 'searchAction'> {
  const selfReviews: NonNullable<MarkupItem['selfReviews']> = [];
  let searchAction = false;
  for (const n of nodesOf(item)) {
    const types = typesOf(n);
    const business = businessType(types);
    if (business)
      for (const property of ['aggregateRating', 'review'] as const)
        if (n[property] && selfReviews.length < 4) selfReviews.push({ type: clip(business.type, 60), property });
    // A Review or AggregateRating of the business itself, given apart from its node.
    const reviewed = n.itemReviewed;
    const kind = types.includes('AggregateRating') ? 'aggregateRating' : types.includes('Review') ? 'review' : undefined;
    const of = reviewed && typeof reviewed === 'object' && !Array.isArray(reviewed) ? businessType(typesOf(reviewed as Node)) : undefined;
    if (kind && of && selfReviews.length < 4) selfReviews.push({ type: clip(of.type, 60), property: kind });
    if (types.includes('WebSite'))
      searchAction ||= [n.potentialAction].flat().some((a) => a && typeof a === 'object' && typesOf(a as Node).includes('SearchAction'));
  }
  return { ...(selfReviews.length && { selfReviews }), ...(searchAction && { searchAction }) };
}

/** The line (from 1) of each offset, in one pass over the HTML up to the last. */
function linesAt(html: string, offsets: number[]): number[] {
  const order = offsets.map((at, i) => [at, i] as const).sort((a, b) => a[0] - b[0]);
  const lines: number[] = [];
  let line = 1;
  let from = 0;
  for (const [at, i] of order) {
    for (let nl = html.indexOf('\n', from); nl !== -1 && nl < at; nl = html.indexOf('\n', from)) {
      line++;
      from = nl + 1;
    }
    lines[i] = line;
  }
  return lines;
}
