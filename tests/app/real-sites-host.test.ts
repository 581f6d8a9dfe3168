/**
 * The corpus's host emulation (tests/real-sites.ts) seen from outside, over HTTPS, as the site check
 * sees it: Netlify's _redirects and _headers, the trailing-slash 301 of a folder, nginx's gzip on GET
 * and HEAD, a page in windows-1252 sent byte for byte, and the site's own origin pointed at the copy.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { rawRequest } from '../helpers.js';
import { serveRealSite } from '../real-sites.js';

test('Netlify: a _redirects 301 sends its Location; the SPA fallback answers any other address with index.html; _headers adds its headers', async () => {
  const site = await serveRealSite('leichhardt-dental');
  try {
    const moved = await rawRequest(`${site.origin}/about-us/`);
    assert.is(moved.status, 301);
    assert.is(moved.headers.location, '/about');
    const route = await rawRequest(`${site.origin}/services/general-dentistry`);
    assert.is(route.status, 200);
    assert.match(route.body, '<div id="root"></div>');
    assert.is(route.headers['x-frame-options'], 'SAMEORIGIN');
    assert.is(route.headers['cache-control'], 'public, max-age=0, must-revalidate');
    // A file that exists is served as it is: the SPA rule does not shadow it.
    const robots = await rawRequest(`${site.origin}/robots.txt`);
    assert.is(robots.status, 200);
    assert.match(robots.headers['content-type'] ?? '', 'text/plain');
  } finally {
    await site.close();
  }
});

test("nginx: a folder without its slash is 301'd to it (absolute Location); gzip on compresses HTML on GET, and HEAD says so with no body", async () => {
  const site = await serveRealSite('property-cleanup-alpharetta');
  try {
    const folder = await rawRequest(`${site.origin}/locations`);
    assert.is(folder.status, 301);
    assert.is(folder.headers.location, `${site.origin}/locations/`);
    const get = await rawRequest(`${site.origin}/`, { headers: { 'accept-encoding': 'gzip' } });
    assert.is(get.headers['content-encoding'], 'gzip');
    assert.is(get.headers['content-type'], 'text/html', 'nginx names no charset unless told to');
    assert.match(gunzipSync(Buffer.from(get.body, 'latin1')).toString('utf8'), '<title>');
    const head = await rawRequest(`${site.origin}/`, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    assert.is(head.status, 200);
    assert.is(head.headers['content-encoding'], 'gzip');
    assert.is(head.headers['content-length'], undefined);
    assert.is(head.body, '');
    // gzip_types is text/html alone by default: robots.txt goes as it is.
    const robots = await rawRequest(`${site.origin}/robots.txt`, { headers: { 'accept-encoding': 'gzip' } });
    assert.is(robots.headers['content-encoding'], undefined);
    assert.match(robots.body, 'User-Agent: *');
  } finally {
    await site.close();
  }
});

test("the site's own origin, in any spelling, points at the served copy; the http:// one at a twin that 301s to https", async () => {
  const site = await serveRealSite('tb-lashes-naples');
  try {
    const home = await rawRequest(`${site.origin}/`);
    assert.match(home.body, `<meta property="og:url" content="${site.origin}/"/>`);
    assert.not.match(home.body, 'tatianabritz.com');
    const sitemap = await rawRequest(`${site.origin}/sitemap%20(6).xml`);
    const http = /<loc>(http:\/\/127\.0\.0\.1:\d+)\/lash\.html<\/loc>/.exec(sitemap.body)?.[1];
    assert.ok(http, sitemap.body.slice(0, 600));
    const twin = await rawRequest(`${http}/lash.html`);
    assert.is(twin.status, 301);
    assert.is(twin.headers.location, `${site.origin}/lash.html`);
  } finally {
    await site.close();
  }
});

test('a made-up site: _redirects splats and placeholders, a forced rule over a file, a 404 page, and a windows-1252 page sent byte for byte', async () => {
  const root = mkdtempSync(join(tmpdir(), 'real-site-host-'));
  try {
    const www = join(root, 'cafe', 'www');
    mkdirSync(join(www, 'menu'), { recursive: true });
    const manifest = {
      origin: 'https://www.cafe.example',
      host: 'netlify',
      start: '/',
      media: {},
      repo: '-',
      commit: '-',
      path: '-',
      licence: '-',
      notes: '-',
    };
    writeFileSync(join(root, 'cafe', 'site.json'), JSON.stringify(manifest));
    writeFileSync(join(www, '_redirects'), '/news/*  /blog/:splat  301\n/shop/:id  /menu/?item=:id  302\n/menu/  /index.html  200!\n');
    writeFileSync(join(www, 'menu', 'index.html'), 'the menu page');
    writeFileSync(join(www, '404.html'), 'not here');
    // "Café Crème – “open”" in windows-1252, declared by the page, with the site's own address in it.
    const page = Buffer.concat([
      Buffer.from('<meta charset="windows-1252"><a href="https://www.cafe.example/menu/">Caf'),
      Buffer.from([0xe9, 0x20, 0x43, 0x72, 0xe8, 0x6d, 0x65, 0x20, 0x96, 0x20, 0x93, 0x6f, 0x70, 0x65, 0x6e, 0x94]),
      Buffer.from('</a>'),
    ]);
    writeFileSync(join(www, 'index.html'), page);
    const site = await serveRealSite('cafe', { root });
    try {
      const splat = await rawRequest(`${site.origin}/news/2024/opening`);
      assert.is(splat.status, 301);
      assert.is(splat.headers.location, '/blog/2024/opening');
      const placeholder = await rawRequest(`${site.origin}/shop/42`);
      assert.is(placeholder.status, 302);
      assert.is(placeholder.headers.location, '/menu/?item=42');
      const forced = await rawRequest(`${site.origin}/menu/`);
      assert.match(forced.body, 'Caf', 'a forced rule is applied although /menu/ is a file');
      const missing = await rawRequest(`${site.origin}/nothing`);
      assert.is(missing.status, 404);
      assert.is(missing.body, 'not here');
      const home = await rawRequest(`${site.origin}/`);
      const expected = Buffer.from(page.toString('latin1').replace('https://www.cafe.example', site.origin), 'latin1');
      assert.is(Buffer.from(home.body, 'latin1').compare(expected), 0, 'every byte as the file has it, the address aside');
    } finally {
      await site.close();
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test.run();
