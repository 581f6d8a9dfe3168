/**
 * Where the blog lives (its index and its feeds, announced in every page's head) and how a tag reads. No
 * imports and no Node: the views and the social cards use it, and the rest of src/blog reads files.
 */
export const BLOG_PATH = '/resources/blog';
export const ATOM_PATH = `${BLOG_PATH}/feed.xml`;
export const JSON_FEED_PATH = `${BLOG_PATH}/feed.json`;

const ACRONYMS = new Set(['seo', 'ai', 'ga4', 'ppc', 'cro', 'ux']);

/** A tag as shown: "local-seo" → "Local SEO" (known acronyms kept in capitals). */
export function tagLabel(tag: string): string {
  return tag
    .split('-')
    .map((w) => (ACRONYMS.has(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}
