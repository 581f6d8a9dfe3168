/**
 * Every structured-data type, judged by Google's rules (issue 85): each test is a small site judged from
 * its facts (tests/facts.ts) and asserts the sentences a reader sees. Google's rules:
 * https://developers.google.com/search/docs/appearance/structured-data/product-snippet (a Product needs
 * offers, review or aggregateRating), review-snippet (no self-serving stars on LocalBusiness or
 * Organization), faqpage (government and health sites only), breadcrumb.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkFacts, judgeSite } from '../../facts.js';
import { finding, fired, fixtureBusiness, goodPage, goodSite } from '../../fixtures/site-table.js';
import { readPage } from '../../../src/audit/read/page-facts.js';

const ORIGIN = 'https://fixture-plumbing.com.au';
const ld = (o: object) => JSON.stringify({ '@context': 'https://schema.org', ...o });
/** The fixture business's markup (site-table.ts), with `more` properties. */
const business = (origin: string, more: object = {}) => JSON.stringify({ ...JSON.parse(fixtureBusiness(origin)), ...more });
const breadcrumbs = (origin: string, path: string) =>
  ld({
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Hot water', item: `${origin}${path}` },
    ],
  });
/** A page whose JSON-LD is the business's block and `extra` blocks after it. */
const page = (extra: (o: string, path: string) => string[]) => (o: string, path: string) =>
  goodPage(o, path, {
    links: '<a href="/">Home</a> <a href="/product">Hot water unit</a>',
    markup: business(o),
    head: extra(o, path)
      .map((b) => `<script type="application/ld+json">${b}</script>`)
      .join(''),
  });
const site = (extra: (o: string, path: string) => string[]) =>
  goodSite({ '/': (o) => page(() => [])(o, '/'), '/product': (o) => page(extra)(o, '/product') });

test('a Product without offers, review or aggregateRating: named with its page and property, an error (Adobe: Google requires one)', async () => {
  const { findings } = await judgeSite(site(() => [ld({ '@type': 'Product', name: 'Rheem 315 L hot water unit' })]));
  const f = fired(findings, 'rich-results', ORIGIN);
  assert.is(f.severity, 'problem');
  // Adobe's Product rules are Google's product snippet (one of three) and merchant listing (image and offers) together.
  assert.equal(f.urls.slice(0, 2), [
    '/product: Product has none of "aggregateRating", "offers" or "review", one of which Google requires for product results',
    '/product: Product has no "image" or "offers", which Google requires for product results',
  ]);
  assert.match(f.urls[2] ?? '', /^\/product: Product has no "audience", "brand", .*, which Google recommends for product results$/);
  assert.match(f.message, /finds 3 errors and \d+ warnings in your structured data\./);
  assert.match(f.message, /What Google shows for each: Product \(price, stock and stars\)\./);
  const proof = finding(findings, 'rich-results').proof?.[0];
  assert.is(proof?.url, `${ORIGIN}/product`);
  assert.match(proof?.quote ?? '', /^\{"@context":"https:\/\/schema\.org","@type":"Product","name":"Rheem 315 L hot water unit"\}$/);
});

test('a valid BreadcrumbList passes, named with what Google shows for it; the business alone is left to local-business-markup', async () => {
  const { findings } = await judgeSite(site((o, path) => [breadcrumbs(o, path)]));
  const f = finding(findings, 'rich-results');
  assert.is(f.severity, 'passed', f.message);
  assert.match(f.message, /finds nothing wrong/);
  assert.match(
    f.message,
    /What Google shows for each: BreadcrumbList \(a breadcrumb trail in place of the page's address, on computers\)\./,
  );
  assert.not.match(f.message, /Plumber/);
  const alone = await judgeSite(site(() => []));
  assert.is(
    alone.findings.find((x) => x.id === 'rich-results'),
    undefined,
    'no finding where the only markup is the business (local-business-markup judges it)',
  );
});

test("a business's own review stars: said as not shown since 2019, naming the type and the property", async () => {
  const stars = (o: string) => [business(o, { aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9, reviewCount: 87 } })];
  const { findings } = await judgeSite(goodSite({ '/': (o) => page(stars)(o, '/'), '/product': (o) => page(() => [])(o, '/product') }));
  const f = fired(findings, 'rich-results-retired', ORIGIN);
  assert.is(f.severity, 'improvement');
  assert.equal(f.urls, [
    `Plumber's "aggregateRating" on /: since September 2019 Google shows no review stars for a business's reviews of itself on its LocalBusiness or Organization markup`,
  ]);
});

test('an FAQPage on a business site: FAQ results are for government and health sites; on a government domain it is not said', async () => {
  const faq = () => [
    ld({
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Do you fix gas leaks?', acceptedAnswer: { '@type': 'Answer', text: 'Yes, 24 hours a day.' } },
      ],
    }),
  ];
  const { findings } = await judgeSite(site(faq));
  assert.equal(fired(findings, 'rich-results-retired', ORIGIN).urls, [
    `FAQPage on /product: since August 2023 Google shows FAQ rich results only for well-known, authoritative government and health websites`,
  ]);
  assert.match(
    finding(findings, 'rich-results').message,
    /FAQPage \(questions under the result, since August 2023 on government and health sites only\)/,
  );
  const gov = await judgeSite(site(faq), { origin: 'https://water.vic.gov.au' });
  assert.is(
    gov.findings.find((x) => x.id === 'rich-results-retired'),
    undefined,
  );
});

test("types the validator has no rules for are held to Google's own pages: an Article's recommended, an Event's required", async () => {
  const blocks = (o: string) => [
    ld({
      '@type': 'Article',
      headline: 'Choosing a hot water unit',
      author: { '@type': 'Person', name: 'Sam' },
      datePublished: '2025-03-01',
    }),
    ld({
      '@type': 'Event',
      name: 'Open day',
      location: { '@type': 'Place', name: 'Our workshop', address: '12 Smith Street, Fitzroy VIC 3065' },
      url: `${o}/`,
    }),
  ];
  const { findings } = await judgeSite(site(blocks));
  const f = fired(findings, 'rich-results', ORIGIN);
  assert.is(f.severity, 'problem');
  assert.ok(f.urls.includes('/product: Event has no "startDate", which Google requires for an events listing'), f.urls.join('\n'));
  assert.ok(
    f.urls.includes('/product: Article has no "dateModified" and "image", which Google recommends for articles'),
    f.urls.join('\n'),
  );
});

test('microdata and RDFa are read as JSON-LD is: the same Product, the same verdict', async () => {
  const jsonLd = `<script type="application/ld+json">${ld({ '@type': 'Product', name: 'Hot water unit', brand: { '@type': 'Brand', name: 'Rheem' } })}</script>`;
  const microdata = `<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Hot water unit</h1>
    <div itemprop="brand" itemscope itemtype="https://schema.org/Brand"><span itemprop="name">Rheem</span></div></div>`;
  const rdfa = `<div vocab="https://schema.org/" typeof="Product"><h1 property="name">Hot water unit</h1>
    <div property="brand" typeof="Brand"><span property="name">Rheem</span></div></div>`;
  const verdicts = [];
  for (const html of [jsonLd, microdata, rdfa]) {
    const facts = await readPage(`<!doctype html><html><head><title>Unit</title></head><body>${html}</body></html>`);
    const [item] = facts.structuredData.items ?? [];
    assert.ok(item, html);
    assert.equal(item.types, ['Product', 'Brand']);
    assert.ok(facts.structuredData.types.includes('Product'));
    verdicts.push(item.issues.map((i) => [i.severity, i.type, i.properties, i.message]));
  }
  assert.equal(verdicts[0]?.slice(0, 1), [
    [
      'error',
      'Product',
      ['aggregateRating', 'offers', 'review'],
      'One of the following attributes is required: "aggregateRating", "offers" or "review"',
    ],
  ]);
  assert.equal(verdicts[1], verdicts[0], 'microdata');
  assert.equal(verdicts[2], verdicts[0], 'RDFa');
});

test('a hostile page: thousands of nested items and properties cost a bounded reading', async () => {
  const deep = '<div itemscope itemtype="https://schema.org/Thing" itemprop="about">'.repeat(5000) + '</div>'.repeat(5000);
  const many = '<span itemscope itemtype="https://schema.org/Product"><b itemprop="name">x</b></span>'.repeat(5000);
  // JSON-LD nested 2,800 deep within 64 KB: the validator, structuredClone and JSON.stringify recurse, so it is not handed over.
  const nested = `<script type="application/ld+json">${'{"@type":"Thing","a":'.repeat(2800)}1${'}'.repeat(2800)}</script>`;
  const facts = await readPage(`<html><body>${deep}${many}${nested}</body></html>`);
  assert.ok((facts.structuredData.items ?? []).length <= 24);
  assert.ok(facts.structuredData.types.includes('Thing'));
});

/** A blog post whose Article markup gives `article` and whose page shows `head` tags and the h1 `heading`. */
const post = (article: object, head = '', heading = 'Choosing a hot water unit for a Melbourne winter') =>
  goodSite({
    '/': (o) => page(() => [])(o, '/'),
    '/blog/hot-water': (o) =>
      goodPage(o, '/blog/hot-water', {
        links: '<a href="/">Home</a> <a href="/blog/hot-water">Hot water</a>',
        markup: business(o),
        head: `${head}<script type="application/ld+json">${ld(article)}</script>`,
        body: `<h1>${heading}</h1><p>${'Gas, electric, heat pump or solar: what each costs to run and to install. '.repeat(20)}</p>`,
      }),
  });
const AUTHOR = { '@type': 'Person', name: 'Sam Nguyen' };

test('an Article lacking what its page shows: the fix is its block as written with the headline (h1), image (og:image) and date (article:published_time) added, and pasted it clears them', async () => {
  const published = '2026-05-04T09:30:00+10:00';
  const head = `<meta property="article:published_time" content="${published}">`;
  const { findings } = await checkFacts(post({ '@type': 'Article', author: AUTHOR }, head));
  const f = finding(findings, 'rich-results');
  assert.match(
    f.urls?.join('\n') ?? '',
    /\/blog\/hot-water: Article has no "dateModified", "datePublished", "headline" and "image", which Google recommends for articles/,
  );
  const paste = f.paste;
  assert.ok(paste, f.unoffered ?? 'a fix is offered');
  assert.is(paste.title, 'Your Article markup on /blog/hot-water, with what the page shows added');
  assert.match(
    paste.where,
    /^In \/blog\/hot-water, replace the JSON-LD block that holds your Article with this one: it is your block as it is, with headline from its h1, image from its og:image tag and datePublished from its article:published_time tag added/,
  );
  assert.match(paste.checked ?? '', /Adobe's structured-data validator/);
  const block = JSON.parse(/^<script type="application\/ld\+json">\n([\s\S]*)\n<\/script>$/.exec(paste.text)?.[1] ?? '');
  // Everything the site wrote is kept; only what the page shows is added; dateModified, which it does not show, is not.
  assert.equal(block, {
    '@context': 'https://schema.org',
    '@type': 'Article',
    author: AUTHOR,
    headline: 'Choosing a hot water unit for a Melbourne winter',
    image: 'https://fixture-plumbing.com.au/og.png',
    datePublished: published,
  });
  assert.match(paste.diff ?? '', /^\+ +"headline": "Choosing a hot water unit for a Melbourne winter",$/m);
  // Pasted in place of the site's block, the check again finds none of them missing.
  const pasted = await judgeSite({
    ...post({ '@type': 'Article', author: AUTHOR }, head),
    '/blog/hot-water': (o) =>
      goodPage(o, '/blog/hot-water', {
        links: '<a href="/">Home</a> <a href="/blog/hot-water">Hot water</a>',
        markup: business(o),
        head: `${head}${paste.text}`,
        body: `<h1>Choosing a hot water unit for a Melbourne winter</h1><p>${'Gas, electric, heat pump or solar: what each costs to run and to install. '.repeat(20)}</p>`,
      }),
  });
  const after = finding(pasted.findings, 'rich-results');
  assert.match(after.urls?.join('\n') ?? '', /Article has no "dateModified", which Google recommends for articles/);
  assert.not.match(after.urls?.join('\n') ?? '', /"headline"|"datePublished"|"image"/);
});

test('what a page does not show is never made up: two h1s, or one longer than the check keeps, give no headline, a date not in ISO 8601 none; a heading with </script> is escaped for the block', async () => {
  const two = await checkFacts(
    post(
      { '@type': 'BlogPosting', image: 'https://fixture-plumbing.com.au/a.jpg' },
      '<meta property="article:published_time" content="4 May 2026">',
      'One</h1><h1>Two',
    ),
  );
  const none = finding(two.findings, 'rich-results');
  assert.is(none.paste, undefined, 'nothing the page shows for sure: no fix');
  assert.is(none.unoffered, undefined);
  // A heading longer than the check keeps is not the page's heading whole: the image alone is added.
  const long = finding((await checkFacts(post({ '@type': 'BlogPosting' }, '', 'Hot water '.repeat(30)))).findings, 'rich-results');
  assert.ok(long.paste, long.unoffered);
  assert.not.match(long.paste.text, /"headline"/);
  assert.match(long.paste.text, /"image": "https:\/\/fixture-plumbing\.com\.au\/og\.png"/);
  const hostile = await checkFacts(post({ '@type': 'BlogPosting' }, '', 'Hot water &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;'));
  const paste = finding(hostile.findings, 'rich-results').paste;
  assert.ok(paste);
  assert.is(paste.text.match(/<\/script/gi)?.length, 1, 'the block ends once, where it should');
  assert.match(paste.text, /"headline": "Hot water \\u003c\/script\\u003e\\u003cscript\\u003ealert\(1\)\\u003c\/script\\u003e"/);
});

test("a Product with no offer: its page's product:price tags give one; a price written with its sign gives none", async () => {
  const shop = (amount: string) =>
    post(
      { '@type': 'Product', name: 'Rheem 315 L hot water unit', image: 'https://fixture-plumbing.com.au/rheem.jpg' },
      `<meta property="product:price:amount" content="${amount}"><meta property="product:price:currency" content="AUD">`,
      'Rheem 315 L hot water unit',
    );
  const { findings } = await checkFacts(shop('1890.00'));
  const f = finding(findings, 'rich-results');
  assert.ok(f.paste, f.unoffered);
  assert.match(f.paste.text, /"offers": \{\n\s+"@type": "Offer",\n\s+"price": "1890.00",\n\s+"priceCurrency": "AUD"\n\s+\}/);
  assert.match(f.paste.where, /with offers from its product:price tags added/);
  const signed = finding((await checkFacts(shop('$1,890'))).findings, 'rich-results');
  assert.is(signed.paste, undefined);
});

test.run();
