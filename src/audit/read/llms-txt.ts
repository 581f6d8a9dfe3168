/**
 * /llms.txt as llmstxt.org lays it out, read line by line in one pass (no regular expression over the
 * whole file). The proposal requires only an H1 with the site's name; then come, all optional, a
 * blockquote summary, any paragraphs or lists, and `##` sections whose lines are Markdown links, one
 * per list item (`- [Name](https://...): notes`), as its reference parser (AnswerDotAI/llms-txt's
 * miniparse.py) reads them: a section with no links is allowed, a line in a section that is not a
 * link is not. Says what is wrong in a sentence a site owner can act on, or nothing when the file
 * follows the layout; and the Content-Type it was sent as when that is not text/plain or text/markdown.
 */
import { clip } from '../../lib/clip.js';
import { hasPlaceholder } from './placeholder.js';

export interface LlmsTxtFacts {
  /** The H1's text, clipped. */
  title?: string;
  /** Links listed in its sections. */
  links: number;
  sections: number;
  /** What does not follow llmstxt.org's layout, or undefined when the file does. */
  problem?: string;
  /** The problem is a placeholder the report handed out, pasted without being filled in. */
  placeholder?: boolean;
  /** The media type it was sent as (clipped), when that is not text/plain or text/markdown. */
  wrongType?: string;
  /** The address answers with a web page, as many servers answer any address they do not have: there is no llms.txt. */
  webPage?: boolean;
  /**
   * What Lighthouse 13's llms-txt audit (Agentic Browsing) fails besides llmstxt.org's layout: no
   * Markdown link anywhere in the file, or fewer than 50 characters. Its third rule, an H1, is the
   * layout's first, said once as `problem`.
   */
  lighthouse?: string[];
}

/** Lighthouse's own rules for llms.txt (core/audits/agentic/llms-txt.js in 13.5): a link and 50 characters. */
const LIGHTHOUSE_LINK = /\[.+\]\(.+\)/;
const LIGHTHOUSE_CHARS_MIN = 50;

/** Media types a Markdown file may be sent as: text/markdown (RFC 7763), or text/plain as llmstxt.org's own file is. */
const TEXT_TYPES = new Set(['text/plain', 'text/markdown', 'text/x-markdown']);

/** A Markdown list item that is a link: `- [text](address)`, optionally followed by `: notes`. */
const isLinkItem = (line: string) => {
  const item = line.replace(/^[-*+]\s+/, '');
  if (item === line || !item.startsWith('[')) return false;
  const close = item.indexOf('](');
  return close > 1 && item.indexOf(')', close + 2) > close + 2;
};

/** Reads a file served as /llms.txt; `contentType` is its Content-Type header. */
export function readLlmsTxt(body: string, contentType: string): LlmsTxtFacts {
  const facts = readLayout(body, contentType);
  if (facts.webPage) return facts;
  const lighthouse = [
    ...(LIGHTHOUSE_LINK.test(body) ? [] : ['it lists no link']),
    ...(body.length < LIGHTHOUSE_CHARS_MIN ? [`it is shorter than ${LIGHTHOUSE_CHARS_MIN} characters`] : []),
  ];
  return lighthouse.length ? { ...facts, lighthouse } : facts;
}

/** The file against llmstxt.org's layout. */
function readLayout(body: string, contentType: string): LlmsTxtFacts {
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  const facts: LlmsTxtFacts = { links: 0, sections: 0, ...(type && !TEXT_TYPES.has(type) ? { wrongType: clip(type, 60) } : {}) };
  if (/^<(!doctype|html|head|body)\b/i.test(body.trimStart())) return { ...facts, webPage: true };
  let section = '';
  for (const raw of body.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (facts.title === undefined) {
      if (!/^#\s+\S/.test(line))
        return {
          ...facts,
          problem: 'It does not start with a title: the first line should be the site’s name as a heading, such as "# Your Business".',
        };
      facts.title = clip(line.replace(/^#\s+/, ''), 100);
      continue;
    }
    if (/^#\s/.test(line))
      return {
        ...facts,
        problem:
          'It has more than one title (a line starting with a single #): only the first line is the title, and sections start with ##.',
      };
    if (/^##\s+\S/.test(line)) {
      section = line.replace(/^##\s+/, '');
      facts.sections++;
      continue;
    }
    if (!section) continue;
    if (isLinkItem(line)) facts.links++;
    else if (!/^#{3,}\s/.test(line))
      return {
        ...facts,
        problem: `Its section "${clip(section, 60)}" has a line that is not a list item with a link ("${clip(line, 60)}"): each line there should read "- [Page name](address): what it is".`,
      };
  }
  if (facts.title === undefined) return { ...facts, problem: 'It is empty.' };
  if (hasPlaceholder(body))
    return { ...facts, problem: 'It was pasted without being filled in: it still holds a [FILL IN: …] placeholder.', placeholder: true };
  return facts;
}
