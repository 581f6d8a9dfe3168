/**
 * Finds contact details written into copy. Every phone number and email address a visitor sees comes
 * from data/site.ts, so one in page data that is not the site's own is a stale or copied-in value
 * that an owner changing data/site.ts would never see.
 */
import { site } from '../../data/site.js';
import { stringsIn } from './strings.js';

/**
 * Phone-like: 8 to 15 digits in groups split by spaces, dashes or brackets, optionally after '+':
 * '(03) 5550 1234', '+61 3 5550 1234', '1300 123 456', '0400 000 000', '+61355501234'.
 * A digit glued to a letter, '%', '$', '.', ',' or '/' neither starts nor ends a match, so figures
 * ('$2.4M', '2.9 billion', '10,000', '47%', '1024-1440px', '45K+') and short numbers (years) never count.
 */
const phoneLike = /(?<![\w$.,/])\+?(?:\(\d+\)|\d)[\d\s()-]*\d(?![\w%])/g;
const emailLike = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi;
/** '2019-2024' and '2019 2024' are year ranges, not phone numbers. */
const yearRange = /^(?:19|20)\d\d[\s-]+(?:19|20)\d\d$/;

const digitsOf = (s: string) => s.replace(/\D/g, '');

/** The numbers and addresses data/site.ts holds: the agency's phone (shown and dialled), ABN, the regulator's line ... */
const siteStrings = stringsIn(site).map((s) => s.text);
const own = {
  numbers: new Set(siteStrings.flatMap((s) => [...s.matchAll(phoneLike)].map(([m]) => digitsOf(m)))),
  emails: new Set(siteStrings.flatMap((s) => [...s.matchAll(emailLike)].map(([m]) => m.toLowerCase()))),
};

/** The phone numbers and email addresses in `text` that data/site.ts does not hold, described for a problem line. */
export function strayContactDetails(text: string): string[] {
  const found: string[] = [];
  for (const [match] of text.matchAll(phoneLike)) {
    const digits = digitsOf(match);
    if (digits.length >= 8 && digits.length <= 15 && !own.numbers.has(digits) && !yearRange.test(match))
      found.push(`phone number '${match}'`);
  }
  for (const [match] of text.matchAll(emailLike)) if (!own.emails.has(match.toLowerCase())) found.push(`email address '${match}'`);
  return found;
}

/** Walks every string of a piece of content and reports each contact detail that is not the site's. */
export function contactDetailProblems(where: string, content: unknown): string[] {
  return stringsIn(content).flatMap(({ at, text }) =>
    strayContactDetails(text).map(
      (found) => `${where}: ${at} contains the ${found}, which is not in data/site.ts; use the site's fact (e.g. site.phone, site.email)`,
    ),
  );
}
