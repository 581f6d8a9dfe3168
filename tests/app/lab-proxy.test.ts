/**
 * The browser run's proxy (src/audit/lab/proxy.ts) spoken to as Chromium speaks to it: CONNECT for
 * tunnels and full http:// addresses for plain requests, with real servers on loopback. Only the
 * allowed pair is reached; the metadata address, other ports and [::1] are refused and counted; the
 * run's byte caps, on what sites send and on what the page sends, cut what goes past them.
 */
import { createServer, request, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startProxy } from '../../src/audit/lab/proxy.js';
import { allowedPairs } from '../../src/lib/address-pairs.js';
import { within } from '../helpers.js';

/** A limit for an answer through the proxy that never comes, not a timing goal. */
const ANSWER_MS = 30_000;

/** The proxy of a run allowed to reach one loopback site, with caps of 1 MB each way unless given. */
function proxyFor(sitePort: number, caps: { maxBytes?: number; maxUploadBytes?: number } = {}) {
  return startProxy({
    allowPrivate: false,
    allowAddresses: allowedPairs(`127.0.0.1:${sitePort}`).pairs,
    timeoutMs: 3000,
    maxBytes: 1_000_000,
    maxUploadBytes: 1_000_000,
    ...caps,
  });
}

async function counted(host: string, body = 'hello from the site') {
  let connections = 0;
  const server: Server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end(body));
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, port: (server.address() as AddressInfo).port, connections: () => connections };
}

/** A plain request through the proxy by its full address: status and body. */
function viaProxy(proxyPort: number, url: string): Promise<{ status: number; body: string }> {
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: proxyPort, path: url, headers: { host: new URL(url).host } }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
  return within(answer, ANSWER_MS, `the proxy's answer for ${url}`);
}

/** The proxy's answer to CONNECT target: its status line. */
function tunnel(proxyPort: number, target: string): Promise<string> {
  const answer = new Promise<string>((resolve) => {
    const socket = connect(proxyPort, '127.0.0.1', () => socket.write(`CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\n\r\n`));
    socket.once('data', (chunk: Buffer) => {
      resolve(chunk.toString('latin1').split('\r\n')[0] ?? '');
      socket.destroy();
    });
    socket.on('error', () => resolve('error'));
  });
  return within(answer, ANSWER_MS, `the proxy's answer to CONNECT ${target}`);
}

test('only the allowed pair is reached; every other private address is refused and counted', async () => {
  const site = await counted('127.0.0.1');
  const other = await counted('127.0.0.1');
  const v6 = await counted('::1');
  const proxy = await proxyFor(site.port);
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
  const proxy = await proxyFor(site.port, { maxBytes: 50_000 });
  try {
    assert.is((await viaProxy(proxy.port, `http://127.0.0.1:${site.port}/`)).status, 200);
    // The second answer crosses the cap; the third is refused before it is asked for.
    await viaProxy(proxy.port, `http://127.0.0.1:${site.port}/`).catch(() => undefined);
    assert.is((await viaProxy(proxy.port, `http://127.0.0.1:${site.port}/`)).status, 403);
    assert.match(proxy.blocked().examples.join(' '), 'over the download limit');
    assert.is(proxy.traffic().cut, 'download');
    assert.is(proxy.traffic().refusedAfterCut, 1);
  } finally {
    proxy.close();
    site.server.close();
  }
});

/** A TCP server that counts every byte sent to it, and answers an HTTP request's end with 200. */
async function sink() {
  let received = 0;
  const server = createServer((req, res) => {
    req.on('data', (c: Buffer) => (received += c.length));
    req.on('end', () => res.end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, received: () => received };
}

/** A POST of `bytes` through the proxy by its full address: its status, or 0 when the connection was cut. */
function postViaProxy(proxyPort: number, url: string, bytes: number): Promise<number> {
  const answer = new Promise<number>((resolve) => {
    const req = request({ host: '127.0.0.1', port: proxyPort, path: url, method: 'POST', headers: { host: new URL(url).host } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
    });
    req.on('error', () => resolve(0));
    req.end(Buffer.alloc(bytes, 7));
  });
  return within(answer, ANSWER_MS, `the proxy's answer to a POST of ${bytes} bytes to ${url}`);
}

test("past the run's upload cap, the page's connections are cut and its further requests refused", async () => {
  const site = await sink();
  const proxy = await proxyFor(site.port, { maxUploadBytes: 100_000 });
  const url = `http://127.0.0.1:${site.port}/upload`;
  try {
    assert.is(await postViaProxy(proxy.port, url, 60_000), 200);
    // The second upload crosses the cap while it is sent: cut, most of it never reaching the site.
    await postViaProxy(proxy.port, url, 400_000);
    assert.is(await postViaProxy(proxy.port, url, 10), 403);
    assert.is(await tunnel(proxy.port, `127.0.0.1:${site.port}`), 'HTTP/1.1 403 Forbidden');
    assert.ok(site.received() < 200_000, `the site received ${site.received()} bytes of 460,010 sent`);
    const traffic = proxy.traffic();
    assert.is(traffic.cut, 'upload');
    assert.is(traffic.refusedAfterCut, 2);
    assert.ok(traffic.sent > 100_000, `${traffic.sent} bytes counted as sent`);
    assert.match(proxy.blocked().examples.join(' '), 'over the upload limit');
  } finally {
    proxy.close();
    site.server.close();
  }
});

test('what a page sends through a tunnel counts against the upload cap too', async () => {
  const site = await sink();
  const proxy = await proxyFor(site.port, { maxUploadBytes: 100_000 });
  try {
    // A request of 500 KB, written into a CONNECT tunnel as a browser writes one over TLS.
    const cut = new Promise<boolean>((resolve) => {
      const socket = connect(proxy.port, '127.0.0.1', () => socket.write(`CONNECT 127.0.0.1:${site.port} HTTP/1.1\r\n\r\n`));
      socket.once('data', () => {
        socket.write(`POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 500000\r\n\r\n`);
        for (let i = 0; i < 50; i++) socket.write(Buffer.alloc(10_000, 1));
      });
      socket.on('close', () => resolve(true));
      socket.on('error', () => undefined);
    });
    const closed = await within(cut, ANSWER_MS, 'the proxy to cut a tunnel carrying 500 KB');
    assert.ok(closed, 'the tunnel was cut');
    assert.is(proxy.traffic().cut, 'upload');
    assert.ok(site.received() < 200_000, `the site received ${site.received()} bytes of 500,000`);
  } finally {
    proxy.close();
    site.server.close();
  }
});

test.run();
