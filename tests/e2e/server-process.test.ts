import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync } from 'node:fs';
import { parse } from 'node-html-parser';
import { spawnBuiltServer, startBuiltServer } from '../../scripts/start-built.js';

test('the built server starts, serves pages and exits cleanly on SIGTERM', async () => {
  const server = await startBuiltServer();
  try {
    const home = await fetch(`${server.url}/`);
    assert.is(home.status, 200);
    const doc = parse(await home.text());
    assert.is(doc.querySelectorAll('h1').length, 1);
    assert.ok(doc.querySelector('#contact form[action="/api/seo-audit-request"]'), 'the audit form');
    const missing = await fetch(`${server.url}/no-such-page`);
    assert.is(missing.status, 404);
  } finally {
    const { code } = await server.stop();
    assert.is(code, 0, server.output());
  }
});

test('a bad setting stops boot with one line naming it', async () => {
  const proc = spawnBuiltServer({ PORT: '99999' });
  const { code } = await proc.exit;
  assert.is(code, 1);
  assert.match(proc.output(), /Invalid setting PORT=/);
  rmSync(proc.dir, { recursive: true, force: true });
});

test.run();
