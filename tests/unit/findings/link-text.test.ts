/**
 * Links whose text says nothing about where they lead, by Lighthouse's link-text rules: its word
 * lists by language (the link's own lang, the langs inside it, else the page's), exact words
 * lowercased, and never a link to the same page, a nofollow, javascript: or mailto: link.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readPage } from '../../../src/audit/read/page-facts.js';
import { checkFacts, judgeSite } from '../../facts.js';
import { finding, fired, given, goodPage, goodSite, notPassed, type Routes } from '../../fixtures/site-table.js';
import { FAILURES, lighthouseSite, MIXED_LANGUAGE, TESTER } from '../../fixtures/lighthouse-seo.js';

test('links that name where they lead pass', async () => {
  const { findings } = await judgeSite(
    goodSite({
      '/': (o) => goodPage(o, '/', { links: '<a href="/about">About our plumbers</a> <a href="#quote">click here</a>' }),
      '/about': (o) => goodPage(o, '/about'),
    }),
  );
  assert.is(finding(findings, 'vague-link-text').severity, 'passed');
  assert.equal(notPassed(findings), []);
});

test("Lighthouse's pages: the tester's vague links are all excluded (same page, nofollow, javascript:); the failure page has 5, one read as German", async () => {
  const { findings: tester } = await judgeSite(lighthouseSite(), { start: TESTER });
  assert.is(finding(tester, 'vague-link-text').severity, 'passed');
  const { findings: failing, site } = await judgeSite(lighthouseSite(), { start: FAILURES });
  assert.equal(fired(failing, 'vague-link-text', site.origin), {
    severity: 'improvement',
    message: '5 links say nothing about where they lead ("click here", "read more").',
    urls: [
      `${FAILURES}: "click this" → https://example.com/`,
      `${FAILURES}: "click this" → /test.html`,
      `${FAILURES}: "CLICK THIS" → /test.html`,
      `${FAILURES}: "klicke hier" → /test.html`,
      `${FAILURES}: "click this" → https://example.com/svg-link`,
    ],
  });
});

test("Lighthouse's mixed-language page: the 15 links Lighthouse finds, by the language of their text", async () => {
  const { findings, site } = await judgeSite(lighthouseSite(), { start: MIXED_LANGUAGE });
  const found = finding(findings, 'vague-link-text');
  assert.is(found.total, 15);
  assert.equal(fired(findings, 'vague-link-text', site.origin).urls.slice(0, 3), [
    `${MIXED_LANGUAGE}: "Start" → /lang-with-region_assert-en-US_fallback-to-en`,
    `${MIXED_LANGUAGE}: "click here" → /mixed-lang_assert-unknown`,
    `${MIXED_LANGUAGE}: "here" → /link-with-icon_no-alt_assert-en`,
  ]);
  // All 15, and the link to the page itself, which only the page's address rules out.
  const { vagueLinks } = await readPage(
    await (await import('node:fs/promises')).readFile(
      new URL('../../fixtures/lighthouse-seo/seo-mixed-language.html', import.meta.url),
      'utf8',
    ),
  );
  assert.equal(
    vagueLinks.map((l) => l.href.replace(/.*_assert-/, '')),
    [
      '/seo/seo-mixed-language.html',
      'en-US_fallback-to-en',
      'unknown',
      'en',
      'en',
      'en',
      'en',
      'en',
      'en',
      'en',
      'en',
      'unknown',
      'en',
      'en',
      'de',
      'en',
    ],
  );
});

/** Text in French, enough for its language to be told. */
const FRENCH =
  'Nous sommes votre plombier à Paris et nous intervenons rapidement pour les fuites, les canalisations bouchées et les chauffe-eau en panne. Nos artisans viennent le jour même, donnent un devis honnête et travaillent proprement. Appelez-nous ou écrivez-nous, nous serons heureux de trouver avec vous une solution adaptée à votre logement.';
/** Text in German, enough for its language to be told. */
const GERMAN =
  'Wir sind Ihr Klempner in Berlin und helfen schnell bei verstopften Abflüssen, undichten Leitungen und defekten Heizungen. Unsere Meister kommen noch am selben Tag, beraten ehrlich und arbeiten sauber. Rufen Sie uns an oder schreiben Sie uns, wir melden uns gern bei Ihnen und finden gemeinsam eine gute Lösung für Ihr Zuhause.';

test("Lighthouse's link-text cases: what fails, what is excluded by address or rel, and each language's own list", async () => {
  // A finding shows its first 10 entries: the cases are split over two sites.
  const fails = ['click here', ' click this ', 'CLICK THIS', 'Learn More', 'read more', 'klicke hier', 'click aquí'].map(
    (text) => `<a href="/other">${text}</a>`,
  );
  const page = [
    ...fails,
    '<a href="tel:123">click here</a>',
    '<a href="/page.html?a=1">click here</a>',
    '<a href="/other" rel="NoFollow">click here</a>',
    // Not vague, or excluded:
    '<a href="/other">legit link text</a>',
    '<a href="/other">click here.</a>',
    '<a href="#x">click here</a>',
    '<a href="">click here</a>',
    '<a href="/page.html">click here</a>',
    '<a href="/page.html#test">click here</a>',
    '<a href="javascript:alert(1)">click here</a>',
    '<a href="JAVASCRIPT:void(0)">click here</a>',
    '<a href="mailto:info@example.com">click here</a>',
    '<a>click here</a>',
    '<a href="/other" rel="noopener nofollow">click here</a>',
    '<a href="/other">click&nbsp;here</a>',
    '<a href="/other">click <img src="/van.jpg" alt="here"></a>',
  ].join('\n');
  const routes: Routes = {
    ...goodSite({ '/page.html': (o) => goodPage(o, '/page.html', { lang: '', links: page }) }),
    '/page.html?a=1': (o) => goodPage(o, '/page.html?a=1'),
  };
  const langs: Routes = goodSite({
    '/': (o) =>
      goodPage(o, '/', {
        links: '<a href="/en">English</a> <a href="/fr">French</a> <a href="/de">German</a> <a href="/de-de">German, Germany</a>',
      }),
    '/en': (o) =>
      goodPage(o, '/en', {
        lang: ' lang="en"',
        links: '<a href="/x">here</a> <a href="/x">aquí</a> <a href="/x" lang="de">hier</a> <a href="/x" lang="EN">here</a>',
      }),
    '/fr': (o) =>
      goodPage(o, '/fr', {
        lang: ' lang="fr"',
        links: '<a href="/x">here</a> <a href="/x"><span lang="en-AU">read more</span></a>',
        body: `<h1>Plombier à Paris</h1><p>${FRENCH}</p>`,
      }),
    // German pages in German: a page whose text reads as another language than it declares has its links judged in its text's (next-sites.test.ts).
    '/de': (o) =>
      goodPage(o, '/de', {
        lang: ' lang="de"',
        links: '<a href="/x">klicke hier</a> <a href="/x">legitimer Link-Text</a> <a href="/x">click here</a>',
        body: `<h1>Klempner in Berlin</h1><p>${GERMAN}</p>`,
      }),
    '/de-de': (o) =>
      goodPage(o, '/de-de', { lang: ' lang="de-DE"', links: '<a href="/x">mehr</a>', body: `<h1>Klempner in Berlin</h1><p>${GERMAN}</p>` }),
  });
  const [{ findings, site }, { findings: byLang, site: langSite }] = await Promise.all([
    checkFacts(routes, { start: '/page.html' }),
    checkFacts(langs),
  ]);
  assert.equal(fired(findings, 'vague-link-text', site.origin).urls, [
    ...['click here', 'click this', 'CLICK THIS', 'Learn More', 'read more', 'klicke hier', 'click aquí'].map(
      (text) => `/page.html: "${text}" → /other`,
    ),
    '/page.html: "click here" → tel:123',
    '/page.html: "click here" → /page.html?a=1',
    '/page.html: "click here" → /other',
  ]);
  assert.equal(fired(byLang, 'vague-link-text', langSite.origin).urls.sort(), [
    '/de-de: "mehr" → /x',
    '/de: "klicke hier" → /x',
    '/en: "here" → /x',
    '/en: "hier" → /x',
    '/fr: "read more" → /x',
  ]);
});

test('one vague link is said in the singular, with where it is and where it leads; the start page alone says nothing of links', async () => {
  const links = '<a href="/about">Read more</a>';
  const routes = goodSite({ '/': (o) => goodPage(o, '/', { links }), '/about': (o) => goodPage(o, '/about') });
  const { findings, site } = await judgeSite(routes);
  assert.equal(fired(findings, 'vague-link-text', site.origin), {
    severity: 'improvement',
    message: '1 link says nothing about where it leads ("click here", "read more").',
    urls: ['/: "Read more" → /about'],
  });
  assert.equal(given((await judgeSite(routes, { maxPages: 1 })).findings, ['vague-link-text']), []);
});

test.run();
