/**
 * hreflang: the language versions a page names, in its head or its Link header (one in the body is
 * ignored, as search engines ignore it). Each link is checked by the rules of Lighthouse's hreflang audit
 * (core/audits/seo/hreflang.js, 13.4.1; Copyright 2017 Google LLC, Apache-2.0; ported to
 * TypeScript, see THIRD_PARTY_NOTICES.md): the language code must start with a language the IANA
 * registry lists (or be x-default), and the address must be a full http(s) one. Lighthouse's own
 * list of codes (from axe-core, MPL-2.0) is exactly the registry's language subtags at the version
 * pinned here, which is where ours come from (language-subtag-registry, CC0).
 *
 * Then the links both ways, as Google documents them (developers.google.com/search/docs/specialty/
 * international/localized-versions): "each language version must list itself as well as all other
 * language versions", and "if two pages don't both point to each other, the tags will be ignored";
 * x-default, the page for everyone whose language none matches, is optional but recommended. A
 * version is judged only where the crawl read it (the crawler reads the versions on the site that
 * pages name, gather/crawl.ts): one on another host, or beyond the page cap, is neither a fault nor a pass.
 */
import languages from 'language-subtag-registry/data/json/language.json' with { type: 'json' };
import { clip } from '../../lib/clip.js';
import { redirectsOf, status } from '../read/evidence.js';
import { normalise } from '../read/normalise.js';
import { noindex, shown, siteCheck, type SiteWith } from './finding.js';
import { ON_PAGE } from './proof.js';
import { plural } from '../../shared/words.js';

/** Every language subtag the registry lists; its private-use range qaa..qtz is listed as qaa alone, as in Lighthouse. */
let known: Set<string> | undefined;
const languageCodes = () => (known ??= new Set(Object.keys(languages).map((code) => code.split('..')[0] ?? code)));

/** Whether an hreflang value is x-default or starts with a known language (its script and region are not checked). */
export function isLanguageCode(hreflang: string): boolean {
  if (hreflang.toLowerCase() === 'x-default') return true;
  return languageCodes().has((hreflang.split('-')[0] ?? '').toLowerCase());
}

/** What is wrong with one language version, in words ('' when nothing is). */
function faultsOf(hreflang: string, href: string): string {
  const faults: string[] = [];
  if (!isLanguageCode(hreflang)) faults.push('not a known language code');
  const scheme = href.toLowerCase();
  if (!scheme.startsWith('http:') && !scheme.startsWith('https:')) faults.push(href ? 'not a full address' : 'no address');
  return faults.join(', ');
}

/** One language version a page names: its code as written and its address resolved, with the page it is on the crawl. */
interface Version {
  hreflang: string;
  url: string;
  /** The page listed for that address (its own, or the one it answered the same bytes as), or the address itself. */
  page: string;
}

/** What the hreflang links of the pages read say, both ways: each fault once, with the page it is on. */
interface BothWays {
  /** Pages that name language versions (valid ones), each with them. */
  listing: { url: string; versions: Version[] }[];
  /** Entries of hreflang-return: a page not listing itself, a version not listing the page back. */
  unreturned: string[];
  /** Entries of hreflang-targets: a version's address that redirects, answers an error or is noindex. */
  bad: string[];
  /** Whether any version's address on the site was read, so hreflang-targets judged something. */
  targetsRead: boolean;
  /** Pages naming two or more languages and no x-default. */
  noDefault: string[];
}

/** The valid language versions of a page (head, then Link header): a known code and a full http(s) address. */
function versionsOf(x: SiteWith<never>['pages'][number], site: SiteWith<never>): Version[] {
  const named = [
    ...x.fetched.facts.alternates.map((a) => ({ hreflang: a.hreflang, href: a.href })),
    ...(x.fetched.headerFacts?.links ?? [])
      .filter((l) => l.rel === 'alternate' && l.hreflang)
      .map((l) => ({ hreflang: l.hreflang, href: l.uri })),
  ];
  return named.flatMap(({ hreflang, href }) => {
    const url = /^https?:/i.test(href) ? normalise(href, href) : undefined;
    if (!url || !isLanguageCode(hreflang)) return [];
    return [{ hreflang, url, page: site.crawl.urls.get(url)?.fetched?.sameAs ?? url }];
  });
}

/** How many languages a set of versions names, x-default aside. */
const languagesOf = (versions: Version[]) =>
  new Set(versions.map((v) => v.hreflang.toLowerCase()).filter((code) => code !== 'x-default')).size;

const judged = new WeakMap<object, BothWays>();
/** The site's hreflang links read both ways (once per crawl: three types read it). */
function bothWays(site: SiteWith<never>): BothWays {
  const known = judged.get(site.crawl);
  if (known) return known;
  // A noindex page is out of Google's index: its own links count for nothing (its being noindex is said once, by hreflang-targets).
  const listing = site.pages
    .filter((x) => !noindex(x))
    .map((x) => ({ url: x.url, versions: versionsOf(x, site) }))
    .filter((x) => x.versions.length);
  const byUrl = new Map(site.pages.map((x) => [x.url, x]));
  const versionsByPage = new Map(listing.map((x) => [x.url, x.versions]));
  /** The pages a list of versions reaches: each address's page, and the page a redirecting one ends at. */
  const reached = (versions: Version[]) =>
    new Set(
      versions.flatMap((v) => {
        const record = site.crawl.urls.get(v.url);
        const end = record?.fetched && redirectsOf(record, site.crawl).length ? normalise(record.fetched.finalUrl, v.url) : undefined;
        return end ? [v.page, site.crawl.urls.get(end)?.fetched?.sameAs ?? end] : [v.page];
      }),
    );
  const result: BothWays = { listing, unreturned: [], bad: [], targetsRead: false, noDefault: [] };
  const badSeen = new Set<string>();
  for (const { url, versions } of listing) {
    const mine = reached(versions);
    if (!mine.has(url))
      result.unreturned.push(`${shown(url)}: lists ${plural(versions.length, 'language version', 'language versions')} but not itself`);
    for (const v of versions) {
      const record = site.crawl.urls.get(v.url);
      if (record?.fetched) result.targetsRead = true;
      const on = `hreflang="${clip(v.hreflang, 20)}" on ${shown(url)}`;
      if (record?.fetched && !badSeen.has(v.url)) {
        const fault = redirectsOf(record, site.crawl).length
          ? `redirects to ${shown(record.fetched.finalUrl)}`
          : status(record) >= 400
            ? `answers HTTP ${status(record)}`
            : noindex(record)
              ? 'is marked noindex'
              : undefined;
        if (fault) {
          badSeen.add(v.url);
          result.bad.push(`${shown(v.url)} (${on}) ${fault}`);
        }
      }
      const target = v.page === url ? undefined : byUrl.get(v.page);
      if (!target || badSeen.has(v.url)) continue;
      const theirs = versionsByPage.get(target.url);
      if (!theirs) result.unreturned.push(`${shown(target.url)} (${on}) lists no language versions, so it does not link back`);
      else if (!reached(theirs).has(url)) result.unreturned.push(`${shown(target.url)} (${on}) does not list ${shown(url)} back`);
    }
    if (languagesOf(versions) >= 2 && !versions.some((v) => v.hreflang.toLowerCase() === 'x-default')) result.noDefault.push(shown(url));
  }
  judged.set(site.crawl, result);
  return result;
}

export const hreflang = [
  siteCheck({
    id: 'hreflang-invalid',
    group: 'search',
    shows: ON_PAGE.hreflang,
    severity: 'improvement',
    weight: 2,
    found: (n) =>
      `${plural(n, 'hreflang link has', 'hreflang links have')} a language code search engines do not know, or no full address.`,
    passed: 'Every hreflang link names a known language and a full address.',
    why: 'hreflang links tell search engines which version of a page to show speakers of each language; one with an unknown code or a relative address is ignored, so people may land on the wrong version.',
    fix: 'Use a language code such as en, en-AU or zh-Hans (or x-default) and the full https:// address of each version; most multilingual plugins do this.',
    // "Every hreflang link ..." is said only of a site that has one.
    appliesTo: ({ pages }) =>
      pages.some((x) => x.fetched.facts.alternates.length || x.fetched.headerFacts?.links.some((l) => l.rel === 'alternate' && l.hreflang)),
    collect: ({ pages }) =>
      pages.flatMap((x) =>
        [
          ...x.fetched.facts.alternates.map((a) => ({
            faults: faultsOf(a.hreflang, a.href),
            source: `<link rel="alternate" hreflang="${a.hreflang}" href="${a.href}">`,
          })),
          ...(x.fetched.headerFacts?.links ?? [])
            .filter((l) => l.rel === 'alternate' && l.hreflang)
            .map((l) => ({ faults: faultsOf(l.hreflang, l.uri), source: `Link: <${l.uri}>; rel="alternate"; hreflang="${l.hreflang}"` })),
        ].flatMap(({ faults, source }) => (faults ? [`${shown(x.url)}: ${clip(source, 160)} (${faults})`] : [])),
      ),
  }),
  siteCheck({
    id: 'hreflang-return',
    group: 'search',
    shows: ON_PAGE.hreflang,
    severity: 'improvement',
    weight: 3,
    found: (n) =>
      `${plural(n, 'language version is', 'language versions are')} not linked both ways, so Google may ignore the hreflang links between them.`,
    passed: 'Every page with hreflang links lists itself, and every language version we read lists the pages that name it.',
    why: 'Google reads hreflang links only in pairs: each language version must list itself and every other version, and two pages that do not point to each other have their links ignored, so the wrong version may be shown.',
    fix: 'Give every language version the same full set of hreflang links, itself included; a multilingual plugin (WPML, Polylang, Weglot) keeps the set the same on every version.',
    appliesTo: (site) => bothWays(site).listing.length > 0,
    collect: (site) => bothWays(site).unreturned,
  }),
  siteCheck({
    id: 'hreflang-targets',
    group: 'search',
    shows: ON_PAGE.hreflang,
    severity: 'improvement',
    weight: 3,
    found: (n) =>
      `${plural(n, 'hreflang link points', 'hreflang links point')} to an address that redirects, answers with an error or is marked noindex.`,
    passed: 'Every hreflang link to a page we read points to a working page search engines may list.',
    why: 'A language version must be the page itself: an address that redirects or is missing is not a page Google can show for that language, and one marked noindex asks not to be shown at all.',
    fix: 'Point each hreflang link at the final, working address of that language version, and remove noindex from any version you want found.',
    overlaps: { closedSite: true },
    appliesTo: (site) => bothWays(site).targetsRead,
    collect: (site) => bothWays(site).bad,
  }),
  siteCheck({
    id: 'hreflang-x-default',
    group: 'search',
    shows: ON_PAGE.hreflang,
    severity: 'improvement',
    weight: 1,
    found: (n) => `${plural(n, 'page lists', 'pages list')} versions in several languages without an x-default for everyone else.`,
    passed: 'Every page listing versions in several languages names an x-default for everyone else.',
    why: 'Google recommends an x-default hreflang link: the page it shows people whose language matches none of your versions, often a language chooser or the main version.',
    fix: 'Add <link rel="alternate" hreflang="x-default" href="…"> to the set on every version, pointing at the page for everyone else.',
    appliesTo: (site) => bothWays(site).listing.some((x) => languagesOf(x.versions) >= 2),
    collect: (site) => bothWays(site).noDefault,
  }),
] as const;
