import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readJson } from '../../src/islands/read-json.js';
import { startServer } from '../helpers.js';

test('readJson joins the key into a path, parses JSON, and reports failures as "status: body"', async () => {
  const server = await startServer();
  try {
    const health = await readJson<{ status: string }>([server.url, 'healthz']);
    assert.is(health?.status, 'ok');
    try {
      await readJson([server.url, 'api', 'nothing-here']);
      assert.unreachable('404 accepted');
    } catch (err) {
      assert.is((err as Error).message, '404: {"message":"Not found"}');
    }
  } finally {
    await server.close();
  }
});

test('a 401 is an error by default and an empty result with on401: returnNull', async () => {
  // The site itself never answers 401, so a one-route HTTP server on 127.0.0.1 plays that part.
  const server = createServer((_req, res) => {
    res.writeHead(401);
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    assert.is(await readJson([base, 'api', 'me'], { on401: 'returnNull' }), null);
    try {
      await readJson([base, 'api', 'me']);
      assert.unreachable('401 accepted');
    } catch (err) {
      assert.is((err as Error).message, '401: Unauthorized');
    }
  } finally {
    server.close();
  }
});

test.run();
