/**
 * The quick check's findings, from one fetched page (its headers and the facts read from its HTML),
 * robots.txt and the sitemap. Pure: no network, no database, no parsing. Each finding has an id, a
 * severity and two plain sentences (what we found, why it matters); every value from the prospect's
 * site in them is clipped (clip.ts). The score weights are in README.md beside this file.
 */
import { clip } from './clip.js';
import type { Fetched } from './fetch-page.js';
import { JSON_LD_MAX, type PageFacts } from './page-facts.js';
import type { RobotsFacts } from './robots.js';
import { SITE_WEIGHTS } from './site-checks.js';

export type Severity = 'problem' | 'improvement' | 'passed';

export interface Finding {
  id: string;
  severity: Severity;
  /** What we found, in one sentence. */
  message: string;
  /** Why it matters, in one sentence. */
  why: string;
  /** How to fix it, in one or two sentences. */
  fix?: string;
  /** The affected addresses (the first few, each maybe with what is wrong there), and how many there are in all. */
  urls?: string[];
  total?: number;
}

/** How to fix what each single-page check finds (the crawl's types carry theirs in site-checks.ts). */
const FIXES: Record<string, string> = {
  https: 'Install a certificate (most hosts include one free, from Let\'s Encrypt) and serve every page over https://.',
  'http-redirect': 'Redirect every http:// address to its https:// twin with a 301, in your server or hosting settings.',
  hsts: 'Send the Strict-Transport-Security header (max-age of at least six months) once https works everywhere.',
  ttfb: 'Turn on page caching, or ask your host about a faster plan or server.',
  'page-size': 'Remove inlined data and unused markup; page builders and sliders are the usual cause.',
  compression: 'Turn on gzip or brotli in your server or hosting settings.',
  title: 'Write a title of 15 to 60 characters naming what you offer and where.',
  'meta-description': 'Write a description of 70 to 160 characters that makes people want to click.',
  h1: 'Give the page one h1 that states its topic.',
  'heading-order': 'Use heading levels in order; style them with CSS rather than picking a level for its size.',
  canonical: 'Add <link rel="canonical" href="..."> with the page\'s full address; most SEO plugins do this.',
  noindex: 'Remove noindex from the page (check your SEO plugin\'s settings and the X-Robots-Tag header).',
  viewport: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to the page\'s head.',
  lang: 'Add lang="en-AU" (or your language) to the <html> element.',
  'image-alt': 'Describe each image in a few words, or use alt="" for purely decorative ones.',
  'open-graph': 'Add og:title, og:description and og:image tags; most SEO plugins have a social section.',
  'structured-data': 'Add JSON-LD describing your business (LocalBusiness with name, address, phone and hours), and check it with Google\'s Rich Results Test.',
  robots: 'Serve a robots.txt that allows crawling and names your sitemap; remove any "Disallow: /" meant for a staging site.',
  sitemap: 'Publish an XML sitemap (most site builders and SEO plugins make one) and name it in robots.txt.',
  'mixed-content': 'Change these files\' addresses to https:// (or serve them from your own site).',
};

/** What the check gathered: the page (required), and robots.txt and the sitemap when they answered. */
export interface Evidence {
  page: Fetched;
  /** What the page's HTML says (page-facts.ts). */
  facts: PageFacts;
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
}

/** How much each check counts towards the score (README.md explains the choice). */
export const WEIGHTS: Record<string, number> = {
  https: 10,
  'http-redirect': 5,
  hsts: 3,
  ttfb: 6,
  'page-size': 4,
  compression: 4,
  title: 8,
  'meta-description': 6,
  h1: 6,
  'heading-order': 3,
  canonical: 4,
  noindex: 10,
  viewport: 6,
  lang: 3,
  'image-alt': 4,
  'open-graph': 3,
  'structured-data': 4,
  robots: 6,
  sitemap: 4,
  'mixed-content': 6,
};

const kb = (bytes: number) => (bytes < 1024 ? 'under 1 KB' : `${Math.round(bytes / 1024)} KB`);
export const ok = (f: Fetched | { error: string } | undefined): f is Fetched => Boolean(f && 'status' in f && f.status >= 200 && f.status < 300);
const header = (f: Fetched, name: string) => String(f.headers[name] ?? '');

/** Title length: Google shows about 50-60 characters in results. */
const TITLE_MIN = 15;
const TITLE_MAX = 60;
/** Meta description: about 70-160 characters show in results. */
const DESCRIPTION_MIN = 70;
const DESCRIPTION_MAX = 160;
const TTFB_GOOD_MS = 800;
const TTFB_POOR_MS = 1800;
const PAGE_GOOD_BYTES = 500 * 1024;
const PAGE_POOR_BYTES = 2 * 1024 * 1024;

const SITEMAP_ROOT = /<(urlset|sitemapindex)[\s>]/;

/** Adds one finding. */
type Add = (id: string, severity: Severity, message: string, why: string) => void;
/** The evidence, with the final address's host and whether it is secure. */
type Seen = Evidence & { host: string; https: boolean };

/** Security and transport: HTTPS, the http → https redirect, HSTS. */
function transportFindings(e: Seen, add: Add): void {
  const { page, host, https } = e;
  add('https', https ? 'passed' : 'problem', https ? `${host} is served over HTTPS.` : `${host} is served over plain HTTP, not HTTPS.`, 'Browsers mark HTTP pages "Not secure" and Google prefers secure pages, so visitors and rankings both suffer.');
  if (e.httpRedirectsToHttps !== undefined) {
    add(
      'http-redirect',
      e.httpRedirectsToHttps ? 'passed' : 'problem',
      e.httpRedirectsToHttps ? 'Visitors who type http:// are sent on to the secure https:// address.' : 'The http:// address does not send visitors on to https://.',
      'Links and typed addresses often start with http://; without a redirect those visitors land on an insecure copy or nowhere.',
    );
  }
  if (https) {
    const hsts = /max-age=\d+/i.test(header(page, 'strict-transport-security'));
    add('hsts', hsts ? 'passed' : 'improvement', hsts ? 'The site tells browsers to always use HTTPS (HSTS).' : 'The site does not send an HSTS header telling browsers to always use HTTPS.', 'HSTS stops a visitor on public Wi-Fi from being sent to an insecure copy of your site.');
  }
}

/** Speed and weight: time to first byte, page size, compression. */
function speedFindings(e: Seen, add: Add): void {
  const { page } = e;
  const ttfb = page.ttfbMs;
  add(
    'ttfb',
    ttfb <= TTFB_GOOD_MS ? 'passed' : ttfb <= TTFB_POOR_MS ? 'improvement' : 'problem',
    `The server took ${(ttfb / 1000).toFixed(2)} seconds to start answering.`,
    'Every second of waiting before anything appears loses visitors, and speed is part of how Google ranks pages.',
  );
  add(
    'page-size',
    page.bytes <= PAGE_GOOD_BYTES ? 'passed' : page.bytes <= PAGE_POOR_BYTES ? 'improvement' : 'problem',
    `The page's HTML is ${kb(page.bytes)}${page.wireBytes !== page.bytes ? ` (${kb(page.wireBytes)} as sent)` : ''}.`,
    'Heavy pages load slowly on phones and mobile data, where most local customers search.',
  );
  const encoding = clip(header(page, 'content-encoding'), 40);
  add('compression', encoding ? 'passed' : 'improvement', encoding ? `The page is sent compressed (${encoding}).` : 'The page is sent without compression.', 'Compression makes pages several times smaller to download, so they appear sooner.');
}

/** What search results show: the title and the meta description. */
function resultFindings(e: Seen, add: Add): void {
  const { facts } = e;
  const title = facts.title?.length ? facts.title : undefined;
  add(
    'title',
    !title ? 'problem' : title.length < TITLE_MIN || title.length > TITLE_MAX ? 'improvement' : 'passed',
    !title ? 'The page has no title.' : `The title is ${title.length} characters long: "${clip(title.value, 80)}".`,
    `The title is the headline of your search result; ${TITLE_MIN} to ${TITLE_MAX} characters shows in full and tells people what you offer.`,
  );
  const description = facts.description?.length ? facts.description : undefined;
  add(
    'meta-description',
    !description ? 'problem' : description.length < DESCRIPTION_MIN || description.length > DESCRIPTION_MAX ? 'improvement' : 'passed',
    !description ? 'The page has no meta description.' : `The meta description is ${description.length} characters long.`,
    `The description is the text under your search result; ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters persuades people to click instead of leaving Google to guess.`,
  );
}

/** The page itself: headings, canonical, noindex, viewport, language, images, sharing tags, structured data. */
function structureFindings(e: Seen, add: Add): void {
  const { page, facts } = e;
  const h1s = facts.h1;
  add('h1', h1s === 1 ? 'passed' : 'problem', h1s === 1 ? 'The page has exactly one main heading (h1).' : h1s === 0 ? 'The page has no main heading (h1).' : `The page has ${h1s} main headings (h1) instead of one.`, 'One clear main heading tells visitors and search engines what the page is about.');
  const skips = facts.headingSkips;
  add('heading-order', skips ? 'improvement' : 'passed', skips ? `Headings skip a level ${skips} ${skips === 1 ? 'time' : 'times'} (for example from h2 straight to h4).` : 'Headings go down one level at a time.', 'An orderly outline helps screen-reader users and search engines follow the page.');
  const canonical = facts.canonicals[0];
  add('canonical', canonical ? 'passed' : 'improvement', canonical ? `The page names its canonical address (${clip(canonical, 100)}).` : 'The page does not name its canonical address.', 'A canonical link stops copies of the page (with tracking tags, or www and non-www) competing with each other in Google.');
  const robotsMeta = `${facts.robots} ${header(page, 'x-robots-tag')}`;
  const noindex = /noindex/i.test(robotsMeta);
  add('noindex', noindex ? 'problem' : 'passed', noindex ? 'The page tells search engines not to list it (noindex).' : 'Search engines are allowed to list the page.', 'A noindex left over from development keeps a page out of Google entirely.');
  const viewport = facts.viewport ?? '';
  add('viewport', /width=device-width/i.test(viewport) ? 'passed' : 'problem', /width=device-width/i.test(viewport) ? 'The page is set up for phone screens (viewport).' : 'The page has no mobile viewport setting, so phones show a shrunken desktop page.', 'Google ranks the mobile version of your site, and most local searches happen on phones.');
  const lang = facts.lang;
  add('lang', lang ? 'passed' : 'improvement', lang ? `The page declares its language (${lang}).` : 'The page does not declare its language.', 'The language lets screen readers pronounce the page correctly and helps search engines show it to the right people.');
  const images = facts.images;
  const noAlt = facts.imagesWithoutAlt;
  add('image-alt', noAlt ? 'improvement' : 'passed', noAlt ? `${noAlt} of ${images} images have no alt text.` : images ? `All ${images} images have alt text.` : 'The page has no images without alt text.', 'Alt text describes images to people who cannot see them and to Google Images.');
  const og = ['og:title', 'og:description', 'og:image'].filter((p) => !facts.openGraph.includes(p));
  add('open-graph', og.length ? 'improvement' : 'passed', og.length ? `Social sharing tags are missing: ${og.join(', ')}.` : 'The page has social sharing tags (Open Graph title, description and image).', 'When someone shares your page on Facebook, LinkedIn or in a message, these tags make a proper preview instead of a bare link.');
  const data = facts.structuredData;
  const unread = data.unread ? ` ${data.unread} ${data.unread === 1 ? 'block was' : 'blocks were'} too large to read (over ${JSON_LD_MAX / 1024} KB).` : '';
  add(
    'structured-data',
    data.broken ? 'problem' : data.types.length ? 'passed' : 'improvement',
    (data.broken ? `${data.broken} structured data ${data.broken === 1 ? 'block does' : 'blocks do'} not parse as JSON.` : data.types.length ? `The page has structured data: ${data.types.join(', ')}.` : 'The page has no structured data (JSON-LD).') + unread,
    'Structured data tells Google your business name, address, hours and services, which can earn richer search results.',
  );
}

/** Crawling: robots.txt, the sitemap, and mixed content on a secure page. */
function crawlFindings(e: Seen, add: Add): void {
  const { facts, https } = e;
  if (ok(e.robots) && e.robotsFacts) {
    const blocked = e.robotsFacts.blocksAll;
    add('robots', blocked ? 'problem' : 'passed', blocked ? 'robots.txt tells search engines not to crawl any of the site.' : 'robots.txt is present and lets search engines crawl the site.', 'robots.txt is the first file search engines read; a stray "Disallow: /" hides the whole site from them.');
  } else {
    const why = 'error' in e.robots ? e.robots.error : `HTTP ${(e.robots as Fetched).status}`;
    add('robots', 'improvement', `robots.txt was not found (${why}).`, 'robots.txt tells search engines what to crawl and where your sitemap is.');
  }
  const sitemap = e.sitemap;
  const sitemapValid = ok(sitemap) && SITEMAP_ROOT.test(sitemap.body);
  add(
    'sitemap',
    sitemapValid ? 'passed' : 'improvement',
    sitemapValid ? `A valid sitemap was found at ${clip(e.sitemapUrl ?? '')}.` : ok(sitemap) ? `${clip(e.sitemapUrl ?? '')} answered, but it is not a valid XML sitemap.` : `No sitemap was found at ${clip(e.sitemapUrl ?? '/sitemap.xml')}.`,
    'A sitemap lists every page you want found, so new and deep pages get indexed sooner.',
  );
  if (https) {
    const insecure = facts.insecureResources;
    add('mixed-content', insecure ? 'problem' : 'passed', insecure ? `${insecure} ${insecure === 1 ? 'file is' : 'files are'} loaded over insecure http:// on this secure page.` : 'Every file the page loads comes over HTTPS.', 'Browsers block or warn about insecure files on a secure page, which can break the page and its padlock.');
  }
}

/** Every finding for the evidence, in a fixed order (each family in its own function above). */
export function runChecks(e: Evidence): Finding[] {
  const findings: Finding[] = [];
  const add: Add = (id, severity, message, why) => findings.push({ id, severity, message, why, fix: FIXES[id] });
  const url = new URL(e.page.url);
  const seen: Seen = { ...e, host: url.hostname, https: url.protocol === 'https:' };
  for (const family of [transportFindings, speedFindings, resultFindings, structureFindings, crawlFindings]) family(seen, add);
  return findings;
}

/** 0 to 100: each check's weight, in full when passed, half for an improvement, none for a problem. */
export function scoreOf(findings: Finding[]): number {
  let total = 0;
  let earned = 0;
  for (const f of findings) {
    const weight = WEIGHTS[f.id] ?? SITE_WEIGHTS[f.id] ?? 0;
    total += weight;
    earned += f.severity === 'passed' ? weight : f.severity === 'improvement' ? weight / 2 : 0;
  }
  return total ? Math.round((earned / total) * 100) : 0;
}

/** One line for staff and the export: the score and the problems. */
export function summaryOf(score: number, findings: Finding[], pages?: number): string {
  const problems = findings.filter((f) => f.severity === 'problem');
  const improvements = findings.filter((f) => f.severity === 'improvement').length;
  const across = pages ? ` across ${pages} ${pages === 1 ? 'page' : 'pages'}` : '';
  return `Score ${score}/100${across}: ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}, ${improvements} to improve${problems.length ? ` (${problems.map((p) => p.id).join(', ')})` : ''}`;
}

/** The fixes that matter most: problems before improvements, then by weight and by how many addresses each affects. */
export function topFixes(findings: Finding[], count = 5): Finding[] {
  const weight = (f: Finding) => WEIGHTS[f.id] ?? SITE_WEIGHTS[f.id] ?? 0;
  return findings
    .filter((f) => f.severity !== 'passed')
    .sort((a, b) => Number(b.severity === 'problem') - Number(a.severity === 'problem') || weight(b) - weight(a) || (b.total ?? 1) - (a.total ?? 1))
    .slice(0, count);
}
