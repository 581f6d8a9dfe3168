/**
 * A business's phone numbers as a page shows them, read from its visible text in one linear pass:
 * phone-like runs (digits with spaces, brackets, dashes and a leading +, at most RUN_MAX characters)
 * are cut out first and only they are given to libphonenumber-js with its full metadata (`/max`: each
 * country's real number ranges, not only their lengths), whose own search over a whole text is far
 * from linear (seconds on 400 KB of hostile text). A run may hold a number and more digits ("(03)
 * 9123 4567 24 hours", two numbers side by side): its digit groups are tried as numbers from the
 * left, longest first, at most PARSES parses a page. A run labelled as a company number (ABN, ACN)
 * or a fax is left out: a fax line takes no calls.
 *
 * A number without its country code is read in the site's country (regions.ts): in Australia, New
 * Zealand, the UK and Ireland a national number starts with 0 (Australia's 13, 1300 and 1800 with
 * 1), so one written without (`345 678 901`, an ACN's shape) is not one, and a 0 number that is not
 * valid in the site's country is tried in the others of those four (a New Zealand restaurant whose
 * pages say nothing of their country still shows `09 401 4019`). North American numbers (`(770)
 * 335-3900`) start with any digit, so they are read only on a site whose country is the US or Canada.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { postcodeBefore } from './addresses.js';
import { type Region, REGIONS } from './regions.js';

export interface Phone {
  /** E.164, the number's identity: `+61391234567`. */
  number: string;
  /** As the site's country writes it: national format for its own numbers, international for the rest. */
  display: string;
  /** What the page says the number is for, right before it ("Office", "John", "After hours"), when it says more than "Phone". */
  label?: string;
  /** As the page wrote it (`03 9123 4567`), where it was read from the page's text: what its owner looks for to change it. */
  written?: string;
  /** Every place the page shows it as text is inside a `tel:` link: a visitor on a phone can tap it wherever it is. */
  tapped?: true;
  /**
   * Every place it is not tapped is inside a link with no address (`<a>` without href, a button a
   * script works): that link wants the `tel:` address, not a second link inside it (links do not nest).
   */
  inLink?: true;
  /** A postcode with letters written right before it (addresses.ts, `postcodeBefore`): the number of the place at that address. */
  beside?: string;
}

/** Countries whose national numbers start with a 0. */
const TRUNK_ZERO: Region[] = ['AU', 'NZ', 'GB', 'IE', 'DE', 'FR', 'NL', 'ZA', 'IN'];
/** Those a 0 number invalid in the site's country is tried in (Germany's ranges are so wide that a stray number of another country's would read as German). */
const TRUNK_ZERO_TRIED: Region[] = ['AU', 'NZ', 'GB', 'IE'];

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
/** "(fax)" or "fax" right after a number marks it; "Fax:" or "Fax 01905 723562" is the next number's label. */
const FAX_AFTER = /^\s*[([]?\s*(?:fax|facsimile)\b(?!\s*(?:no\.?|number|#)?\s*[:.\-–]?\s*[+(]?\d)/i;
/** Numbers and addresses kept per page. */
const KEEP = 8;
const isDigit = (c: number) => c >= 48 && c <= 57;
/** Characters a written phone number is made of, besides its digits (not the full stop, which ends sentences far more often). */
const isPhoneMark = (c: number) => c === 32 || c === 160 || c === 40 || c === 41 || c === 45 || c === 43;

/**
 * One number as written (`(03) 9123 4567`, `tel:+61391234567`), read in `region` (see the top of this
 * file), or undefined when it is not a valid one. `budget` counts the parses (one per country tried).
 */
export function phoneOf(written: string, region: Region | null = 'AU', budget = { parses: 4 }): Phone | undefined {
  // A tel: link's address may escape its spaces (`tel:+1%20(519)%20432-3300`), as a phone's dialler reads it.
  const number = written
    .replace(/^tel:/i, '')
    .replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .trim()
    .slice(0, 40);
  const firstDigit = /\d/.exec(number)?.[0];
  const northAmerica = region === 'US' || region === 'CA';
  // `null`: a page written for a country the check does not read: only numbers with their country code.
  const tried: (Region | undefined)[] = number.startsWith('+')
    ? [region ?? undefined]
    : region === null
      ? []
      : firstDigit === '0'
        ? [...new Set([region, ...TRUNK_ZERO_TRIED])].filter((r) => TRUNK_ZERO.includes(r))
        : northAmerica
          ? [region]
          : firstDigit === '1' && region === 'AU'
            ? ['AU']
            : [];
  for (const country of tried) {
    if (budget.parses-- <= 0) return undefined;
    const parsed = parsePhoneNumberFromString(number, country);
    if (parsed?.isValid())
      return { number: parsed.number, display: parsed.country === region ? parsed.formatNational() : parsed.formatInternational() };
  }
  return undefined;
}

/**
 * What the text right before a number says it is for: "Phone (Office):" gives Office, "After hours:"
 * After hours, "Mobile -" Mobile; nothing when it only says it is a phone number ("Contact us on:",
 * "Phone:"), the words of a label being at most the last two before the colon.
 */
// Letters of any language, so a label is whole words ("Münster Telefon", not "nster Telefon").
const LABEL = /(?:\(([\p{L}][\p{L} .'’-]{0,20})\)|(?<![\p{L}])([\p{L}][\p{L}/'’-]{0,20}(?: [\p{L}][\p{L}/'’-]{0,20})?))\s*[:\-–]\s*$/u;
/**
 * Words that say only that a number is a number, in the languages of the countries the check reads
 * ("Telephone/fax", "Ph/Fax": a line for both is a phone line; "Werne Telefon": the town that ends the
 * address above, then "Telefon").
 */
const GENERIC =
  /(?<![\p{L}])(?:ph|phone|tel|telephone|call|contact|us|p|t|number|enquiries|bookings?|on|at|now|today|or|telefon|telefonnummer|rufnummer|fon|tél|téléphone|numéro|telefoon|telefoonnummer|nummer)(?:\/fax)?$/iu;
/**
 * A number said to be someone else's line by a phrase before it: "an den Notdienst unter der
 * Telefonnummer:", "the emergency service on", "le cabinet de garde au": the word before the linking
 * word is what the number is for, where it is not itself a word for a phone.
 */
const FOR_WHOM =
  /([\p{L}]{4,}) (?:unter|an|über|on|at|via|au|sous|op|bij|onder)(?: (?:der|die|das|den|dem|the|our|la|le|les|de|het|un|une|ein|einer|einem))? [\p{L}]+\s*[:\-–]?\s*$/u;
function labelOf(before: string, cut: boolean, wider: string): string | undefined {
  // A window cut mid-word starts with the end of a word ("nster" of "Münster"): that part is no label's.
  const m = LABEL.exec(cut ? before.replace(/^\p{L}+/u, '') : before);
  const label = (m?.[1] ?? m?.[2])?.trim();
  if (label && !GENERIC.test(label)) return label;
  const whom = FOR_WHOM.exec(wider);
  return label && whom?.[1] && !GENERIC.test(whom[1]) && GENERIC.test(label) ? whom[1] : undefined;
}

/** The valid phone numbers in `text`, in order, each once (at most KEEP). */
export function phonesIn(text: string, region: Region | null = 'AU'): Phone[] {
  const found = new Map<string, Phone>();
  const budget = { parses: PARSES };
  let start = -1;
  let digits = 0;
  const end = (at: number) => {
    const before = start >= 0 ? text.slice(Math.max(0, start - LABEL_WINDOW), start) : '';
    if (start >= 0 && digits >= DIGITS_MIN && !NOT_A_PHONE.test(before)) {
      const label = labelOf(
        before,
        /\p{L}/u.test(text[start - LABEL_WINDOW - 1] ?? ''),
        text.slice(Math.max(0, start - 2 * LABEL_WINDOW), start),
      );
      for (const phone of numbersInRun(text, start, at, budget, region))
        if (!found.has(phone.number) && found.size < KEEP) {
          // Looked for before where the number is written (a run may start with a postcode's last digits, `3S5 +1 (519) …`).
          const beside = postcodeBefore(text, Math.max(start, text.indexOf(phone.written ?? '', start)));
          found.set(phone.number, { ...phone, ...(label && { label }), ...(beside && { beside }) });
        }
    }
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
 * Whether digits written without a country code or a leading 0 are grouped as North Americans write
 * a number ((770) 335-3900, 770.335.3900, 7703353900, 1 800 555 0199): any ten digits make a valid
 * US number, so a run of ZIP codes ("30350 30360") must not read as one.
 */
function northAmericanShape(written: string, groups: number[]): boolean {
  return /^\s*[+0]/.test(written) || NORTH_AMERICAN_GROUPS.has(groups.join(','));
}
const NORTH_AMERICAN_GROUPS = new Set(['10', '3,7', '3,3,4', '1,10', '1,3,3,4', '11']);

/**
 * The numbers in one run of digit groups (text[from, to)): from the leftmost group, the longest
 * stretch of groups that is a valid number, then on after it; a group that starts none is skipped.
 */
function numbersInRun(text: string, from: number, to: number, budget: { parses: number }, region: Region | null): Phone[] {
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
    while (stretch.length && total >= DIGITS_MIN && budget.parses > 0) {
      const last = stretch.at(-1) as { start: number; end: number };
      const written = text.slice(begin, last.end);
      const shaped = (region !== 'US' && region !== 'CA') || northAmericanShape(written, stretch.map(length));
      const phone = shaped ? phoneOf(written, region, budget) : undefined;
      if (phone) {
        // A number followed by "(fax)" takes no calls.
        if (!FAX_AFTER.test(text.slice(last.end, last.end + LABEL_WINDOW))) phones.push({ ...phone, written: written.trim() });
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

/**
 * The country most of these numbers belong to: one of the countries the check reads (regions.ts), or
 * `null` when it is another (+27 numbers on a South African page); undefined with no number.
 */
export function countryOfNumbers(phones: Phone[]): Region | null | undefined {
  const counts = new Map<string, number>();
  for (const p of phones) {
    const country = parsePhoneNumberFromString(p.number)?.country ?? '';
    counts.set(country, (counts.get(country) ?? 0) + 1);
  }
  const [most] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  return most === undefined ? undefined : (REGIONS.find((r) => r === most) ?? null);
}
