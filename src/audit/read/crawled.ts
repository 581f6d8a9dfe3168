/**
 * What a crawl read of a site, address by address: the facts every site-wide finding judges. Plain
 * types, apart from the crawler (gather/crawl.ts) that fills them, so the findings read facts and never
 * load the crawl.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Fetched } from './fetch-page.js';
import type { PageFacts } from './page-facts.js';

/** Where a page was found: the pages linking to it (the first few) and how many link to it. */
export interface Inlinks {
  from: string[];
  count: number;
}

export interface CrawledUrl {
  /** The address as linked (without its #fragment). */
  url: string;
  kind: 'page' | 'file';
  /** Fewest clicks from the start page (a page answered at several addresses: to any of them); undefined when no crawled page links to it (found in the sitemap only). */
  depth?: number;
  /** The sitemap lists it (a page answered at several addresses: any of them, once the crawl ends). */
  inSitemap: boolean;
  /** Named as a canonical address by a crawled page. */
  canonicalOf: string[];
  /** A page answered at several addresses: the links to any of them, on the address it is listed under. */
  links: Inlinks;
  /** An image: the first few crawled pages that show it (an `<img>`'s address, not a link). */
  shownOn?: string[];
  /** Set once fetched. */
  fetched?: {
    status: number;
    finalUrl: string;
    redirects: Fetched['redirects'];
    ttfbMs: number;
    bytes: number;
    wireBytes: number;
    headers: IncomingHttpHeaders;
    headerFacts?: Fetched['headerFacts'];
    facts?: PageFacts;
    /** It redirects off the site, to `finalUrl`, which was not fetched. */
    offsite?: boolean;
    /**
     * This address answered the same bytes as the address given here (`/index.html`, `/index` or `/home`
     * as `/`, a slash or letter case the host ignores): one page, judged once, under that address.
     */
    sameAs?: string;
  };
  /** Why it could not be fetched (a redirect loop, a timeout ...), in a sentence. */
  error?: string;
  loop?: boolean;
  /** Disallowed for us by robots.txt: never fetched. */
  blocked?: boolean;
  /** A firewall answered our crawler with a challenge (challenge.ts), named here ("Cloudflare"): not the site's answer, so not judged. */
  challenged?: string;
}

export interface Crawl {
  start: CrawledUrl;
  urls: Map<string, CrawledUrl>;
  sitemapUrls: string[];
  /** The crawl stopped at the page cap or the deadline with addresses still queued. */
  unfinished: boolean;
  unread: Unread;
}

/** Addresses on the site a crawl found but did not read (blocked and challenged ones aside); `atLeast` when more were only counted past the candidate cap. */
export interface Unread {
  count: number;
  atLeast: boolean;
}
