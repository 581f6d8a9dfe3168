/**
 * Links: whether what the site links to answers (its own addresses, and other websites' asked once
 * each: gather/external.ts), may be crawled, and is within easy reach.
 */
import type { ExternalLink, ExternalLinks } from '../read/crawled.js';
import { status } from '../read/evidence.js';
import { clip } from '../../lib/clip.js';
import { aside, followedLinks, foundLinks, linkedFrom, readBeyondStart, shown, siteCheck, type SiteWith, URLS_SHOWN } from './finding.js';
import { ON_PAGE, type Proof, PROOFS_SHOWN } from './proof.js';
import { plural } from '../../shared/words.js';

/** Pages further than this many clicks from the start page are found and crawled less often. */
const DEPTH_MAX = 3;

/**
 * What a link to another website's answer says: `broken` only for 404 and 410 ("not found", "gone");
 * `error` for another error, a server error included (it may be temporary); `loop` for redirects that
 * never reach a page; `refused` where the host refused our checker (a login, 403, 429, a firewall's
 * challenge, a status browsers do not know): what a visitor sees there is unknown, so never broken;
 * `unchecked` where no answer came (no answer in time, an address the rules refuse, not asked).
 */
export type ExternalVerdict = 'works' | 'broken' | 'error' | 'loop' | 'refused' | 'unchecked';

/** Statuses a host refuses a checker with, whatever a browser would be shown. */
const REFUSED: Record<number, string> = {
  401: 'it asks for a login (HTTP 401)',
  403: 'it refused our checker (HTTP 403), as some websites refuse all but browsers',
  407: 'it asks for a proxy login (HTTP 407)',
  429: 'it asked us to slow down (HTTP 429)',
};

/** The verdict on one link, and the words said after its address. */
export function externalVerdict(link: Pick<ExternalLink, 'url' | 'answer' | 'error'>): { verdict: ExternalVerdict; words: string } {
  const { answer, error } = link;
  if (!answer) {
    if (error?.loop) return { verdict: 'loop', words: `: ${aside(clip(error.why, 400))}` };
    if (error?.reason === 'skipped') return { verdict: 'unchecked', words: ` was not checked: ${clip(error.why, 200)}` };
    return { verdict: 'unchecked', words: `: ${aside(clip(error?.why ?? 'It could not be checked.', 240))}` };
  }
  const via = answer.redirects ? ` redirects to ${shown(answer.finalUrl)}, which` : '';
  const { status } = answer;
  if (answer.firewall)
    return {
      verdict: 'refused',
      words: ` could not be checked: its firewall (${clip(answer.firewall, 40)}) answered our checker with a challenge`,
    };
  if (REFUSED[status]) return { verdict: 'refused', words: ` could not be checked: ${REFUSED[status]}` };
  if (status < 100 || status > 599)
    return {
      verdict: 'refused',
      words: ` could not be checked: it answered HTTP ${status}, a status browsers do not know, which some websites send to checkers`,
    };
  if (status === 404) return { verdict: 'broken', words: `${via} answered 404: page not found` };
  if (status === 410) return { verdict: 'broken', words: `${via} answered 410: page gone` };
  if (status >= 500) return { verdict: 'error', words: `${via} answered ${status}, a server error: it may be temporary` };
  if (status >= 400) return { verdict: 'error', words: `${via} answered ${status}, an error` };
  return { verdict: 'works', words: `${via} answered ${status}` };
}

/** The links to other websites the check chose, each with its verdict and entry. */
const judgedLinks = (external: ExternalLinks | undefined) =>
  (external?.chosen ?? []).map((link) => {
    const { verdict, words } = externalVerdict(link);
    return { link, verdict, entry: `${shown(link.url)}${words}${linkedFrom(link)}` };
  });

/** A link heard from: its host's own answer decided what it is (it works, it is broken, an error, a loop). */
export const heardFrom = (verdict: ExternalVerdict) =>
  verdict === 'works' || verdict === 'broken' || verdict === 'error' || verdict === 'loop';

/** Listed after the broken links: errors, loops, then those that could not be checked, each as what it is. */
const LISTED_ORDER: ExternalVerdict[] = ['error', 'loop', 'refused', 'unchecked'];

/** " Besides, 1 answers with another error and 2 could not be checked." for what is listed beside the broken links. */
function besides({ crawl }: SiteWith<'external'>): string {
  const judged = judgedLinks(crawl.external);
  const n = (...verdicts: ExternalVerdict[]) => judged.filter((x) => verdicts.includes(x.verdict)).length;
  const parts = [
    n('error') && `${plural(n('error'), 'link answers', 'links answer')} with another error`,
    n('loop') && `${plural(n('loop'), 'link redirects', 'links redirect')} in a loop`,
    n('refused', 'unchecked') && `${plural(n('refused', 'unchecked'), 'link', 'links')} could not be checked`,
  ].filter((x): x is string => Boolean(x));
  if (!parts.length) return '';
  const last = parts.pop();
  return ` Besides, ${parts.length ? `${parts.join(', ')} and ${last}` : last}.`;
}

/** What a link's host answered, as written in "How we know": the request, its redirects and the status, or why none came. */
function answered({ url, answer, error }: ExternalLink): Proof {
  if (!answer) return { url: shown(url), quote: clip(error?.why ?? 'It could not be checked.', 240) };
  const asked = answer.method === 'HEAD' ? 'HEAD' : 'HEAD, then a GET of the first byte';
  const via = answer.redirects ? `${plural(answer.redirects, 'redirect', 'redirects')} to ${shown(answer.finalUrl)}, then ` : '';
  const wall = answer.firewall ? ` with ${clip(answer.firewall, 40)}'s challenge` : '';
  return { url: shown(url), quote: `${asked}: ${via}HTTP ${answer.status}${wall}` };
}

/** "How we know": every link that does not work or could not be checked (as many as are listed), else the first few that work. */
function answersOf({ crawl }: SiteWith<'external'>): Proof[] {
  const judged = judgedLinks(crawl.external);
  const notWorking = ['broken' as const, ...LISTED_ORDER].flatMap((verdict) => judged.filter((x) => x.verdict === verdict));
  const shownHere = notWorking.length ? notWorking.slice(0, URLS_SHOWN) : judged.slice(0, PROOFS_SHOWN);
  return shownHere.map((x) => answered(x.link));
}

/** "None of the 14 links to other websites we checked (of 230 found) is broken." ("of" only when not every one was asked). */
function noneBroken({ crawl }: SiteWith<'external'>): string {
  const checked = judgedLinks(crawl.external).filter((x) => heardFrom(x.verdict)).length;
  const found = crawl.external?.found ?? 0;
  const of = found > (crawl.external?.chosen.length ?? 0) ? ` (of ${found} found)` : '';
  return checked === 1
    ? `The one link to another website we checked${of} is not broken.`
    : `None of the ${checked} links to other websites we checked${of} is broken.`;
}

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
    id: 'broken-external-links',
    group: 'search',
    requires: ['external'],
    severity: 'improvement',
    weight: 2,
    found: (n, site) =>
      `${plural(n, 'link to another website is', 'links to other websites are')} broken: ${n === 1 ? 'it answers' : 'they answer'} "page not found" or "gone" (404 or 410).${besides(site)}`,
    passed: (site) => `${noneBroken(site)}${besides(site)}`,
    why: 'A link to a page that is no longer there sends your visitors to a dead end, and makes your page look out of date.',
    fix: "Point each broken link at the page's new address, or remove it. A link that could not be checked is worth opening in a browser once.",
    // Judged only where some link's host answered: a link that could not be checked is never counted as broken.
    appliesTo: ({ crawl }) => judgedLinks(crawl.external).some((x) => heardFrom(x.verdict)),
    collect: ({ crawl }) => judgedLinks(crawl.external).flatMap((x) => (x.verdict === 'broken' ? [x.entry] : [])),
    proofs: answersOf,
    alsoListed: ({ crawl }) => {
      const judged = judgedLinks(crawl.external);
      return LISTED_ORDER.flatMap((verdict) => judged.filter((x) => x.verdict === verdict).map((x) => x.entry));
    },
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
