/**
 * Local: do Google and customers find the right name, address and phone (NAP)? Judged on the site's
 * reading of them (read/local-reading.ts: which numbers and addresses are the business's own, which
 * are a genuine location's, and the business's name and markup).
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
import type { Evidence } from '../read/evidence.js';
import { clip } from '../../lib/clip.js';
import { type Phone, phoneOf, phonesIn } from '../read/nap.js';
import { addressKey, addressText } from '../read/addresses.js';
import {
  businessNameOf,
  type LocalAddress,
  type LocalPhone,
  type LocalReading,
  ownAddresses,
  ownPhones,
  readLocal,
  tradeTypeOf,
} from '../read/local-reading.js';
import { type Advice, article, label, missingRecommended, missingRequired, suggested } from './local-markup.js';
import { pageCheck, shown, siteCheck, type SiteWith } from './finding.js';
import { ON_PAGE } from './proof.js';
import { inWords, listed, plural } from '../../shared/words.js';

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
  /** Addresses shown without their whole postcode (a street and town with `ST1`): what was found, and the part of a postcode. */
  incomplete?: { text: string; postcode: string; examples: string[] }[];
  /** The business markup's address as written, where it is none of `addresses` (a town and country alone): the markup has one. */
  markupAddress?: string;
  /** The LocalBusiness subtype the site's own words name (`AccountingService`), for the report's example of the type that fits. */
  trade?: string;
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

/** "03 9123 4567 on 14 pages", "(03) 9123 4568 on /contact". */
const where = (x: { pages: number; examples: string[] }) => (x.pages === 1 ? `on ${shown(x.examples[0] ?? '')}` : `on ${x.pages} pages`);

/** The report's "Local" section (see LocalFacts). */
export function localOf(e: Evidence): LocalFacts {
  const r = readLocal({ start: e.start, site: e.site });
  const name = businessNameOf(e, r.business);
  const trade = tradeTypeOf(e);
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
    ...(r.incomplete.length ? { incomplete: r.incomplete } : {}),
    ...(markupAddress(b, r.addresses) ?? {}),
    ...(trade ? { trade } : {}),
    locations: r.locations,
    phoneVariants: ownPhones(r).length,
    addressVariants: ownAddresses(r).length,
    ...(markup ? { markup } : {}),
  };
}

/** The subtype that fits, named where the site's words name its trade. */
const thatFits = (trade: string | undefined) =>
  trade ? `or the subtype that fits, such as ${trade}` : 'or the subtype that fits your trade';

/** The markup's address in its parts as written, when no address read from the pages is it. */
function markupAddress(b: LocalReading['business'], addresses: LocalReading['addresses']): { markupAddress: string } | undefined {
  const a = b?.address;
  if (!a || addresses.some((x) => x.markup)) return undefined;
  const text = a.text ?? [a.street, a.suburb, a.state, a.postcode, a.country].filter(Boolean).join(', ');
  return text.trim() ? { markupAddress: clip(text, 160) } : undefined;
}

/** The Local reading in one line, for staff (the email, the export): "Two phone numbers on the site; no LocalBusiness markup". */
export function localLine(local: LocalFacts): string {
  const parts: string[] = [];
  if (local.phoneVariants > 1) parts.push(`${inWords(local.phoneVariants, true)} phone numbers on the site`);
  if (local.addressVariants > 1) parts.push(`${inWords(local.addressVariants, true)} addresses on the site`);
  if (local.markup?.missingRequired.length) parts.push(`${local.markup.type} markup lacks ${local.markup.missingRequired.join('; ')}`);
  else if (!local.markup && (local.phones.length || local.addresses.length)) parts.push('no LocalBusiness markup');
  else if (local.markup?.local === false) parts.push(`${local.markup.type} markup, no LocalBusiness`);
  if (local.incomplete?.length) parts.push(`${local.incomplete.length === 1 ? 'an address' : 'addresses'} without a whole postcode`);
  if (local.locations) parts.push(`${inWords(local.locations)} locations listed`);
  if (!parts.length)
    return local.phones.length || local.addresses.length ? 'One name, address and phone everywhere' : 'No phone number or address found';
  const line = parts.join('; ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}

const markupCheck = pageCheck({
  id: 'local-business-markup',
  group: 'local',
  shows: ON_PAGE.markup,
  // The business is read from every page the crawl read (its markup may be on the contact page).
  requires: ['pages'],
  fixedBy: 'business-markup',
  weight: 4,
  why: "Google's map and local results read a business's name, address, phone and hours from its LocalBusiness markup: without it, or with parts missing, they guess.",
  fix: 'Add LocalBusiness JSON-LD (or the subtype for your trade) to your home page: Google requires a name and a PostalAddress, and recommends telephone, url, openingHoursSpecification, geo and priceRange.',
  judge: (_start, e) => {
    const r = readLocal(e);
    const looksLocal = r.phones.length > 0 || r.addresses.length > 0 || r.incomplete.length > 0;
    const b = r.business;
    if (!b) {
      if (!looksLocal) return undefined;
      // A business of several locations shows each one's address and number.
      const several = r.locations >= 2;
      const shown = [
        ...(r.phones.length ? [several ? 'phone numbers' : 'a phone number'] : []),
        ...(r.addresses.length || r.incomplete.length ? [several ? `the addresses of ${r.locations} locations` : 'an address'] : []),
      ];
      const them = shown.length === 1 && !several ? 'it' : 'them';
      // Markup that does not parse may well be a LocalBusiness: that it is unreadable is what to say (its own finding says how).
      const broken = r.pages.some((p) => p.facts.structuredData.broken > 0);
      return {
        severity: 'improvement',
        message: label.suggest(
          broken
            ? `your site shows ${listed(shown)}, but Google reads no business markup to take ${them} from: a structured data block that does not parse as JSON gives Google nothing.`
            : `your site shows ${listed(shown)} but has no LocalBusiness markup for Google to read ${them} from.`,
        ),
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
          `${what}: your site shows a phone number or address, so describe the business as a LocalBusiness (${thatFits(tradeTypeOf(e))}) for Google's local results to read them.`,
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
function markupMismatch(r: LocalReading): { applied: ('phone' | 'address')[]; found: string[] } | undefined {
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

const mismatchOf = (site: SiteWith<never>) => markupMismatch(readLocal({ site }));

const mismatchCheck = siteCheck({
  id: 'nap-markup-mismatch',
  group: 'local',
  shows: ON_PAGE.markup,
  severity: 'problem',
  weight: 4,
  found: (n) =>
    label.requires(
      `markup that matches what your pages show; your business markup disagrees with them in ${plural(n, 'place', 'places')}.`,
    ),
  passed: (site) => {
    const applied = mismatchOf(site)?.applied ?? [];
    const what = applied.length === 2 ? 'phone and address' : applied[0] === 'phone' ? 'phone' : 'address';
    return `Your business markup gives the same ${what} as your pages.`;
  },
  why: 'Google may show the details in your markup rather than those on your pages, and its guidelines ask that markup describe what the page shows: if they differ, customers can be sent to the wrong number or address.',
  fix: 'Make the telephone and address in your LocalBusiness markup exactly those your pages show, street included.',
  // Judged only where the markup gives a phone or an address and the pages show one to compare it with.
  appliesTo: (site) => mismatchOf(site) !== undefined,
  collect: (site) => mismatchOf(site)?.found ?? [],
});

/**
 * Each page that shows one of the business's numbers as text outside a tel: link, with those numbers
 * (the tel: link fix covers them): a number plain in the header is untapped there though the footer links it.
 */
export function untappedPhones(site: SiteWith<never>): { url: string; phones: Phone[] }[] {
  const own = new Set(readLocal({ site }).phones.map((p) => p.number));
  return site.pages.flatMap((x) => {
    const phones = x.fetched.facts.phones.filter((p) => own.has(p.number) && !p.tapped);
    return phones.length ? [{ url: x.url, phones }] : [];
  });
}

export const local = [
  markupCheck,
  siteCheck({
    id: 'nap-phones',
    group: 'local',
    shows: ON_PAGE.phone,
    severity: 'improvement',
    weight: 4,
    found: (n) => `Your site shows ${n} different phone numbers for what looks like one business.`,
    passed: 'Your site shows one phone number for your business (or one for each of its locations).',
    // Said only of a number that was found: no number on the site is not "one number".
    appliesTo: (site) => readLocal({ site }).phones.length > 0,
    why: 'Customers, Google and directories trust a business whose name, address and phone are the same everywhere; a second number splits calls and casts doubt on both.',
    fix: 'Use one main number everywhere (pages, footer, markup, Google Business Profile); if a second number is genuine, say what it is for beside it.',
    collect: (site) => {
      const own = ownPhones(readLocal({ site }));
      return own.length > 1 ? own.map((p) => `${p.display} ${where(p)}`) : [];
    },
  }),
  siteCheck({
    id: 'nap-addresses',
    group: 'local',
    shows: ON_PAGE.address,
    severity: 'improvement',
    weight: 4,
    found: (n) => `Your site shows ${n} different addresses for what looks like one business.`,
    passed: 'Your site shows one address for your business (or one for each of its locations).',
    appliesTo: (site) => readLocal({ site }).addresses.length > 0,
    why: 'Two addresses for one business leave Google and customers unsure where it is; a local ranking depends on the address being the same everywhere.',
    fix: 'Show one address everywhere, exactly as on your Google Business Profile; give each genuine branch its own page, or list them together on one locations page, each with its own number.',
    collect: (site) => {
      const own = ownAddresses(readLocal({ site }));
      return own.length > 1 ? own.map((a) => `${a.text} ${where(a)}`) : [];
    },
  }),
  siteCheck({
    id: 'nap-address-incomplete',
    group: 'local',
    shows: ON_PAGE.addressIncomplete,
    severity: 'improvement',
    weight: 3,
    found: (n) =>
      `Your pages show ${n === 1 ? 'an address' : `${n} addresses`} without a whole postcode: what we found is below, and what it lacks.`,
    passed: 'Every address your pages show is written in full, postcode included.',
    // Said only where the pages show an address at all.
    appliesTo: (site) => {
      const r = readLocal({ site });
      return r.addresses.length > 0 || r.incomplete.length > 0;
    },
    why: 'Google matches the address on your pages with your Business Profile and its map pin, and customers paste it into a map: half a postcode (ST1 for ST1 1AB) covers a whole district, so neither can place you exactly.',
    fix: 'Write your address in full wherever it appears (header, footer, contact page and markup): street number and name, town, and the whole postcode, exactly as on your Google Business Profile.',
    collect: (site) =>
      readLocal({ site }).incomplete.map(
        (a) =>
          `${a.text} on ${a.examples.map(shown).join(', ')}: ${a.postcode ? `${a.postcode} is only the first part of a postcode` : 'it has no postcode'}`,
      ),
  }),
  siteCheck({
    id: 'phone-not-tappable',
    group: 'local',
    shows: ON_PAGE.phoneUntapped,
    fixedBy: 'tel-link',
    severity: 'improvement',
    weight: 3,
    found: (n, site) =>
      `${plural(n, 'page shows', 'pages show')} ${new Set(untappedPhones(site).flatMap((x) => x.phones.map((p) => p.number))).size > 1 ? 'your phone numbers' : 'your phone number'} as text a visitor on a phone cannot tap to call.`,
    passed: 'On every page we checked, a visitor on a phone can tap your phone number to call wherever it appears.',
    appliesTo: (site) => readLocal({ site }).phones.length > 0,
    why: 'Most local searches happen on a phone: a number that is not a tap-to-call link has to be copied or remembered, and many callers give up.',
    fix: 'Make every phone number a tap-to-call link: the number inside <a href="tel:…">, written with its area code.',
    collect: (site) => untappedPhones(site).map((x) => `${shown(x.url)}: ${x.phones.map((p) => p.written ?? p.display).join(', ')}`),
  }),
  siteCheck({
    id: 'tel-link-mismatch',
    group: 'local',
    shows: ON_PAGE.tel,
    severity: 'problem',
    weight: 4,
    found: (n) =>
      n === 1
        ? '1 page has a tap-to-call link that dials a different number from the one it shows.'
        : `${n} pages have tap-to-call links that dial a different number from the one they show.`,
    passed: 'Every tap-to-call link we read dials the number it shows.',
    // Judged where a link's own text is a number: a "Call us" button shows none to compare.
    appliesTo: ({ pages }) => pages.some((x) => x.fetched.facts.telTexts?.length),
    why: 'A visitor taps the number they can see: a link that dials another sends the call to the wrong line, or nowhere, and the customer rings someone else.',
    fix: 'Correct each link so that the digits in href="tel:…" are the number it shows (a typo there is invisible on the page).',
    collect: ({ pages }) =>
      pages.flatMap((x) => {
        // Both read in the site's one country, decided once every page was read.
        const region = x.fetched.facts.region ?? null;
        const wrong = (x.fetched.facts.telTexts ?? []).flatMap(({ dials, text }) => {
          const read = phonesIn(text, region);
          const dialled = phoneOf(dials, region);
          const [first] = read;
          return first && dialled && !read.some((p) => p.number === dialled.number)
            ? [`shows ${first.written ?? first.display} and dials ${dialled.display}`]
            : [];
        });
        return wrong.length ? [`${shown(x.url)}: ${[...new Set(wrong)].join('; ')}`] : [];
      }),
  }),
  mismatchCheck,
] as const;
