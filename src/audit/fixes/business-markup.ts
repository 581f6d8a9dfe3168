/**
 * The business markup a site lacks, filled in from what its pages show: the LocalBusiness JSON-LD
 * (the type its markup names, else LocalBusiness) with the name, phone and street address the check
 * read, and every property Google requires or recommends that the markup lacks. What no page shows
 * (the map pin, opening hours, price range) is a marked placeholder, never a guess.
 */
import type { Evidence, PasteFix } from '../findings/finding.js';
import { businessMarkupOf } from '../findings/local.js';
import { type Address, addressKey, addressText } from '../read/addresses.js';
import type { Phone } from '../read/nap.js';
import { fillIn } from '../../shared/words.js';

/** The value shown on the most pages, one list a page, and on how many (ties: the first page's). */
export function mostShown<T>(lists: T[][], key: (x: T) => string): { value: T; pages: number } | undefined {
  const counts = new Map<string, { value: T; pages: number }>();
  for (const list of lists)
    for (const value of new Map(list.map((x) => [key(x), x])).values()) {
      const seen = counts.get(key(value));
      counts.set(key(value), { value, pages: (seen?.pages ?? 0) + 1 });
    }
  return [...counts.values()].sort((a, b) => b.pages - a.pages)[0];
}

const originOf = (url: string) => `${new URL(url).origin}/`;

/** The JSON-LD block for the site's business, or undefined when its markup lacks nothing this fix can fill. */
export function businessMarkupFix(e: Evidence): PasteFix | undefined {
  const pages = e.site?.pages.map((p) => p.fetched.facts) ?? [e.start.facts];
  const b = businessMarkupOf(e);
  const phone: Phone | undefined = mostShown(
    pages.map((f) => [...f.phones, ...f.telLinks]),
    (p) => p.number,
  )?.value;
  const street: Address | undefined = mostShown(
    pages.map((f) => f.addresses.filter((a) => a.street && !a.postal)),
    addressKey,
  )?.value;
  const name = b?.name ?? pages.find((f) => f.siteName)?.siteName;
  const hasAddress = Boolean(b?.address && !b.address.text && b.address.street && b.address.postcode);
  const added: string[] = [];
  const node: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': b?.local ? b.type : 'LocalBusiness',
    name: name ?? fillIn('your business name'),
    url: originOf(e.start.page.url),
  };
  if (!b?.name) added.push('name');
  if (!b?.has.url) added.push('url');
  node.telephone = b?.telephone?.number ?? phone?.number ?? fillIn('your phone number, with its area code');
  if (!b?.telephone) added.push('telephone');
  if (!hasAddress) added.push('address');
  const a = hasAddress ? b?.address : street;
  node.address = {
    '@type': 'PostalAddress',
    streetAddress: a?.street ?? fillIn('your street address'),
    addressLocality: a?.suburb ?? fillIn('your suburb'),
    addressRegion: a?.state ?? fillIn('your state, such as VIC'),
    postalCode: a?.postcode ?? fillIn('your postcode'),
    // The check reads Australian addresses (a state and postcode): the country is read with them.
    addressCountry: a ? 'AU' : fillIn('your country, as AU'),
  };
  if (!b?.has.geo) {
    added.push('geo');
    node.geo = { '@type': 'GeoCoordinates', latitude: fillIn('latitude of your door, from Google Maps'), longitude: fillIn('longitude') };
  }
  if (!b?.has.openingHours) {
    added.push('openingHoursSpecification');
    node.openingHoursSpecification = [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [fillIn('the days you open, such as Monday')],
        opens: fillIn('opening time, as 07:00'),
        closes: fillIn('closing time, as 17:00'),
      },
    ];
  }
  if (!b?.has.priceRange) {
    added.push('priceRange');
    node.priceRange = fillIn('$, $$, $$$ or $$$$');
  }
  if (!added.length) return undefined;
  const read = [
    name && `the name ${name}`,
    phone && !b?.telephone && `the phone ${phone.display}`,
    street && !hasAddress && `the address ${addressText(street)}`,
  ]
    .filter(Boolean)
    .join(', ');
  return {
    title: b ? `Your ${b.type} markup, filled in` : 'Business markup for your home page',
    where: `${
      b
        ? `Replace the JSON-LD block in your home page that describes your ${b.type} with this one: it keeps what your markup says and adds ${added.join(', ')}. If your block has other properties (such as sameAs or logo), keep them too.`
        : 'Paste this into the <head> of your home page.'
    }${read ? ` Built from what your pages show: ${read}.` : ''} Fill in the marked values, then test it with Google's Rich Results Test.`,
    text: `<script type="application/ld+json">\n${JSON.stringify(node, null, 2)}\n</script>`,
  };
}
