/**
 * Canonical links, as Lighthouse's canonical audit reads them: the head's and the Link header's
 * (never the body's), invalid, relative, conflicting, contradicting hreflang, or the home page named
 * by a deeper page; and ours beside them: missing, or naming a redirect, a broken or a noindex page.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { judgeSite } from '../../facts.js';
import { finding, fired, goodPage, goodSite, notPassed, type Routes } from '../../fixtures/site-table.js';
import { FAILURES, htmlWith, lighthouseSite, TESTER } from '../../fixtures/lighthouse-seo.js';

const IDS = [
  'canonical',
  'canonical-to-redirect',
  'canonical-to-error',
  'canonical-to-noindex',
  'canonical-invalid',
  'multiple-canonicals',
  'relative-canonicals',
  'canonical-hreflang-conflict',
  'canonical-to-root',
  'canonical-missing',
];
/** A page whose head has `canonical` (markup, '' for none; `o` is the site's origin) and whose answer adds `link` header lines. */
const page = (path: string, canonical: (o: string) => string, link?: (o: string) => string) => (o: string) =>
  htmlWith(goodPage(o, path, { canonical: canonical(o) }), link ? { link: link(o) } : {});
const tag = (href: string) => `<link rel="canonical" href="${href}">`;
/** The usual site around extra pages, which may send headers. */
const siteWith = (pages: Routes): Routes => ({ ...goodSite({}), ...pages });

test('pages naming their own full address once, in the head, pass every canonical check', async () => {
  const { findings } = await judgeSite(
    goodSite({ '/': (o) => goodPage(o, '/', { links: '<a href="/about">About us</a>' }), '/about': (o) => goodPage(o, '/about') }),
  );
  for (const id of IDS) assert.is(finding(findings, id).severity, 'passed', id);
  assert.equal(notPassed(findings), []);
});

test("Lighthouse's pages: the tester's head and header canonicals agree (its body ones are ignored); the failure page's head and header disagree", async () => {
  const { findings: tester } = await judgeSite(lighthouseSite(), { start: TESTER });
  assert.equal(finding(tester, 'canonical'), {
    ...finding(tester, 'canonical'),
    severity: 'passed',
    message: 'The page names its canonical address (http://localhost:10200/seo/).',
  });
  // The tester names an address off the site, which the check never reads: nothing can be said of its answer.
  for (const id of IDS.filter((id) => !['canonical-to-redirect', 'canonical-to-error', 'canonical-to-noindex'].includes(id)))
    assert.is(finding(tester, id).severity, 'passed', id);
  for (const id of ['canonical-to-redirect', 'canonical-to-error', 'canonical-to-noindex'])
    assert.not.ok(
      tester.find((f) => f.id === id),
      `${id} is not said of a canonical address we did not read`,
    );

  const { findings: failing, site } = await judgeSite(lighthouseSite(), { start: FAILURES });
  assert.equal(fired(failing, 'canonical', site.origin), {
    severity: 'problem',
    message:
      'The page names 2 different canonical addresses (https://example.com/other, https://example.com/), so search engines may ignore them all.',
    urls: [],
  });
  // The start page's two canonicals are said once, above; the crawl's finding does not repeat them, nor pass beside them.
  assert.not.ok(failing.find((f) => f.id === 'multiple-canonicals'));
});

test("Lighthouse's canonical cases: each page gets the one verdict Lighthouse gives it", async () => {
  const cases = [
    'c1',
    'c2?utm_source=twitter',
    'c3',
    'c5',
    'c6a',
    'c6b',
    'c6c',
    'c7',
    'c8/',
    'c9',
    'c10',
    'c11',
    'c13',
    'c14',
    'c15',
    'c16',
    'c17',
    'c18a',
    'c18b',
  ];
  const routes = siteWith({
    // C4, C12: the home page, its canonical in the head and the header, once without the slash.
    '/': page(
      '/',
      (o) => tag(o),
      (o) => `<${o}>; rel="canonical"`,
    ),
    '/c1': page('/c1', (o) => tag(`${o}/c1`)),
    // C2: reached with a tracking tag, naming its address without it.
    '/c2': page('/c2', (o) => tag(`${o}/c2`)),
    '/c3': page(
      '/c3',
      () => '',
      (o) => `<${o}/c3>; rel="canonical"`,
    ),
    '/c5': (o) => goodPage(o, '/c5', { body: `<link rel="canonical" href="https://foo.com"><h1>A canonical in the body too</h1>` }),
    '/c6a': (o) => goodPage(o, '/c6a', { canonical: '', body: `<link rel="canonical" href="${o}/c6a"><h1>Only in the body</h1>` }),
    '/c6b': page('/c6b', () => '<link rel="canonical">'),
    '/c6c': page('/c6c', () => tag('')),
    '/c7': page(
      '/c7',
      () => tag('https://www.example.com'),
      () => '<https://example.com>; rel="canonical"',
    ),
    '/c8/': page(
      '/c8/',
      () => '',
      () => '</>; rel="canonical"',
    ),
    '/c9': page('/c9', () => tag('//example.com/articles/cats')),
    '/c10': page('/c10', () => tag('https:// example.com')),
    '/c11': page('/c11', (o) => tag(o)),
    '/c13': page(
      '/c13',
      (o) => `${tag(`${o}/fr`)}<link rel="alternate" hreflang="fr" href="${o}/fr">`,
      (o) => `<${o}/c13>; rel="alternate"; hreflang="en"`,
    ),
    '/fr': page('/fr', (o) => tag(`${o}/fr`)),
    '/c14': page('/c14', () => tag('https://other-site.example.net/articles/cats')),
    // An <img> ends the head: the canonical after it is in the body.
    '/c15': page('/c15', (o) => `<img src="/van.jpg" alt="" width="1" height="1">${tag(`${o}/c15`)}`),
    '/c16': page('/c16', (o) => `<noscript>${tag(`${o}/c16`)}</noscript>`),
    // After </head> and before the body, a link is put back into the head.
    '/c17': (o) => goodPage(o, '/c17', { canonical: '' }).replace('</head>', `</head>${tag(`${o}/c17`)}`),
    '/c18a': page('/c18a', (o) => `<link rel="canonical alternate" href="${o}/c18a">`),
    '/c18b': page(
      '/c18b',
      () => '',
      (o) => `<${o}/c18b>; rel="canonical alternate"`,
    ),
  });
  const home = routes['/'] as (o: string) => { body: string };
  routes['/'] = (o) => ({
    ...home(o),
    body: home(o).body.replace('<a href="/">Home page</a>', cases.map((p) => `<a href="/${p}">Case ${p}</a>`).join(' ')),
  });
  const { findings, site } = await judgeSite(routes, { maxPages: 40 });
  const origin = site.origin;
  assert.is(finding(findings, 'canonical').severity, 'passed', 'the same address in the head and the header is one canonical');
  assert.equal(fired(findings, 'canonical-missing', origin).urls.sort(), ['/c15', '/c16', '/c18a', '/c6a', '/c6b', '/c6c']);
  assert.equal(fired(findings, 'multiple-canonicals', origin), {
    severity: 'problem',
    message: '1 page names more than one canonical address.',
    urls: ['/c7 (https://www.example.com/, https://example.com/)'],
  });
  assert.equal(fired(findings, 'relative-canonicals', origin).urls.sort(), ['/c8/: "/"', '/c9: "//example.com/articles/cats"']);
  assert.equal(fired(findings, 'canonical-invalid', origin), {
    severity: 'problem',
    message: '1 page has a canonical link that is not a valid address.',
    urls: ['/c10: "https:// example.com"'],
  });
  assert.equal(fired(findings, 'canonical-to-root', origin), {
    severity: 'problem',
    message: '1 page names the home page as the canonical address.',
    urls: ['/c11 → canonical /'],
  });
  assert.equal(fired(findings, 'canonical-hreflang-conflict', origin), {
    severity: 'improvement',
    message: '1 page names a canonical address that contradicts its hreflang links.',
    urls: ['/c13 → canonical /fr'],
  });
});

test('the start page is graded by its own verdict: invalid, several, the home page are problems; relative, missing, hreflang to improve', async () => {
  const start = async (routes: Routes, path = '/') => {
    const { findings } = await judgeSite(routes, { maxPages: 1, start: path });
    const { severity, message } = finding(findings, 'canonical');
    return { severity, message };
  };
  assert.equal(await start(siteWith({ '/': page('/', () => tag('https://exa mple.com/')) })), {
    severity: 'problem',
    message: 'The page\'s canonical link is not a valid address ("https://exa mple.com/"), so search engines ignore it.',
  });
  assert.equal(
    await start(
      siteWith({
        '/': page(
          '/',
          () => tag('/'),
          () => '<https://example.com/>; rel="canonical"',
        ),
      }),
    ),
    { severity: 'improvement', message: 'The page\'s canonical link is not a full address ("/").' },
    'relative beats several',
  );
  assert.equal(await start(siteWith({ '/': page('/', () => '') })), {
    severity: 'improvement',
    message: 'The page does not name its canonical address.',
  });
  assert.equal(
    await start(siteWith({ '/deep/page': page('/deep/page', () => tag('https://example.com.au/')) }), '/deep/page'),
    { severity: 'passed', message: 'The page names its canonical address (https://example.com.au/).' },
    "the home page of another origin is not this site's",
  );
  const hreflang = await start(
    siteWith({
      '/': page(
        '/',
        (o) => `${tag(`${o}/fr`)}<link rel="alternate" hreflang="fr" href="${o}/fr"><link rel="alternate" hreflang="en" href="${o}/">`,
      ),
    }),
  );
  assert.equal(hreflang, {
    severity: 'improvement',
    message:
      'The page names https://fixture-plumbing.com.au/fr as its canonical address, while its hreflang links list the page itself as a language version.',
  });
  const routes = siteWith({ '/deep/page': page('/deep/page', (o) => tag(`${o}/?page=2`)) });
  const root = await start(routes, '/deep/page');
  assert.equal(root, {
    severity: 'problem',
    message:
      'The page names the home page (https://fixture-plumbing.com.au/?page=2) as its canonical address, so search engines may list the home page instead of it.',
  });
});

test('canonical addresses that redirect, answer with an error or are marked noindex are each reported with the pages naming them', async () => {
  const routes = goodSite({
    '/': (o) => goodPage(o, '/', { links: '<a href="/a">A</a> <a href="/b">B</a> <a href="/c">C</a>' }),
    '/a': (o) => goodPage(o, '/a', { canonical: tag(`${o}/moved`) }),
    '/b': (o) => goodPage(o, '/b', { canonical: tag(`${o}/gone`) }),
    '/c': (o) => goodPage(o, '/c', { canonical: tag(`${o}/hidden`) }),
    '/hidden': (o) => goodPage(o, '/hidden', { canonical: '', head: '<meta name="robots" content="noindex">' }),
    '/elsewhere': (o) => goodPage(o, '/elsewhere'),
  });
  routes['/moved'] = { status: 301, headers: { location: '/elsewhere' } };
  const { findings, site } = await judgeSite(routes);
  const origin = site.origin;
  assert.equal(fired(findings, 'canonical-to-redirect', origin).urls, ['/moved (canonical of /a)']);
  assert.equal(fired(findings, 'canonical-to-error', origin).urls, ['/gone: HTTP 404 (canonical of /b)']);
  assert.equal(fired(findings, 'canonical-to-noindex', origin).urls, ['/hidden (canonical of /c)']);
});

test.run();
