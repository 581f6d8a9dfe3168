/**
 * The sitemap: whether there is one, and whether it lists exactly the site's live, indexable,
 * canonical, linked pages.
 */
import { ok, redirectsOf, status } from '../read/evidence.js';
import { clip } from '../../lib/clip.js';
import { canonicalOf } from './canonicals.js';
import { aside, noindex, pageCheck, scriptFilled, shown, siteCheck, type SiteWith } from './finding.js';
import { ON_PAGE } from './proof.js';
import { plural } from '../../shared/words.js';

/**
 * The sitemap listed addresses: until it does, nothing about its addresses can pass (the sitemap
 * finding says why there are none).
 */
const hasSitemap = ({ crawl }: SiteWith<'sitemap'>) => crawl.sitemapUrls.length > 0;

export const sitemap = [
  pageCheck({
    id: 'sitemap',
    group: 'search',
    requires: ['sitemap'],
    shows: ON_PAGE.sitemap,
    weight: 4,
    why: 'A sitemap lists every page you want found, so new and deep pages get indexed sooner.',
    fix: 'Publish an XML sitemap (most site builders and SEO plugins make one) and name it in robots.txt.',
    judge: ({ sitemap: answer, sitemapUrl, sitemapFacts: read }) => {
      const at = clip(sitemapUrl ?? '');
      if (ok(answer) && read && read.kind !== 'invalid') {
        if (read.declarationLate)
          return {
            severity: 'improvement',
            message: `The sitemap at ${at} is not valid XML: something comes before its XML declaration (<?xml …?>), which must be the very first thing in the file, so search engines cannot read it.`,
          };
        if (read.relative && !read.locs.length)
          return {
            severity: 'improvement',
            message: `The sitemap at ${at} lists its ${plural(read.relative, 'address', 'addresses')} without https:// and your domain; search engines read only full addresses, so it lists nothing they can use.`,
          };
        if (read.relative)
          return {
            severity: 'improvement',
            message: `The sitemap at ${at} lists ${plural(read.relative, 'address', 'addresses')} without https:// and your domain, which search engines skip.`,
          };
        if (!read.locs.length) return { severity: 'improvement', message: `The sitemap at ${at} lists no addresses.` };
        return { severity: 'passed', message: `A valid sitemap was found at ${at}.` };
      }
      if (ok(answer)) return { severity: 'improvement', message: `${at} answered, but it is not a valid XML sitemap.` };
      if (answer && 'error' in answer)
        return {
          severity: 'improvement',
          message: `The sitemap at ${clip(sitemapUrl ?? '/sitemap.xml')} could not be read (${aside(answer.error)}).`,
        };
      return { severity: 'improvement', message: `No sitemap was found at ${clip(sitemapUrl ?? '/sitemap.xml')}.` };
    },
  }),
  siteCheck({
    id: 'sitemap-errors',
    group: 'search',
    requires: ['sitemap'],
    shows: ON_PAGE.answer,
    severity: 'problem',
    weight: 5,
    found: (n) => `${plural(n, 'address in your sitemap answers', 'addresses in your sitemap answer')} with an error or not at all.`,
    passed: 'Every sitemap address we checked answers.',
    why: 'A sitemap should list only live pages; errors in it make search engines trust it less.',
    fix: 'Remove dead addresses from the sitemap (most site builders regenerate it when a page is deleted).',
    appliesTo: hasSitemap,
    collect: ({ all }) =>
      all
        .filter((x) => x.inSitemap && (status(x) >= 400 || x.error))
        .map((x) => `${shown(x.url)}: ${x.error ? clip(x.error, 120) : `HTTP ${status(x)}`}`),
  }),
  siteCheck({
    id: 'sitemap-redirects',
    group: 'search',
    requires: ['sitemap'],
    shows: ON_PAGE.answer,
    severity: 'improvement',
    weight: 3,
    found: (n) => `${plural(n, 'address in your sitemap redirects', 'addresses in your sitemap redirect')} elsewhere.`,
    passed: 'No sitemap address redirects.',
    why: 'Search engines expect the sitemap to list final addresses, not ones that move.',
    fix: 'List the final address of each page in the sitemap.',
    appliesTo: hasSitemap,
    collect: ({ all, crawl }) =>
      all.flatMap((x) =>
        x.inSitemap && x.fetched && redirectsOf(x, crawl).length ? [`${shown(x.url)} → ${shown(x.fetched.finalUrl)}`] : [],
      ),
  }),
  siteCheck({
    id: 'sitemap-noindex',
    group: 'search',
    requires: ['sitemap'],
    shows: ON_PAGE.robotsMeta,
    severity: 'problem',
    weight: 4,
    found: (n) => `${plural(n, 'page in your sitemap tells', 'pages in your sitemap tell')} search engines not to list it (noindex).`,
    passed: 'No page in the sitemap is marked noindex.',
    why: 'The sitemap asks for the page to be listed and the page asks not to be: search engines see a site that contradicts itself.',
    fix: 'Either remove noindex from these pages or take them out of the sitemap.',
    appliesTo: hasSitemap,
    overlaps: { closedSite: true },
    collect: ({ pages }) => pages.filter((x) => x.inSitemap && noindex(x)).map((x) => shown(x.url)),
  }),
  siteCheck({
    id: 'sitemap-non-canonical',
    group: 'search',
    requires: ['sitemap'],
    shows: ON_PAGE.canonical,
    severity: 'improvement',
    weight: 3,
    found: (n) => `${plural(n, 'page in your sitemap names', 'pages in your sitemap name')} a different address as canonical.`,
    // Judged on the canonicals the sitemap's pages name: a page that names none is canonical-missing's.
    passed: ({ pages }) =>
      pages.filter((x) => x.inSitemap).every((x) => canonicalOf(x))
        ? 'Every sitemap page is its own canonical address.'
        : 'Every sitemap page that names a canonical address names its own.',
    why: 'The sitemap should list the addresses you want in search results, which are the canonical ones.',
    fix: "List the canonical address in the sitemap, or correct the page's canonical link.",
    appliesTo: (site) => hasSitemap(site) && site.pages.some((x) => x.inSitemap && canonicalOf(x)),
    // A page's other addresses too: a sitemap naming `/index.html` for the page whose canonical is `/` lists the wrong one.
    collect: ({ pages, all }) =>
      [...pages, ...all.filter((x) => x.fetched?.sameAs)].flatMap((x) => {
        const canonical = canonicalOf(x);
        return x.inSitemap && x.fetched && canonical && canonical !== x.fetched.finalUrl && canonical !== x.url
          ? [`${shown(x.url)} → canonical ${shown(canonical)}`]
          : [];
      }),
  }),
  siteCheck({
    id: 'sitemap-blocked',
    group: 'search',
    requires: ['robots', 'sitemap'],
    shows: ON_PAGE.robotsRules,
    severity: 'problem',
    weight: 4,
    found: (n) => `${plural(n, 'address in your sitemap is', 'addresses in your sitemap are')} blocked by your own robots.txt.`,
    passed: 'robots.txt blocks nothing that the sitemap lists.',
    why: 'Search engines cannot read a page robots.txt blocks, even when the sitemap asks them to list it.',
    fix: 'Unblock these paths in robots.txt, or take them out of the sitemap.',
    appliesTo: hasSitemap,
    overlaps: { closedSite: true },
    collect: ({ all }) => all.filter((x) => x.inSitemap && x.blocked).map((x) => shown(x.url)),
  }),
  siteCheck({
    id: 'orphan-pages',
    group: 'search',
    requires: ['sitemap'],
    shows: ON_PAGE.sitemap,
    severity: 'improvement',
    weight: 3,
    found: (n) => `${plural(n, 'page in your sitemap is', 'pages in your sitemap are')} not linked from any page we crawled.`,
    passed: 'Every sitemap page we checked is linked from your site.',
    why: 'Pages nobody links to are hard for visitors to find and get little weight in search.',
    fix: 'Link to these pages from related pages or your menus, or remove them if they are no longer needed.',
    // Judged when the sitemap lists a page besides the start page, which nothing needs to link to. A page
    // whose links a script adds hides them from this check as from crawlers that read HTML: not judged there.
    appliesTo: (site) =>
      hasSitemap(site) &&
      site.pages.some((x) => x.inSitemap && x !== site.crawl.start) &&
      !site.pages.some((x) => scriptFilled(x.fetched.facts)),
    collect: ({ pages, crawl }) => pages.filter((x) => x.inSitemap && !x.links.count && x !== crawl.start).map((x) => shown(x.url)),
  }),
  siteCheck({
    id: 'not-in-sitemap',
    group: 'search',
    requires: ['sitemap'],
    shows: ON_PAGE.sitemap,
    severity: 'improvement',
    weight: 2,
    found: (n) => `${plural(n, 'page we found by following links is', 'pages we found by following links are')} missing from your sitemap.`,
    passed: 'Every indexable page we found is in your sitemap.',
    why: 'A complete sitemap helps search engines find new and changed pages sooner.',
    fix: 'Add these pages to the sitemap (or check why your site builder leaves them out).',
    appliesTo: hasSitemap,
    collect: (site) => site.pages.filter((x) => !listedInSitemap(x, site) && !noindex(x)).map((x) => shown(x.url)),
  }),
] as const;

/**
 * Whether the sitemap lists the page under any address that is it: its own, its canonical (`/contact/`
 * for `/contact/index.html`), one the host redirects to it (`/services` to `/services/`), or one that
 * answered the same bytes (`/contact/?service=design`, read after `/contact/`). Whether
 * the sitemap should list the other address is sitemap-redirects' and sitemap-non-canonical's.
 */
function listedInSitemap(x: SiteWith<'sitemap'>['pages'][number], site: SiteWith<'sitemap'>): boolean {
  if (x.inSitemap) return true;
  const listed = new Set(site.crawl.sitemapUrls);
  const canonical = canonicalOf(x);
  if (canonical && listed.has(canonical)) return true;
  // Another address the sitemap lists that redirects here, or that answered the same bytes (one page, whichever the crawl read first).
  return site.all.some(
    (y) => y.inSitemap && ((y.fetched?.redirects.length && y.fetched.finalUrl === x.url) || y.fetched?.sameAs === x.url),
  );
}
