/**
 * "How we know": every finding keeps what it rests on, where it was read (src/audit/findings/proof.ts):
 * the page and the line of the element as written, where a missing element would be, the header, the
 * line of robots.txt, the answer. Judged from a local site's facts (tests/facts.ts), each place named
 * checked against the page's own text, line by line.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkFacts } from '../../facts.js';
import { finding, goodPage, goodSite } from '../../fixtures/site-table.js';

const ORIGIN = 'https://fixture-plumbing.com.au';

/** The line `n` (from 1) of `text`, as an editor numbers it. */
const lineOf = (text: string, n: number) => text.split('\n')[n - 1] ?? '';

test('every finding on a good site shows what it rests on, each with its address', async () => {
  const { findings } = await checkFacts(
    goodSite({ '/': (o) => goodPage(o, '/', { links: '<a href="/about">About us</a>' }), '/about': (o) => goodPage(o, '/about') }),
  );
  const without = findings.filter((f) => !f.proof?.length).map((f) => f.id);
  assert.equal(without, [], 'findings with no "How we know"');
  for (const f of findings) for (const p of f.proof ?? []) assert.ok(p.url.startsWith(ORIGIN), `${f.id}: ${p.url}`);
});

test('a title is shown at its own line, as the page writes it', async () => {
  const page = (o: string) => goodPage(o, '/', { title: 'Plumbers' });
  const { findings } = await checkFacts(goodSite({ '/': page }));
  const [proof] = finding(findings, 'title').proof ?? [];
  assert.is(proof?.url, `${ORIGIN}/`);
  assert.is(proof?.line, 2);
  assert.is(proof?.quote, '<title>');
  assert.ok(lineOf(page(ORIGIN), 2).startsWith('<title>Plumbers</title>'));
});

test('a missing description is shown as the head it is missing from, at the head’s line', async () => {
  const page = (o: string) => goodPage(o, '/').replace(/<meta name="description"[^>]*>/, '');
  const { findings } = await checkFacts(goodSite({ '/': page }));
  const f = finding(findings, 'meta-description');
  assert.is(f.severity, 'problem');
  assert.equal(f.proof, [{ url: `${ORIGIN}/`, line: 1, quote: '<head>', missing: '<meta name="description">' }]);
});

test('a crawl finding shows the pages it names, not the ones that pass', async () => {
  const { findings } = await checkFacts(
    goodSite({
      '/': (o) => goodPage(o, '/', { links: '<a href="/about">About us</a> <a href="/team">Our team</a>' }),
      '/about': (o) => goodPage(o, '/about', { body: '<p>About the business.</p>' }),
      '/team': (o) => goodPage(o, '/team'),
    }),
  );
  const f = finding(findings, 'h1-missing');
  assert.equal(
    f.proof?.map((p) => [p.url, p.quote, p.missing]),
    [[`${ORIGIN}/about`, '<body>', '<h1>']],
  );
});

test('robots.txt is shown by the line that disallows, numbered as Google numbers its lines', async () => {
  const routes = goodSite({ '/': (o) => goodPage(o, '/') });
  routes['/robots.txt'] = (o) => ({
    headers: { 'content-type': 'text/plain' },
    body: `# our rules\r\nUser-agent: *\r\nDisallow: /admin/\r\nSitemap: ${o}/sitemap.xml\r\n`,
  });
  const { findings } = await checkFacts(routes);
  assert.equal(finding(findings, 'robots').proof, [{ url: `${ORIGIN}/robots.txt`, line: 3, quote: 'Disallow: /admin/' }]);
});

test('an image without alt text is shown by its own tag, found on whichever page has it', async () => {
  const gallery = (o: string) =>
    goodPage(o, '/gallery', { body: '<h1>Our work</h1>\n<p>Jobs we did.</p>\n<img src="/job.jpg" width="10" height="10">' });
  const { findings } = await checkFacts(
    goodSite({ '/': (o) => goodPage(o, '/', { links: '<a href="/gallery">Gallery</a>' }), '/gallery': gallery }),
  );
  const [proof] = finding(findings, 'images-without-alt').proof ?? [];
  assert.equal(proof, { url: `${ORIGIN}/gallery`, line: 7, quote: '<img src="/job.jpg" width="10" height="10">' });
  assert.ok(lineOf(gallery(ORIGIN), 7).startsWith(proof?.quote ?? '-'));
});

test('a header is quoted as sent, and its absence said as such', async () => {
  const { findings: sent } = await checkFacts(goodSite({ '/': (o) => goodPage(o, '/') }));
  assert.match(finding(sent, 'hsts').proof?.[0]?.quote ?? '', /^Strict-Transport-Security: max-age=\d+/);
  const { findings: none } = await checkFacts(goodSite({ '/': (o) => goodPage(o, '/') }), { hsts: false });
  assert.equal(finding(none, 'hsts').proof, [{ url: `${ORIGIN}/`, quote: 'HTTP 200', missing: 'Strict-Transport-Security header' }]);
});

test.run();
