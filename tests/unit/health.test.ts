import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer } from '../helpers.js';

test('/healthz answers 200 with JSON while the database answers, 503 when it does not', async () => {
  const server = await startServer();
  try {
    const ok = await server.app.inject('/healthz');
    assert.is(ok.statusCode, 200);
    assert.is(ok.json().status, 'ok');
    assert.is(ok.json().database, 'ok');
    server.app.db.close();
    const down = await server.app.inject('/healthz');
    assert.is(down.statusCode, 503);
    assert.is(down.json().status, 'unavailable');
  } finally {
    await server.close().catch(() => undefined);
  }
});

test.run();
