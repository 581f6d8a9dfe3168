/**
 * Redirects: loops, chains, links that point at a redirect instead of the page, and redirects off the
 * site (recorded where they lead, never followed: the check reads the prospect's site alone).
 */
import { redirectsOf } from '../read/evidence.js';
import type { CrawledUrl } from '../read/crawled.js';
import { followedLinks, linkedFrom, readBeyondStart, shown, siteCheck } from './finding.js';
import { ON_PAGE } from './proof.js';
import { plural } from '../../shared/words.js';

const hops = (x: Pick<CrawledUrl, 'fetched'>, crawl: { start: object }) => redirectsOf(x, crawl).length;

export const redirects = [
  siteCheck({
    id: 'redirect-loops',
    group: 'search',
    shows: ON_PAGE.answer,
    severity: 'problem',
    weight: 5,
    found: (n) => `${plural(n, 'address redirects in a loop and never reaches', 'addresses redirect in a loop and never reach')} a page.`,
    passed: 'No address redirects in a loop.',
    why: 'Browsers show an error for a redirect loop and search engines drop the page.',
    fix: 'Fix the redirect rules so each old address points straight at a page that answers 200.',
    appliesTo: readBeyondStart,
    collect: ({ all }) => all.filter((x) => x.loop).map((x) => `${shown(x.url)}${linkedFrom(x)}`),
  }),
  siteCheck({
    id: 'redirect-chains',
    group: 'search',
    shows: ON_PAGE.answer,
    severity: 'improvement',
    weight: 4,
    found: (n) => `${plural(n, 'address goes', 'addresses go')} through two or more redirects before reaching a page.`,
    passed: 'No redirect chains: every redirect reaches its page in one step.',
    why: 'Each extra hop slows visitors down, and search engines may stop following long chains.',
    fix: 'Make each old address redirect straight to the final page in a single 301.',
    // "Every redirect reaches its page in one step" is said only of a site with a redirect.
    appliesTo: ({ all, crawl }) => all.some((x) => hops(x, crawl) > 0),
    collect: ({ all, crawl }) =>
      all.flatMap((x) =>
        x.fetched && hops(x, crawl) >= 2 ? [`${shown(x.url)} → ${shown(x.fetched.finalUrl)} (${hops(x, crawl)} redirects)`] : [],
      ),
  }),
  siteCheck({
    id: 'links-to-redirects',
    group: 'search',
    shows: ON_PAGE.answer,
    severity: 'improvement',
    weight: 3,
    found: (n) =>
      `${plural(n, 'address linked from your own pages redirects', 'addresses linked from your own pages redirect')} somewhere else.`,
    passed: 'Your internal links point straight at pages, not at redirects.',
    why: 'Linking to a redirect adds a wait for every visitor and dilutes the link for search engines.',
    fix: 'Update the links to point at the final address directly.',
    appliesTo: followedLinks,
    collect: ({ all, crawl }) =>
      all.flatMap((x) =>
        x.fetched && x.links.count && hops(x, crawl) >= 1 ? [`${shown(x.url)} → ${shown(x.fetched.finalUrl)}${linkedFrom(x)}`] : [],
      ),
  }),
  siteCheck({
    id: 'offsite-redirects',
    group: 'search',
    shows: ON_PAGE.answer,
    severity: 'improvement',
    weight: 2,
    found: (n) => `${plural(n, 'address on your site redirects', 'addresses on your site redirect')} to another website.`,
    passed: 'No address on your site sends visitors off to another website.',
    why: 'Visitors and search engines leave your site without warning, and a redirect to a domain you no longer control can be taken over.',
    fix: 'Link to the other website directly where that is intended, and remove redirects to addresses you no longer use.',
    appliesTo: readBeyondStart,
    collect: ({ all }) =>
      all.flatMap((x) => (x.fetched?.offsite ? [`${shown(x.url)} → ${shown(x.fetched.finalUrl)}${linkedFrom(x)}`] : [])),
  }),
] as const;
