/**
 * Postal addresses as a page shows them, read from its visible text in linear passes, in the form of
 * the country they are written in, from maintained data rather than patterns written here: a country's
 * postcodes are those postcode-validator accepts, and where its postcode stands (after the town and a
 * state, `Fitzroy VIC 3065`; after the town and an optional county, `Worcester, Worcestershire, WR1
 * 1LW`; before the town, `10117 Berlin`) is Google's address data's (libaddressinput's formats, by
 * localized-address-format). Words that may be a postcode are found first (one token scan), and only a
 * bounded window of text beside one is looked at for the street and the town, so no pattern ever runs
 * over a whole page. Australian addresses are read on every site, the site's own country's form too
 * (regions.ts). A postcode of digits alone is one only after its state, or beside a street (four or
 * five digits are so often a year or a price). A PO Box, GPO Box or Locked Bag is kept as a postal
 * address; a street and town whose postcode is only its first half (`High Street Stoke-on-Trent ST1`)
 * as an incomplete one. Every list is capped; every value clipped.
 */
import { formatAddress } from 'localized-address-format';
import { postcodeValidator } from 'postcode-validator';
import { clip } from '../../lib/clip.js';
import { AU_STATES, CA_PROVINCES, REGIONS, type Region, US_STATES } from './regions.js';

export interface Address {
  /** `100 Collins Street`, when the text gives one; `PO Box 123` for a postal address. */
  street?: string;
  /** A PO Box, GPO Box, Locked Bag or Private Bag: where mail goes, not where the business is. */
  postal?: boolean;
  suburb?: string;
  /** The state, territory, province or county, where the text writes one. */
  state: string;
  postcode: string;
  /** The country whose form it was read in (absent: Australia). */
  country?: Region;
  /** What the address lacks to be read in full: `postcode`, only part of one was written (`ST1`). */
  incomplete?: 'postcode';
}

/** Addresses kept per page. */
const KEEP = 8;
/** Characters looked at beside a postcode for the street and the town. */
const STREET_WINDOW = 80;
/** Postcodes looked at per page: a page repeating one thousands of times costs no more than this. */
const ADDRESS_MATCHES = 200;

/** How a country writes the end of an address, from Google's address data. */
interface Form {
  /** The postcode before the town (`10117 Berlin`). */
  postcodeFirst: boolean;
  /** A state right before the postcode (`VIC 3000`, `GA 30009`): required, as the country writes it. */
  stateFirst: boolean;
}
const forms = new Map<Region, Form>();
function formOf(country: Region): Form {
  let form = forms.get(country);
  if (!form) {
    // Letters in the places of the town (C), state (S) and postcode (Z): where the country's format puts each.
    const lines = formatAddress({
      postalCountry: country,
      addressLines: ['A'],
      locality: 'C',
      administrativeArea: 'S',
      postalCode: 'Z',
    }).join('\n');
    form = { postcodeFirst: lines.indexOf('Z') < lines.indexOf('C'), stateFirst: /S Z/.test(lines) };
    forms.set(country, form);
  }
  return form;
}

/** The states a country writes before its postcode, as its post writes them. */
const STATES: Partial<Record<Region, RegExp>> = {
  AU: new RegExp(`(?:^|[\\s,])(${AU_STATES}),?\\s{1,3}$`),
  US: new RegExp(`(?:^|[\\s,])(${US_STATES}),?\\s{1,3}$`),
  CA: new RegExp(`(?:^|[\\s,])(${CA_PROVINCES}),?\\s{1,3}$`),
};

/** A word that may be a postcode or its first half (with a digit; checked below), and the word after it (`1LW`, and the Netherlands' `DA` of `3901 DA`). */
const CANDIDATE = /\b([A-Z\d]{2,8})\b(?=([ -][A-Z\d]{2,4}\b)?)/g;
/** The first half of a postcode written in letters and digits (`ST1`, `M5V`, `D02`): not a postcode alone. */
const PART = /^[A-Z]{1,2}\d{1,2}[A-Z]?$/;

const STREET_TYPES =
  'Street|St|Road|Rd|Avenue|Ave|Parade|Pde|Highway|Hwy|Drive|Dr|Lane|Ln|Place|Pl|Court|Ct|Crescent|Cres|Boulevard|Blvd|Terrace|Tce|Way|Close|Cl|Grove|Gr|Circuit|Cct|Esplanade|Esp|Square|Sq|Parkway|Pkwy|Trail|Trl|Circle|Cir|Loop|Pike|Plaza|Plz|Alley|Ridge|Row|Walk|Mews|Quay|Wharf|Rise|Green|Gardens|Gdns';
/** A place's name: one to three capitalised words (`Stoke-on-Trent`, `St Kilda`), and a district's number (`Dublin 2`). */
const NAME = `\\p{Lu}[\\p{L}'’.-]{1,30}(?:\\s\\p{Lu}[\\p{L}'’.-]{1,30}){0,2}`;
const TOWN = `${NAME}(?:\\s\\d{1,2})?`;
/**
 * In the window before a postcode: a street (its number and name when `numbered`; else one word, as in
 * `High Street`, so no words before it are taken for its name, after a numbered building's line, `5 Baffins Court,`) and type (and a direction, `King Street West`), the town, and a county after a comma where `county`.
 */
const streetBefore = (numbered: boolean, county: boolean) =>
  new RegExp(
    `${numbered ? `((?:(?:Suite|Level|Unit|Shop|Floor)\\s\\d{1,4}[A-Za-z]?,?\\s{1,3}){0,2}\\d{1,5}[A-Za-z]?(?:[-/]\\d{1,5})?)\\s((?:[NSEW]\\.?\\s)?${NAME})` : `((?:\\d{1,5}[A-Za-z]?\\s${NAME}\\s(?:${STREET_TYPES})\\b\\.?,\\s{0,3})?)(\\p{Lu}[\\p{L}'’.-]{1,30})`}\\s((?:${STREET_TYPES})\\b(?:\\.?\\s(?:North|South|East|West|[NSEW])\\b)?)\\.?,?\\s{1,3}(${TOWN})${county ? `(?:,\\s{0,3}(${NAME}))?` : '()'},?\\s{0,3}$`,
    'u',
  );
const STREET = { numbered: streetBefore(true, false), county: streetBefore(true, true), unnumbered: streetBefore(false, true) };
/** In the window before a postcode: a PO Box, GPO Box, Locked Bag or Private Bag and its number, then the suburb. */
const POSTAL =
  /\b((?:P\.?\s?O\.?\s?|GPO\s)Box|Locked\sBag|Private\sBag)\s(\d{1,6}),?\s{1,3}([A-Z][A-Za-z'’-]{1,30}(?:\s[A-Z][A-Za-z'’-]{1,30}){0,2}),?\s{0,3}$/i;
/** A suburb or town alone before a postcode. */
const SUBURB = new RegExp(`(${TOWN}),?\\s{0,3}$`, 'u');
/** Where the postcode comes first (`10117 Berlin`): the street before it, its number after its name (`Friedrichstraße 123`, `Unter den Linden 77`), */
const STREET_THEN_NUMBER = /(\p{Lu}[\p{L}'’-]{1,40}\.?(?:\s[\p{L}'’-]{1,30}\.?){0,3})\s(\d{1,4}[a-z]?(?:[-/]\d{1,4}[a-z]?)?),?\s{0,3}$/u;
/** or its number first, as France writes it (`7 rue Coëtlogon`, `12 bis avenue de la Gare`). */
const NUMBER_THEN_STREET =
  /(\d{1,4}(?:\s?(?:bis|ter))?),?\s((?:rue|avenue|av\.|boulevard|bd|place|allée|chemin|quai|impasse|route|cours|passage|square)\s[\p{L}'’ -]{1,40}?),?\s{0,3}$/iu;
/**
 * A street word of the countries that write the number after the name, alone (`Werner Straße`) or
 * ending one word (`Germanenstr.`, `Achterkerkstraat`): the street's name starts there, not at the
 * words before it, which are the line before (`PromoNexus GmbH`, `Zahnarztpraxis`).
 */
const STREET_WORD =
  /^(?:straße|strasse|str\.|weg|allee|platz|gasse|ring|damm|ufer|chaussee|straat|laan|plein|gracht|kade|singel|dijk|steeg|markt)$/i;
const STREET_ENDING =
  /(?:straße|strasse|str\.|weg|allee|platz|gasse|ring|damm|ufer|chaussee|straat|laan|plein|gracht|kade|singel|dijk|steeg|markt)$/i;

/**
 * The street's own words of the name STREET_THEN_NUMBER read: from its street word (and the word
 * before a street word written alone), else its last word with the lower-case words and the one
 * capitalised word before them (`Unter den Linden`).
 */
function streetName(words: string[]): string {
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i] ?? '';
    if (STREET_WORD.test(w)) return words.slice(Math.max(0, i - 1)).join(' ');
    if (STREET_ENDING.test(w)) return words.slice(i).join(' ');
  }
  let from = words.length - 1;
  while (from > 0 && /^\p{Ll}/u.test(words[from - 1] ?? '')) from--;
  return words.slice(from > 0 && from < words.length - 1 ? from - 1 : from).join(' ');
}
/** and the town after it, one word (`Frankfurt am Main` is Frankfurt: the words after a town are as often the page's next line). */
const TOWN_AFTER = /^\s{1,3}(\p{Lu}[\p{L}'’-]{1,30})/u;

const windowBefore = (text: string, at: number) => text.slice(Math.max(0, at - STREET_WINDOW), at).replace(/\s+/g, ' ');

/** The postal addresses in `text`, in Australia's form and `region`'s (none for `null`), each once by postcode and street (at most KEEP). */
export function addressesIn(text: string, region: Region | null = 'AU'): Address[] {
  const found = new Map<string, Address>();
  // A page written for a country whose addresses the check does not read: none is guessed.
  if (region === null) return [];
  const candidates = candidatesIn(text);
  for (const country of region === 'AU' ? (['AU'] as const) : (['AU', region] as const))
    readIn(text, candidates, country, country === region, found);
  return [...found.values()];
}

/**
 * The addresses in `text` read in every country's form the check knows (each tagged with its country,
 * Australia's untagged), for the site's country, decided once every page is read, to choose from (`inForm`).
 */
export function addressesInEvery(text: string): Address[] {
  // The words that may be postcodes are found once, and each country's form reads them.
  const candidates = candidatesIn(text);
  return REGIONS.flatMap((country) => {
    const found = new Map<string, Address>();
    readIn(text, candidates, country, true, found);
    if (country === 'IE') withoutEircode(text, found);
    return [...found.values()];
  });
}

/** An Irish county as an address writes it (`Co. Mayo`, `County Mayo`), and an Eircode right after it (`, F20 AB12`). */
const COUNTY = /\b(?:Co\.?|County)\s(\p{Lu}[\p{L}'’-]{2,20})\b/gu;
const EIRCODE_AFTER = /^[,\s]{0,3}(?:Ireland[,\s]{0,3})?[A-Z]\d[\dW]\s?[A-Z\d]{4}\b/;
/**
 * Before a county: the town and a comma, the town one word (or two ending in City or Town: `Galway
 * City`), since the words before it are as often the business's name on the line above, and never a
 * direction (`North County Dublin` is an area, not an address); and the street before it, where one
 * is written with its number.
 */
const TOWN_BEFORE = new RegExp(
  `(?:(\\d{1,4}[A-Za-z]?\\s${NAME}(?:\\s(?:${STREET_TYPES})\\b\\.?)?),?\\s{1,3})?((?<!\\p{L})(?!(?:North|South|East|West|Mid)\\b)\\p{Lu}[\\p{L}'’-]{2,30}(?:\\s(?:City|Town))?),\\s{1,3}$`,
  'u',
);

/**
 * Irish addresses written without their Eircode (`Bangor, County Mayo, Ireland`), as most were before
 * 2015 and many still are: a town and a county is an address not written in full, never no address.
 * Each county found is looked at once, with the 80 characters before it.
 */
function withoutEircode(text: string, found: Map<string, Address>): void {
  const counties = new RegExp(COUNTY);
  let looked = 0;
  for (let m = counties.exec(text); m && found.size < KEEP && ++looked <= ADDRESS_MATCHES; m = counties.exec(text)) {
    if (EIRCODE_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 24))) continue;
    const town = TOWN_BEFORE.exec(windowBefore(text, m.index));
    if (!town?.[2]) continue;
    const address: Address = {
      ...(town[1] ? { street: clip(town[1], 80) } : {}),
      suburb: clip(town[2], 40),
      state: clip(m[0], 40),
      postcode: '',
      country: 'IE',
      incomplete: 'postcode',
    };
    const key = `${addressKey(address)}|part`;
    if (!found.has(key)) found.set(key, address);
  }
}

/** Of `every`, those read in Australia's form and `region`'s (none for `null`; half a postcode only in `region`'s), each once. */
export function inForm(every: readonly Address[], region: Region | null): Address[] {
  if (region === null) return [];
  const found = new Map<string, Address>();
  for (const a of every) {
    const country = a.country ?? 'AU';
    if (country !== region && (country !== 'AU' || a.incomplete)) continue;
    const key = `${addressKey(a)}${a.incomplete ? '|part' : ''}`;
    if (!found.has(key)) found.set(key, a);
  }
  return [...found.values()];
}

/** A word that may be a postcode (it has a digit), where it is, and the word after it. */
interface Candidate {
  at: number;
  word: string;
  next: string;
}

/** The words of `text` that may be postcodes, in order: one scan, whichever countries then read them. */
function candidatesIn(text: string): Candidate[] {
  const candidates: Candidate[] = [];
  const scan = new RegExp(CANDIDATE);
  for (let m = scan.exec(text); m; m = scan.exec(text)) {
    const [, word = '', next = ''] = m;
    if (/\d/.test(word)) candidates.push({ at: m.index, word, next });
  }
  return candidates;
}

/**
 * The postcode of `region` written last in the STREET_WINDOW characters before text[at], if any: what
 * a number shown right after an address is beside (`Walker Road Animal Hospital, 3577 Walker Road,
 * Windsor N8W 3S5, (519) 972-9000`), read whether or not the address around it is.
 */
export function postcodeBefore(text: string, at: number): string | undefined {
  let found: string | undefined;
  for (const { word, next } of candidatesIn(text.slice(Math.max(0, at - STREET_WINDOW), at))) {
    // Digits alone are as often a year or a price: only a postcode with letters (`N8W 3S5`, `WR1 1LW`) says where, in
    // whichever of our countries writes it (the page's own may not be decided yet: `+1` numbers are read as American first).
    if (!/[A-Z]/.test(word + next)) continue;
    const valid = (code: string) => REGIONS.some((country) => postcodeValidator(code, country));
    const postcode = next && valid(word + next) ? word + next : valid(word) ? word : undefined;
    if (postcode) found = postcode.replace(/\s/g, '');
  }
  return found;
}

/** The addresses in `country`'s form into `found`; incomplete ones only for the site's own country (`own`). */
function readIn(text: string, candidates: readonly Candidate[], country: Region, own: boolean, found: Map<string, Address>): void {
  const form = formOf(country);
  let looked = 0;
  // A postcode read is not read again as the start of another (`1LW` of `WR1 1LW`).
  let after = 0;
  for (const { at, word, next } of candidates) {
    if (found.size >= KEEP) break;
    if (at < after) continue;
    const postcode = next && postcodeValidator(word + next, country) ? word + next : postcodeValidator(word, country) ? word : undefined;
    // Half a postcode is a word like one's first half with no second half after it (`WR1 1LW` is another country's whole one).
    if (!postcode && !(own && !next && PART.test(word))) continue;
    if (postcode) after = at + postcode.length;
    const address = postcode ? addressAt(text, at, postcode, country, form) : incompleteAt(text, at, word, country);
    if (!address) continue;
    if (++looked > ADDRESS_MATCHES) break;
    const key = `${addressKey(address)}${address.incomplete ? '|part' : ''}`;
    if (!found.has(key)) found.set(key, address);
  }
}

/**
 * India's states and union territories, as India Post writes them: an Indian address names its state
 * beside its PIN code, before it (`Kerala, India. PIN:695102`, `Maharashtra – 411033`) or after it
 * (`Ahmedabad - 380015, Gujarat`), and six digits are a PIN only there.
 */
const IN_STATES =
  'Andhra Pradesh|Arunachal Pradesh|Assam|Bihar|Chhattisgarh|Goa|Gujarat|Haryana|Himachal Pradesh|Jharkhand|Karnataka|Kerala|Madhya Pradesh|Maharashtra|Manipur|Meghalaya|Mizoram|Nagaland|Odisha|Orissa|Punjab|Rajasthan|Sikkim|Tamil Nadu|Telangana|Tripura|Uttar Pradesh|Uttarakhand|West Bengal|Andaman and Nicobar Islands|Chandigarh|Dadra and Nagar Haveli and Daman and Diu|Delhi|New Delhi|Jammu and Kashmir|Ladakh|Lakshadweep|Puducherry|Pondicherry';
/** The state, the country and the PIN's label before it: `, Kerala, India. PIN:`, `Maharashtra – `. */
const IN_STATE_BEFORE = new RegExp(
  `(?:^|[\\s,])(${IN_STATES})(?:[,\\s]{1,3}India)?\\.?[\\s,–-]{0,4}(?:(?:PIN|Pin)\\s?(?:[Cc]ode)?\\s?[:.\\-–]?\\s?)?$`,
);
const IN_STATE_AFTER = new RegExp(`^[\\s,–-]{0,4}(${IN_STATES})\\b`);
/** A PIN's label and a dash before it with no state (`Ahmedabad - `, `Attingal PIN: `). */
const IN_PIN_LABEL = /[\s,–-]{0,4}(?:(?:PIN|Pin)\s?(?:[Cc]ode)?\s?[:.\-–]?\s?)?$/;
/** The part of an Indian address that is its street: a building's number, or a road's word. */
const IN_ROAD = /\b(?:Road|Rd|Street|St|Marg|Lane|Highway|NH)\b/;
const IN_STREET = new RegExp(`\\d|${IN_ROAD.source}`);
/** A building's number as an Indian address starts with it: `Shop No. 103`, `No.141`, `Plot 7`, `12`. */
const IN_BUILDING = /(?:\b(?:Shop|Flat|Office|Unit|Plot|House|Door|Suite|Block)\s(?:No\.?\s?)?|\bNo\.?\s?)?\d/i;
/** Characters looked at before an Indian PIN: its addresses run to many parts. */
const IN_WINDOW = 200;
/**
 * Where the text before an address ends: a sentence's full stop after a word of four small letters or
 * more (not `No. 142`, not `opp. Legacy Ivy`), a symbol or an emoji (`|`, `📍`), or a label ("Address:",
 * "Visit us at:").
 */
const SENTENCE_END =
  /(?:\p{Ll}{4,}[.!?]\s+|[|•·]\s*|\p{Extended_Pictographic}\s*|\b(?:Address|Addr|Location|Visit us(?: at)?|Find us(?: at)?)\s?:\s*)/gu;
/** A label right at the start ("Address No. 142/A"). */
const ADDRESS_LABEL = /^(?:Address|Addr)\s+/i;

/**
 * An Indian address ending at the PIN at text[at]: its state (before or after it), the town in the
 * part before, and its street, the nearest part before the town with a number or a road's word.
 */
function indianAddressAt(text: string, at: number, postcode: string): Address | undefined {
  let before = text.slice(Math.max(0, at - IN_WINDOW), at).replace(/\s+/g, ' ');
  const stated = IN_STATE_BEFORE.exec(before);
  const stateAfter = stated ? undefined : IN_STATE_AFTER.exec(text.slice(at + postcode.length, at + postcode.length + 60));
  const state = stated?.[1] ?? stateAfter?.[1];
  if (!state) return undefined;
  // A PIN with the state after it follows its town and a dash or comma (`Ahmedabad - 380015, Gujarat`), never a word in a sentence.
  if (!stated && !/[,–-]\s*(?:(?:PIN|Pin)\s?(?:[Cc]ode)?\s?[:.\-–]?\s?)?$/.test(before)) return undefined;
  before = stated ? before.slice(0, stated.index) : before.replace(IN_PIN_LABEL, '');
  // The address starts after the sentence before it ("… patient privacy.") and its label ("📍 Address").
  const sentence = [...before.matchAll(SENTENCE_END)].at(-1);
  const from = sentence ? (sentence.index ?? 0) + sentence[0].length : 0;
  const parts = before
    .slice(from)
    .replace(ADDRESS_LABEL, '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  // Else the window's first part is cut short where the text goes on before it.
  if (!sentence && at > IN_WINDOW) parts.shift();
  const town = parts.at(-1);
  if (!town || !/^\p{Lu}/u.test(town)) return undefined;
  // The street: from the first part with a number or a road's word to the first road (`No. 142/A, Alamcode Kilimanoor Road`).
  const first = parts.slice(0, -1).findIndex((p) => IN_STREET.test(p));
  const road = parts.slice(first, -1).findIndex((p) => IN_ROAD.test(p));
  const street =
    first < 0
      ? undefined
      : parts
          .slice(first, first + (road < 0 ? 1 : Math.min(road, 3) + 1))
          // Its first part from the building's number on ("… Dental Clinic Shop No. 103" is "Shop No. 103").
          .map((p, i) => (i === 0 ? p.slice(Math.max(0, IN_BUILDING.exec(p)?.index ?? 0)) : p))
          .join(', ');
  return { ...(street ? { street: clip(street, 80) } : {}), suburb: clip(town, 40), state, postcode, country: 'IN' };
}

/** The address whose postcode stands at text[at], in `country`'s form, or undefined where the text around it is not one. */
function addressAt(text: string, at: number, postcode: string, country: Region, form: Form): Address | undefined {
  const where = country === 'AU' ? {} : { country };
  if (country === 'IN') return indianAddressAt(text, at, postcode);
  let before = windowBefore(text, at);
  if (form.postcodeFirst) {
    const town = TOWN_AFTER.exec(text.slice(at + postcode.length, at + postcode.length + 40))?.[1];
    // France writes the number first, Germany and the Netherlands after the name: each reads its own way only.
    const numberFirst = country === 'FR' ? NUMBER_THEN_STREET.exec(before) : null;
    const nameFirst = country === 'FR' ? null : STREET_THEN_NUMBER.exec(before);
    const street = numberFirst
      ? `${numberFirst[1]} ${numberFirst[2]?.trim()}`
      : nameFirst && `${streetName((nameFirst[1] ?? '').split(' '))} ${nameFirst[2]}`;
    // Five digits and a word are a postcode and its town only after a street.
    return town && street ? { street: clip(street, 80), suburb: clip(town, 40), state: '', postcode, ...where } : undefined;
  }
  let state = '';
  if (form.stateFirst) {
    const s = STATES[country]?.exec(before);
    if (!s?.[1]) return undefined;
    state = s[1];
    before = before.slice(0, s.index + s[0].indexOf(s[1]));
  }
  const postal = POSTAL.exec(before);
  if (postal)
    return { street: clip(`${postal[1]} ${postal[2]}`, 40), postal: true, suburb: clip(postal[3] ?? '', 40), state, postcode, ...where };
  const letters = /[A-Z]/.test(postcode);
  const street =
    (form.stateFirst ? STREET.numbered : STREET.county).exec(before) ??
    (letters && !form.stateFirst ? STREET.unnumbered.exec(before) : null);
  if (street) {
    const read = streetOf(street);
    return { ...read, state: read.state || state, postcode, ...where };
  }
  // A postcode of digits alone, with no state before it, is one only after a street (`Kerikeri 0230` alone may be a year).
  if (!form.stateFirst && !letters) return undefined;
  const suburb = SUBURB.exec(before)?.[1];
  return { ...(suburb ? { suburb: clip(suburb, 40) } : {}), state, postcode, ...where };
}

/** A street and town whose postcode is only part of one (`High Street Stoke-on-Trent ST1`): an address not written in full. */
function incompleteAt(text: string, at: number, part: string, country: Region): Address | undefined {
  const before = windowBefore(text, at);
  const street = STREET.county.exec(before) ?? STREET.unnumbered.exec(before);
  if (!street) return undefined;
  return {
    ...streetOf(street),
    state: street[5] ? clip(street[5], 40) : '',
    postcode: part,
    incomplete: 'postcode',
    ...(country === 'AU' ? {} : { country }),
  };
}

/** The street, town and county a STREET pattern read (a sentence's full stop after the county is not its name's). */
const streetOf = (m: RegExpExecArray) => ({
  street: clip([m[1]?.trim(), m[2], m[3]].filter(Boolean).join(' '), 80),
  suburb: clip(m[4] ?? '', 40),
  state: clip((m[5] ?? '').replace(/\.$/, ''), 40),
});
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

/**
 * Whether an address is written as one country alone writes it: a postcode with letters (`WA2 8TX`,
 * `3901 DA`), a state before it (`TN 37127`), or a street and postcode in the order of a country that
 * writes the postcode first (`Werner Straße 84, 59368 Werne`): what the site's country is told by.
 */
export const distinctive = (a: Address) =>
  !a.incomplete && (/[A-Z]/i.test(a.postcode) || Boolean(a.state) || formOf(a.country ?? 'AU').postcodeFirst);

/** An address's identity: its postcode and, when known, its street (streetKey): two branches in one suburb are two addresses. */
export const addressKey = (a: Pick<Address, 'postcode' | 'street'>) => `${a.postcode}|${a.street ? streetKey(a.street) : ''}`;

/** An address as a person reads it, in its country's order: `Fitzroy VIC 3065`, `Worcester, Worcestershire WR1 1LW`, `10117 Berlin`. */
export function addressText(a: Address): string {
  const form = formOf(a.country ?? 'AU');
  const area = form.postcodeFirst
    ? [a.postcode, a.suburb]
    : form.stateFirst
      ? [a.suburb, a.state, a.postcode]
      : [[a.suburb, a.state].filter(Boolean).join(', '), a.postcode];
  return [a.street, area.filter(Boolean).join(' ')].filter(Boolean).join(', ');
}
