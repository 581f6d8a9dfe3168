/**
 * Where each element of the page is, as a browser's HTML parser places it, followed in one pass
 * without a tree from the same Tokenizer events as page-facts.ts, and what search engines read from
 * the head alone: canonical links, hreflang links, robots metas and Content-Security-Policy metas; and the page's `<link rel="ai-catalog">`,
 * wherever it is, as Lighthouse finds it with a selector.
 *
 * - Head or body: the parser's modes before the body ("before head", "in head", "after head", then
 *   "in body"), from the HTML standard's tree construction (13.2.6.4.2-5), with scripting on as in
 *   Chrome. A stray `<img>`, `<div>` or word of text in the head ends it early, whatever follows;
 *   a `<link>` or `<meta>` after `</head>` but before the body is put back into the head.
 * - Hidden content: a browser makes no elements of what is inside `<noscript>` (raw text, with
 *   scripting on) or `<template>`, so links and metas there do not count.
 * - Links (`<a>`) and the elements and text inside them go to anchor-facts.ts.
 *
 * Nothing here grows with the page: a mode, a flag, a counter and capped lists.
 */
import type { AnchorReader, Handler } from './anchor-facts.js';

type Mode = 'before-head' | 'in-head' | 'after-head' | 'in-body';

/** The robots metas search engines read: the generic one and those for the crawlers Lighthouse asks about. */
export const ROBOTS_META_NAMES = ['robots', 'googlebot', 'bingbot', 'duckduckbot', 'archive.org_bot'] as const;
export type RobotsMetaName = (typeof ROBOTS_META_NAMES)[number];

/** Elements the parser keeps in the head (and puts back into it when they come after `</head>`). */
const HEAD_ELEMENTS = new Set(['base', 'basefont', 'bgsound', 'link', 'meta', 'noframes', 'script', 'style', 'template', 'title']);
/** End tags that end the head and open the body; any other end tag before the body is ignored. */
const BODY_END_TAGS = new Set(['body', 'html', 'br']);
/** Elements whose content the Tokenizer reads as text up to their end tag (outside SVG and MathML): not the page's text. */
const TEXT_ONLY = new Set(['script', 'style', 'title', 'textarea', 'xmp', 'iframe', 'noembed', 'noframes']);
/** Canonical links kept (distinct), language versions kept, and characters kept of an address or a language code. */
const CANONICALS_KEEP = 8;
const ALTERNATES_KEEP = 32;
const URL_KEEP = 2000;
const HREFLANG_KEEP = 64;
/** `<meta http-equiv="Content-Security-Policy">` policies kept, and characters kept of each (as header-facts.ts keeps a header's). */
const CSP_METAS_KEEP = 4;
const CSP_META_CHARS = 8192;
/** Characters kept of a referrer meta's content: the longest policy name is 31. */
const REFERRER_KEEP = 64;

/** What only the head says, as written. */
export interface HeadFacts {
  /** `<link rel="canonical">` hrefs: non-empty, distinct, the first CANONICALS_KEEP. */
  canonicals: string[];
  /** `<link rel="alternate" hreflang>` pairs (href '' when absent), the first ALTERNATES_KEEP. */
  alternates: { hreflang: string; href: string }[];
  /** The first `<meta name="robots">`'s content, and the first meta's named for each crawler. */
  robotsMeta: Partial<Record<RobotsMetaName, string>>;
  /** The first `<link>` whose rel has the word `ai-catalog` (any case), in the head or the body: its href as written (ai-catalog.ts). */
  aiCatalog?: string;
  /** Each `<meta http-equiv="Content-Security-Policy">` in the head (a browser ignores one in the body): its content, the first CSP_METAS_KEEP. */
  cspMetas: string[];
  /** The first `<meta name="referrer">`'s content: it sets the page's referrer policy in place of the header's. */
  referrerMeta?: string;
}

export class HeadReader {
  readonly facts: HeadFacts = { canonicals: [], alternates: [], robotsMeta: {}, cspMetas: [] };
  private mode: Mode = 'before-head';
  private noscript = false;
  private templates = 0;
  private textOnly = false;

  constructor(private readonly anchors: AnchorReader) {}

  /** Whether end tags must be named for this reader: before the body, in hidden content, or in a link. */
  get wantsEndTags(): boolean {
    return this.mode !== 'in-body' || this.hidden || this.anchors.isOpen;
  }

  private get hidden(): boolean {
    return this.noscript || this.templates > 0;
  }

  /** A start tag: its lowercased name ('' for one the reader does not name), the attributes read, its first event handler. */
  opened(tag: string, attrs: Map<string, string>, handler: Handler | undefined, foreign: boolean): void {
    if (this.noscript) return;
    if (this.templates) {
      if (tag === 'template') this.templates++;
      return;
    }
    const inHead = this.place(tag);
    if (tag === 'link' && this.facts.aiCatalog === undefined) this.catalogLink(attrs);
    if (inHead && tag === 'link') this.link(attrs);
    else if (inHead && tag === 'meta') this.meta(attrs);
    if (tag === 'a') this.anchors.opened(attrs, handler, foreign);
    else if (this.anchors.isOpen) this.anchors.inner(tag, attrs.get('lang'), tag === 'img' ? attrs.get('alt') : undefined);
    if (foreign) return;
    if (tag === 'noscript') this.noscript = true;
    else if (tag === 'template') this.templates++;
    else if (TEXT_ONLY.has(tag)) this.textOnly = true;
  }

  /** An end tag, named ('' when the reader does not name it). */
  closed(name: string): void {
    // The Tokenizer ends a title, script ... only at its own end tag.
    this.textOnly = false;
    if (this.noscript) {
      if (name === 'noscript') this.noscript = false;
      return;
    }
    if (this.templates) {
      if (name === 'template') this.templates--;
      return;
    }
    if (this.mode !== 'in-body') {
      if (name === 'head' && this.mode !== 'after-head') this.mode = 'after-head';
      else if (BODY_END_TAGS.has(name)) this.mode = 'in-body';
    }
    if (name === 'a') this.anchors.closed();
    else this.anchors.innerEnd();
  }

  /** Text `html[start, end)`. */
  text(html: string, start: number, end: number): void {
    if (this.textOnly || this.hidden) return;
    if (this.mode !== 'in-body' && !isBlank(html, start, end)) this.mode = 'in-body';
    this.anchors.text(html, start, end);
  }

  /** A character reference in the text. */
  entity(codepoint: number): void {
    if (this.textOnly || this.hidden) return;
    if (this.mode !== 'in-body' && !BLANK.includes(codepoint)) this.mode = 'in-body';
    this.anchors.entity(codepoint);
  }

  /** Moves the mode on for a start tag; returns whether the element goes into the head. */
  private place(tag: string): boolean {
    if (this.mode === 'in-body' || tag === 'html') return false;
    if (tag === 'head') {
      if (this.mode === 'before-head') this.mode = 'in-head';
      return false;
    }
    // Before and in the head, a <noscript> is the head's; after it, it opens the body like any other element.
    if (!HEAD_ELEMENTS.has(tag) && !(tag === 'noscript' && this.mode !== 'after-head')) {
      this.mode = 'in-body';
      return false;
    }
    // A head element before <head> opens the head implicitly.
    if (this.mode === 'before-head') this.mode = 'in-head';
    return true;
  }

  private link(attrs: Map<string, string>): void {
    const { canonicals, alternates } = this.facts;
    // The whole rel, not its words: rel="canonical alternate" is neither to search engines.
    const rel = (attrs.get('rel') ?? '').toLowerCase();
    const href = (attrs.get('href') ?? '').slice(0, URL_KEEP);
    if (rel === 'canonical' && href && !canonicals.includes(href) && canonicals.length < CANONICALS_KEEP) canonicals.push(href);
    const hreflang = attrs.get('hreflang') ?? '';
    if (rel === 'alternate' && hreflang && alternates.length < ALTERNATES_KEEP)
      alternates.push({ hreflang: hreflang.slice(0, HREFLANG_KEEP), href });
  }

  /** `link[rel~="ai-catalog" i]`, Lighthouse's selector: the word among the rel's words. */
  private catalogLink(attrs: Map<string, string>): void {
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/[\t\n\f\r ]+/);
    if (rel.includes('ai-catalog')) this.facts.aiCatalog = (attrs.get('href') ?? '').slice(0, URL_KEEP);
  }

  private meta(attrs: Map<string, string>): void {
    const content = attrs.get('content');
    if (attrs.get('name')?.toLowerCase() === 'referrer' && this.facts.referrerMeta === undefined)
      this.facts.referrerMeta = (content ?? '').slice(0, REFERRER_KEEP);
    if (attrs.get('http-equiv')?.trim().toLowerCase() === 'content-security-policy' && content !== undefined)
      if (this.facts.cspMetas.length < CSP_METAS_KEEP) this.facts.cspMetas.push(content.slice(0, CSP_META_CHARS));
    // By the exact name, lowercased, the first of each (Lighthouse reads only that one).
    const name = attrs.get('name')?.toLowerCase() as RobotsMetaName | undefined;
    if (name && ROBOTS_META_NAMES.includes(name) && this.facts.robotsMeta[name] === undefined)
      this.facts.robotsMeta[name] = attrs.get('content') ?? '';
  }
}

/** The whitespace the parser skips before the body: tab, LF, FF, CR, space. */
const BLANK = [9, 10, 12, 13, 32];

function isBlank(html: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (!BLANK.includes(html.charCodeAt(i))) return false;
  return true;
}
