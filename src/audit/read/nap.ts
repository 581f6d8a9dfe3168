/**
 * A business's phone numbers and postal addresses as a page shows them, read from its visible text in
 * one linear pass: phone-like runs (digits with spaces, brackets, dashes and a leading +, at most
 * RUN_MAX characters) are cut out first and only they are given to libphonenumber-js with its full
 * metadata (`/max`: each country's real number ranges, not only their lengths), whose own search over
 * a whole text is far from linear (seconds on 400 KB of hostile text). A run may hold a number and
 * more digits ("(03) 9123 4567 24 hours", two numbers side by side): its digit groups are tried as
 * numbers from the left, longest first, at most PARSES parses a page. An Australian number written
 * without its leading 0 (`345 678 901`, an ACN's shape) is not one, and a run labelled as a company
 * number (ABN, ACN) or a fax is left out: a fax line takes no calls.
 *
 * Australian addresses are found from their state and four-digit postcode (`VIC 3000`), each looked
 * back over a bounded window for the suburb and the street (`100 Collins Street`); a PO Box, GPO Box
 * or Locked Bag is kept as a postal address. Every list is capped; every value clipped.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { clip } from './clip.js';

export interface Phone {
  /** E.164, the number's identity: `+61391234567`. */
  number: string;
  /** As Australians write it (national format for Australian numbers, international otherwise). */
  display: string;
}

export interface Address {
  /** `100 Collins Street`, when the text gives one; `PO Box 123` for a postal address. */
  street?: string;
  /** A PO Box, GPO Box, Locked Bag or Private Bag: where mail goes, not where the business is. */
  postal?: boolean;
  suburb?: string;
  state: string;
  postcode: string;
}

/** Phone-like runs are cut at this length (a table of figures, a string of digits); numbers are looked for inside. */
const RUN_MAX = 48;
/** Digits in a phone number: 8 (`1300 123 456` has 10, a local `9123 4567` 8) to E.164's 15. */
const DIGITS_MIN = 8;
const DIGITS_MAX = 15;
/** libphonenumber parses per page: hostile text of digit groups costs no more than this. */
const PARSES = 600;
/** Characters looked at before a run for its label, and after a number for "(fax)". */
const LABEL_WINDOW = 24;
/** A company number's label, or a fax's ("Fax", "F:", "Facsimile"; not "Ph/Fax", a line for both). */
const NOT_A_PHONE =
  /(?:\b(?:abn|acn|arbn|arn|licen[cs]e|lic|reg(?:istration)?)|(?<![a-z/])(?:fax|facsimile|f))\s*(?:no\.?|number|#)?\s*[:.\-–]?\s*$/i;
const FAX_AFTER = /^\s*[([]?\s*(?:fax|facsimile)\b/i;
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
/** In the window before a state: a PO Box, GPO Box, Locked Bag or Private Bag and its number, then the suburb. */
const POSTAL =
  /\b((?:P\.?\s?O\.?\s?|GPO\s)Box|Locked\sBag|Private\sBag)\s(\d{1,6}),?\s{1,3}([A-Z][A-Za-z'’-]{1,30}(?:\s[A-Z][A-Za-z'’-]{1,30}){0,2}),?\s{0,3}$/i;
/** A suburb alone before a state. */
const SUBURB = /([A-Z][A-Za-z'’-]{1,30}(?:\s[A-Z][A-Za-z'’-]{1,30}){0,2}),?\s{0,3}$/;

const isDigit = (c: number) => c >= 48 && c <= 57;
/** Characters a written phone number is made of, besides its digits (not the full stop, which ends sentences far more often). */
const isPhoneMark = (c: number) => c === 32 || c === 160 || c === 40 || c === 41 || c === 45 || c === 43;

/** One number as written (`(03) 9123 4567`, `tel:+61391234567`), or undefined when it is not a valid one. */
export function phoneOf(written: string): Phone | undefined {
  const number = written.replace(/^tel:/i, '').trim().slice(0, 40);
  // Australians write a number with its leading 0 (or +61); only 13, 1300 and 1800 numbers start otherwise.
  const firstDigit = /\d/.exec(number)?.[0];
  if (!number.startsWith('+') && firstDigit !== '0' && firstDigit !== '1') return undefined;
  const parsed = parsePhoneNumberFromString(number, 'AU');
  if (!parsed?.isValid()) return undefined;
  return { number: parsed.number, display: parsed.country === 'AU' ? parsed.formatNational() : parsed.formatInternational() };
}

/** The valid phone numbers in `text`, in order, each once (at most KEEP). */
export function phonesIn(text: string): Phone[] {
  const found = new Map<string, Phone>();
  const budget = { parses: PARSES };
  let start = -1;
  let digits = 0;
  const end = (at: number) => {
    if (start >= 0 && digits >= DIGITS_MIN && !NOT_A_PHONE.test(text.slice(Math.max(0, start - LABEL_WINDOW), start)))
      for (const phone of numbersInRun(text, start, at, budget))
        if (!found.has(phone.number) && found.size < KEEP) found.set(phone.number, phone);
    start = -1;
    digits = 0;
  };
  for (let i = 0; i <= text.length && found.size < KEEP && budget.parses > 0; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 0;
    if (isDigit(c)) {
      if (start < 0) start = i;
      digits++;
    } else if (start < 0 ? c === 43 || c === 40 : isPhoneMark(c)) {
      if (start < 0) start = i;
    } else end(i);
    // A run grown past any number's length is cut here; what follows starts afresh.
    if (start >= 0 && i - start >= RUN_MAX) end(i + 1);
  }
  return [...found.values()];
}

/**
 * The numbers in one run of digit groups (text[from, to)): from the leftmost group, the longest
 * stretch of groups that is a valid number, then on after it; a group that starts none is skipped.
 */
function numbersInRun(text: string, from: number, to: number, budget: { parses: number }): Phone[] {
  const groups: { start: number; end: number }[] = [];
  for (let i = from; i < to; i++) {
    if (!isDigit(text.charCodeAt(i))) continue;
    const start = i;
    while (i < to && isDigit(text.charCodeAt(i))) i++;
    groups.push({ start, end: i });
  }
  const length = (g: { start: number; end: number }) => g.end - g.start;
  const phones: Phone[] = [];
  let g = 0;
  while (g < groups.length && budget.parses > 0) {
    const head = groups[g] as { start: number; end: number };
    // A leading + or ( belongs to the number.
    const begin = g === 0 ? from : head.start - (text[head.start - 1] === '(' ? 1 : 0);
    const stretch: { start: number; end: number }[] = [];
    let total = 0;
    for (let e = g; e < groups.length; e++) {
      const group = groups[e] as { start: number; end: number };
      if (total + length(group) > DIGITS_MAX) break;
      total += length(group);
      stretch.push(group);
    }
    let next = g + 1;
    while (stretch.length && total >= DIGITS_MIN && budget.parses-- > 0) {
      const last = stretch.at(-1) as { start: number; end: number };
      const phone = phoneOf(text.slice(begin, last.end));
      if (phone) {
        // A number followed by "(fax)" takes no calls.
        if (!FAX_AFTER.test(text.slice(last.end, last.end + LABEL_WINDOW))) phones.push(phone);
        next = g + stretch.length;
        break;
      }
      total -= length(last);
      stretch.pop();
    }
    g = next;
  }
  return phones;
}

/** The Australian postal addresses in `text`, each once by postcode and street (at most KEEP). */
export function addressesIn(text: string): Address[] {
  const found = new Map<string, Address>();
  let looked = 0;
  for (const match of text.matchAll(STATE_POSTCODE)) {
    if (found.size >= KEEP || ++looked > ADDRESS_MATCHES) break;
    const [, state = '', postcode = ''] = match;
    const before = text.slice(Math.max(0, (match.index ?? 0) - STREET_WINDOW), match.index).replace(/\s+/g, ' ');
    const postal = POSTAL.exec(before);
    const street = postal ? null : STREET.exec(before);
    const address: Address = postal
      ? { street: clip(`${postal[1]} ${postal[2]}`, 40), postal: true, suburb: clip(postal[3] ?? '', 40), state, postcode }
      : street
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
