/**
 * Google's rules for business markup, from its LocalBusiness page
 * (https://developers.google.com/search/docs/appearance/structured-data/local-business): what it
 * requires of a LocalBusiness (a name and an address, a PostalAddress), what it recommends (the
 * properties below this check reads; the restaurant ones, menu and servesCuisine, and reviews are not
 * checked; the address's parts, "as many properties as possible"), and what is only our advice. An
 * Organization type that is not a LocalBusiness is held to none of the LocalBusiness rules: Google's
 * Organization markup requires nothing, and recommends its telephone and url among others.
 */
import type { Business } from '../read/json-ld.js';

/** A property and what it does for the business, as the report lists it. */
export interface Advice {
  property: string;
  does: string;
}

/** Google's recommended LocalBusiness properties this check reads, with what each does in its local results. */
const RECOMMENDED: { property: 'telephone' | 'url' | 'openingHours' | 'geo' | 'priceRange'; does: string }[] = [
  { property: 'telephone', does: 'the number Google shows and calls from your business listing' },
  { property: 'url', does: 'the website your listing links to' },
  { property: 'openingHours', does: 'your opening hours, shown in Search and Maps' },
  { property: 'geo', does: 'the exact map pin for your premises (latitude and longitude)' },
  { property: 'priceRange', does: 'the price level shown beside your name ($ to $$$$)' },
];
/** The PostalAddress's parts: Google asks for "as many properties as possible". */
const ADDRESS_PARTS: [keyof NonNullable<Business['address']>, string, string][] = [
  ['street', 'streetAddress', 'the street and number, so the map pin is the door, not the suburb'],
  ['suburb', 'addressLocality', 'the suburb'],
  ['state', 'addressRegion', 'the state, province or region'],
  ['postcode', 'postalCode', 'the postcode'],
  ['country', 'addressCountry', 'the country, as its two-letter code (AU, NZ, US ...)'],
];

/** What Google requires of LocalBusiness markup and this node lacks: its name, and its address as a PostalAddress. */
export function missingRequired(b: Business): string[] {
  if (!b.local) return [];
  const missing: string[] = [];
  if (!b.name) missing.push('its name');
  if (!b.address) missing.push('its address (a PostalAddress)');
  else if (b.address.text) missing.push('its address as a PostalAddress (it is plain text)');
  return missing;
}

/** What Google recommends and the node lacks (for an Organization: the address and telephone its Organization page recommends). */
export function missingRecommended(b: Business): Advice[] {
  const listed = b.local ? RECOMMENDED : RECOMMENDED.filter((r) => r.property === 'telephone' || r.property === 'url');
  const missing: Advice[] = listed
    .filter(({ property }) => (property === 'telephone' ? !b.telephone : !b.has[property]))
    .map(({ property, does }) => ({ property: property === 'openingHours' ? 'openingHoursSpecification' : property, does }));
  const a = b.address;
  if (a && !a.text)
    for (const [part, property, does] of ADDRESS_PARTS) if (!a[part]) missing.push({ property: `address.${property}`, does });
  return missing;
}

/** Our own advice, beyond Google's lists. */
export function suggested(b: Business): Advice[] {
  const advice: Advice[] = [];
  if (!b.local)
    advice.push({
      property: 'a LocalBusiness type',
      does: 'the type, named for your trade, that Google reads your address, hours and map pin from for local results',
    });
  if (!b.has.image) advice.push({ property: 'image', does: 'a photo or logo of the business to go with its details' });
  return advice;
}

/** "Google requires: ...", "Google recommends: ...", "We suggest: ...": whose rule a markup finding states. */
export const label = {
  requires: (s: string) => `Google requires: ${s}`,
  recommends: (s: string) => `Google recommends: ${s}`,
  suggest: (s: string) => `We suggest: ${s}`,
};
/** "an Organization", "a Plumber". */
export const article = (type: string) => `${/^[AEIOU]/.test(type) ? 'an' : 'a'} ${type}`;
