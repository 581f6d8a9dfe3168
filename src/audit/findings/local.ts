/**
 * Local: do Google and customers find the right name, address and phone (NAP)? Across the pages the
 * crawl read: the phone numbers (in text and in `tel:` links, nap.ts) and postal addresses (addresses.ts) each
 * page shows, the business's own markup (json-ld.ts), and its name (markup, og:site_name, the part
 * its titles share, the logo's alt). A number or address counts as the business's when its markup names it, a
 * `tel:` link dials it, two pages or more show it, or a contact, about or locations page does: one
 * mention in a page's copy (a regulator's number in a privacy policy) is someone else's. Addresses
 * are keyed by street and postcode (nap.ts's addressKey), so two branches in one suburb stay two; a
 * line with a suburb and no street is the same place as the one street address of its postcode; a PO
 * Box is a postal address, never a second place. A business's locations are genuine, not an
 * inconsistency: a page that lists several addresses each with its own number (a branch list), and
 * pages of one location each (`/locations/fitzroy`, or pages whose own LocalBusiness markup names
 * different street addresses), with the numbers shown only there.
 *
 * The markup is judged by Google's LocalBusiness page
 * (https://developers.google.com/search/docs/appearance/structured-data/local-business): what it
 * requires (name, address), what it recommends (telephone, url, geo, openingHoursSpecification,
 * priceRange; the address's parts, "as many as possible"), and what is only our advice (an image,
 * LocalBusiness markup at all); each finding says which. An Organization that is not a LocalBusiness
 * (schema.org's hierarchy, json-ld.ts) is not held to LocalBusiness rules.
 *
 * `localOf` gives the report's "Local" section the same reading; the markup itself, filled in from
 * what the pages show, is src/audit/fixes/business-markup.ts's.
 */
import type { Evidence, ReadPage, Site } from '../read/evidence.js';
import { clip } from '../../lib/clip.js';
import type { Business } from '../read/json-ld.js';
import type { Phone } from '../read/nap.js';
import { type Address, addressKey, addressText } from '../read/addresses.js';
import { type Advice, article, label, missingRecommended, missingRequired, suggested } from './local-markup.js';
import { type FindingType, pageCheck, shown, siteCheck, URLS_SHOWN } from './finding.js';
import { inWords, listed, pathOf, plural } from '../../shared/words.js';

/** A page of the site as this family reads it: its address and facts (the start page alone when there was no crawl). */
interface LocalPage {
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

export interface LocalFacts {
  /** The business's name as the site gives it: markup first, then og:site_name, the part its titles share, its logo's alt. */
  name?: string;
  phones: LocalPhone[];
  addresses: LocalAddress[];
  /** Locations on a branch list (a page of several addresses, each with its own number). */
  locations: number;
  /** Different phone numbers and addresses for the one business (branch-list locations left out). */
  phoneVariants: number;
  addressVariants: number;
  /** PO Boxes and the like the pages show: where mail goes, not a second place. */
  postal?: string[];
  /**
   * The business markup against Google's rules: what Google requires and lacks, what it recommends
   * and lacks, and our own suggestions. `local` false: an Organization type, not a LocalBusiness.
   */
  markup?: {
    type: string;
    local?: boolean;
    missingRequired: string[];
    missingRecommended: Advice[];
    suggested?: Advice[];
  };
}

const CONTACT_PAGE = /(contact|about|location|find-us|branch|store|office|visit)/i;
/** A page of one location: `/locations/fitzroy`, `/our-clinics/kew/`. */
const LOCATION_PAGE = /^\/(?:our-)?(?:locations?|branch(?:es)?|stores?|offices?|clinics?|showrooms?|studios?|find-us)\/[^/]+/i;
const EXAMPLES = 3;

function pagesOf(e: Pick<Evidence, 'site'> & Partial<Pick<Evidence, 'start'>>): LocalPage[] {
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

/** Pages listing two or more street addresses and two or more numbers: a branch list, whose locations are genuine. */
const branchPages = (pages: LocalPage[]) => pages.filter((p) => streetsOn(p).length >= 2 && numbersOn(p).size >= 2);

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

/** Everything the family reads, worked out once per evidence (several findings and the report ask). */
interface Reading {
  pages: LocalPage[];
  business?: Business;
  phones: LocalPhone[];
  /** Each with its addressKey. */
  addresses: (LocalAddress & { key: string })[];
  postal: string[];
  /** Numbers and address keys of genuine locations (branch lists, location pages), and how many locations. */
  locationNumbers: Set<string>;
  locationKeys: Set<string>;
  locations: number;
}

/** Keyed by the crawl (or the start page when there was none): the evidence is rebuilt around them. */
const readings = new WeakMap<object, Reading>();

function read(e: Pick<Evidence, 'site'> & Partial<Pick<Evidence, 'start'>>): Reading {
  const key = e.site ?? e.start;
  const cached = key && readings.get(key);
  if (cached) return cached;
  const pages = pagesOf(e);
  const business = businessOf(pages);
  const phoneSeen = new Map<string, { display: string; pages: string[]; linked: boolean; contact: boolean; label?: string }>();
  const addressSeen = new Map<string, { address: Address; pages: string[]; contact: boolean }>();
  const postal = new Map<string, string>();
  const home = e.start?.page.url ?? e.site?.crawl.start.url;
  for (const p of pages) {
    // The home page speaks for the business as a contact page does (a regulator's number sits in a policy, not there).
    const contact = CONTACT_PAGE.test(pathOf(p.url)) || p.url === home;
    for (const phone of [...p.facts.phones, ...p.facts.telLinks]) {
      const seen = phoneSeen.get(phone.number) ?? { display: phone.display, pages: [], linked: false, contact: false };
      if (!seen.pages.includes(p.url)) seen.pages.push(p.url);
      seen.label ??= phone.label && clip(phone.label, 40);
      seen.linked ||= p.facts.telLinks.some((t) => t.number === phone.number);
      seen.contact ||= contact;
      phoneSeen.set(phone.number, seen);
    }
    for (const address of p.facts.addresses) {
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
  const phones: LocalPhone[] = [...phoneSeen]
    .filter(([number, s]) => s.linked || s.contact || s.pages.length >= 2 || number === markupPhone)
    .map(([number, s]) => ({
      number,
      display: s.display,
      pages: s.pages.length,
      examples: s.pages.slice(0, EXAMPLES).map(pathOf),
      markup: number === markupPhone,
      ...(s.label ? { label: s.label } : {}),
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
  const reading: Reading = {
    pages,
    business,
    phones,
    addresses,
    postal: [...postal.values()].slice(0, EXAMPLES),
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

/** The phones and addresses that are the business's own, not a genuine location's. */
const ownPhones = (r: Reading) => r.phones.filter((p) => !r.locationNumbers.has(p.number) && !p.label);
const ownAddresses = (r: Reading) => r.addresses.filter((a) => !r.locationKeys.has(a.key));

/** "03 9123 4567 on 14 pages", "(03) 9123 4568 on /contact". */
const where = (x: { pages: number; examples: string[] }) => (x.pages === 1 ? `on ${shown(x.examples[0] ?? '')}` : `on ${x.pages} pages`);

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
 * The business's name as the site says it of itself: its markup's name, og:site_name, the part its
 * titles share, or its logo's alt text ("Tazzina logo" is Tazzina); never half of one title, which
 * may as well be the page's subject ("Physiotherapy in Fitzroy, Melbourne").
 */
function nameOf(e: Evidence, business: Business | undefined): string | undefined {
  const pages = pagesOf(e);
  // "Tazzina logo" names Tazzina; "logo from scratch" names nothing.
  const logo = pages
    .find((p) => p.facts.logoAlt)
    ?.facts.logoAlt?.replace(/[\s|:–-]*\blogo$/i, '')
    .trim();
  const logoName = logo && /^[\p{Lu}\d]/u.test(logo) && !/\blogo\b/i.test(logo) ? logo : undefined;
  return (
    business?.name ??
    pages.find((p) => p.facts.siteName)?.facts.siteName ??
    sharedTitlePart(pages) ??
    titlePartDescribed(pages.find((p) => p.url === e.site?.crawl.start.url) ?? pages[0]) ??
    logoName
  );
}

/** The report's "Local" section (see LocalFacts). */
export function localOf(e: Evidence): LocalFacts {
  const r = read(e);
  const name = nameOf(e, r.business);
  const b = r.business;
  const markup = b && {
    type: b.type,
    local: b.local,
    missingRequired: missingRequired(b),
    missingRecommended: missingRecommended(b),
    suggested: suggested(b),
  };
  return {
    ...(name ? { name } : {}),
    phones: r.phones.slice(0, 6),
    addresses: r.addresses.slice(0, 6).map(({ key: _key, ...a }) => a),
    ...(r.postal.length ? { postal: r.postal } : {}),
    locations: r.locations,
    phoneVariants: ownPhones(r).length,
    addressVariants: ownAddresses(r).length,
    ...(markup ? { markup } : {}),
  };
}

/** The Local reading in one line, for staff (the email, the export): "Two phone numbers on the site; no LocalBusiness markup". */
export function localLine(local: LocalFacts): string {
  const parts: string[] = [];
  if (local.phoneVariants > 1) parts.push(`${inWords(local.phoneVariants, true)} phone numbers on the site`);
  if (local.addressVariants > 1) parts.push(`${inWords(local.addressVariants, true)} addresses on the site`);
  if (local.markup?.missingRequired.length) parts.push(`${local.markup.type} markup lacks ${local.markup.missingRequired.join('; ')}`);
  else if (!local.markup && (local.phones.length || local.addresses.length)) parts.push('no LocalBusiness markup');
  else if (local.markup?.local === false) parts.push(`${local.markup.type} markup, no LocalBusiness`);
  if (local.locations) parts.push(`${inWords(local.locations)} locations listed`);
  if (!parts.length)
    return local.phones.length || local.addresses.length ? 'One name, address and phone everywhere' : 'No phone number or address found';
  const line = parts.join('; ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}

const markupCheck = pageCheck({
  id: 'local-business-markup',
  group: 'local',
  fixedBy: 'business-markup',
  weight: 4,
  why: "Google's map and local results read a business's name, address, phone and hours from its LocalBusiness markup: without it, or with parts missing, they guess.",
  fix: 'Add LocalBusiness JSON-LD (or the subtype that fits, such as Plumber or Dentist) to your home page: Google requires a name and a PostalAddress, and recommends telephone, url, openingHoursSpecification, geo and priceRange.',
  judge: (_start, e) => {
    const r = read(e);
    const looksLocal = r.phones.length > 0 || r.addresses.length > 0;
    const b = r.business;
    if (!b) {
      if (!looksLocal) return undefined;
      const shows = listed([...(r.phones.length ? ['a phone number'] : []), ...(r.addresses.length ? ['an address'] : [])]);
      return {
        severity: 'improvement',
        message: label.suggest(`your site shows ${shows} but has no LocalBusiness markup for Google to read them from.`),
      };
    }
    const type = clip(b.type, 60);
    if (r.pages.some((p) => p.facts.structuredData.placeholders))
      return {
        severity: 'problem',
        message: label.requires(
          'markup that describes your business; yours was pasted without being filled in, and still holds [FILL IN: …] placeholders that Google would read as your details.',
        ),
      };
    if (!b.local) {
      // Google's Organization markup has no required properties; its local business rules are for LocalBusiness types.
      if (!looksLocal) return undefined;
      const what =
        type === 'Organization'
          ? "your markup describes an Organization, which Google's local business rules do not cover"
          : `your markup describes ${article(type)}, a kind of Organization that Google's local business rules do not cover`;
      return {
        severity: 'improvement',
        message: label.suggest(
          `${what}: your site shows a phone number or address, so describe the business as a LocalBusiness (or the subtype that fits, such as Plumber) for Google's local results to read them.`,
        ),
      };
    }
    const required = missingRequired(b);
    const recommended = missingRecommended(b);
    if (required.length) return { severity: 'problem', message: label.requires(`your ${type} markup lacks ${listed(required)}.`) };
    if (recommended.length)
      return {
        severity: 'improvement',
        message: label.recommends(
          `your ${type} markup has what Google requires, but not ${recommended.map((x) => x.property).join(', ')} (${recommended[0]?.does}${recommended.length > 1 ? ', and more' : ''}).`,
        ),
      };
    return {
      severity: 'passed',
      message: `Your ${type} markup has every property Google requires and recommends for local results.`,
    };
  },
});

/**
 * Where the markup's telephone and address disagree with the pages (Google's structured data
 * guidelines: markup describes what the page shows). Judged only on what applies: the telephone when
 * the markup gives one and the pages show one, the address likewise; neither, not judged at all.
 */
function markupMismatch(r: Reading): { applied: ('phone' | 'address')[]; found: string[] } | undefined {
  const b = r.business;
  if (!b) return undefined;
  const applied: ('phone' | 'address')[] = [];
  const found: string[] = [];
  if (b.telephone && r.phones.length) {
    applied.push('phone');
    if (!r.phones.some((p) => p.number === b.telephone?.number))
      found.push(`markup telephone ${b.telephone.display}, but your pages show ${r.phones[0]?.display}`);
  }
  const a = b.address;
  if (a?.postcode && r.addresses.length && !a.postOfficeBox) {
    applied.push('address');
    const markupText = clip(addressText({ street: a.street, suburb: a.suburb, state: a.state ?? '', postcode: a.postcode }), 160);
    const streets = r.addresses.filter((x) => x.street);
    if (a.street) {
      const k = addressKey({ street: a.street, postcode: a.postcode });
      // The page the markup is on shows its street as written: they agree, whatever our readers made of the text.
      if (a.streetShown) return { applied, found };
      if (!streets.length)
        found.push(`markup street address ${markupText}, but no page shows a street address (your pages show ${r.addresses[0]?.text})`);
      else if (!streets.some((x) => x.key === k)) found.push(`markup address ${markupText}, but your pages show ${streets[0]?.text}`);
    } else if (!r.addresses.some((x) => x.postcode === a.postcode))
      found.push(`markup postcode ${clip(a.postcode, 10)}, but your pages show ${r.addresses[0]?.text}`);
  }
  return applied.length ? { applied, found } : undefined;
}

const mismatchCheck: FindingType<'nap-markup-mismatch', never> = {
  id: 'nap-markup-mismatch',
  group: 'local',
  requires: ['pages'],
  scope: 'site',
  severity: 'problem',
  weight: 4,
  why: 'Google may show the details in your markup rather than those on your pages, and its guidelines ask that markup describe what the page shows: if they differ, customers can be sent to the wrong number or address.',
  fix: 'Make the telephone and address in your LocalBusiness markup exactly those your pages show, street included.',
  judge: (e) => {
    if (!e.site) return undefined;
    const m = markupMismatch(read({ site: e.site }));
    if (!m) return undefined;
    const base = { id: 'nap-markup-mismatch', why: mismatchCheck.why, fix: mismatchCheck.fix };
    if (!m.found.length) {
      const what = m.applied.length === 2 ? 'phone and address' : m.applied[0] === 'phone' ? 'phone' : 'address';
      return { ...base, severity: 'passed', message: `Your business markup gives the same ${what} as your pages.` };
    }
    return {
      ...base,
      severity: 'problem',
      message: label.requires(
        `markup that matches what your pages show; your business markup disagrees with them in ${plural(m.found.length, 'place', 'places')}.`,
      ),
      urls: m.found.slice(0, URLS_SHOWN),
      total: m.found.length,
    };
  },
};

/** Each page that shows one of the business's numbers as text and not as a tel: link, with those numbers (the tel: link fix covers them). */
export function untappedPhones(site: Site): { url: string; phones: Phone[] }[] {
  const own = new Set(read({ site }).phones.map((p) => p.number));
  return site.pages.flatMap((x) => {
    const phones = x.fetched.facts.phones.filter((p) => own.has(p.number) && !x.fetched.facts.telLinks.some((t) => t.number === p.number));
    return phones.length ? [{ url: x.url, phones }] : [];
  });
}

export const local = [
  markupCheck,
  siteCheck({
    id: 'nap-phones',
    group: 'local',
    severity: 'improvement',
    weight: 4,
    found: (n) => `Your site shows ${n} different phone numbers for what looks like one business.`,
    passed: 'Your site shows one phone number for your business (or one for each of its locations).',
    // Said only of a number that was found: no number on the site is not "one number".
    appliesTo: (site) => read({ site }).phones.length > 0,
    why: 'Customers, Google and directories trust a business whose name, address and phone are the same everywhere; a second number splits calls and casts doubt on both.',
    fix: 'Use one main number everywhere (pages, footer, markup, Google Business Profile); if a second number is genuine, say what it is for beside it.',
    collect: (site) => {
      const own = ownPhones(read({ site }));
      return own.length > 1 ? own.map((p) => `${p.display} ${where(p)}`) : [];
    },
  }),
  siteCheck({
    id: 'nap-addresses',
    group: 'local',
    severity: 'improvement',
    weight: 4,
    found: (n) => `Your site shows ${n} different addresses for what looks like one business.`,
    passed: 'Your site shows one address for your business (or one for each of its locations).',
    appliesTo: (site) => read({ site }).addresses.length > 0,
    why: 'Two addresses for one business leave Google and customers unsure where it is; a local ranking depends on the address being the same everywhere.',
    fix: 'Show one address everywhere, exactly as on your Google Business Profile; give each genuine branch its own page, or list them together on one locations page, each with its own number.',
    collect: (site) => {
      const own = ownAddresses(read({ site }));
      return own.length > 1 ? own.map((a) => `${a.text} ${where(a)}`) : [];
    },
  }),
  siteCheck({
    id: 'phone-not-tappable',
    group: 'local',
    fixedBy: 'tel-link',
    severity: 'improvement',
    weight: 3,
    found: (n) => `${plural(n, 'page shows', 'pages show')} your phone number as text a visitor on a phone cannot tap to call.`,
    passed: 'Wherever your phone number appears, a visitor on a phone can tap it to call.',
    appliesTo: (site) => read({ site }).phones.length > 0,
    why: 'Most local searches happen on a phone: a number that is not a tap-to-call link has to be copied or remembered, and many callers give up.',
    fix: 'Make every phone number a tap-to-call link: the number inside <a href="tel:…">, written with its area code.',
    collect: (site) => untappedPhones(site).map((x) => `${shown(x.url)}: ${x.phones.map((p) => p.written ?? p.display).join(', ')}`),
  }),
  mismatchCheck,
] as const;
