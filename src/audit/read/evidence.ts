/**
 * What a check read, as every finding judges it: the start page with its robots.txt, sitemap and
 * llms.txt and ai-catalog.json, and the crawl's pages (`Evidence`). Plain types and the few helpers that read them, at
 * the bottom of the rooms: the crawl fills them (gather/), the findings judge them, the fixes build from
 * them, and nothing here imports what comes after.
 */
import type { CatalogFacts } from './ai-catalog.js';
import type { Crawl, CrawledUrl } from './crawled.js';
import type { CspReading } from './csp.js';
import type { Fetched } from './fetch-page.js';
import type { LlmsTxtFacts } from './llms-txt.js';
import type { PageFacts } from './page-facts.js';
import type { RobotsFacts } from './robots.js';
import type { SitemapFacts } from './sitemap.js';

/** What the check gathered about the start page: the page (required), and robots.txt and the sitemap when they answered. */
export interface StartPage {
  page: Fetched;
  /** What the page's HTML says (page-facts.ts). */
  facts: PageFacts;
  /** Its Content-Security-Policy, from its header and its head's `<meta>` tags, as CSP Evaluator judges it (csp.ts); undefined: it sends none. */
  csp?: CspReading;
  /** The address the prospect gave, as normalised. */
  requested: string;
  /** robots.txt: its answer, or why there was none. */
  robots: Fetched | { error: string };
  /** What robots.txt says, when it answered 2xx. */
  robotsFacts?: RobotsFacts;
  /** Whether robots.txt was asked for over http and redirected to https (undefined: not observed). */
  httpRedirectsToHttps?: boolean;
  sitemap: Fetched | { error: string } | undefined;
  sitemapUrl: string | undefined;
  /** What the sitemap says, when it answered 2xx on the site. */
  sitemapFacts?: SitemapFacts;
  /** /llms.txt: its answer, or why there was none (undefined: not asked for); what it says when it answered 2xx on the site. */
  llms?: Fetched | { error: string };
  llmsFacts?: LlmsTxtFacts;
  /** The site's ai-catalog.json (Agentic Resource Discovery): where it was looked for, its answer, its conformance problems (undefined: not asked for). */
  catalog?: CatalogFacts;
  /** A firewall answered our crawler with a challenge (challenge.ts) in place of these files: nothing in them was read or judged. */
  firewall?: Firewall;
}

/** The optional files a firewall kept from our crawler, and whose firewall it was ("Cloudflare"). */
export interface Firewall {
  vendor: string;
  files: ('robots' | 'sitemap' | 'llms')[];
}

/** The start page with its final host and whether it is secure, as the page checks read it. */
export type Start = StartPage & { host: string; https: boolean };

/** A crawled address that answered 2xx with HTML on the site and was read: a page of its own. */
export type ReadPage = CrawledUrl & { fetched: NonNullable<CrawledUrl['fetched']> & { facts: PageFacts } };

/** The crawl with the lists the site checks read. */
export interface Site {
  crawl: Crawl;
  /**
   * Pages that answered 2xx, were read and did not redirect (a redirect's target is crawled under its
   * own address), each once whatever addresses answered it (`sameAs`); the start page first.
   */
  pages: ReadPage[];
  /** Every address the crawl knows of, but `shared`. */
  all: CrawledUrl[];
  /**
   * The pictures pages name as their og:image that no page links to or shows: asked for so that
   * open-graph can say when one is missing, and apart from `all`, so that no other finding counts them
   * as addresses of the site (a page's weight, redirects, what was read beyond the start page).
   */
  shared: CrawledUrl[];
  https: boolean;
}

/** What every finding is judged on: the start page, and the crawl when the check read more than it. */
export interface Evidence {
  start: Start;
  site?: Site;
}

/** A 2xx answer (robots.txt and the sitemap are optional: an error object means there was none). */
export const ok = (f: Fetched | { error: string } | undefined): f is Fetched =>
  Boolean(f && 'status' in f && f.status >= 200 && f.status < 300);
/**
 * The redirects an address took before it answered. None for the start page: the crawl records it
 * under its final address, and its redirects are those of the address the prospect typed. Of the
 * crawl only its start is compared, so a finding handed part of the crawl can ask.
 */
export const redirectsOf = (x: Pick<CrawledUrl, 'fetched'>, crawl: { start: object }) =>
  x === crawl.start ? [] : (x.fetched?.redirects ?? []);
/**
 * Where a firewall answered our crawler with a challenge instead of the site's answer (challenge.ts):
 * its name, the optional files and the crawl's addresses it kept from us; undefined when none was.
 */
export function challengesOf(e: {
  start: Pick<StartPage, 'firewall'>;
  site?: { all: readonly Pick<CrawledUrl, 'url' | 'challenged'>[] };
}): { vendor: string; files: Firewall['files']; urls: string[] } | undefined {
  const urls = (e.site?.all ?? []).filter((x) => x.challenged);
  const vendor = e.start.firewall?.vendor ?? urls[0]?.challenged;
  return vendor ? { vendor, files: e.start.firewall?.files ?? [], urls: urls.map((x) => x.url) } : undefined;
}
/** The HTTP status a crawled address answered with (0: none). */
export const status = (x: Pick<CrawledUrl, 'fetched'>) => x.fetched?.status ?? 0;

/** The evidence as the checks read it: the start page's host and security, and the crawl's pages. */
export function evidenceOf(startPage: StartPage, crawl?: Crawl): Evidence {
  const url = new URL(startPage.page.url);
  const https = url.protocol === 'https:';
  const start = { ...startPage, host: url.hostname, https };
  if (!crawl) return { start };
  const known = [...crawl.urls.values()];
  const sharedOnly = (x: CrawledUrl) =>
    Boolean(x.sharedBy?.length) && !x.shownOn?.length && !x.links.count && !x.canonicalOf.length && !x.inSitemap && x !== crawl.start;
  const all = known.filter((x) => !sharedOnly(x));
  // A redirecting address is not a page of its own: its target is crawled under its own address; nor
  // is an address answering the same bytes as another (`/index`, `/home` or `/index.html` as `/`).
  const read = all.filter(
    (x): x is ReadPage =>
      x.kind === 'page' &&
      Boolean(x.fetched?.facts) &&
      !x.fetched?.sameAs &&
      status(x) >= 200 &&
      status(x) < 300 &&
      !redirectsOf(x, crawl).length,
  );
  // The start page first, wherever its listed address came in the crawl's order.
  const pages = [...read.filter((x) => x === crawl.start), ...read.filter((x) => x !== crawl.start)];
  return { start, site: { crawl, all, pages, https, shared: known.filter(sharedOnly) } };
}
