/**
 * An llms.txt for a site without one, in llmstxt.org's layout: the business's name as its H1, the
 * home page's description as the summary, and the key pages (the most linked, home first) as a list
 * of links, each named by what its title says besides the brand (or its main heading) and described
 * by its own description; pages that would read the same as another are left out. It is written from a Markdown tree by
 * mdast-util-to-markdown, CommonMark's escaping done by a maintained writer, never by joining strings;
 * addresses have their brackets and parentheses percent-encoded, and link text loses its square
 * brackets, so llmstxt.org's own parser (a regular expression) reads each link whole too. Before it
 * is offered, a CommonMark parser (mdast-util-from-markdown) reads it back: every link must lead to
 * an http(s) page of the site, one for each page listed, with no raw HTML, and our reader must find
 * llmstxt.org's layout. A site that has an llms.txt gets no new one: the file is the owner's, and the
 * llms-txt finding says what to change in it.
 */
import type { Evidence } from '../read/evidence.js';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { defaultHandlers, toMarkdown } from 'mdast-util-to-markdown';
import type { PasteFix } from '../findings/finding.js';
import { readLlmsTxt } from '../read/llms-txt.js';
import { fillIn } from '../../shared/words.js';
import type { Built } from './built.js';

/** Pages listed, at most. */
const PAGES = 12;

/** A title's parts, split at its separators ("Blocked drains | Northside Plumbing", "Menu|Cafe", "Menu - Cafe"). */
const partsOf = (title: string | undefined) =>
  (title ?? '')
    .split(/\s[|–—-]\s|\|/)
    .map((p) => p.trim())
    .filter(Boolean);
const same = (a: string) => a.toLowerCase().replace(/\s+/g, ' ');

/**
 * Each page's name in the list: its title without the parts most titles share or the business's
 * name (the brand: "Eltham Family Dental" on every page names none of them), else its main heading
 * when that says more than the brand, else none.
 */
function namesOf(pages: { title?: string; h1?: string }[], brand: string | undefined): (string | undefined)[] {
  const count = new Map<string, number>();
  for (const p of pages) for (const part of new Set(partsOf(p.title).map(same))) count.set(part, (count.get(part) ?? 0) + 1);
  const branded = (part: string) =>
    (pages.length > 1 && (count.get(same(part)) ?? 0) > pages.length / 2) || (brand !== undefined && same(part) === same(brand));
  return pages.map((p) => {
    const own = partsOf(p.title).filter((part) => !branded(part));
    if (own.length) return own.join(' - ');
    return p.h1 && !branded(p.h1) ? p.h1 : undefined;
  });
}

/** Link text with no square brackets (llmstxt.org's parser ends a link's name at the first `]`), on one line. */
const label = (s: string) => s.replace(/[[\]]/g, '').replace(/\s+/g, ' ').trim();
/** An address with the characters Markdown and llmstxt.org's parser read as punctuation percent-encoded: the same address. */
const destination = (url: string) => url.replace(/[()[\]<> \\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

const text = (value: string) => ({ type: 'text' as const, value });
/**
 * A placeholder alone in its text, in plain words: written as it is, for the owner to select and
 * replace. Escaped (`\[FILL IN: …]`, as the writer guards every `[`), the backslash would stay in
 * the file once it is filled in. Unescaped it is still text: with no definition and nothing after it,
 * `[…]` is no link (the read-back below counts the links).
 */
const PLACEHOLDER = /^\[FILL IN: [\p{L}\p{N} ,.'’-]*\]$/u;
const handlers = {
  text: (...args: Parameters<typeof defaultHandlers.text>) =>
    PLACEHOLDER.test(args[0].value) ? args[0].value : defaultHandlers.text(...args),
};
const item = (url: string, title: string, note?: string) => ({
  type: 'listItem' as const,
  spread: false,
  children: [
    {
      type: 'paragraph' as const,
      children: [
        { type: 'link' as const, url: destination(url), children: [text(label(title))] },
        ...(note ? [text(`: ${label(note)}`)] : []),
      ],
    },
  ],
});

/** llms.txt for a site without one (see the top of this file), checked; undefined when the site has one or it was not read. */
export function llmsTxtFix(
  e: Evidence,
  state: 'valid' | 'missing' | 'malformed' | 'unreadable' | undefined,
  name: string | undefined,
): Built {
  if (state !== 'missing') return undefined;
  const home = e.start.facts;
  // The home page under the address it is listed at (its canonical, or the one its links use most).
  const homeUrl = e.site?.crawl.start.fetched?.finalUrl ?? e.start.page.url;
  const seen = new Set([homeUrl]);
  const others = (e.site?.pages ?? [])
    .filter((p) => p.fetched.facts.title && !seen.has(p.fetched.finalUrl) && seen.add(p.fetched.finalUrl))
    .sort((a, b) => b.links.count - a.links.count);
  // The pages most linked to, but a page under another page read (`/old-fort/vip/` under `/old-fort/`) after those that are
  // not: of a chain's pages, each location's own comes before its sub-pages.
  const paths = new Set(others.map((p) => new URL(p.fetched.finalUrl).pathname));
  const under = (p: (typeof others)[number]) => {
    const path = new URL(p.fetched.finalUrl).pathname.replace(/\/$/, '');
    return [...paths].some((q) => q !== '/' && q.replace(/\/$/, '') !== path && path.startsWith(q.endsWith('/') ? q : `${q}/`));
  };
  others.sort((a, b) => Number(under(a)) - Number(under(b)));
  const all = [
    { url: homeUrl, facts: home, under: false },
    ...others.map((p) => ({ url: p.fetched.finalUrl, facts: p.fetched.facts, under: under(p) })),
  ];
  const names = namesOf(
    all.map((p) => ({ title: p.facts.title?.value, h1: p.facts.h1Text })),
    name,
  );
  // A description many pages share (the site's own, repeated) tells them apart no better than the summary does.
  const shared = new Map<string, number>();
  for (const p of all) if (p.facts.description) shared.set(p.facts.description.value, (shared.get(p.facts.description.value) ?? 0) + 1);
  const note = (d: string | undefined) => (d && d !== home.description?.value && shared.get(d) === 1 ? d : undefined);
  // Pages whose names say nothing of their own, or the same as a page listed already, are left out: their links would be indistinguishable.
  const used = new Set<string>();
  const named = all
    // The home page is the business itself: its name, where the site gives one.
    .map((p, i) => ({ p, label: i === 0 ? (name ?? names[0] ?? home.title?.value) : names[i] }))
    .filter(({ label: l }, i) => l !== undefined && (i === 0 || !used.has(same(l))) && used.add(same(l)));
  // Key pages, then under llmstxt.org's "Optional" (what an assistant may skip for a shorter context) those past the cap.
  // Where the cap would cut through the pages under others (three locations' sub-pages of five), all of those go there alike.
  const first = named.slice(0, PAGES);
  const cutsThrough = first.some(({ p }) => p.under) && named.slice(PAGES).some(({ p }) => p.under);
  const key = cutsThrough ? first.filter(({ p }) => !p.under) : first;
  const optional = named.filter((x) => !key.includes(x)).slice(0, PAGES);
  const itemOf = ({ p, label: l }: (typeof named)[number]) =>
    item(p.url, l ?? '', p.url === homeUrl ? 'Home page' : note(p.facts.description?.value));
  const links = key.map(itemOf);
  if (!links.length)
    return {
      refused:
        'Your home page has no title, and your site gives no name we could read: an llms.txt we built would hold nothing of yours, so we do not offer one.',
    };
  const markdown = toMarkdown(
    {
      type: 'root',
      children: [
        { type: 'heading', depth: 1, children: [text(name ? label(name) : fillIn('your business name'))] },
        {
          type: 'blockquote',
          // An empty description (content="") is none: the summary line is then to fill in, never blank.
          children: [
            { type: 'paragraph', children: [text(home.description?.value.trim() || fillIn('one sentence on what you do and where'))] },
          ],
        },
        { type: 'heading', depth: 2, children: [text('Key pages')] },
        { type: 'list', ordered: false, spread: false, children: links },
        ...(optional.length
          ? [
              { type: 'heading' as const, depth: 2 as const, children: [text('Optional')] },
              { type: 'list' as const, ordered: false, spread: false, children: optional.map(itemOf) },
            ]
          : []),
      ],
    },
    { bullet: '-', handlers },
  );
  const fix: PasteFix = {
    title: 'Your llms.txt, ready to upload',
    where: `Save this as a plain text file named llms.txt at the top of your site, so it opens at ${new URL('/llms.txt', e.start.page.url).href}, and have your server send it as text/plain or text/markdown. It follows llmstxt.org's layout: your name, a one-line summary, then your key pages${optional.length ? `, and under "Optional" (which an assistant may skip when it needs to be brief) ${optional.length === 1 ? 'one more' : `${optional.length} more`}` : ''}.`,
    text: markdown,
  };
  return checkLlmsTxt(fix, e, links.length + optional.length);
}

/** `fix` when a CommonMark parser reads every link as a page of the site and nothing as raw HTML, else why it is not offered. */
function checkLlmsTxt(fix: PasteFix, e: Evidence, listed: number): Built {
  const origin = new URL(e.start.page.url).origin;
  const found: string[] = [];
  const work: unknown[] = [fromMarkdown(fix.text)];
  while (work.length) {
    const node = work.pop() as { type: string; url?: string; children?: unknown[] };
    if (node.type === 'html') return { refused: 'The llms.txt we built would hold raw HTML, so we do not offer it.' };
    if (node.type === 'link') found.push(node.url ?? '');
    if (node.children) work.push(...node.children);
  }
  const offSite = found.find((url) => !URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol) || new URL(url).origin !== origin);
  if (offSite !== undefined || found.length !== listed)
    return { refused: 'A link in the llms.txt we built did not read back as a page of your site, so we do not offer it.' };
  // Its placeholder is for the owner to fill in; the layout is judged around it.
  const { problem, placeholder } = readLlmsTxt(fix.text, 'text/markdown');
  if (problem && !placeholder)
    return { refused: `The llms.txt we built would not follow llmstxt.org's layout (${problem}), so we do not offer it.` };
  return {
    ...fix,
    checked: `Checked before we offered it: read back by a CommonMark parser, ${listed === 1 ? 'its link leads' : `all ${listed} links lead`} to pages of your site.`,
  };
}
