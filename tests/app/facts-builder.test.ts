/**
 * tests/facts.ts builds the evidence the check gathers without a server: here one site table is both
 * served over HTTPS and checked for real (runCheck: fetching, reading, crawling, judging, the fixes),
 * and answered in memory and judged from its facts, and the two must say the same of the site, word
 * for word. The table has what the crawl must get right: depth by fewest clicks, a redirect and a
 * chain, a loop, a page that never answers, a redirect and an image off the site (never asked: an
 * answer would be a finding), a broken link, files checked by HEAD, robots.txt's Disallow, a sitemap
 * page no page links to, a canonical to another page, a host's rewrite of a page read once, noindex,
 * and an llms.txt. The family tests of tests/unit/findings/ judge facts built in memory; this file is
 * where they meet a server, showing that the site answered in memory reads as the one served.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Coverage } from '../../src/audit/findings/coverage.js';
import type { Finding } from '../../src/audit/findings/finding.js';
import { checkFacts } from '../facts.js';
import { checkSite, goodPage, goodSite, type Routes } from '../fixtures/finding-site.js';

const moved = (to: string) => ({ status: 301, headers: { location: to } });

const home = (o: string) =>
  goodPage(o, '/', {
    links: [
      ...['/a', '/old', '/chain', '/gone', '/admin/x', '/index.html', '/price-list.pdf', 'https://elsewhere.example/', '/away'],
      ...['/loop', '/slow'],
    ]
      .map((href, i) => `<a href="${href}">Link ${i} to our page</a>`)
      .join(' '),
    body: `<h1>Plumbing</h1><p>${'Plumbing words for a real page. '.repeat(40)}</p><img src="/van.jpg" alt="Our van" width="640" height="480"><img src="https://elsewhere.example/photo.jpg" alt="Elsewhere" width="1" height="1">`,
  });
const routes: Routes = goodSite({
  '/': home,
  '/index.html': home,
  '/a': (o) => goodPage(o, '/a', { links: '<a href="/b">Read more</a> <a href="http://127.0.0.1/b">B again</a>' }),
  '/b': (o) => goodPage(o, '/b', { links: '<a href="/c">C</a>', head: '<meta name="robots" content="noindex">' }),
  '/c': (o) => goodPage(o, '/c', { links: '<a href="/d">D</a>', canonical: `<link rel="canonical" href="${o}/a">` }),
  '/d': (o) => goodPage(o, '/d', { description: 'Too short.' }),
  '/new': (o) => goodPage(o, '/new', { title: 'New' }),
  '/orphan': (o) => goodPage(o, '/orphan'),
});
Object.assign(routes, {
  '/old': moved('/new'),
  '/chain': moved('/chain2'),
  '/chain2': moved('/new'),
  '/away': { status: 302, headers: { location: 'https://elsewhere.example/shop' } },
  '/loop': moved('/loop2'),
  '/loop2': moved('/loop'),
  // Longer than the check's request time limit (5 s in finding-site's rules).
  '/slow': { delayMs: 6000, body: 'late' },
  '/price-list.pdf': { headers: { 'content-type': 'application/pdf', 'content-length': '4096' } },
  '/van.jpg': { headers: { 'content-type': 'image/jpeg', 'content-length': '300000' } },
  '/robots.txt': (o: string) => ({
    headers: { 'content-type': 'text/plain' },
    body: `User-agent: *\nDisallow: /admin/\nSitemap: ${o}/sitemap.xml\n`,
  }),
  '/sitemap.xml': (o: string) => ({
    headers: { 'content-type': 'application/xml' },
    body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${['/', '/a', '/orphan', '/admin/y', '/old']
      .map((p) => `<url><loc>${o}${p}</loc></url>`)
      .join('')}</urlset>`,
  }),
});

/** What cannot be answered in memory, given as the sentences the fetcher says of it (fetch-page.ts). */
const unfetched = (o: string) => ({
  '/loop': {
    unfetched: `127.0.0.1 redirects in a loop (${o}/loop → ${o}/loop2 → ${o}/loop), so visitors and search engines never reach a page.`,
    loop: true,
  },
  '/slow': { unfetched: 'We could not check 127.0.0.1: it did not answer within 5 seconds.' },
});

/**
 * A finding as the report shows it; the time to first byte is measured on the served site, so its
 * sentence is left out. The served crawl reads two pages at once, so the order it meets them in (and
 * lists their addresses in) depends on timing: compared in order of address.
 */
const shown = (f: Finding) => ({ ...f, message: f.id === 'ttfb' ? 'measured' : f.message, ...(f.urls && { urls: [...f.urls].sort() }) });
/** What a check read, its addresses in order of address (see `shown`). */
const read = (c: Coverage | undefined) =>
  c && { ...c, pages: [...c.pages].sort(), notRead: [...c.notRead].sort((a, b) => a.url.localeCompare(b.url)) };

test('the evidence built in memory is judged, and its fixes built, word for word as the real check of the same site served', async () => {
  const real = await checkSite(routes);
  const facts = await checkFacts({ ...routes, ...unfetched(real.site.origin) }, { origin: real.site.origin });
  assert.equal(facts.findings.map(shown), real.findings.map(shown));
  assert.equal(facts.result.ai, real.result.ai, 'the AI search section');
  assert.equal(facts.result.local, real.result.local, 'the Local section');
  assert.equal(
    [facts.result.pages, facts.result.unread, read(facts.result.coverage)],
    [real.result.pages, real.result.unread, read(real.result.coverage)],
  );
  // The table holds what each part of the crawl must get right: these findings fired, or the comparison above proves little.
  const fired = real.findings.filter((f) => f.severity !== 'passed').map((f) => f.id);
  for (const id of ['deep-pages', 'redirect-chains', 'links-to-redirects', 'offsite-redirects', 'broken-links', 'blocked-links'])
    assert.ok(fired.includes(id), `${id} fired on the table`);
  for (const id of [
    'orphan-pages',
    'sitemap-blocked',
    'sitemap-redirects',
    'noindex-pages',
    'large-images',
    'redirect-loops',
    'unreachable',
  ])
    assert.ok(fired.includes(id), `${id} fired on the table`);
  // What only the served site shows: the crawler's manners, which the facts are built to follow.
  assert.equal(
    real.site.requests.filter((r) => /\/admin\/|\.(jpg|pdf)$/.test(r)),
    ['HEAD /price-list.pdf', 'HEAD /van.jpg'],
    "robots.txt's Disallow obeyed; files checked with HEAD, never downloaded",
  );
});

test('the start page alone (a crawl of one page) is judged the same in memory as served', async () => {
  const real = await checkSite(routes, { maxPages: 1 });
  const facts = await checkFacts(routes, { origin: real.site.origin, maxPages: 1 });
  assert.equal(facts.findings.map(shown), real.findings.map(shown));
  assert.equal(
    [facts.result.ai, facts.result.local, read(facts.result.coverage)],
    [real.result.ai, real.result.local, read(real.result.coverage)],
  );
});

test.run();
