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

test.run();
