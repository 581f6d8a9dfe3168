/**
 * The facts the site check needs from a prospect's HTML, read in one linear pass without building a
 * tree. htmlparser2's Tokenizer is a state machine over the string; this file only counts and keeps
 * a few capped values from its events. Nothing recurses, nothing grows with nesting depth (20,000
 * nested elements cost what 20,000 siblings cost), and the string is fed in slices with the event
 * loop free between them, so no page, however hostile, blocks the site or exhausts its stack.
 * htmlparser2's Parser is not used: its stack of open elements makes some inputs quadratic.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';
import { clip } from './clip.js';

/** A text value from the page: its length as written, and its first characters, clipped. */
export interface TextFact {
  length: number;
  value: string;
}

export interface PageFacts {
  /** The first <title> (outside SVG and MathML). */
  title?: TextFact;
  /** The first <meta name="description">. */
  description?: TextFact;
  /** Every <meta name="robots"> content, joined, clipped. */
  robots: string;
  viewport?: string;
  /** <html lang>, clipped. */
  lang?: string;
  /** Every <link rel="canonical"> href (the first few, clipped) and how many there are. */
  canonicals: string[];
  canonicalCount: number;
  h1: number;
  /** Times a heading goes down more than one level (h2 straight to h4). */
  headingSkips: number;
  images: number;
  imagesWithoutAlt: number;
  /** The Open Graph properties present among og:title, og:description and og:image. */
  openGraph: string[];
  /** JSON-LD: the @types named (clipped, the first few), blocks that do not parse, blocks too large to read. */
  structuredData: { types: string[]; broken: number; unread: number };
  /** Scripts, styles, images and frames the page loads over plain http:// (mixed content on https). */
  insecureResources: number;
  /** Every <a href> as written (the first LINKS_KEEP), for the crawl. */
  links: string[];
  /** Every <img>: its address, and whether it has alt text and a width and height (the first IMAGES_KEEP). */
  imageList: { src: string; alt: boolean; sized: boolean }[];
  /** Every <form>'s action as written ('' when it posts to its own page). */
  forms: string[];
  /** Elements on the page (the DOM size). */
  elements: number;
  /** Words of visible text (outside scripts, styles and the title). */
  words: number;
}

/** Characters of the string tokenized between two checks of the clock. */
const SLICE_CHARS = 32 * 1024;
/** Longest the event loop is held before the rest waits for the next turn (two checks at once: twice this). */
const SLICE_MS = 2;
/** Longest text kept while reading (title, description); the length is counted to the end. */
const TEXT_KEEP = 1024;
/** A JSON-LD block larger than this is not parsed (deeply nested JSON costs about 0.3 ms a KB). */
export const JSON_LD_MAX = 64 * 1024;
/** JSON-LD blocks parsed per page; values visited in each when collecting @type. */
const JSON_LD_BLOCKS = 16;
const JSON_LD_NODES = 10_000;
/** Values kept in a list fact (canonicals, types). */
const LIST_KEEP = 8;
/** Links, images and forms kept per page for the crawl; each address clipped to URL_KEEP characters. */
export const LINKS_KEEP = 500;
const IMAGES_KEEP = 200;
const FORMS_KEEP = 20;
const URL_KEEP = 2000;

/** The attributes read, per element; any other element's attributes are skipped unread. */
const READ: Record<string, readonly string[]> = {
  html: ['lang'],
  meta: ['name', 'property', 'content'],
  link: ['rel', 'href'],
  img: ['src', 'alt', 'width', 'height'],
  a: ['href'],
  form: ['action'],
  script: ['src', 'type'],
  iframe: ['src'],
  video: ['src'],
  audio: ['src'],
  source: ['src'],
};
const HEADING = /^h[1-6]$/;
/** Every element read is `a` or has a name of 2 to 6 letters: others (b, i, p, section ...) are never sliced out. */
const mayMatter = (html: string, start: number, end: number) => (end - start >= 2 && end - start <= 6) || (end - start === 1 && (html[start] === 'a' || html[start] === 'A'));
/** Elements whose text is code, not words. */
const RAW_TEXT = new Set(['script', 'style', 'noscript', 'template']);
const OPEN_GRAPH = ['og:title', 'og:description', 'og:image'];
const insecure = (url: string | undefined) => url !== undefined && /^\s*http:/i.test(url);

/** The @type names in a parsed JSON-LD value, visited with a work list (never recursion), bounded. */
function typesIn(value: unknown, into: Set<string>): void {
  const work: unknown[] = [value];
  for (let visited = 0; work.length && visited < JSON_LD_NODES; visited++) {
    const node = work.pop();
    if (Array.isArray(node)) {
      work.push(...node.slice(0, JSON_LD_NODES));
    } else if (node && typeof node === 'object') {
      const { '@type': type, '@graph': graph } = node as Record<string, unknown>;
      for (const one of Array.isArray(type) ? type : [type]) if (typeof one === 'string' && into.size < LIST_KEEP) into.add(clip(one, 60));
      if (graph) work.push(graph);
    }
  }
}

/** Kept text, and its collapsed form measured as a browser shows it. */
function textFact(s: string, length: number): TextFact {
  const collapsed = s.replace(/\s+/g, ' ').trim();
  return { length: length > s.length ? length - (s.length - collapsed.length) : collapsed.length, value: clip(collapsed) };
}

/**
 * The Tokenizer's listener: it keeps the name and attributes (only those READ names, each capped)
 * of the element being opened, hands each finished start tag to `opened`, and keeps the text of a
 * title or JSON-LD script while one is open.
 */
class FactReader implements TokenizerCallbacks {
  readonly facts: PageFacts = {
    robots: '',
    canonicals: [],
    canonicalCount: 0,
    h1: 0,
    headingSkips: 0,
    images: 0,
    imagesWithoutAlt: 0,
    openGraph: [],
    structuredData: { types: [], broken: 0, unread: 0 },
    insecureResources: 0,
    links: [],
    imageList: [],
    forms: [],
    elements: 0,
    words: 0,
  };
  /** Inside a script, style, noscript or template: its text is not words. */
  private raw = 0;
  private inWord = false;
  private readonly types = new Set<string>();
  private tag = '';
  private reading: readonly string[] | undefined;
  private attrs = new Map<string, string>();
  private attrName = '';
  private attrValue = '';
  private attrLength = 0;
  private contentLength = 0;
  private foreign = 0;
  private lastHeading = 0;
  private sawHtml = false;
  /** The element whose text is being kept: the first title, or a JSON-LD script. */
  private capture: 'title' | 'json-ld' | undefined;
  private text = '';
  private textLength = 0;
  private jsonBlocks = 0;

  constructor(private readonly html: string) {}

  onopentagname(start: number, end: number): void {
    this.facts.elements++;
    this.tag = mayMatter(this.html, start, end) ? this.html.slice(start, end).toLowerCase() : '';
    this.reading = READ[this.tag];
    if (this.reading) this.attrs = new Map();
  }
  onattribname(start: number, end: number): void {
    if (!this.reading) return;
    this.attrName = this.html.slice(start, end).toLowerCase();
    this.attrValue = '';
    this.attrLength = 0;
  }
  onattribdata(start: number, end: number): void {
    if (!this.reading) return;
    this.attrLength += end - start;
    if (this.attrValue.length < TEXT_KEEP) this.attrValue += this.html.slice(start, Math.min(end, start + TEXT_KEEP));
  }
  onattribentity(codepoint: number): void {
    if (!this.reading) return;
    this.attrLength++;
    if (this.attrValue.length < TEXT_KEEP) this.attrValue += String.fromCodePoint(codepoint);
  }
  onattribend(): void {
    // The first of a repeated attribute wins, as in browsers.
    if (!this.reading?.includes(this.attrName) || this.attrs.has(this.attrName)) return;
    this.attrs.set(this.attrName, this.attrValue);
    if (this.attrName === 'content') this.contentLength = this.attrLength;
  }
  onopentagend(): void {
    this.opened();
  }
  onselfclosingtag(): void {
    this.opened();
    // <svg/> opens no foreign content.
    if (this.tag === 'svg' || this.tag === 'math') this.foreign--;
  }
  onclosetag(start: number, end: number): void {
    if ((this.capture || this.foreign || this.raw) && mayMatter(this.html, start, end)) this.closed(this.html.slice(start, end).toLowerCase());
  }
  ontext(start: number, end: number): void {
    if (this.capture) this.keep(this.html.slice(start, Math.min(end, start + JSON_LD_MAX + 1)));
    else if (!this.raw) this.countWords(start, end);
  }
  ontextentity(codepoint: number): void {
    if (this.capture) this.keep(String.fromCodePoint(codepoint));
  }
  isInForeignContext(): boolean {
    return this.foreign > 0;
  }
  oncdata(): void {}
  oncomment(): void {}
  ondeclaration(): void {}
  onprocessinginstruction(): void {}
  onend(): void {
    // A title or JSON-LD block the page never closed ends with the page.
    if (this.capture === 'title') this.closed('title');
    else if (this.capture === 'json-ld') this.closed('script');
    this.facts.structuredData.types = [...this.types];
  }

  /** Counts the starts of words (a non-space after a space); a word split across two calls may count twice. */
  private countWords(start: number, end: number): void {
    for (let i = start; i < end; i++) {
      const c = this.html.charCodeAt(i);
      const space = c === 32 || (c >= 9 && c <= 13) || c === 160;
      if (!space && !this.inWord) this.facts.words++;
      this.inWord = !space;
    }
  }

  private keep(s: string): void {
    this.textLength += s.length;
    const limit = this.capture === 'json-ld' ? JSON_LD_MAX + 1 : TEXT_KEEP;
    if (this.text.length < limit) this.text += s.slice(0, limit - this.text.length);
  }

  private startCapture(what: 'title' | 'json-ld'): void {
    this.capture = what;
    this.text = '';
    this.textLength = 0;
  }

  /** A start tag, with the attributes READ for it. */
  private opened(): void {
    const { facts, attrs, tag } = this;
    if (tag === 'html') {
      if (!this.sawHtml && attrs.has('lang')) facts.lang = clip(attrs.get('lang')!, 40);
      this.sawHtml = true;
    } else if (tag === 'title') {
      if (!facts.title && !this.foreign) this.startCapture('title');
    } else if (tag === 'meta') this.meta();
    else if (tag === 'link') this.link();
    else if (tag === 'img') this.image();
    else if (tag === 'a') {
      if (attrs.has('href') && facts.links.length < LINKS_KEEP) facts.links.push(attrs.get('href')!.trim().slice(0, URL_KEEP));
    } else if (tag === 'form') {
      if (facts.forms.length < FORMS_KEEP) facts.forms.push((attrs.get('action') ?? '').trim().slice(0, URL_KEEP));
    } else if (tag === 'script' && (attrs.get('type') ?? '').trim().toLowerCase() === 'application/ld+json') this.startCapture('json-ld');
    else if (RAW_TEXT.has(tag)) this.raw++;
    else if (tag === 'svg' || tag === 'math') this.foreign++;
    else if (HEADING.test(tag)) this.heading(Number(tag[1]));
    // Scripts, images, frames and media loaded over http:// (a stylesheet's address is its href).
    if (this.reading?.includes('src') && insecure(attrs.get('src'))) facts.insecureResources++;
  }

  private meta(): void {
    const { facts, attrs } = this;
    const name = attrs.get('name')?.trim().toLowerCase();
    const content = attrs.get('content') ?? '';
    if (name === 'description' && !facts.description) facts.description = textFact(content, this.contentLength);
    else if (name === 'robots') facts.robots = clip(`${facts.robots} ${content}`);
    else if (name === 'viewport' && facts.viewport === undefined) facts.viewport = clip(content);
    const property = attrs.get('property')?.trim().toLowerCase() ?? '';
    if (OPEN_GRAPH.includes(property) && !facts.openGraph.includes(property)) facts.openGraph.push(property);
  }

  private link(): void {
    const { facts, attrs } = this;
    const rel = ` ${(attrs.get('rel') ?? '').toLowerCase().replace(/\s+/g, ' ')} `;
    if (rel.includes(' canonical ')) {
      facts.canonicalCount++;
      if (facts.canonicals.length < LIST_KEEP) facts.canonicals.push(clip(attrs.get('href') ?? ''));
    }
    if (rel.includes(' stylesheet ') && insecure(attrs.get('href'))) facts.insecureResources++;
  }

  private image(): void {
    const { facts, attrs } = this;
    facts.images++;
    if (!attrs.has('alt')) facts.imagesWithoutAlt++;
    if (facts.imageList.length < IMAGES_KEEP) facts.imageList.push({ src: (attrs.get('src') ?? '').trim().slice(0, URL_KEEP), alt: attrs.has('alt'), sized: attrs.has('width') && attrs.has('height') });
  }

  private heading(level: number): void {
    if (level === 1) this.facts.h1++;
    if (this.lastHeading && level > this.lastHeading + 1) this.facts.headingSkips++;
    this.lastHeading = level;
  }

  /** An end tag, while it can matter: inside a kept title or JSON-LD script, or in SVG or MathML. */
  private closed(name: string): void {
    if ((name === 'svg' || name === 'math') && this.foreign) this.foreign--;
    if (RAW_TEXT.has(name) && this.raw && this.capture !== 'json-ld') this.raw--;
    if (this.capture === 'title' && name === 'title') {
      this.facts.title = textFact(this.text, this.textLength);
      this.capture = undefined;
    } else if (this.capture === 'json-ld' && name === 'script') {
      this.capture = undefined;
      this.jsonLd();
    }
  }

  private jsonLd(): void {
    const data = this.facts.structuredData;
    if (this.textLength > JSON_LD_MAX || this.jsonBlocks >= JSON_LD_BLOCKS) return void data.unread++;
    this.jsonBlocks++;
    try {
      typesIn(JSON.parse(this.text), this.types);
    } catch {
      data.broken++;
    }
  }
}

/**
 * Reads `html` and resolves with its facts. Rejects with the signal's reason when `signal` aborts
 * first (the check's deadline), checked between slices.
 */
export async function readPage(html: string, signal?: AbortSignal): Promise<PageFacts> {
  const reader = new FactReader(html);
  const tokenizer = new Tokenizer({ decodeEntities: true }, reader);
  let sliceStarted = performance.now();
  for (let at = 0; at < html.length; at += SLICE_CHARS) {
    tokenizer.write(html.slice(at, at + SLICE_CHARS));
    if (performance.now() - sliceStarted > SLICE_MS) {
      await nextTurn();
      signal?.throwIfAborted();
      sliceStarted = performance.now();
    }
  }
  tokenizer.end();
  return reader.facts;
}
