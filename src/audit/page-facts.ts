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

/** The attributes read, per element; any other element's attributes are skipped unread. */
const READ: Record<string, readonly string[]> = {
  html: ['lang'],
  meta: ['name', 'property', 'content'],
  link: ['rel', 'href'],
  img: ['src', 'alt'],
  script: ['src', 'type'],
  iframe: ['src'],
  video: ['src'],
  audio: ['src'],
  source: ['src'],
};
const HEADING = /^h[1-6]$/;
/** Every element read has a name of 2 to 6 letters: others (b, i, p, a, section ...) are never sliced out. */
const mayMatter = (start: number, end: number) => end - start >= 2 && end - start <= 6;
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

/**
 * Reads `html` and resolves with its facts. Rejects with the signal's reason when `signal` aborts
 * first (the check's deadline), checked between slices.
 */
export async function readPage(html: string, signal?: AbortSignal): Promise<PageFacts> {
  const facts: PageFacts = { robots: '', canonicals: [], canonicalCount: 0, h1: 0, headingSkips: 0, images: 0, imagesWithoutAlt: 0, openGraph: [], structuredData: { types: [], broken: 0, unread: 0 }, insecureResources: 0 };
  const types = new Set<string>();
  let tag = '';
  let reading: readonly string[] | undefined;
  let attrs = new Map<string, string>();
  let attrName = '';
  let attrValue = '';
  let attrLength = 0;
  let contentLength = 0;
  let foreign = 0;
  let lastHeading = 0;
  let sawHtml = false;
  // The element whose text is being kept: the first title, or a JSON-LD script.
  let capture: 'title' | 'json-ld' | undefined;
  let text = '';
  let textLength = 0;
  let jsonBlocks = 0;

  const keep = (s: string) => {
    textLength += s.length;
    const limit = capture === 'json-ld' ? JSON_LD_MAX + 1 : TEXT_KEEP;
    if (text.length < limit) text += s.slice(0, limit - text.length);
  };
  const textFact = (s: string, length: number): TextFact => {
    const collapsed = s.replace(/\s+/g, ' ').trim();
    return { length: length > s.length ? length - (s.length - collapsed.length) : collapsed.length, value: clip(collapsed) };
  };

  const opened = () => {
    switch (tag) {
      case 'html':
        if (!sawHtml && attrs.has('lang')) facts.lang = clip(attrs.get('lang')!, 40);
        sawHtml = true;
        break;
      case 'title':
        if (!facts.title && !foreign) {
          capture = 'title';
          text = '';
          textLength = 0;
        }
        break;
      case 'meta': {
        const name = attrs.get('name')?.trim().toLowerCase();
        const content = attrs.get('content') ?? '';
        if (name === 'description' && !facts.description) facts.description = textFact(content, contentLength);
        else if (name === 'robots') facts.robots = clip(`${facts.robots} ${content}`);
        else if (name === 'viewport' && facts.viewport === undefined) facts.viewport = clip(content);
        const property = attrs.get('property')?.trim().toLowerCase() ?? '';
        if (OPEN_GRAPH.includes(property) && !facts.openGraph.includes(property)) facts.openGraph.push(property);
        break;
      }
      case 'link': {
        const rel = ` ${(attrs.get('rel') ?? '').toLowerCase().replace(/\s+/g, ' ')} `;
        if (rel.includes(' canonical ')) {
          facts.canonicalCount++;
          if (facts.canonicals.length < LIST_KEEP) facts.canonicals.push(clip(attrs.get('href') ?? ''));
        }
        if (rel.includes(' stylesheet ') && insecure(attrs.get('href'))) facts.insecureResources++;
        break;
      }
      case 'img':
        facts.images++;
        if (!attrs.has('alt')) facts.imagesWithoutAlt++;
        if (insecure(attrs.get('src'))) facts.insecureResources++;
        break;
      case 'script':
        if (insecure(attrs.get('src'))) facts.insecureResources++;
        if ((attrs.get('type') ?? '').trim().toLowerCase() === 'application/ld+json') {
          capture = 'json-ld';
          text = '';
          textLength = 0;
        }
        break;
      case 'iframe':
      case 'video':
      case 'audio':
      case 'source':
        if (insecure(attrs.get('src'))) facts.insecureResources++;
        break;
      case 'svg':
      case 'math':
        foreign++;
        break;
      default:
        if (HEADING.test(tag)) {
          const level = Number(tag[1]);
          if (level === 1) facts.h1++;
          if (lastHeading && level > lastHeading + 1) facts.headingSkips++;
          lastHeading = level;
        }
    }
  };

  /** An end tag, while it can matter: inside a kept title or JSON-LD script, or in SVG or MathML. */
  const closed = (name: string) => {
    if ((name === 'svg' || name === 'math') && foreign) foreign--;
    if (capture === 'title' && name === 'title') {
      facts.title = textFact(text, textLength);
      capture = undefined;
    } else if (capture === 'json-ld' && name === 'script') {
      capture = undefined;
      if (textLength > JSON_LD_MAX || jsonBlocks >= JSON_LD_BLOCKS) facts.structuredData.unread++;
      else {
        jsonBlocks++;
        try {
          typesIn(JSON.parse(text), types);
        } catch {
          facts.structuredData.broken++;
        }
      }
    }
  };

  const callbacks: TokenizerCallbacks = {
    onopentagname(start, end) {
      tag = mayMatter(start, end) ? html.slice(start, end).toLowerCase() : '';
      reading = READ[tag];
      if (reading) attrs = new Map();
    },
    onattribname(start, end) {
      if (!reading) return;
      attrName = html.slice(start, end).toLowerCase();
      attrValue = '';
      attrLength = 0;
    },
    onattribdata(start, end) {
      if (!reading) return;
      attrLength += end - start;
      if (attrValue.length < TEXT_KEEP) attrValue += html.slice(start, Math.min(end, start + TEXT_KEEP));
    },
    onattribentity(codepoint) {
      if (!reading) return;
      attrLength++;
      if (attrValue.length < TEXT_KEEP) attrValue += String.fromCodePoint(codepoint);
    },
    onattribend() {
      // The first of a repeated attribute wins, as in browsers.
      if (!reading?.includes(attrName) || attrs.has(attrName)) return;
      attrs.set(attrName, attrValue);
      if (attrName === 'content') contentLength = attrLength;
    },
    onopentagend: opened,
    onselfclosingtag() {
      opened();
      // <svg/> opens no foreign content.
      if (tag === 'svg' || tag === 'math') foreign--;
    },
    onclosetag(start, end) {
      if ((capture || foreign) && mayMatter(start, end)) closed(html.slice(start, end).toLowerCase());
    },
    ontext(start, end) {
      if (capture) keep(html.slice(start, Math.min(end, start + JSON_LD_MAX + 1)));
    },
    ontextentity(codepoint) {
      if (capture) keep(String.fromCodePoint(codepoint));
    },
    isInForeignContext: () => foreign > 0,
    oncdata() {},
    oncomment() {},
    ondeclaration() {},
    onprocessinginstruction() {},
    onend() {
      // A title or JSON-LD block the page never closed ends with the page.
      if (capture === 'title') closed('title');
      else if (capture === 'json-ld') closed('script');
    },
  };

  const tokenizer = new Tokenizer({ decodeEntities: true }, callbacks);
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
  facts.structuredData.types = [...types];
  return facts;
}
