/**
 * Internal links: broken, unreachable, blocked by robots.txt, and more than three clicks deep, judged
 * from facts (tests/facts.ts: the check's own gathering and crawler, the site in memory).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { judgeSite } from '../../facts.js';
import { finding, fired, given, goodPage, goodSite } from '../../fixtures/site-table.js';

const IDS = ['broken-links', 'unreachable', 'blocked-links', 'deep-pages'];

test('links that all work, none blocked, within three clicks pass every link check', async () => {
  const { findings } = await judgeSite(
    goodSite({
      '/': (o) => goodPage(o, '/', { links: '<a href="/a">A</a>' }),
      '/a': (o) => goodPage(o, '/a', { links: '<a href="/b">B</a>' }),
      '/b': (o) => goodPage(o, '/b'),
    }),
  );
  for (const id of IDS) assert.is(finding(findings, id).severity, 'passed', id);
});

test('a broken link, an address that never answers, a link robots.txt blocks and a deep page are reported with where they are linked from', async () => {
  const chain = (n: number) => (o: string) =>
    goodPage(o, `/d${n}`, { links: n < 4 ? `<a href="/d${n + 1}">Deeper</a>` : '<a href="/">Home</a>' });
  const routes = goodSite({
    '/': (o) =>
      goodPage(o, '/', {
        links: '<a href="/gone">Gone</a> <a href="/slow">Slow</a> <a href="/admin/login">Staff</a> <a href="/d1">Deeper</a>',
      }),
    '/d1': chain(1),
    '/d2': chain(2),
    '/d3': chain(3),
    '/d4': chain(4),
  });
  // Longer than the check's request time limit: the fetcher's sentence, given as the fact it is.
  const { findings, site } = await judgeSite({
    ...routes,
    '/slow': { unfetched: 'We could not check fixture-plumbing.com.au: it did not answer within 5 seconds.' },
  });
  const origin = site.origin;
  assert.equal(fired(findings, 'broken-links', origin), {
    severity: 'problem',
    message: '1 address linked from your own pages answers with an error.',
    urls: ['/gone: HTTP 404 (linked from /)'],
  });
  assert.equal(fired(findings, 'unreachable', origin).urls, [
    '/slow: We could not check fixture-plumbing.com.au: it did not answer within 5 seconds.',
  ]);
  assert.equal(fired(findings, 'blocked-links', origin).urls, ['/admin/login (linked from /)']);
  assert.equal(fired(findings, 'deep-pages', origin).urls, ['/d4 (4 clicks)']);
});

test('the start page alone: no link was followed, so nothing is said about links', async () => {
  const { findings } = await judgeSite(goodSite({ '/': (o) => goodPage(o, '/', { links: '<a href="/gone">Gone</a>' }) }), { maxPages: 1 });
  assert.equal(given(findings, ['broken-links', 'unreachable', 'blocked-links', 'deep-pages']), []);
});

test('a crawled one-page site without a single link: nothing is passed about links, redirects or orphans it does not have', async () => {
  const body = `<h1>Plumbing</h1><p>${'Licensed plumbers for homes and shops across Melbourne, seven days a week. '.repeat(30)}</p>`;
  // No image either: an image is an address the crawl asks for, and what it answered would be judged.
  const { findings, site } = await judgeSite(goodSite({ '/': (o) => goodPage(o, '/', { links: '', body }) }));
  assert.ok(site.origin, 'the crawl ran');
  const linkIds = ['broken-links', 'unreachable', 'blocked-links', 'deep-pages', 'uncrawlable-links', 'vague-link-text'];
  const redirectIds = ['redirect-loops', 'links-to-redirects', 'offsite-redirects'];
  assert.equal(given(findings, [...linkIds, ...redirectIds, 'orphan-pages']), []);
  // What was judged is still passed: the one page is in the sitemap, and it says where it is.
  assert.is(finding(findings, 'not-in-sitemap').severity, 'passed');
});

test.run();
