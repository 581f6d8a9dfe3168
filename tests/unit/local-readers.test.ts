/**
 * The Local readers on inputs no one here wrote: schema.org's own LocalBusiness examples (release
 * 30.0's schemaorg-all-examples.txt, CC BY-SA 3.0, THIRD_PARTY_NOTICES.md), Yoast's graph with its
 * `@id` references (tests/fixtures/local-markup.ts), references that loop, and text built to be slow.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { JsonLdReader } from '../../src/audit/read/json-ld.js';
import { addressesIn } from '../../src/audit/read/addresses.js';
import { phonesIn } from '../../src/audit/read/nap.js';
import { yoastGraph } from '../fixtures/local-markup.js';

const businessesIn = (...blocks: unknown[]) => {
  const reader = new JsonLdReader();
  for (const b of blocks) {
    const text = typeof b === 'string' ? b : JSON.stringify(b);
    reader.read(text, text.length);
  }
  return reader.data.businesses;
};

test("schema.org's #eg-0015: a LocalBusiness, its PostalAddress read, its number read as a number of the US state it names", () => {
  const [b] = businessesIn({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    address: { '@type': 'PostalAddress', addressLocality: 'Mexico Beach', addressRegion: 'FL', streetAddress: '3102 Highway 98' },
    description: 'A superb collection of fine gifts and clothing to accent your stay in Mexico Beach.',
    name: 'Beachwalk Beachwear & Giftware',
    telephone: '850-648-4200',
  });
  assert.equal(
    [b?.type, b?.local, b?.name, b?.address?.street, b?.address?.suburb, b?.telephone?.number],
    ['LocalBusiness', true, 'Beachwalk Beachwear & Giftware', '3102 Highway 98', 'Mexico Beach', '+18506484200'],
  );
});

test("schema.org's #eg-0004: a Restaurant is a LocalBusiness by the hierarchy (FoodEstablishment), with hours and price range", () => {
  const [b] = businessesIn({
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Sunnyvale',
      addressRegion: 'CA',
      postalCode: '94086',
      streetAddress: '1901 Lemur Ave',
    },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: '4', reviewCount: '250' },
    name: 'GreatFood',
    openingHours: ['Mo-Sa 11:00-14:30', 'Mo-Th 17:00-21:30', 'Fr-Sa 17:00-22:00'],
    priceRange: '$$',
    servesCuisine: ['Middle Eastern', 'Mediterranean'],
    telephone: '(408) 714-1489',
    url: 'http://www.greatfood.com',
  });
  assert.equal(
    [b?.type, b?.local, b?.has.openingHours, b?.has.priceRange, b?.address?.postcode],
    ['Restaurant', true, true, true, '94086'],
  );
});

test("schema.org's #eg-0396: a Service is an offer; the LocalBusiness is its provider", () => {
  const businesses = businessesIn({
    '@context': 'https://schema.org/',
    '@type': 'Service',
    serviceType: 'Weekly home cleaning',
    provider: { '@type': 'LocalBusiness', name: 'ACME Home Cleaning' },
    areaServed: { '@type': 'State', name: 'Massachusetts' },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Cleaning services',
      itemListElement: [{ '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'Window washing' } }],
    },
  });
  assert.equal(
    businesses.map((b) => [b.type, b.name]),
    [['LocalBusiness', 'ACME Home Cleaning']],
  );
});

test('types by the hierarchy, not the name: GovernmentService is no business, OnlineStore an Organization, a Yoast triple a Plumber', () => {
  assert.equal(businessesIn({ '@type': 'GovernmentService', name: 'Service Victoria' }), []);
  assert.equal(
    businessesIn({ '@type': 'OnlineStore', name: 'Shop' }).map((b) => [b.type, b.local]),
    [['OnlineStore', false]],
  );
  assert.equal(
    businessesIn({ '@type': 'EmergencyService', name: 'SES' }).map((b) => [b.type, b.local]),
    [['EmergencyService', true]],
  );
  assert.equal(
    businessesIn({ '@type': ['Organization', 'Place', 'Plumber'], name: 'P' }).map((b) => b.type),
    ['Plumber'],
  );
});

test("Yoast's graph: the address by @id and the telephone array are read", () => {
  const [b] = businessesIn(yoastGraph('https://fixture-plumbing.example'));
  assert.equal(
    [b?.type, b?.address?.street, b?.address?.postcode, b?.telephone?.display, b?.has.image],
    ['Plumber', '12 Smith Street', '3065', '(03) 9123 4567', true],
  );
});

test('a reference in a later block of the same page is followed', () => {
  const [b] = businessesIn(
    { '@type': 'Dentist', '@id': '#d', name: 'Smile', address: { '@id': '#addr' } },
    { '@type': 'PostalAddress', '@id': '#addr', streetAddress: '8 High Street', addressLocality: 'Kew', postalCode: '3101' },
  );
  assert.is(b?.address?.street, '8 High Street');
});

test('references that loop or lead nowhere end: no hang, no address made up', () => {
  const [b] = businessesIn({
    '@graph': [
      { '@type': 'Plumber', '@id': '#p', name: 'Loop', address: { '@id': '#a' } },
      { '@id': '#a', sameAs: { '@id': '#b' }, address: { '@id': '#b' } },
      { '@id': '#b', next: { '@id': '#a' } },
    ],
  });
  assert.equal(b?.address, { street: undefined, suburb: undefined, state: undefined, postcode: undefined, country: undefined });
  assert.equal(businessesIn({ '@type': 'Plumber', name: 'Self', address: { '@id': '#self' }, '@id': '#self' })[0]?.name, 'Self');
});

test('phones: ACN and ABN shapes, a fax, and a number followed by more digits', () => {
  const footer = 'Call (03) 9123 4567 24 hours · Fax: (03) 9123 4568 · ABN 12 345 678 901 · ACN 345 678 901 · 345 678 901';
  assert.equal(
    phonesIn(footer).map((p) => p.display),
    ['(03) 9123 4567'],
  );
  assert.equal(
    phonesIn('Ph/Fax (03) 9123 4567').map((p) => p.display),
    ['(03) 9123 4567'],
  );
  assert.equal(phonesIn('(03) 9123 4568 (fax)'), []);
  assert.equal(
    phonesIn('(03) 9123 4567 0412 345 678').map((p) => p.display),
    ['(03) 9123 4567', '0412 345 678'],
  );
});

test('hostile text: long runs of digit groups stay bounded and end', () => {
  const found = phonesIn('0 3 9 1 2 3 4 5 6 7 '.repeat(12_000));
  assert.ok(found.length <= 8);
});

test('addresses: a PO Box is postal; two streets in one postcode stay two', () => {
  const found = addressesIn('12 Smith Street, Fitzroy VIC 3065 · 200 Brunswick St, Fitzroy VIC 3065 · PO Box 123, Collingwood VIC 3066');
  assert.equal(
    found.map((a) => [a.street, a.postal ?? false]),
    [
      ['12 Smith Street', false],
      ['200 Brunswick St', false],
      ['PO Box 123', true],
    ],
  );
});

test.run();
