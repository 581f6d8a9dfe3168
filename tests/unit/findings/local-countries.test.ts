/**
 * Local outside Australia (issue 81): addresses read in the form of the country they are written in
 * (postcode-validator's postcodes, Google's address formats), an address with half a postcode said as
 * incomplete, never as none, the markup fix filled for a British site, and tap-to-call judged where a
 * number shows, not by whether the page links it somewhere.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { addressesIn, addressText } from '../../../src/audit/read/addresses.js';
import { readPage } from '../../../src/audit/read/page-facts.js';
import { checkFacts } from '../../facts.js';
import { finding, fired, goodPage, goodSite, notPassed } from '../../fixtures/site-table.js';

const read = (text: string, region: Parameters<typeof addressesIn>[1]) =>
  addressesIn(text, region).map((a) => [addressText(a), a.street, a.suburb, a.state, a.postcode, a.country, a.incomplete]);

test('each country its own form: GB (town and county), IE (Eircode), NZ, US, CA and DE (postcode before the town)', () => {
  assert.equal(read('Home Contact 8 Sansome Walk, Worcester, Worcestershire, WR1 1LW Tel 01905 723561', 'GB'), [
    ['8 Sansome Walk, Worcester, Worcestershire WR1 1LW', '8 Sansome Walk', 'Worcester', 'Worcestershire', 'WR1 1LW', 'GB', undefined],
  ]);
  assert.equal(read('Find us at 12 Main Street, Dublin 2, Co. Dublin, D02 X285', 'IE'), [
    ['12 Main Street, Dublin 2, Co. Dublin D02 X285', '12 Main Street', 'Dublin 2', 'Co. Dublin', 'D02 X285', 'IE', undefined],
  ]);
  // Four digits are a New Zealand postcode only after a street: "since 2019" is a year.
  assert.equal(read('Open since 2019. Visit 3 Kerikeri Road, Kerikeri 0230', 'NZ'), [
    ['3 Kerikeri Road, Kerikeri 0230', '3 Kerikeri Road', 'Kerikeri', '', '0230', 'NZ', undefined],
  ]);
  assert.equal(read('Office: 1901 Lemur Ave, Sunnyvale, CA 94086. Open 9 to 5', 'US'), [
    ['1901 Lemur Ave, Sunnyvale CA 94086', '1901 Lemur Ave', 'Sunnyvale', 'CA', '94086', 'US', undefined],
  ]);
  assert.equal(read('200 King Street West, Toronto, ON M5H 3T4', 'CA'), [
    ['200 King Street West, Toronto ON M5H 3T4', '200 King Street West', 'Toronto', 'ON', 'M5H 3T4', 'CA', undefined],
  ]);
  // Five digits and a word are a postcode and its town only after a street and its number.
  assert.equal(read('Besuchen Sie uns: Friedrichstraße 123, 10117 Berlin. Über 12345 Kunden', 'DE'), [
    ['Friedrichstraße 123, 10117 Berlin', 'Friedrichstraße 123', 'Berlin', '', '10117', 'DE', undefined],
  ]);
  // Australia's form is read on every site; another country's only on its own.
  assert.equal(read('8 Sansome Walk, Worcester, WR1 1LW', 'AU'), []);
});

test('half a postcode is an incomplete address (what was found, what it lacks), not no address', () => {
  assert.equal(read('Plumbing and heating High Street Stoke-on-Trent ST1 Call us', 'GB'), [
    ['High Street, Stoke-on-Trent ST1', 'High Street', 'Stoke-on-Trent', '', 'ST1', 'GB', 'postcode'],
  ]);
  // A word like a postcode's first half with no street and town before it is nothing.
  assert.equal(read('Model ST1 in stock', 'GB'), []);
});

test('hostile text: postcodes and their halves repeated stay bounded', () => {
  assert.ok(addressesIn('High Street Stoke ST1 8 Sansome Walk, Worcester WR1 1LW '.repeat(3000), 'GB').length <= 8);
  assert.ok(addressesIn('3000 '.repeat(30_000), 'NZ').length === 0);
});

test('a page reads a number as tapped only where every place it shows it is inside a tel: link', async () => {
  const tapped = async (body: string) =>
    (await readPage(`<html lang="en-GB"><body>${body}</body></html>`)).phones.map((p) => [p.number, p.tapped ?? false]);
  const link = '<a href="tel:+441905723561">01905 723561</a>';
  assert.equal(await tapped(`<footer>${link}</footer>`), [['+441905723561', true]]);
  assert.equal(await tapped(`<header>Call us on 01905 723561</header><footer>${link}</footer>`), [['+441905723561', false]]);
  // A link whose text is not the number ("Call now") leaves the number shown beside it untapped.
  assert.equal(await tapped('<p>01905 723561 <a href="tel:+441905723561">Call now</a></p>'), [['+441905723561', false]]);
});

/** A British site whose home page says nothing of its country; its contact page dials +44 (the Worcester case of issue 81). */
const british = (footer: string) => {
  const page = (o: string, path: string, more = '') =>
    goodPage(o, path, {
      lang: '',
      markup: '',
      body: `<header>Call us on 01905 723561</header><h1>Worcester Plumbing ${path}</h1><h2>What we do</h2>${'<p>Boilers, bathrooms and leaks fixed across Worcestershire by our own engineers, with fixed prices agreed before we start.</p>'.repeat(10)}${more}<footer>${footer}</footer>`,
    });
  return goodSite({
    '/': (o) => page(o, '/'),
    '/about': (o) => page(o, '/about'),
    '/contact': (o) => page(o, '/contact', '<p>Ring <a href="tel:+441905723561">01905 723561</a></p>'),
  });
};

test('a British site: its footer address read whole, and the markup fix filled from it (no dollars)', async () => {
  const { result, findings } = await checkFacts(british('8 Sansome Walk, Worcester, Worcestershire, WR1 1LW'), {
    origin: 'https://worcester-plumbing.example',
  });
  assert.equal(
    result.local?.addresses.map((a) => [a.text, a.street, a.pages]),
    [['8 Sansome Walk, Worcester, Worcestershire WR1 1LW', true, 3]],
  );
  const paste = finding(findings, 'local-business-markup').paste;
  const block = JSON.parse(/<script type="application\/ld\+json">\n([\s\S]*)\n<\/script>/.exec(paste?.text ?? '')?.[1] ?? '{}');
  assert.equal(block.address, {
    '@type': 'PostalAddress',
    streetAddress: '8 Sansome Walk',
    addressLocality: 'Worcester',
    addressRegion: 'Worcestershire',
    postalCode: 'WR1 1LW',
    addressCountry: 'GB',
  });
  assert.is(block.telephone, '+441905723561');
  assert.not.match(block.priceRange, /\$/);
  assert.not.match(paste?.where ?? '', /no street address/);
});

test('a street and town with half a postcode: said as incomplete, and Local is not "nothing to fix"', async () => {
  const { findings } = await checkFacts(british('Plumbing and heating High Street Stoke-on-Trent ST1'), {
    origin: 'https://stoke-plumbing.example',
  });
  const f = fired(findings, 'nap-address-incomplete', 'https://stoke-plumbing.example');
  assert.is(f.severity, 'improvement');
  assert.equal(f.urls, ['High Street, Stoke-on-Trent ST1 on /, /about, /contact: ST1 is only the first part of a postcode']);
  assert.ok(notPassed(findings).some((line) => line.startsWith('nap-address-incomplete: ')));
});

test('tap-to-call by where the number shows: plain in the header is untapped though the page links it below', async () => {
  const { findings } = await checkFacts(british('8 Sansome Walk, Worcester, WR1 1LW'), { origin: 'https://worcester-plumbing.example' });
  const f = fired(findings, 'phone-not-tappable', 'https://worcester-plumbing.example');
  // The contact page links the number, and still shows it plain in its header.
  assert.equal(f.urls, ['/: 01905 723561', '/about: 01905 723561', '/contact: 01905 723561']);
});

test.run();
