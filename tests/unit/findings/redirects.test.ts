/** Redirects: loops, chains, links to redirects, and redirects off the site (reported, never followed). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkSite, finding, fired, goodPage, goodSite, startSite } from '../../fixtures/finding-site.js';

const IDS = ['redirect-loops', 'redirect-chains', 'links-to-redirects', 'offsite-redirects'];

test('links straight to pages pass every redirect check', async () => {
  const { findings } = await checkSite(
    goodSite({ '/': (o) => goodPage(o, '/', { links: '<a href="/a">A</a>' }), '/a': (o) => goodPage(o, '/a') }),
  );
  for (const id of IDS.filter((id) => id !== 'redirect-chains')) assert.is(finding(findings, id).severity, 'passed', id);
  assert.not.ok(
    findings.find((f) => f.id === 'redirect-chains'),
    'no "every redirect reaches its page in one step" said of a site without a redirect',
  );
});

test('a loop, a two-hop chain, a link to a redirect and a redirect to another website are each reported; the other website is never asked', async () => {
  const elsewhere = await startSite({
    '/': "a page on someone else's site",
    '/photo.jpg': { headers: { 'content-type': 'image/jpeg' }, body: Buffer.alloc(10) },
  });
  try {
    const moved = (to: string) => ({ status: 301, headers: { location: to } });
    const routes = goodSite({
      '/': (o) =>
        goodPage(o, '/', {
          links: '<a href="/loop">Loop</a> <a href="/old">Old</a> <a href="/shop">Shop</a>',
          body: `<h1>Home of plumbing</h1><p>${'Plumbing words for the page. '.repeat(60)}</p><img src="${elsewhere.origin}/photo.jpg" alt="A photo elsewhere" width="1" height="1">`,
        }),
      '/new': (o) => goodPage(o, '/new'),
    });
    routes['/loop'] = moved('/loop2');
    routes['/loop2'] = moved('/loop');
    routes['/old'] = moved('/older');
    routes['/older'] = moved('/new');
    routes['/shop'] = { status: 302, headers: { location: `${elsewhere.origin}/` } };
    const { findings, site } = await checkSite(routes);
    const origin = site.origin;
    assert.equal(fired(findings, 'redirect-loops', origin).urls, ['/loop (linked from /)']);
    assert.equal(fired(findings, 'redirect-chains', origin).urls, ['/old → /new (2 redirects)']);
    assert.equal(fired(findings, 'links-to-redirects', origin).urls.sort(), [
      `/old → /new (linked from /)`,
      `/shop → ${elsewhere.origin}/ (linked from /)`,
    ]);
    assert.equal(fired(findings, 'offsite-redirects', origin), {
      severity: 'improvement',
      message: '1 address on your site redirects to another website.',
      urls: [`/shop → ${elsewhere.origin}/ (linked from /)`],
    });
    assert.equal(elsewhere.requests, [], "nothing on the other website is asked for: not the redirect's target, not its image");
  } finally {
    await elsewhere.close();
  }
});

test.run();
