/**
 * The findings of the whole-site crawl (crawl.ts): one list of finding types, each with its
 * severity when found, its weight in the score, why it matters, how to fix it, and how to collect
 * the affected addresses from the crawl. Per-page types look at each page crawled; cross-page types
 * (duplicates, broken links, redirects, the sitemap, canonicals, orphans) look at the crawl as a
 * whole. Pure: no network, no database. Every address and value shown is clipped (clip.ts).
 */
import { clip } from './clip.js';
import type { Crawl, CrawledUrl } from './crawl.js';
import type { Finding, Severity } from './checks.js';
import { normalise } from './crawl.js';

/** Affected addresses shown per finding; the total is given beside them. */
export const URLS_SHOWN = 10;
const THIN_WORDS = 200;
const DOM_ELEMENTS_MAX = 1500;
const DEPTH_MAX = 3;
const SLOW_TTFB_MS = 800;
const HEAVY_HTML_BYTES = 500 * 1024;
const LARGE_IMAGE_BYTES = 200 * 1024;
const TITLE_MIN = 15;
const TITLE_MAX = 60;
const DESCRIPTION_MIN = 70;
const DESCRIPTION_MAX = 160;

interface SiteCheck {
  id: string;
  /** Severity when anything is found. */
  severity: Exclude<Severity, 'passed'>;
  weight: number;
  /** "N pages ..." when found; said once, with the count. */
  found: (n: number) => string;
  passed: string;
  why: string;
  fix: string;
  /** The affected entries: an address, or an address with what is wrong there. */
  collect: (c: Seen) => string[];
}

/** The crawl with the lists every check reads. */
interface Seen {
  crawl: Crawl;
  /** HTML pages on the site that answered 2xx and were read. */
  pages: CrawledUrl[];
  all: CrawledUrl[];
  https: boolean;
}

const u = (url: string) => clip(url, 160);
/** "1 page has" or "3 pages have": the count, the noun and the verb agreeing. */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const from = (x: CrawledUrl) => (x.links.from.length ? ` (linked from ${x.links.from.slice(0, 3).map(u).join(', ')}${x.links.count > 3 ? ` and ${x.links.count - 3} more` : ''})` : '');
const noindex = (x: CrawledUrl) => /noindex/i.test(`${x.fetched?.facts?.robots ?? ''} ${String(x.fetched?.headers['x-robots-tag'] ?? '')}`);
const status = (x: CrawledUrl) => x.fetched?.status ?? 0;
const canonicalOf = (x: CrawledUrl) => {
  const href = x.fetched?.facts?.canonicals[0];
  return href ? normalise(href, x.fetched!.finalUrl) : undefined;
};
/** Pages sharing a value, as one entry a group: `"value" on a, b, c`. */
function duplicates(list: CrawledUrl[], value: (x: CrawledUrl) => string | undefined): string[] {
  const groups = new Map<string, string[]>();
  for (const x of list) {
    const v = value(x)?.trim();
    if (!v) continue;
    groups.set(v, [...(groups.get(v) ?? []), x.url]);
  }
  return [...groups].filter(([, urls]) => urls.length > 1).map(([v, urls]) => `"${clip(v, 80)}" on ${urls.length} pages: ${urls.slice(0, 4).map(u).join(', ')}${urls.length > 4 ? ' ...' : ''}`);
}

/** Every cross-page and per-page finding type, in the order the report lists them. */
export const SITE_CHECKS: SiteCheck[] = [
  // Links and redirects.
  {
    id: 'broken-links', severity: 'problem', weight: 6,
    found: (n) => `${count(n, 'address linked from your own pages answers', 'addresses linked from your own pages answer')} with an error.`,
    passed: 'Every internal link we followed works.',
    why: 'A broken link is a dead end for visitors and wastes the time search engines spend on your site.',
    fix: 'Point each link at a working page, or redirect the old address to its replacement with a 301.',
    collect: ({ all }) => all.filter((x) => x.links.count && status(x) >= 400).map((x) => `${u(x.url)}: HTTP ${status(x)}${from(x)}`),
  },
  {
    id: 'unreachable', severity: 'improvement', weight: 3,
    found: (n) => `${count(n, 'address', 'addresses')} on your site could not be fetched at all.`,
    passed: 'Every address we tried answered.',
    why: 'If we could not fetch a page, search engines may not be able to either.',
    fix: 'Check these addresses in a browser; slow or failing pages usually point to a server or hosting problem.',
    collect: ({ all }) => all.filter((x) => x.error && !x.loop).map((x) => `${u(x.url)}: ${clip(x.error!, 160)}`),
  },
  {
    id: 'redirect-loops', severity: 'problem', weight: 5,
    found: (n) => `${count(n, 'address redirects', 'addresses redirect')} in a loop and never reach a page.`,
    passed: 'No address redirects in a loop.',
    why: 'Browsers show an error for a redirect loop and search engines drop the page.',
    fix: 'Fix the redirect rules so each old address points straight at a page that answers 200.',
    collect: ({ all }) => all.filter((x) => x.loop).map((x) => `${u(x.url)}${from(x)}`),
  },
  {
    id: 'redirect-chains', severity: 'improvement', weight: 4,
    found: (n) => `${count(n, 'address goes', 'addresses go')} through two or more redirects before reaching a page.`,
    passed: 'No redirect chains: every redirect reaches its page in one step.',
    why: 'Each extra hop slows visitors down, and search engines may stop following long chains.',
    fix: 'Make each old address redirect straight to the final page in a single 301.',
    collect: ({ all }) => all.filter((x) => (x.fetched?.redirects.length ?? 0) >= 2).map((x) => `${u(x.url)} → ${u(x.fetched!.finalUrl)} (${x.fetched!.redirects.length} redirects)`),
  },
  {
    id: 'links-to-redirects', severity: 'improvement', weight: 3,
    found: (n) => `${count(n, 'address linked from your own pages redirects', 'addresses linked from your own pages redirect')} somewhere else.`,
    passed: 'Your internal links point straight at pages, not at redirects.',
    why: 'Linking to a redirect adds a wait for every visitor and dilutes the link for search engines.',
    fix: 'Update the links to point at the final address directly.',
    collect: ({ all }) => all.filter((x) => x.links.count && (x.fetched?.redirects.length ?? 0) >= 1).map((x) => `${u(x.url)} → ${u(x.fetched!.finalUrl)}${from(x)}`),
  },
  {
    id: 'blocked-links', severity: 'improvement', weight: 2,
    found: (n) => `${count(n, 'address linked from your pages is', 'addresses linked from your pages are')} blocked for crawlers by robots.txt.`,
    passed: 'None of your internal links point at addresses robots.txt blocks.',
    why: 'Search engines cannot read blocked pages, so links to them lead nowhere in search.',
    fix: 'Unblock these paths in robots.txt if they should be found, or stop linking to them.',
    collect: ({ all }) => all.filter((x) => x.blocked && x.links.count).map((x) => `${u(x.url)}${from(x)}`),
  },
  {
    id: 'http-links', severity: 'improvement', weight: 2,
    found: (n) => `${count(n, 'page links', 'pages link')} to the insecure http:// address of your own site.`,
    passed: 'Internal links use the secure https:// address.',
    why: 'Each such click goes through a redirect, or lands on an insecure copy of the page.',
    fix: 'Change these links to https:// (or to relative links).',
    collect: ({ pages: list, https }) => (https ? list.filter((x) => x.fetched!.facts!.links.some((h) => /^\s*http:\/\//i.test(h) && normalise(h, x.url) !== undefined && new URL(normalise(h, x.url)!).hostname.replace(/^www\./, '') === new URL(x.url).hostname.replace(/^www\./, ''))).map((x) => u(x.url)) : []),
  },
  // The sitemap.
  {
    id: 'sitemap-errors', severity: 'problem', weight: 5,
    found: (n) => `${count(n, 'address in your sitemap answers', 'addresses in your sitemap answer')} with an error or not at all.`,
    passed: 'Every sitemap address we checked answers.',
    why: 'A sitemap should list only live pages; errors in it make search engines trust it less.',
    fix: 'Remove dead addresses from the sitemap (most site builders regenerate it when a page is deleted).',
    collect: ({ all }) => all.filter((x) => x.inSitemap && (status(x) >= 400 || x.error)).map((x) => `${u(x.url)}: ${x.error ? clip(x.error, 120) : `HTTP ${status(x)}`}`),
  },
  {
    id: 'sitemap-redirects', severity: 'improvement', weight: 3,
    found: (n) => `${count(n, 'address in your sitemap redirects', 'addresses in your sitemap redirect')} elsewhere.`,
    passed: 'No sitemap address redirects.',
    why: 'Search engines expect the sitemap to list final addresses, not ones that move.',
    fix: 'List the final address of each page in the sitemap.',
    collect: ({ all }) => all.filter((x) => x.inSitemap && (x.fetched?.redirects.length ?? 0) > 0).map((x) => `${u(x.url)} → ${u(x.fetched!.finalUrl)}`),
  },
  {
    id: 'sitemap-noindex', severity: 'problem', weight: 4,
    found: (n) => `${count(n, 'page in your sitemap tells', 'pages in your sitemap tell')} search engines not to list it (noindex).`,
    passed: 'No page in the sitemap is marked noindex.',
    why: 'The sitemap asks for the page to be listed and the page asks not to be: search engines see a site that contradicts itself.',
    fix: 'Either remove noindex from these pages or take them out of the sitemap.',
    collect: ({ pages: list }) => list.filter((x) => x.inSitemap && noindex(x)).map((x) => u(x.url)),
  },
  {
    id: 'sitemap-non-canonical', severity: 'improvement', weight: 3,
    found: (n) => `${count(n, 'page in your sitemap names', 'pages in your sitemap name')} a different address as canonical.`,
    passed: 'Every sitemap page is its own canonical address.',
    why: 'The sitemap should list the addresses you want in search results, which are the canonical ones.',
    fix: 'List the canonical address in the sitemap, or correct the page\'s canonical link.',
    collect: ({ pages: list }) => list.filter((x) => x.inSitemap && canonicalOf(x) && canonicalOf(x) !== x.fetched!.finalUrl && canonicalOf(x) !== x.url).map((x) => `${u(x.url)} → canonical ${u(canonicalOf(x)!)}`),
  },
  {
    id: 'sitemap-blocked', severity: 'problem', weight: 4,
    found: (n) => `${count(n, 'address in your sitemap is', 'addresses in your sitemap are')} blocked by your own robots.txt.`,
    passed: 'robots.txt blocks nothing that the sitemap lists.',
    why: 'Search engines cannot read a page robots.txt blocks, even when the sitemap asks them to list it.',
    fix: 'Unblock these paths in robots.txt, or take them out of the sitemap.',
    collect: ({ all }) => all.filter((x) => x.inSitemap && x.blocked).map((x) => u(x.url)),
  },
  {
    id: 'orphan-pages', severity: 'improvement', weight: 3,
    found: (n) => `${count(n, 'page in your sitemap is', 'pages in your sitemap are')} not linked from any page we crawled.`,
    passed: 'Every sitemap page we checked is linked from your site.',
    why: 'Pages nobody links to are hard for visitors to find and get little weight in search.',
    fix: 'Link to these pages from related pages or your menus, or remove them if they are no longer needed.',
    collect: ({ pages: list, crawl }) => list.filter((x) => x.inSitemap && !x.links.count && x !== crawl.start).map((x) => u(x.url)),
  },
  {
    id: 'not-in-sitemap', severity: 'improvement', weight: 2,
    found: (n) => `${count(n, 'page we found by following links is', 'pages we found by following links are')} missing from your sitemap.`,
    passed: 'Every indexable page we found is in your sitemap.',
    why: 'A complete sitemap helps search engines find new and changed pages sooner.',
    fix: 'Add these pages to the sitemap (or check why your site builder leaves them out).',
    collect: ({ pages: list, crawl }) => (crawl.sitemapUrls.length ? list.filter((x) => !x.inSitemap && !noindex(x) && (x.fetched!.redirects.length === 0)).map((x) => u(x.url)) : []),
  },
  // Canonicals.
  {
    id: 'canonical-to-redirect', severity: 'problem', weight: 4,
    found: (n) => `${count(n, 'canonical address redirects', 'canonical addresses redirect')} elsewhere.`,
    passed: 'No canonical link points at a redirect.',
    why: 'A canonical link must name the final address; one that redirects may be ignored.',
    fix: 'Point the canonical link at the final address.',
    collect: ({ all }) => all.filter((x) => x.canonicalOf.length && (x.fetched?.redirects.length ?? 0) > 0).map((x) => `${u(x.url)} (canonical of ${x.canonicalOf.slice(0, 3).map(u).join(', ')})`),
  },
  {
    id: 'canonical-to-error', severity: 'problem', weight: 5,
    found: (n) => `${count(n, 'canonical address answers', 'canonical addresses answer')} with an error.`,
    passed: 'No canonical link points at a broken page.',
    why: 'A canonical link to a broken page can take the real page out of search results.',
    fix: 'Point the canonical link at the working address of the page (usually the page itself).',
    collect: ({ all }) => all.filter((x) => x.canonicalOf.length && (status(x) >= 400 || x.error)).map((x) => `${u(x.url)}: ${x.error ? 'unreachable' : `HTTP ${status(x)}`} (canonical of ${x.canonicalOf.slice(0, 3).map(u).join(', ')})`),
  },
  {
    id: 'canonical-to-noindex', severity: 'problem', weight: 4,
    found: (n) => `${count(n, 'canonical address is a page', 'canonical addresses are pages')} marked noindex.`,
    passed: 'No canonical link points at a noindex page.',
    why: 'The page says "list that one instead" and that one says "do not list me": neither may appear in search.',
    fix: 'Remove noindex from the canonical page, or point the canonical link elsewhere.',
    collect: ({ all }) => all.filter((x) => x.canonicalOf.some((c) => c !== x.url) && noindex(x)).map((x) => `${u(x.url)} (canonical of ${x.canonicalOf.slice(0, 3).map(u).join(', ')})`),
  },
  {
    id: 'multiple-canonicals', severity: 'problem', weight: 3,
    found: (n) => `${count(n, 'page has', 'pages have')} more than one canonical link.`,
    passed: 'No page has more than one canonical link.',
    why: 'With two canonical links search engines ignore both.',
    fix: 'Keep one canonical link per page (plugins and themes often each add their own).',
    collect: ({ pages: list }) => list.filter((x) => x.fetched!.facts!.canonicalCount > 1).map((x) => `${u(x.url)} (${x.fetched!.facts!.canonicalCount})`),
  },
  {
    id: 'relative-canonicals', severity: 'improvement', weight: 2,
    found: (n) => `${count(n, 'page has a relative canonical link', 'pages have relative canonical links')} (no https:// and domain).`,
    passed: 'Canonical links are full addresses.',
    why: 'Google recommends full addresses: a relative canonical is easily misread on copied or proxied pages.',
    fix: 'Write the canonical link as a full address, starting with https://.',
    collect: ({ pages: list }) => list.filter((x) => x.fetched!.facts!.canonicals[0] && !/^https?:\/\//i.test(x.fetched!.facts!.canonicals[0]!)).map((x) => u(x.url)),
  },
  {
    id: 'canonical-missing', severity: 'improvement', weight: 2,
    found: (n) => `${count(n, 'page does', 'pages do')} not name a canonical address.`,
    passed: 'Every page names its canonical address.',
    why: 'Without it, copies of a page (with tracking tags, www or not) compete with each other in search.',
    fix: 'Add <link rel="canonical"> to every page; most SEO plugins do this when switched on.',
    collect: ({ pages: list }) => list.filter((x) => !x.fetched!.facts!.canonicalCount).map((x) => u(x.url)),
  },
  // What search results show.
  {
    id: 'titles-missing', severity: 'problem', weight: 6,
    found: (n) => `${count(n, 'page has', 'pages have')} no title.`,
    passed: 'Every page has a title.',
    why: 'The title is the headline of your search result; without one search engines make one up.',
    fix: 'Give every page a unique title of 15 to 60 characters naming what it offers.',
    collect: ({ pages: list }) => list.filter((x) => !x.fetched!.facts!.title?.length).map((x) => u(x.url)),
  },
  {
    id: 'titles-length', severity: 'improvement', weight: 3,
    found: (n) => `${count(n, 'page has a title', 'pages have titles')} shorter than ${TITLE_MIN} or longer than ${TITLE_MAX} characters.`,
    passed: `Every title is ${TITLE_MIN} to ${TITLE_MAX} characters long.`,
    why: 'Short titles waste the headline; long ones are cut off in results.',
    fix: `Rewrite these titles to ${TITLE_MIN}-${TITLE_MAX} characters, most important words first.`,
    collect: ({ pages: list }) => list.filter((x) => { const n = x.fetched!.facts!.title?.length ?? 0; return n > 0 && (n < TITLE_MIN || n > TITLE_MAX); }).map((x) => `${u(x.url)} (${x.fetched!.facts!.title!.length} characters)`),
  },
  {
    id: 'duplicate-titles', severity: 'improvement', weight: 4,
    found: (n) => `${n} ${n === 1 ? 'title is' : 'titles are'} used on more than one page.`,
    passed: 'Every page has its own title.',
    why: 'Pages with the same title compete with each other and leave searchers unable to tell them apart.',
    fix: 'Give each page a title that says what is different about it.',
    collect: ({ pages: list }) => duplicates(list, (x) => x.fetched!.facts!.title?.value),
  },
  {
    id: 'descriptions-missing', severity: 'improvement', weight: 4,
    found: (n) => `${count(n, 'page has', 'pages have')} no meta description.`,
    passed: 'Every page has a meta description.',
    why: 'Without one, search engines pick any text from the page for your result.',
    fix: 'Write a description of 70 to 160 characters for each page that makes people want to click.',
    collect: ({ pages: list }) => list.filter((x) => !x.fetched!.facts!.description?.length).map((x) => u(x.url)),
  },
  {
    id: 'descriptions-length', severity: 'improvement', weight: 2,
    found: (n) => `${count(n, 'page has a meta description', 'pages have meta descriptions')} shorter than ${DESCRIPTION_MIN} or longer than ${DESCRIPTION_MAX} characters.`,
    passed: `Every meta description is ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters long.`,
    why: 'Short descriptions waste space in the result; long ones are cut off.',
    fix: `Rewrite these to ${DESCRIPTION_MIN}-${DESCRIPTION_MAX} characters.`,
    collect: ({ pages: list }) => list.filter((x) => { const n = x.fetched!.facts!.description?.length ?? 0; return n > 0 && (n < DESCRIPTION_MIN || n > DESCRIPTION_MAX); }).map((x) => `${u(x.url)} (${x.fetched!.facts!.description!.length} characters)`),
  },
  {
    id: 'duplicate-descriptions', severity: 'improvement', weight: 3,
    found: (n) => `${n} meta ${n === 1 ? 'description is' : 'descriptions are'} used on more than one page.`,
    passed: 'Every page has its own meta description.',
    why: 'Identical descriptions make different pages look the same in search results.',
    fix: 'Write a description for each page about that page.',
    collect: ({ pages: list }) => duplicates(list, (x) => x.fetched!.facts!.description?.value),
  },
  // The page itself.
  {
    id: 'h1-missing', severity: 'problem', weight: 4,
    found: (n) => `${count(n, 'page has', 'pages have')} no main heading (h1).`,
    passed: 'Every page has a main heading (h1).',
    why: 'The main heading tells visitors and search engines what the page is about.',
    fix: 'Give each page one h1 that states its topic.',
    collect: ({ pages: list }) => list.filter((x) => !x.fetched!.facts!.h1).map((x) => u(x.url)),
  },
  {
    id: 'h1-multiple', severity: 'improvement', weight: 2,
    found: (n) => `${count(n, 'page has', 'pages have')} more than one main heading (h1).`,
    passed: 'No page has more than one h1.',
    why: 'Several main headings blur what the page is about.',
    fix: 'Keep one h1 and make the others h2.',
    collect: ({ pages: list }) => list.filter((x) => x.fetched!.facts!.h1 > 1).map((x) => `${u(x.url)} (${x.fetched!.facts!.h1})`),
  },
  {
    id: 'heading-skips', severity: 'improvement', weight: 2,
    found: (n) => `${count(n, 'page skips', 'pages skip')} heading levels (for example h2 straight to h4).`,
    passed: 'Headings go down one level at a time on every page.',
    why: 'An orderly outline helps screen-reader users and search engines follow the page.',
    fix: 'Use heading levels in order; style them with CSS rather than picking a level for its size.',
    collect: ({ pages: list }) => list.filter((x) => x.fetched!.facts!.headingSkips > 0).map((x) => u(x.url)),
  },
  {
    id: 'thin-content', severity: 'improvement', weight: 3,
    found: (n) => `${count(n, 'page has', 'pages have')} fewer than ${THIN_WORDS} words of text.`,
    passed: `Every page has at least ${THIN_WORDS} words of text.`,
    why: 'Pages with little text rarely rank: there is not enough to show they answer a search.',
    fix: 'Add useful detail (what you offer, where, for whom, common questions), or merge thin pages.',
    collect: ({ pages: list }) => list.filter((x) => x.fetched!.facts!.words < THIN_WORDS && !noindex(x)).map((x) => `${u(x.url)} (${x.fetched!.facts!.words} words)`),
  },
  {
    id: 'lang-missing', severity: 'improvement', weight: 2,
    found: (n) => `${count(n, 'page does', 'pages do')} not declare a language.`,
    passed: 'Every page declares its language.',
    why: 'The language lets screen readers pronounce the page and helps search engines show it to the right people.',
    fix: 'Add lang="en-AU" (or your language) to the <html> element of your theme.',
    collect: ({ pages: list }) => list.filter((x) => !x.fetched!.facts!.lang).map((x) => u(x.url)),
  },
  {
    id: 'viewport-missing', severity: 'problem', weight: 4,
    found: (n) => `${count(n, 'page has', 'pages have')} no mobile viewport setting.`,
    passed: 'Every page is set up for phone screens.',
    why: 'Without it phones show a shrunken desktop page, and Google ranks the mobile version of your site.',
    fix: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to every page.',
    collect: ({ pages: list }) => list.filter((x) => !/width=device-width/i.test(x.fetched!.facts!.viewport ?? '')).map((x) => u(x.url)),
  },
  {
    id: 'noindex-pages', severity: 'improvement', weight: 3,
    found: (n) => `${count(n, 'page tells', 'pages tell')} search engines not to list it (noindex).`,
    passed: 'No page we crawled is marked noindex.',
    why: 'A noindex left from development or a plugin setting keeps a page out of Google entirely.',
    fix: 'Check each page is meant to be hidden; remove noindex from any that should be found.',
    collect: ({ pages: list }) => list.filter(noindex).map((x) => u(x.url)),
  },
  // Images.
  {
    id: 'images-without-alt', severity: 'improvement', weight: 3,
    found: (n) => `${n} ${n === 1 ? 'image has' : 'images have'} no alt text.`,
    passed: 'Every image has alt text.',
    why: 'Alt text describes images to people who cannot see them and to image search.',
    fix: 'Describe each image in a few words (or use alt="" for purely decorative ones).',
    collect: ({ pages: list }) => imagesWhere(list, (i) => !i.alt),
  },
  {
    id: 'images-without-size', severity: 'improvement', weight: 2,
    found: (n) => `${n} ${n === 1 ? 'image has' : 'images have'} no width and height.`,
    passed: 'Every image states its width and height.',
    why: 'Without a size the page jumps as images load (layout shift), which Google measures.',
    fix: 'Add width and height attributes to each image (CSS can still make it responsive).',
    collect: ({ pages: list }) => imagesWhere(list, (i) => !i.sized),
  },
  {
    id: 'large-images', severity: 'improvement', weight: 3,
    found: (n) => `${n} ${n === 1 ? 'image is' : 'images are'} larger than ${LARGE_IMAGE_BYTES / 1024} KB.`,
    passed: `No image we checked is larger than ${LARGE_IMAGE_BYTES / 1024} KB.`,
    why: 'Heavy images are the most common reason pages load slowly on phones.',
    fix: 'Resize images to the size they are shown at and save them as WebP or AVIF.',
    collect: ({ all }) => all.filter((x) => x.kind === 'file' && Number(x.fetched?.headers['content-length'] ?? 0) > LARGE_IMAGE_BYTES && /^image\//i.test(String(x.fetched?.headers['content-type'] ?? ''))).map((x) => `${u(x.url)} (${Math.round(Number(x.fetched!.headers['content-length']) / 1024)} KB)`),
  },
  // Security.
  {
    id: 'mixed-content-pages', severity: 'problem', weight: 5,
    found: (n) => `${count(n, 'secure page loads', 'secure pages load')} files over insecure http://.`,
    passed: 'No secure page loads files over http://.',
    why: 'Browsers block or warn about insecure files on a secure page, which breaks the page and its padlock.',
    fix: 'Change these files\' addresses to https:// (or serve them from your own site).',
    collect: ({ pages: list }) => list.filter((x) => x.fetched!.finalUrl.startsWith('https:') && x.fetched!.facts!.insecureResources > 0).map((x) => `${u(x.url)} (${x.fetched!.facts!.insecureResources})`),
  },
  {
    id: 'insecure-forms', severity: 'problem', weight: 5,
    found: (n) => `${count(n, 'page has a form', 'pages have forms')} sending to an insecure http:// address.`,
    passed: 'No form sends to an insecure address.',
    why: 'What people type is sent unencrypted, and browsers warn them before they submit.',
    fix: 'Make each form\'s action an https:// address (or leave it empty to post to the page itself).',
    collect: ({ pages: list }) => list.filter((x) => x.fetched!.facts!.forms.some((a) => normalise(a || x.fetched!.finalUrl, x.fetched!.finalUrl)?.startsWith('http:'))).map((x) => u(x.url)),
  },
  // Speed and structure.
  {
    id: 'slow-pages', severity: 'improvement', weight: 4,
    found: (n) => `${count(n, 'page', 'pages')} took longer than ${SLOW_TTFB_MS / 1000} seconds to start answering.`,
    passed: `Every page started answering within ${SLOW_TTFB_MS / 1000} seconds.`,
    why: 'A slow server delays everything else on the page, and speed is part of how Google ranks pages.',
    fix: 'Turn on page caching, or ask your host about a faster plan or server.',
    collect: ({ pages: list }) => list.filter((x) => x.fetched!.ttfbMs > SLOW_TTFB_MS).map((x) => `${u(x.url)} (${(x.fetched!.ttfbMs / 1000).toFixed(2)} s)`),
  },
  {
    id: 'heavy-pages', severity: 'improvement', weight: 3,
    found: (n) => `${count(n, 'page has', 'pages have')} more than ${HEAVY_HTML_BYTES / 1024} KB of HTML.`,
    passed: `Every page's HTML is under ${HEAVY_HTML_BYTES / 1024} KB.`,
    why: 'Heavy pages load slowly on phones and mobile data.',
    fix: 'Remove inlined data and unused markup (page builders and sliders are the usual cause).',
    collect: ({ pages: list }) => list.filter((x) => x.fetched!.bytes > HEAVY_HTML_BYTES).map((x) => `${u(x.url)} (${Math.round(x.fetched!.bytes / 1024)} KB)`),
  },
  {
    id: 'uncompressed-pages', severity: 'improvement', weight: 2,
    found: (n) => `${count(n, 'page is', 'pages are')} sent without compression.`,
    passed: 'Every page is sent compressed.',
    why: 'Compression makes pages several times smaller to download.',
    fix: 'Turn on gzip or brotli in your server or hosting settings.',
    collect: ({ pages: list }) => list.filter((x) => !x.fetched!.headers['content-encoding'] && x.fetched!.bytes > 1024).map((x) => u(x.url)),
  },
  {
    id: 'dom-size', severity: 'improvement', weight: 2,
    found: (n) => `${count(n, 'page has', 'pages have')} more than ${DOM_ELEMENTS_MAX} elements.`,
    passed: `Every page has fewer than ${DOM_ELEMENTS_MAX} elements.`,
    why: 'A very large page structure is slow to draw and to respond on phones.',
    fix: 'Simplify the layout: fewer nested wrappers, paginated long lists, lighter page-builder sections.',
    collect: ({ pages: list }) => list.filter((x) => x.fetched!.facts!.elements > DOM_ELEMENTS_MAX).map((x) => `${u(x.url)} (${x.fetched!.facts!.elements})`),
  },
  {
    id: 'deep-pages', severity: 'improvement', weight: 2,
    found: (n) => `${count(n, 'page is', 'pages are')} more than ${DEPTH_MAX} clicks from the home page.`,
    passed: `Every page we found is within ${DEPTH_MAX} clicks of the home page.`,
    why: 'Deep pages are found less often by visitors and crawled less often by search engines.',
    fix: 'Link to important pages from the menu, the home page or category pages.',
    collect: ({ pages: list }) => list.filter((x) => (x.depth ?? 0) > DEPTH_MAX).map((x) => `${u(x.url)} (${x.depth} clicks)`),
  },
];

/** Images matching `test` on the crawled pages, each address once. */
function imagesWhere(list: CrawledUrl[], test: (image: { alt: boolean; sized: boolean }) => boolean): string[] {
  const seen = new Map<string, string>();
  for (const x of list) {
    for (const image of x.fetched!.facts!.imageList) {
      const src = normalise(image.src, x.fetched!.finalUrl) ?? image.src;
      if (test(image) && !seen.has(src)) seen.set(src, `${u(src)} (on ${u(x.url)})`);
    }
  }
  return [...seen.values()];
}

/** The weights of the crawl's finding types, beside the single-page ones in checks.ts. */
export const SITE_WEIGHTS: Record<string, number> = Object.fromEntries(SITE_CHECKS.map((c) => [c.id, c.weight]));

/** Every crawl finding, in the catalogue's order: passed, or found with its addresses (the first URLS_SHOWN and the total). */
export function siteFindings(crawl: Crawl): Finding[] {
  const all = [...crawl.urls.values()];
  const seen: Seen = {
    crawl,
    all,
    // A redirecting address is not a page of its own: its target is crawled under its own address.
    pages: all.filter((x) => x.kind === 'page' && x.fetched?.facts && status(x) >= 200 && status(x) < 300 && !x.fetched.redirects.length),
    https: crawl.start.fetched!.finalUrl.startsWith('https:'),
  };
  return SITE_CHECKS.map((check) => {
    const affected = check.collect(seen);
    if (!affected.length) return { id: check.id, severity: 'passed', message: check.passed, why: check.why, fix: check.fix };
    return { id: check.id, severity: check.severity, message: check.found(affected.length), why: check.why, fix: check.fix, urls: affected.slice(0, URLS_SHOWN), total: affected.length };
  });
}
