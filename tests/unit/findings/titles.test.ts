/** Titles: the start page's title, and missing, badly sized and shared titles across the crawl. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { judgeSite } from '../../facts.js';
import { finding, fired, given, goodPage, goodSite, notPassed, said } from '../../fixtures/site-table.js';

test('a site whose titles are each 15 to 60 characters and its own passes every title check', async () => {
  const { findings } = await judgeSite(
    goodSite({ '/': (o) => goodPage(o, '/', { links: '<a href="/about">About us</a>' }), '/about': (o) => goodPage(o, '/about') }),
  );
  for (const id of ['title', 'titles-missing', 'titles-length', 'duplicate-titles'])
    assert.is(finding(findings, id).severity, 'passed', id);
  assert.equal(notPassed(findings), []);
});

test('missing, short, long and shared titles are each reported with their pages', async () => {
  const links = '<a href="/none">None</a> <a href="/short">Short</a> <a href="/long">Long</a> <a href="/twin">Twin</a>';
  const { findings, site } = await judgeSite(
    goodSite({
      '/': (o) => goodPage(o, '/', { title: 'Home', links }),
      '/none': (o) => goodPage(o, '/none', { title: '' }),
      '/short': (o) => goodPage(o, '/short', { title: 'Hi' }),
      '/long': (o) => goodPage(o, '/long', { title: 'A title that goes on and on about plumbing, gas and hot water in Melbourne' }),
      '/twin': (o) => goodPage(o, '/twin', { title: 'Home' }),
    }),
  );
  const origin = site.origin;
  assert.equal(fired(findings, 'title', origin), { severity: 'improvement', message: 'The title is 4 characters long: "Home".', urls: [] });
  assert.equal(fired(findings, 'titles-missing', origin).urls, ['/none']);
  // The start page's short title is said above, once: the crawl's finding names the other pages.
  assert.equal(fired(findings, 'titles-length', origin).urls.sort(), [
    '/long (74 characters)',
    '/short (2 characters)',
    '/twin (4 characters)',
  ]);
  assert.equal(fired(findings, 'duplicate-titles', origin).urls, ['"Home" on 2 pages: /, /twin']);
  const { findings: bare } = await judgeSite(goodSite({ '/': (o) => goodPage(o, '/', { title: '' }) }), { maxPages: 1 });
  assert.equal(fired(bare, 'title', origin), { severity: 'problem', message: 'The page has no title.', urls: [] });
});

test('the start page alone: its title is graded in a sentence quoting it, and nothing is said of a crawl that did not happen', async () => {
  const title = 'Emergency plumbing, blocked drains, hot water and gas fitting across Melbourne';
  const { findings } = await judgeSite({ '/': (o) => goodPage(o, '/', { title }) }, { maxPages: 1 });
  assert.equal(said(findings, 'title'), { severity: 'improvement', message: `The title is 78 characters long: "${title}".` });
  assert.equal(given(findings, ['titles-missing', 'titles-length', 'duplicate-titles']), []);
});

test.run();
