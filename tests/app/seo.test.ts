import { cardPath } from '../../src/social/cards.js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse, type HTMLElement } from 'node-html-parser';
import { routes } from '../../src/routes/route-table.js';
import { site } from '../../data/site.js';
import { startApp, waitFor, type TestApp } from '../helpers.js';

const test = suite('search, caching and compression');
const BASE = 'https://www.laserfocus.example';
let server: TestApp;
const docs = new Map<string, HTMLElement>();

test.before(async () => {
  server = await startApp({ SITE_URL: BASE });
  for (const r of routes) docs.set(r.path, parse((await server.app.inject(r.path)).body));
});
test.after(async () => {
  await server.close();
});

const meta = (doc: HTMLElement, key: string) => doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
const jsonLd = (doc: HTMLElement) =>
  doc.querySelectorAll('script[type="application/ld+json"]').map((s) => JSON.parse(s.text) as Record<string, any>);

test('every page head: unique title and 120-160 char description, canonical, Open Graph, Twitter, icons, manifest', () => {
  const seen = { title: new Set<string>(), desc: new Set<string>(), canonical: new Set<string>() };
  for (const r of routes) {
    const doc = docs.get(r.path)!;
    const title = doc.querySelector('title')!.text;
    const desc = meta(doc, 'description')!;
    const canonical = doc.querySelector('link[rel="canonical"]')!.getAttribute('href')!;
    assert.ok(desc.length >= 120 && desc.length <= 160, `${r.path}: description is ${desc.length} chars`);
    assert.is(canonical, BASE + r.path);
    for (const [k, v] of [
      ['title', title],
      ['desc', desc],
      ['canonical', canonical],
    ] as const) {
      assert.not.ok(seen[k].has(v), `${r.path}: duplicate ${k}`);
      seen[k].add(v);
    }
    assert.is(meta(doc, 'og:title'), title);
    assert.is(meta(doc, 'og:description'), desc);
    assert.is(meta(doc, 'og:url'), canonical);
    assert.is(meta(doc, 'og:type'), r.kind === 'post' || r.kind === 'case-study' ? 'article' : 'website');
    assert.is(meta(doc, 'og:locale'), 'en_AU');
    assert.is(meta(doc, 'og:image'), `${BASE}${r.noindex ? '/og-image.png' : cardPath(r.path)}`, `${r.path}: its own social card`);
    assert.is(meta(doc, 'twitter:card'), 'summary_large_image');
    assert.ok(meta(doc, 'theme-color'));
    assert.ok(doc.querySelector('link[rel="manifest"]'));
    assert.ok(doc.querySelector('link[rel="apple-touch-icon"]'));
    assert.is(Boolean(meta(doc, 'robots')?.includes('noindex')), r.path === '/thank-you', `${r.path} noindex`);
  }
});

test('icons, manifest and Open Graph image are served', async () => {
  for (const path of ['/og-image.png', '/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png', '/icons/apple-touch-icon.png']) {
    assert.is((await server.app.inject(path)).statusCode, 200, path);
  }
  const manifest = (await server.app.inject('/site.webmanifest')).json();
  assert.is(manifest.short_name, site.name);
  assert.ok(manifest.icons.some((i: { sizes: string }) => i.sizes === '512x512'));
});

test('JSON-LD: ProfessionalService (a LocalBusiness) and WebSite on the home page, from the brand record', () => {
  const [business, website] = jsonLd(docs.get('/')!);
  assert.is(business!['@context'], 'https://schema.org');
  assert.is(business!['@type'], 'ProfessionalService');
  assert.is(business!.name, site.name);
  assert.is(business!.telephone, site.phone.href.replace('tel:', ''));
  assert.is(business!.url, `${BASE}/`);
  const { street, locality, region, postcode, countryCode, geo } = site.address;
  assert.equal(business!.address, {
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: locality,
    addressRegion: region,
    postalCode: postcode,
    addressCountry: countryCode,
  });
  assert.equal(business!.geo, { '@type': 'GeoCoordinates', ...geo });
  const hours = business!.openingHoursSpecification[0];
  assert.equal(hours.dayOfWeek, ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
  assert.equal([hours.opens, hours.closes], ['09:00', '18:00']);
  assert.ok(business!.areaServed.length > 0);
  assert.type(business!.priceRange, 'string');
  assert.is(website!['@type'], 'WebSite');
  assert.is(website!.url, `${BASE}/`);
});

test('JSON-LD: a BreadcrumbList matching the visible trail on every indexable sub-page; Service on service pages; no reviews', () => {
  for (const r of routes) {
    const doc = docs.get(r.path)!;
    const blocks = jsonLd(doc);
    assert.not.ok(JSON.stringify(blocks).match(/"(Review|AggregateRating)"/), `${r.path}: no self-serving review markup`);
    if (r.path === '/' || r.noindex) continue;
    const list = blocks.find((b) => b['@type'] === 'BreadcrumbList');
    assert.ok(list, `${r.path}: BreadcrumbList`);
    const visible = doc
      .querySelectorAll('nav[aria-label="Breadcrumb"] li')
      .map((li) => ({ name: li.text.trim(), href: li.querySelector('a')?.getAttribute('href') }));
    assert.is(visible.length, list!.itemListElement.length, `${r.path}: same length as the visible trail`);
    list!.itemListElement.forEach((item: { position: number; name: string; item: string }, i: number) => {
      assert.is(item.position, i + 1);
      assert.is(item.name, visible[i]!.name, r.path);
      assert.is(item.item, BASE + (visible[i]!.href ?? r.path));
    });
    const isService = /^\/(strategy|content|design)\//.test(r.path);
    const service = blocks.find((b) => b['@type'] === 'Service');
    assert.is(Boolean(service), isService, `${r.path}: Service block`);
    if (service) {
      assert.is(service.url, BASE + r.path);
      assert.is(service.provider['@id'], `${BASE}/#business`);
      assert.is(service.name, doc.querySelector('h1')!.text);
    }
  }
});

test('sitemap.xml lists every indexable route with its canonical URL; robots.txt allows crawling and names it', async () => {
  const res = await server.app.inject('/sitemap.xml');
  assert.is(res.statusCode, 200);
  assert.match(String(res.headers['content-type']), 'xml');
  const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const expected = routes.filter((r) => !r.noindex).map((r) => BASE + r.path);
  assert.equal(locs.sort(), expected.sort());
  assert.not.ok(locs.some((l) => l!.includes('thank-you')));
  const robots = await server.app.inject('/robots.txt');
  assert.match(robots.body, /^User-agent: \*$/m);
  assert.match(robots.body, /^Allow: \/$/m);
  assert.match(robots.body, `Sitemap: ${BASE}/sitemap.xml`);
  assert.not.match(robots.body, /Disallow: \/assets/);
});

test('one URL per page: trailing slash and capitals answer 301 to the canonical path; queries do not change the canonical', async () => {
  for (const [from, to] of [
    ['/strategy/seo/', '/strategy/seo'],
    ['/Strategy/SEO', '/strategy/seo'],
    ['/TERMS-OF-SERVICE/', '/terms-of-service'],
    ['/strategy/seo/?utm_source=news', '/strategy/seo?utm_source=news'],
  ]) {
    const res = await server.app.inject(from!);
    assert.is(res.statusCode, 301, from);
    assert.is(res.headers.location, to);
  }
  const withQuery = parse((await server.app.inject('/strategy/seo?utm_source=x')).body);
  assert.is(withQuery.querySelector('link[rel="canonical"]')?.getAttribute('href'), `${BASE}/strategy/seo`);
  assert.is((await server.app.inject('/strategy/nope/')).statusCode, 404, 'no redirect to a page that does not exist');
  assert.is((await server.app.inject('/nope')).statusCode, 404);
});

test('HTML: strong ETag, 304 on revalidation, brotli and gzip, a short cache shared caches may keep', async () => {
  const first = await server.app.inject('/terms-of-service');
  const etag = String(first.headers.etag);
  assert.match(etag, /^"[\w-]+"$/, 'strong ETag');
  assert.match(String(first.headers['cache-control']), /^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/);
  const again = await server.app.inject({ url: '/terms-of-service', headers: { 'if-none-match': etag } });
  assert.is(again.statusCode, 304);
  assert.is(again.body, '');
  // Brotli is made once, off the event loop: the first answer is gzip, later ones brotli.
  const firstAnswer = await server.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
  assert.match(String(firstAnswer.headers['content-encoding']), /^(gzip|br)$/);
  const br = await waitFor(
    async () => {
      const res = await server.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      return res.headers['content-encoding'] === 'br' ? res : undefined;
    },
    5000,
    'brotli',
  );
  assert.match(String(br.headers.vary), 'Accept-Encoding');
  assert.ok(br.rawPayload.length < 30 * 1024, `home page is ${br.rawPayload.length} bytes compressed`);
  const gz = await server.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
  assert.is(gz.headers['content-encoding'], 'gzip');
  assert.is.not(gz.headers.etag, br.headers.etag, 'each representation has its own ETag');
  const gz304 = await server.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip', 'if-none-match': String(gz.headers.etag) } });
  assert.is(gz304.statusCode, 304);
});

test('hashed assets: immutable for a year, precompressed', async () => {
  const doc = docs.get('/')!;
  for (const url of [
    doc.querySelector('link[rel="stylesheet"]')!.getAttribute('href')!,
    doc.querySelector('script[data-entry]')!.getAttribute('data-entry')!,
  ]) {
    const res = await server.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    assert.is(res.statusCode, 200, url);
    assert.is(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.is(res.headers['content-encoding'], 'br', url);
  }
});

test('the no-JS form error page is never cached', async () => {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/seo-audit-request',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'name=&email=x',
  });
  assert.is(res.statusCode, 400);
  assert.is(res.headers['cache-control'], 'no-store');
  assert.is(res.headers.etag, undefined);
});

test.run();
