/**
 * A polite crawl of the prospect's site, from the start page the check already fetched: its links
 * (breadth first, so each page's depth is its fewest clicks from the start; with them the canonical
 * and hreflang addresses pages name, which are judged), then the sitemap's
 * addresses. Same host and its www/bare twin only, and nothing else: a redirect to another host is
 * recorded, not followed, and images elsewhere are never asked for. At most `maxPages` pages and as
 * many other files (images, PDFs: HEAD, never downloaded); at most `siteConcurrency` requests at
 * once, Crawl-delay honoured between them; robots.txt's rules for our crawler obeyed (a disallowed
 * address is recorded, never fetched). At most `maxCandidates` addresses are known at once: beyond
 * them, addresses are only counted, as ones we did not read. Every request goes through
 * fetch-page.ts (the same address rules, deadline and byte limits) and every page through
 * page-facts.ts. Work between requests is done in slices that give way and look at the deadline, so
 * a queue of thousands of blocked addresses ends when the check's time does. The crawl ends at the
 * page cap or at `deadline`, keeping what it found.
 */
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { setImmediate as nextTurn, setTimeout as delay } from 'node:timers/promises';
import { challengeOf, mayBeChallenge } from '../read/challenge.js';
import type { Crawl, CrawledUrl, Unread } from '../read/crawled.js';
import { fetchPage, type Fetched, type FetchRules } from '../read/fetch-page.js';
import { FetchRefused } from '../read/refused.js';
import { scriptFilled } from '../findings/finding.js';
import { normalise } from '../read/normalise.js';
import { readPage, type PageFacts } from '../read/page-facts.js';
import { RobotsRules, type RobotsFacts } from '../read/robots.js';

/** How the crawler fetches an address (fetch-page.ts's `fetchPage`). */
export type Fetcher = typeof fetchPage;

export interface CrawlLimits {
  /** Pages fetched (HTML), the start page included; other files checked are capped the same. */
  maxPages: number;
  /** Requests at once to the site. */
  siteConcurrency: number;
  /** Addresses known at once (AUDIT_MAX_CANDIDATES): each further one is only counted. */
  maxCandidates: number;
}

/** Extensions that are files, not pages: checked with HEAD, never downloaded. */
const FILE_EXTENSIONS =
  /\.(pdf|jpe?g|png|gif|webp|avif|svg|ico|bmp|tiff?|zip|gz|rar|7z|docx?|xlsx?|pptx?|csv|txt|xml|json|mp[34]|m4a|wav|ogg|webm|mov|avi|woff2?|ttf|otf|eot|css|js)$/i;
/** Linking pages kept per address (the count goes on). */
const FROM_KEEP = 10;

/** A page's bytes, as a short digest: two addresses answering alike are one page. */
const digestOf = (body: string) => createHash('sha256').update(body).digest('base64');

const isHtml = (headers: IncomingHttpHeaders) => /html/i.test(String(headers['content-type'] ?? ''));

/**
 * An address as hosts rewrite it: repeated slashes merged, without a directory index file, a page's
 * extension or a trailing slash, so `/`, `/index.html`, `/about`, `/about/`, `/about.html` and
 * `//about/index.html` meet (nginx's `index` and `merge_slashes`, Apache's DirectoryIndex, Netlify's
 * and GitHub Pages' pretty URLs answer them with one file).
 */
function hostRewriteKey(address: string): string {
  const url = new URL(address);
  const path = url.pathname
    .replace(/\/{2,}/g, '/')
    .replace(/\/(index|default)\.(html?|php)$/i, '/')
    .replace(/\.(html?|php)$/i, '')
    .replace(/\/+$/, '');
  return `${url.host}${path}${url.search}`;
}

/** Longest the crawler's own work runs before it gives way and looks at the deadline. */
const SLICE_MS = 2;

/**
 * Whether an address is on the site of `startUrl`: its host, or its www/bare twin, over http or https
 * (a port other than the scheme's own makes another site: only tests use one).
 */
export function onSiteOf(startUrl: string): (url: string) => boolean {
  const host = new URL(startUrl).host;
  const hosts = new Set([host, host.startsWith('www.') ? host.slice(4) : `www.${host}`]);
  return (url) => {
    try {
      return hosts.has(new URL(url).host);
    } catch {
      return false;
    }
  };
}

export class Crawler {
  readonly urls = new Map<string, CrawledUrl>();
  /** The start page's record: once the crawl ends, the address its page is listed under (listOncePerContent). */
  start: CrawledUrl;
  private readonly startFacts: PageFacts;
  private readonly robotsRules: RobotsRules | undefined;
  private readonly linkQueue: CrawledUrl[] = [];
  private readonly sitemapQueue: CrawledUrl[] = [];
  private readonly fileQueue: CrawledUrl[] = [];
  /** Each queued address and the queue it is in (a sitemap page found by a link is in both). */
  private readonly queued = new Map<CrawledUrl, CrawledUrl[]>();
  /** Addresses taken off a queue to be read. */
  private readonly taken = new Set<CrawledUrl>();
  /**
   * Pages taken and not yet settled, in the order taken, and what each one's reading found once it is
   * read (what it links to, or the page it is again). Each is settled in this order, whichever answer
   * came first, so the crawl reads the same pages in the same order on every run: which pages fill
   * the cap, each page's depth and the address a page answered at twice is listed under do not
   * depend on which of two requests at once came back first.
   */
  private readonly unsettled: CrawledUrl[] = [];
  private readonly found = new Map<CrawledUrl, () => Promise<void>>();
  private settling = false;
  /** The crawl's time is up: pages still to settle are told apart from each other, and nothing more is queued. */
  private ending = false;
  /** Sitemap pages taken together, when nothing else was left: read before any page they link to. */
  private readonly sitemapBatch: CrawledUrl[] = [];
  /** Wakes the workers waiting for an address (run's). */
  private wake = () => undefined as void;
  private pagesFetched = 1;
  private filesChecked = 0;
  private lastRequest = 0;
  private unfinished = false;
  /** A firewall answered us with a challenge: nothing more is asked for (every further request would be challenged too). */
  private walled = false;
  /** Addresses met past the candidate cap: counted, never kept. */
  private uncounted = 0;
  private sliceStarted = performance.now();

  constructor(
    private readonly startPage: Fetched,
    startFacts: PageFacts,
    private readonly robots: RobotsFacts | undefined,
    private readonly rules: FetchRules,
    private readonly limits: CrawlLimits,
    private readonly deadline: AbortSignal,
    private readonly onProgress: (pages: number) => void = () => undefined,
    /** What fetches an address: the fetcher and its rules, or (in tests that judge facts) a site answered in memory. */
    private readonly fetcher: Fetcher = fetchPage,
  ) {
    this.onSite = onSiteOf(startPage.url);
    this.robotsRules = robots && new RobotsRules(robots.rules);
    const url = normalise(startPage.url, startPage.url) ?? startPage.url;
    this.start = {
      url,
      kind: 'page',
      depth: 0,
      inSitemap: false,
      canonicalOf: [],
      links: { from: [], count: 0 },
      fetched: this.fetchedOf(startPage, startFacts),
    };
    this.urls.set(url, this.start);
    this.startFacts = startFacts;
    this.samePage(this.start, digestOf(startPage.body), startFacts);
  }

  /** The addresses read as pages, grouped by a digest of the bytes they answered with, each group in the order read. */
  private readonly readAs = new Map<string, CrawledUrl[]>();

  /**
   * The page already read that this one is (undefined: a page of its own); pages are compared in the order taken. Whatever the alias (the
   * host's rewrites of `/index.html`, a slash or letter case, or `/index` and `/home` both answered
   * with the home page), an address answering the same bytes as one read already is that page again.
   * Not so an app's shell, whose script fills each address with a page of its own: the same shell is
   * one page only at addresses the host rewrites alike.
   */
  private samePage(url: CrawledUrl, bytes: string, facts: PageFacts): CrawledUrl | undefined {
    const digest = scriptFilled(facts) ? `${bytes} ${hostRewriteKey(url.url)}` : bytes;
    const group = this.readAs.get(digest);
    if (!group) return void this.readAs.set(digest, [url]);
    group.push(url);
    return group[0];
  }

  /**
   * Each page answered at several addresses listed once, at the end of the crawl: under the address its
   * canonical names when that is one of them, else the one the site's links use most (the first read on
   * a tie). The start page, else, stays at the address the check started from (read first): the report
   * names it as their home page, and a menu's `index.html` is no better an address for it than `/`. The others are `sameAs` it, and it is linked from wherever any of them is, at the fewest
   * clicks of any. Only the first read was followed, so the links it was found on now name the address listed.
   */
  private listOncePerContent(): void {
    const listedFor = new Map<string, string>();
    for (const group of this.readAs.values()) {
      const [first] = group;
      if (!first || group.length < 2) continue;
      const canonical = this.canonicalNamed(first);
      const listed =
        group.find((x) => x.url === canonical) ??
        (first === this.start ? first : group.reduce((most, x) => (x.links.count > most.links.count ? x : most)));
      for (const x of group) {
        if (x === listed || !x.fetched) continue;
        x.fetched.sameAs = listed.url;
        listed.links.count += x.links.count;
        for (const from of x.links.from)
          if (listed.links.from.length < FROM_KEEP && !listed.links.from.includes(from)) listed.links.from.push(from);
        if (x.depth !== undefined && (listed.depth === undefined || x.depth < listed.depth)) listed.depth = x.depth;
        listed.inSitemap ||= x.inSitemap;
      }
      if (listed.fetched) listed.fetched.sameAs = undefined;
      if (listed === first) continue;
      listedFor.set(first.url, listed.url);
      if (first === this.start && first.fetched) {
        this.start = listed;
        // Its redirects were those of the address the prospect typed, which the start page's own findings judge (redirectsOf).
        first.fetched.redirects = [];
      }
    }
    if (!listedFor.size) return;
    for (const x of this.urls.values()) {
      x.links.from = [...new Set(x.links.from.map((from) => listedFor.get(from) ?? from))];
      x.canonicalOf = x.canonicalOf.map((of) => listedFor.get(of) ?? of);
    }
  }

  /** The address a page names as its canonical (its head's, else a Link header's), on this site. */
  private canonicalNamed(page: CrawledUrl, facts = page.fetched?.facts): string | undefined {
    const href = facts?.canonicals[0] ?? page.fetched?.headerFacts?.links.find((l) => l.rel === 'canonical')?.uri;
    const canonical = href ? normalise(href, page.fetched?.finalUrl ?? page.url) : undefined;
    return canonical && this.onSite(canonical) ? canonical : undefined;
  }

  /** Same host or its www/bare twin. */
  private readonly onSite: (url: string) => boolean;

  /** The address's record, made when new; undefined when the candidate cap is reached (it is counted instead). */
  private record(url: string, kind: CrawledUrl['kind']): CrawledUrl | undefined {
    const key = normalise(url, url) ?? url;
    let known = this.urls.get(key);
    if (!known) {
      if (this.urls.size >= this.limits.maxCandidates) return void this.uncounted++;
      known = { url: key, kind, inSitemap: false, canonicalOf: [], links: { from: [], count: 0 } };
      this.urls.set(key, known);
    }
    return known;
  }

  /** Puts an address in its queue once, unless it was fetched already. */
  private enqueue(target: CrawledUrl, queue: CrawledUrl[]): void {
    if (target.fetched || this.taken.has(target)) return;
    // A sitemap page found by a link moves up to the link queue: read in link order, it gets its depth before the pages it links to.
    const promoted = queue === this.linkQueue && this.queued.get(target) === this.sitemapQueue;
    if (this.queued.has(target) && !promoted) return;
    this.queued.set(target, queue);
    queue.push(target);
  }

  /** The first address of `queue` not taken from another queue already. */
  private take(queue: CrawledUrl[]): CrawledUrl | undefined {
    for (let url = queue.shift(); url; url = queue.shift()) {
      if (this.taken.has(url)) continue;
      this.taken.add(url);
      return url;
    }
    return undefined;
  }

  private fetchedOf(page: Fetched, facts?: PageFacts): NonNullable<CrawledUrl['fetched']> {
    const { status, redirects, ttfbMs, bytes, wireBytes, headers, headerFacts } = page;
    return {
      status,
      finalUrl: page.offsite ?? page.url,
      redirects,
      ttfbMs,
      bytes,
      wireBytes,
      headers,
      headerFacts,
      facts,
      offsite: page.offsite !== undefined || undefined,
    };
  }

  /** Gives way to the rest of the thread every SLICE_MS, and ends the crawl once the deadline has passed. */
  private async slice(): Promise<void> {
    if (performance.now() - this.sliceStarted < SLICE_MS) return;
    await nextTurn();
    this.deadline.throwIfAborted();
    this.sliceStarted = performance.now();
  }

  /** Queues what a fetched page links to (its links, images and canonical), on this site. */
  private async discover(page: CrawledUrl, facts: PageFacts): Promise<void> {
    if (this.ending) return;
    const base = page.fetched?.finalUrl ?? page.url;
    const depth = (page.depth ?? Number.POSITIVE_INFINITY) + 1;
    const seenHere = new Set<string>();
    for (const href of facts.links) {
      await this.slice();
      const url = normalise(href, base);
      if (!url || !this.onSite(url) || seenHere.has(url)) continue;
      seenHere.add(url);
      const target = this.record(url, FILE_EXTENSIONS.test(new URL(url).pathname) ? 'file' : 'page');
      if (!target) continue;
      target.links.count++;
      if (target.links.from.length < FROM_KEEP) target.links.from.push(page.url);
      if (Number.isFinite(depth) && (target.depth === undefined || depth < target.depth)) target.depth = depth;
      this.enqueue(target, target.kind === 'file' ? this.fileQueue : this.linkQueue);
    }
    for (const image of facts.imageList) {
      await this.slice();
      const url = normalise(image.src, base);
      const target = url && this.onSite(url) ? this.record(url, 'file') : undefined;
      if (!target) continue;
      // Where it is shown, for a finding that names the page of an image that does not answer.
      const shownOn = (target.shownOn ??= []);
      if (shownOn.length < FROM_KEEP && !shownOn.includes(page.url)) shownOn.push(page.url);
      this.enqueue(target, this.fileQueue);
    }
    // The picture a shared link to the start page shows, asked for as an image is: open-graph says when it does not answer.
    const shared = page === this.start ? facts.shownMeta?.['og:image'] : undefined;
    const picture = shared ? normalise(shared, base) : undefined;
    const sharedFile = picture && this.onSite(picture) ? this.record(picture, 'file') : undefined;
    if (sharedFile) {
      const sharedBy = (sharedFile.sharedBy ??= []);
      if (sharedBy.length < FROM_KEEP && !sharedBy.includes(page.url)) sharedBy.push(page.url);
      this.enqueue(sharedFile, this.fileQueue);
    }
    // The head's canonical, else one sent in a Link header: either is followed and judged.
    const canonical = this.canonicalNamed(page, facts);
    const target = canonical ? this.record(canonical, 'page') : undefined;
    if (target) {
      target.canonicalOf.push(page.url);
      this.enqueue(target, this.linkQueue);
    }
    // Its language versions on this site (head or Link header): read, so hreflang's return links and targets can be judged.
    const alternates = [
      ...facts.alternates.map((a) => a.href),
      ...(page.fetched?.headerFacts?.links ?? []).filter((l) => l.rel === 'alternate' && l.hreflang).map((l) => l.uri),
    ];
    for (const href of alternates) {
      await this.slice();
      const url = href ? normalise(href, base) : undefined;
      const version = url && this.onSite(url) ? this.record(url, 'page') : undefined;
      if (version) this.enqueue(version, this.linkQueue);
    }
  }

  /** Adds the sitemap's addresses on this site; they are crawled after every linked page. */
  async addSitemap(locs: string[]): Promise<void> {
    for (const loc of locs) {
      await this.slice();
      const url = normalise(loc, this.startPage.url);
      const target = url && this.onSite(url) ? this.record(url, 'page') : undefined;
      if (!target) continue;
      target.inSitemap = true;
      this.enqueue(target, this.sitemapQueue);
    }
  }

  /**
   * The next address to fetch: linked pages first, then sitemap pages, then files; undefined when
   * there is none for now or the caps are reached. Sitemap pages wait while any page is unsettled: it
   * may link to them, which gives them their depth (their fewest clicks from the start). Then as many
   * as are read at once are taken together, so the pages they link to come after all of them, however
   * their answers are timed.
   */
  private async next(): Promise<CrawledUrl | undefined> {
    if (this.walled) return undefined;
    while (this.pagesFetched < this.limits.maxPages) {
      let page = this.take(this.sitemapBatch) ?? this.take(this.linkQueue);
      if (!page && !this.unsettled.length) {
        for (let url = this.sitemapQueue.shift(); url; url = this.sitemapQueue.shift()) {
          if (!this.taken.has(url)) this.sitemapBatch.push(url);
          if (this.sitemapBatch.length >= this.limits.siteConcurrency) break;
        }
        page = this.take(this.sitemapBatch);
      }
      if (!page) break;
      // Its place is taken from now on, while this worker gives way below: another worker checking the
      // cap meanwhile must see it, or two take the cap's last one.
      this.unsettled.push(page);
      this.pagesFetched++;
      await this.slice();
      if (this.allowed(page)) return page;
      this.pagesFetched--;
      await this.settle(page, async () => undefined);
    }
    while (this.filesChecked < this.limits.maxPages) {
      const file = this.take(this.fileQueue);
      if (!file) break;
      this.filesChecked++;
      await this.slice();
      if (this.allowed(file)) return file;
      this.filesChecked--;
    }
    return undefined;
  }

  /** Whether robots.txt lets us fetch it; a disallowed address is marked blocked and never fetched. */
  private allowed(url: CrawledUrl): boolean {
    const { pathname, search } = new URL(url.url);
    if (this.robotsRules?.allowed(pathname + search) === false) {
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

  /**
   * Fetches one page (read only when it is HTML on this site) or checks one file (HEAD); redirects off
   * the site are not followed. A page is then settled in its turn (settle), whatever its answer.
   */
  private async visit(url: CrawledUrl): Promise<void> {
    if (url.kind === 'file') return this.check(url);
    let found = async () => undefined as void;
    try {
      found = await this.read(url);
    } catch (err) {
      if (this.deadline.aborted) throw err;
      url.error = err instanceof FetchRefused ? err.message : 'It could not be fetched.';
      url.loop = err instanceof FetchRefused && err.loop;
    }
    await this.settle(url, found);
  }

  /** Checks one file with HEAD (a GET's headers where HEAD is refused). */
  private async check(url: CrawledUrl): Promise<void> {
    await this.politeGap();
    const deadline = AbortSignal.any([this.deadline, AbortSignal.timeout(this.rules.timeoutMs)]);
    const stayOn = this.onSite;
    try {
      let answer = await this.fetcher(url.url, this.rules, deadline, { method: 'HEAD', stayOn });
      // Some servers refuse HEAD: ask for the headers of a GET instead, and read none of it.
      if (answer.status === 405 || answer.status === 501) {
        await this.politeGap();
        answer = await this.fetcher(url.url, this.rules, deadline, { wantBody: () => false, stayOn });
      }
      if (!this.challenged(url, answer)) url.fetched = this.fetchedOf(answer);
    } catch (err) {
      if (this.deadline.aborted) throw err;
      url.error = err instanceof FetchRefused ? err.message : 'It could not be fetched.';
      url.loop = err instanceof FetchRefused && err.loop;
    }
  }

  /** Fetches and reads one page; resolves with what settling it does (queue what it links to, or mark it a page read already). */
  private async read(url: CrawledUrl): Promise<() => Promise<void>> {
    const nothing = async () => undefined;
    await this.politeGap();
    const deadline = AbortSignal.any([this.deadline, AbortSignal.timeout(this.rules.timeoutMs)]);
    const page = await this.fetcher(url.url, this.rules, deadline, {
      stayOn: this.onSite,
      // A refusal's body too, to tell a firewall's challenge page from the site's own answer.
      wantBody: (status, headers) => (status >= 200 && status < 300 && isHtml(headers)) || mayBeChallenge(status),
    });
    if (this.challenged(url, page)) return nothing;
    const read = page.body && !page.offsite && page.status >= 200 && page.status < 300;
    const facts = read ? await readPage(page.body, this.deadline, false, new URL(page.url).hostname) : undefined;
    const fetched = this.fetchedOf({ ...page, body: '' }, facts);
    url.fetched = fetched;
    if (!facts) return nothing;
    if (page.redirects.length)
      return async () => {
        // The page it leads to is read, and its links followed, under its own address: a redirect links to nothing.
        const target = this.record(page.url, 'page');
        if (!target) return;
        if (url.depth !== undefined && (target.depth === undefined || url.depth < target.depth)) target.depth = url.depth;
        this.enqueue(target, this.linkQueue);
      };
    const bytes = digestOf(page.body);
    return async () => {
      const same = this.samePage(url, bytes, facts);
      if (same) fetched.sameAs = same.url;
      else await this.discover(url, facts);
    };
  }

  /**
   * Hands over what a page's reading found, then settles every page whose turn has come: each in the
   * order taken, once those taken before it are settled. One settler at a time: a page handed over
   * while one runs is settled by it when its turn comes.
   */
  private async settle(url: CrawledUrl, found: () => Promise<void>): Promise<void> {
    this.found.set(url, found);
    if (this.settling) return;
    this.settling = true;
    try {
      for (let next = this.unsettled[0]; next && this.found.has(next); next = this.unsettled[0]) {
        const work = this.found.get(next);
        this.found.delete(next);
        this.unsettled.shift();
        await work?.();
        this.wake();
      }
    } finally {
      this.settling = false;
    }
  }

  /**
   * Whether a firewall answered this address with a challenge (read/challenge.ts): recorded as such, not
   * as the site's answer, and the crawl asks for nothing more.
   */
  private challenged(url: CrawledUrl, answer: Fetched): boolean {
    const vendor = challengeOf(answer);
    if (!vendor) return false;
    url.challenged = vendor;
    this.walled = true;
    return true;
  }

  /** Addresses found on the site and not read: still queued, or past the candidate cap. */
  private unread(): Unread {
    let count = this.uncounted;
    for (const url of this.urls.values()) if (!url.fetched && !url.blocked && !url.error && !url.challenged) count++;
    return { count, atLeast: this.uncounted > 0 };
  }

  /** What the crawl has found so far (while it runs, for the report's progress). */
  snapshot(): Crawl {
    const sitemapUrls = [...this.urls.values()].filter((u) => u.inSitemap).map((u) => u.url);
    return { start: this.start, urls: this.urls, sitemapUrls, unfinished: true, unread: this.unread() };
  }

  /** Crawls the start page's links, then the sitemap's addresses, until nothing is left, the caps are reached or the deadline passes; never rejects on the deadline. */
  async run(sitemapLocs: () => Promise<string[]>): Promise<Crawl> {
    // Addresses taken or being read: a worker finding nothing to do waits while any is, since it may link to more.
    let busy = 0;
    const waiting = new Set<() => void>();
    const wake = () => {
      for (const resolve of waiting) resolve();
      waiting.clear();
    };
    this.wake = wake;
    const worker = async () => {
      for (;;) {
        busy++;
        let url: CrawledUrl | undefined;
        try {
          url = await this.next();
          if (url) await this.visit(url);
        } finally {
          busy--;
          // Only a page read (it may have queued more) or the last worker going idle is news to the
          // waiting workers: a worker that found nothing waking the others would have them wake it in
          // turn, a ring of promises that never gives the thread back to the sockets being read.
          if (url || !busy) wake();
        }
        if (url) this.onProgress(this.pagesFetched);
        else if (!busy) return;
        else await new Promise<void>((resolve) => waiting.add(resolve));
      }
    };
    try {
      await this.discover(this.start, this.startFacts);
      await this.addSitemap(await sitemapLocs());
      await Promise.all(Array.from({ length: this.limits.siteConcurrency }, worker));
    } catch (err) {
      if (!this.deadline.aborted) throw err;
      this.unfinished = true;
      // Pages read but not settled when the time ran out are still each one page, or another's again, in the order taken.
      this.ending = true;
      for (const url of this.unsettled) await this.found.get(url)?.();
    }
    // Stopped by a cap with addresses still queued.
    if ([this.linkQueue, this.sitemapQueue, this.fileQueue].some((queue) => queue.some((url) => !this.taken.has(url))))
      this.unfinished = true;
    this.listOncePerContent();
    return { ...this.snapshot(), unfinished: this.unfinished };
  }
}
