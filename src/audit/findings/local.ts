/**
 * Local: do Google and customers find the right name, address and phone (NAP)? Across the pages the
 * crawl read: the phone numbers (in text and in `tel:` links, nap.ts) and Australian addresses each
 * page shows, the business's own markup (json-ld.ts), and its name (markup, og:site_name, the
 * title's brand part). A number or address counts as the business's when its markup names it, a
 * `tel:` link dials it, two pages or more show it, or a contact, about or locations page does: one
 * mention in a page's copy (a regulator's number in a privacy policy) is someone else's. A page that
 * lists several addresses each with its own number is a branch list: its locations are genuine, not
 * an inconsistency.
 *
 * `localOf` gives the report's "Local" section the same reading, and a JSON-LD example built from
 * what was found when the site has no markup.
 */
import { clip } from '../read/clip.js';
import type { Business } from '../read/json-ld.js';
import { type Address, addressText } from '../read/nap.js';
import { type Evidence, type FindingType, type ReadPage, shown, siteCheck } from './finding.js';
import { pathOf, plural } from '../../shared/words.js';

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
}

export interface LocalAddress {
  text: string;
  postcode: string;
  pages: number;
  examples: string[];
  markup: boolean;
}

export interface LocalFacts {
  /** The business's name as the site gives it: markup first, then og:site_name, then the title's brand part. */
  name?: string;
  phones: LocalPhone[];
  addresses: LocalAddress[];
  /** Locations on a branch list (a page of several addresses, each with its own number). */
  locations: number;
  /** Different phone numbers and addresses for the one business (branch-list locations left out). */
  phoneVariants: number;
  addressVariants: number;
  markup?: { type: string; missingRequired: string[]; missingRecommended: { property: string; does: string }[] };
  /** JSON-LD to start from, built from what the site shows, when it has no business markup. */
  example?: string;
}

const CONTACT_PAGE = /(contact|about|location|find-us|branch|store|office|visit)/i;
const EXAMPLES = 3;

/** What each of Google's recommended LocalBusiness properties does in its local results. */
const RECOMMENDED: { property: keyof Business['has'] | 'telephone'; does: string }[] = [
  { property: 'telephone', does: 'the number Google shows and calls from your business listing' },
  { property: 'url', does: 'the website your listing links to' },
  { property: 'openingHours', does: 'your opening hours, shown in Search and Maps (openingHoursSpecification)' },
  { property: 'geo', does: 'the exact map pin for your premises (latitude and longitude)' },
  { property: 'image', does: 'the photo or logo shown with your listing' },
  { property: 'priceRange', does: 'the price level shown beside your name ($ to $$$$)' },
];

function pagesOf(e: Pick<Evidence, 'site'> & Partial<Pick<Evidence, 'start'>>): LocalPage[] {
  if (e.site) return e.site.pages.map((p) => ({ url: p.url, facts: p.fetched.facts }));
  return e.start ? [{ url: e.start.page.url, facts: e.start.facts }] : [];
}

/** The business's own markup node: a LocalBusiness (or subtype) anywhere, else an Organization. */
function businessOf(pages: LocalPage[]): Business | undefined {
  const all = pages.flatMap((p) => p.facts.structuredData.businesses);
  return all.find((b) => b.local) ?? all[0];
}

/** Pages listing two or more addresses and two or more numbers: a branch list, whose locations are genuine. */
const branchPages = (pages: LocalPage[]) =>
  pages.filter((p) => p.facts.addresses.length >= 2 && new Set([...p.facts.phones, ...p.facts.telLinks].map((x) => x.number)).size >= 2);

/** Everything the family reads, worked out once per evidence (several findings and the report ask). */
interface Reading {
  pages: LocalPage[];
  business?: Business;
  phones: LocalPhone[];
  addresses: LocalAddress[];
  locationNumbers: Set<string>;
  locationPostcodes: Set<string>;
  branches: LocalPage[];
}

/** Keyed by the crawl (or the start page when there was none): the evidence is rebuilt around them. */
const readings = new WeakMap<object, Reading>();

function read(e: Pick<Evidence, 'site'> & Partial<Pick<Evidence, 'start'>>): Reading {
  const key = e.site ?? e.start;
  const cached = key && readings.get(key);
  if (cached) return cached;
  const pages = pagesOf(e);
  const business = businessOf(pages);
  const phoneSeen = new Map<string, { display: string; pages: string[]; linked: boolean; contact: boolean }>();
  const addressSeen = new Map<string, { address: Address; pages: string[]; contact: boolean }>();
  for (const p of pages) {
    const contact = CONTACT_PAGE.test(pathOf(p.url));
    for (const phone of [...p.facts.phones, ...p.facts.telLinks]) {
      const seen = phoneSeen.get(phone.number) ?? { display: phone.display, pages: [], linked: false, contact: false };
      if (!seen.pages.includes(p.url)) seen.pages.push(p.url);
      seen.linked ||= p.facts.telLinks.some((t) => t.number === phone.number);
      seen.contact ||= contact;
      phoneSeen.set(phone.number, seen);
    }
    for (const address of p.facts.addresses) {
      // One address per postcode: a line with its street and one without are the same place.
      const seen = addressSeen.get(address.postcode) ?? { address, pages: [], contact: false };
      if (address.street && !seen.address.street) seen.address = address;
      if (!seen.pages.includes(p.url)) seen.pages.push(p.url);
      seen.contact ||= contact;
      addressSeen.set(address.postcode, seen);
    }
  }
  const markupPhone = business?.telephone?.number;
  const markupPostcode = business?.address?.postcode;
  const phones: LocalPhone[] = [...phoneSeen]
    .filter(([number, s]) => s.linked || s.contact || s.pages.length >= 2 || number === markupPhone)
    .map(([number, s]) => ({
      number,
      display: s.display,
      pages: s.pages.length,
      examples: s.pages.slice(0, EXAMPLES).map(pathOf),
      markup: number === markupPhone,
    }))
    .sort((a, b) => b.pages - a.pages);
  const addresses: LocalAddress[] = [...addressSeen]
    .filter(([postcode, s]) => s.contact || s.pages.length >= 2 || postcode === markupPostcode)
    .map(([postcode, s]) => ({
      text: clip(addressText(s.address), 160),
      postcode,
      pages: s.pages.length,
      examples: s.pages.slice(0, EXAMPLES).map(pathOf),
      markup: postcode === markupPostcode,
    }))
    .sort((a, b) => b.pages - a.pages);
  const branches = branchPages(pages);
  const reading: Reading = {
    pages,
    business,
    phones,
    addresses,
    branches,
    locationNumbers: new Set(branches.flatMap((p) => [...p.facts.phones, ...p.facts.telLinks].map((x) => x.number))),
    locationPostcodes: new Set(branches.flatMap((p) => p.facts.addresses.map((a) => a.postcode))),
  };
  if (key) readings.set(key, reading);
  return reading;
}

/** "03 9123 4567 on 14 pages", "(03) 9123 4568 on /contact". */
const where = (x: { pages: number; examples: string[] }) => (x.pages === 1 ? `on ${shown(x.examples[0] ?? '')}` : `on ${x.pages} pages`);

/** The business's name: markup, og:site_name, or the brand part of the start page's title ("Services | Brand"). */
function nameOf(e: Evidence, business: Business | undefined): string | undefined {
  if (business?.name) return business.name;
  const siteName = pagesOf(e).find((p) => p.facts.siteName)?.facts.siteName;
  if (siteName) return siteName;
  const title = e.start.facts.title?.value ?? '';
  const parts = title.split(/\s[|–—-]\s/);
  return parts.length > 1 ? clip((parts.at(-1) ?? '').trim(), 80) : undefined;
}

/** Google's required properties a business node lacks: a name, and a full postal address unless it names the area it serves. */
function missingRequired(b: Business): string[] {
  const missing: string[] = [];
  if (!b.name) missing.push('name');
  const a = b.address;
  if (b.has.areaServed && !a) return missing;
  if (!a) missing.push('address (a PostalAddress, or areaServed for a business that goes to its customers)');
  else if (a.text) missing.push('address as a PostalAddress (it is plain text)');
  else {
    const parts = [
      ['streetAddress', a.street],
      ['addressLocality', a.suburb],
      ['postalCode', a.postcode],
      ['addressCountry', a.country],
    ].filter(([, v]) => !v);
    if (parts.length) missing.push(`the address's ${parts.map(([k]) => k).join(', ')}`);
  }
  return missing;
}

const missingRecommended = (b: Business) =>
  RECOMMENDED.filter(({ property }) => (property === 'telephone' ? !b.telephone : !b.has[property]));

/** JSON-LD a business without markup could start from, built from its name, main number and address. */
function exampleOf(name: string | undefined, phone: LocalPhone | undefined, address: LocalAddress | undefined, url: string): string {
  const origin = (() => {
    try {
      return `${new URL(url).origin}/`;
    } catch {
      return url;
    }
  })();
  const parts = address?.text.split(', ') ?? [];
  const street = parts.length > 1 ? parts[0] : undefined;
  const place = /^(.*?)\s*(VIC|NSW|QLD|SA|WA|TAS|NT|ACT)\s+(\d{4})$/.exec(parts.at(-1) ?? '');
  return JSON.stringify(
    {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: name ?? 'Your Business Name',
      url: origin,
      ...(phone ? { telephone: phone.number } : {}),
      address: {
        '@type': 'PostalAddress',
        streetAddress: street ?? 'Your street address',
        addressLocality: place?.[1] || 'Your suburb',
        addressRegion: place?.[2] ?? 'VIC',
        postalCode: place?.[3] ?? address?.postcode ?? '3000',
        addressCountry: 'AU',
      },
    },
    null,
    2,
  );
}

/** The report's "Local" section (see LocalFacts). */
export function localOf(e: Evidence): LocalFacts {
  const r = read(e);
  const name = nameOf(e, r.business);
  const markup = r.business && {
    type: r.business.type,
    missingRequired: missingRequired(r.business),
    missingRecommended: missingRecommended(r.business).map(({ property, does }) => ({
      property: property === 'openingHours' ? 'openingHoursSpecification' : property,
      does,
    })),
  };
  const looksLocal = r.phones.length > 0 || r.addresses.length > 0;
  return {
    ...(name ? { name } : {}),
    phones: r.phones.slice(0, 6),
    addresses: r.addresses.slice(0, 6),
    locations: r.branches.length ? r.locationPostcodes.size : 0,
    phoneVariants: r.phones.filter((p) => !r.locationNumbers.has(p.number)).length,
    addressVariants: r.addresses.filter((a) => !r.locationPostcodes.has(a.postcode)).length,
    ...(markup ? { markup } : {}),
    ...(!r.business && looksLocal ? { example: exampleOf(name, r.phones[0], r.addresses[0], e.start.page.url) } : {}),
  };
}

const NUMBER_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'];
const inWords = (n: number) => NUMBER_WORDS[n] ?? String(n);

/** The Local reading in one line, for staff (the email, the export): "Two phone numbers on the site; no LocalBusiness markup". */
export function localLine(local: LocalFacts): string {
  const parts: string[] = [];
  if (local.phoneVariants > 1) parts.push(`${inWords(local.phoneVariants)} phone numbers on the site`);
  if (local.addressVariants > 1) parts.push(`${inWords(local.addressVariants)} addresses on the site`);
  if (local.markup?.missingRequired.length) parts.push(`${local.markup.type} markup lacks ${local.markup.missingRequired.join('; ')}`);
  else if (!local.markup && local.example) parts.push('no LocalBusiness markup');
  if (local.locations) parts.push(`${inWords(local.locations).toLowerCase()} locations listed`);
  if (!parts.length)
    return local.phones.length || local.addresses.length ? 'One name, address and phone everywhere' : 'No phone number or address found';
  const line = parts.join('; ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}

const markupCheck: FindingType = {
  id: 'local-business-markup',
  scope: 'page',
  weight: 4,
  why: "Google's map and local results read a business's name, address, phone and hours from its LocalBusiness markup: without it, or with parts missing, they guess.",
  fix: 'Add LocalBusiness JSON-LD (or the subtype that fits, such as Plumber or Dentist) to your home page with your name, a full PostalAddress, telephone, url, opening hours, geo coordinates, an image and a price range; the report shows an example built from your details.',
  judge: (e) => {
    const r = read(e);
    const base = { id: 'local-business-markup', why: markupCheck.why, fix: markupCheck.fix };
    if (!r.business) {
      if (!r.phones.length && !r.addresses.length) return undefined;
      return {
        ...base,
        severity: 'improvement',
        message: `Your site shows ${r.phones.length ? 'a phone number' : ''}${r.phones.length && r.addresses.length ? ' and ' : ''}${r.addresses.length ? 'an address' : ''} but has no LocalBusiness markup for Google to read them from.`,
      };
    }
    const required = missingRequired(r.business);
    const recommended = missingRecommended(r.business);
    const what = `Your ${clip(r.business.type, 60)} markup`;
    if (required.length) return { ...base, severity: 'problem', message: `${what} lacks what Google requires: ${required.join('; ')}.` };
    if (recommended.length)
      return {
        ...base,
        severity: 'improvement',
        message: `${what} has what Google requires, but not ${recommended.map((x) => (x.property === 'openingHours' ? 'openingHoursSpecification' : x.property)).join(', ')} (${recommended[0]?.does}${recommended.length > 1 ? ', and more' : ''}).`,
      };
    return { ...base, severity: 'passed', message: `${what} has every property Google requires and recommends for local results.` };
  },
};

export const local: FindingType[] = [
  markupCheck,
  siteCheck({
    id: 'nap-phones',
    severity: 'improvement',
    weight: 4,
    found: (n) => `Your site shows ${n} different phone numbers for what looks like one business.`,
    passed: 'Your site shows one phone number for your business (or one for each of its locations).',
    why: 'Customers, Google and directories trust a business whose name, address and phone are the same everywhere; a second number splits calls and casts doubt on both.',
    fix: 'Use one main number everywhere (pages, footer, markup, Google Business Profile); if a second number is genuine, say what it is for beside it.',
    collect: (site) => {
      const r = read({ site });
      const own = r.phones.filter((p) => !r.locationNumbers.has(p.number));
      return own.length > 1 ? own.map((p) => `${p.display} ${where(p)}`) : [];
    },
  }),
  siteCheck({
    id: 'nap-addresses',
    severity: 'improvement',
    weight: 4,
    found: (n) => `Your site shows ${n} different addresses for what looks like one business.`,
    passed: 'Your site shows one address for your business (or one for each of its locations).',
    why: 'Two addresses for one business leave Google and customers unsure where it is; a local ranking depends on the address being the same everywhere.',
    fix: 'Show one address everywhere, exactly as on your Google Business Profile; list genuine branches together on one locations page, each with its own number.',
    collect: (site) => {
      const r = read({ site });
      const own = r.addresses.filter((a) => !r.locationPostcodes.has(a.postcode));
      return own.length > 1 ? own.map((a) => `${a.text} ${where(a)}`) : [];
    },
  }),
  siteCheck({
    id: 'phone-not-tappable',
    severity: 'improvement',
    weight: 3,
    found: (n) => `${plural(n, 'page shows', 'pages show')} your phone number as text a visitor on a phone cannot tap to call.`,
    passed: 'Wherever your phone number appears, a visitor on a phone can tap it to call.',
    why: 'Most local searches happen on a phone: a number that is not a tap-to-call link has to be copied or remembered, and many callers give up.',
    fix: 'Make every phone number a link: <a href="tel:+61391234567">(03) 9123 4567</a>.',
    collect: (site) => {
      const own = new Set(read({ site }).phones.map((p) => p.number));
      return site.pages.flatMap((x) => {
        const untapped = x.fetched.facts.phones.filter(
          (p) => own.has(p.number) && !x.fetched.facts.telLinks.some((t) => t.number === p.number),
        );
        return untapped.length ? [`${shown(x.url)} (${untapped.map((p) => p.display).join(', ')})`] : [];
      });
    },
  }),
  siteCheck({
    id: 'nap-markup-mismatch',
    severity: 'problem',
    weight: 4,
    found: (n) => `Your business markup disagrees with your pages in ${plural(n, 'place', 'places')}.`,
    passed: 'Your business markup gives the same phone and postcode as your pages.',
    why: 'Google may show the details in your markup rather than those on your pages: if they differ, customers can be sent to the wrong number or address.',
    fix: 'Make the telephone and address in your LocalBusiness markup exactly those your pages show.',
    collect: (site) => {
      const r = read({ site });
      const b = r.business;
      if (!b) return [];
      const shownPhones = r.phones;
      const found: string[] = [];
      if (b.telephone && shownPhones.length && !shownPhones.some((p) => p.number === b.telephone?.number))
        found.push(`markup telephone ${b.telephone.display}, but your pages show ${shownPhones[0]?.display}`);
      const postcode = b.address?.postcode;
      if (postcode && r.addresses.length && !r.addresses.some((a) => a.postcode === postcode))
        found.push(`markup postcode ${clip(postcode, 10)}, but your pages show ${r.addresses[0]?.text}`);
      return found;
    },
  }),
];
