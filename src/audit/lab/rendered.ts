/**
 * What an AI crawler sees of the home page, next to what a phone shows: the browser run reads the
 * page as rendered (its visible text, main heading, links and phone numbers, after its scripts ran)
 * and compares it with the HTML the crawl read before any script ran (`RawHome`, kept with the
 * check). Most AI crawlers (GPTBot, ClaudeBot, PerplexityBot) read only that HTML. Words are counted
 * as a bag, in one pass over each text (both capped): a word the rendered page shows more often than
 * the HTML holds it counts as added by JavaScript.
 */
import { phoneOf, phonesIn } from '../read/nap.js';
import type { RenderedComparison } from './result.js';

/** The start page's HTML before any script runs, as the crawl read it. */
export interface RawHome {
  words: number;
  /** Its first h1's text. */
  h1?: string;
  links: number;
  /** Phone numbers in its text (E.164). */
  phones: string[];
  /** Its visible text, collapsed (the first 32 KB). */
  text: string;
}

/** The page as the browser rendered it (read in the page, every value capped there). */
export interface RenderedPage {
  text: string;
  h1: string[];
  links: number;
  telLinks: string[];
}

/** Rendered text read, at most (the raw side keeps 32 KB). */
export const RENDERED_TEXT_MAX = 64 * 1024;

const WORD = /[\p{L}\p{N}]+/gu;

function bag(text: string): Map<string, number> {
  const words = new Map<string, number>();
  for (const [w] of text.toLowerCase().matchAll(WORD)) words.set(w, (words.get(w) ?? 0) + 1);
  return words;
}

/** How much of the rendered page exists only after JavaScript runs. */
export function compareRendered(raw: RawHome, rendered: RenderedPage): RenderedComparison {
  const before = bag(raw.text);
  const after = bag(rendered.text.slice(0, RENDERED_TEXT_MAX));
  let words = 0;
  let added = 0;
  for (const [w, n] of after) {
    words += n;
    added += Math.max(0, n - (before.get(w) ?? 0));
  }
  const renderedPhones = rendered.telLinks.some((t) => phoneOf(t)) || phonesIn(rendered.text.slice(0, RENDERED_TEXT_MAX)).length > 0;
  return {
    words,
    onlyAfterJs: words ? Math.round((100 * added) / words) : 0,
    h1: raw.h1 ? 'html' : rendered.h1.some((h) => h.trim()) ? 'after-js' : 'none',
    phone: raw.phones.length ? 'html' : renderedPhones ? 'after-js' : 'none',
    links: { html: raw.links, rendered: rendered.links },
  };
}
