/**
 * AUDIT_ALLOW_ADDRESSES: the crawler reaches exactly the private `IP:port` pairs named, and every
 * other private address or port stays refused (real servers on loopback, the real fetch rules).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mayConnect } from '../../src/audit/read/address-rules.js';
import { fetchPage } from '../../src/audit/read/fetch-page.js';
import { FetchRefused } from '../../src/audit/read/refused.js';
import { loadConfig, ConfigError } from '../../src/config.js';
import { allowedPairs } from '../../src/lib/address-pairs.js';

/** A loopback server that counts the requests it gets. */
async function counted(host: string): Promise<{ server: Server; port: number; hits: () => number }> {
  let hits = 0;
  const server = createServer((_req, res) => {
    hits++;
    res.writeHead(200, { 'content-type': 'text/html' }).end('<title>ok</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, port: (server.address() as AddressInfo).port, hits: () => hits };
}

const rules = (allow: string) => ({
  timeoutMs: 3000,
  maxBytes: 65_536,
  allowPrivate: false,
  allowAddresses: allowedPairs(allow).pairs,
  userAgent: 'LaserfocusDigitalSiteCheck/test',
});

test('the crawler reaches an allowed pair and nothing else private', async () => {
  const allowed = await counted('127.0.0.1');
  const other = await counted('127.0.0.1');
  const v6 = await counted('::1');
  try {
    const r = rules(`127.0.0.1:${allowed.port},[::1]:${v6.port}`);
    const page = await fetchPage(`http://127.0.0.1:${allowed.port}/`, r);
    assert.is(page.status, 200);
    const six = await fetchPage(`http://[::1]:${v6.port}/`, r);
    assert.is(six.status, 200);
    for (const refused of [
      `http://127.0.0.1:${other.port}/`,
      // The allowed port on another loopback address, and the allowed address's port on IPv6.
      `http://127.0.0.2:${allowed.port}/`,
      `http://[::1]:${allowed.port}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://127.0.0.1/',
    ]) {
      try {
        await fetchPage(refused, r);
        assert.unreachable(`${refused} was fetched`);
      } catch (err) {
        assert.instance(err, FetchRefused, refused);
        assert.is((err as FetchRefused).reason, 'refused-address', refused);
      }
    }
    assert.is(other.hits(), 0);
    assert.is(allowed.hits(), 1);
    assert.is(v6.hits(), 1);
  } finally {
    for (const s of [allowed, other, v6]) s.server.close();
  }
});

test('the pairs are exact: public addresses keep to ports 80 and 443', () => {
  const r = rules('127.0.0.1:4123');
  assert.ok(mayConnect('127.0.0.1', 4123, r));
  assert.ok(mayConnect('::ffff:127.0.0.1', 4123, r));
  assert.not.ok(mayConnect('127.0.0.1', 4124, r));
  assert.not.ok(mayConnect('10.0.0.1', 443, r));
  assert.ok(mayConnect('93.184.215.14', 443, r));
  assert.not.ok(mayConnect('93.184.215.14', 4123, r));
});

test('a malformed pair stops boot naming the setting', () => {
  for (const bad of ['localhost:4123', '127.0.0.1', '::1:4124', '127.0.0.1:70000']) {
    try {
      loadConfig({ AUDIT_ALLOW_ADDRESSES: bad, DATABASE_PATH: '/tmp/allow-addresses-test/x.db' });
      assert.unreachable(bad);
    } catch (err) {
      assert.instance(err, ConfigError, bad);
      assert.match((err as Error).message, 'AUDIT_ALLOW_ADDRESSES');
    }
  }
  assert.equal(allowedPairs('127.0.0.1:4123, [::1]:4124').pairs.length, 2);
});

test.run();
