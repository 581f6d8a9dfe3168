/**
 * The country a site's phone numbers and addresses are written for, from what the site says: the
 * country its business markup names, the region of its language (`en-NZ`), its host's country code
 * (`.co.nz`), or, when it says none of these, the country its numbers belong to. The check knows the
 * numbering plans of every country (libphonenumber-js) and the address forms of the countries its
 * prospects come from (addresses.ts).
 */
import { COUNTRIES_READ } from '../../shared/countries.js';

/** The countries whose national phone numbers and postal addresses the check reads without a country code (src/shared/countries.ts). */
export type Region = keyof typeof COUNTRIES_READ;

export const REGIONS = Object.keys(COUNTRIES_READ) as readonly Region[];

/** Where the site's own signals say nothing: the agency's own country. */
export const DEFAULT_REGION: Region = 'AU';

/**
 * What said a page's country, strongest first: its business markup's address, the country its numbers
 * dial where they are written with their country code (its `tel:` links', its text's), its host's
 * country code, its language's region, the country of the addresses it shows whose form only one
 * country writes (a postcode with letters, `WA2 8TX`, or a state before it, `TN 37127`), the country
 * the language its text is in where that is one country's of ours (German text with no `lang`, or under
`lang="en"`: text-language.ts), the country most of its numbers belong to, and last the agency's own
(nothing said it). The text's language comes after the postcode: French is written in Canada too,
and `H2X 1Y4` says which; it comes before the numbers, which are read in a guessed country until then
(`02389 4754` is valid in Germany and in Australia).
 */
export const REGION_SOURCES = ['markup', 'dialled', 'host', 'lang', 'postcode', 'text', 'numbers', 'default'] as const;
export type RegionSource = (typeof REGION_SOURCES)[number];

/** The language tag a page written for a country is usually marked with (`lang="en-GB"`). */
export const LANG_OF: Record<Region, string> = {
  AU: 'en-AU',
  NZ: 'en-NZ',
  GB: 'en-GB',
  IE: 'en-IE',
  US: 'en-US',
  CA: 'en-CA',
  DE: 'de-DE',
  FR: 'fr-FR',
  NL: 'nl-NL',
  ZA: 'en-ZA',
  IN: 'en-IN',
};

/** Names and codes a site writes a country as (schema.org's addressCountry: an ISO 3166-1 code, or a name). */
const COUNTRY_NAMES: Record<string, Region> = {
  au: 'AU',
  aus: 'AU',
  australia: 'AU',
  nz: 'NZ',
  nzl: 'NZ',
  'new zealand': 'NZ',
  'aotearoa new zealand': 'NZ',
  gb: 'GB',
  gbr: 'GB',
  uk: 'GB',
  'united kingdom': 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  ie: 'IE',
  irl: 'IE',
  ireland: 'IE',
  us: 'US',
  usa: 'US',
  'united states': 'US',
  'united states of america': 'US',
  ca: 'CA',
  can: 'CA',
  canada: 'CA',
  de: 'DE',
  deu: 'DE',
  germany: 'DE',
  deutschland: 'DE',
  fr: 'FR',
  fra: 'FR',
  france: 'FR',
  nl: 'NL',
  nld: 'NL',
  netherlands: 'NL',
  'the netherlands': 'NL',
  nederland: 'NL',
  za: 'ZA',
  zaf: 'ZA',
  'south africa': 'ZA',
  in: 'IN',
  ind: 'IN',
  india: 'IN',
};

/** A country as written (`AU`, `Australia`, `United States`), or undefined when it is none of REGIONS. */
export function regionOfCountry(written: string | undefined): Region | undefined {
  return written ? COUNTRY_NAMES[written.trim().toLowerCase().replace(/\.$/, '')] : undefined;
}

/** Languages written in several countries of REGIONS, which say nothing of which (English, Māori, Irish, Welsh, Scottish Gaelic, Hindi). */
const OUR_LANGUAGES = new Set(['en', 'eng', 'mi', 'ga', 'cy', 'gd', 'hi']);
/** A language tag without a region that is one country's of REGIONS, as a page written there marks itself (`lang="de"`). */
const LANGUAGE_COUNTRY: Record<string, Region> = { de: 'DE', fr: 'FR', nl: 'NL', af: 'ZA' };

/**
 * The country a language tag names (`en-NZ`, `en_GB`): one of REGIONS; `null` for a page written for
 * another country (`zh-TW`, or a language such as `ko` spoken in none of ours), whose national numbers
 * and addresses the check does not read; undefined when the tag says no more than English.
 */
export function regionOfLang(lang: string | undefined): Region | null | undefined {
  const tag = /^([a-z]{2,3})(?:[-_]([a-z]{2})\b)?/i.exec(lang?.trim() ?? '');
  if (!tag) return undefined;
  const region = tag[2]?.toUpperCase();
  if (region) return (region === 'UK' ? 'GB' : REGIONS.find((r) => r === region)) ?? null;
  const language = (tag[1] ?? '').toLowerCase();
  return LANGUAGE_COUNTRY[language] ?? (OUR_LANGUAGES.has(language) ? undefined : null);
}

/** The country code ending a host name (`example.co.nz`), when it is one of REGIONS. */
export function regionOfHost(host: string): Region | undefined {
  const tld = /\.([a-z]{2})\.?$/i.exec(host)?.[1]?.toLowerCase();
  return tld === 'uk' ? 'GB' : REGIONS.find((r) => r.toLowerCase() === tld);
}

/** US states and the District of Columbia, as the postal service writes them. */
export const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY';
/** Australian states and territories. */
export const AU_STATES = 'VIC|NSW|QLD|SA|WA|TAS|NT|ACT';
/** Canadian provinces and territories. */
export const CA_PROVINCES = 'AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT';
