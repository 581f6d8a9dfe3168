/**
 * Passes and findings, once each and only when true (issue 67): a check that does not apply to the
 * site says nothing (never "done well" on nothing), a pass is said only when every page passed it,
 * and one cause gives one finding: the start page's fault by the start page's finding, the other
 * pages' by the crawl's. Each site here is one a local business could have.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Finding } from '../../../src/audit/findings/finding.js';
import { FAMILIES, FINDING_TYPES } from '../../../src/audit/findings/index.js';
import { scoreOf } from '../../../src/audit/findings/score.js';
import { checkFacts, judgeSite } from '../../facts.js';
import { finding, fired, goodPage, goodSite, type Routes } from '../../fixtures/site-table.js';

/** What the report's "Already done well" list says. */
const doneWell = (findings: Finding[]) => findings.filter((f) => f.severity === 'passed').map((f) => f.message);
/** Every sentence the report says of the site, "id: message". */
const said = (findings: Finding[]) => findings.map((f) => `${f.id}: ${f.message}`);
/** The findings of one family (index.ts's FAMILIES). */
const ofFamily = (findings: Finding[], family: keyof typeof FAMILIES) =>
  findings.filter((f) => FAMILIES[family].some((t) => t.id === f.id));
const absent = (findings: Finding[], id: string) =>
  assert.not.ok(
    findings.find((f) => f.id === id),
    `${id} says nothing: ${findings.find((f) => f.id === id)?.message}`,
  );
const text = `<h1>Plumbing in Fitzroy</h1><p>${'We fix burst pipes, blocked drains and hot water systems for homes and shops across the inner north. '.repeat(25)}</p>`;

/** A site served over plain http, as one without a certificate is. */
const HTTP = 'http://fixture-plumbing.com.au';
/** The site's pages sent as they are: its server compresses nothing. */
const uncompressed = (routes: Routes): Routes =>
  Object.fromEntries(
    Object.entries(routes).map(([path, route]) => [
      path,
      (o: string) => {
        const answer = typeof route === 'function' ? route(o) : route;
        return typeof answer === 'string' ? { headers: { 'content-type': 'text/html; charset=utf-8' }, body: answer } : answer;
      },
    ]),
  );

test('an http-only site: plain http is said once, and nothing about https links, forms or files is said on a site without https', async () => {
  // A tradie's site on shared hosting without a certificate: absolute http:// links in its menu, a
  // quote form posting to itself, the logo from its own http:// address.
  const nav = (o: string) => `<a href="${o}/">Home</a> <a href="${o}/services">Services</a> <a href="/quote">Get a quote</a>`;
  const routes = goodSite({
    '/': (o) => goodPage(o, '/', { links: nav(o), body: `${text}<img src="${o}/logo.png" alt="Fitzroy Plumbing" width="80" height="40">` }),
    '/services': (o) => goodPage(o, '/services', { links: nav(o) }),
    '/quote': (o) =>
      goodPage(o, '/quote', {
        links: nav(o),
        body: `${text}<form action="/quote" method="post"><input name="name"><button>Send</button></form>`,
      }),
  });
  routes['/logo.png'] = { headers: { 'content-type': 'image/png', 'content-length': '2048' }, body: Buffer.alloc(2048) };
  const { result, findings, site } = await checkFacts(routes, { origin: HTTP });
  assert.equal(fired(findings, 'https', site.origin), {
    severity: 'problem',
    message: 'fixture-plumbing.com.au is served over plain HTTP, not HTTPS.',
    urls: [],
  });
  assert.not.ok(doneWell(findings).includes('Internal links use the secure https:// address.'), 'no https links praised on an http site');
  for (const id of ['http-links', 'insecure-forms', 'mixed-content-pages', 'hsts', 'mixed-content', 'http-redirect']) absent(findings, id);
  assert.equal(
    said(ofFamily(findings, 'security')),
    ['https: fixture-plumbing.com.au is served over plain HTTP, not HTTPS.'],
    'the one cause, said once',
  );
  assert.is(result.score, scoreOf(findings), 'the score counts only what was said');
});

test('descriptions and titles missing on some pages: no pass says every page has its own, or a length in range', async () => {
  // A site whose service pages were made from a template with no description and no title.
  const links = '<a href="/hot-water">Hot water</a> <a href="/drains">Drains</a> <a href="/gas">Gas</a>';
  const bare = (o: string, path: string) => goodPage(o, path, { description: '', title: '' }).replace(/<title><\/title>/, '');
  const { findings, site } = await judgeSite(
    goodSite({
      '/': (o) => goodPage(o, '/', { links }),
      '/hot-water': (o) => bare(o, '/hot-water'),
      '/drains': (o) => bare(o, '/drains'),
      '/gas': (o) => bare(o, '/gas'),
    }),
  );
  assert.equal(fired(findings, 'descriptions-missing', site.origin), {
    severity: 'improvement',
    message: '3 pages have no meta description.',
    urls: ['/hot-water', '/drains', '/gas'],
  });
  assert.equal(fired(findings, 'titles-missing', site.origin).message, '3 pages have no title.');
  const passes = doneWell(findings);
  for (const untrue of [
    'Every page has its own meta description.',
    'Every meta description is 70 to 160 characters long.',
    'Every page has its own title.',
    'Every title is 15 to 60 characters long.',
  ])
    assert.not.ok(passes.includes(untrue), `not said: ${untrue}`);
  for (const id of ['duplicate-descriptions', 'descriptions-length', 'duplicate-titles', 'titles-length']) absent(findings, id);
  // The home page's own, which is fine, still passes.
  assert.is(finding(findings, 'meta-description').severity, 'passed');
});

test("the home page's missing title is said once, by the home page's finding, not again across the site", async () => {
  const { findings, site } = await judgeSite(
    goodSite({
      '/': (o) => goodPage(o, '/', { links: '<a href="/about">About us</a>' }).replace(/<title>.*?<\/title>/, ''),
      '/about': (o) => goodPage(o, '/about'),
    }),
  );
  assert.equal(fired(findings, 'title', site.origin), { severity: 'problem', message: 'The page has no title.', urls: [] });
  absent(findings, 'titles-missing');
  absent(findings, 'titles-length');
  assert.equal(said(ofFamily(findings, 'titles')), ['title: The page has no title.']);
});

test('a server that compresses nothing: one setting, said once, by the home page', async () => {
  const plainSite = uncompressed(
    goodSite({
      '/': (o) => goodPage(o, '/', { links: '<a href="/about">About us</a> <a href="/contact">Contact</a>' }),
      '/about': (o) => goodPage(o, '/about'),
      '/contact': (o) => goodPage(o, '/contact'),
    }),
  );
  const none = await judgeSite(plainSite, { origin: HTTP });
  assert.equal(fired(none.findings, 'compression', none.site.origin).message, 'Your home page is sent without compression.');
  assert.not.ok(
    none.findings.find((f) => f.id === 'uncompressed-pages'),
    'not "2 pages are sent without compression" beside it: the server compresses none, one setting',
  );
  // Only the home page uncompressed: said by the home page, and "every page ... is sent compressed" is not said beside it.
  const routes = goodSite({
    '/': (o) => goodPage(o, '/', { links: '<a href="/about">About us</a>' }),
    '/about': (o) => goodPage(o, '/about'),
  });
  routes['/'] = (o) => ({
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: goodPage(o, '/', { links: '<a href="/about">About us</a>' }),
  });
  const { findings } = await judgeSite(routes);
  assert.is(finding(findings, 'compression').severity, 'improvement');
  absent(findings, 'uncompressed-pages');
});

test("a logo without alt text in every page's header is said once, by the home page", async () => {
  const header = '<img src="/logo.png" width="120" height="40">';
  const routes = goodSite({
    '/': (o) => goodPage(o, '/', { links: `${header}<a href="/about">About us</a>` }),
    '/about': (o) => goodPage(o, '/about', { links: header }),
  });
  routes['/logo.png'] = { headers: { 'content-type': 'image/png', 'content-length': '2048' }, body: Buffer.alloc(2048) };
  const { findings, site } = await judgeSite(routes);
  assert.equal(fired(findings, 'image-alt', site.origin), {
    severity: 'improvement',
    message: '1 of 2 images has no alt text.',
    urls: [],
  });
  absent(findings, 'images-without-alt');
  assert.not.ok(doneWell(findings).includes('Every image has alt text.'));
});

test('a site reached through a redirect: its home page is not said to redirect to itself', async () => {
  // The address the prospect typed redirects to the home page, which the site's pages, sitemap and canonical link name.
  const routes = goodSite({
    '/': (o) => goodPage(o, '/', { links: '<a href="/about">About us</a>' }),
    '/about': (o) => goodPage(o, '/about'),
  });
  routes['/start'] = (o) => ({ status: 301, headers: { location: `${o}/` } });
  const { findings } = await judgeSite(routes, { start: '/start' });
  for (const id of ['links-to-redirects', 'sitemap-redirects', 'canonical-to-redirect'])
    assert.is(finding(findings, id).severity, 'passed', `${id}: ${finding(findings, id).message}`);
  assert.equal(
    findings.filter((f) => f.severity !== 'passed').map((f) => f.id),
    [],
  );
});

test('a site without a sitemap: nothing is said about the addresses a sitemap would list', async () => {
  const routes = goodSite({
    '/': (o) => goodPage(o, '/', { links: '<a href="/about">About us</a>' }),
    '/about': (o) => goodPage(o, '/about'),
  });
  delete routes['/sitemap.xml'];
  routes['/robots.txt'] = { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nDisallow: /admin/\n' };
  const { findings } = await judgeSite(routes);
  assert.is(finding(findings, 'sitemap').severity, 'improvement');
  for (const type of FAMILIES.sitemap ?? []) if (type.scope === 'site') absent(findings, type.id);
  assert.not.ok(doneWell(findings).includes('Every indexable page we found is in your sitemap.'));
});

test('each overlap is declared on its type: a crawl type names a start-page type of its family, and a pass rests only on earlier types', () => {
  for (const [family, types] of Object.entries(FAMILIES))
    for (const type of types) {
      const { startPage, passesWith = [] } = type.overlaps ?? {};
      if (startPage) {
        assert.is(type.scope, 'site', `${type.id}: only a crawl type names the start page's`);
        assert.ok(
          types.some((t) => t.id === startPage && t.scope === 'page'),
          `${type.id}: ${startPage} is a start-page type of ${family}`,
        );
      }
      for (const id of passesWith)
        assert.ok(
          FINDING_TYPES.findIndex((t) => t.id === id) < FINDING_TYPES.indexOf(type) && FINDING_TYPES.some((t) => t.id === id),
          `${type.id}: ${id} is judged before it`,
        );
    }
});

test.run();
