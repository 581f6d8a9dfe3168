/**
 * The page lane: a new connection is answered here, below node:http, for as long as it asks only for
 * pages in the simplest form HTTP has (a GET or HEAD with no body, over HTTP/1.1, kept alive). Each
 * answer is one write of bytes made once (CachedResponse.wire), with no request or response objects,
 * events or header parsing beyond the few headers a page depends on. Node's HTTP machinery costs more
 * per request than everything else in answering a page; this is how the site serves near the
 * machine's limit from one process.
 *
 * Anything else (another path or method, a request split across reads, any header that could give
 * a request a body or change the connection, anything the strict reader below does not accept) hands
 * the connection, with every unread byte, to node:http, which keeps it from then on. So node's
 * parser (llhttp) judges every request the lane does not fully understand, and a body can never be
 * mistaken for the next request: a request with Content-Length or Transfer-Encoding is never read here.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { keepAliveLines } from './routes/cached-response.js';
import { pathOf, type PageStore } from './routes/pages.js';

export interface PageLaneOptions {
  keepAliveTimeoutMs: number;
  /** How long a new connection may stay silent before its first request (node's headers timeout). */
  firstRequestTimeoutMs: number;
  maxHeaderBytes: number;
}

/** A page request the lane can answer: what answering it depends on, and where the next request starts. */
export interface SimpleRequest {
  method: 'GET' | 'HEAD';
  target: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
  end: number;
}

const CR = 0x0d;
const LF = 0x0a;
const SP = 0x20;
const HTAB = 0x09;
const COLON = 0x3a;
const GET = Buffer.from('GET /');
const HEAD = Buffer.from('HEAD /');
const VERSION = Buffer.from(' HTTP/1.1\r\n');

/** RFC 9110 token characters (header names). */
const TCHAR = new Uint8Array(256);
for (const c of "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") TCHAR[c.charCodeAt(0)] = 1;

/** Whether `bytes` stand at `at`, wholly before `limit`. */
function bytesAt(buf: Buffer, at: number, limit: number, bytes: Buffer): boolean {
  if (at + bytes.length > limit) return false;
  for (let k = 0; k < bytes.length; k++) if (buf[at + k] !== bytes[k]) return false;
  return true;
}

/** Whether the bytes at `at` spell `lower`, in any case (the caller has checked the length). */
function isName(buf: Buffer, at: number, lower: string): boolean {
  for (let k = 0; k < lower.length; k++) if ((buf[at + k]! | 0x20) !== lower.charCodeAt(k)) return false;
  return true;
}

/**
 * Reads one request head at `start` if it is a plain page request, strictly: method, origin-form
 * target of visible ASCII, HTTP/1.1, CRLF line ends, token header names, values free of control
 * characters, exactly one Host, and none of Content-Length, Transfer-Encoding, Upgrade or Expect; a
 * Connection header only as `keep-alive`. Returns undefined for anything else, including a head not
 * yet complete in `buf` or longer than `maxHeaderBytes`: node:http decides those.
 *
 * One pass over the bytes in plain JavaScript: every request on a page-only connection comes
 * through here, and calls into native Buffer methods (indexOf, compare, toString) cost more than
 * the loop; only the target and Accept-Encoding become strings.
 */
export function readSimpleRequest(buf: Buffer, start: number, maxHeaderBytes: number): SimpleRequest | undefined {
  // The whole head, blank line included, lies before `limit`.
  const limit = Math.min(buf.length, start + maxHeaderBytes);
  const method = bytesAt(buf, start, limit, GET) ? 'GET' : bytesAt(buf, start, limit, HEAD) ? 'HEAD' : undefined;
  if (!method) return undefined;
  const targetStart = start + method.length + 1;
  let i = targetStart;
  while (i < limit && buf[i]! > SP && buf[i]! < 0x7f) i++;
  if (!bytesAt(buf, i, limit, VERSION)) return undefined;
  const target = buf.toString('latin1', targetStart, i);
  i += VERSION.length;
  let hosts = 0;
  let acceptEncoding: string | undefined;
  let ifNoneMatch: string | undefined;
  // Header lines, each ending in CRLF, until the blank line that ends the head.
  for (;;) {
    if (i + 1 >= limit) return undefined;
    if (buf[i] === CR) {
      if (buf[i + 1] !== LF) return undefined;
      break;
    }
    const line = i;
    while (i < limit && TCHAR[buf[i]!]) i++;
    if (i === line || i >= limit || buf[i] !== COLON) return undefined;
    const nameLength = i - line;
    let valueStart = ++i;
    for (; i < limit && buf[i] !== CR; i++) {
      const b = buf[i]!;
      if ((b < SP && b !== HTAB) || b === 0x7f) return undefined;
    }
    if (i + 1 >= limit || buf[i + 1] !== LF) return undefined;
    let valueEnd = i;
    i += 2;
    while (valueStart < valueEnd && (buf[valueStart] === SP || buf[valueStart] === HTAB)) valueStart++;
    while (valueEnd > valueStart && (buf[valueEnd - 1] === SP || buf[valueEnd - 1] === HTAB)) valueEnd--;
    switch (nameLength) {
      case 4:
        if (isName(buf, line, 'host')) hosts++;
        break;
      case 6:
        if (isName(buf, line, 'expect')) return undefined;
        break;
      case 7:
        if (isName(buf, line, 'upgrade')) return undefined;
        break;
      case 10:
        if (isName(buf, line, 'connection') && (valueEnd - valueStart !== 10 || !isName(buf, valueStart, 'keep-alive'))) return undefined;
        break;
      case 13:
        if (isName(buf, line, 'if-none-match')) {
          if (ifNoneMatch !== undefined) return undefined;
          ifNoneMatch = buf.toString('latin1', valueStart, valueEnd);
        }
        break;
      case 14:
        if (isName(buf, line, 'content-length')) return undefined;
        break;
      case 15:
        if (isName(buf, line, 'accept-encoding')) {
          if (acceptEncoding !== undefined) return undefined;
          acceptEncoding = buf.toString('latin1', valueStart, valueEnd);
        }
        break;
      case 17:
        if (isName(buf, line, 'transfer-encoding')) return undefined;
        break;
    }
  }
  if (hosts !== 1) return undefined;
  return { method, target, acceptEncoding, ifNoneMatch, end: i + 2 };
}

export interface PageLane {
  /** Closes the lane's connections: idle ones now, one still writing once its answer is sent. */
  closeIdle(): void;
}

/**
 * Puts the lane in front of `server`'s own connection handling: every connection starts in the lane
 * and moves to node:http (and from there to Fastify) at its first request the lane does not answer.
 * Emits 'page' on the server for each page answered, as node:http emits 'request'.
 */
export function openPageLane(server: Server, pages: PageStore, options: PageLaneOptions): PageLane {
  const listeners = server.listeners('connection');
  if (listeners.length !== 1) throw new Error('the page lane expects node:http as the one connection listener');
  const nodeHttp = listeners[0] as (socket: Socket) => void;
  server.removeListener('connection', nodeHttp);
  const connectionLine = keepAliveLines(options.keepAliveTimeoutMs);
  const open = new Set<Socket>();
  /** Connections being closed: they answer nothing more. */
  const closing = new WeakSet<Socket>();

  const finish = (socket: Socket) => {
    closing.add(socket);
    if (socket.writableLength === 0) socket.destroy();
    else socket.end(() => socket.destroy());
  };

  server.on('connection', (socket: Socket) => {
    let waiting: Buffer | undefined;
    let answered = false;
    let ended = false;
    let handedOver = false;

    const handOver = (unread: Buffer) => {
      handedOver = true;
      // After the client's end node:http could not be given the unread bytes; answer no more of them.
      if (ended) return void socket.end();
      socket.removeListener('data', onData);
      socket.removeListener('end', onEnd);
      socket.removeListener('timeout', onTimeout);
      socket.removeListener('error', onError);
      socket.removeListener('close', onClose);
      open.delete(socket);
      socket.setTimeout(0);
      // Paused until node:http has taken the connection, so the unread bytes reach its parser first.
      socket.pause();
      socket.unshift(unread);
      nodeHttp.call(server, socket);
      socket.resume();
    };

    const read = (data: Buffer) => {
      let at = 0;
      while (at < data.length) {
        // A client sending requests faster than it reads the answers waits until they have gone out.
        if (socket.writableNeedDrain) {
          waiting = data.subarray(at);
          socket.pause();
          socket.once('drain', onDrain);
          return;
        }
        const request = readSimpleRequest(data, at, options.maxHeaderBytes);
        const page = request && pages.get(pathOf(request.target));
        if (!request || !page) return handOver(at === 0 ? data : data.subarray(at));
        socket.write(page.wire(request.method, request.acceptEncoding, request.ifNoneMatch, connectionLine));
        server.emit('page');
        at = request.end;
        if (!answered) {
          answered = true;
          socket.setTimeout(options.keepAliveTimeoutMs);
        }
      }
    };

    function onData(chunk: Buffer) {
      if (closing.has(socket)) return socket.destroy();
      read(chunk);
    }
    function onDrain() {
      const data = waiting!;
      waiting = undefined;
      socket.resume();
      if (!closing.has(socket)) read(data);
      if (ended && !waiting && !handedOver) socket.end();
    }
    // The client is done sending: close once every request it sent is answered and the answers have gone.
    function onEnd() {
      ended = true;
      if (!waiting) socket.end();
    }
    function onTimeout() {
      socket.destroy();
    }
    function onError() {
      socket.destroy();
    }
    function onClose() {
      open.delete(socket);
    }

    open.add(socket);
    socket.setTimeout(options.firstRequestTimeoutMs);
    socket.on('data', onData);
    socket.on('end', onEnd);
    socket.on('timeout', onTimeout);
    socket.on('error', onError);
    socket.on('close', onClose);
  });

  return {
    closeIdle() {
      for (const socket of open) finish(socket);
    },
  };
}
