/**
 * The readers of src/audit/read/ from strings, with no server: what the check takes from a sitemap,
 * an llms.txt, an answer's headers, a page's head as a browser places it, microdata, and the country
 * a page is written for. The others have their own files: robots.txt (robots-google.test.ts, Google's
 * own cases), JSON-LD, phones and addresses (local-readers.test.ts), decoding (decode.test.ts), the
 * page in one pass (audit.test.ts), links search engines cannot follow (findings/anchors.test.ts) and
 * vague link text (findings/link-text.test.ts).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { headerFactsOf } from '../../src/audit/read/header-facts.js';
import { readLlmsTxt } from '../../src/audit/read/llms-txt.js';
import { countryOfNumbers, phonesIn } from '../../src/audit/read/nap.js';
import { readPage } from '../../src/audit/read/page-facts.js';
import { regionOfCountry, regionOfHost, regionOfLang } from '../../src/audit/read/regions.js';
import { readSitemap } from '../../src/audit/read/sitemap.js';

test('a sitemap: full addresses kept (entities and CDATA read), relative ones counted, an index told apart, a late declaration kept', () => {
  assert.equal(
    readSitemap(
      '<?xml version="1.0"?><urlset><url><loc> https://a.example/x?a=1&amp;b=2 </loc></url><url><loc><![CDATA[https://a.example/y]]></loc></url><url><loc>/rel</loc></url></urlset>',
    ),
    { kind: 'urlset', locs: ['https://a.example/x?a=1&b=2', 'https://a.example/y'], relative: 1, declarationLate: false },
  );
  assert.equal(
    readSitemap(
      '<!-- made by a plugin -->\n<?xml version="1.0"?><sitemapindex><sitemap><loc>https://a.example/s1.xml</loc></sitemap></sitemapindex>',
    ),
    { kind: 'index', locs: ['https://a.example/s1.xml'], relative: 0, declarationLate: true },
    'a comment before the XML declaration makes the file invalid XML',
  );
  assert.equal(readSitemap('<html><body>Not found</body></html>'), { kind: 'invalid', locs: [], relative: 0, declarationLate: false });
});

test("an llms.txt by llmstxt.org's layout: its title and links; no title, a line that is not a link, a web page and a wrong type said", () => {
  const valid =
    '# Fitzroy Plumbing\n\n> Licensed plumbers.\n\n## Services\n\n- [Hot water](https://a.example/hot-water): repairs\n- [Drains](https://a.example/drains)\n';
  assert.equal(readLlmsTxt(valid, 'text/markdown; charset=utf-8'), { links: 2, sections: 1, title: 'Fitzroy Plumbing' });
  assert.equal(
    readLlmsTxt('Fitzroy Plumbing\n', 'text/plain').problem,
    'It does not start with a title: the first line should be the site’s name as a heading, such as "# Your Business".',
  );
  assert.equal(
    readLlmsTxt('# A\n## Services\nCall us today\n', 'text/plain').problem,
    'Its section "Services" has a line that is not a list item with a link ("Call us today"): each line there should read "- [Page name](address): what it is".',
  );
  assert.equal(readLlmsTxt('<!doctype html><html><body>Home</body></html>', 'text/html'), {
    links: 0,
    sections: 0,
    wrongType: 'text/html',
    webPage: true,
  });
  assert.equal(readLlmsTxt('# A\n', 'application/octet-stream'), {
    links: 0,
    sections: 0,
    wrongType: 'application/octet-stream',
    title: 'A',
    // Lighthouse 13's llms-txt audit asks for a Markdown link and 50 characters besides the H1.
    lighthouse: ['it lists no link', 'it is shorter than 50 characters'],
  });
});

test("an answer's headers: each X-Robots-Tag line on its own, and only the Link header's canonical and language versions", () => {
  const facts = headerFactsOf({
    headersDistinct: {
      'x-robots-tag': ['all', 'googlebot: noindex'],
      link: [
        '<https://a.example/>; rel="canonical", <https://a.example/fr>; rel="alternate"; hreflang="fr"',
        '</style.css>; rel=preload; as=style',
      ],
    },
  });
  assert.equal(
    { robotsTags: facts.robotsTags, links: facts.links },
    {
      robotsTags: ['all', 'googlebot: noindex'],
      links: [
        { rel: 'canonical', uri: 'https://a.example/', hreflang: '' },
        { rel: 'alternate', uri: 'https://a.example/fr', hreflang: 'fr' },
      ],
    },
  );
});

test("an answer's security headers: each line kept, cookies parsed one Set-Cookie line at a time, a policy too long to keep marked cut", () => {
  const { security } = headerFactsOf({
    headersDistinct: {
      'content-security-policy': ["script-src 'self'", `default-src 'self' ${'https://a.example '.repeat(600)}`],
      'content-security-policy-report-only': ["default-src 'none'"],
      'x-frame-options': ['SAMEORIGIN'],
      // An Expires date has a comma: read line by line, it does not split the cookie in two.
      // A line too long to parse whole is left out, never read as a cookie without the flags that come last.
      'set-cookie': [
        'sid=1; Secure; HttpOnly; Path=/',
        'cart=2; Expires=Wed, 21 Oct 2026 07:28:00 GMT',
        '=nameless',
        `big=${'x'.repeat(9000)}; Secure; HttpOnly`,
      ],
    },
  });
  assert.equal(security.csp[0], "script-src 'self'");
  assert.is(security.csp[1]?.length, 8192, 'a long policy is kept to its first 8 KB');
  assert.equal(
    [security.cspCut, security.cspReportOnly, security.xFrameOptions, security.xContentTypeOptions],
    [true, true, ['SAMEORIGIN'], []],
  );
  assert.equal(security.cookies, [
    { name: 'sid', secure: true, httpOnly: true },
    { name: 'cart', secure: false, httpOnly: false },
  ]);
});

test('Content-Security-Policy metas are read in the head only, where a browser obeys them; the first referrer meta too', async () => {
  const page = await readPage(
    `<head><meta http-equiv="Content-Security-Policy" content="script-src 'none'"><meta name="referrer" content="no-referrer"></head><body><meta http-equiv="content-security-policy" content="script-src *"></body>`,
  );
  assert.equal([page.cspMetas, page.referrerMeta], [["script-src 'none'"], 'no-referrer']);
});

test('the head as a browser places it: a stray image ends it, and what is in <noscript> or the body is not the head', async () => {
  const ended = await readPage(
    '<html><head><title>T</title><img src="x.png"><link rel="canonical" href="/late"><meta name="robots" content="noindex"></head><body></body></html>',
  );
  assert.equal([ended.canonicals, ended.robotsMeta], [[], {}], 'after the image, the parser is in the body');
  const hidden = await readPage(
    '<head><link rel="canonical" href="/a"><noscript><link rel="canonical" href="/b"></noscript><meta name="googlebot" content="noindex"></head><body><link rel="alternate" hreflang="de" href="/de"></body>',
  );
  assert.equal([hidden.canonicals, hidden.robotsMeta, hidden.alternates], [['/a'], { googlebot: 'noindex' }, []]);
});

test('microdata: a business item and its address read as the business, as Google reads JSON-LD', async () => {
  const page = await readPage(
    '<body><div itemscope itemtype="https://schema.org/Plumber"><span itemprop="name">Fitzroy Plumbing</span><span itemprop="telephone">(03) 9123 4567</span><div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">12 Smith Street</span><span itemprop="addressLocality">Fitzroy</span><span itemprop="postalCode">3065</span></div></div></body>',
  );
  const { types, microdata, businesses } = page.structuredData;
  assert.equal([types, microdata], [['Plumber', 'PostalAddress'], true]);
  assert.equal(
    [businesses[0]?.type, businesses[0]?.local, businesses[0]?.name, businesses[0]?.telephone?.number, businesses[0]?.address?.street],
    ['Plumber', true, 'Fitzroy Plumbing', '+61391234567', '12 Smith Street'],
  );
});

test('the country a page is written for: by its host, its language, a country named, or its own numbers', async () => {
  assert.equal([regionOfHost('smith.co.nz'), regionOfHost('smith.co.uk'), regionOfHost('smith.com')], ['NZ', 'GB', undefined]);
  assert.equal(
    [regionOfLang('en-GB'), regionOfLang('en_uk'), regionOfLang('en'), regionOfLang('zh-TW'), regionOfLang('ko')],
    ['GB', 'GB', undefined, null, null],
  );
  assert.equal(
    [regionOfCountry('United States.'), regionOfCountry('Germany'), regionOfCountry('France'), regionOfCountry('Italia')],
    ['US', 'DE', 'FR', undefined],
  );
  // A language written in one country of ours is that country's (lang="de" on a German page); English says none.
  assert.equal([regionOfLang('de'), regionOfLang('fr'), regionOfLang('nl'), regionOfLang('de-AT')], ['DE', 'FR', 'NL', null]);
  assert.is(countryOfNumbers(phonesIn('Call +64 9 123 4567 or +64 4 499 1234')), 'NZ');
  // Numbers dialling a country the check does not read (Italy's) say so: the page is not read as ours.
  assert.is(countryOfNumbers(phonesIn('Prenotazioni +39 06 6982 or +39 347 123 4567', null)), null);
  assert.is((await readPage('<html lang="en-NZ"><body>Kia ora</body></html>')).region, 'NZ');
});

test.run();
