import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { request } from 'node:http';
import { startServer } from '../helpers.js';

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

const stable = (h: Record<string, unknown>) => Object.fromEntries(Object.entries(h).filter(([k]) => !['date', 'connection', 'keep-alive', 'set-cookie'].includes(k)));

test('cached pages over HTTP: the fast path answers exactly what Fastify answers, for every encoding', async () => {
  const server = await startServer();
  try {
    for (const path of ['/', '/terms-of-service', '/strategy/seo']) {
      for (const enc of ['br', 'gzip', '']) {
        const headers: Record<string, string> = enc ? { 'accept-encoding': enc } : {};
        await get(server.url + path, headers); // first request: answered by Fastify, then captured
        await new Promise((r) => setTimeout(r, 300));
        const viaFastPath = await get(server.url + path, headers);
        const viaFastify = await server.app.inject({ url: path, headers });
        assert.is(viaFastPath.status, 200);
        assert.equal(stable(viaFastPath.headers), stable(viaFastify.headers as Record<string, unknown>), `${path} ${enc}`);
        assert.ok(viaFastPath.body.equals(viaFastify.rawPayload), `${path} ${enc} body`);
        if (path !== '/terms-of-service') assert.match(String(viaFastPath.headers['set-cookie']), /^lf_form=\d{13}\./, 'fresh form cookie');
      }
    }
    const page = await get(server.url + '/terms-of-service', { 'accept-encoding': 'br' });
    const revalidated = await get(server.url + '/terms-of-service', { 'accept-encoding': 'br', 'if-none-match': String(page.headers.etag) });
    assert.is(revalidated.status, 304);
    assert.is(revalidated.body.length, 0);
    const head = await get(server.url + '/terms-of-service', {}, 'HEAD');
    assert.is(head.status, 200);
    assert.is(head.body.length, 0);
    assert.ok(Number(head.headers['content-length']) > 1000);
    const withQuery = await get(server.url + '/terms-of-service?ref=mail');
    assert.is(withQuery.status, 200, 'queries fall through to Fastify and still work');
    assert.is((await get(server.url + '/Terms-Of-Service')).status, 301);
    assert.is((await get(server.url + '/nope')).status, 404);
  } finally {
    await server.close();
  }
});

test.run();
