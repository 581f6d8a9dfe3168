/**
 * The classes the next 24 real sites showed (issue 81: DE, NL, FR, IE, UK, ZA, IN, US, AU, NZ, CA),
 * each judged from a local site's facts (tests/facts.ts) or a page's reading, as any site would give
 * them: the country from what the site writes, addresses as each country writes them, a number that is
 * a WhatsApp link's text, a link with no words, a word for a logo, a sitemap that lists a page under
 * another of its addresses, the markup's own address, and a shortened title that keeps its place.
 * Each test failed before its fix, with the report's old sentence quoted beside it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { addressesInEvery, addressText } from '../../../src/audit/read/addresses.js';
import { repairedJson } from '../../../src/audit/read/json-repair.js';
import { readPage } from '../../../src/audit/read/page-facts.js';
import { checkFacts } from '../../facts.js';
import { finding, goodPage, goodSite, said } from '../../fixtures/site-table.js';

/** A page with no markup, as most of those sites were: only what its text and links say. */
const bare = (o: string, path: string, body: string, lang = '') =>
  goodPage(o, path, { lang, markup: '{}', body: `<h1>Welcome</h1><p>${body}</p>` });

const businessMarkup = (findings: Awaited<ReturnType<typeof checkFacts>>['findings']) =>
  finding(findings, 'local-business-markup').paste?.text ?? '';

test('numbers written with +27 in the text make the site South African, whatever its lang="en-gb" says', async () => {
  // Before: "addressCountry": "GB" beside a +27 telephone.
  const { findings } = await checkFacts(
    goodSite({
      '/': (o) => bare(o, '/', 'Fullham Lodge, 22 Fullham Road, Camps Bay 8005, Cape Town. Bookings +27 21 438 1293.', ' lang="en-gb"'),
    }),
    { maxPages: 1 },
  );
  const fix = businessMarkup(findings);
  assert.match(fix, '"addressCountry": "ZA"');
  assert.match(fix, '"telephone": "+27214381293"');
});

test('a German page (lang="de") reads its numbers and its address as German: not +64, not "no address"', async () => {
  // Before: "018 0598 6700" and "addressCountry": "NZ"; "We found no address your pages show".
  const page = await readPage(
    '<html lang="de"><body><h1>Zahnarztpraxis</h1><address>Zahnarztpraxis Sugioarto<br>Werner Straße 84<br>59368 Werne</address><p>Telefon 02389 4754</p></body></html>',
  );
  assert.is(page.region, 'DE');
  assert.equal(
    page.phones.map((p) => p.number),
    ['+4923894754'],
  );
  assert.equal(page.addresses.map(addressText), ['Werner Straße 84, 59368 Werne']);
});

test('Dutch and French addresses are read in their own order, and a company line before the street is not the street', () => {
  const texts = [
    'Kantoor Achterkerkstraat 107 3901 DA Veenendaal',
    'Cabinet 7 rue Coëtlogon 75006 Paris',
    'Angaben gemäß §5 TMG PromoNexus GmbH Germanenstr. 38 53859 Niederkassel',
    '3205 S Church St, Murfreesboro, TN 37127',
  ];
  assert.equal(
    texts.map((t) => addressesInEvery(t).map((a) => `${a.country ?? 'AU'}: ${addressText(a)}`)),
    [
      ['NL: Achterkerkstraat 107, 3901 DA Veenendaal'],
      ['FR: 7 rue Coëtlogon, 75006 Paris'],
      ['DE: Germanenstr. 38, 53859 Niederkassel'],
      ['US: 3205 S Church St, Murfreesboro TN 37127'],
    ],
  );
});

test('an Irish address without its Eircode is one not written in full, never none; an area such as North County Dublin is no address', () => {
  // Before: "We found no address your pages show as the business’s" for "Bangor, County Mayo, Ireland".
  const irish = (text: string) =>
    addressesInEvery(text)
      .filter((a) => a.country === 'IE')
      .map((a) => [addressText(a), a.incomplete]);
  assert.equal(irish('Barrett’s Quarry Bangor, County Mayo, Ireland'), [['Bangor, County Mayo', 'postcode']]);
  assert.equal(irish('12 Main Street, Westport, Co. Mayo, F28 X3T4'), [['12 Main Street, Westport, Co. Mayo F28 X3T4', undefined]]);
  assert.equal(irish('We deliver to Swords & Malahide, North County Dublin, and South County Dublin'), []);
});

test('a postcode only the UK writes tells the country where the site says nothing else: 01925 is Warrington, not New Zealand', async () => {
  // Before: "019 2524 2600 on 7 pages" and a tel: fix dialling +64.
  const page = await readPage(
    '<html><body><footer>Gilligan &amp; Co<br>Long Lane<br>Warrington<br>WA2 8TX<br>01925 242600</footer></body></html>',
  );
  assert.equal([page.region, page.regionFrom], ['GB', 'postcode']);
  assert.equal(
    page.phones.map((p) => p.display),
    ['01925 242600'],
  );
});

test('a number that is a WhatsApp link’s text is tapped there: the tel: fix must not turn the button into a call', async () => {
  // Before: "1 page shows your phone number as text a visitor on a phone cannot tap to call."
  const page = await readPage(
    '<html lang="en-GB"><body><a href="tel:07889334849">07889 334849</a> <a href="https://wa.me/447889334849">+44 7889 334849</a></body></html>',
  );
  assert.ok(page.phones.every((p) => p.tapped));
});

test('a tap-to-call link whose text is another number is said: a visitor who taps it calls the wrong line', async () => {
  // Before: only "Your site shows 2 different phone numbers", the link's typo never named.
  const { findings } = await checkFacts(
    goodSite({
      '/': (o) => goodPage(o, '/', { links: '<a href="/contact">Contact us</a>' }),
      '/contact': (o) =>
        goodPage(o, '/contact', { body: '<h1>Contact</h1><p>Call <a href="tel:0391234568">(03) 9123 4567</a> today.</p>' }),
    }),
  );
  const f = finding(findings, 'tel-link-mismatch');
  assert.is(f.severity, 'problem');
  assert.equal(
    f.urls?.map((u) => u.replace(/https:\/\/[^/]+/g, '')),
    ['/contact: shows (03) 9123 4567 and dials (03) 9123 4568'],
  );
});

test('a number only screen readers are given (sr-only) is not one the page shows: tap-to-call is judged on what is seen', async () => {
  // Before: "1 page shows your phone number as text a visitor on a phone cannot tap to call."
  const page = await readPage(
    '<html lang="en-CA"><body><a href="tel:+12509028323">250-902-8323</a><div class="sr-only"><div>Call 250-902-8323</div></div><p>Open daily</p></body></html>',
  );
  assert.equal(
    page.phones.map((p) => [p.number, p.tapped ?? false]),
    [['+12509028323', true]],
  );
});

test('an image a page shows that answers 404 is said, with the page that shows it', async () => {
  // Before: nothing, beside "Every address we tried answered."
  const { findings } = await checkFacts(
    goodSite({
      '/': (o) => goodPage(o, '/', { body: '<h1>Our cakes</h1><img src="/img/1.jpg" alt="A wedding cake" width="10" height="10">' }),
    }),
    { maxPages: 5 },
  );
  const f = finding(findings, 'broken-images');
  assert.is(f.severity, 'improvement');
  assert.equal(
    f.urls?.map((u) => u.replace(/https:\/\/[^/]+/g, '')),
    ['/img/1.jpg: HTTP 404 (on /)'],
  );
});

test('a number written with its country code and the trunk 0 after it is said as written, with the 0 to drop', async () => {
  // Before: "(02) 9221 9393 on /", the site's "+61 02 9221 9393" never named.
  const { result } = await checkFacts(
    goodSite({ '/': (o) => goodPage(o, '/', { markup: '{}', body: '<h1>Accountants</h1><p>Telephone: +61 02 9221 9393</p>' }) }),
    { maxPages: 1 },
  );
  assert.equal(
    result.local?.phones.map((p) => [p.display, p.trunkZero]),
    [['(02) 9221 9393', '+61 02 9221 9393']],
  );
});

test('a German page that declares no language is read as German by its words: its text’s numbers and its tel: link too', async () => {
  // Before: "+64 18 0598 6700" for tel:01805986700, "(02) 5150 7576" for the chamber's 0251 507576, and "6 locations".
  const page = await readPage(
    '<html><body><h1>Zahnarztpraxis Sugioarto</h1><p>Außerhalb der Sprechzeiten wenden Sie sich bitte an den Notdienst unter der Telefonnummer: <a href="tel:01805986700">01805 986700</a>. Wir haben vom 26. Juni bis einschließlich 14. Juli geschlossen, die Vertretung übernimmt eine Praxis in der Nähe. Unsere Praxis ist für Sie da, mit einer freundlichen Beratung und einer Behandlung, die sich nach Ihnen richtet.</p><address>Werner Straße 84<br>59368 Werne</address><p>Telefon: 02389 4754</p><p>Zahnärztekammer Westfalen-Lippe, Auf der Horst 29, 48147 Münster, Telefon: 0251 507576</p></body></html>',
  );
  assert.equal([page.textLanguage, page.region], ['de', 'DE']);
  assert.equal(
    page.telLinks.map((p) => p.number),
    ['+491805986700'],
  );
  assert.equal(
    page.phones.map((p) => p.number),
    ['+491805986700', '+4923894754', '+49251507576'],
  );
});

test('the numbers and addresses a legal page lists for its regulators are not the business’s, nor its branches', async () => {
  // Before: "Your site shows 6 locations …" and the chamber's and the council's numbers listed as the practice's.
  const home =
    'Wir sind Ihre Zahnarztpraxis in Werne. <address>Werner Straße 84, 59368 Werne</address> Telefon: <a href="tel:023894754">02389 4754</a>. Außerhalb der Sprechzeiten wenden Sie sich bitte an den Notdienst unter der Telefonnummer: <a href="tel:01805986700">01805 986700</a>.';
  const impressum =
    'Zahnarztpraxis Sugioarto, Werner Straße 84, 59368 Werne, Telefon: <a href="tel:023894754">02389 4754</a>. Zuständige Kammer: Zahnärztekammer Westfalen-Lippe, Auf der Horst 29, 48147 Münster, Telefon: <a href="tel:0251507576">0251 507576</a>. Aufsichtsbehörde: Kassenzahnärztliche Vereinigung, Auf der Horst 25, 48147 Münster, Telefon: <a href="tel:02515070">0251 5070</a>.';
  const { findings, result } = await checkFacts(
    goodSite({
      '/': (o) =>
        bare(o, '/', home, ' lang="de"').replace('<nav><a href="/">Home page</a>', '<nav><a href="/impressum.html">Impressum</a>'),
      '/impressum.html': (o) => bare(o, '/impressum.html', impressum, ' lang="de"'),
    }),
    { origin: 'https://www.zahnarztpraxis-sugioarto.de' },
  );
  assert.is(finding(findings, 'nap-phones').severity, 'passed');
  assert.is(result.local?.locations, 0);
  assert.equal(
    result.local?.phones.map((p) => [p.display, p.label]),
    [
      ['02389 4754', undefined],
      ['0180 5 986700', 'Notdienst'],
    ],
  );
});

test('a number in a list that names another business’s website is that business’s: not a profile, not the site’s own, not one shown elsewhere too', async () => {
  // Before: "Your site shows 2 different phone numbers" for a vet's contact page listing Smart Vet's line beside smartvet.ca.
  const numbers = async (body: string) =>
    (
      await readPage(`<html lang="en-CA"><body><h1>Contact</h1>${body}</body></html>`, undefined, false, 'www.grandavepethospital.ca')
    ).phones.map((p) => p.number);
  const own = '<p>Call us: <a href="tel:+15193540222">+1 (519) 354-0222</a></p>';
  const theirs = (site: string, name: string) =>
    `<h2>After hours</h2><ul><li><a href="tel:+1%20(519)%20432-3300">+1 (519) 432-3300</a></li><li><a href="${site}">${name}</a></li></ul>`;
  assert.equal(await numbers(own + theirs('http://www.londonregionalvet.com/', 'London Regional Vet')), ['+15193540222']);
  // The business's own profiles, its own site, and a link that does not name its site leave the number the page's.
  for (const [site, name] of <[string, string][]>[
    ['https://www.facebook.com/grandave', 'Facebook'],
    ['https://www.grandavepethospital.ca/contact/', 'Grand Ave Pet Hospital'],
    ['https://bookings.vetstoria.com/grandave', 'Book online'],
    ['https://www.homeadvisor.com/rated.GrandAve', 'Home'],
  ])
    assert.equal(await numbers(own + theirs(site, name)), ['+15193540222', '+15194323300'], name);
  // The same number dialled or written outside the list is the page's.
  assert.equal(await numbers(`${theirs('https://smartvet.ca/', 'Smart Vet')}<p>Emergencies: 519 432 3300</p>`), ['+15194323300']);
});

test('a JSON-LD block broken by a slip is handed back mended, the site’s block as written; what it says counts for no finding', async () => {
  // Before: a new LocalBusiness block to paste beside the broken one, dropping its RoofingContractor type, email, hours and areas.
  const broken = `
  {
    "@context": "https://schema.org",
    "@type": "RoofingContractor",
    "name": "Dakbedrijf \\'T Noorden",
    "telephone": "+31612370853",
    "address": { "@type": "PostalAddress", "streetAddress": "Springerlaan 35", "addressLocality": "Groningen", "postalCode": "9727 KB", "addressCountry": "NL" },
    "areaServed": ["Groningen", "Friesland",],
    "openingHours": ["Mo-Fr 07:30-17:30"]
  }
  `;
  const { findings, evidence } = await checkFacts(
    goodSite({
      '/': (o) =>
        goodPage(o, '/', {
          lang: ' lang="nl"',
          markup: '{}',
          body: `<h1>Dakbedrijf 'T Noorden</h1><p>Springerlaan 35, 9727 KB Groningen. Bel 06 12370853.</p><script type="application/ld+json">${broken}</script>`,
        }),
    }),
    { maxPages: 1, origin: 'https://www.dakbedrijftnoorden.nl' },
  );
  // Google reads nothing of it, and no finding counts it.
  assert.equal(evidence.start.facts.structuredData.businesses, []);
  assert.not.ok(evidence.start.facts.structuredData.types.includes('RoofingContractor'));
  const data = finding(findings, 'structured-data');
  assert.is(data.severity, 'problem');
  const fix = data.paste;
  assert.ok(fix, data.unoffered);
  assert.match(fix.where, "a backslash before an apostrophe on the block's line 5 and a comma before “]” on the block's line 8 mended");
  // Every line but the two mended is the site's, as written.
  const json = /<script type="application\/ld\+json">([\s\S]*)<\/script>/.exec(fix.text)?.[1] ?? '';
  const changed = broken.split('\n').filter((line, i) => line !== json.split('\n')[i]);
  assert.equal(changed, ['    "name": "Dakbedrijf \\\'T Noorden",', '    "areaServed": ["Groningen", "Friesland",],']);
  assert.is(JSON.parse(json).name, "Dakbedrijf 'T Noorden");
  // The business markup fix points at the mended block rather than adding a second one beside it.
  assert.match(finding(findings, 'local-business-markup').unoffered ?? '', 'already has a JSON-LD block describing your RoofingContractor');
});

test('a block is mended only of those slips: one broken otherwise is not handed back', () => {
  assert.is(repairedJson('{"a": "b" "c": 1}'), undefined, 'a missing comma is not guessed');
  assert.is(repairedJson('{"a": "b"}'), undefined, 'a block that parses needs no mending');
  assert.equal(repairedJson('{"a": "line one\nline two\t"}')?.slips, [
    "a line break inside a value on the block's line 1",
    "a tab inside a value on the block's line 2",
  ]);
  assert.is(repairedJson(`{"a": [${'"x\\q",'.repeat(60)}]}`), undefined, 'more than 50 slips is too broken to hand back');
});

test('a number shown inside a link with no address is not handed a second link inside it: that link is given the tel: address', async () => {
  // Before: "Wherever your pages show (423) 900-8163 as text, use this link instead" for a hero button <a> without href holding it.
  const header = '<p>Call <a href="tel:4239008163">(423) 900-8163</a></p>';
  const services = (o: string) =>
    goodPage(o, '/services/', {
      lang: ' lang="en-US"',
      markup: '{}',
      body: `<h1>Services</h1>${header}\n<a class="btn hero-link"><div>(423) 900-8163</div></a>`,
    });
  const { findings } = await checkFacts(
    goodSite({
      '/': (o) =>
        goodPage(o, '/', {
          lang: ' lang="en-US"',
          markup: '{}',
          links: '<a href="/services/">Services</a>',
          body: `<h1>Fences</h1>${header}`,
        }),
      '/services/': services,
    }),
    { origin: 'https://johnsoncityfence.com' },
  );
  const f = finding(findings, 'phone-not-tappable');
  assert.equal(f.urls, ['https://johnsoncityfence.com/services/: (423) 900-8163']);
  assert.is(
    f.paste?.where,
    'On /services/, (423) 900-8163 is inside a link with no address (an <a> without href): give that link href="tel:+14239008163" rather than putting this one inside it, as a link inside a link is not allowed. On a phone a tap then calls you.',
  );
  // "How we know" shows the place it cannot be tapped, not the tel: link before it.
  const html = services('https://johnsoncityfence.com');
  assert.is(f.proof?.[0]?.line, html.slice(0, html.indexOf('hero-link')).split('\n').length, JSON.stringify(f.proof));
  // Shown as text elsewhere too, it is a link there and a link's address here.
  const page = await readPage('<html lang="en-US"><body><p>Call (423) 900-8163</p><a class="btn">(423) 900-8163</a></body></html>');
  assert.equal(
    page.phones.map((p) => [p.number, p.inLink]),
    [['+14239008163', undefined]],
  );
  const inButton = await readPage('<html lang="en-US"><body><a class="btn">(423) 900-8163</a></body></html>');
  assert.equal(
    inButton.phones.map((p) => [p.number, p.inLink]),
    [['+14239008163', true]],
  );
});

test('an Indian address is read by its state and PIN, before or after it, never six digits in a sentence', () => {
  // Before: "We found no address your pages show … as … India write them" beside "Kerala, India. PIN:695102" in every footer.
  const read = (text: string) =>
    addressesInEvery(text)
      .filter((a) => a.country === 'IN')
      .map(addressText);
  assert.equal(
    read(
      'Sree Nandanam Ayurveda Hospital, No. 142/A, Alamcode Kilimanoor Road, Kadavilla Junction, Alamcode, Attingal, Thiruvananthapuram, Kerala, India. PIN:695102 Phone',
    ),
    ['No. 142/A, Alamcode Kilimanoor Road, Thiruvananthapuram, Kerala 695102'],
  );
  assert.equal(read('12, Ashram Road, Ahmedabad - 380009, Gujarat, India'), ['12, Ashram Road, Ahmedabad, Gujarat 380009']);
  assert.equal(read('Over 380009 visits from Kerala, and a price of 250000 Kerala rupees'), []);
});

test('an <img> with no address (a lightbox’s frame) is no image; the site’s pass of alt text never covers an image its home page lacks it on', async () => {
  // Before: "1 of 26 images has empty alt text" for <img id="cr-lb-img" alt="">, and "Every image has alt text." beside it.
  const page = await readPage('<html><body><img src="/a.jpg" alt="Fajitas"><img id="lightbox" alt=""><img src="" alt=""></body></html>');
  assert.equal([page.images, page.imagesWithEmptyAlt], [1, 0]);
  const { findings } = await checkFacts(
    goodSite({
      '/': (o) => goodPage(o, '/', { links: '<a href="/menu">Menu</a>', body: '<h1>Cantina</h1><img src="/hero.jpg" alt="">' }),
      '/menu': (o) => goodPage(o, '/menu'),
    }),
  );
  assert.is(finding(findings, 'image-alt').severity, 'improvement');
  // The home page's own finding says it: "Every image has alt text" would be untrue, and the cause is said once.
  assert.is(said(findings, 'images-without-alt'), undefined);
});

test('a business of several locations is given markup for each location’s own page, each with its own address and number, never as the whole business’s', async () => {
  // Before: "Paste this into the <head> of your home page", with one branch's address and phone for the whole chain; then a
  // block for the first location's page alone (camino-real-murfreesboro: one of five).
  const fitzroy = '12 Smith Street, Fitzroy VIC 3065. Call <a href="tel:0391234567">(03) 9123 4567</a>.';
  const kew = '8 High Street, Kew VIC 3101. Call <a href="tel:0395551234">(03) 9555 1234</a>.';
  const nav = '<a href="/fitzroy/">Fitzroy</a> <a href="/kew/">Kew</a>';
  const withNav = (html: string) => html.replace('<nav><a href="/">Home page</a>', `<nav>${nav}`);
  const { findings } = await checkFacts(
    goodSite({
      '/': (o) => withNav(bare(o, '/', `Our cafés: <ul><li>${fitzroy}</li><li>${kew}</li></ul>`)),
      '/fitzroy/': (o) => withNav(bare(o, '/fitzroy/', fitzroy)),
      '/kew/': (o) => withNav(bare(o, '/kew/', kew)),
    }),
  );
  // Said of the two locations, not of "a phone number and an address".
  assert.match(finding(findings, 'local-business-markup').message, 'your site shows phone numbers and the addresses of 2 locations');
  const paste = finding(findings, 'local-business-markup').paste;
  assert.match(
    paste?.where ?? '',
    'a block for each of /fitzroy/ (12 Smith Street, Fitzroy VIC 3065) and /kew/ (8 High Street, Kew VIC 3101), built from what that page shows. Paste each into the <head> of the page its "url" names.',
  );
  const blocks = [...(paste?.text ?? '').matchAll(/<script type="application\/ld\+json">\n([\s\S]*?)\n<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as { url: string; telephone: string; address: { streetAddress: string } },
  );
  assert.equal(
    blocks.map((b) => [new URL(b.url).pathname, b.telephone, b.address.streetAddress]),
    [
      ['/fitzroy/', '+61391234567', '12 Smith Street'],
      ['/kew/', '+61395551234', '8 High Street'],
    ],
  );
});

test('llms.txt lists each location’s page before the pages under it, when not all fit', async () => {
  // Before: the VIP sub-pages of the first branches were listed and two branches' own pages left out.
  const towns = ['Fitzroy', 'Kew', 'Carlton', 'Brunswick', 'Richmond', 'Hawthorn', 'Preston'];
  const slug = (t: string) => t.toLowerCase();
  const menu = towns.flatMap((t) => [`<a href="/${slug(t)}/vip/">${t} VIP club</a>`, `<a href="/${slug(t)}/">${t}</a>`]).join(' ');
  const pages: Record<string, (o: string) => string> = { '/': (o) => goodPage(o, '/', { links: menu }) };
  for (const t of towns) {
    pages[`/${slug(t)}/`] = (o) => goodPage(o, `/${slug(t)}/`, { title: `Our café in ${t}`, links: menu });
    pages[`/${slug(t)}/vip/`] = (o) => goodPage(o, `/${slug(t)}/vip/`, { title: `VIP club at our ${t} café`, links: menu });
  }
  const { result } = await checkFacts({ ...goodSite(pages), '/llms.txt': { status: 404 } });
  const text = result.ai?.llms.paste?.text ?? '';
  for (const t of towns) assert.match(text, `[Our café in ${t}]`);
});

test('a number written right after another place’s postcode is that place’s: an emergency hospital a vet lists is not its second number', async () => {
  // Before: "Your site shows 4 different phone numbers for what looks like one business", the after-hours hospitals' among them.
  const own = 'Grand Ave. Pet Hospital, 222 Grand Ave West, Chatham ON N7L1C1. Call <a href="tel:+15193540222">+1 (519) 354-0222</a>.';
  const { result } = await checkFacts(
    goodSite({
      '/': (o) => bare(o, '/', own, ' lang="en-CA"').replace('<nav><a href="/">Home page</a>', '<nav><a href="/contact">Contact</a>'),
      '/contact': (o) =>
        bare(
          o,
          '/contact',
          `${own} Alternates during holidays and after-hour emergencies: Walker Road Animal Hospital, 3577 Walker Road, Windsor, N8W 3S5 <a href="tel:+15199729000">+1 (519) 972-9000</a>`,
          ' lang="en-CA"',
        ),
    }),
    { origin: 'https://www.grandavepethospital.ca' },
  );
  assert.equal(
    result.local?.phones.map((p) => p.number),
    ['+15193540222'],
  );
});

test('lang="en" over German text is said, with the language the text is in: never a pass', async () => {
  // Before: "The page declares its language (en)."
  const german =
    'Wir sind Ihr Fachbetrieb für Heizung, Sanitär und erneuerbare Energien in Singen und im ganzen Hegau. Unsere Leistungen umfassen die Badsanierung, moderne Heizungstechnik, Wärmepumpen und den zuverlässigen Kundendienst. Rufen Sie uns an oder schreiben Sie uns, wir beraten Sie gern persönlich vor Ort.';
  const { findings } = await checkFacts(
    goodSite({ '/': (o) => goodPage(o, '/', { lang: ' lang="en"', body: `<h1>Willkommen</h1><p>${german}</p><p>${german}</p>` }) }),
    {
      maxPages: 1,
    },
  );
  const f = finding(findings, 'lang');
  assert.equal([f.severity, f.message], ['improvement', 'The page declares its language as "en", but its text reads as German.']);
  assert.match(f.fix ?? '', 'lang="de"');
});

test('the words of a German page’s links are judged in German, whatever its lang says: "Start" is no vague English link there', async () => {
  // Before: "4 links say nothing about where they lead", with "Start" → / among them.
  const german =
    'Wir sind Ihr Fachbetrieb für Heizung, Sanitär und erneuerbare Energien in Singen und im ganzen Hegau. Unsere Leistungen umfassen die Badsanierung, moderne Heizungstechnik, Wärmepumpen und den zuverlässigen Kundendienst. Rufen Sie uns an oder schreiben Sie uns, wir beraten Sie gern persönlich vor Ort.';
  const page = await readPage(
    `<html lang="en"><body><a href="/">Start</a> <a href="/kontakt">hier</a><p>${german} ${german}</p></body></html>`,
  );
  assert.equal(
    page.vagueLinks.map((v) => v.text),
    ['hier'],
  );
});

test('a link with no words (an image with no alt, an empty box) says nothing of where it leads: no pass over it', async () => {
  // Before: "Every link's words say where it leads."
  const { findings } = await checkFacts(
    goodSite({
      '/': (o) => goodPage(o, '/', { links: '<a href="/about">About us</a> <a href="/gallery"><img src="/van.jpg"></a>' }),
      '/about': (o) => goodPage(o, '/about'),
      '/gallery': (o) => goodPage(o, '/gallery'),
    }),
  );
  const f = finding(findings, 'vague-link-text');
  assert.is(f.severity, 'improvement');
  assert.equal(
    f.urls?.map((u) => u.replace(/https:\/\/[^/]+/g, '')),
    ['/: no words → /gallery'],
  );
});

test('a logo’s alt that is a word for a logo is no name', async () => {
  // Before: "Your site names the business “Praxislogo”."
  const { result } = await checkFacts(
    goodSite({
      '/': (o) =>
        goodPage(o, '/', {
          markup: '{}',
          title: 'Zahnarztpraxis Sugioarto | Zahnarzt in Werne',
          description: 'Ihre Zahnarztpraxis in Werne: Vorsorge, Füllungen und Zahnersatz für die ganze Familie.',
          body: '<img src="/logo.png" alt="Praxislogo"><h1>Willkommen</h1>',
        }),
    }),
    { maxPages: 1 },
  );
  assert.is(result.local?.name, undefined);
});

test('a sitemap listing a page under the address that redirects to it lists it: that is said once, as the sitemap’s redirect', async () => {
  // Before: "6 pages we found by following links are missing from your sitemap." beside "5 addresses in your sitemap redirect".
  const routes = goodSite({
    '/': (o) => goodPage(o, '/', { links: '<a href="/services/">Services</a>' }),
    '/services/': (o) => goodPage(o, '/services/'),
  });
  routes['/sitemap.xml'] = (o) => ({
    headers: { 'content-type': 'application/xml' },
    body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${o}/</loc></url><url><loc>${o}/services</loc></url></urlset>`,
  });
  routes['/services'] = { status: 301, headers: { location: '/services/' } };
  const { findings } = await checkFacts(routes);
  assert.is(finding(findings, 'not-in-sitemap').severity, 'passed');
  assert.is(finding(findings, 'sitemap-redirects').severity, 'improvement');
});

test('the markup’s own address is listed where the pages show none: never "no address … or in your markup"', async () => {
  const markup = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: 'MyBalloons',
    address: { '@type': 'PostalAddress', addressLocality: 'Dublin', addressCountry: 'IE' },
  });
  const { result } = await checkFacts(goodSite({ '/': (o) => goodPage(o, '/', { markup }) }), { maxPages: 1 });
  assert.is(result.local?.markupAddress, 'Dublin, IE');
});

test('a title too long keeps where the business is before other words', async () => {
  // Before: "<title>Blocked Drains, Hot Water and Gas Fitting Experts</title>", "Plumbers in Fitzroy" left out for having fewer words.
  const title = 'Blocked Drains, Hot Water and Gas Fitting Experts | Plumbers in Fitzroy';
  const { findings } = await checkFacts(
    goodSite({ '/': (o) => goodPage(o, '/', { title, body: '<h1>Plumbers</h1><p>12 Smith Street, Fitzroy VIC 3065</p>' }) }),
    { maxPages: 1 },
  );
  assert.match(finding(findings, 'title').paste?.text ?? '', 'Fitzroy');
  assert.is(said(findings, 'title')?.severity, 'improvement');
});

test('a name is read as the business writes it: no template’s backslash, no town after a comma where it writes it alone', async () => {
  // Before: “Dakbedrijf \'T Noorden” and “Sree Nandanam Ayurveda Hospital, Attingal, Thiruvananthapuram.”.
  const named = async (siteName: string, title: string, text: string) =>
    (
      await checkFacts(
        goodSite({
          '/': (o) =>
            goodPage(o, '/', {
              title,
              markup: '{}',
              head: `<meta property="og:site_name" content="${siteName}">`,
              body: `<h1>Welkom</h1><p>${text}</p>`,
            }),
        }),
        { maxPages: 1 },
      )
    ).result.local?.name;
  assert.is(await named("Dakbedrijf \\'T Noorden", 'Dakdekker Groningen', 'Bel 06 1237 0853.'), "Dakbedrijf 'T Noorden");
  assert.is(
    await named(
      'Sree Nandanam Ayurveda Hospital, Attingal, Thiruvananthapuram.',
      'Sree Nandanam Ayurveda Hospital, Attingal, Thiruvananthapuram, India.',
      'Copyright 2026 Sree Nandanam Ayurveda Hospital. Call +91 94470 12345.',
    ),
    'Sree Nandanam Ayurveda Hospital',
  );
});

test('business markup that does not parse is not called missing: what is said is that Google reads none of it', async () => {
  // Before: "your site shows a phone number and an address but has no LocalBusiness markup" over a LocalBusiness block broken by \'.
  const { findings } = await checkFacts(
    goodSite({
      '/': (o) =>
        bare(o, '/', 'Fixture Plumbing, 12 Smith Street, Fitzroy VIC 3065. Call 03 9123 4567.').replace(
          '<script type="application/ld+json">{}</script>',
          `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Plumber","name":"Fixture\\'s Plumbing"}</script>`,
        ),
    }),
    { maxPages: 1 },
  );
  const f = finding(findings, 'local-business-markup');
  assert.not.match(f.message, 'has no LocalBusiness markup');
  assert.match(f.message, 'does not parse as JSON');
});

test.run();
