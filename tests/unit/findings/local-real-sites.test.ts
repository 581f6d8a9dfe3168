/**
 * Local, as Google's rules and real sites are (issue 67): each test is a realistic local site, judged
 * from its facts (tests/facts.ts), that once made the report say something false, and asserts the sentences a reader now
 * sees. Google's rules: https://developers.google.com/search/docs/appearance/structured-data/local-business
 * (required: name, address; recommended: telephone, url, geo, openingHoursSpecification, priceRange ...).
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkFacts, judgeSite } from '../../facts.js';
import { finding, fired, goodPage, goodSite } from '../../fixtures/site-table.js';
import { yoastGraph } from '../../fixtures/local-markup.js';
import type { LocalFacts } from '../../../src/audit/index.js';
import { AuditLocalSection } from '../../../src/views/pages/AuditLocalSection.js';

/** The report's Local section as a reader sees it: its text, tags taken out. */
const sectionText = (local: LocalFacts | undefined) =>
  renderToString(createElement(AuditLocalSection, { local: local ?? null }))
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/’/g, "'")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

const WORDS =
  '<p>Licensed plumbers for homes and small businesses across Melbourne, with honest quotes and tidy work on every job we take on.</p>';
/** A page with `markup` as its JSON-LD and `footer` in its footer, after enough words to pass the content checks. */
const page =
  (footer: string, markup?: (o: string) => string, more = '', links = '<a href="/about">About us</a> <a href="/contact">Contact</a>') =>
  (o: string, path: string) =>
    goodPage(o, path, {
      links,
      ...(markup ? { markup: markup(o) } : {}),
      body: `<h1>Fixture Plumbing ${path}</h1><h2>What we do</h2>${WORDS.repeat(10)}${more}<footer>${footer}</footer>`,
    });
const FOOTER = 'Call <a href="tel:+61391234567">(03) 9123 4567</a> · 12 Smith Street, Fitzroy VIC 3065';
const site3 = (p: (o: string, path: string) => string) =>
  goodSite({ '/': (o) => p(o, '/'), '/about': (o) => p(o, '/about'), '/contact': (o) => p(o, '/contact') });

test('schema.org Service is an offer, not a business: the site is told it has no LocalBusiness markup, not that a "Service" lacks an address', async () => {
  // Before: "Your Service markup lacks what Google requires: address (...)." (judged by the name's ending).
  const service = () =>
    JSON.stringify({ '@context': 'https://schema.org', '@type': 'Service', name: 'Blocked drains', serviceType: 'Plumbing' });
  const { findings } = await judgeSite(site3(page(FOOTER, service)));
  assert.equal(
    fired(findings, 'local-business-markup', '').message,
    'We suggest: your site shows a phone number and an address but has no LocalBusiness markup for Google to read them from.',
  );
});

test('OnlineStore is an Organization, not a local business: judged by what Google says of an Organization', async () => {
  // Before: "Your OnlineStore markup lacks what Google requires: address (...)."
  const store = () =>
    JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'OnlineStore',
      name: 'Fixture Plumbing Supplies',
      url: 'https://example.com/',
    });
  const { findings, result } = await checkFacts(site3(page(FOOTER, store)));
  const f = fired(findings, 'local-business-markup', '');
  assert.is(f.severity, 'improvement');
  assert.match(
    f.message,
    /^We suggest: your markup describes an OnlineStore, a kind of Organization that Google's local business rules do not cover/,
  );
  assert.equal(result.local?.markup?.missingRequired, []);
  assert.match(sectionText(result.local), "Google's local business rules (a name and an address required) do not apply to it.");
  assert.match(sectionText(result.local), 'We suggest: LocalBusiness markup');
});

test('a plain Organization is not judged by LocalBusiness rules', async () => {
  // Before: "Your Organization markup lacks what Google requires: address (a PostalAddress, or areaServed ...)." (a problem).
  const org = (o: string) =>
    JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Fixture Plumbing',
      url: `${o}/`,
      logo: `${o}/og.png`,
    });
  const { findings } = await judgeSite(site3(page(FOOTER, org)));
  const f = fired(findings, 'local-business-markup', '');
  assert.is(f.severity, 'improvement');
  assert.not.match(f.message, /requires/);
});

test("Yoast's graph, address by @id: the address is read, and the markup passes what Google requires", async () => {
  // Before: "Your Plumber markup lacks what Google requires: address (a PostalAddress, or areaServed ...)."
  const { findings, result } = await checkFacts(site3(page(FOOTER, yoastGraph)));
  const f = finding(findings, 'local-business-markup');
  assert.is(f.severity, 'improvement', f.message);
  assert.is(
    f.message,
    'Google recommends: your Plumber markup has what Google requires, but not priceRange (the price level shown beside your name ($ to $$$$)).',
  );
  assert.equal(result.local?.markup?.missingRequired, []);
  assert.is(finding(findings, 'nap-markup-mismatch').message, 'Your business markup gives the same phone and address as your pages.');
  const text = sectionText(result.local);
  assert.match(text, 'It has everything Google requires (a name and an address).');
  assert.match(text, 'Google recommends, and it lacks: priceRange : the price level shown beside your name ($ to $$$$)');
});

test('a footer with ABN, ACN and fax: one business phone, not three', async () => {
  // Before: nap-phones "Your site shows 3 different phone numbers ..." with (03) 4567 8901 (the ACN) and the fax.
  const footer = `${FOOTER} · Fax (03) 9123 4568 · ABN 12 345 678 901 · ACN 345 678 901`;
  const { findings, result } = await checkFacts(site3(page(footer)));
  assert.is(finding(findings, 'nap-phones').severity, 'passed');
  assert.equal(
    result.local?.phones.map((p) => p.display),
    ['(03) 9123 4567'],
  );
});

test('"Call (03) 9123 4567 24 hours": the number is found, and it is not a tap-to-call link', async () => {
  // Before: no phone found, and "Wherever your phone number appears, a visitor on a phone can tap it to call."
  const p = page('Call (03) 9123 4567 24 hours, 7 days · 12 Smith Street, Fitzroy VIC 3065');
  const { findings, result, site } = await checkFacts(site3(p));
  assert.equal(
    result.local?.phones.map((x) => x.display),
    ['(03) 9123 4567'],
  );
  assert.equal(fired(findings, 'phone-not-tappable', site.origin).urls.sort(), [
    '/: (03) 9123 4567',
    '/about: (03) 9123 4567',
    '/contact: (03) 9123 4567',
  ]);
});

test('a plumber with two branches in one suburb, one page each: no disagreement, two locations', async () => {
  // Before: nap-phones "Your site shows 3 different phone numbers for what looks like one business." and the two
  // Fitzroy addresses merged into one by their postcode.
  const branch = (street: string, tel: string, shown: string) => (o: string) =>
    JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Plumber',
      '@id': `${o}/#${tel}`,
      name: 'Fixture Plumbing',
      url: `${o}/`,
      telephone: tel,
      address: {
        '@type': 'PostalAddress',
        streetAddress: street,
        addressLocality: 'Fitzroy',
        addressRegion: 'VIC',
        postalCode: '3065',
        addressCountry: 'AU',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -37.8, longitude: 144.98 },
      priceRange: '$$',
      openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday'], opens: '07:00', closes: '17:00' }],
      image: `${o}/og.png`,
      description: shown,
    });
  const links =
    '<a href="/about">About us</a> <a href="/locations/smith-street">Smith Street</a> <a href="/locations/brunswick-street">Brunswick Street</a>';
  const main = page('Call <a href="tel:+61391234567">(03) 9123 4567</a>', undefined, '', links);
  const smith = page(FOOTER.replace('Call', 'Smith Street branch:'), branch('12 Smith Street', '+61391234567', 'Smith'), '', links);
  const brunswick = page(
    'Brunswick Street branch: <a href="tel:+61394170000">(03) 9417 0000</a> · 200 Brunswick Street, Fitzroy VIC 3065 · Head office <a href="tel:+61391234567">(03) 9123 4567</a>',
    branch('200 Brunswick Street', '+61394170000', 'Brunswick'),
    '',
    links,
  );
  const { findings, result } = await checkFacts(
    goodSite({
      '/': (o) => main(o, '/'),
      '/about': (o) => main(o, '/about'),
      '/locations/smith-street': (o) => smith(o, '/locations/smith-street'),
      '/locations/brunswick-street': (o) => brunswick(o, '/locations/brunswick-street'),
    }),
  );
  for (const id of ['nap-phones', 'nap-addresses', 'nap-markup-mismatch'])
    assert.is(finding(findings, id).severity, 'passed', `${id}: ${finding(findings, id).message}`);
  assert.is(result.local?.locations, 2);
  assert.equal(result.local?.addresses.map((a) => a.text).sort(), [
    '12 Smith Street, Fitzroy VIC 3065',
    '200 Brunswick Street, Fitzroy VIC 3065',
  ]);
});

test('a PO Box is a postal address, not a second street address', async () => {
  // Before: nap-addresses "Your site shows 2 different addresses ..." naming "Collingwood VIC 3066".
  const p = page(`${FOOTER} · Post: PO Box 123, Collingwood VIC 3066`);
  const { findings, result } = await checkFacts(site3(p));
  assert.is(finding(findings, 'nap-addresses').severity, 'passed');
  assert.equal(
    result.local?.addresses.map((a) => a.text),
    ['12 Smith Street, Fitzroy VIC 3065'],
  );
  assert.match(
    sectionText(result.local),
    'Postal address (PO Box 123, Collingwood VIC 3066): where mail goes, not counted as a second address.',
  );
});

test("markup with a street address the pages never show (the agency's own case): said, not passed", async () => {
  // Before: "Your business markup gives the same phone and postcode as your pages." (postcodes alone compared).
  const agency = (o: string) =>
    JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      name: 'Fixture Digital',
      url: `${o}/`,
      telephone: '+61391234567',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Level 5, 100 Collins Street',
        addressLocality: 'Melbourne',
        addressRegion: 'VIC',
        postalCode: '3000',
        addressCountry: 'AU',
      },
    });
  const p = page('Call <a href="tel:+61391234567">(03) 9123 4567</a> · Melbourne VIC 3000', agency);
  const { findings, site } = await judgeSite(site3(p));
  assert.equal(fired(findings, 'nap-markup-mismatch', site.origin).urls, [
    'markup street address Level 5, 100 Collins Street, Melbourne VIC 3000, but no page shows a street address (your pages show Melbourne VIC 3000)',
  ]);
});

test('markup with no address and no phone: no pass saying they match the pages', async () => {
  // Before: "Your business markup gives the same phone and postcode as your pages."
  const bare = (o: string) =>
    JSON.stringify({ '@context': 'https://schema.org', '@type': 'Plumber', name: 'Fixture Plumbing', url: `${o}/` });
  const { findings } = await judgeSite(site3(page(FOOTER, bare)));
  assert.not.ok(
    findings.some((f) => f.id === 'nap-markup-mismatch'),
    'not judged',
  );
  assert.is(
    finding(findings, 'local-business-markup').message,
    'Google requires: your Plumber markup lacks its address (a PostalAddress).',
  );
});

test.run();
