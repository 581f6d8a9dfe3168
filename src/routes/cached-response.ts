/**
 * A response held in memory and answered the same way for every visitor: the body in each encoding
 * (identity, gzip, brotli), and for each encoding its full head (status, every header, strong ETag,
 * content length) built once. `answer` is the one place that decides what a request gets: content negotiation, 304 on
 * revalidation, HEAD. Pages, the 404 and 500 pages, the sitemap and robots.txt all go through it.
 *
 * On a real connection the head goes out as one prebuilt string: Node's writeHead would walk a
 * header object, validate every value and rebuild the same text on every request (the CSP alone is
 * 250 characters). Only the Date line and the connection's keep-alive line are added per request.
 * In-process requests (app.inject) take the ordinary writeHead path with the same headers. The page
 * lane (page-lane.ts) writes `wire`'s bytes: the same answer, head and body in one buffer.
 */
import { createHash } from 'node:crypto';
import { ServerResponse, STATUS_CODES, type IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';
export type Headers = Readonly<Record<string, string>>;

const brotliAsync = promisify(brotliCompress);

export interface CachedResponseOptions {
  status?: number;
  contentType: string;
  cacheControl: string;
  /** Headers every answer carries (the security headers). */
  headers: Headers;
}

interface Variant {
  body: Buffer;
  etag: string;
  /** The head of a full answer, ready for writeHead. */
  head: Record<string, string | number>;
  /** The head of a 304: the same minus the body's own headers. */
  notModified: Record<string, string>;
  /** The same two heads as header lines (no status line, Date or Connection), built once. */
  headLines: string;
  notModifiedLines: string;
  /** Whole answers as written by the page lane (page-lane.ts), remade when the Date line changes. */
  wire: Partial<Record<AnswerKind, WireAnswer>>;
}

type AnswerKind = 'full' | 'head' | 'notModified';

interface WireAnswer {
  dateLine: string;
  connectionLine: string;
  bytes: Buffer;
}

/** What Node's ServerResponse keeps about its head: set directly, the head is not built again. */
type RawResponse = ServerResponse & { _header: string | null; _last: boolean; _keepAliveTimeout?: number; maxRequestsOnConnectionReached?: boolean };

const lines = (headers: Record<string, string | number>) => Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');

/** The Date line, made at most once a second (as Node itself does). */
let dateSecond = 0;
let dateLine = '';
function currentDateLine(): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateLine = `Date: ${new Date(now).toUTCString()}\r\n`;
  }
  return dateLine;
}

/** The connection lines Node writes on a connection kept open, with the server's keep-alive timeout. */
export function keepAliveLines(keepAliveTimeoutMs: number | undefined): string {
  return keepAliveTimeoutMs ? `Connection: keep-alive\r\nKeep-Alive: timeout=${Math.floor(keepAliveTimeoutMs / 1000)}\r\n` : 'Connection: keep-alive\r\n';
}

/** The connection line Node would write: keep-alive with its timeout, or close (and close it after). */
function connectionLine(res: RawResponse): string {
  if (res.shouldKeepAlive && !res.maxRequestsOnConnectionReached) return keepAliveLines(res._keepAliveTimeout);
  res._last = true;
  return 'Connection: close\r\n';
}

const statusLines = new Map<number, string>();
const statusLine = (status: number) => {
  let line = statusLines.get(status);
  if (!line) statusLines.set(status, (line = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n`));
  return line;
};

/** Writes a whole answer with a prebuilt head: the one per-request cost is joining four strings. */
function writeRaw(res: ServerResponse, status: number, headLines: string, body: Buffer | undefined): void {
  const raw = res as RawResponse;
  raw.statusCode = status;
  raw._header = `${statusLine(status)}${currentDateLine()}${connectionLine(raw)}${headLines}\r\n`;
  raw.end(body);
}

export class CachedResponse {
  readonly status: number;
  private readonly raw: Buffer;
  private readonly hash: string;
  private readonly variants = new Map<Encoding, Variant>();
  private brotliJob: Promise<void> | undefined;

  constructor(
    text: string,
    private readonly options: CachedResponseOptions,
  ) {
    this.status = options.status ?? 200;
    this.raw = Buffer.from(text);
    this.hash = createHash('sha256').update(this.raw).digest('base64url').slice(0, 27);
    this.addVariant('identity', this.raw);
    this.addVariant('gzip', gzipSync(this.raw, { level: 9 }));
  }

  private addVariant(encoding: Encoding, body: Buffer): void {
    const etag = encoding === 'identity' ? `"${this.hash}"` : `"${this.hash}-${encoding}"`;
    const notModified: Record<string, string> = {
      ...this.options.headers,
      'cache-control': this.options.cacheControl,
      vary: 'Accept-Encoding',
      etag,
    };
    const head: Record<string, string | number> = { ...notModified, 'content-type': this.options.contentType, 'content-length': body.length };
    if (encoding !== 'identity') head['content-encoding'] = encoding;
    this.variants.set(encoding, { body, etag, head, notModified, headLines: lines(head), notModifiedLines: lines(notModified), wire: {} });
  }

  /**
   * Brotli at its best quality takes tens of milliseconds per page, so it runs once, in the
   * threadpool, never on the event loop. Until it is ready, brotli-capable clients get gzip.
   */
  prepareBrotli(): Promise<void> {
    this.brotliJob ??= brotliAsync(this.raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length },
    }).then((buf) => this.addVariant('br', buf));
    return this.brotliJob;
  }

  /** The body as sent for an encoding (the best one ready when brotli is still being made). */
  body(encoding: Encoding): Buffer {
    return this.variant(encoding).body;
  }

  private variant(accepted: Encoding): Variant {
    const ready = this.variants.get(accepted);
    if (ready) return ready;
    void this.prepareBrotli();
    return this.variants.get('gzip')!;
  }

  /** What a GET or HEAD gets: 304 when the client's ETag matches, else the full answer (no body for HEAD). */
  private answer(method: string | undefined, acceptEncoding: string | undefined, ifNoneMatch: string | undefined, status: number): { variant: Variant; kind: AnswerKind } {
    const variant = this.variant(negotiateEncoding(acceptEncoding));
    const notModified = status === 200 && ifNoneMatch !== undefined && etagMatches(ifNoneMatch, variant.etag);
    return { variant, kind: notModified ? 'notModified' : method === 'HEAD' ? 'head' : 'full' };
  }

  /** Answers a GET or HEAD through Node's ServerResponse (with `status`, if given). */
  send(req: IncomingMessage, res: ServerResponse, status = this.status): void {
    const { variant, kind } = this.answer(req.method, req.headers['accept-encoding'], req.headers['if-none-match'], status);
    const notModified = kind === 'notModified';
    const body = kind === 'full' ? variant.body : undefined;
    // Exactly Node's own class: a subclass (app.inject's) may watch writeHead, so it gets the ordinary path.
    if (res.constructor === ServerResponse) return writeRaw(res, notModified ? 304 : status, notModified ? variant.notModifiedLines : variant.headLines, body);
    res.writeHead(notModified ? 304 : status, notModified ? variant.notModified : variant.head);
    res.end(body);
  }

  /**
   * The whole answer to a GET or HEAD on a kept-alive connection, head and body in one buffer: the
   * bytes `send` would put on the wire. Made at most once a second per kind (the Date line changes),
   * so answering is one write of a buffer that already exists.
   */
  wire(method: string, acceptEncoding: string | undefined, ifNoneMatch: string | undefined, connectionLine: string): Buffer {
    const { variant, kind } = this.answer(method, acceptEncoding, ifNoneMatch, this.status);
    const dateLine = currentDateLine();
    const made = variant.wire[kind];
    if (made && made.dateLine === dateLine && made.connectionLine === connectionLine) return made.bytes;
    const notModified = kind === 'notModified';
    const head = Buffer.from(`${statusLine(notModified ? 304 : this.status)}${dateLine}${connectionLine}${notModified ? variant.notModifiedLines : variant.headLines}\r\n`, 'latin1');
    const bytes = kind === 'full' ? Buffer.concat([head, variant.body]) : head;
    variant.wire[kind] = { dateLine, connectionLine, bytes };
    return bytes;
  }
}

function etagMatches(header: string, etag: string): boolean {
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === etag || tag === '*';
  });
}

/** Accept-Encoding values repeat endlessly: remember what each negotiates to (bounded). */
const negotiated = new Map<string, Encoding>();

/** Picks br, then gzip, from Accept-Encoding (q=0 means refused). */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let encoding = negotiated.get(header);
  if (encoding) return encoding;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  encoding = ok('br') ? 'br' : ok('gzip') ? 'gzip' : 'identity';
  if (negotiated.size < 200) negotiated.set(header, encoding);
  return encoding;
}
