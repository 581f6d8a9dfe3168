/**
 * A file answered from memory, the same for every visitor: its body in each encoding the build (or
 * this process) made, each with a strong ETag and its headers worked out once. `send` is the one
 * place that decides what a request gets: the encoding (by @fastify/accept-negotiator), a 304 when
 * the client already holds it, the body otherwise (Fastify drops it for HEAD). Pages, the 404 and
 * 500 pages, the sitemap, robots.txt, the feeds and llms.txt all go through it. `sendMadeNow` answers
 * a page made for one request (a site check's report, the thank-you page that links it) compressed
 * the same way, off the thread that serves pages.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import type { FastifyReply } from 'fastify';

export type Encoding = 'br' | 'gzip' | 'identity';
export type Bodies = { identity: Buffer } & Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>;

export interface StoredFileOptions {
  contentType: string;
  cacheControl: string;
  status?: number;
}

interface Variant {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
}

/** Accept-Encoding values repeat endlessly: the negotiator remembers each (bounded). */
const negotiators = new Map<string, Negotiator>();
function negotiatorFor(encodings: readonly Encoding[]): Negotiator {
  const key = encodings.join();
  let negotiator = negotiators.get(key);
  if (!negotiator) negotiators.set(key, (negotiator = new Negotiator({ supportedValues: [...encodings], cache: new BoundedCache(200) })));
  return negotiator;
}

/** A Map that stops growing at `limit` entries: a client cannot fill memory with made-up headers. */
class BoundedCache extends Map<string, string> {
  constructor(private readonly limit: number) {
    super();
  }
  override set(key: string, value: string): this {
    return this.size < this.limit || this.has(key) ? super.set(key, value) : this;
  }
}

/**
 * Brotli quality for a site file this process makes once (run from source; the build's own are
 * quality 11): about a millisecond for an 80 KB page. Quality 5 is the first level with brotli's
 * context modelling, 6% smaller than 4 for a fraction of a millisecond more.
 */
const QUICK_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** True when If-None-Match names this ETag (or `*`), compared weakly as RFC 9110 says for GET. */
function etagMatches(header: string, etag: string): boolean {
  return header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === etag || tag === '*';
  });
}

/** The build's brotli quality (build.ts), for a site file this process makes, on a zlib thread. */
const BEST_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };

export class StoredFile {
  readonly status: number;
  private readonly variants = new Map<Encoding, Variant>();
  /** The body as it is, which every file has: the answer when no other encoding suits the client. */
  private readonly identity: Variant;
  private readonly negotiator: Negotiator;
  private readonly variantOf: (encoding: Encoding, body: Buffer, tag?: string) => Variant;

  constructor(bodies: Bodies, options: StoredFileOptions) {
    this.status = options.status ?? 200;
    const hash = createHash('sha256').update(bodies.identity).digest('base64url').slice(0, 27);
    const variantOf = (encoding: Encoding, body: Buffer, tag: string = encoding): Variant => {
      const etag = encoding === 'identity' ? `"${hash}"` : `"${hash}-${tag}"`;
      const headers: Record<string, string> = {
        'content-type': options.contentType,
        'cache-control': options.cacheControl,
        vary: 'Accept-Encoding',
        etag,
      };
      if (encoding !== 'identity') headers['content-encoding'] = encoding;
      return { body, etag, headers };
    };
    for (const encoding of ['br', 'gzip'] as const) {
      const body = bodies[encoding];
      if (body) this.variants.set(encoding, variantOf(encoding, body));
    }
    this.identity = variantOf('identity', bodies.identity);
    this.variants.set('identity', this.identity);
    this.variantOf = variantOf;
    this.negotiator = negotiatorFor([...this.variants.keys()]);
  }

  /**
   * A text made here (not by the build): gzip and a quick brotli at once; with `best`, the build's
   * brotli is then made on a zlib thread and answers every later request. Quality 11 is about a tenth
   * smaller than 5 (the home page was 12.6 KB against 14.2 KB when its styles were inline): a page
   * near the ten segments (14.6 KB) TCP sends in its first round trip, headers included, could need a
   * second at 5, so a built site serving another SITE_URL than its build's painted a round trip later
   * than the same site built for it. Run from source (the
   * tests, `npm run dev`) the quick one is kept: a test rendering every page would otherwise leave
   * seconds of compression behind it.
   */
  static fromText(text: string, options: StoredFileOptions, best = false): StoredFile {
    const identity = Buffer.from(text);
    const file = new StoredFile(
      {
        identity,
        gzip: gzipSync(identity, { level: 9 }),
        br: brotliCompressSync(identity, QUICK_BROTLI),
      },
      options,
    );
    if (best)
      brotliCompress(identity, BEST_BROTLI, (error, body) => {
        if (!error) file.variants.set('br', file.variantOf('br', body, 'br11'));
      });
    return file;
  }

  /** The body a client accepting `acceptEncoding` gets. */
  body(acceptEncoding?: string): Buffer {
    return this.variant(acceptEncoding).body;
  }

  private variant(acceptEncoding: string | undefined): Variant {
    return this.variants.get((this.negotiator.negotiate(acceptEncoding ?? '') as Encoding | null) ?? 'identity') ?? this.identity;
  }

  /** Answers a GET or HEAD (with `status`, if given): 304 when the client's ETag matches. */
  send(reply: FastifyReply, status = this.status): FastifyReply {
    const { headers } = reply.request;
    const variant = this.variant(headers['accept-encoding']);
    reply.headers(variant.headers);
    const ifNoneMatch = headers['if-none-match'];
    if (status === 200 && ifNoneMatch !== undefined && etagMatches(ifNoneMatch, variant.etag)) {
      return reply.code(304).removeHeader('content-type').send();
    }
    return reply.code(status).send(variant.body);
  }
}

/**
 * Brotli quality for a page made per request. A finished report is 15-17 KB at quality 5 with the
 * headers, over the ten segments (14.6 KB) TCP sends in its first round trip, so a phone on a slow
 * connection waited a round trip more for it than for any other page. Quality 10 makes it 10% smaller
 * (measured on a finished report: 15,078 → 13,645 bytes), inside that window, for about 45 ms of a
 * zlib thread (quality 11 gains 2% more for five times as long), while the thread that serves pages goes on serving.
 */
const MADE_NOW_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } };
const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The last pages made per request, compressed, by their text's digest: a prospect opening their
 * report again (or a client repeating a request) costs the render, not the compression. A megabyte
 * at most (about 70 reports), the least recently used forgotten first.
 */
const madeNowKept = new LRUCache<string, Buffer>({ maxSize: 1_000_000, sizeCalculation: (body) => body.length });

/** The compressed body of `identity` in `encoding`, from those kept or made on a zlib thread. */
async function compressedMadeNow(identity: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const key = `${encoding}:${createHash('sha256').update(identity).digest('base64url')}`;
  const kept = madeNowKept.get(key);
  if (kept) return kept;
  const body = encoding === 'br' ? await brotliCompressAsync(identity, MADE_NOW_BROTLI) : await gzipAsync(identity, { level: 6 });
  madeNowKept.set(key, body);
  return body;
}

/**
 * Answers a page made for this request alone, compressed in the one encoding the client prefers.
 * Sent plain, a 60 KB report reaches a phone on a slow connection hundreds of milliseconds later than
 * the 9 KB a stored page takes, and Lighthouse counts the page's parsing and layout after its first
 * paint as blocking time.
 */
export async function sendMadeNow(reply: FastifyReply, text: string, options: Omit<StoredFileOptions, 'status'>): Promise<FastifyReply> {
  const identity = Buffer.from(text);
  const encoding = negotiatorFor(['br', 'gzip', 'identity']).negotiate(reply.request.headers['accept-encoding'] ?? '') as Encoding | null;
  reply.header('content-type', options.contentType).header('cache-control', options.cacheControl).header('vary', 'Accept-Encoding');
  if (encoding === 'br' || encoding === 'gzip')
    return reply.header('content-encoding', encoding).send(await compressedMadeNow(identity, encoding));
  return reply.send(identity);
}
