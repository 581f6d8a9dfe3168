/**
 * The business's name, address and phone (NAP) as the whole site shows them, read across the pages
 * the crawl read (the start page alone when there was none): the phone numbers (in text and in `tel:`
 * links, nap.ts) and postal addresses (addresses.ts) each page shows, the business's own markup
 * (json-ld.ts), and its name (markup, og:site_name, the part its titles share, the logo's alt). A
 * number or address counts as the business's when its markup names it, a `tel:` link dials it (not on a legal page, which links its regulators' numbers too), two
 * pages or more show it, or a contact, about or locations page does: one mention in a page's copy (a
 * regulator's number in a privacy policy) is someone else's, as is a number written only right after a postcode
 * none of the business's addresses has (the hospital a vet sends its nights to). Addresses are keyed by street and
 * postcode (addressKey), so two branches in one suburb stay two; a line with a suburb and no street is
 * the same place as the one street address of its postcode; a PO Box is a postal address, never a
 * second place. A business's locations are genuine, not an inconsistency: a page that lists several
 * addresses each with its own number (a branch list), and pages of one location each
 * (`/locations/fitzroy`, or pages whose own LocalBusiness markup names different street addresses),
 * with the numbers shown only there. Judging all this is findings/local.ts's.
 */
import type { Evidence, ReadPage } from './evidence.js';
import type { PageFacts } from './page-facts.js';
import { clip } from '../../lib/clip.js';
import type { Business } from './json-ld.js';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { type Address, addressKey, addressText } from './addresses.js';
import { pathOf } from '../../shared/words.js';

/** A page of the site as this family reads it: its address and facts (the start page alone when there was no crawl). */
export interface LocalPage {
  url: string;
  facts: ReadPage['fetched']['facts'];
}

export interface LocalPhone {
  number: string;
  display: string;
  /** Pages showing it (in text or as a link), and the first few. */
  pages: number;
  examples: string[];
  markup: boolean;
  /** What the pages say it is for ("Office", "After hours"): a number said to be for something is no second number for the business. */
  label?: string;
  /** As a page writes it with its country code and the trunk 0 kept after it (`+61 02 9221 9393`): from abroad, that 0 must not be dialled. */
  trunkZero?: string;
}

export interface LocalAddress {
  text: string;
  postcode: string;
  /** The address names its street (else a suburb and postcode only). */
  street?: boolean;
  pages: number;
  examples: string[];
  markup: boolean;
}

const CONTACT_PAGE = /(contact|about|location|find-us|branch|store|office|visit)/i;
/** A page of one location: `/locations/fitzroy`, `/our-clinics/kew/`. */
const LOCATION_PAGE = /^\/(?:our-)?(?:locations?|branch(?:es)?|stores?|offices?|clinics?|showrooms?|studios?|find-us)\/[^/]+/i;
const EXAMPLES = 3;

function pagesOf(e: Partial<LocalEvidence>): LocalPage[] {
  if (e.site) return e.site.pages.map((p) => ({ url: p.url, facts: p.fetched.facts }));
  return e.start ? [{ url: e.start.page.url, facts: e.start.facts }] : [];
}

/** The business's own markup node: a LocalBusiness (or subtype) anywhere, else an Organization. */
function businessOf(pages: LocalPage[]): Business | undefined {
  const all = pages.flatMap((p) => p.facts.structuredData.businesses);
  return all.find((b) => b.local) ?? all[0];
}

/** The business's own markup node on the site, for the fix that fills it in (src/audit/fixes/). */
export const businessMarkupOf = (e: Evidence): Business | undefined => businessOf(pagesOf(e));

/** A page's numbers, in its text, its tel: links and its own business markup. */
const numbersOn = (p: LocalPage) =>
  new Set(
    [...p.facts.phones, ...p.facts.telLinks, ...p.facts.structuredData.businesses.flatMap((b) => b.telephone ?? [])].map((x) => x.number),
  );
/** A page's street addresses in its own business markup, keyed as addresses are. */
const markupStreetsOn = (p: LocalPage) =>
  p.facts.structuredData.businesses.flatMap((b) =>
    b.local && b.address?.street ? [addressKey({ street: b.address.street, postcode: b.address.postcode ?? '' })] : [],
  );
/** A page's street addresses (not suburb-only lines, not PO Boxes). */
const streetsOn = (p: LocalPage) => p.facts.addresses.filter((a) => a.street && !a.postal);

/**
 * A legal page (an Impressum, a privacy policy, terms): the addresses and numbers it lists besides the
 * business's are its regulators', its chamber's and its host's, never branches.
 */
// A path's last part, so a law firm's /legal-services/ is no legal page.
const LEGAL_PAGE =
  /\/(?:impressum|imprint|privacy|datenschutz|terms|disclaimer|colofon|mentions-legales|cookies?|agb|gdpr|legal(?:-notice|-information)?(?:\.html?)?\/?$|[\w-]*-policy)[^/]*\/?$/i;
/** Pages listing two or more street addresses and two or more numbers: a branch list, whose locations are genuine. */
const branchPages = (pages: LocalPage[]) =>
  pages.filter((p) => streetsOn(p).length >= 2 && numbersOn(p).size >= 2 && !LEGAL_PAGE.test(pathOf(p.url)));

/**
 * Pages of one location each: under a locations path (`/locations/fitzroy`), or whose own
 * LocalBusiness markup names a street address another page's markup does not; each showing a street.
 */
function locationPages(pages: LocalPage[]): LocalPage[] {
  const markupStreets = new Map<LocalPage, string>();
  for (const p of pages) {
    const a = p.facts.structuredData.businesses.find((b) => b.local && b.address?.street)?.address;
    if (a?.street) markupStreets.set(p, addressKey({ street: a.street, postcode: a.postcode ?? '' }));
  }
  const distinct = new Set(markupStreets.values()).size;
  // A page's own markup naming its own street is a location in any country, whether or not its text's address was read.
  return pages.filter((p) => (distinct >= 2 && markupStreets.has(p)) || (streetsOn(p).length > 0 && LOCATION_PAGE.test(pathOf(p.url))));
}

/** Everything the Local family reads, worked out once per evidence (several findings and the report ask). */
export interface LocalReading {
  pages: LocalPage[];
  business?: Business;
  phones: LocalPhone[];
  /** Each with its addressKey. */
  addresses: (LocalAddress & { key: string })[];
  postal: string[];
  /** Addresses the pages show but not in full (a street and town with half a postcode), as shown: no address is not what they are. */
  incomplete: { text: string; postcode: string; examples: string[] }[];
  /** Numbers and address keys of genuine locations (branch lists, location pages), and how many locations. */
  locationNumbers: Set<string>;
  locationKeys: Set<string>;
  locations: number;
}

/** Keyed by the crawl (or the start page when there was none): the evidence is rebuilt around them. */
const readings = new WeakMap<object, LocalReading>();

/**
 * What the Local reading reads: the crawl's pages (each one's address and facts, and which is the
 * start page), or the start page alone (its address and facts). No more, so a finding handed only
 * what it declares (findings/finding.ts, `SiteWith`) can ask. The crawl is a key even when there was
 * none (undefined): a start-page finding that did not declare the crawl's pages has no such key, and
 * an optional one would let it through.
 */
interface LocalEvidence {
  site: { pages: readonly { url: string; fetched: { facts: PageFacts } }[]; crawl: { start: { url: string } } } | undefined;
  start?: Pick<Evidence['start'], 'page' | 'facts'>;
}

export function readLocal(e: LocalEvidence): LocalReading {
  const key = e.site ?? e.start;
  const cached = key && readings.get(key);
  if (cached) return cached;
  const pages = pagesOf(e);
  const business = businessOf(pages);
  const phoneSeen = new Map<
    string,
    {
      display: string;
      pages: string[];
      linked: boolean;
      contact: boolean;
      label?: string;
      trunkZero?: string;
      /** The postcodes it is written right after, and whether it is ever written apart from one. */
      beside: Set<string>;
      alone: boolean;
    }
  >();
  const addressSeen = new Map<string, { address: Address; pages: string[]; contact: boolean }>();
  const postal = new Map<string, string>();
  const incomplete = new Map<string, { text: string; postcode: string; examples: string[] }>();
  const home = e.site?.crawl.start.url ?? e.start?.page.url;
  for (const p of pages) {
    // The home page speaks for the business as a contact page does (a regulator's number sits in a policy, not there).
    const contact = CONTACT_PAGE.test(pathOf(p.url)) || p.url === home;
    const legal = LEGAL_PAGE.test(pathOf(p.url));
    for (const phone of [...p.facts.phones, ...p.facts.telLinks]) {
      const seen = phoneSeen.get(phone.number) ?? {
        display: phone.display,
        pages: [],
        linked: false,
        contact: false,
        beside: new Set<string>(),
        alone: false,
      };
      // A tel: link's number is read from its address, not beside anything; its text is read as the page's.
      if (phone.beside) seen.beside.add(phone.beside);
      else if (p.facts.phones.includes(phone)) seen.alone = true;
      if (!seen.pages.includes(p.url)) seen.pages.push(p.url);
      seen.label ??= phone.label && clip(phone.label, 40);
      // "+61 02 …": the country code, then the 0 a caller inside the country dials (not "+44 (0)1905", which marks it as such).
      if (phone.written && trunkZeroKept(phone.written, phone.number)) seen.trunkZero ??= clip(phone.written, 40);
      // A legal page links its regulators' numbers as it links the business's: a link there makes no number the business's.
      seen.linked ||= !legal && p.facts.telLinks.some((t) => t.number === phone.number);
      seen.contact ||= contact;
      phoneSeen.set(phone.number, seen);
    }
    for (const address of p.facts.addresses) {
      if (address.incomplete) {
        const k = addressKey(address);
        const seen = incomplete.get(k) ?? { text: clip(addressText(address), 160), postcode: clip(address.postcode, 10), examples: [] };
        if (seen.examples.length < EXAMPLES) seen.examples.push(pathOf(p.url));
        incomplete.set(k, seen);
        continue;
      }
      if (address.postal) {
        postal.set(addressKey(address), clip(addressText(address), 160));
        continue;
      }
      const k = addressKey(address);
      const seen = addressSeen.get(k) ?? { address, pages: [], contact: false };
      if (!seen.pages.includes(p.url)) seen.pages.push(p.url);
      seen.contact ||= contact;
      addressSeen.set(k, seen);
    }
  }
  // A suburb-only line is the one street address of its postcode said shortly; beside two or more it says nothing more.
  for (const [k, seen] of [...addressSeen]) {
    if (seen.address.street) continue;
    const streets = [...addressSeen.values()].filter((s) => s.address.street && s.address.postcode === seen.address.postcode);
    if (!streets.length) continue;
    addressSeen.delete(k);
    const only = streets.length === 1 ? streets[0] : undefined;
    if (only) for (const url of seen.pages) if (!only.pages.includes(url)) only.pages.push(url);
  }
  const markupPhone = business?.telephone?.number;
  const markupKey =
    business?.address?.street && business.address.postcode
      ? addressKey({ street: business.address.street, postcode: business.address.postcode })
      : undefined;
  // The postcodes of the business's own addresses: a number written only right after another postcode is that place's
  // (a vet's list of the emergency hospitals that cover its nights), not the business's.
  const ownPostcodes = new Set(
    [...addressSeen]
      .filter(([k, s]) => s.contact || s.pages.length >= 2 || k === markupKey)
      .map(([, s]) => s.address.postcode.replace(/\s/g, '')),
  );
  if (business?.address?.postcode) ownPostcodes.add(business.address.postcode.replace(/\s/g, ''));
  const anotherPlaces = (s: { beside: Set<string>; alone: boolean }) =>
    ownPostcodes.size > 0 && s.beside.size > 0 && !s.alone && [...s.beside].every((code) => !ownPostcodes.has(code));
  const phones: LocalPhone[] = [...phoneSeen]
    .filter(([number, s]) => number === markupPhone || ((s.linked || s.contact || s.pages.length >= 2) && !anotherPlaces(s)))
    .map(([number, s]) => ({
      number,
      display: s.display,
      pages: s.pages.length,
      examples: s.pages.slice(0, EXAMPLES).map(pathOf),
      markup: number === markupPhone,
      ...(s.label ? { label: s.label } : {}),
      ...(s.trunkZero ? { trunkZero: s.trunkZero } : {}),
    }))
    .sort((a, b) => b.pages - a.pages);
  const addresses = [...addressSeen]
    .filter(([k, s]) => s.contact || s.pages.length >= 2 || k === markupKey)
    .map(([k, s]) => ({
      key: k,
      text: clip(addressText(s.address), 160),
      postcode: s.address.postcode,
      ...(s.address.street ? { street: true } : {}),
      pages: s.pages.length,
      examples: s.pages.slice(0, EXAMPLES).map(pathOf),
      markup: k === markupKey || (!markupKey && !s.address.street && s.address.postcode === business?.address?.postcode),
    }))
    .sort((a, b) => b.pages - a.pages);
  const branches = branchPages(pages);
  const single = locationPages(pages).filter((p) => !branches.includes(p));
  // A location page's own numbers: those no other kind of page shows (the head office's number in every footer is the business's).
  const elsewhere = new Set(pages.filter((p) => !single.includes(p)).flatMap((p) => [...numbersOn(p)]));
  const locationKeys = new Set([...branches, ...single].flatMap((p) => [...streetsOn(p).map(addressKey), ...markupStreetsOn(p)]));
  const reading: LocalReading = {
    pages,
    business,
    phones,
    addresses,
    postal: [...postal.values()].slice(0, EXAMPLES),
    incomplete: [...incomplete.values()].slice(0, EXAMPLES),
    locationNumbers: new Set([
      ...branches.flatMap((p) => [...numbersOn(p)]),
      ...single.flatMap((p) => [...numbersOn(p)].filter((n) => !elsewhere.has(n))),
    ]),
    locationKeys,
    locations: branches.length || single.length >= 2 ? locationKeys.size : 0,
  };
  if (key) readings.set(key, reading);
  return reading;
}

/** Whether a number is written with its country code and then a 0 (`+61 02`, `+44 01905`; not `+44 (0)1905`, which marks the 0 as optional). */
function trunkZeroKept(written: string, number: string): boolean {
  const code = parsePhoneNumberFromString(number)?.countryCallingCode;
  return Boolean(code) && !written.includes('(0)') && written.replace(/[\s().-]/g, '').startsWith(`+${code}0`);
}

/** The phones and addresses that are the business's own, not a genuine location's. */
export const ownPhones = (r: LocalReading) => r.phones.filter((p) => !r.locationNumbers.has(p.number) && !p.label);
export const ownAddresses = (r: LocalReading) => r.addresses.filter((a) => !r.locationKeys.has(a.key));

/** A title's parts, split at the separators sites put between a page's name and the business's (" | ", " - ", " – ", " · "). */
const titleParts = (title: string) =>
  title
    .split(/\s[|–—·•-]\s|\s[|·•]|[|·•]\s/)
    .map((p) => p.trim())
    .filter(Boolean);

/** The part of their titles most pages share ("Menu | Tazzina", "Contact | Tazzina": Tazzina), when more than half of two or more do. */
function sharedTitlePart(pages: LocalPage[]): string | undefined {
  const titles = pages.map((p) => p.facts.title?.value).filter((t): t is string => Boolean(t));
  const counts = new Map<string, number>();
  for (const title of titles) for (const part of new Set(titleParts(title))) counts.set(part, (counts.get(part) ?? 0) + 1);
  const [part, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  return part && count && count >= 2 && count > titles.length / 2 ? clip(part, 100) : undefined;
}

/** The part of the home page's title its description begins with ("SM Driving School | Drive With Safety" and "SM Driving School offers …"). */
function titlePartDescribed(start: LocalPage | undefined): string | undefined {
  const description = start?.facts.description?.value.toLowerCase() ?? '';
  const part = titleParts(start?.facts.title?.value ?? '').find((p) => p.length > 2 && description.startsWith(p.toLowerCase()));
  return part && clip(part, 100);
}

/**
 * The home page title's first part (before a separator or a comma) where the page's own words say it
 * again as text, as a business's footer and copyright line do ("Gilligan & Co" beside "Gilligan & Co
 * Ltd"); not a greeting ("Welcome to …", "Home").
 */
function titlePartShown(start: LocalPage | undefined): string | undefined {
  const part = start?.facts.titleRepeated;
  return part && !/^(?:welcome|home|homepage|start|accueil|startseite)\b/i.test(part) ? part : undefined;
}

/**
 * A name read with a place after a comma ("TaylorMade Landscapes, Nelson", the part most titles
 * share; "Sree Nandanam Ayurveda Hospital, Attingal, Thiruvananthapuram", an og:site_name) as the business writes it alone elsewhere: in a title of its own, its logo's alt text, or
 * the words a page repeats from its title; else as read.
 */
function withoutPlace(name: string | undefined, pages: LocalPage[]): string | undefined {
  const head = name?.split(', ')[0]?.trim();
  if (!name || !head || head === name) return name;
  const alone = pages.some(
    (p) =>
      titleParts(p.facts.title?.value ?? '').some((part) => part.toLowerCase() === head.toLowerCase()) ||
      p.facts.logoAlt?.toLowerCase() === head.toLowerCase() ||
      p.facts.titleRepeated?.toLowerCase() === head.toLowerCase(),
  );
  return alone ? head : name;
}

/**
 * The business's name as the site says it of itself: its markup's name, og:site_name, the part its
 * titles share, its logo's alt text ("Tazzina logo" is Tazzina), or its home title's first part where
 * the page says it again; never half of one title that the page does not repeat, which may as well be
 * the page's subject ("Physiotherapy in Fitzroy, Melbourne").
 */
export function businessNameOf(e: Evidence, business: Business | undefined): string | undefined {
  const pages = pagesOf(e);
  // "Tazzina logo" names Tazzina; "logo from scratch" names nothing.
  const logo = pages
    .find((p) => p.facts.logoAlt)
    ?.facts.logoAlt?.replace(/[\s|:–-]*\blogo$/i, '')
    .trim();
  // "Praxislogo" (German for "practice logo") names nothing either: a logo's alt that is a word for a logo is no name.
  const logoName = logo && /^[\p{Lu}\d]/u.test(logo) && !/logo/i.test(logo) ? logo : undefined;
  return (
    business?.name ??
    withoutPlace(pages.find((p) => p.facts.siteName)?.facts.siteName?.replace(/\.$/, ''), pages) ??
    withoutPlace(sharedTitlePart(pages), pages) ??
    titlePartDescribed(pages.find((p) => p.url === e.site?.crawl.start.url) ?? pages[0]) ??
    logoName ??
    titlePartShown(pages.find((p) => p.url === e.site?.crawl.start.url) ?? pages[0])
  );
}

/**
 * schema.org's LocalBusiness subtypes for the trades a site's own words name, in this order (the first
 * that its home page's title, heading, description or name says): what the report gives as the type
 * that fits, rather than an example of another trade's.
 */
const TRADE_TYPES: [RegExp, string][] = [
  [/\b(?:accountan\w*|accounting|bookkeep\w*|chartered|tax agents?)\b|administratiekantoor|steuerberat/i, 'AccountingService'],
  [/\b(?:dentists?|dental)\b|zahnarzt|tandarts/i, 'Dentist'],
  [/\bplumb\w*|sanitär|loodgieter/i, 'Plumber'],
  [/\belectric(?:ian|al)\w*|elektri/i, 'Electrician'],
  [/\broof\w*|dakbedrijf|dachdeck/i, 'RoofingContractor'],
  [/\b(?:vet|vets|veterinar\w*|animal hospital|pet hospital)\b|tierarzt|dierenarts/i, 'VeterinaryCare'],
  [/\b(?:solicitors?|lawyers?|attorneys?|law firm|legal|will writ\w*)\b|rechtsanw|advoca/i, 'LegalService'],
  [/\bphysio\w*/i, 'Physiotherapy'],
  [/\b(?:clinic|hospital|osteopath\w*|chiropract\w*|medical|ayurved\w*)\b|praxis|ostéopathe/i, 'MedicalClinic'],
  [/\b(?:restaurant|bistro|eatery|kitchen|cantina)\b/i, 'Restaurant'],
  [/\b(?:cafe|café|coffee)\b/i, 'CafeOrCoffeeShop'],
  [/\b(?:bar|pub|cocktails?)\b/i, 'BarOrPub'],
  [/\b(?:cakes?|bakery|bakers?)\b|bäckerei/i, 'Bakery'],
  [/\b(?:lodge|guest ?house|accommodation|hotel|motel|b&b)\b/i, 'LodgingBusiness'],
  [/\b(?:lash\w*|brows?|beauty|salon|nails)\b/i, 'BeautySalon'],
  [/\b(?:landscap\w*|fenc\w*|builders?|construction|haustechnik|heating)\b/i, 'HomeAndConstructionBusiness'],
];

/** The LocalBusiness subtype the home page's own words name (TRADE_TYPES), or undefined when they name none of these trades. */
export function tradeTypeOf(e: Partial<LocalEvidence>): string | undefined {
  const pages = pagesOf(e);
  const start = pages.find((p) => p.url === e.site?.crawl.start.url) ?? pages[0];
  const f = start?.facts;
  const words = [f?.title?.value, f?.h1Text, f?.description?.value, f?.siteName].filter(Boolean).join(' ');
  return TRADE_TYPES.find(([words_]) => words_.test(words))?.[1];
}
