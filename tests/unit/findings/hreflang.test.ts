/**
 * hreflang links, as Lighthouse's hreflang audit checks them: in the head or the Link header (the
 * body's ignored), a language code starting with a language the IANA registry lists (or
 * x-default), and a full http(s) address.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isLanguageCode } from '../../../src/audit/findings/hreflang.js';
import { judgeSite } from '../../facts.js';
import { finding, fired, goodPage, goodSite, notPassed, type Routes } from '../../fixtures/site-table.js';
import { FAILURES, htmlWith, lighthouseSite, TESTER } from '../../fixtures/lighthouse-seo.js';

const alternate = (hreflang: string, href?: string) =>
  `<link rel="alternate" hreflang="${hreflang}"${href === undefined ? '' : ` href="${href}"`}>`;

test('a site without hreflang links, and one whose links name known languages and full addresses, pass', async () => {
  const { findings } = await judgeSite(
    goodSite({ '/': (o) => goodPage(o, '/', { links: '<a href="/about">About us</a>' }), '/about': (o) => goodPage(o, '/about') }),
  );
  assert.not.ok(
    findings.find((f) => f.id === 'hreflang-invalid'),
    'no "Every hreflang link ..." said of a site without one',
  );
  assert.equal(notPassed(findings), []);

  const known = [
    'es',
    'pl',
    'nl-be',
    'zh-Hans',
    'zh-Hans-TW',
    'x-default',
    'X-Default',
    'FR-BE',
    'EN-gb',
    'en-PH',
    'ru-RU',
    'es-',
    'iw',
    'und',
    'qaa',
    'sgn-BE-FR',
    'de-1996',
    'en-XX',
  ];
  const head = [
    ...known.map((code) => alternate(code, 'https://example.com')),
    // Not hreflang links: no code, or a rel that is not exactly "alternate".
    alternate('', 'x'),
    '<link rel="alternate stylesheet" hreflang="xx" href="/print.css">',
  ].join('');
  // In the body, hreflang links are ignored, whatever they say.
  const body = `${['xx', 'XX-be', 'XX-be-Hans', '  es', ''].map((code) => alternate(code)).join('')}<h1>Language versions</h1>`;
  const routes: Routes = {
    ...goodSite({}),
    '/': (o) => htmlWith(goodPage(o, '/', { head, body }), { link: '<https://example.com>; rel="alternate"; hreflang="pl"' }),
  };
  const { findings: valid } = await judgeSite(routes);
  assert.is(finding(valid, 'hreflang-invalid').severity, 'passed');
});

test("Lighthouse's pages: the tester's five language versions pass; the failure page has four bad ones in its head and one in its header", async () => {
  const { findings: tester } = await judgeSite(lighthouseSite(), { start: TESTER });
  assert.is(finding(tester, 'hreflang-invalid').severity, 'passed');
  const { findings: failing, site } = await judgeSite(lighthouseSite(), { start: FAILURES });
  assert.equal(fired(failing, 'hreflang-invalid', site.origin), {
    severity: 'improvement',
    message: '5 hreflang links have a language code search engines do not know, or no full address.',
    urls: [
      `${FAILURES}: <link rel="alternate" hreflang="xx" href="https://xx.example.com"> (not a known language code)`,
      `${FAILURES}: <link rel="alternate" hreflang="es" href=""> (no address)`,
      `${FAILURES}: <link rel="alternate" hreflang="es" href="/example.html"> (not a full address)`,
      `${FAILURES}: <link rel="alternate" hreflang=" x-default" href="http://example.com/"> (not a known language code)`,
      `${FAILURES}: Link: <http://example.com>; rel="alternate"; hreflang="xx" (not a known language code)`,
    ],
  });
});

test("Lighthouse's hreflang cases: unknown codes, relative or missing addresses, in the head and the header", async () => {
  const head = [
    alternate('xx', 'https://example.com'),
    alternate('XX-be-Hans', 'https://example.com'),
    alternate('  es', 'https://example.com'),
    alternate('es'),
    alternate('es', '/example.html'),
    alternate('es', 'example.com'),
    alternate('@@', 'example.com'),
    alternate('jp', 'https://example.com'),
  ].join('');
  const link = ['<http://example.com/>; rel="alternate"; hreflang="xx1"', '<//example.com>; rel="alternate"; hreflang="es"'];
  const { findings, site } = await judgeSite({ ...goodSite({}), '/': (o) => htmlWith(goodPage(o, '/', { head }), { link }) });
  assert.equal(fired(findings, 'hreflang-invalid', site.origin).urls, [
    '/: <link rel="alternate" hreflang="xx" href="https://example.com"> (not a known language code)',
    '/: <link rel="alternate" hreflang="XX-be-Hans" href="https://example.com"> (not a known language code)',
    '/: <link rel="alternate" hreflang=" es" href="https://example.com"> (not a known language code)',
    '/: <link rel="alternate" hreflang="es" href=""> (no address)',
    '/: <link rel="alternate" hreflang="es" href="/example.html"> (not a full address)',
    '/: <link rel="alternate" hreflang="es" href="example.com"> (not a full address)',
    '/: <link rel="alternate" hreflang="@@" href="example.com"> (not a known language code, not a full address)',
    '/: <link rel="alternate" hreflang="jp" href="https://example.com"> (not a known language code)',
    '/: Link: <http://example.com/>; rel="alternate"; hreflang="xx1" (not a known language code)',
    '/: Link: <//example.com>; rel="alternate"; hreflang="es" (not a full address)',
  ]);
});

test("language codes are the IANA registry's language subtags at the version Lighthouse 13.4.1 lists, the first subtag alone checked", () => {
  for (const code of ['en', 'EN-gb', 'x-default', 'iw', 'und', 'qaa', 'tok', 'lsb', 'zh-Hans-TW', 'de-1996', 'es-'])
    assert.ok(isLanguageCode(code), code);
  for (const code of [
    'xx',
    'jp',
    'eng',
    'deu',
    'fra',
    'en_US',
    ' es',
    'es ',
    ' x-default',
    '-es',
    '419',
    'i-klingon',
    'x-klingon',
    '@@',
    'qab',
    '',
  ])
    assert.not.ok(isLanguageCode(code), code);
});

/**
 * A multilingual site described as Google's documentation reads it: each page's answer and the
 * language versions it lists (code, path). `expected` is that documentation's reading, written here
 * on its own and without the crawl: "each language version must list itself as well as all other
 * language versions"; "if two pages don't both point to each other, the tags will be ignored";
 * x-default recommended where a page names several languages; a version's address that redirects,
 * is missing or is noindex is no page to show (developers.google.com/search/docs/specialty/international/localized-versions).
 */
type Described = { status?: 301 | 404; location?: string; noindex?: boolean; versions?: [string, string][] };
const MULTILINGUAL: Record<string, Described> = {
  '/': {
    versions: [
      ['en-AU', '/'],
      ['de', '/de/'],
      ['fr', '/fr/'],
      ['x-default', '/'],
    ],
  },
  '/de/': {
    versions: [
      ['en-AU', '/'],
      ['de', '/de/'],
      ['fr', '/fr/'],
      ['nl', '/nl/'],
      ['pt', '/pt/'],
      ['x-default', '/'],
    ],
  },
  // Lists neither / nor /de/ back, nor itself; its Spanish version's address redirects.
  '/fr/': { versions: [['es', '/es/']] },
  '/es/': { status: 301, location: '/es/inicio' },
  '/es/inicio': {},
  '/nl/': {
    noindex: true,
    versions: [
      ['en-AU', '/'],
      ['nl', '/nl/'],
    ],
  },
  '/pt/': { status: 404 },
  // Not itself; its German version lists it back, and two languages without an x-default.
  '/contact': { versions: [['de', '/de/kontakt']] },
  '/de/kontakt': {
    versions: [
      ['en', '/contact'],
      ['de', '/de/kontakt'],
    ],
  },
  // Its German version lists none.
  '/about': {
    versions: [
      ['en', '/about'],
      ['de', '/de/about'],
    ],
  },
  '/de/about': {},
};

function expected(site: Record<string, Described>) {
  const page = (path: string) => {
    const d = site[path];
    return d && !d.status && !d.noindex ? d : undefined;
  };
  const unreturned: string[] = [];
  const bad = new Set<string>();
  const noDefault: string[] = [];
  for (const [path, d] of Object.entries(site)) {
    // A noindex page is out of Google's index: its own links count for nothing (that it is noindex is said once, of the links to it).
    if (d.status || d.noindex || !d.versions) continue;
    if (!d.versions.some(([, to]) => to === path))
      unreturned.push(`${path}: lists ${d.versions.length} language version${d.versions.length === 1 ? '' : 's'} but not itself`);
    for (const [code, to] of d.versions) {
      const target = site[to];
      const on = `hreflang="${code}" on ${path}`;
      if (target?.status === 301) bad.add(`${to} (${on}) redirects to ${target.location}`);
      else if (target?.status === 404) bad.add(`${to} (${on}) answers HTTP 404`);
      else if (target?.noindex) bad.add(`${to} (${on}) is marked noindex`);
      const version = to === path ? undefined : page(to);
      if (!version) continue;
      if (!version.versions) unreturned.push(`${to} (${on}) lists no language versions, so it does not link back`);
      else if (!version.versions.some(([, back]) => back === path)) unreturned.push(`${to} (${on}) does not list ${path} back`);
    }
    const languages = new Set(d.versions.map(([code]) => code).filter((code) => code !== 'x-default'));
    if (languages.size >= 2 && !d.versions.some(([code]) => code === 'x-default')) noDefault.push(path);
  }
  return { unreturned, bad: [...bad], noDefault };
}

/** The site's routes: only /, /about and /contact are linked or in the sitemap; every other page is reached by the hreflang links alone. */
function routesOf(site: Record<string, Described>): Routes {
  const routes: Routes = goodSite({
    '/': (o) => goodPage(o, '/'),
    '/about': (o) => goodPage(o, '/about'),
    '/contact': (o) => goodPage(o, '/contact'),
  });
  for (const [path, d] of Object.entries(site))
    routes[path] =
      d.status === 301
        ? { status: 301, headers: { location: d.location } }
        : d.status === 404
          ? { status: 404, headers: { 'content-type': 'text/html' }, body: '<!doctype html><title>Not found</title><h1>Not found</h1>' }
          : (o: string) =>
              goodPage(o, path, {
                head: `${d.noindex ? '<meta name="robots" content="noindex">' : ''}${(d.versions ?? []).map(([code, to]) => alternate(code, /^https?:/.test(to) ? to : `${o}${to}`)).join('')}`,
                links: '<a href="/">Home page</a> <a href="/about">About us</a> <a href="/contact">Contact</a>',
              });
  return routes;
}

test('hreflang both ways: every fault Google documents is said once, exactly as a reading of its rules finds them, and nothing else', async () => {
  const { findings, evidence } = await judgeSite(routesOf(MULTILINGUAL));
  const origin = new URL(evidence.start.page.url).origin;
  const want = expected(MULTILINGUAL);
  const entries = (id: string) => (finding(findings, id).urls ?? []).map((u) => u.replaceAll(origin, '')).sort();
  assert.equal(entries('hreflang-return'), [...want.unreturned].sort());
  assert.equal(entries('hreflang-targets'), [...want.bad].sort());
  assert.equal(entries('hreflang-x-default'), [...want.noDefault].sort());
  // The pages only the hreflang links name were read: the crawler follows them.
  assert.ok(evidence.site?.pages.some((x) => x.url === `${origin}/de/kontakt`));
  assert.equal(
    ['hreflang-return', 'hreflang-targets', 'hreflang-x-default'].map((id) => finding(findings, id).severity),
    ['improvement', 'improvement', 'improvement'],
  );
  assert.match(finding(findings, 'hreflang-return').message, /^\d+ language versions are not linked both ways/);
});

test('a set linked both ways passes; a single-language self-reference and versions on other hosts are judged only as far as they were read', async () => {
  const pair: Record<string, Described> = {
    '/': {
      versions: [
        ['en-AU', '/'],
        ['de', '/de/'],
        ['x-default', '/'],
      ],
    },
    '/de/': {
      versions: [
        ['en-AU', '/'],
        ['de', '/de/'],
        ['x-default', '/'],
      ],
    },
    // One language, itself only (as many UK and Canadian sites do): nothing to return, no x-default asked.
    '/about': { versions: [['en-GB', '/about']] },
  };
  assert.equal(expected(pair), { unreturned: [], bad: [], noDefault: [] });
  const { findings } = await judgeSite(routesOf(pair));
  assert.is(finding(findings, 'hreflang-return').severity, 'passed');
  assert.is(finding(findings, 'hreflang-targets').severity, 'passed');
  assert.is(finding(findings, 'hreflang-x-default').severity, 'passed');

  // A version on another host (as in Google's own example) is never read: no return link or target is judged of it.
  const { findings: abroad, evidence } = await judgeSite(
    routesOf({
      '/': {
        versions: [
          ['en-AU', '/'],
          ['en-GB', 'https://en-gb.example.com/'],
          ['x-default', '/'],
        ],
      },
    }),
  );
  assert.is(finding(abroad, 'hreflang-return').severity, 'passed');
  assert.is(finding(abroad, 'hreflang-targets').severity, 'passed', 'its one address on the site, itself, was read');
  assert.not.ok(
    evidence.site?.all.some((x) => x.url.includes('example.com')),
    'the other host was not asked',
  );
});

test.run();
