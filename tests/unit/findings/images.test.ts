/**
 * Images: alt text, a stated size, and weight (read from HEAD, never downloaded: tests/e2e/site-crawl.test.ts
 * holds the crawler to that on a served site), judged from facts (tests/facts.ts).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { judgeSite } from '../../facts.js';
import { finding, fired, given, goodPage, goodSite, said } from '../../fixtures/site-table.js';

const text = `<h1>Our work</h1><p>${'Photos of recent plumbing jobs across Melbourne, with what we did and why. '.repeat(30)}</p>`;

test('images with alt text and a size, under 200 KB, pass every image check', async () => {
  const { findings } = await judgeSite(goodSite({ '/': (o) => goodPage(o, '/') }));
  for (const id of ['image-alt', 'images-without-alt', 'images-without-size', 'large-images'])
    assert.is(finding(findings, id).severity, 'passed', id);
});

test('images without alt text, without a size, or over 200 KB are each reported once with a page they are on', async () => {
  const routes = goodSite({
    '/': (o) =>
      goodPage(o, '/', {
        links: '<a href="/gallery">Gallery</a>',
        body: `${text}<img src="/a.jpg" width="10" height="10"><img src="/big.jpg" alt="A big one" width="10" height="10">`,
      }),
    '/gallery': (o) =>
      goodPage(o, '/gallery', {
        body: `${text}<img src="/a.jpg" width="10" height="10"><img src="/b.png" alt="Unsized"><img src="/c.jpg" width="10" height="10">`,
      }),
  });
  routes['/a.jpg'] = { headers: { 'content-type': 'image/jpeg', 'content-length': '1024' }, body: Buffer.alloc(1024) };
  routes['/c.jpg'] = { headers: { 'content-type': 'image/jpeg', 'content-length': '1024' }, body: Buffer.alloc(1024) };
  routes['/b.png'] = { headers: { 'content-type': 'image/png', 'content-length': '1024' }, body: Buffer.alloc(1024) };
  routes['/big.jpg'] = { headers: { 'content-type': 'image/jpeg', 'content-length': String(300 * 1024) }, body: Buffer.alloc(300 * 1024) };
  const { findings, site } = await judgeSite(routes);
  const origin = site.origin;
  assert.equal(fired(findings, 'image-alt', origin), { severity: 'improvement', message: '1 of 2 images has no alt text.', urls: [] });
  // /a.jpg is on both pages: the start page's finding says it, so the crawl's names only what it does not.
  assert.equal(fired(findings, 'images-without-alt', origin), {
    severity: 'improvement',
    message: '1 image has no alt text.',
    urls: ['/c.jpg (on /gallery)'],
  });
  assert.equal(fired(findings, 'images-without-size', origin).urls, ['/b.png (on /gallery)']);
  assert.equal(fired(findings, 'large-images', origin).urls, ['/big.jpg (307 KB)']);
});

test('a site without images is told nothing about images; two described images pass, counted', async () => {
  const plain = `<h1>Plumbing</h1><p>${'Licensed plumbers for homes and shops across Melbourne, seven days a week. '.repeat(30)}</p>`;
  const none = await judgeSite(
    goodSite({
      '/': (o) => goodPage(o, '/', { links: '<a href="/about">About</a>', body: plain }),
      '/about': (o) => goodPage(o, '/about', { body: plain }),
    }),
  );
  assert.equal(given(none.findings, ['image-alt', 'images-without-alt', 'images-without-size', 'large-images']), []);
  const two = await judgeSite(
    {
      '/': (o) =>
        goodPage(o, '/', {
          body: `${plain}<img src="/a.jpg" alt="Our van" width="1" height="1"><img src="/b.jpg" alt="Our team" width="1" height="1">`,
        }),
    },
    { maxPages: 1 },
  );
  assert.equal(said(two.findings, 'image-alt'), { severity: 'passed', message: 'All 2 images have alt text.' });
});

test('empty alt (alt="") is no alt text: five photos with it are said as decoration, never "have alt text"', async () => {
  const photos = [1, 2, 3, 4, 5].map((n) => `<img src="/job-${n}.jpg" alt="" width="10" height="10">`).join('');
  const routes = goodSite({
    '/': (o) => goodPage(o, '/', { links: '<a href="/gallery">Gallery</a>', body: `${text}${photos}` }),
    '/gallery': (o) =>
      goodPage(o, '/gallery', {
        body: `${text}<img src="/job-1.jpg" alt=" " width="1" height="1"><img src="/van.jpg" alt="" width="1" height="1"><img src="/ute.jpg" width="1" height="1"><img src="/team.jpg" alt="Our team" width="1" height="1">`,
      }),
  });
  const { findings, site } = await judgeSite(routes);
  assert.equal(fired(findings, 'image-alt', site.origin), {
    severity: 'improvement',
    message: '5 of 5 images have empty alt text (alt=""), which marks them as decoration: describe any that show your work.',
    urls: [],
  });
  // /job-1.jpg is the start page's to say; the gallery's own two are said with what each has.
  assert.equal(fired(findings, 'images-without-alt', site.origin), {
    severity: 'improvement',
    message: '1 image has no alt text, and 1 has empty alt text (alt=""), which marks it as decoration: describe it if it shows your work.',
    urls: ['/van.jpg (on /gallery, alt="")', '/ute.jpg (on /gallery)'],
  });
  for (const f of findings) assert.not.match(f.message, /images? (has|have) alt text/i, f.id);
});

test.run();
