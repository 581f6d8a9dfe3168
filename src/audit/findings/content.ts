/**
 * The page as people and machines read it: set up for phones, in a declared language, with enough
 * text, sharing tags and structured data.
 */
import { JSON_LD_MAX } from '../read/json-ld.js';
import { LANG_OF } from '../read/regions.js';
import { noindex, pageCheck, shown, siteCheck } from './finding.js';
import { ON_PAGE } from './proof.js';
import { byteSize, listed, plural } from '../../shared/words.js';

/** Fewer words than this rarely show a page answers a search. */
const THIN_WORDS = 200;
const OPEN_GRAPH = ['og:title', 'og:description', 'og:image'];

const forPhones = (viewport: string | undefined) => /width=device-width/i.test(viewport ?? '');
/** A language subtag as its shortest code (`eng` is `en`), or undefined where it is no language. */
function languageOf(subtag: string): string | undefined {
  try {
    return new Intl.Locale(subtag).language;
  } catch {
    return undefined;
  }
}

/** A language's English name ("German" for de). */
const languageName = (code: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;

const LANG_WHY = 'The language lets screen readers pronounce the page correctly and helps search engines show it to the right people.';
const VIEWPORT_WHY = 'Google ranks the mobile version of your site, and most local searches happen on phones.';
const VIEWPORT_TAG = '<meta name="viewport" content="width=device-width, initial-scale=1">';

export const content = [
  pageCheck({
    id: 'viewport',
    group: 'search',
    shows: ON_PAGE.viewport,
    weight: 6,
    why: VIEWPORT_WHY,
    fix: `Add ${VIEWPORT_TAG} to the page's head.`,
    judge: ({ facts }) =>
      forPhones(facts.viewport)
        ? { severity: 'passed', message: 'The page is set up for phone screens (viewport).' }
        : { severity: 'problem', message: 'The page has no mobile viewport setting, so phones show a shrunken desktop page.' },
  }),
  pageCheck({
    id: 'lang',
    group: 'search',
    shows: ON_PAGE.lang,
    weight: 3,
    why: LANG_WHY,
    // Where the site says no country, the language alone: en-AU would be a guess at where it is.
    fix: 'Add lang="en" (or your own language\'s code) to the <html> element.',
    judge: ({ facts: { lang, region, regionFrom, textLanguage } }) => {
      // The country's language tag where the site said a country and its text is in that language; else the text's language alone.
      const countryTag = region && regionFrom !== 'default' ? LANG_OF[region] : undefined;
      const suggested = textLanguage && !countryTag?.startsWith(`${textLanguage}-`) ? textLanguage : countryTag;
      if (!lang)
        return {
          severity: 'improvement',
          message: 'The page does not declare its language.',
          ...(suggested && { fix: `Add lang="${suggested}" (or your language) to the <html> element.` }),
        };
      // A declared language the page's text is not in (lang="en" on a German page) is read as that language by screen readers and search engines.
      const declared = languageOf(lang.split(/[-_]/)[0] ?? '');
      if (textLanguage && declared && declared !== textLanguage)
        return {
          severity: 'improvement',
          message: `The page declares its language as "${lang}", but its text reads as ${languageName(textLanguage)}.`,
          fix: `Set lang="${suggested}" on the <html> element, so that screen readers and search engines read the page in its own language.`,
        };
      return { severity: 'passed', message: `The page declares its language (${lang}).` };
    },
  }),
  pageCheck({
    id: 'open-graph',
    group: 'search',
    requires: ['pages'],
    shows: ON_PAGE.openGraph,
    weight: 3,
    why: 'When someone shares your page on Facebook, LinkedIn or in a message, these tags make a proper preview instead of a bare link.',
    fix: 'Add og:title, og:description and og:image tags; most SEO plugins have a social section.',
    judge: ({ facts, page }, e) => {
      const missing = OPEN_GRAPH.filter((p) => !facts.openGraph.includes(p));
      if (missing.length) return { severity: 'improvement', message: `Social sharing tags are missing: ${missing.join(', ')}.` };
      const relative = facts.openGraphRelative ?? [];
      if (relative.length)
        return {
          severity: 'improvement',
          message: `The page's social sharing tags give ${listed(relative.map((r) => `${r.property} as "${r.value}"`))}, without https:// and your domain: Open Graph asks for full addresses, and Facebook, LinkedIn and messaging apps show no image from a partial one.`,
          // The tags are there: the fix is their addresses, not tags to add.
          fix: "Write each of these addresses in full, starting with https:// and your domain (an SEO plugin does this once the site's address in its settings is right).",
        };
      // The picture itself, where the crawl asked for it: a tag naming a file that is not there shows no picture.
      const picture = [...(e.site?.shared ?? []), ...(e.site?.all ?? [])].find(
        (x) => x.sharedBy?.includes(page.url) && x.fetched && x.fetched.status >= 400,
      );
      if (picture?.fetched)
        return {
          severity: 'improvement',
          message: `The page's og:image, ${shown(picture.url)}, answers HTTP ${picture.fetched.status}, so a shared link to it shows no picture.`,
          fix: 'Upload the image at that address, or point og:image at an image that is there (in most SEO plugins, the social image setting).',
          proof: [{ url: picture.url, quote: `HTTP ${picture.fetched.status}` }],
        };
      return { severity: 'passed', message: 'The page has social sharing tags (Open Graph title, description and image).' };
    },
  }),
  pageCheck({
    id: 'structured-data',
    group: 'search',
    fixedBy: 'markup-repair',
    shows: ON_PAGE.markup,
    weight: 4,
    why: 'Structured data tells Google your business name, address, hours and services, which can earn richer search results.',
    fix: "Add JSON-LD describing your business (LocalBusiness with name, address, phone and hours), and check it with Google's Rich Results Test.",
    judge: ({ facts: { structuredData: data } }) => {
      const unread = data.unread
        ? ` ${plural(data.unread, 'block was', 'blocks were')} too large to read (over ${byteSize(JSON_LD_MAX)}).`
        : '';
      if (data.broken)
        return {
          severity: 'problem',
          message: `${plural(data.broken, 'structured data block does', 'structured data blocks do')} not parse as JSON.${unread}`,
          fix: "Correct the block so that it parses as JSON, keeping everything it says (a stray backslash before a quote or a missing comma is the usual cause), then test it with Google's Rich Results Test.",
        };
      if (data.types.length && data.relativeUrls?.length)
        return {
          severity: 'improvement',
          message: `The page's structured data (${data.types.join(', ')}) gives addresses without https:// and your domain: ${listed(data.relativeUrls)}. Google asks for full addresses in these.${unread}`,
          fix: "Write each of these addresses in your structured data in full, starting with https:// and your domain, then test it with Google's Rich Results Test.",
        };
      if (data.types.length)
        return {
          severity: 'passed',
          message: `The page has structured data: ${data.types.join(', ')}${data.microdata ? ' (some of it as microdata)' : ''}.${unread}`,
        };
      return { severity: 'improvement', message: `The page has no structured data (JSON-LD).${unread}` };
    },
  }),
  siteCheck({
    id: 'thin-content',
    group: 'search',
    shows: ON_PAGE.words,
    severity: 'improvement',
    weight: 3,
    found: (n) => `${plural(n, 'page has', 'pages have')} fewer than ${THIN_WORDS} words of text.`,
    passed: `Every page search engines may list has at least ${THIN_WORDS} words of text.`,
    why: 'Pages with little text rarely rank: there is not enough to show they answer a search.',
    fix: 'Add useful detail (what you offer, where, for whom, common questions), or merge thin pages.',
    // A page marked noindex is not meant to rank, so its length is not judged.
    appliesTo: ({ pages }) => pages.some((x) => !noindex(x)),
    overlaps: { scriptFilled: true },
    collect: ({ pages }) =>
      pages.filter((x) => x.fetched.facts.words < THIN_WORDS && !noindex(x)).map((x) => `${shown(x.url)} (${x.fetched.facts.words} words)`),
  }),
  siteCheck({
    id: 'lang-missing',
    group: 'search',
    shows: ON_PAGE.lang,
    severity: 'improvement',
    weight: 2,
    found: (n) => `${plural(n, 'page does', 'pages do')} not declare a language.`,
    passed: 'Every page declares its language.',
    why: LANG_WHY,
    fix: 'Add lang="en" (or your own language\'s code) to the <html> element of your theme.',
    overlaps: { startPage: 'lang' },
    collect: ({ pages }) => pages.filter((x) => !x.fetched.facts.lang).map((x) => shown(x.url)),
  }),
  siteCheck({
    id: 'viewport-missing',
    group: 'search',
    shows: ON_PAGE.viewport,
    severity: 'problem',
    weight: 4,
    found: (n) => `${plural(n, 'page has', 'pages have')} no mobile viewport setting.`,
    passed: 'Every page is set up for phone screens.',
    why: `Without it phones show a shrunken desktop page. ${VIEWPORT_WHY}`,
    fix: `Add ${VIEWPORT_TAG} to every page.`,
    overlaps: { startPage: 'viewport' },
    collect: ({ pages }) => pages.filter((x) => !forPhones(x.fetched.facts.viewport)).map((x) => shown(x.url)),
  }),
] as const;
