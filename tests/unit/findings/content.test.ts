/** The page as people and machines read it: viewport, language, sharing tags, structured data and enough text. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { judgeSite } from '../../facts.js';
import { finding, fired, goodPage, goodSite } from '../../fixtures/site-table.js';

const IDS = ['viewport', 'lang', 'open-graph', 'structured-data', 'thin-content', 'lang-missing', 'viewport-missing'];

test('pages set up for phones, in a declared language, with sharing tags, structured data and enough text pass every content check', async () => {
  const { findings } = await judgeSite(
    goodSite({ '/': (o) => goodPage(o, '/', { links: '<a href="/about">About us</a>' }), '/about': (o) => goodPage(o, '/about') }),
  );
  for (const id of IDS) assert.is(finding(findings, id).severity, 'passed', id);
});

test('no viewport, no language, missing sharing tags, broken or absent structured data and thin pages are each reported', async () => {
  // The page without a viewport or lang, with no Open Graph tags and broken JSON-LD: built by hand.
  const bare = (o: string) => `<!doctype html><html><head><meta charset="utf-8"><title>Plumbing in Melbourne, day and night</title>
<meta name="description" content="Licensed Melbourne plumbers for repairs, hot water and gas fitting across the eastern suburbs, seven days.">
<link rel="canonical" href="${o}/"><script type="application/ld+json">{ "@type": "Plumber", </script></head>
<body><nav><a href="/thin">Thin</a></nav><h1>Plumbers</h1><p>${'Real words about the plumbing work we do for people. '.repeat(30)}</p></body></html>`;
  const { findings, site } = await judgeSite(
    goodSite({ '/': bare, '/thin': (o) => goodPage(o, '/thin', { body: '<h1>Coming soon</h1><p>Check back later.</p>' }) }),
  );
  const origin = site.origin;
  assert.equal(fired(findings, 'viewport', origin).severity, 'problem');
  assert.equal(fired(findings, 'lang', origin), { severity: 'improvement', message: 'The page does not declare its language.', urls: [] });
  assert.equal(fired(findings, 'open-graph', origin).message, 'Social sharing tags are missing: og:title, og:description, og:image.');
  assert.equal(fired(findings, 'structured-data', origin), {
    severity: 'problem',
    message: '1 structured data block does not parse as JSON.',
    urls: [],
  });
  assert.equal(fired(findings, 'thin-content', origin).urls, ['/thin (5 words)']);
  // The start page's missing lang and viewport are said above, once; "every page ..." is not said beside them.
  for (const id of ['lang-missing', 'viewport-missing'])
    assert.not.ok(
      findings.find((f) => f.id === id),
      id,
    );
  const { findings: none } = await judgeSite(
    { '/': (o) => goodPage(o, '/', { head: '' }).replace(/<script type="application\/ld\+json">.*?<\/script>/, '') },
    { maxPages: 1 },
  );
  assert.equal(fired(none, 'structured-data', origin).severity, 'improvement', 'no structured data at all is worth adding');
});

test("an og:image whose file is not there is said, with its answer; the picture's own answer is the evidence", async () => {
  const routes = goodSite({ '/': (o) => goodPage(o, '/') });
  delete routes['/og.png'];
  const { findings, site } = await judgeSite(routes);
  const f = finding(findings, 'open-graph');
  assert.is(f.severity, 'improvement');
  assert.is(f.message, `The page's og:image, ${site.origin}/og.png, answers HTTP 404, so a shared link to it shows no picture.`);
  assert.equal(f.proof, [{ url: `${site.origin}/og.png`, quote: 'HTTP 404' }]);
  // On another website, it is not asked for: the tags pass as tags.
  const elsewhere = goodSite({
    '/': (o) => goodPage(o, '/').replace(`content="${o}/og.png"`, 'content="https://cdn.example.net/og.png"'),
  });
  assert.is(finding((await judgeSite(elsewhere)).findings, 'open-graph').severity, 'passed');
});

test.run();
