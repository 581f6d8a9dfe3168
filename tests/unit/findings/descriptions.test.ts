/** Meta descriptions: the start page's, and missing, badly sized and shared ones across the crawl. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { judgeSite } from '../../facts.js';
import { finding, fired, given, goodPage, goodSite, said } from '../../fixtures/site-table.js';

const IDS = ['meta-description', 'descriptions-missing', 'descriptions-length', 'duplicate-descriptions'];

test('a site whose descriptions are each 70 to 160 characters and its own passes every description check', async () => {
  const { findings } = await judgeSite(
    goodSite({ '/': (o) => goodPage(o, '/', { links: '<a href="/about">About us</a>' }), '/about': (o) => goodPage(o, '/about') }),
  );
  for (const id of IDS) assert.is(finding(findings, id).severity, 'passed', id);
});

test('missing, short, long and shared descriptions are each reported with their pages', async () => {
  const same = 'Plumbers in Melbourne for blocked drains, burst pipes, hot water and gas fitting, seven days a week.';
  const links = '<a href="/none">None</a> <a href="/short">Short</a> <a href="/long">Long</a> <a href="/same">Same</a>';
  const { findings, site } = await judgeSite(
    goodSite({
      '/': (o) => goodPage(o, '/', { description: 'Plumbers.', links }),
      '/none': (o) => goodPage(o, '/none', { description: '' }),
      '/short': (o) => goodPage(o, '/short', { description: same }),
      '/long': (o) => goodPage(o, '/long', { description: 'Long '.repeat(40).trim() }),
      '/same': (o) => goodPage(o, '/same', { description: same }),
    }),
  );
  const origin = site.origin;
  assert.equal(fired(findings, 'meta-description', origin), {
    severity: 'improvement',
    message: 'The meta description is 9 characters long.',
    urls: [],
  });
  assert.equal(fired(findings, 'descriptions-missing', origin).urls, ['/none']);
  // The start page's short description is said above, once.
  assert.equal(fired(findings, 'descriptions-length', origin).urls, ['/long (199 characters)']);
  assert.equal(
    fired(findings, 'duplicate-descriptions', origin).urls,
    [`"${same.slice(0, same.lastIndexOf(' ', 79))}…" on 2 pages: /short, /same`],
    'the shared text shown clipped, at the end of a word',
  );
  const { findings: bare } = await judgeSite(goodSite({ '/': (o) => goodPage(o, '/', { description: '' }) }), { maxPages: 1 });
  assert.equal(fired(bare, 'meta-description', origin), { severity: 'problem', message: 'The page has no meta description.', urls: [] });
});

test('the start page alone: its description is graded by its length, and nothing is said of a crawl that did not happen', async () => {
  const { findings } = await judgeSite({ '/': (o) => goodPage(o, '/', { description: 'Plumbers in Fitzroy.' }) }, { maxPages: 1 });
  assert.equal(said(findings, 'meta-description'), { severity: 'improvement', message: 'The meta description is 20 characters long.' });
  assert.equal(given(findings, ['descriptions-missing', 'descriptions-length', 'duplicate-descriptions']), []);
});

test.run();
