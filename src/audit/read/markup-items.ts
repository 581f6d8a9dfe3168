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
  at: string;
  /** The node it is about, as JSON, clipped: what the finding quotes. */
  quote: string;
}

/** An item of the page's structured data, as judged. */
export interface MarkupItem {
  format: MarkupFormat;
  /** Its @type (the first, when it names several). */
  type: string;
  /** Every schema.org type in it, its own first, nested ones after (the first few). */
  types: string[];
  /** The line its `<script>` or element starts on, from 1. */
  line: number;
  /** The item as JSON, clipped. */
  quote: string;
  issues: MarkupIssue[];
  /** Issues past the first ISSUES_KEEP. */
  more?: number;
  /** Business nodes (LocalBusiness or Organization by schema.org's hierarchy) that carry review stars of their own: `aggregateRating` or `review`. */
  selfReviews?: { type: string; property: 'aggregateRating' | 'review' }[];
  /** A WebSite with a SearchAction (`potentialAction`): the sitelinks search box. */
  searchAction?: boolean;
}

/** Items judged a page, issues kept an item, types kept an item, nodes visited in an item, characters quoted. */
const ITEMS_KEEP = 24;
const ISSUES_KEEP = 40;
const TYPES_KEEP = 12;
const NODES_MOST = 2000;
const QUOTE = 240;

type Node = Record<string, unknown>;

/** The page's items judged by the validator (loaded only when there is one), with the line of each. */
export async function markupItemsOf(
  raw: readonly RawItem[] | readonly { format: MarkupFormat; node: unknown; at: number }[],
  html: string,
) {
  const kept = raw.filter((r) => r.node && typeof r.node === 'object' && typesOf(r.node as Node).length).slice(0, ITEMS_KEEP);
  if (!kept.length) return [];
  const { validate } = await adobeValidator();
  const lines = linesAt(
    html,
    kept.map((r) => r.at),
  );
  const items: MarkupItem[] = [];
  for (const [i, r] of kept.entries()) {
    const node = r.node as Node;
    const issues = await validate(r.format, [node]);
    // Issues about one node share its quote: a Product missing many properties keeps one copy.
    const quotes = new Map<unknown, string>();
    items.push({
      format: r.format,
      type: clip(typesOf(node)[0] ?? '', 60),
      types: typesWithin(node),
      line: lines[i] ?? 1,
      quote: quoted(node),
      issues: issues.slice(0, ISSUES_KEEP).map((issue) => issueOf(issue, node, quotes)),
      ...(issues.length > ISSUES_KEEP && { more: issues.length - ISSUES_KEEP }),
      ...facts(node),
    });
  }
  return items;
}

/** The node as JSON, clipped (a string value keeps its quotes: it is shown as written). */
const quoted = (v: unknown) => clip(JSON.stringify(v) ?? '', QUOTE);

/** An issue with the node it is about, found by following its path from the item (the validator's steps: a property, an index). */
function issueOf(issue: ValidatorIssue, item: Node, quotes: Map<unknown, string>): MarkupIssue {
  let node: unknown = item;
  const at: string[] = [];
  for (const step of (issue.path ?? []).slice(1)) {
    if (step.property !== undefined) {
      node = (node as Node | undefined)?.[step.property];
      at.push(step.property);
    }
    if (step.index !== undefined && Array.isArray(node)) {
      node = node[step.index];
      at.push(`[${step.index}]`);
    }
  }
  const type = [(node as Node | undefined)?.['@type'] ?? issue.path?.at(-1)?.type].flat()[0];
  return {
    severity: issue.severity === 'ERROR' ? 'error' : 'warning',
    type: clip(typeof type === 'string' ? type.replace(/^(?:https?:\/\/schema\.org\/|schema:)/, '') : '', 60),
    properties: (issue.fieldNames ?? []).slice(0, 8).map((p) => clip(p, 60)),
    message: clip(issue.issueMessage, 600),
    at: clip(at.join('.').replace(/\.\[/g, '['), 80),
    quote: quotes.get(node) ?? (quotes.set(node, quoted(node)), quotes.get(node) as string),
  };
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
