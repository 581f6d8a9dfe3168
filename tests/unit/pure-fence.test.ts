/**
 * The pure tier is fenced (tests/pure.ts, loaded first by tests/run.ts for tests/unit/): a server, a
 * socket, a child process, a worker thread, the compiler and dependency-cruiser each throw here, so
 * a test that needs one cannot pass in this folder. Run without the fence, these fail.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { createConnection, createServer, type Socket } from 'node:net';
import { Worker } from 'node:worker_threads';

const refused = (what: () => unknown) => assert.throws(what, /tests\/unit\/ is the pure tier/);

test('no server listens and no socket connects', () => {
  const server = createServer();
  try {
    refused(() => server.listen(0, '127.0.0.1'));
  } finally {
    server.close();
  }
  let socket: Socket | undefined;
  try {
    refused(() => (socket = createConnection({ port: 9, host: '127.0.0.1' }).on('error', () => {})));
  } finally {
    socket?.destroy();
  }
});

test('no child process, no worker thread', async () => {
  refused(() => spawnSync('true'));
  let worker: Worker | undefined;
  try {
    refused(() => (worker = new Worker('', { eval: true })));
  } finally {
    await worker?.terminate();
  }
});

test('neither the compiler nor dependency-cruiser loads', async () => {
  for (const name of ['typescript', 'dependency-cruiser'])
    await import(name).then(
      () => assert.unreachable(`${name} loaded`),
      (err: Error) => assert.match(err.message, /tests\/unit\/ is the pure tier/),
    );
});

test.run();
