/**
 * An llms.txt built from the crawl, in llmstxt.org's layout: the business's name as its H1, the home
 * page's description as the summary, and the key pages (the most linked, home first) as a list of
 * Markdown links with their titles and descriptions. Every value is the site's own; a summary the
 * home page does not give is a marked placeholder.
 */
import type { Evidence, PasteFix } from '../findings/finding.js';
import { fillIn } from '../../shared/words.js';

/** Pages listed, at most. */
const PAGES = 12;

/** The title without its brand part ("Blocked drains | Northside Plumbing" → "Blocked drains"), when it has one. */
const pageName = (title: string, brand: string | undefined) => {
  const parts = title.split(/\s[|–—-]\s/);
  return parts.length > 1 && brand && parts.at(-1)?.trim() === brand ? parts.slice(0, -1).join(' - ').trim() : title.trim();
};

/** Markdown's link text and notes never carry a line break or an unbalanced bracket. */
const inline = (s: string) => s.replace(/\s+/g, ' ').replace(/[[\]]/g, '').trim();

/** llms.txt for the site, or undefined when it already has a valid one. */
export function llmsTxtFix(
  e: Evidence,
  state: 'valid' | 'missing' | 'malformed' | 'unreadable' | undefined,
  name: string | undefined,
): PasteFix | undefined {
  if (state === 'valid' || state === 'unreadable') return undefined;
  const home = e.start.facts;
  const brand = name ?? home.siteName;
  const h1 = brand ?? (home.title ? pageName(home.title.value, undefined) : undefined);
  const pages = (e.site?.pages ?? [])
    .filter((p) => p.fetched.facts.title && p.fetched.finalUrl !== e.start.page.url)
    .sort((a, b) => b.links.count - a.links.count)
    .slice(0, PAGES - 1);
  const line = (url: string, title: string, description?: string) =>
    `- [${inline(pageName(title, brand))}](${url})${description ? `: ${inline(description)}` : ''}`;
  const lines = [
    `# ${inline(h1 ?? fillIn('your business name'))}`,
    '',
    `> ${home.description?.value ? inline(home.description.value) : fillIn('one sentence on what you do and where')}`,
    '',
    '## Key pages',
    '',
    ...(home.title ? [line(e.start.page.url, home.title.value, 'Home page')] : []),
    ...pages.map((p) => line(p.fetched.finalUrl, p.fetched.facts.title?.value ?? '', p.fetched.facts.description?.value)),
  ];
  return {
    title: 'Your llms.txt, ready to upload',
    where: `Save this as a plain text file named llms.txt at the top of your site, so it opens at ${new URL('/llms.txt', e.start.page.url).href}, and have your server send it as text/plain or text/markdown. It follows llmstxt.org's layout: your name, a one-line summary, then your key pages.`,
    text: `${lines.join('\n')}\n`,
  };
}
