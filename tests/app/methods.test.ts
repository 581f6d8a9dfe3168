/**
 * What the server answers beyond pages and the form: 405 with Allow for a method a path does not take
 * (over real HTTP, so the page dispatcher in front of Fastify is part of it), source maps kept
 * private unless SOURCE_MAPS asks for them, and the built pages answered by their paths only.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rawRequest, startServer, type TestServer } from '../helpers.js';

/** node:http, because fetch refuses TRACE. */
const call = (server: TestServer, method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
  rawRequest(server.url + path, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body,
  });

test('a method a path does not take answers 405 with Allow and a message; unknown paths stay 404', async () => {
  const server = await startServer();
  try {
    for (const path of ['/', '/strategy/seo', '/privacy-policy', '/sitemap.xml', '/healthz']) {
      assert.is((await call(server, 'GET', path)).status, 200, path);
      for (const method of ['OPTIONS', 'TRACE', 'POST', 'PUT', 'DELETE', 'PATCH']) {
        const res = await call(server, method, `${path}?q=1`, {}, ['POST', 'PUT', 'PATCH'].includes(method) ? '{"x":1}' : undefined);
        assert.is(res.status, 405, `${method} ${path}`);
        assert.is(res.headers.allow, 'GET, HEAD', `${method} ${path}`);
        assert.match(JSON.parse(res.body).message, `does not accept ${method} requests`);
        assert.is(res.headers['x-content-type-options'], 'nosniff', 'security headers on a 405 too');
      }
    }
    for (const method of ['GET', 'HEAD', 'PUT', 'TRACE']) {
      const res = await call(server, method, '/api/seo-audit-request');
      assert.is(res.status, 405, method);
      assert.is(res.headers.allow, 'POST', method);
    }
    const token = await call(server, 'POST', '/api/form-token');
    assert.is(token.status, 405);
    assert.is(token.headers.allow, 'GET, HEAD');
    for (const method of ['GET', 'OPTIONS', 'TRACE', 'POST']) {
      assert.is((await call(server, method, '/no-such-page')).status, 404, method);
      assert.is((await call(server, method, '/api/no-such-thing')).status, 404, method);
    }
  } finally {
    await server.close();
  }
});

test('source maps: private by default (404, not named by the scripts); served and named with SOURCE_MAPS=true', async () => {
  for (const on of [false, true]) {
    const server = await startServer(on ? { SOURCE_MAPS: 'true' } : {});
    try {
      const home = (await call(server, 'GET', '/')).body;
      const assets = [/data-entry="(\/assets\/client-[^"]+\.js)"/.exec(home)![1]!, /href="(\/assets\/site-[^"]+\.css)"/.exec(home)![1]!];
      for (const asset of assets) {
        for (const encoding of ['identity', 'br', 'gzip']) {
          const file = await call(server, 'GET', asset, { 'accept-encoding': encoding });
          assert.is(file.status, 200);
          assert.is(file.headers.sourcemap, on ? `${asset.split('/').pop()}.map` : undefined, `${asset} ${encoding}`);
        }
        assert.not.match((await call(server, 'GET', asset)).body, 'sourceMappingURL', 'the file itself never names its map');
        const map = await call(server, 'GET', `${asset}.map`);
        assert.is(map.status, on ? 200 : 404, `${asset}.map`);
        if (on) assert.ok((JSON.parse(map.body) as { sources: string[] }).sources.length > 0);
      }
    } finally {
      await server.close();
    }
  }
});

test('the built pages answer by their own paths only, never by their file names (nor their compressed twins)', async () => {
  const server = await startServer();
  try {
    const publicDir = join(server.config.DIST_DIR, 'public');
    assert.is((await call(server, 'GET', '/strategy/seo')).status, 200);
    for (const file of ['strategy/seo.html', 'strategy/seo.html.br', 'strategy/seo.html.gz', 'index.html', 'sitemap.xml.gz']) {
      assert.ok(existsSync(join(publicDir, file)), `the build wrote ${file}`);
      assert.is((await call(server, 'GET', `/${file}`, { 'accept-encoding': 'br, gzip' })).status, 404, `/${file}`);
      assert.match((await call(server, 'GET', `/${file}`)).body, '404 Page Not Found', `/${file}: the site's own 404 page`);
    }
  } finally {
    await server.close();
  }
});

test.run();
