/**
 * What an AI crawler sees of the home page, next to what a phone shows: the browser run reads the
 * page as rendered (its main content's text, main heading, links and phone numbers, after its
 * scripts ran: READ_RENDERED) and compares it with the HTML the crawl read before any script ran
 * (`RawHome`, kept with the check). Most AI crawlers (GPTBot, ClaudeBot, PerplexityBot) read only
 * that HTML.
 *
 * Both sides are the main content as page-facts.ts reads it: the `<main>` elements, or, on a page
 * with none, the body without its header, nav and footer elements (the menu and footer a server
 * sends on every page; a script may fill everything else), the visible text only once rendered. Both are capped alike: TEXT_KEPT
 * characters of collapsed text, then the first WORDS_COMPARED words. Words are counted as a bag, in
 * one pass over each text: a word the rendered side shows more often than the HTML holds it counts
 * as added by JavaScript.
 */
import type { RawHome } from '../findings/ai-search.js';
import { TEXT_KEPT } from '../read/page-facts.js';
import { phoneOf, phonesIn } from '../read/nap.js';
import type { RenderedComparison } from './result.js';

/** The page as the browser rendered it (read in the page by READ_RENDERED, every value capped there and again by renderedFrom). */
interface RenderedPage {
  /** The main content's visible text, as RawHome's is taken (see the top of this file). */
  text: string;
  /** The whole body's visible text, for phone numbers anywhere on the page (footers included). */
  page: string;
  h1: string[];
  links: number;
  telLinks: string[];
}

/** Rendered text read, at most: the same cap as the raw side's. */
const RENDERED_TEXT_MAX = TEXT_KEPT;
/** Words compared on each side, at most: a long page is compared on the same stretch of words both ways. */
const WORDS_COMPARED = 3000;

/**
 * Run in the tab: the rendered page's main content text (the visible text nodes of its `<main>`
 * elements, or of its body outside header, nav and footer elements), its whole visible text, h1s,
 * link count and tel: links, each capped there. Text nodes are joined with a space, as page-facts.ts
 * joins the text between tags, so both sides split words alike.
 */
export const READ_RENDERED = `(() => {
  const max = ${RENDERED_TEXT_MAX};
  const read = (roots, skip) => {
    let out = '';
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node && out.length < 2 * max; node = walker.nextNode()) {
        const el = node.parentElement;
        if (!el || el.closest(skip) || (el.checkVisibility && !el.checkVisibility())) continue;
        out += ' ' + node.data;
      }
    }
    return out.replace(/\\s+/g, ' ').trim().slice(0, max);
  };
  const code = 'script, style, noscript, template';
  const body = document.body ? [document.body] : [];
  const mains = [...document.querySelectorAll('main')];
  const links = [...document.querySelectorAll('a[href]')];
  return {
    text: mains.length ? read(mains, code) : read(body, code + ', header, nav, footer'),
    page: read(body, code),
    h1: [...document.querySelectorAll('h1')].slice(0, 5).map((h) => h.innerText.slice(0, 200)),
    links: links.length,
    telLinks: links.map((a) => a.getAttribute('href') || '').filter((h) => /^\\s*tel:/i.test(h)).slice(0, 8).map((h) => h.slice(0, 40)),
  };
})()`;

const WORD = /[\p{L}\p{N}]+/gu;

/** The first `max` words of `text`, counted. */
function bag(text: string, max = WORDS_COMPARED): { words: Map<string, number>; count: number } {
  const words = new Map<string, number>();
  let count = 0;
  for (const [w] of text.toLowerCase().matchAll(WORD)) {
    if (count >= max) break;
    words.set(w, (words.get(w) ?? 0) + 1);
    count++;
  }
  return { words, count };
}

const capped = (value: unknown, max: number) => String(value ?? '').slice(0, max);

/** What READ_RENDERED returned, as far as it has the expected shape (it is the page's to tamper with), capped again; else undefined. */
export function renderedFrom(value: unknown): RenderedPage | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.text !== 'string' || !Array.isArray(v.h1) || !Array.isArray(v.telLinks)) return undefined;
  return {
    text: capped(v.text, RENDERED_TEXT_MAX),
    page: capped(v.page, RENDERED_TEXT_MAX),
    h1: v.h1.slice(0, 5).map((h) => capped(h, 200)),
    links: Number(v.links) || 0,
    telLinks: v.telLinks.slice(0, 8).map((t) => capped(t, 40)),
  };
}

/** How much of the rendered page's main content exists only after JavaScript runs. */
export function compareRendered(raw: RawHome, rendered: RenderedPage): RenderedComparison {
  const rawText = raw.text.slice(0, RENDERED_TEXT_MAX);
  const renderedText = rendered.text.slice(0, RENDERED_TEXT_MAX);
  const before = bag(rawText);
  // A side cut by its character cap holds fewer words than the other may: compare no more words than it holds.
  const cut = rawText.length >= RENDERED_TEXT_MAX ? before.count : WORDS_COMPARED;
  const after = bag(renderedText, Math.min(WORDS_COMPARED, cut));
  let added = 0;
  for (const [w, n] of after.words) added += Math.max(0, n - (before.words.get(w) ?? 0));
  const renderedPhones = rendered.telLinks.some((t) => phoneOf(t)) || phonesIn(rendered.page.slice(0, RENDERED_TEXT_MAX)).length > 0;
  return {
    words: after.count,
    onlyAfterJs: after.count ? Math.round((100 * added) / after.count) : 0,
    h1: raw.h1 ? 'html' : rendered.h1.some((h) => h.trim()) ? 'after-js' : 'none',
    phone: raw.phones.length ? 'html' : renderedPhones ? 'after-js' : 'none',
    links: { html: raw.links, rendered: rendered.links },
  };
}
