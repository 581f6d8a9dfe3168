/**
 * Local: the business's name, address and phone across its pages and in its markup, judged from the
 * facts of local sites (tests/facts.ts): one consistent business, one with two numbers and two postcodes, a branch list of
 * three genuine locations, a number that is not a tap-to-call link, markup that disagrees with the
 * pages, markup missing its address, and no markup at all.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkFacts, judgeSite } from '../../facts.js';
import { finding, fired, fixtureBusiness, given, goodPage, goodSite, notPassed } from '../../fixtures/site-table.js';

const IDS = ['local-business-markup', 'nap-phones', 'nap-addresses', 'phone-not-tappable', 'nap-markup-mismatch'];
const WORDS =
  '<p>Licensed plumbers for homes and small businesses across Melbourne, with honest quotes and tidy work on every job we take on.</p>';
/** A page whose footer shows `footer`, after enough words to pass the content checks. */
const page =
  (footer: string, more = '', links = '<a href="/about">About us</a> <a href="/contact">Contact</a>') =>
  (o: string, path: string) =>
    goodPage(o, path, {
      links,
      body: `<h1>Fixture Plumbing ${path}</h1><h2>What we do</h2>${WORDS.repeat(10)}${more}<footer>${footer}</footer>`,
    });
const FOOTER = 'Call <a href="tel:+61391234567">(03) 9123 4567</a> · 12 Smith Street, Fitzroy VIC 3065';

test('one name, address and phone everywhere, with full markup: every local check passes', async () => {
  const p = page(FOOTER);
  const { findings, result } = await checkFacts(
    goodSite({ '/': (o) => p(o, '/'), '/about': (o) => p(o, '/about'), '/contact': (o) => p(o, '/contact') }),
  );
  for (const id of IDS) assert.is(finding(findings, id).severity, 'passed', id);
  assert.equal(notPassed(findings), []);
  assert.equal(
    result.local?.phones.map((x) => [x.display, x.pages, x.markup]),
    [['(03) 9123 4567', 3, true]],
  );
  assert.equal(
    result.local?.addresses.map((x) => [x.text, x.pages, x.markup]),
    [['12 Smith Street, Fitzroy VIC 3065', 3, true]],
  );
  assert.is(result.local?.name, 'Fixture Plumbing');
  assert.equal(result.local?.markup, { type: 'Plumber', local: true, missingRequired: [], missingRecommended: [], suggested: [] });
});

test('two phone numbers and two postcodes across the pages: each variant named with where it appears', async () => {
  const p = page(FOOTER);
  const contact = page('Call <a href="tel:0391234568">(03) 9123 4568</a> · 40 Wellington Street, Collingwood VIC 3066');
  const { findings, site, result } = await checkFacts(
    goodSite({ '/': (o) => p(o, '/'), '/about': (o) => p(o, '/about'), '/contact': (o) => contact(o, '/contact') }),
  );
  assert.equal(fired(findings, 'nap-phones', site.origin), {
    severity: 'improvement',
    message: 'Your site shows 2 different phone numbers for what looks like one business.',
    urls: ['(03) 9123 4567 on 2 pages', '(03) 9123 4568 on /contact'],
  });
  assert.equal(fired(findings, 'nap-addresses', site.origin).urls, [
    '12 Smith Street, Fitzroy VIC 3065 on 2 pages',
    '40 Wellington Street, Collingwood VIC 3066 on /contact',
  ]);
  assert.is(result.local?.phoneVariants, 2);
});

test('a branch list of three locations, each with its own number, is told apart: no inconsistency', async () => {
  const branches = [
    ['0391234567', '(03) 9123 4567', '12 Smith Street, Fitzroy VIC 3065'],
    ['0395551234', '(03) 9555 1234', '8 High Street, Kew VIC 3101'],
    ['0398765432', '(03) 9876 5432', '250 Nepean Highway, Frankston VIC 3199'],
  ]
    .map(([tel, shown, address]) => `<li><h3>Branch</h3><p>${address}</p><p><a href="tel:${tel}">${shown}</a></p></li>`)
    .join('');
  const p = page(FOOTER);
  const locations = page(FOOTER, `<h2>Our locations</h2><ul>${branches}</ul>`);
  const { findings, result } = await checkFacts(
    goodSite({ '/': (o) => p(o, '/'), '/about': (o) => p(o, '/about'), '/contact': (o) => locations(o, '/contact') }),
  );
  for (const id of ['nap-phones', 'nap-addresses']) assert.is(finding(findings, id).severity, 'passed', id);
  assert.is(result.local?.locations, 3);
  assert.equal(notPassed(findings), []);
});

test('a phone number shown as text, not as a tap-to-call link, is named with its page', async () => {
  const p = page(FOOTER);
  const plain = page('Call (03) 9123 4567 · 12 Smith Street, Fitzroy VIC 3065');
  const { findings, site } = await judgeSite(
    goodSite({ '/': (o) => p(o, '/'), '/about': (o) => plain(o, '/about'), '/contact': (o) => p(o, '/contact') }),
  );
  assert.equal(fired(findings, 'phone-not-tappable', site.origin), {
    severity: 'improvement',
    message: '1 page shows your phone number as text a visitor on a phone cannot tap to call.',
    urls: ['/about: (03) 9123 4567'],
  });
});

test("a number on one page of copy (a regulator's, in a privacy policy) is not counted as the business's", async () => {
  const links = '<a href="/about">About us</a> <a href="/privacy-policy">Privacy</a>';
  const p = page(FOOTER, '', links);
  const privacy = page(FOOTER, '<p>You may complain to the regulator on 1300 363 992.</p>', links);
  const { findings } = await judgeSite(
    goodSite({ '/': (o) => p(o, '/'), '/about': (o) => p(o, '/about'), '/privacy-policy': (o) => privacy(o, '/privacy-policy') }),
  );
  assert.equal(notPassed(findings), []);
});

test('markup whose telephone and address are not what the pages show is a problem', async () => {
  const other = page('Call <a href="tel:0399990000">(03) 9999 0000</a> · 7 Queen Street, Melbourne VIC 3000');
  const { findings, site } = await judgeSite(goodSite({ '/': (o) => other(o, '/'), '/about': (o) => other(o, '/about') }));
  assert.equal(fired(findings, 'nap-markup-mismatch', site.origin), {
    severity: 'problem',
    message: 'Google requires: markup that matches what your pages show; your business markup disagrees with them in 2 places.',
    urls: [
      'markup telephone (03) 9123 4567, but your pages show (03) 9999 0000',
      'markup address 12 Smith Street, Fitzroy VIC 3065, but your pages show 7 Queen Street, Melbourne VIC 3000',
    ],
  });
});

test('LocalBusiness markup without its address lacks what Google requires; missing recommended properties are named with what they do', async () => {
  const markup = (o: string) => {
    const { address: _address, geo: _geo, ...rest } = JSON.parse(fixtureBusiness(o)) as Record<string, unknown>;
    return JSON.stringify(rest);
  };
  const p = (o: string, path: string) => goodPage(o, path, { markup: markup(o), links: '<a href="/about">About us</a>' });
  const { findings, result, site } = await checkFacts(goodSite({ '/': (o) => p(o, '/'), '/about': (o) => p(o, '/about') }));
  assert.equal(fired(findings, 'local-business-markup', site.origin), {
    severity: 'problem',
    message: 'Google requires: your Plumber markup lacks its address (a PostalAddress).',
    urls: [],
  });
  assert.equal(result.local?.markup?.missingRecommended, [
    { property: 'geo', does: 'the exact map pin for your premises (latitude and longitude)' },
  ]);
});

test('no business markup on a site showing only its phone: the sentence names the one thing it shows', async () => {
  const bare = (o: string, path: string) =>
    page('<footer><p>Call us on (03) 9123 4567</p></footer>')(o, path).replace(/<script type="application\/ld\+json">.*?<\/script>/s, '');
  const { findings } = await checkFacts(goodSite({ '/': (o) => bare(o, '/'), '/about': (o) => bare(o, '/about') }));
  assert.is(
    finding(findings, 'local-business-markup').message,
    'We suggest: your site shows a phone number but has no LocalBusiness markup for Google to read it from.',
  );
});

test('no business markup on a site showing its phone and address: to improve, with the markup to paste built from them', async () => {
  const p = page(FOOTER);
  const bare = (o: string, path: string) => p(o, path).replace(/<script type="application\/ld\+json">.*?<\/script>/s, '');
  const { findings } = await checkFacts(goodSite({ '/': (o) => bare(o, '/'), '/about': (o) => bare(o, '/about') }));
  const f = finding(findings, 'local-business-markup');
  assert.is(f.severity, 'improvement');
  assert.is(
    f.message,
    'We suggest: your site shows a phone number and an address but has no LocalBusiness markup for Google to read them from.',
  );
  const block = /<script type="application\/ld\+json">\n([\s\S]*)\n<\/script>/.exec(f.paste?.text ?? '')?.[1];
  const example = JSON.parse(block ?? '{}') as Record<string, Record<string, string> | string>;
  assert.equal(
    [example['@type'], example.telephone, example.address],
    [
      'LocalBusiness',
      '+61391234567',
      // The address the fixture's pages show in their text (their markup was taken out above).
      (JSON.parse(fixtureBusiness('')) as { address: unknown }).address,
    ],
  );
});

test('a site showing no phone number, no address and no business markup is told nothing about local details', async () => {
  const plain = (o: string, path: string) =>
    goodPage(o, path, { markup: '{"@context":"https://schema.org","@type":"WebSite","name":"Fixture"}' });
  const { findings } = await judgeSite(goodSite({ '/': (o) => plain(o, '/'), '/about': (o) => plain(o, '/about') }));
  assert.equal(given(findings, ['local-business-markup', 'nap-phones', 'nap-addresses', 'phone-not-tappable', 'nap-markup-mismatch']), []);
});

test.run();
