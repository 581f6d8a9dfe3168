/** The sitemap: present and valid, and listing exactly the site's live, indexable, canonical, linked pages. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { judgeSite } from '../../facts.js';
import { finding, fired, given, goodPage, goodSite, said, type Routes } from '../../fixtures/site-table.js';

const IDS = [
  'sitemap',
  'sitemap-errors',
  'sitemap-redirects',
  'sitemap-noindex',
  'sitemap-non-canonical',
  'sitemap-blocked',
  'orphan-pages',
  'not-in-sitemap',
];
const urlset = (origin: string, paths: string[]) => ({
  headers: { 'content-type': 'application/xml' },
  body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths.map((p) => `<url><loc>${origin}${p}</loc></url>`).join('')}</urlset>`,
});

test('a sitemap listing exactly the linked, live, indexable pages passes every sitemap check', async () => {
  const { findings } = await judgeSite(
    goodSite({ '/': (o) => goodPage(o, '/', { links: '<a href="/about">About us</a>' }), '/about': (o) => goodPage(o, '/about') }),
  );
  for (const id of IDS) assert.is(finding(findings, id).severity, 'passed', id);
});

test('errors, redirects, noindex, non-canonical, blocked and orphan pages in the sitemap, and a linked page missing from it, are each reported', async () => {
  const routes: Routes = goodSite({
    '/': (o) =>
      goodPage(o, '/', {
        links: '<a href="/unlisted">Unlisted</a> <a href="/hidden">Hidden</a> <a href="/copy">Copy</a> <a href="/extra">Extra</a>',
      }),
    '/unlisted': (o) => goodPage(o, '/unlisted'),
    '/extra': (o) => goodPage(o, '/extra'),
    '/hidden': (o) => goodPage(o, '/hidden', { head: '<meta name="robots" content="noindex">' }),
    '/copy': (o) => goodPage(o, '/copy', { canonical: `<link rel="canonical" href="${o}/">` }),
    '/orphan': (o) => goodPage(o, '/orphan'),
  });
  routes['/sitemap.xml'] = (o) => urlset(o, ['/', '/hidden', '/copy', '/orphan', '/gone', '/moved', '/admin/secret']);
  routes['/moved'] = { status: 301, headers: { location: '/unlisted' } };
  const { findings, site } = await judgeSite(routes);
  const origin = site.origin;
  assert.equal(fired(findings, 'sitemap-errors', origin).urls, ['/gone: HTTP 404']);
  assert.equal(fired(findings, 'sitemap-redirects', origin).urls, ['/moved → /unlisted']);
  assert.equal(fired(findings, 'sitemap-noindex', origin).urls, ['/hidden']);
  assert.equal(fired(findings, 'sitemap-non-canonical', origin).urls, ['/copy → canonical /']);
  assert.equal(fired(findings, 'sitemap-blocked', origin).urls, ['/admin/secret']);
  assert.equal(fired(findings, 'orphan-pages', origin).urls, ['/orphan']);
  // /unlisted is listed through /moved's redirect: that cause is sitemap-redirects', said once.
  assert.equal(fired(findings, 'not-in-sitemap', origin).urls, ['/extra']);
});

test('no sitemap, one that is not XML, and one that never answers are each an improvement, and the check goes on', async () => {
  const page = { '/': (o: string) => goodPage(o, '/') };
  const missing = goodSite(page);
  delete missing['/sitemap.xml'];
  const { findings: none, site } = await judgeSite(missing);
  assert.equal(fired(none, 'sitemap', site.origin), {
    severity: 'improvement',
    message: `No sitemap was found at ${site.origin}/sitemap.xml.`,
    urls: [],
  });
  const { findings: junk, site: junkSite } = await judgeSite({
    ...goodSite(page),
    '/sitemap.xml': { headers: { 'content-type': 'text/html' }, body: '<h1>Not a sitemap</h1>' },
  });
  assert.is(fired(junk, 'sitemap', junkSite.origin).message, `${junkSite.origin}/sitemap.xml answered, but it is not a valid XML sitemap.`);
  // The fetcher's sentence for a sitemap that never answers, given as the fact it is (fetch-page.ts words it).
  const { findings: slow, site: slowSite } = await judgeSite({
    ...goodSite(page),
    '/sitemap.xml': { unfetched: 'We could not check fixture-plumbing.com.au: it did not answer within 5 seconds.' },
  });
  assert.is(
    fired(slow, 'sitemap', slowSite.origin).message,
    'The sitemap at https://fixture-plumbing.com.au/sitemap.xml could not be read (we could not check fixture-plumbing.com.au: it did not answer within 5 seconds).',
  );
});

test('a sitemap listing no addresses is an improvement, and nothing is said about the addresses it would list', async () => {
  const { findings } = await judgeSite({
    ...goodSite({ '/': (o) => goodPage(o, '/', { links: '<a href="/about">About</a>' }), '/about': (o) => goodPage(o, '/about') }),
    '/sitemap.xml': {
      headers: { 'content-type': 'application/xml' },
      body: '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>',
    },
  });
  assert.equal(said(findings, 'sitemap'), {
    severity: 'improvement',
    message: 'The sitemap at https://fixture-plumbing.com.au/sitemap.xml lists no addresses.',
  });
  const crawlTypes = ['sitemap-errors', 'sitemap-redirects', 'sitemap-noindex', 'sitemap-non-canonical', 'sitemap-blocked'];
  assert.equal(given(findings, [...crawlTypes, 'orphan-pages', 'not-in-sitemap']), []);
});

test.run();
