/**
 * The browser run's proxy (src/audit/lab/proxy.ts) spoken to as Chromium speaks to it: CONNECT for
 * tunnels and full http:// addresses for plain requests, with real servers on loopback. Only the
 * allowed pair is reached; the metadata address, other ports and [::1] are refused and counted; the
 * run's byte cap cuts what goes past it.
 */
import { createServer, request, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startProxy } from '../../src/audit/lab/proxy.js';
import { allowedPairs } from '../../src/lib/address-pairs.js';

async function counted(host: string, body = 'hello from the site') {
  let connections = 0;
  const server: Server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end(body));
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, port: (server.address() as AddressInfo).port, connections: () => connections };
}

/** A plain request through the proxy by its full address: status and body. */
function viaProxy(proxyPort: number, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: proxyPort, path: url, headers: { host: new URL(url).host } }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The proxy's answer to CONNECT target: its status line. */
function tunnel(proxyPort: number, target: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(proxyPort, '127.0.0.1', () => socket.write(`CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\n\r\n`));
    socket.once('data', (chunk: Buffer) => {
      resolve(chunk.toString('latin1').split('\r\n')[0] ?? '');
      socket.destroy();
    });
    socket.on('error', () => resolve('error'));
  });
}

test('only the allowed pair is reached; every other private address is refused and counted', async () => {
  const site = await counted('127.0.0.1');
  const other = await counted('127.0.0.1');
  const v6 = await counted('::1');
  const proxy = await startProxy({
    allowPrivate: false,
    allowAddresses: allowedPairs(`127.0.0.1:${site.port}`).pairs,
    timeoutMs: 3000,
    maxBytes: 1_000_000,
  });
  try {
    const page = await viaProxy(proxy.port, `http://127.0.0.1:${site.port}/`);
    assert.is(page.status, 200);
    assert.is(page.body, 'hello from the site');
    assert.is(await tunnel(proxy.port, `127.0.0.1:${site.port}`), 'HTTP/1.1 200 Connection Established');
    assert.is((await viaProxy(proxy.port, `http://127.0.0.1:${other.port}/`)).status, 403);
    assert.is((await viaProxy(proxy.port, 'http://169.254.169.254/latest/meta-data/')).status, 403);
    assert.is(await tunnel(proxy.port, `[::1]:${v6.port}`), 'HTTP/1.1 403 Forbidden');
    assert.is(await tunnel(proxy.port, '10.0.0.1:443'), 'HTTP/1.1 403 Forbidden');
    assert.is(await tunnel(proxy.port, `127.0.0.1:22`), 'HTTP/1.1 403 Forbidden');
    assert.is(other.connections(), 0);
    assert.is(v6.connections(), 0);
    const blocked = proxy.blocked();
    assert.is(blocked.count, 5);
    assert.ok(blocked.examples.includes('169.254.169.254'), blocked.examples.join(', '));
    assert.ok(blocked.examples.includes(`[::1]:${v6.port}`), blocked.examples.join(', '));
  } finally {
    proxy.close();
    for (const s of [site, other, v6]) s.server.close();
  }
});

test("past the run's byte cap, nothing more comes through", async () => {
  const site = await counted('127.0.0.1', 'x'.repeat(40_000));
  const proxy = await startProxy({
    allowPrivate: false,
    allowAddresses: allowedPairs(`127.0.0.1:${site.port}`).pairs,
    timeoutMs: 3000,
    maxBytes: 50_000,
  });
  try {
    assert.is((await viaProxy(proxy.port, `http://127.0.0.1:${site.port}/`)).status, 200);
    // The second answer crosses the cap; the third is refused before it is asked for.
    await viaProxy(proxy.port, `http://127.0.0.1:${site.port}/`).catch(() => undefined);
    assert.is((await viaProxy(proxy.port, `http://127.0.0.1:${site.port}/`)).status, 403);
    assert.match(proxy.blocked().examples.join(' '), 'over the byte limit');
  } finally {
    proxy.close();
    site.server.close();
  }
});

test.run();
