/**
 * /llms.txt as llmstxt.org lays it out, read line by line in one pass (no regular expression over the
 * whole file): an H1 with the site's name first, then an optional blockquote summary, then any
 * paragraphs or lists of plain Markdown, then `##` sections whose lines are Markdown links, one per
 * list item (`- [Name](https://...): notes`). Says what is wrong in a sentence a site owner can act
 * on, or nothing when the file follows the layout.
 */
import { clip } from './clip.js';

export interface LlmsTxtFacts {
  /** The H1's text, clipped. */
  title?: string;
  /** Links listed in its sections. */
  links: number;
  sections: number;
  /** What does not follow llmstxt.org's layout, or undefined when the file does. */
  problem?: string;
}

/** A Markdown list item that is a link: `- [text](address)`, optionally followed by `: notes`. */
const isLinkItem = (line: string) => {
  const item = line.replace(/^[-*+]\s+/, '');
  if (item === line || !item.startsWith('[')) return false;
  const close = item.indexOf('](');
  return close > 1 && item.indexOf(')', close + 2) > close + 2;
};

/** Reads a file served as /llms.txt; `contentType` is its Content-Type header. */
export function readLlmsTxt(body: string, contentType: string): LlmsTxtFacts {
  const facts: LlmsTxtFacts = { links: 0, sections: 0 };
  const start = body.trimStart();
  if (/html/i.test(contentType) || /^<(!doctype|html)/i.test(start))
    return {
      ...facts,
      problem: 'It answers with a web page (HTML), not a Markdown file: the server sends its usual page for an address it does not have.',
    };
  const lines = body.split('\n');
  let section = '';
  let sectionLinks = 0;
  const endSection = (): string | undefined =>
    section && !sectionLinks ? `Its section "${clip(section, 60)}" lists no links: each section is a list of Markdown links.` : undefined;
  for (const raw of lines) {
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
      const empty = endSection();
      if (empty) return { ...facts, problem: empty };
      section = line.replace(/^##\s+/, '');
      sectionLinks = 0;
      facts.sections++;
      continue;
    }
    if (!section) continue;
    if (isLinkItem(line)) {
      sectionLinks++;
      facts.links++;
    } else if (!/^#{3,}\s/.test(line))
      return {
        ...facts,
        problem: `Its section "${clip(section, 60)}" has a line that is not a list item with a link ("${clip(line, 60)}"): each line there should read "- [Page name](address): what it is".`,
      };
  }
  if (facts.title === undefined) return { ...facts, problem: 'It is empty.' };
  const empty = endSection();
  if (empty) return { ...facts, problem: empty };
  if (!facts.sections)
    return {
      ...facts,
      problem: 'It has no sections: after the title and summary, list your key pages under "## " headings as Markdown links.',
    };
  return facts;
}
