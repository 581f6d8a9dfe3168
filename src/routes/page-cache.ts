/**
 * Rendered pages held in memory as byte-identical bodies: a strong ETag per representation,
 * brotli and gzip made once on first use, 304 on revalidation.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip' | 'identity';

export class CachedBody {
  private readonly raw: Buffer;
  private readonly hash: string;
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(
    text: string,
    readonly contentType = 'text/html; charset=utf-8',
  ) {
    this.raw = Buffer.from(text);
    this.hash = createHash('sha256').update(this.raw).digest('base64url').slice(0, 27);
    this.encoded.set('identity', this.raw);
  }

  get text(): string {
    return this.raw.toString('utf8');
  }

  etag(encoding: Encoding): string {
    return encoding === 'identity' ? `"${this.hash}"` : `"${this.hash}-${encoding}"`;
  }

  body(encoding: Encoding): Buffer {
    let buf = this.encoded.get(encoding);
    if (!buf) {
      buf =
        encoding === 'br'
          ? brotliCompressSync(this.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length } })
          : gzipSync(this.raw, { level: 9 });
      this.encoded.set(encoding, buf);
    }
    return buf;
  }

  /** Compresses every representation now (at boot), so no visitor pays for it. */
  warm(): void {
    this.body('br');
    this.body('gzip');
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
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
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
