/**
 * The page's links as Lighthouse's crawlable-anchors and link-text audits see them, read from the
 * same Tokenizer events as page-facts.ts (passed on by head-facts.ts, which leaves out what is in
 * `<noscript>` and `<template>`), one `<a>` at a time: no tree, no stack, each list capped. A new `<a>` closes an open one, as the HTML parser does; the text of an
 * `<a>` is its text tokens up to `</a>` (not scripts, styles, `alt`), whitespace collapsed, at most
 * VAGUE_TEXT_MAX characters kept, since longer text cannot be vague.
 *
 * The language of a link's text approximates Lighthouse's (the languages of the elements inside it
 * that carry text, else its own `lang`, else the document's): an element inside the link counts with
 * its own `lang` (or the link's) when text follows it before the next tag; two different languages
 * mean "unknown", which reads every list. Elements around the link other than `<body>` and `<html>`
 * are not tracked, nor is a `lang` on an element nested inside another one within the link.
 */
import { clip } from '../../lib/clip.js';
import { isVagueText, VAGUE_TEXT_MAX } from './vague-text.js';

/** A link whose text is on the non-descriptive list for its language, with its href as written. */
export interface VagueLink {
  text: string;
  href: string;
  /**
   * Its language is the page's (the link and what is inside it declare none of their own): kept when
   * vague in any language, and judged once the page's text language is known (page-facts.ts).
   */
  byPage?: true;
}

/** Links kept per page in each list (the first ones). */
const ANCHORS_KEEP = 20;
/** Attributes that make an `<a>` without href a link rather than a placeholder (HTML's "must be omitted" list). */
const HREF_ATTRIBUTES = ['target', 'download', 'ping', 'rel', 'hreflang', 'type', 'referrerpolicy'];
/** Attributes shown in a snippet of an uncrawlable link, in this order. */
const SNIPPET_ATTRIBUTES = ['href', 'role', 'name', 'id', 'target', 'rel'];
/** Elements with no content: a `lang` on them says nothing about any text. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Any address parses against an http(s) page's address exactly when it parses against this one. */
const ANY_HTTP_PAGE = 'https://example.com/';
/** The `void 0` family Lighthouse fails (`javascript:void(0)`, `javascript:void 0` with whitespace removed ...). */
const JAVASCRIPT_VOID = /javascript:void(\(|)0(\)|)/;

/** An event handler attribute (`onclick="..."`), the first of the element's. */
export interface Handler {
  name: string;
  value: string;
}

interface OpenAnchor {
  attrs: Map<string, string>;
  handler: Handler | undefined;
  /** An SVG `<a>`: no rel or name, as in Lighthouse. */
  foreign: boolean;
  uncrawlable: boolean;
  text: string;
  /** Whitespace was met after some text: one space goes before the next. */
  space: boolean;
  /** More text than VAGUE_TEXT_MAX. */
  long: boolean;
  /** The language of the element opened last inside the link, until text or a tag follows it. */
  pendingLang: string | undefined;
  /** The language of the first element inside with text; null once two differ. */
  innerLang: string | undefined | null;
  /** An image inside with alt text names it, as its words would. */
  imageNamed: boolean;
}

/**
 * Lighthouse's crawlable-anchors rules, in its order, on what a static reader can see (inline `on*`
 * handlers, not script-added ones), and one of Google's: a fragment-only href with a handler.
 */
function uncrawlable(attrs: Map<string, string>, handler: Handler | undefined, foreign: boolean): boolean {
  const href = (attrs.get('href') ?? '').replace(/\s/g, '');
  if ((attrs.get('role') ?? '').trim()) return false;
  if (href.startsWith('mailto:')) return false;
  if (href === '' && attrs.get('id')) return false;
  if (href.startsWith('file:')) return true;
  if (!foreign && (attrs.get('name') ?? '').trim()) return false;
  // Without href, an <a> is a placeholder: a crawler can follow it only if it has no script to run.
  if (!attrs.has('href') && !HREF_ATTRIBUTES.some((a) => attrs.has(a))) return handler !== undefined;
  if (!attrs.has('href')) return true;
  if (JAVASCRIPT_VOID.test(href)) return true;
  // Beyond Lighthouse: Google names `#` among the URLs it cannot resolve ("Make your links
  // crawlable"); with a script to run on click, the link's real destination is only in that script.
  if (href.startsWith('#') && handler) return true;
  return !URL.canParse(href, ANY_HTTP_PAGE);
}

/** How the link looks in the page's source, shortened: `<a href="javascript:void(0)">Menu</a>`. */
function snippetOf(open: OpenAnchor): string {
  const attrs = SNIPPET_ATTRIBUTES.flatMap((a) => {
    const value = open.attrs.get(a);
    return value === undefined ? [] : [` ${a}="${clip(value, 80)}"`];
  });
  if (open.handler) attrs.push(` ${open.handler.name}="${clip(open.handler.value, 60)}"`);
  return clip(`<a${attrs.join('')}>${clip(open.text, 60)}${open.long ? '…' : ''}</a>`);
}

export class AnchorReader {
  /** Uncrawlable links, as snippets (the first ANCHORS_KEEP). */
  readonly uncrawlable: string[] = [];
  /** Links with vague text, not excluded by their href or rel (the first ANCHORS_KEEP). */
  readonly vague: VagueLink[] = [];
  private open: OpenAnchor | undefined;

  /** `documentLang`: the language the page declares (`<body lang>`, else `<html lang>`), asked when a link closes. */
  constructor(private readonly documentLang: () => string | undefined) {}

  get isOpen(): boolean {
    return this.open !== undefined;
  }

  /** An `<a>` start tag with its attributes (href, role, id, name, rel, lang and HREF_ATTRIBUTES) and first event handler. */
  opened(attrs: Map<string, string>, handler: Handler | undefined, foreign: boolean): void {
    this.closed();
    this.open = {
      attrs,
      handler,
      foreign,
      uncrawlable: uncrawlable(attrs, handler, foreign),
      text: '',
      space: false,
      long: false,
      pendingLang: undefined,
      innerLang: undefined,
      imageNamed: false,
    };
  }

  /** A start tag inside the open link (its name, '' when unnamed, its `lang`, and an image's `alt`). */
  inner(name: string, lang: string | undefined, alt?: string): void {
    const open = this.open;
    if (open && name === 'img' && alt?.trim()) open.imageNamed = true;
    if (!open || VOID.has(name)) return;
    // Its nearest language: its own, else the link's; an empty one counts as none, as in Lighthouse.
    open.pendingLang = (lang ?? this.ownLang(open)) || undefined;
  }

  /** An end tag inside the open link, other than `</a>`: text after it is not the last element's. */
  innerEnd(): void {
    if (this.open) this.open.pendingLang = undefined;
  }

  /** Text inside the open link: `html[start, end)`. */
  text(html: string, start: number, end: number): void {
    const open = this.open;
    if (!open) return;
    let meaningful = false;
    for (let i = start; i < end && !open.long; i++) meaningful = this.add(open, html.charCodeAt(i)) || meaningful;
    if (meaningful) this.textFrom(open);
  }

  /** A character reference in the open link's text. */
  entity(codepoint: number): void {
    const open = this.open;
    if (open && !open.long && this.add(open, codepoint)) this.textFrom(open);
  }

  /** `</a>`, a new `<a>` or the end of the page: the open link is judged. */
  closed(): void {
    const open = this.open;
    if (!open) return;
    this.open = undefined;
    if (open.uncrawlable && this.uncrawlable.length < ANCHORS_KEEP) this.uncrawlable.push(snippetOf(open));
    if (open.long || this.vague.length >= ANCHORS_KEEP || !this.mayBeVague(open)) return;
    const lang = open.innerLang === null ? undefined : (open.innerLang ?? this.ownLang(open));
    // A link with no words at all (an empty box, an image without alt, no label) says nothing of where it leads either.
    const unnamed = !open.text.trim() && !open.imageNamed && !open.attrs.get('aria-label')?.trim() && !open.attrs.get('title')?.trim();
    const byPage = open.innerLang === undefined && open.attrs.get('lang') === undefined;
    if (unnamed || isVagueText(open.text, byPage ? undefined : lang))
      this.vague.push({
        text: open.text.trim(),
        href: (open.attrs.get('href') ?? '').slice(0, 2000),
        ...(byPage && { byPage: true as const }),
      });
  }

  /** Adds one character, collapsing whitespace; returns whether it was more than whitespace. */
  private add(open: OpenAnchor, c: number): boolean {
    if (c === 9 || c === 10 || c === 12 || c === 13 || c === 32) {
      open.space = open.text.length > 0;
      return false;
    }
    open.text += `${open.space ? ' ' : ''}${String.fromCodePoint(c)}`;
    open.space = false;
    open.long = open.text.length > VAGUE_TEXT_MAX;
    return true;
  }

  /** Text has come: it belongs to the element opened last inside the link, whose language now counts. */
  private textFrom(open: OpenAnchor): void {
    const lang = open.pendingLang;
    open.pendingLang = undefined;
    if (!lang || open.innerLang === null) return;
    if (open.innerLang === undefined) open.innerLang = lang;
    else if (open.innerLang.split('-')[0] !== lang.split('-')[0]) open.innerLang = null;
  }

  /** The link's own `lang` (even empty), else the document's. */
  private ownLang(open: OpenAnchor): string | undefined {
    return open.attrs.get('lang') ?? this.documentLang();
  }

  /** Lighthouse's exclusions that need no address: no href, nofollow (HTML only, case-sensitive), javascript: and mailto:, a fragment or nothing. */
  private mayBeVague(open: OpenAnchor): boolean {
    const href = open.attrs.get('href');
    if (href === undefined || (!open.foreign && (open.attrs.get('rel') ?? '').includes('nofollow'))) return false;
    // As the URL parser reads it: no tabs or newlines anywhere, no spaces or controls around it.
    const stripped = href
      .replace(/[\t\n\r]/g, '')
      .replace(/^[\u0000-\u0020]+/, '')
      .toLowerCase();
    return !(stripped === '' || stripped.startsWith('#') || stripped.startsWith('javascript:') || stripped.startsWith('mailto:'));
  }
}
