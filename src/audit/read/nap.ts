/**
 * A business's phone numbers and postal addresses as a page shows them, read from its visible text in
 * one linear pass: phone-like runs (digits with spaces, brackets, dots, dashes and a leading +, at most
 * RUN_MAX characters) are cut out first and only they are given to libphonenumber-js (Australian
 * numbers by default, any country's in international form), whose own search over a whole text is
 * far from linear (seconds on 400 KB of hostile text); Australian addresses are found from their
 * state and four-digit postcode (`VIC 3000`), each looked back over a bounded window for the suburb
 * and the street (`100 Collins Street`). Every list is capped; every value clipped.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { clip } from './clip.js';

export interface Phone {
  /** E.164, the number's identity: `+61391234567`. */
  number: string;
  /** As Australians write it (national format for Australian numbers, international otherwise). */
  display: string;
}

export interface Address {
  /** `100 Collins Street`, when the text gives one. */
  street?: string;
  suburb?: string;
  state: string;
  postcode: string;
}

/** Phone-like runs longer than this are not one number (a table of figures, a string of digits). */
const RUN_MAX = 24;
/** Numbers and addresses kept per page. */
const KEEP = 8;
/** Characters looked back from a state and postcode for the street. */
const STREET_WINDOW = 80;
/** States with postcodes looked at per page: a page repeating one thousands of times costs no more than this. */
const ADDRESS_MATCHES = 200;

const STATES = 'VIC|NSW|QLD|SA|WA|TAS|NT|ACT';
const STATE_POSTCODE = new RegExp(`\\b(${STATES}),?\\s{1,3}(\\d{4})\\b`, 'g');
const STREET_TYPES =
  'Street|St|Road|Rd|Avenue|Ave|Parade|Pde|Highway|Hwy|Drive|Dr|Lane|Ln|Place|Pl|Court|Ct|Crescent|Cres|Boulevard|Blvd|Terrace|Tce|Way|Close|Cl|Grove|Gr|Circuit|Cct|Esplanade|Esp|Square|Sq';
/** In the window before a state: a street number and name with its type, then the suburb up to the state. */
const STREET = new RegExp(
  `(\\d{1,5}[A-Za-z]?(?:[-/]\\d{1,5})?)\\s([A-Z][A-Za-z'’.-]{1,30}(?:\\s[A-Z][A-Za-z'’.-]{1,30}){0,2})\\s(${STREET_TYPES})\\b\\.?,?\\s{1,3}([A-Z][A-Za-z'’-]{1,30}(?:\\s[A-Z][A-Za-z'’-]{1,30}){0,2}),?\\s{0,3}$`,
);
/** A suburb alone before a state. */
const SUBURB = /([A-Z][A-Za-z'’-]{1,30}(?:\s[A-Z][A-Za-z'’-]{1,30}){0,2}),?\s{0,3}$/;

const isDigit = (c: number) => c >= 48 && c <= 57;
/** Characters a written phone number is made of, besides its digits (not the full stop, which ends sentences far more often). */
const isPhoneMark = (c: number) => c === 32 || c === 160 || c === 40 || c === 41 || c === 45 || c === 43;

/** One number as written (`(03) 9123 4567`, `tel:+61391234567`), or undefined when it is not a valid one. */
export function phoneOf(written: string): Phone | undefined {
  const parsed = parsePhoneNumberFromString(written.replace(/^tel:/i, '').slice(0, 40), 'AU');
  if (!parsed?.isValid()) return undefined;
  return { number: parsed.number, display: parsed.country === 'AU' ? parsed.formatNational() : parsed.formatInternational() };
}

/** The valid phone numbers in `text`, in order, each once (at most KEEP). */
export function phonesIn(text: string): Phone[] {
  const found = new Map<string, Phone>();
  let start = -1;
  let digits = 0;
  const end = (at: number) => {
    if (start >= 0 && digits >= 8 && digits <= 15 && at - start <= RUN_MAX) {
      const phone = phoneOf(text.slice(start, at).trim());
      if (phone && !found.has(phone.number)) found.set(phone.number, phone);
    }
    start = -1;
    digits = 0;
  };
  for (let i = 0; i <= text.length && found.size < KEEP; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 0;
    if (isDigit(c)) {
      if (start < 0) start = i;
      digits++;
    } else if (start < 0 ? c === 43 || c === 40 : isPhoneMark(c)) {
      if (start < 0) start = i;
    } else end(i);
    // A run grown past any number's length is cut here; what follows starts afresh.
    if (start >= 0 && i - start > RUN_MAX * 2) end(i);
  }
  return [...found.values()];
}

/** The Australian postal addresses in `text`, each once by postcode and street (at most KEEP). */
export function addressesIn(text: string): Address[] {
  const found = new Map<string, Address>();
  let looked = 0;
  for (const match of text.matchAll(STATE_POSTCODE)) {
    if (found.size >= KEEP || ++looked > ADDRESS_MATCHES) break;
    const [, state = '', postcode = ''] = match;
    const before = text.slice(Math.max(0, (match.index ?? 0) - STREET_WINDOW), match.index).replace(/\s+/g, ' ');
    const street = STREET.exec(before);
    const address: Address = street
      ? { street: clip(`${street[1]} ${street[2]} ${street[3]}`, 80), suburb: clip(street[4] ?? '', 40), state, postcode }
      : { ...suburbOf(before), state, postcode };
    const key = addressKey(address);
    if (!found.has(key)) found.set(key, address);
  }
  return [...found.values()];
}

/** The suburb just before a state, when there is one. */
function suburbOf(before: string): Pick<Address, 'suburb'> {
  const suburb = SUBURB.exec(before)?.[1];
  return suburb ? { suburb: clip(suburb, 40) } : {};
}

/** An address's identity: its postcode and, when known, its street (lowercased, spaces collapsed). */
export const addressKey = (a: Pick<Address, 'postcode' | 'street'>) =>
  `${a.postcode}|${(a.street ?? '').toLowerCase().replace(/\s+/g, ' ')}`;

/** An address as a person reads it. */
export const addressText = (a: Address) => [a.street, [a.suburb, a.state, a.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
