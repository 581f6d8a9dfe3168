/** Headings: one h1 and an outline that goes down a level at a time, on the start page and across the crawl. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { judgeSite } from '../../facts.js';
import { finding, fired, goodPage, goodSite } from '../../fixtures/site-table.js';

const body = (headings: string) => `${headings}<p>${'Words about plumbing in Melbourne for homes and small businesses. '.repeat(30)}</p>`;

test('one h1 and an orderly outline on every page pass every heading check', async () => {
  const { findings } = await judgeSite(
    goodSite({
      '/': (o) =>
        goodPage(o, '/', {
          links: '<a href="/about">About us</a>',
          body: body('<h1>Plumbers</h1><h2>Hot water</h2><h3>Repairs</h3><h2>Gas</h2>'),
        }),
      '/about': (o) => goodPage(o, '/about'),
    }),
  );
  for (const id of ['h1', 'heading-order', 'h1-missing', 'h1-multiple', 'heading-skips'])
    assert.is(finding(findings, id).severity, 'passed', id);
});

test('no h1, two h1s and a skipped level are each reported with their pages', async () => {
  const links = '<a href="/none">None</a> <a href="/two">Two</a> <a href="/skip">Skip</a>';
  const { findings, site } = await judgeSite(
    goodSite({
      '/': (o) => goodPage(o, '/', { links, body: body('<h1>One</h1><h1>Two</h1><h2>Ok</h2><h4>Skipped</h4>') }),
      '/none': (o) => goodPage(o, '/none', { body: body('<h2>No main heading</h2>') }),
      '/two': (o) => goodPage(o, '/two', { body: body('<h1>First</h1><h1>Second</h1>') }),
      '/skip': (o) => goodPage(o, '/skip', { body: body('<h1>Main</h1><h3>Straight to three</h3>') }),
    }),
  );
  const origin = site.origin;
  assert.equal(fired(findings, 'h1', origin), {
    severity: 'problem',
    message: 'The page has 2 main headings (h1) instead of one.',
    urls: [],
  });
  assert.equal(fired(findings, 'heading-order', origin).message, 'Headings skip a level once (from h2 straight to h4).');
  assert.equal(fired(findings, 'h1-missing', origin).urls, ['/none']);
  // The start page's two h1s and its skipped level are said above, once: the crawl's findings name the other pages.
  assert.equal(fired(findings, 'h1-multiple', origin).urls, ['/two (2)']);
  assert.equal(fired(findings, 'heading-skips', origin).urls, ['/skip (from h1 straight to h3)']);
});

test('a skip is named as the page has it, never by an example of ours', async () => {
  const { findings, site } = await judgeSite(
    goodSite({
      '/': (o) =>
        goodPage(o, '/', {
          links: '<a href="/menu">Menu</a>',
          body: body('<h1>Cafe</h1><h2>Food</h2><h3>Breakfast</h3><h5>Eggs</h5><h2>Drinks</h2><h5>Tea</h5>'),
        }),
      '/menu': (o) => goodPage(o, '/menu', { body: body('<h1>Menu</h1><h2>Lunch</h2><h3>Soups</h3><h6>Pumpkin</h6>') }),
    }),
  );
  assert.is(fired(findings, 'heading-order', site.origin).message, 'Headings skip a level 2 times (the first from h3 straight to h5).');
  assert.equal(fired(findings, 'heading-skips', site.origin), {
    severity: 'improvement',
    message: '1 page skips heading levels.',
    urls: ['/menu (from h3 straight to h6)'],
  });
  for (const f of findings) assert.not.match(f.message, /h2 straight to h4/, f.id);
});

test('a fault on the start page alone is said once, by the start page, and "every page" is not said beside it', async () => {
  const { findings } = await judgeSite(
    goodSite({
      '/': (o) => goodPage(o, '/', { links: '<a href="/about">About us</a>', body: body('<h2>No main heading here</h2>') }),
      '/about': (o) => goodPage(o, '/about'),
    }),
  );
  assert.is(finding(findings, 'h1').message, 'The page has no main heading (h1).');
  assert.not.ok(
    findings.find((f) => f.id === 'h1-missing'),
    'no "Every page has a main heading (h1)" beside it',
  );
  assert.is(finding(findings, 'h1-multiple').message, 'No page has more than one h1.');
});

test.run();
