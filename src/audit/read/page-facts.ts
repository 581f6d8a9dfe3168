/**
 * The facts the site check needs from a prospect's HTML, read in one linear pass without building a
 * tree. htmlparser2's Tokenizer is a state machine over the string; this file only counts and keeps
 * a few capped values from its events. Nothing recurses, nothing grows with nesting depth (20,000
 * nested elements cost what 20,000 siblings cost), and the string is fed in slices with the event
 * loop free between them, so no page, however hostile, blocks the site or exhausts its stack.
 * htmlparser2's Parser is not used: its stack of open elements makes some inputs quadratic.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';
import { AnchorReader, type Handler, type VagueLink } from './anchor-facts.js';
import { isVagueText } from './vague-text.js';
import { textLanguageOf } from './text-language.js';
import { clip } from '../../lib/clip.js';
import { HeadReader, type HeadFacts } from './head-facts.js';
import { JSON_LD_MAX, JsonLdReader, type StructuredData, typesOf } from './json-ld.js';
import { type Address, addressesInEvery, distinctive, inForm } from './addresses.js';
import { ITEM_ATTRIBUTES, MicrodataReader } from './microdata.js';
import { ItemReader, RDFA_ATTRIBUTES } from './items.js';
import { markupItemsOf } from './markup-items.js';
import { countryOfNumbers, type Phone, phoneOf, phonesIn } from './nap.js';
import { DEFAULT_REGION, type Region, type RegionSource, regionOfCountry, regionOfHost, regionOfLang } from './regions.js';

/** A text value from the page: its length as written, and its first characters, clipped. */
export interface TextFact {
  length: number;
  value: string;
}

/** An image's alt text: some, empty (alt="", which marks the image as decoration) or no alt attribute at all. */
export type AltText = 'text' | 'empty' | 'none';

/**
 * The elements a finding may rest on, each the first of its kind on the page: what "How we know" shows
 * under a finding (findings/proof.ts). `head` and `body` are where a missing element would be.
 */
export const SPOTS = [
  'html',
  'head',
  'body',
  'title',
  'description',
  'viewport',
  'robots',
  'canonical',
  'alternate',
  'openGraph',
  'h1',
  'headingSkip',
  'img',
  'image',
  'imageWithoutAlt',
  'imageEmptyAlt',
  'imageUnsized',
  'jsonLd',
  'microdata',
  'insecure',
  'insecureForm',
  'form',
  'formUndeclared',
  'formToolBroken',
  'httpLink',
  'tel',
  'phone',
  'phoneUntapped',
  'address',
  'addressIncomplete',
  'vagueLink',
  'uncrawlable',
  'mount',
] as const;
export type SpotName = (typeof SPOTS)[number];

/**
 * Where on the page an element is: the line its start tag begins on (from 1, as an editor counts) and
 * the tag as written, clipped; for a phone number or an address, the text as written.
 */
export interface Spot {
  line: number;
  tag: string;
}

/** A tel: link's text kept (characters), and tel: links kept with their text. */
const TEL_TEXT_KEEP = 60;
const TEL_TEXTS_KEEP = 8;
/** Lists nested deeper than this are read as part of the one around them. */
const LISTS_DEEP = 16;
/**
 * Sites where a business keeps its own profile (a social network, a map, a review site, a messenger):
 * a link to one, even by its name ("Facebook"), is the business's, not another business's website.
 */
const PROFILE_SITES = new Set([
  'facebook',
  'instagram',
  'linkedin',
  'youtube',
  'tiktok',
  'pinterest',
  'twitter',
  'threads',
  'snapchat',
  'whatsapp',
  'telegram',
  'messenger',
  'google',
  'apple',
  'bing',
  'waze',
  'yelp',
  'tripadvisor',
  'trustpilot',
  'houzz',
  'tumblr',
  'vimeo',
]);
/** A host's longest label, its name without `www` or its domain's suffix (smartvet for www.smartvet.ca). */
const siteName = (host: string) =>
  host
    .toLowerCase()
    .split('.')
    .reduce((a, b) => (b.length > a.length ? b : a), '');
/** Letters and digits only, lower case: a name as a host writes it ("Smart Vet": smartvet). */
const squeezed = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
/**
 * Classes that hide an element's text from the screen, leaving it to screen readers (Bootstrap's and
 * Tailwind's sr-only, visually-hidden, WordPress's screen-reader-text); a `hidden` class is not one
 * of them, since frameworks show it again at some widths (`hidden md:block`).
 */
const UNSEEN_CLASS = /(?:^|\s)(?:sr-only|visually-hidden|visuallyhidden|screen-reader-text|element-invisible)(?:\s|$)/;
/** Places a number's text is looked for outside `tel:` links, for its spot. */
const TEXT_SPOT_TRIES = 20;
/** Characters of a start tag kept as its quote. */
const SPOT_TAG_KEEP = 160;

/** What the page says; what only its head says (canonical, hreflang and robots tags) is read by head-facts.ts. */
export interface PageFacts extends HeadFacts {
  /** The first <title> (outside SVG and MathML). */
  title?: TextFact;
  /** The first <meta name="description">. */
  description?: TextFact;
  /** How many <meta name="description"> the page has (a fix that replaces one must say to replace them all). */
  descriptions: number;
  viewport?: string;
  /** <html lang>, clipped. */
  lang?: string;
  h1: number;
  /** Times a heading goes down more than one level (h2 straight to h4). */
  headingSkips: number;
  /** The first such skip's levels, as the page has it (3 and 5: from h3 straight to h5): a finding names what the page has. */
  firstHeadingSkip?: { from: number; to: number };
  images: number;
  /** Images with no alt attribute at all. */
  imagesWithoutAlt: number;
  /** Images whose alt is empty or blank (alt=""): marked as decoration, so they give search engines and screen readers no text. */
  imagesWithEmptyAlt: number;
  /** The Open Graph properties present among og:title, og:description and og:image. */
  openGraph: string[];
  /** Open Graph addresses (og:image, og:url) given without https:// and a domain, as written: the protocol asks for full URLs. */
  openGraphRelative?: { property: string; value: string }[];
  /** JSON-LD: the @types named (clipped, the first few), blocks that do not parse, blocks too large to read. */
  structuredData: StructuredData;
  /** Scripts, styles, images and frames the page loads over plain http:// (mixed content on https). */
  insecureResources: number;
  /** Every <a href> as written (the first LINKS_KEEP), for the crawl. */
  links: string[];
  /** Every <img>: its address, its alt text (some, empty: alt="", or none at all) and whether it has a width and height (the first IMAGES_KEEP). */
  imageList: { src: string; alt: AltText; sized: boolean }[];
  /** Every <form>'s action as written ('' when it posts to its own page). */
  forms: string[];
  /**
   * The page's forms as tools for the agents that browse for people (WebMCP's declarative API): how
   * many there are, how many declare none (neither `toolname` nor `tooldescription`, as Lighthouse's
   * webmcp-form-coverage counts them), and what a browser would refuse in those that declare one
   * (Lighthouse's webmcp-schema-validity errors), each once a page.
   */
  formTools: { forms: number; undeclared: number; refused: FormToolProblem[] };
  /**
   * The page's form that declares no tool with the most fields (the first of those; a contact form
   * before a search box), as written from its `<form` to its `</form>` (kept only whole, at most
   * FORM_SOURCE_KEEP characters), its fields but hidden ones, and the text of the heading just before
   * it: what the fix that declares it starts from (fixes/form-tool.ts).
   */
  undeclaredForm?: { html: string; fields: number; heading?: string };
  /** Elements on the page (the DOM size). */
  elements: number;
  /** Words of visible text (outside scripts, styles and the title). */
  words: number;
  /**
   * Words of the main content: inside `<main>` when the page has one, else outside `<header>`, `<nav>`
   * and `<footer>` (the menu and the footer are on every page; a script may fill all the rest).
   */
  mainWords: number;
  /** Links a search engine cannot follow (Lighthouse's crawlable-anchors), as snippets of their source (the first few). */
  uncrawlable: string[];
  /** Links whose text is on Lighthouse's non-descriptive list for their language, not yet judged by address (the first few). */
  vagueLinks: VagueLink[];
  /**
   * Phone numbers in the visible text (nap.ts; the first TEXT_MAX characters of it), and in `tel:`
   * links; not those shown only in a list that names another business's website ("Smart Vet", a
   * `tel:` link and smartvet.ca: the clinic a vet sends its nights to).
   */
  phones: Phone[];
  telLinks: Phone[];
  /**
   * Each `tel:` link's number and its text, both as written (the first few), read once the site's
   * country is decided: a link whose text is another number dials the wrong one.
   */
  telTexts?: { dials: string; text: string }[];
  /** Postal addresses in the visible text, in Australia's form and that of the country it is written for (addresses.ts). */
  addresses: Address[];
  /** Every address read in the form of any country the check knows, for the site's country to choose from (site-country.ts). */
  addressesRead?: Address[];
  /** The country its numbers and addresses were read for (regions.ts), and what said so (site-country.ts weighs it). */
  region?: Region;
  regionFrom?: RegionSource;
  /** `og:site_name`, clipped. */
  siteName?: string;
  /** The values of the head's tags a markup fix may take (SHOWN_META: og:image, article:published_time …), each the first, whole (a longer one is not kept). */
  shownMeta?: Partial<Record<ShownMeta, string>>;
  /** The alt text of the first image that is a logo (by its address or class), clipped: a business names itself there. */
  logoAlt?: string;
  /** The first h1's text, collapsed and clipped. */
  h1Text?: string;
  /** The language the page's visible text is written in (ISO 639-1, `de`), by its function words (text-language.ts), where it has words enough to tell. */
  textLanguage?: string;
  /**
   * The title's first part (before a separator or a comma) where the page's visible text says it again
   * (a footer's "Gilligan & Co Ltd" for the title "Gilligan & Co"): a business names itself there.
   */
  titleRepeated?: string;
  /** Scripts loaded from files (`<script src>`). */
  scripts: number;
  /**
   * The page holds an empty element a script framework fills (`<div id="root"></div>`, `<div
   * id="app">`, `<div id="__next">`, `<app-root>`): its words come from its scripts, not its HTML.
   */
  emptyMount?: boolean;
  /** The main content's text (as `mainWords` counts it), collapsed, its first TEXT_KEPT characters, when asked for: the start page's, for the browser run's comparison. */
  text?: string;
  /** Where the first element of each kind is (SPOTS), for the findings' "How we know". */
  spots: Partial<Record<SpotName, Spot>>;
}

/** Visible text read for phone numbers and addresses: a page's first 128 KB of it, footers included on any ordinary page. */
const TEXT_MAX = 128 * 1024;
/** Main content text kept when asked for (the browser run reads as much of the rendered page: lab/rendered.ts). */
export const TEXT_KEPT = 32 * 1024;
/** The page's parts around its main content, when it has no `<main>`. */
const CHROME = new Set(['header', 'nav', 'footer']);

/** Characters of the string tokenized between two checks of the clock. */
const SLICE_CHARS = 32 * 1024;
/** Longest the event loop is held before the rest waits for the next turn (two checks at once: twice this). */
const SLICE_MS = 2;
/** Longest text kept while reading (title, description); the length is counted to the end. */
const TEXT_KEEP = 1024;
/** What a browser refuses in a form's tool declaration: no `toolname`, no `tooldescription`, or a required field without a `name`. */
export type FormToolProblem = 'no toolname' | 'no tooldescription' | 'a required field without a name';

/** Links, images and forms kept per page for the crawl; each address clipped to URL_KEEP characters. */
export const LINKS_KEEP = 500;
const IMAGES_KEEP = 200;
const FORMS_KEEP = 20;
/** Characters of a form's source kept for its fix: a contact or quote form's whole markup fits many times over. */
const FORM_SOURCE_KEEP = 16 * 1024;
/** Characters of a heading's text kept, and words of text after it, at most, for it to name the form that follows. */
const HEADING_KEEP = 200;
const HEADING_NEAR_WORDS = 20;
const URL_KEEP = 2000;

/** Where lazy-loading scripts (lazysizes, WordPress plugins, jQuery Lazy) keep an image's address until it is shown. */
const LAZY_SRC = ['data-src', 'data-lazy-src', 'data-original'];
/** The attributes read, per element; any other element's attributes are skipped unread. */
const READ: Record<string, readonly string[]> = {
  html: ['lang'],
  body: ['lang'],
  meta: ['name', 'property', 'content', 'http-equiv'],
  link: ['rel', 'href', 'hreflang'],
  img: ['src', 'alt', 'width', 'height', 'class', ...LAZY_SRC],
  a: [
    'href',
    'role',
    'id',
    'name',
    'rel',
    'lang',
    'target',
    'download',
    'ping',
    'hreflang',
    'type',
    'referrerpolicy',
    'aria-label',
    'title',
  ],
  form: ['action', 'toolname', 'tooldescription'],
  // A required field's name, for a form that declares a tool (WebMCP).
  input: ['required', 'name'],
  textarea: ['required', 'name'],
  select: ['required', 'name'],
  div: ['id', 'class', 'hidden'],
  span: ['class', 'hidden'],
  main: ['id'],
  section: ['id'],
  script: ['src', 'type'],
  iframe: ['src'],
  video: ['src'],
  audio: ['src'],
  source: ['src'],
};
/** The attributes read of an element on a page with microdata or RDFa: its own, and the item attributes of both. */
const withItem = new Map<readonly string[] | undefined, readonly string[]>();
function withItemAttributes(reading: readonly string[] | undefined): readonly string[] {
  let merged = withItem.get(reading);
  if (!merged) withItem.set(reading, (merged = [...new Set([...(reading ?? []), ...ITEM_ATTRIBUTES, ...RDFA_ATTRIBUTES])]));
  return merged;
}
/** Inside a link, every element's language is read. */
const LANG_ONLY = ['lang'];
const HEADING = /^h[1-6]$/;
/** Every element read is `a` or has a name of 2 to 8 letters: others (b, i, p, blockquote ...) are never sliced out. */
const mayMatter = (html: string, start: number, end: number) =>
  (end - start >= 2 && end - start <= 8) || (end - start === 1 && (html[start] === 'a' || html[start] === 'A'));
/** Ids of the element that React, Vue, Next.js, Nuxt, Gatsby, Svelte and the like mount an app into. */
const MOUNT_IDS = new Set(['root', 'app', '__next', '__nuxt', '___gatsby', 'svelte', 'react-root', 'app-root']);
/** Elements an app is mounted into (with one of MOUNT_IDS), and Angular's own. */
const MOUNT_TAGS = new Set(['div', 'main', 'section', 'app-root']);
/** Elements whose text is code, not words, and lists of choices a form offers (a drop-down of ZIP codes is not the page's text). */
const RAW_TEXT = new Set(['script', 'style', 'noscript', 'template', 'select', 'datalist']);
const OPEN_GRAPH = ['og:title', 'og:description', 'og:image'];
/**
 * Tags whose values say what a structured-data item may lack (fixes/item-markup.ts): the page's share
 * image, an article's dates (Open Graph's article: properties, which WordPress's SEO plugins write) and a
 * product's price (Open Graph's product: properties, which shop platforms write).
 */
export const SHOWN_META = [
  'og:image',
  'article:published_time',
  'article:modified_time',
  'product:price:amount',
  'product:price:currency',
] as const;
export type ShownMeta = (typeof SHOWN_META)[number];
const SHOWN_META_MAX = 300;
/** Open Graph properties whose value is an address (ogp.me: og:url and og:image are URLs; Facebook's crawler needs them whole). */
const OPEN_GRAPH_URLS = ['og:image', 'og:url', 'og:image:url', 'og:image:secure_url'];
/** A full http(s) address. */
const ABSOLUTE = /^https?:\/\/[^/\s]/i;
const insecure = (url: string | undefined) => url !== undefined && /^\s*http:/i.test(url);
/**
 * Links a visitor on a phone taps to call or message a number: `tel:`, and the apps' (WhatsApp's
 * wa.me, SMS, FaceTime, Skype, Viber). A number that is such a link's text is tapped there: the
 * tel: link fix must not turn a WhatsApp button into a call.
 */
const CALLING = /^\s*(?:tel:|callto:|sms:|facetime(?:-audio)?:|skype:|viber:|whatsapp:|https?:\/\/(?:wa\.me|api\.whatsapp\.com)\/)/i;

/** Kept text, and its collapsed form measured as a browser shows it. */
function textFact(s: string, length: number): TextFact {
  const collapsed = s.replace(/\s+/g, ' ').trim();
  return { length: length > s.length ? length - (s.length - collapsed.length) : collapsed.length, value: clip(collapsed) };
}

/**
 * The Tokenizer's listener: it keeps the name and attributes (only those READ names, each capped)
 * of the element being opened, hands each finished start tag to `opened`, and keeps the text of a
 * title or JSON-LD script while one is open. Every tag and text also goes to head-facts.ts (where
 * the parser puts it, and the head's own tags), which hands links to anchor-facts.ts.
 */
class FactReader implements TokenizerCallbacks {
  readonly facts: PageFacts = {
    h1: 0,
    headingSkips: 0,
    images: 0,
    imagesWithoutAlt: 0,
    imagesWithEmptyAlt: 0,
    descriptions: 0,
    insecureResources: 0,
    elements: 0,
    words: 0,
    mainWords: 0,
    openGraph: [],
    structuredData: { types: [], broken: 0, unread: 0, businesses: [] },
    links: [],
    imageList: [],
    forms: [],
    formTools: { forms: 0, undeclared: 0, refused: [] },
    // Filled in at the end from the head's and the links' readers.
    canonicals: [],
    alternates: [],
    robotsMeta: {},
    cspMetas: [],
    uncrawlable: [],
    vagueLinks: [],
    phones: [],
    telLinks: [],
    addresses: [],
    scripts: 0,
    spots: {},
  };
  /** Where the start tag being read begins and ends in the HTML (the `<` and the `>`). */
  private tagStart = 0;
  private tagEnd = 0;
  /** The offsets of each spot's start tag, turned into lines at the end. */
  private readonly spotAt = new Map<SpotName, [number, number]>();
  /** The offsets of the link being read, for the spot of a vague or uncrawlable one (known when it closes). */
  private anchorAt: [number, number] = [0, 0];
  /** The visible text so far (at most TEXT_MAX), a space between elements. */
  private visible = '';
  /** The same outside `tel:` links (each link a space): where a number shows as text a visitor cannot tap. */
  private untapped = '';
  private inTel = false;
  /** Inside a link with no address (`<a>` without href), and the text shown in such links (at most TEXT_KEEP * 8). */
  private inBareLink = false;
  private bareLinked = '';
  /** Open `<main>` elements, and whether there was one; open header, nav and footer elements. */
  private main = 0;
  private sawMain = false;
  private chrome = 0;
  /** Words and (when kept) text outside header, nav and footer, for a page with no `<main>`. */
  private unframedWords = 0;
  private mainText = '';
  private unframedText = '';
  /** Inside the first h1: its text is kept. */
  private inH1 = false;
  private h1 = '';
  /** Inside a script, style, noscript or template: its text is not words. */
  private raw = 0;
  private inWord = false;
  private tag = '';
  private reading: readonly string[] | undefined;
  private attrs = new Map<string, string>();
  /** The first `on...` attribute of an `<a>` (an inline event handler). */
  private handler: Handler | undefined;
  private attrName = '';
  private attrValue = '';
  private attrLength = 0;
  private contentLength = 0;
  private foreign = 0;
  private lastHeading = 0;
  private sawHtml = false;
  /** The element whose text is being kept: the first title, or a JSON-LD script. */
  private capture: 'title' | 'json-ld' | undefined;
  private text = '';
  private textLength = 0;
  private readonly jsonLd: JsonLdReader;
  /** Items and properties written as microdata: read only on a page that has any (`itemscope`). */
  private readonly microdata: MicrodataReader | undefined;
  /** Every item written as microdata or RDFa, nested, for the validator: read only on a page that has any (`itemscope`, `typeof`). */
  readonly items: ItemReader | undefined;
  /** Where the text of the JSON-LD `<script>` being read starts. */
  private jsonLdAt = 0;
  /** The page's `tel:` links written with their country code (`tel:+441905723561`): what its own phones dial. */
  private readonly dialled: Phone[] = [];
  /** The country each `tel:` link without a country code was read in (the page's so far): read again at the end where the page's own differs. */
  private readonly telReadIn = new Map<Phone, Region>();
  /** A <form> that declares a tool is open (forms do not nest): its required fields need names. */
  private formDeclared = false;
  /** Where the page's first undeclared form starts in the HTML, while it is open (-1: none open, or one already kept). */
  private formSourceAt = -1;
  private formFields = 0;
  /** Inside a heading: its text so far; and the last heading's text, collapsed. */
  private headingText: string | undefined;
  private lastHeadingText: string | undefined;
  private wordsAtHeading = 0;
  private formHeading: string | undefined;
  /** The numbers its text writes with their country code, read at its end. */
  private international: Phone[] = [];
  /**
   * An element whose text no one sees on the page is open (screen-reader-only text, `hidden`): its tag
   * and the same tags opened inside it since. Its words are the page's, but a number or an address in
   * it is not one the page shows.
   */
  private unseen: { tag: string; depth: number } | undefined;
  /**
   * The lists (`ul`, `ol`) open around the text being read, innermost last (at most LISTS_DEEP): the
   * numbers their `tel:` links dial, whether one of their links names another website, and where
   * their text starts in `visible`.
   */
  private readonly lists: { tels: string[]; elsewhere: boolean; from: number }[] = [];
  private listsTooDeep = 0;
  /** Numbers dialled in a list that names another website, and the stretches of `visible` those lists hold. */
  private readonly othersLists: { tels: string[]; from: number; to: number }[] = [];
  /** Numbers dialled outside such lists. */
  private readonly dialledHere = new Set<string>();
  /** The open link leads to another website, inside a list: its host's name, and the link's text so far. */
  private otherSite: { name: string; text: string } | undefined;
  /** The open tel: link's number and its text so far. */
  private telText: { dials: string; text: string } | undefined;
  /** `lang` of <html> and <body> as written, for the language of links. */
  private htmlLang: string | undefined;
  private bodyLang: string | undefined;
  private readonly anchors = new AnchorReader(() => this.bodyLang ?? this.htmlLang);
  private readonly head = new HeadReader(this.anchors);
  /** An app's mount element is open (MOUNT_IDS): the words the page had when it opened, and the divs opened inside it since. */
  private mount: { tag: string; words: number; depth: number } | undefined;

  constructor(
    private readonly html: string,
    private readonly keepText = false,
    private readonly hostRegion: Region | undefined = undefined,
    private readonly host = '',
  ) {
    this.jsonLd = new JsonLdReader(keepText);
    this.microdata = html.includes('itemscope') ? new MicrodataReader() : undefined;
    this.items = this.microdata || /\stypeof\s*=/i.test(html) ? new ItemReader() : undefined;
  }

  /**
   * The country the page says it is written for, so far: its business markup's, then the country its
   * own `tel:` links dial when they carry a country code (what a visitor's phone will call), its
   * host's, its language's; `null` for another country (regions.ts), undefined when it says none.
   */
  private statedRegion(): Region | null | undefined {
    return this.stated()?.region;
  }

  private stated(): { region: Region | null; from: RegionSource } | undefined {
    const markup = this.jsonLd.data.businesses.map((b) => regionOfCountry(b.address?.country)).find(Boolean);
    if (markup) return { region: markup, from: 'markup' };
    // What its numbers dial where they carry their country code: its tel: links, and once read, its text's (`+27 21 438 1293`).
    const dialled = countryOfNumbers([...this.dialled, ...this.international]);
    if (dialled !== undefined) return { region: dialled, from: 'dialled' };
    // The host's country code before the language: a Chinese-language page of a .com.au business is Australian.
    if (this.hostRegion) return { region: this.hostRegion, from: 'host' };
    const lang = regionOfLang(this.htmlLang);
    return lang === undefined ? undefined : { region: lang, from: 'lang' };
  }

  /**
   * The country of the addresses the page shows in a form only one country writes (addresses.ts,
   * `distinctive`), most often; undefined with none.
   */
  private postcodes(): { region: Region; from: RegionSource } | undefined {
    const counts = new Map<Region, number>();
    for (const a of this.facts.addressesRead ?? [])
      if (distinctive(a)) counts.set(a.country ?? 'AU', (counts.get(a.country ?? 'AU') ?? 0) + 1);
    const [region] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
    return region && { region, from: 'postcode' };
  }

  /** The country of the language the page's text is in, where only one of ours writes it (German: DE); undefined otherwise. */
  private textRegion(): { region: Region; from: RegionSource } | undefined {
    const region = regionOfLang(this.facts.textLanguage);
    return region ? { region, from: 'text' } : undefined;
  }

  onopentagname(start: number, end: number): void {
    this.facts.elements++;
    this.tagStart = start - 1;
    this.see(' ');
    // On a page with microdata every element may carry an item or a property: every name is read.
    this.tag = this.items || mayMatter(this.html, start, end) ? this.html.slice(start, Math.min(end, start + 20)).toLowerCase() : '';
    this.reading = READ[this.tag] ?? (this.anchors.isOpen ? LANG_ONLY : undefined);
    if (this.items) this.reading = withItemAttributes(this.reading);
    this.handler = undefined;
    if (this.reading) this.attrs = new Map();
  }
  onattribname(start: number, end: number): void {
    if (!this.reading) return;
    this.attrName = this.html.slice(start, end).toLowerCase();
    this.attrValue = '';
    this.attrLength = 0;
  }
  onattribdata(start: number, end: number): void {
    if (!this.reading) return;
    this.attrLength += end - start;
    if (this.attrValue.length < TEXT_KEEP) this.attrValue += this.html.slice(start, Math.min(end, start + TEXT_KEEP));
  }
  onattribentity(codepoint: number): void {
    if (!this.reading) return;
    this.attrLength++;
    if (this.attrValue.length < TEXT_KEEP) this.attrValue += String.fromCodePoint(codepoint);
  }
  onattribend(): void {
    if (!this.reading) return;
    if (this.tag === 'a' && !this.handler && this.attrName.length > 2 && this.attrName.startsWith('on'))
      this.handler = { name: this.attrName, value: this.attrValue };
    // The first of a repeated attribute wins, as in browsers; inside a link, every element's lang is read.
    const wanted = this.reading.includes(this.attrName) || (this.attrName === 'lang' && this.anchors.isOpen);
    if (!wanted || this.attrs.has(this.attrName)) return;
    this.attrs.set(this.attrName, this.attrValue);
    if (this.attrName === 'content') this.contentLength = this.attrLength;
  }
  onopentagend(endIndex: number): void {
    this.tagEnd = endIndex;
    this.opened();
  }
  onselfclosingtag(endIndex: number): void {
    this.tagEnd = endIndex;
    this.opened();
    // <svg/> opens no foreign content.
    if (this.tag === 'svg' || this.tag === 'math') this.foreign--;
  }
  onclosetag(start: number, end: number): void {
    this.see(' ');
    const matters =
      this.capture ||
      this.foreign ||
      this.raw ||
      this.head.wantsEndTags ||
      this.inH1 ||
      this.main ||
      this.chrome ||
      this.mount ||
      this.unseen ||
      this.inTel ||
      this.inBareLink ||
      this.otherSite ||
      this.lists.length ||
      this.formDeclared ||
      this.headingText !== undefined ||
      this.formSourceAt >= 0;
    const name =
      this.items || (matters && mayMatter(this.html, start, end)) ? this.html.slice(start, Math.min(end, start + 20)).toLowerCase() : '';
    if (name) this.microdata?.closed(name);
    if (name) this.items?.closed(name);
    if (name) this.closed(name);
    if (name === 'form' && this.formSourceAt >= 0) this.keepForm(this.html.indexOf('>', end) + 1);
    const links = this.linksJudged();
    this.head.closed(name);
    this.markLinks(links);
  }
  ontext(start: number, end: number): void {
    if (this.capture) this.keep(this.html.slice(start, Math.min(end, start + JSON_LD_MAX + 1)));
    else if (!this.raw) {
      this.countWords(start, end);
      this.see(this.html.slice(start, Math.min(end, start + TEXT_MAX - this.visible.length)));
      this.microdata?.text(this.html.slice(start, Math.min(end, start + 400)));
      this.items?.text(this.html.slice(start, Math.min(end, start + 400)));
    }
    this.head.text(this.html, start, end);
  }
  ontextentity(codepoint: number): void {
    if (this.capture) this.keep(String.fromCodePoint(codepoint));
    else if (!this.raw) {
      this.see(String.fromCodePoint(codepoint));
      this.microdata?.text(String.fromCodePoint(codepoint));
      this.items?.text(String.fromCodePoint(codepoint));
    }
    this.head.entity(codepoint);
  }
  isInForeignContext(): boolean {
    return this.foreign > 0;
  }
  oncdata(): void {}
  oncomment(): void {}
  ondeclaration(): void {}
  onprocessinginstruction(): void {}
  onend(): void {
    // A title or JSON-LD block the page never closed ends with the page, as does an open link.
    if (this.capture === 'title') this.closed('title');
    else if (this.capture === 'json-ld') this.closed('script');
    const links = this.linksJudged();
    this.anchors.closed();
    this.markLinks(links);
    this.keepTelText();
    if (this.microdata?.types.size) this.jsonLd.addMicrodata(this.microdata.types, this.microdata.node);
    for (const item of this.items?.items ?? []) if (item.format === 'rdfa') this.jsonLd.addRdfa(typesOf(item.node));
    this.facts.structuredData = this.jsonLd.data;
    const visible = this.visible.replace(/\s+/g, ' ');
    // Whether the page shows the street its markup names, as written: a street no address reader knows is still shown.
    const lower = visible.toLowerCase();
    for (const b of this.facts.structuredData.businesses)
      if (b.address?.street) b.address.streetShown = lower.includes(b.address.street.toLowerCase().replace(/\s+/g, ' ').trim());
    const language = textLanguageOf(visible);
    if (language) this.facts.textLanguage = language;
    this.international = phonesIn(visible, null);
    this.facts.addressesRead = addressesInEvery(visible);
    const said = this.stated() ?? this.postcodes() ?? this.textRegion();
    const stated = said?.region;
    this.facts.phones = phonesIn(visible, stated === undefined ? DEFAULT_REGION : stated);
    // A page that says nothing of its country is written for the country most of its numbers belong
    // to; read again in that country, a number valid in two (0113 287 9988: Leeds, or New Zealand) is its.
    const numbers = stated === undefined ? (countryOfNumbers([...this.facts.telLinks, ...this.facts.phones]) ?? undefined) : undefined;
    const region = stated === undefined ? (numbers ?? DEFAULT_REGION) : stated;
    if (stated === undefined && region !== DEFAULT_REGION) this.facts.phones = phonesIn(visible, region);
    // A page written for a country the check does not read has no region, and says what told it so.
    if (region) this.facts.region = region;
    this.facts.regionFrom = said?.from ?? (numbers ? 'numbers' : 'default');
    // A tel: link read before the page had said its country (its text's language, its postcodes) is read again in it.
    if (region) {
      const again = this.facts.telLinks.map((t) =>
        (this.telReadIn.get(t) ?? region) === region ? t : { ...t, ...phoneOf(t.written ?? '', region) },
      );
      this.facts.telLinks = again.filter((t, i) => again.findIndex((u) => u.number === t.number) === i);
    }
    // A number the page shows as text only inside tel: links is tapped there; one shown anywhere outside them is not.
    if (this.facts.telLinks.length) {
      // An untapped number is shown as it is written where it cannot be tapped: that is what its owner looks for.
      const plain = new Map(phonesIn(this.untapped.replace(/\s+/g, ' '), region).map((p) => [p.number, p.written]));
      this.facts.phones = this.facts.phones.map((p) =>
        plain.has(p.number) ? { ...p, written: plain.get(p.number) ?? p.written } : { ...p, tapped: true },
      );
    }
    this.othersTakenOut(region);
    this.markInLinks(region);
    this.facts.addresses = inForm(this.facts.addressesRead, region);
    this.markText('phone', this.facts.phones.slice(0, 8).find((p) => p.written && this.html.includes(p.written))?.written);
    this.markText(
      'phoneUntapped',
      this.facts.phones.slice(0, 8).find((p) => !p.tapped && p.written && this.html.includes(p.written))?.written,
      true,
    );
    // An address is found where its street is written, else its town, else its postcode.
    const written = (a: Address | undefined) => [a?.street, a?.suburb, a?.postcode].find((part) => part && this.html.includes(part));
    this.markText('address', written(this.facts.addresses.find((a) => !a.incomplete)));
    this.markText('addressIncomplete', written(this.facts.addresses.find((a) => a.incomplete)));
    if (this.h1) this.facts.h1Text = clip(this.h1.replace(/\s+/g, ' ').trim(), 200);
    const first = this.facts.title?.value.split(/\s[|–—·•-]\s|\s*\|\s*|,\s/)[0]?.trim();
    if (first && first.length >= 3 && lower.includes(first.toLowerCase())) this.facts.titleRepeated = clip(first, 100);
    if (!this.sawMain) this.facts.mainWords = this.unframedWords;
    if (this.keepText) this.facts.text = (this.sawMain ? this.mainText : this.unframedText).replace(/\s+/g, ' ').slice(0, TEXT_KEPT);
    // Links in the page's own language are judged in its declared one, as Lighthouse does (every language's words where it
    // declares none), or in its text's where that is another (lang="en" over German).
    const text = this.facts.textLanguage;
    const declared = (this.bodyLang ?? this.htmlLang)?.trim() || undefined;
    const judgedIn = text && declared && declared.split(/[-_]/)[0]?.toLowerCase() !== text ? text : declared;
    const vagueLinks = this.anchors.vague.filter((v) => !v.text || !v.byPage || isVagueText(v.text, judgedIn));
    Object.assign(this.facts, this.head.facts, { uncrawlable: this.anchors.uncrawlable, vagueLinks });
    this.facts.spots = this.spotsOf();
  }

  /** Counts the starts of words (a non-space after a space); a word split across two calls may count twice. */
  private countWords(start: number, end: number): void {
    for (let i = start; i < end; i++) {
      const c = this.html.charCodeAt(i);
      const space = c === 32 || (c >= 9 && c <= 13) || c === 160;
      if (!space && !this.inWord) {
        this.facts.words++;
        if (this.main) this.facts.mainWords++;
        if (!this.chrome) this.unframedWords++;
      }
      this.inWord = !space;
    }
  }

  /** Visible text, up to TEXT_MAX (and the first h1's, while it is open); what no one sees on the page is not shown. */
  private see(s: string): void {
    if (this.unseen) return;
    if (this.visible.length < TEXT_MAX) this.visible += s.slice(0, TEXT_MAX - this.visible.length);
    if (!this.inTel && this.untapped.length < TEXT_MAX) this.untapped += s.slice(0, TEXT_MAX - this.untapped.length);
    if (this.inBareLink && this.bareLinked.length < TEXT_KEEP * 8) this.bareLinked += s.slice(0, TEXT_KEEP * 8 - this.bareLinked.length);
    if (this.telText && this.telText.text.length < TEL_TEXT_KEEP) this.telText.text += s.slice(0, TEL_TEXT_KEEP);
    if (this.otherSite && this.otherSite.text.length < TEL_TEXT_KEEP) this.otherSite.text += s.slice(0, TEL_TEXT_KEEP);
    // Kept as written (runs of spaces included), to twice the cap, so that collapsed it still fills TEXT_KEPT.
    if (this.keepText && this.main && this.mainText.length < 2 * TEXT_KEPT) this.mainText += s.slice(0, 2 * TEXT_KEPT);
    if (this.keepText && !this.chrome && this.unframedText.length < 2 * TEXT_KEPT) this.unframedText += s.slice(0, 2 * TEXT_KEPT);
    if (this.inH1 && this.h1.length < 400) this.h1 += s;
    if (this.headingText !== undefined && this.headingText.length < HEADING_KEEP * 2) this.headingText += s;
  }

  private keep(s: string): void {
    this.textLength += s.length;
    const limit = this.capture === 'json-ld' ? JSON_LD_MAX + 1 : TEXT_KEEP;
    if (this.text.length < limit) this.text += s.slice(0, limit - this.text.length);
  }

  private startCapture(what: 'title' | 'json-ld'): void {
    this.capture = what;
    this.text = '';
    this.textLength = 0;
  }

  /** A start tag, with the attributes READ for it. */
  private opened(): void {
    const { facts, attrs, tag } = this;
    // A required field of a form that declares a tool needs a name, or the browser refuses the tool.
    if (
      this.formDeclared &&
      (tag === 'input' || tag === 'textarea' || tag === 'select') &&
      attrs.has('required') &&
      !attrs.get('name')?.trim()
    )
      this.formRefused('a required field without a name');
    if (this.formSourceAt >= 0 && (tag === 'input' || tag === 'textarea' || tag === 'select') && attrs.get('type') !== 'hidden')
      this.formFields++;
    if (this.unseen?.tag === tag) this.unseen.depth++;
    else if ((tag === 'div' || tag === 'span') && !this.unseen && (attrs.has('hidden') || UNSEEN_CLASS.test(attrs.get('class') ?? '')))
      this.unseen = { tag, depth: 0 };
    if (!this.foreign) this.microdata?.opened(tag, attrs);
    if (!this.foreign) this.items?.opened(tag, attrs, this.tagStart);
    // Opening a link closes one left open: what that one turned out to be is its spot.
    const links = this.linksJudged();
    this.head.opened(tag, attrs, this.handler, this.foreign > 0);
    this.markLinks(links);
    if (tag === 'a') this.anchorAt = [this.tagStart, this.tagEnd + 1];
    if (tag === 'html') {
      this.mark('html');
      const lang = attrs.get('lang');
      if (!this.sawHtml && lang !== undefined) facts.lang = clip(lang, 40);
      if (!this.sawHtml) this.htmlLang = lang;
      this.sawHtml = true;
    } else if (tag === 'head') this.mark('head');
    else if (tag === 'body') {
      this.mark('body');
      this.bodyLang ??= attrs.get('lang');
    } else if (MOUNT_TAGS.has(tag) && !this.foreign) {
      if (this.mount?.tag === tag) this.mount.depth++;
      else if (!this.mount && !facts.emptyMount && (tag === 'app-root' || MOUNT_IDS.has((attrs.get('id') ?? '').trim()))) {
        this.mount = { tag, words: facts.words, depth: 0 };
        this.mark('mount');
      }
    } else if (tag === 'title') {
      if (!facts.title && !this.foreign) {
        this.startCapture('title');
        this.mark('title');
      }
    } else if (tag === 'meta') this.meta();
    else if (tag === 'link') this.link();
    else if (tag === 'img') this.image();
    else if (tag === 'a') {
      const href = attrs.get('href');
      this.inTel = href !== undefined && CALLING.test(href);
      this.inBareLink = href === undefined;
      if (this.inBareLink && this.bareLinked.length < TEXT_KEEP * 8) this.bareLinked += ' ';
      if (this.inTel) this.untapped += ' ';
      if (href !== undefined && facts.links.length < LINKS_KEEP) facts.links.push(href.trim().slice(0, URL_KEEP));
      // A tel: link is a phone number whatever it looks like: one no country of ours reads is tried as North American.
      // The country said so far is worked out for a tel: link only: most links are not one.
      const stated =
        href !== undefined && this.inTel && /^\s*tel:/i.test(href) && facts.telLinks.length < 8 ? this.statedRegion() : undefined;
      const tel =
        href !== undefined && /^\s*tel:/i.test(href) && facts.telLinks.length < 8
          ? stated === null
            ? phoneOf(href.trim(), null)
            : (phoneOf(href.trim(), stated ?? DEFAULT_REGION) ?? phoneOf(href.trim(), 'US'))
          : undefined;
      if (tel) this.mark('tel');
      const list = this.lists.at(-1);
      if (tel && list) {
        if (list.tels.length < TEL_TEXTS_KEEP) list.tels.push(tel.number);
      } else if (tel) this.dialledHere.add(tel.number);
      this.otherSite = list && href !== undefined ? this.otherSiteOf(href) : undefined;
      this.telText =
        tel && /^\s*tel:/i.test(href ?? '')
          ? {
              dials: (href ?? '')
                .replace(/^\s*tel:/i, '')
                .trim()
                .slice(0, 40),
              text: '',
            }
          : undefined;
      if (href !== undefined && /^\s*http:/i.test(href)) this.mark('httpLink');
      if (tel && !facts.telLinks.some((p) => p.number === tel.number)) {
        // As the link writes it, so that the site's country, decided later, can read it again.
        facts.telLinks.push({
          ...tel,
          written: (href ?? '')
            .replace(/^\s*tel:/i, '')
            .trim()
            .slice(0, 40),
        });
        if (/^\s*tel:\s*\+/i.test(href ?? '')) this.dialled.push(tel);
        else if (stated !== null) this.telReadIn.set(facts.telLinks.at(-1) as Phone, stated ?? DEFAULT_REGION);
      }
    } else if ((tag === 'ul' || tag === 'ol') && !this.raw && !this.foreign) {
      if (this.lists.length < LISTS_DEEP) this.lists.push({ tels: [], elsewhere: false, from: this.visible.length });
      else this.listsTooDeep++;
    } else if (tag === 'form') {
      if (facts.forms.length < FORMS_KEEP) facts.forms.push((attrs.get('action') ?? '').trim().slice(0, URL_KEEP));
      if (insecure(attrs.get('action'))) this.mark('insecureForm');
      this.formOpened();
    } else if (tag === 'script' && (attrs.get('type') ?? '').trim().toLowerCase() === 'application/ld+json') {
      this.startCapture('json-ld');
      this.jsonLdAt = this.tagEnd + 1;
      this.mark('jsonLd');
    } else if (RAW_TEXT.has(tag)) {
      this.raw++;
      if (tag === 'script' && attrs.has('src')) facts.scripts++;
    } else if (tag === 'svg' || tag === 'math') this.foreign++;
    else if (HEADING.test(tag)) this.heading(Number(tag[1]));
    else if (tag === 'main' && !this.raw && !this.foreign) {
      this.main++;
      this.sawMain = true;
    } else if (CHROME.has(tag) && !this.raw && !this.foreign) this.chrome++;
    // Scripts, images, frames and media loaded over http:// (a stylesheet's address is its href).
    if (this.reading?.includes('src') && insecure(attrs.get('src'))) {
      facts.insecureResources++;
      this.mark('insecure');
    }
    if (this.microdata && attrs.has('itemscope')) this.mark('microdata');
  }

  /** The tel: link just closed, its text kept where it has digits enough to be a number (the first TEL_TEXTS_KEEP). */
  private keepTelText(): void {
    const kept = this.telText;
    this.telText = undefined;
    if (!kept || (kept.text.match(/\d/g)?.length ?? 0) < 8) return;
    const texts = (this.facts.telTexts ??= []);
    if (texts.length < TEL_TEXTS_KEEP) texts.push({ dials: kept.dials, text: clip(kept.text, TEL_TEXT_KEEP) });
  }

  /** How many links have been found vague or uncrawlable so far. */
  private linksJudged(): [number, number] {
    return [this.anchors.vague.length, this.anchors.uncrawlable.length];
  }

  /** The link just closed is the spot of the first vague or uncrawlable one, when it was found so. */
  private markLinks([vague, uncrawlable]: [number, number]): void {
    if (this.anchors.vague.length > vague && !this.spotAt.has('vagueLink')) this.spotAt.set('vagueLink', this.anchorAt);
    if (this.anchors.uncrawlable.length > uncrawlable && !this.spotAt.has('uncrawlable')) this.spotAt.set('uncrawlable', this.anchorAt);
  }

  /**
   * Notes where text read from the page is written in its body's HTML, as a spot: its first place, or
   * with `untapped` its first outside a link that calls (a `tel:` link; a link with no address, where
   * an untapped number may be, counts as outside), a few places looked at from the body's start.
   */
  private markText(name: SpotName, text: string | undefined, untapped = false): void {
    if (!text || this.spotAt.has(name)) return;
    let at = this.html.indexOf(text, this.spotAt.get('body')?.[0] ?? 0);
    for (let tries = 0; untapped && at >= 0 && tries < TEXT_SPOT_TRIES; tries++) {
      const open = this.html.lastIndexOf('<a ', at);
      const tag = open > this.html.lastIndexOf('</a>', at) ? this.html.slice(open, this.html.indexOf('>', open) + 1) : '';
      if (!CALLING.test(/\shref\s*=\s*["']?([^"'\s>]*)/i.exec(tag)?.[1] ?? '')) break;
      at = this.html.indexOf(text, at + text.length);
    }
    if (at >= 0) this.spotAt.set(name, [at, at + text.length]);
  }

  /** Notes where the start tag just read is, as the first of its kind on the page. */
  /** A <form> opened: counted, and its tool declaration judged. */
  private formOpened(): void {
    const { facts, attrs } = this;
    facts.formTools.forms++;
    this.mark('form');
    const name = attrs.get('toolname')?.trim();
    const description = attrs.get('tooldescription')?.trim();
    this.formDeclared = Boolean(name || description);
    if (!this.formDeclared) {
      facts.formTools.undeclared++;
      this.mark('formUndeclared');
      if (this.formSourceAt < 0) {
        this.formSourceAt = this.tagStart;
        this.formFields = 0;
        this.formHeading = facts.words - this.wordsAtHeading <= HEADING_NEAR_WORDS ? this.lastHeadingText : undefined;
      }
      return;
    }
    if (!name) this.formRefused('no toolname');
    if (!description) this.formRefused('no tooldescription');
  }

  /** The undeclared form just closed (its `</form>` ends before `end`): kept when whole within FORM_SOURCE_KEEP and it has more fields than one kept. */
  private keepForm(end: number): void {
    const start = this.formSourceAt;
    this.formSourceAt = -1;
    if (end <= start || end - start > FORM_SOURCE_KEEP || this.formFields <= (this.facts.undeclaredForm?.fields ?? -1)) return;
    this.facts.undeclaredForm = {
      html: this.html.slice(start, end),
      fields: this.formFields,
      ...(this.formHeading && { heading: this.formHeading }),
    };
  }

  private formRefused(problem: FormToolProblem): void {
    if (!this.facts.formTools.refused.includes(problem)) this.facts.formTools.refused.push(problem);
    this.mark('formToolBroken');
  }

  private mark(name: SpotName): void {
    if (!this.spotAt.has(name)) this.spotAt.set(name, [this.tagStart, this.tagEnd + 1]);
  }

  /** Each spot's line and tag: the lines are counted once, up to the last spot. */
  private spotsOf(): PageFacts['spots'] {
    const spots: PageFacts['spots'] = {};
    let line = 1;
    let at = 0;
    for (const [name, [start, end]] of [...this.spotAt].sort((a, b) => a[1][0] - b[1][0])) {
      for (let nl = this.html.indexOf('\n', at); nl !== -1 && nl < start; nl = this.html.indexOf('\n', at)) {
        line++;
        at = nl + 1;
      }
      spots[name] = { line, tag: clip(this.html.slice(start, Math.min(end, start + SPOT_TAG_KEEP)).replace(/\s+/g, ' '), SPOT_TAG_KEEP) };
    }
    return spots;
  }

  private meta(): void {
    const { facts, attrs } = this;
    const name = attrs.get('name')?.trim().toLowerCase();
    const content = attrs.get('content') ?? '';
    if (name === 'description') {
      this.mark('description');
      facts.descriptions++;
      facts.description ??= textFact(content, this.contentLength);
    } else if (name === 'viewport' && facts.viewport === undefined) {
      this.mark('viewport');
      facts.viewport = clip(content);
    } else if (name === 'robots' || name === 'googlebot') this.mark('robots');
    const property = attrs.get('property')?.trim().toLowerCase() ?? '';
    if (OPEN_GRAPH.includes(property) && !facts.openGraph.includes(property)) {
      facts.openGraph.push(property);
      this.mark('openGraph');
    }
    // `Dakbedrijf \'T Noorden`: a backslash before a quote is a template's escape, printed by mistake; the name is without it.
    // Whole or not at all: a clipped address or date handed back in a fix would be another one.
    const shown = content.trim();
    if ((SHOWN_META as readonly string[]).includes(property) && shown && shown.length <= SHOWN_META_MAX)
      (facts.shownMeta ??= {})[property as ShownMeta] ??= clip(shown, SHOWN_META_MAX);
    if (property === 'og:site_name' && facts.siteName === undefined) facts.siteName = clip(content.replace(/\\(['"])/g, '$1').trim(), 100);
    if (OPEN_GRAPH_URLS.includes(property) && content.trim() && !ABSOLUTE.test(content.trim())) {
      const relative = (facts.openGraphRelative ??= []);
      if (relative.length < OPEN_GRAPH_URLS.length) relative.push({ property, value: clip(content.trim(), 120) });
    }
  }

  private link(): void {
    const rel = ` ${(this.attrs.get('rel') ?? '').toLowerCase().replace(/\s+/g, ' ')} `;
    if (rel.includes(' stylesheet ') && insecure(this.attrs.get('href'))) {
      this.facts.insecureResources++;
      this.mark('insecure');
    }
    if (rel.includes(' canonical ')) this.mark('canonical');
    if (rel.includes(' alternate ') && this.attrs.has('hreflang')) this.mark('alternate');
  }

  private image(): void {
    const { facts, attrs } = this;
    // A lazy-loaded image names its file in a data- attribute until a script moves it to src; with no
    // address at all it shows nothing (a lightbox's empty frame, which a script fills; an empty src is
    // the page itself): no image to describe or to size.
    const src = [attrs.get('src'), ...LAZY_SRC.map((a) => attrs.get(a))].map((v) => v?.trim()).find(Boolean);
    if (!src) return;
    facts.images++;
    const alt = attrs.get('alt')?.replace(/\s+/g, ' ').trim();
    const altText: AltText = alt ? 'text' : attrs.has('alt') ? 'empty' : 'none';
    if (altText === 'none') facts.imagesWithoutAlt++;
    if (altText === 'empty') facts.imagesWithEmptyAlt++;
    this.mark('img');
    this.mark(altText === 'text' ? 'image' : altText === 'empty' ? 'imageEmptyAlt' : 'imageWithoutAlt');
    if (!(attrs.has('width') && attrs.has('height'))) this.mark('imageUnsized');
    if (alt && facts.logoAlt === undefined && /logo/i.test(`${attrs.get('src')} ${attrs.get('class')}`)) facts.logoAlt = clip(alt, 100);
    if (facts.imageList.length < IMAGES_KEEP)
      facts.imageList.push({ src: src.slice(0, URL_KEEP), alt: altText, sized: attrs.has('width') && attrs.has('height') });
  }

  private heading(level: number): void {
    if (level === 1 && !this.facts.h1 && !this.foreign) this.inH1 = true;
    if (!this.foreign) this.headingText = '';
    if (level === 1) {
      this.facts.h1++;
      this.mark('h1');
    }
    if (this.lastHeading && level > this.lastHeading + 1) {
      this.facts.headingSkips++;
      this.mark('headingSkip');
      this.facts.firstHeadingSkip ??= { from: this.lastHeading, to: level };
    }
    this.lastHeading = level;
  }

  /** The host's name of a link to another website than this page's (not a profile site's), else undefined. */
  private otherSiteOf(href: string): { name: string; text: string } | undefined {
    if (!/^\s*https?:\/\//i.test(href)) return undefined;
    const host = URL.parse(href.trim())?.hostname.replace(/^www\./, '');
    if (!host || host === this.host.replace(/^www\./, '')) return undefined;
    const name = siteName(host);
    return name.length >= 4 && !PROFILE_SITES.has(name) ? { name, text: '' } : undefined;
  }

  /** The innermost list ends: its numbers are another business's where one of its links named that business's website. */
  private listClosed(): void {
    const list = this.lists.pop();
    if (!list) return;
    if (!list.elsewhere) for (const number of list.tels) this.dialledHere.add(number);
    else if (this.othersLists.length < TEL_TEXTS_KEEP) this.othersLists.push({ tels: list.tels, from: list.from, to: this.visible.length });
  }

  /**
   * Takes out of the page's numbers those it shows only in lists that name another business's website
   * (listClosed): dialled by no `tel:` link elsewhere, and written nowhere else in its text.
   */
  private othersTakenOut(region: Region | null | undefined): void {
    while (this.lists.length) this.listClosed();
    if (!this.othersLists.length) return;
    const stretches = [...this.othersLists].sort((a, b) => a.from - b.from);
    let outside = '';
    let inside = '';
    let at = 0;
    for (const { from, to } of stretches) {
      if (from > at) outside += `${this.visible.slice(at, from)} `;
      inside += `${this.visible.slice(Math.max(from, at), to)} `;
      at = Math.max(at, to);
    }
    outside += this.visible.slice(at);
    const shown = new Set([...this.dialledHere, ...phonesIn(outside.replace(/\s+/g, ' '), region).map((p) => p.number)]);
    const theirs = new Set(
      [...stretches.flatMap((l) => l.tels), ...phonesIn(inside.replace(/\s+/g, ' '), region).map((p) => p.number)].filter(
        (n) => !shown.has(n),
      ),
    );
    if (!theirs.size) return;
    this.facts.phones = this.facts.phones.filter((p) => !theirs.has(p.number));
    this.facts.telLinks = this.facts.telLinks.filter((p) => !theirs.has(p.number));
  }

  /**
   * Marks the numbers not tapped that are shown, wherever they are not tapped, only inside links with
   * no address: as often in those links' text, as written, as in all the text outside `tel:` links.
   */
  private markInLinks(region: Region | null | undefined): void {
    if (!/\d/.test(this.bareLinked)) return;
    const bare = this.bareLinked.replace(/\s+/g, ' ');
    const untapped = this.untapped.replace(/\s+/g, ' ');
    const inLinks = new Set(phonesIn(bare, region).map((p) => p.number));
    const count = (text: string, written: string) => text.split(written).length - 1;
    this.facts.phones = this.facts.phones.map((p) =>
      !p.tapped && p.written && inLinks.has(p.number) && count(bare, p.written) >= count(untapped, p.written) ? { ...p, inLink: true } : p,
    );
  }

  /** An end tag, while it can matter: inside a kept title or JSON-LD script, in SVG or MathML (or wanted by head-facts.ts). */
  private closed(name: string): void {
    if (name === 'h1') this.inH1 = false;
    if (HEADING.test(name) && this.headingText !== undefined) {
      this.lastHeadingText = clip(this.headingText.replace(/\s+/g, ' ').trim(), HEADING_KEEP) || undefined;
      this.headingText = undefined;
      this.wordsAtHeading = this.facts.words;
    }
    if (name === 'form') this.formDeclared = false;
    if (name === 'a') {
      this.inTel = false;
      this.inBareLink = false;
      this.keepTelText();
      // A link whose text is its site's name ("Smart Vet" to smartvet.ca) names that business; "Home" to homeadvisor.com does not.
      const text = squeezed(this.otherSite?.text ?? '');
      const name = this.otherSite?.name ?? '';
      const list = this.lists.at(-1);
      const alike = Math.min(text.length, name.length) >= 0.6 * Math.max(text.length, name.length);
      if (list && text.length >= 4 && alike && (name.includes(text) || text.includes(name))) list.elsewhere = true;
      this.otherSite = undefined;
    }
    if ((name === 'ul' || name === 'ol') && !this.raw && !this.foreign) {
      if (this.listsTooDeep) this.listsTooDeep--;
      else this.listClosed();
    }
    if (this.mount?.tag === name && !this.foreign && this.mount.depth-- === 0) {
      if (this.facts.words === this.mount.words) this.facts.emptyMount = true;
      this.mount = undefined;
    }
    if (this.unseen?.tag === name && this.unseen.depth-- === 0) this.unseen = undefined;
    if (name === 'main' && this.main && !this.raw && !this.foreign) this.main--;
    if (CHROME.has(name) && this.chrome && !this.raw && !this.foreign) this.chrome--;
    if ((name === 'svg' || name === 'math') && this.foreign) this.foreign--;
    if (RAW_TEXT.has(name) && this.raw && this.capture !== 'json-ld') this.raw--;
    if (this.capture === 'title' && name === 'title') {
      this.facts.title = textFact(this.text, this.textLength);
      this.capture = undefined;
    } else if (this.capture === 'json-ld' && name === 'script') {
      this.capture = undefined;
      this.jsonLd.read(this.text, this.textLength, this.jsonLdAt);
    }
  }

  /** Every item of the page's structured data, JSON-LD's and microdata's and RDFa's, for the validator. */
  itemsRead() {
    return [...this.jsonLd.nodes, ...(this.items?.items ?? [])];
  }
}

/**
 * Reads `html` and resolves with its facts (`keepText`: its visible text too; `host`: the page's host,
 * whose country code tells the country its numbers and addresses are written for). Rejects with the
 * signal's reason when `signal` aborts first (the check's deadline), checked between slices.
 */
export async function readPage(html: string, signal?: AbortSignal, keepText = false, host = ''): Promise<PageFacts> {
  const reader = new FactReader(html, keepText, regionOfHost(host), host);
  const tokenizer = new Tokenizer({ decodeEntities: true }, reader);
  let sliceStarted = performance.now();
  for (let at = 0; at < html.length; at += SLICE_CHARS) {
    tokenizer.write(html.slice(at, at + SLICE_CHARS));
    if (performance.now() - sliceStarted > SLICE_MS) {
      await nextTurn();
      signal?.throwIfAborted();
      sliceStarted = performance.now();
    }
  }
  tokenizer.end();
  const items = reader.itemsRead();
  // Judged once read, in the check's thread: the findings read the validator's verdicts as facts.
  if (items.length) reader.facts.structuredData.items = await markupItemsOf(items, html);
  return reader.facts;
}
