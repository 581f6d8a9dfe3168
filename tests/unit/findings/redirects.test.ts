/**
 * Redirects: loops, chains, links to redirects, and redirects off the site (reported, never
 * followed), judged from facts (tests/facts.ts: the check's own gathering, the site in memory).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type FactRoutes, judgeSite } from '../../facts.js';
import { finding, fired, goodPage, goodSite } from '../../fixtures/site-table.js';

const IDS = ['redirect-loops', 'redirect-chains', 'links-to-redirects', 'offsite-redirects'];

test('links straight to pages pass every redirect check', async () => {
  const { findings } = await judgeSite(
    goodSite({ '/': (o) => goodPage(o, '/', { links: '<a href="/a">A</a>' }), '/a': (o) => goodPage(o, '/a') }),
  );
  for (const id of IDS.filter((id) => id !== 'redirect-chains')) assert.is(finding(findings, id).severity, 'passed', id);
  assert.not.ok(
    findings.find((f) => f.id === 'redirect-chains'),
    'no "every redirect reaches its page in one step" said of a site without a redirect',
  );
});

test('a loop, a two-hop chain, a link to a redirect and a redirect to another website are each reported', async () => {
  const moved = (to: string) => ({ status: 301, headers: { location: to } });
  const routes: FactRoutes = goodSite({
    '/': (o) =>
      goodPage(o, '/', {
        links: '<a href="/loop">Loop</a> <a href="/circle">Circle</a> <a href="/old">Old</a> <a href="/shop">Shop</a>',
        body: `<h1>Home of plumbing</h1><p>${'Plumbing words for the page. '.repeat(60)}</p><img src="https://elsewhere.example/photo.jpg" alt="A photo elsewhere" width="1" height="1">`,
      }),
    '/new': (o) => goodPage(o, '/new'),
  });
  // The fetcher's refusal of a loop, given as the fact it is (tests/app/finding-robots-truth.test.ts serves one).
  const loop = (from: string, to: string) => (o: string) => ({
    unfetched: `fixture-plumbing.com.au redirects in a loop (${o}${from} → ${o}${to} → ${o}${from}), so visitors and search engines never reach a page.`,
    loop: true,
  });
  routes['/loop'] = loop('/loop', '/loop2');
  routes['/circle'] = loop('/circle', '/round');
  routes['/old'] = moved('/older');
  routes['/older'] = moved('/new');
  routes['/shop'] = { status: 302, headers: { location: 'https://elsewhere.example/' } };
  const { findings, site } = await judgeSite(routes);
  const origin = site.origin;
  assert.equal(fired(findings, 'redirect-loops', origin), {
    severity: 'problem',
    message: '2 addresses redirect in a loop and never reach a page.',
    urls: ['/loop (linked from /)', '/circle (linked from /)'],
  });
  assert.equal(fired(findings, 'redirect-chains', origin).urls, ['/old → /new (2 redirects)']);
  assert.equal(fired(findings, 'links-to-redirects', origin).urls.sort(), [
    `/old → /new (linked from /)`,
    `/shop → https://elsewhere.example/ (linked from /)`,
  ]);
  assert.equal(fired(findings, 'offsite-redirects', origin), {
    severity: 'improvement',
    message: '1 address on your site redirects to another website.',
    urls: ['/shop → https://elsewhere.example/ (linked from /)'],
  });
  // Not the redirect's target, not its image: nothing on the other website is a page or file of this site.
  assert.equal(
    findings.filter((f) => f.urls?.some((u) => u.startsWith('https://elsewhere.example'))).map((f) => f.id),
    [],
  );
});

test.run();
