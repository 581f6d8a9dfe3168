/**
 * Postal addresses as a page shows them, read from its visible text in linear passes: each country's
 * postcode pattern (with its state where the country writes one) is found first, and only a bounded
 * window of text before it is looked at for the street and the town, so no pattern ever runs over a
 * whole page with room to backtrack. Australian addresses (`VIC 3000`) are read on every site; the
 * site's own country's form too (regions.ts): a US state and ZIP code (`GA 30009`), a Canadian
 * province and postal code (`ON M5V 2T6`), a UK postcode (`LS28 9BX`), an Irish Eircode (`D02 X285`),
 * and a New Zealand postcode after its town (`Kerikeri 0230`, only with a street before it, since four
 * digits after a word are so often a year). A PO Box, GPO Box or Locked Bag is kept as a postal
 * address. Every list is capped; every value clipped.
 */
import { clip } from '../../lib/clip.js';
import { AU_STATES, CA_PROVINCES, type Region, US_STATES } from './regions.js';

export interface Address {
  /** `100 Collins Street`, when the text gives one; `PO Box 123` for a postal address. */
  street?: string;
  /** A PO Box, GPO Box, Locked Bag or Private Bag: where mail goes, not where the business is. */
  postal?: boolean;
  suburb?: string;
  /** The state, territory or province, where the country writes one. */
  state: string;
  postcode: string;
  /** The country whose form it was read in (absent: Australia). */
  country?: Region;
}

/** Addresses kept per page. */
const KEEP = 8;
/** Characters looked back from a postcode for the street. */
const STREET_WINDOW = 80;
/** Postcodes looked at per page: a page repeating one thousands of times costs no more than this. */
const ADDRESS_MATCHES = 200;

/** Each country's postcode as the text writes it: the state (group 1, where there is one) and the postcode (group 2). */
const POSTCODES: Record<Region, RegExp> = {
  AU: new RegExp(`\\b(${AU_STATES}),?\\s{1,3}(\\d{4})\\b`, 'g'),
  US: new RegExp(`\\b(${US_STATES}),?\\s{1,3}(\\d{5}(?:-\\d{4})?)\\b`, 'g'),
  CA: new RegExp(`\\b(${CA_PROVINCES}),?\\s{1,3}([A-Z]\\d[A-Z] ?\\d[A-Z]\\d)\\b`, 'g'),
  GB: /\b()([A-Z]{1,2}\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2})\b/g,
  IE: /\b()((?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4})\b/g,
  NZ: /\b()(\d{4})\b/g,
};

const STREET_TYPES =
  'Street|St|Road|Rd|Avenue|Ave|Parade|Pde|Highway|Hwy|Drive|Dr|Lane|Ln|Place|Pl|Court|Ct|Crescent|Cres|Boulevard|Blvd|Terrace|Tce|Way|Close|Cl|Grove|Gr|Circuit|Cct|Esplanade|Esp|Square|Sq|Parkway|Pkwy|Trail|Trl|Circle|Cir|Loop|Pike|Plaza|Plz|Alley|Ridge|Row|Walk|Mews|Quay|Wharf|Rise|Green|Gardens|Gdns';
/** In the window before a postcode: a street number and name with its type, then the suburb or town up to the postcode. */
const STREET = new RegExp(
  `(\\d{1,5}[A-Za-z]?(?:[-/]\\d{1,5})?)\\s([A-Z][A-Za-z'’.-]{1,30}(?:\\s[A-Z][A-Za-z'’.-]{1,30}){0,2})\\s(${STREET_TYPES})\\b\\.?,?\\s{1,3}([A-Z][A-Za-z'’-]{1,30}(?:\\s[A-Z][A-Za-z'’-]{1,30}){0,2}),?\\s{0,3}$`,
);
/** In the window before a postcode: a PO Box, GPO Box, Locked Bag or Private Bag and its number, then the suburb. */
const POSTAL =
  /\b((?:P\.?\s?O\.?\s?|GPO\s)Box|Locked\sBag|Private\sBag)\s(\d{1,6}),?\s{1,3}([A-Z][A-Za-z'’-]{1,30}(?:\s[A-Z][A-Za-z'’-]{1,30}){0,2}),?\s{0,3}$/i;
/** A suburb or town alone before a postcode. */
const SUBURB = /([A-Z][A-Za-z'’-]{1,30}(?:\s[A-Z][A-Za-z'’-]{1,30}){0,2}),?\s{0,3}$/;

/** The postal addresses in `text`, in Australia's form and `region`'s (none for `null`), each once by postcode and street (at most KEEP). */
export function addressesIn(text: string, region: Region | null = 'AU'): Address[] {
  const found = new Map<string, Address>();
  // A page written for a country whose addresses the check does not read: none is guessed.
  if (region === null) return [];
  for (const country of region === 'AU' ? (['AU'] as const) : (['AU', region] as const)) {
    let looked = 0;
    for (const match of text.matchAll(POSTCODES[country])) {
      if (found.size >= KEEP || ++looked > ADDRESS_MATCHES) break;
      const [, state = '', postcode = ''] = match;
      const before = text.slice(Math.max(0, (match.index ?? 0) - STREET_WINDOW), match.index).replace(/\s+/g, ' ');
      const postal = POSTAL.exec(before);
      const street = postal ? null : STREET.exec(before);
      // New Zealand writes no state: four digits are its postcode only after a street and its town.
      if (country === 'NZ' && !street) continue;
      const where = country === 'AU' ? {} : { country };
      const address: Address = postal
        ? { street: clip(`${postal[1]} ${postal[2]}`, 40), postal: true, suburb: clip(postal[3] ?? '', 40), state, postcode, ...where }
        : street
          ? { street: clip(`${street[1]} ${street[2]} ${street[3]}`, 80), suburb: clip(street[4] ?? '', 40), state, postcode, ...where }
          : { ...suburbOf(before), state, postcode, ...where };
      const key = addressKey(address);
      if (!found.has(key)) found.set(key, address);
    }
  }
  return [...found.values()];
}

/** The suburb just before a state, when there is one. */
function suburbOf(before: string): Pick<Address, 'suburb'> {
  const suburb = SUBURB.exec(before)?.[1];
  return suburb ? { suburb: clip(suburb, 40) } : {};
}

const STREET_WORDS: Record<string, string> = {
  st: 'street',
  rd: 'road',
  ave: 'avenue',
  pde: 'parade',
  hwy: 'highway',
  dr: 'drive',
  ln: 'lane',
  pl: 'place',
  ct: 'court',
  cres: 'crescent',
  blvd: 'boulevard',
  tce: 'terrace',
  cl: 'close',
  gr: 'grove',
  cct: 'circuit',
  esp: 'esplanade',
  sq: 'square',
};

/**
 * A street as compared: lowercase, without the floor or unit in front (`Level 5, 100 Collins St`
 * and `5/100 Collins Street` are `100 collins street`), its type written out.
 */
export function streetKey(street: string): string {
  return street
    .toLowerCase()
    .replace(/[.,]/g, ' ')
    .replace(/^\s*(?:(?:level|lvl|floor|suite|ste|shop|unit|office)\s+\w+\s*)+/, '')
    .replace(/\b\w+\/(\d)/, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\b([a-z]+)$/, (w) => STREET_WORDS[w] ?? w);
}

/** An address's identity: its postcode and, when known, its street (streetKey): two branches in one suburb are two addresses. */
export const addressKey = (a: Pick<Address, 'postcode' | 'street'>) => `${a.postcode}|${a.street ? streetKey(a.street) : ''}`;

/** An address as a person reads it. */
export const addressText = (a: Address) => [a.street, [a.suburb, a.state, a.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
