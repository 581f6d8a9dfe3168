/**
 * A polite crawl of the prospect's site, from the start page the check already fetched: its links
 * (breadth first, so each page's depth is its fewest clicks from the start), then the sitemap's
 * addresses. Same host and its www/bare twin only; at most `maxPages` pages and as many other files
 * (images, PDFs: HEAD, never downloaded); at most `siteConcurrency` requests at once, Crawl-delay
 * honoured between them; robots.txt's rules for our crawler obeyed (a disallowed address is recorded,
 * never fetched). Every request goes through fetch-page.ts (the same address rules, deadline and
 * byte limits) and every page through page-facts.ts. The crawl ends at the page cap or at `deadline`,
 * keeping what it found.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { fetchPage, FetchRefused, type Fetched, type FetchRules } from './fetch-page.js';
import { readPage, type PageFacts } from './page-facts.js';
import { allowedByRobots, type RobotsFacts } from './robots.js';

export interface CrawlLimits {
  /** Pages fetched (HTML), the start page included; other files checked are capped the same. */
  maxPages: number;
  /** Requests at once to the site. */
  siteConcurrency: number;
}

/** Where a page was found: the pages linking to it (the first few) and how many link to it. */
export interface Inlinks {
  from: string[];
  count: number;
}

export interface CrawledUrl {
  /** The address as linked (without its #fragment). */
  url: string;
  kind: 'page' | 'file';
  /** Fewest clicks from the start page; undefined when no crawled page links to it (found in the sitemap only). */
  depth?: number;
  inSitemap: boolean;
  /** Named as a canonical address by a crawled page. */
  canonicalOf: string[];
  links: Inlinks;
  /** Set once fetched. */
  fetched?: {
    status: number;
    finalUrl: string;
    redirects: Fetched['redirects'];
    ttfbMs: number;
    bytes: number;
    wireBytes: number;
    headers: IncomingHttpHeaders;
    facts?: PageFacts;
  };
  /** Why it could not be fetched (a redirect loop, a timeout ...), in a sentence. */
  error?: string;
  loop?: boolean;
  /** Disallowed for us by robots.txt: never fetched. */
  blocked?: boolean;
}

export interface Crawl {
  start: CrawledUrl;
  urls: Map<string, CrawledUrl>;
  sitemapUrls: string[];
  /** The crawl stopped at the page cap or the deadline with addresses still queued. */
  unfinished: boolean;
}

/** Extensions that are files, not pages: checked with HEAD, never downloaded. */
const FILE_EXTENSIONS = /\.(pdf|jpe?g|png|gif|webp|avif|svg|ico|bmp|tiff?|zip|gz|rar|7z|docx?|xlsx?|pptx?|csv|txt|xml|json|mp[34]|m4a|wav|ogg|webm|mov|avi|woff2?|ttf|otf|eot|css|js)$/i;
/** Linking pages kept per address (the count goes on). */
const FROM_KEEP = 10;

const isHtml = (headers: IncomingHttpHeaders) => /html/i.test(String(headers['content-type'] ?? ''));
const twin = (host: string) => (host.startsWith('www.') ? host.slice(4) : `www.${host}`);

/** The address without its fragment, or undefined when it is not http(s) or does not parse. */
export function normalise(href: string, base: string): string | undefined {
  try {
    const url = new URL(href, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    url.hash = '';
    return url.href;
  } catch {
    return undefined;
  }
}

export class Crawler {
  readonly urls = new Map<string, CrawledUrl>();
  private readonly hosts: Set<string>;
  private readonly linkQueue: CrawledUrl[] = [];
  private readonly sitemapQueue: CrawledUrl[] = [];
  private readonly fileQueue: CrawledUrl[] = [];
  private pagesFetched = 1;
  private filesChecked = 0;
  private lastRequest = 0;
  private unfinished = false;

  constructor(
    private readonly startPage: Fetched,
    startFacts: PageFacts,
    private readonly robots: RobotsFacts | undefined,
    private readonly rules: FetchRules,
    private readonly limits: CrawlLimits,
    private readonly deadline: AbortSignal,
    private readonly onProgress: (pages: number) => void = () => undefined,
  ) {
    const host = new URL(startPage.url).hostname;
    this.hosts = new Set([host, twin(host)]);
    const start = this.record(startPage.url, 'page');
    start.depth = 0;
    start.fetched = this.fetchedOf(startPage, startFacts);
    this.discover(start, startFacts);
  }

  /** Same host or its www/bare twin. */
  onSite(url: string): boolean {
    try {
      return this.hosts.has(new URL(url).hostname);
    } catch {
      return false;
    }
  }

  get start(): CrawledUrl {
    return this.urls.get(this.key(this.startPage.url))!;
  }

  private key(url: string): string {
    return normalise(url, url) ?? url;
  }

  private record(url: string, kind: CrawledUrl['kind']): CrawledUrl {
    const key = this.key(url);
    let known = this.urls.get(key);
    if (!known) {
      known = { url: key, kind, inSitemap: false, canonicalOf: [], links: { from: [], count: 0 } };
      this.urls.set(key, known);
    }
    return known;
  }

  private fetchedOf(page: Fetched, facts?: PageFacts): NonNullable<CrawledUrl['fetched']> {
    return { status: page.status, finalUrl: page.url, redirects: page.redirects, ttfbMs: page.ttfbMs, bytes: page.bytes, wireBytes: page.wireBytes, headers: page.headers, facts };
  }

  /** Queues what a fetched page links to (its links, images and canonical), on this site. */
  private discover(page: CrawledUrl, facts: PageFacts): void {
    const base = page.fetched?.finalUrl ?? page.url;
    const depth = (page.depth ?? Number.POSITIVE_INFINITY) + 1;
    const seenHere = new Set<string>();
    for (const href of facts.links) {
      const url = normalise(href, base);
      if (!url || !this.onSite(url) || seenHere.has(url)) continue;
      seenHere.add(url);
      const kind = FILE_EXTENSIONS.test(new URL(url).pathname) ? 'file' : 'page';
      const target = this.record(url, kind);
      target.links.count++;
      if (target.links.from.length < FROM_KEEP) target.links.from.push(page.url);
      if (Number.isFinite(depth) && (target.depth === undefined || depth < target.depth)) target.depth = depth;
      if (!target.fetched && !this.inQueues(target)) (target.kind === 'file' ? this.fileQueue : this.linkQueue).push(target);
    }
    for (const image of facts.imageList) {
      const url = normalise(image.src, base);
      if (!url || !this.onSite(url)) continue;
      const target = this.record(url, 'file');
      if (!target.fetched && !this.inQueues(target)) this.fileQueue.push(target);
    }
    const canonical = facts.canonicals[0] ? normalise(facts.canonicals[0], base) : undefined;
    if (canonical && this.onSite(canonical)) {
      const target = this.record(canonical, 'page');
      target.canonicalOf.push(page.url);
      if (!target.fetched && !this.inQueues(target)) this.linkQueue.push(target);
    }
  }

  private readonly queued = new Set<CrawledUrl>();
  /** True when the address was queued before; queues it in the books otherwise (the caller pushes it). */
  private inQueues(url: CrawledUrl): boolean {
    if (this.queued.has(url)) return true;
    this.queued.add(url);
    return false;
  }

  /** A redirect's target is a page of its own: crawled under its own address (once). */
  private queueTarget(finalUrl: string): void {
    const target = this.record(finalUrl, 'page');
    if (!target.fetched && !this.inQueues(target)) this.linkQueue.push(target);
  }

  /** Adds the sitemap's addresses on this site; they are crawled after every linked page. */
  addSitemap(locs: string[]): void {
    for (const loc of locs) {
      const url = normalise(loc, this.startPage.url);
      if (!url || !this.onSite(url)) continue;
      const target = this.record(url, 'page');
      target.inSitemap = true;
      if (!target.fetched && !this.inQueues(target)) this.sitemapQueue.push(target);
    }
  }

  /** The next address to fetch: linked pages first, then sitemap pages, then files; undefined when done or capped. */
  private next(): CrawledUrl | undefined {
    while (this.linkQueue.length || this.sitemapQueue.length) {
      if (this.pagesFetched >= this.limits.maxPages) break;
      const page = (this.linkQueue.length ? this.linkQueue : this.sitemapQueue).shift()!;
      if (this.allowed(page)) {
        this.pagesFetched++;
        return page;
      }
    }
    while (this.fileQueue.length && this.filesChecked < this.limits.maxPages) {
      const file = this.fileQueue.shift()!;
      if (this.allowed(file)) {
        this.filesChecked++;
        return file;
      }
    }
    if (this.linkQueue.length || this.sitemapQueue.length || this.fileQueue.length) this.unfinished = true;
    return undefined;
  }

  private allowed(url: CrawledUrl): boolean {
    const { pathname, search } = new URL(url.url);
    if (this.robots && !allowedByRobots(this.robots.rules, pathname + search)) {
      url.blocked = true;
      return false;
    }
    return true;
  }

  /** Waits out the Crawl-delay since the last request started. */
  private async politeGap(): Promise<void> {
    const gap = this.robots?.crawlDelayMs ?? 0;
    const wait = this.lastRequest + gap - performance.now();
    this.lastRequest = Math.max(performance.now(), this.lastRequest + gap);
    if (wait > 0) await delay(wait, undefined, { signal: this.deadline });
  }

  /** Fetches one page (read only when it is HTML on this site) or checks one file (HEAD). */
  private async visit(url: CrawledUrl): Promise<void> {
    await this.politeGap();
    const deadline = AbortSignal.any([this.deadline, AbortSignal.timeout(this.rules.timeoutMs)]);
    try {
      if (url.kind === 'file') {
        let answer = await fetchPage(url.url, this.rules, deadline, { method: 'HEAD' });
        // Some servers refuse HEAD: ask for the headers of a GET instead, and read none of it.
        if (answer.status === 405 || answer.status === 501) {
          await this.politeGap();
          answer = await fetchPage(url.url, this.rules, deadline, { wantBody: () => false });
        }
        url.fetched = this.fetchedOf(answer);
        return;
      }
      const page = await fetchPage(url.url, this.rules, deadline, { wantBody: (status, headers, at) => status >= 200 && status < 300 && isHtml(headers) && this.onSite(at) });
      const facts = page.body && this.onSite(page.url) ? await readPage(page.body, deadline) : undefined;
      url.fetched = this.fetchedOf({ ...page, body: '' }, facts);
      if (!facts) return;
      if (page.redirects.length) this.queueTarget(page.url);
      this.discover(url, facts);
    } catch (err) {
      if (this.deadline.aborted) throw err;
      url.error = err instanceof FetchRefused ? err.message : 'It could not be fetched.';
      url.loop = err instanceof FetchRefused && err.reason === 'redirects' && /loop/.test(err.message);
    }
  }

  /** What the crawl has found so far (while it runs, for the report's progress). */
  snapshot(): Crawl {
    const sitemapUrls = [...this.urls.values()].filter((u) => u.inSitemap).map((u) => u.url);
    return { start: this.start, urls: this.urls, sitemapUrls, unfinished: true };
  }

  /** Crawls until nothing is left, the caps are reached or the deadline passes; never rejects on the deadline. */
  async run(): Promise<Crawl> {
    let inFlight = 0;
    const waiting = new Set<() => void>();
    const wake = () => {
      for (const resolve of waiting) resolve();
      waiting.clear();
    };
    // A worker with nothing to do waits while another's page may still link to more.
    const worker = async () => {
      for (;;) {
        const url = this.next();
        if (!url) {
          if (!inFlight) return wake();
          await new Promise<void>((resolve) => waiting.add(resolve));
          continue;
        }
        inFlight++;
        try {
          await this.visit(url);
        } finally {
          inFlight--;
          wake();
        }
        this.onProgress(this.pagesFetched);
      }
    };
    try {
      await Promise.all(Array.from({ length: this.limits.siteConcurrency }, worker));
    } catch (err) {
      if (!this.deadline.aborted) throw err;
      this.unfinished = true;
    }
    return { ...this.snapshot(), unfinished: this.unfinished };
  }
}
