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
  /** An image: the first few crawled pages that name it as their `og:image`, the picture a shared link shows. */
  sharedBy?: string[];
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
  /** Links to other websites, once they were checked (absent: not checked, AUDIT_EXTERNAL_LINKS=0 or a competitor's check). */
  external?: ExternalLinks;
}

/** Addresses on the site a crawl found but did not read (blocked and challenged ones aside); `atLeast` when more were only counted past the candidate cap. */
export interface Unread {
  count: number;
  atLeast: boolean;
}

/**
 * A link from the pages read to another website, and what its host answered when asked
 * (gather/external.ts): its status line only, never its page.
 */
export interface ExternalLink {
  /** The address as linked (without its #fragment). */
  url: string;
  /** The pages read that link to it (the first few) and how many do. */
  links: Inlinks;
  /** Its host's answer: to a HEAD, or to a GET of its first byte where HEAD was refused. */
  answer?: {
    status: number;
    method: 'HEAD' | 'GET';
    /** Where its redirects led (the link itself when none). */
    finalUrl: string;
    redirects: number;
    /** A firewall answered with a challenge (challenge.ts), named here: not the page's own answer. */
    firewall?: string;
  };
  /**
   * Why no answer came, in the fetcher's sentence (or why it was not asked: `skipped`); `not-allowed`:
   * the address rules refused it (a private address, a port); `loop`: its redirects came back to an address already asked.
   */
  error?: { why: string; reason: 'timeout' | 'not-allowed' | 'redirects' | 'unreachable' | 'skipped'; loop?: boolean };
}

/** The links to other websites a check found on the pages it read, and the ones it asked about. */
export interface ExternalLinks {
  /** Distinct links to other websites found on the pages read (those past the candidate cap counted, up to as many again). */
  found: number;
  /** The links chosen to be asked about (at most AUDIT_EXTERNAL_LINKS, spread across hosts), each with its answer or why none came. */
  chosen: ExternalLink[];
}
