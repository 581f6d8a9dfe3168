/**
 * Rendered pages held in memory as byte-identical bodies: a strong ETag per representation,
 * gzip made on first use, brotli made once in the threadpool, 304 on revalidation.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip' | 'identity';

const brotliAsync = promisify(brotliCompress);

export class CachedBody {
  private readonly raw: Buffer;
  private readonly hash: string;
  private gzip: Buffer | undefined;
  private brotli: Buffer | undefined;
  private brotliJob: Promise<void> | undefined;

  constructor(
    text: string,
    readonly contentType = 'text/html; charset=utf-8',
  ) {
    this.raw = Buffer.from(text);
    this.hash = createHash('sha256').update(this.raw).digest('base64url').slice(0, 27);
  }

  etag(encoding: Encoding): string {
    return encoding === 'identity' ? `"${this.hash}"` : `"${this.hash}-${encoding}"`;
  }

  /**
   * Brotli at its best quality takes tens of milliseconds per page, so it runs once, in the
   * threadpool, never on the event loop. Until it is ready, br-capable clients get gzip.
   */
  prepareBrotli(): Promise<void> {
    this.brotliJob ??= brotliAsync(this.raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length },
    }).then((buf) => {
      this.brotli = buf;
    });
    return this.brotliJob;
  }

  /** The best representation the client accepts that is ready now. */
  choose(accepted: Encoding): Encoding {
    if (accepted === 'br') {
      if (this.brotli) return 'br';
      void this.prepareBrotli();
      return 'gzip';
    }
    return accepted;
  }

  body(encoding: Encoding): Buffer {
    if (encoding === 'br' && this.brotli) return this.brotli;
    if (encoding === 'gzip') return (this.gzip ??= gzipSync(this.raw, { level: 9 }));
    return this.raw;
  }
}

/** Picks br, then gzip, from Accept-Encoding (q=0 means refused). */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/** Sends a cached body with the right encoding, ETag and caching headers, or 304. */
export function sendCached(req: FastifyRequest, reply: FastifyReply, cached: CachedBody, status = 200, cacheControl = 'public, max-age=300, must-revalidate'): FastifyReply {
  const encoding = cached.choose(negotiateEncoding(req.headers['accept-encoding']));
  const etag = cached.etag(encoding);
  reply.header('vary', 'Accept-Encoding').header('cache-control', cacheControl).header('etag', etag);
  const inm = req.headers['if-none-match'];
  if (status === 200 && inm && inm.split(',').some((t) => t.trim() === etag || t.trim() === '*')) {
    return reply.code(304).send();
  }
  reply.code(status).type(cached.contentType);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(cached.body(encoding));
}
