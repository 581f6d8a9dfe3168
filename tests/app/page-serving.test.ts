import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { request } from 'node:http';
import { startServer, waitFor } from '../helpers.js';

/** A raw HTTP request (fetch would decode the body and hide the encoding). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const stable = (h: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(h).filter(([k]) => !['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id'].includes(k)),
  );

test('one serving path: a page over HTTP is exactly what the app answers in process, for every encoding, from the first request', async () => {
  const server = await startServer();
  try {
    for (const path of ['/', '/terms-of-service', '/strategy/seo']) {
      for (const enc of ['br', 'gzip', '']) {
        const headers: Record<string, string> = enc ? { 'accept-encoding': enc } : {};
        const overHttp = await get(server.url + path, headers);
        const inProcess = await server.app.inject({ url: path, headers });
        assert.is(overHttp.status, 200);
        assert.equal(stable(overHttp.headers), stable(inProcess.headers as Record<string, unknown>), `${path} ${enc}`);
        assert.ok(overHttp.body.equals(inProcess.rawPayload), `${path} ${enc} body`);
        assert.is(overHttp.headers['set-cookie'], undefined, 'the same page for every visitor');
        assert.match(String(overHttp.headers['content-security-policy']), "default-src 'self'", 'security headers in the head');
      }
    }
    const page = await get(server.url + '/terms-of-service', { 'accept-encoding': 'gzip' });
    const revalidated = await get(server.url + '/terms-of-service', {
      'accept-encoding': 'gzip',
      'if-none-match': String(page.headers.etag),
    });
    assert.is(revalidated.status, 304);
    assert.is(revalidated.body.length, 0);
    assert.is(revalidated.headers.etag, page.headers.etag);
    const head = await get(server.url + '/terms-of-service', {}, 'HEAD');
    assert.is(head.status, 200);
    assert.is(head.body.length, 0);
    assert.ok(Number(head.headers['content-length']) > 1000);
    const withQuery = await get(server.url + '/terms-of-service?utm_source=newsletter', { 'accept-encoding': 'gzip' });
    assert.is(withQuery.status, 200, 'a query string does not change the page');
    assert.ok(withQuery.body.equals(page.body));
    assert.is((await get(server.url + '/Terms-Of-Service')).status, 301);
    const missing = await get(server.url + '/nope');
    assert.is(missing.status, 404);
    assert.match(String(missing.headers['content-security-policy']), "default-src 'self'");
  } finally {
    await server.close();
  }
});

test('every request is one log line with its request id, which the answer carries: pages, a 404, the sitemap, robots.txt, an asset; no query string, no client address', async () => {
  const server = await startServer({ LOG_LEVEL: 'info' });
  try {
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec((await get(server.url + '/')).body.toString())![1]!;
    const paths = [
      '/',
      '/strategy/seo?utm_source=newsletter&email=jane%40example.com',
      '/no-such-page',
      '/sitemap.xml',
      '/robots.txt',
      stylesheet,
    ];
    for (const path of paths) {
      const res = await get(server.url + path, { 'accept-encoding': 'br' });
      const id = String(res.headers['x-request-id'] ?? '');
      assert.ok(id, `${path} answers with x-request-id`);
      const lines = () =>
        server
          .logs()
          .map((l) => JSON.parse(l) as { reqId?: string; msg?: string; req?: unknown; status?: number; ms?: number })
          .filter((l) => l.reqId === id && l.msg === 'request');
      await waitFor(() => lines().length > 0, 5000, `the log line of ${path}`);
      assert.is(lines().length, 1, `${path}: one line`);
      const [line] = lines();
      assert.equal(line!.req, { method: 'GET', url: path.split('?')[0] }, `${path}: method and path, no query string`);
      assert.is(line!.status, res.status, `${path}: the status sent`);
      assert.type(line!.ms, 'number');
    }
    const requestLines = server
      .logs()
      .filter((l) => l.includes('"msg":"request"'))
      .join('\n');
    assert.not.match(requestLines, '127.0.0.1', 'no client address');
    assert.not.match(requestLines, 'jane', 'nothing from the query string');
  } finally {
    await server.close();
  }
});

test.run();
