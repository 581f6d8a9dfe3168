/** Internal links: whether what the site links to answers, may be crawled, and is within easy reach. */
import { status } from '../read/evidence.js';
import { clip } from '../../lib/clip.js';
import { followedLinks, foundLinks, linkedFrom, readBeyondStart, shown, siteCheck } from './finding.js';
import { ON_PAGE } from './proof.js';
import { plural } from '../../shared/words.js';

/** Pages further than this many clicks from the start page are found and crawled less often. */
const DEPTH_MAX = 3;

export const links = [
  siteCheck({
    id: 'broken-links',
    group: 'search',
    shows: ON_PAGE.answer,
    severity: 'problem',
    weight: 6,
    found: (n) =>
      `${plural(n, 'address linked from your own pages answers', 'addresses linked from your own pages answer')} with an error.`,
    passed: 'Every internal link we followed works.',
    why: 'A broken link is a dead end for visitors and wastes the time search engines spend on your site.',
    fix: 'Point each link at a working page, or redirect the old address to its replacement with a 301.',
    appliesTo: followedLinks,
    collect: ({ all }) =>
      all.filter((x) => x.links.count && status(x) >= 400).map((x) => `${shown(x.url)}: HTTP ${status(x)}${linkedFrom(x)}`),
  }),
  siteCheck({
    id: 'broken-images',
    group: 'search',
    shows: ON_PAGE.answer,
    severity: 'improvement',
    weight: 3,
    found: (n) => `${plural(n, 'image your pages show answers', 'images your pages show answer')} with an error, so visitors see a gap.`,
    passed: 'Every image we fetched from your pages answered.',
    why: 'A missing image leaves an empty box or a broken-image icon where your work should be, and Google Images has nothing to show.',
    fix: "Upload each missing file, or correct the page's address for it: a web server tells Photo.JPG and photo.jpg apart.",
    // Judged only where the crawl asked for an image a page shows.
    appliesTo: ({ all }) => all.some((x) => x.shownOn?.length && (x.fetched || x.error)),
    collect: ({ all }) =>
      all
        .filter((x) => x.shownOn?.length && status(x) >= 400)
        .map((x) => `${shown(x.url)}: HTTP ${status(x)} (on ${(x.shownOn ?? []).slice(0, 3).map(shown).join(', ')})`),
  }),
  siteCheck({
    id: 'unreachable',
    group: 'search',
    shows: ON_PAGE.unreachable,
    severity: 'improvement',
    weight: 3,
    found: (n) => `${plural(n, 'address', 'addresses')} on your site could not be fetched at all.`,
    passed: 'Every address we tried answered.',
    why: 'If we could not fetch a page, search engines may not be able to either.',
    fix: 'Check these addresses in a browser; slow or failing pages usually point to a server or hosting problem.',
    appliesTo: readBeyondStart,
    collect: ({ all }) => all.flatMap((x) => (x.error && !x.loop ? [`${shown(x.url)}: ${clip(x.error, 160)}`] : [])),
  }),
  siteCheck({
    id: 'blocked-links',
    group: 'search',
    requires: ['robots'],
    shows: ON_PAGE.robotsRules,
    severity: 'improvement',
    weight: 2,
    found: (n) =>
      `${plural(n, 'address linked from your pages is', 'addresses linked from your pages are')} blocked for crawlers by robots.txt.`,
    passed: 'None of your internal links point at addresses robots.txt blocks.',
    why: 'Search engines cannot read blocked pages, so links to them lead nowhere in search.',
    fix: 'Unblock these paths in robots.txt if they should be found, or stop linking to them.',
    overlaps: { closedSite: true },
    appliesTo: foundLinks,
    collect: ({ all }) => all.filter((x) => x.blocked && x.links.count).map((x) => `${shown(x.url)}${linkedFrom(x)}`),
  }),
  siteCheck({
    id: 'deep-pages',
    group: 'search',
    shows: ON_PAGE.depth,
    severity: 'improvement',
    weight: 2,
    found: (n) => `${plural(n, 'page is', 'pages are')} more than ${DEPTH_MAX} clicks from the home page.`,
    passed: `Every page we found is within ${DEPTH_MAX} clicks of the home page.`,
    why: 'Deep pages are found less often by visitors and crawled less often by search engines.',
    fix: 'Link to important pages from the menu, the home page or category pages.',
    appliesTo: followedLinks,
    collect: ({ pages }) => pages.filter((x) => (x.depth ?? 0) > DEPTH_MAX).map((x) => `${shown(x.url)} (${x.depth} clicks)`),
  }),
] as const;
