/**
 * A sitemap's addresses (<loc>), found with indexOf in one linear pass: no XML parser and no
 * regular expression runs over the file, so a hostile sitemap costs what its size costs. A sitemap
 * index's <loc>s are the child sitemaps. What makes search engines refuse it is kept too: addresses
 * that are not absolute, and anything before the XML declaration.
 */
import { clip } from '../../lib/clip.js';

/** Addresses read from one sitemap: far more than the crawl visits, enough to find orphans. */
export const SITEMAP_LOCS_KEEP = 5000;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };

export interface SitemapFacts {
  /** A sitemap index (its locs are sitemaps), a urlset (its locs are pages), or neither. */
  kind: 'index' | 'urlset' | 'invalid';
  /** Its absolute http(s) addresses, the only ones sitemaps.org allows ("must begin with the protocol"). */
  locs: string[];
  /** <loc>s that are not full http(s) addresses (`/about`, `about.html`): search engines skip them. */
  relative: number;
  /**
   * Something comes before its XML declaration (a comment, a blank line): the XML specification
   * allows the declaration only at the very start, so an XML parser refuses the whole file.
   */
  declarationLate: boolean;
}

export function readSitemap(xml: string): SitemapFacts {
  const index = xml.indexOf('<sitemapindex');
  const urlset = xml.indexOf('<urlset');
  const kind = index !== -1 && (urlset === -1 || index < urlset) ? 'index' : urlset !== -1 ? 'urlset' : 'invalid';
  const declaration = xml.indexOf('<?xml');
  const declarationLate = declaration > 0 && declaration < (urlset === -1 ? xml.length : urlset);
  let relative = 0;
  const locs: string[] = [];
  for (let at = xml.indexOf('<loc>'); at !== -1 && locs.length < SITEMAP_LOCS_KEEP; at = xml.indexOf('<loc>', at)) {
    const end = xml.indexOf('</loc>', at + 5);
    if (end === -1) break;
    let loc = xml.slice(at + 5, Math.min(end, at + 5 + 4000)).trim();
    if (loc.startsWith('<![CDATA[') && loc.endsWith(']]>')) loc = loc.slice(9, -3).trim();
    loc = loc.replace(/&(amp|lt|gt|quot|apos);/g, (e) => ENTITIES[e] ?? e);
    if (/^https?:\/\/[^/]/i.test(loc)) locs.push(clip(loc, 2000));
    else if (loc) relative++;
    at = end + 6;
  }
  return { kind, locs, relative, declarationLate };
}
