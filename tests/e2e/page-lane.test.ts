/**
 * The page lane on real connections: pages asked for in the plainest form are answered below
 * node:http, and everything else reaches node:http with every byte, in order, on the same connection.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { connect, type Socket } from 'node:net';
import { startServer, waitFor, type TestServer } from '../helpers.js';

interface Answer {
  status: number;
  /** Header lines as sent, without the Date line. */
  head: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** A raw connection to the server that reads each answer as it arrives (no body for HEAD and 304). */
class Connection {
  private readonly socket: Socket;
  private buffer = Buffer.alloc(0);
  readonly answers: Answer[] = [];
  private readonly methods: string[] = [];
  closed = false;

  constructor(server: TestServer) {
    const { port } = new URL(server.url);
    this.socket = connect(Number(port), '127.0.0.1');
    this.socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.parse();
    });
    this.socket.on('close', () => (this.closed = true));
    this.socket.on('error', () => undefined);
  }

  /** Sends raw bytes; `methods` lists the method of each request in them, for reading the answers. */
  send(text: string, ...methods: string[]): void {
    this.methods.push(...methods);
    this.socket.write(Buffer.from(text, 'latin1'));
  }

  pause(): void {
    this.socket.pause();
  }

  resume(): void {
    this.socket.resume();
  }

  async answersUpTo(n: number): Promise<Answer[]> {
    await waitFor(() => this.answers.length >= n || this.closed, 20_000, `${n} answers`);
    return this.answers;
  }

  close(): void {
    this.socket.destroy();
  }

  private parse(): void {
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end === -1) return;
      const lines = this.buffer.toString('latin1', 0, end).split('\r\n');
      const status = Number(lines[0]!.split(' ')[1]);
      const headers = Object.fromEntries(lines.slice(1).map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      const method = this.methods[this.answers.length];
      const length = method === 'HEAD' || status === 304 ? 0 : Number(headers['content-length'] ?? 0);
      if (this.buffer.length < end + 4 + length) return;
      const head = lines.filter((l) => !l.startsWith('Date:')).join('\r\n');
      this.answers.push({ status, head, headers, body: this.buffer.subarray(end + 4, end + 4 + length) });
      this.buffer = this.buffer.subarray(end + 4 + length);
    }
  }
}

const get = (path: string, headers = '') => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}\r\n`;

test('page lane: pages asked for one after another are answered in order; after another request the same page comes byte for byte the same from node:http', async () => {
  const server = await startServer();
  const conn = new Connection(server);
  try {
    await server.app.pages.get('/strategy/seo')!.prepareBrotli();
    conn.send(get('/strategy/seo', 'Accept-Encoding: gzip, deflate, br\r\n'), 'GET');
    const [first] = await conn.answersUpTo(1);
    const etag = first!.headers.etag!;
    // Pipelined: a HEAD, a revalidation, a page with a query string, then a request the lane leaves
    // to node:http, then the first page again (now answered by node:http's request handler).
    conn.send(
      `HEAD /terms-of-service HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n` +
        get('/strategy/seo', `Accept-Encoding: br\r\nIf-None-Match: ${etag}\r\n`) +
        get('/?utm_source=newsletter', 'Accept-Encoding: gzip\r\n') +
        get('/healthz') +
        get('/strategy/seo', 'Accept-Encoding: gzip, deflate, br\r\n') +
        get('/no-such-page'),
      'HEAD',
      'GET',
      'GET',
      'GET',
      'GET',
      'GET',
    );
    const answers = await conn.answersUpTo(7);
    assert.equal(
      answers.map((a) => a.status),
      [200, 200, 304, 200, 200, 200, 404],
    );
    assert.is(first!.headers['content-encoding'], 'br');
    assert.ok(first!.body.length > 1000);
    assert.is(answers[1]!.headers['content-length'], String(server.app.pages.get('/terms-of-service')!.body('identity').length), 'HEAD gives the length of the page');
    assert.is(answers[1]!.body.length, 0);
    assert.is(answers[2]!.headers.etag, etag);
    assert.is(answers[3]!.headers['content-encoding'], 'gzip');
    assert.equal(answers[3]!.body, server.app.pages.get('/')!.body('gzip'));
    assert.equal(JSON.parse(answers[4]!.body.toString()).status, 'ok', 'node:http took the connection over');
    assert.is(answers[5]!.head, first!.head, 'the same head, line for line, from the lane and from node:http');
    assert.equal(answers[5]!.body, first!.body);
    assert.match(answers[6]!.body.toString(), /<html/, "the site's own 404 page");
    assert.is(conn.closed, false, 'the connection stays open');
  } finally {
    conn.close();
    await server.close();
  }
});

test('page lane: a body is never read as a request; a request with Content-Length or Transfer-Encoding goes to node:http whole', async () => {
  const server = await startServer();
  const hidden = get('/no-such-page');
  try {
    for (const framing of [`Content-Length: ${hidden.length}\r\n`, 'Transfer-Encoding: chunked\r\n']) {
      const conn = new Connection(server);
      const body = framing.startsWith('Content') ? hidden : `${hidden.length.toString(16)}\r\n${hidden}\r\n0\r\n\r\n`;
      conn.send(get('/', framing) + body + get('/healthz'), 'GET', 'GET');
      const answers = await conn.answersUpTo(2);
      assert.equal(
        answers.map((a) => a.status),
        [200, 200],
        framing,
      );
      assert.match(answers[1]!.body.toString(), /"status":"ok"/, `${framing}: the request after the body is the next answered`);
      conn.close();
    }
  } finally {
    await server.close();
  }
});

test('page lane: a request that arrives in pieces is still answered', async () => {
  const server = await startServer();
  const conn = new Connection(server);
  try {
    const request = get('/strategy/seo');
    conn.send(request.slice(0, 20));
    await new Promise((r) => setTimeout(r, 50));
    conn.send(request.slice(20), 'GET');
    const [answer] = await conn.answersUpTo(1);
    assert.is(answer!.status, 200);
    assert.equal(answer!.body, server.app.pages.get('/strategy/seo')!.body('identity'));
  } finally {
    conn.close();
    await server.close();
  }
});

test('page lane: a client that sends far faster than it reads still gets every answer, in order', async () => {
  const server = await startServer();
  const conn = new Connection(server);
  const paths = ['/', '/strategy/seo', '/terms-of-service'];
  const n = 1500;
  try {
    conn.pause();
    conn.send(
      Array.from({ length: n }, (_, i) => get(paths[i % 3]!)).join(''),
      ...Array<string>(n).fill('GET'),
    );
    // Megabytes of answers are waiting by now; read them all.
    await new Promise((r) => setTimeout(r, 300));
    conn.resume();
    const answers = await conn.answersUpTo(n);
    assert.is(answers.length, n);
    for (let i = 0; i < n; i++) assert.equal(answers[i]!.body, server.app.pages.get(paths[i % 3]!)!.body('identity'), `answer ${i}`);
  } finally {
    conn.close();
    await server.close();
  }
});

test('page lane: idle connections are closed after the keep-alive timeout, and at once when the server closes', async () => {
  const server = await startServer({ KEEP_ALIVE_TIMEOUT_MS: '200' });
  const idle = new Connection(server);
  idle.send(get('/'), 'GET');
  await idle.answersUpTo(1);
  await waitFor(() => idle.closed, 10_000, 'the idle connection to close');
  assert.is(idle.answers[0]!.headers['keep-alive'], 'timeout=0');
  await server.close();

  const long = await startServer({ KEEP_ALIVE_TIMEOUT_MS: '600000' });
  const open = new Connection(long);
  open.send(get('/'), 'GET');
  await open.answersUpTo(1);
  const closing = long.close();
  await waitFor(() => open.closed, 10_000, 'the server to close the kept-alive connection');
  await closing;
  assert.is(open.closed, true);
});

test.run();
