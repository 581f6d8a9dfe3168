/** Site search through the app: real results with marked snippets, and hostile queries answered calmly. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'node-html-parser';
import { startApp } from '../helpers.js';

test('GET /search finds pages by their copy, ranks the best first, marks the words; noindex, not in the sitemap', async () => {
  const server = await startApp();
  try {
    const res = await server.app.inject('/search?q=local+seo');
    assert.is(res.statusCode, 200);
    assert.match(String(res.headers['x-robots-tag']), 'noindex');
    const doc = parse(res.body);
    assert.ok(doc.querySelector('meta[name="robots"][content^="noindex"]'));
    assert.match(doc.querySelector('h1')!.text, /^\d+ results? for "local seo"$/);
    const links = doc.querySelectorAll('.search-results h3 a').map((a) => a.getAttribute('href'));
    assert.ok(links.includes('/strategy/local-seo'), `local SEO page found: ${links.join(', ')}`);
    assert.ok(doc.querySelector('.search-results mark'), 'matched words marked');
    assert.not.match((await server.app.inject('/sitemap.xml')).body, '/search');
    const home = parse((await server.app.inject('/')).body);
    const box = home.querySelector('header form[role="search"]');
    assert.is(box?.getAttribute('action'), '/search', 'a search box in the header');
    assert.is(box?.getAttribute('method'), 'get');
    assert.ok(box?.querySelector('input[name="q"]'));
    const suggest = (await server.app.inject('/api/search?q=google%20ad')).json();
    assert.ok(suggest.suggestions.length > 0 && suggest.suggestions.length <= 6);
  } finally {
    await server.close();
  }
});

test('hostile queries get results or a clear message, never an error', async () => {
  const server = await startApp();
  try {
    const queries = [
      '"',
      '""',
      '"unbalanced',
      '*',
      'seo*',
      'NEAR(seo google)',
      'seo AND OR NOT',
      '(((',
      ')',
      'seo)',
      '^',
      '-seo',
      'col:seo',
      'title:seo',
      '{seo}',
      '\u0000',
      '%',
      '😀',
      'x'.repeat(5000),
      '<script>alert(1)</script>',
      "'; DROP TABLE pages; --",
      'a'.repeat(100_000).slice(0, 6000),
      '   ',
      'ñandú café',
      'σεο',
    ];
    for (const q of queries) {
      const res = await server.app.inject(`/search?q=${encodeURIComponent(q)}`);
      assert.is(res.statusCode, 200, JSON.stringify(q.slice(0, 20)));
      assert.not.match(res.body, '<script>alert(1)</script>', 'the query is escaped');
      const doc = parse(res.body);
      assert.ok(
        doc.querySelector('.search-results') || doc.querySelector('[role="status"]'),
        `results or a message for ${JSON.stringify(q.slice(0, 20))}`,
      );
      const api = await server.app.inject(`/api/search?q=${encodeURIComponent(q)}`);
      assert.is(api.statusCode, 200);
    }
    const empty = parse((await server.app.inject('/search')).body);
    assert.match(empty.querySelector('[role="status"]')!.text, 'Type a few words');
  } finally {
    await server.close();
  }
});

test.run();
