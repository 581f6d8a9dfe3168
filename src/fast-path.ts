/**
 * The fast path for cached pages. At boot, each page's response is captured from Fastify itself
 * (app.inject: same headers, security headers included, for every encoding); afterwards a GET or
 * HEAD for exactly that path is answered straight from memory, skipping the framework. Anything
 * else (queries, redirects, posts, assets, unknown paths) goes to Fastify as usual.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { negotiateEncoding, type Encoding } from './routes/page-cache.js';

interface Captured {
  headers: Record<string, string | string[]>;
  /** The same headers plus content-length, ready for writeHead. */
  full: Record<string, string | string[] | number>;
  body: Buffer;
  etag: string;
}

/** Headers that must be fresh per response rather than replayed. */
const perResponse = new Set(['date', 'connection', 'keep-alive', 'content-length', 'set-cookie', 'transfer-encoding']);

export class FastPath {
  private readonly entries = new Map<string, Map<Encoding, Captured>>();
  private readonly capturing = new Set<string>();
  /** Accept-Encoding values repeat endlessly; remember what each one negotiates to. */
  private readonly negotiated = new Map<string, Encoding>();
  private app: FastifyInstance | undefined;

  constructor(
    private readonly paths: ReadonlySet<string>,
    private readonly freshCookie: (path: string) => string | undefined,
    /** Resolves when a page's compressed forms are ready, so what is captured is final. */
    private readonly whenReady: (path: string) => Promise<void>,
  ) {}

  /** Turns the fast path on (the app must be ready). Pages are captured on their first request. */
  enable(app: FastifyInstance): void {
    this.app = app;
  }

  /** Captures one path's response for each encoding by asking Fastify once. */
  private async capture(path: string): Promise<void> {
    const app = this.app!;
    this.capturing.add(path);
    try {
      await this.whenReady(path);
      const byEncoding = new Map<Encoding, Captured>();
      for (const encoding of ['br', 'gzip', 'identity'] as const) {
        const res = await app.inject({ method: 'GET', url: path, headers: encoding === 'identity' ? {} : { 'accept-encoding': encoding } });
        if (res.statusCode !== 200) throw new Error(`fast path: ${path} answered ${res.statusCode} at boot`);
        const headers: Record<string, string | string[]> = {};
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined && !perResponse.has(k)) headers[k] = typeof v === 'number' ? String(v) : v;
        byEncoding.set(encoding, { headers, full: { ...headers, 'content-length': res.rawPayload.length }, body: res.rawPayload, etag: String(res.headers.etag) });
      }
      this.entries.set(path, byEncoding);
    } finally {
      this.capturing.delete(path);
    }
  }

  /** Answers the request if it is a plain GET/HEAD of a captured page; returns false otherwise. */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const entry = this.entries.get(req.url ?? '');
    if (!entry) {
      // First request for this page: Fastify answers it, and the response is captured for next time.
      if (this.app && this.paths.has(req.url ?? '') && !this.capturing.has(req.url!)) {
        this.capture(req.url!).catch((err: unknown) => this.app?.log.error({ err }, 'fast path capture failed'));
      }
      return false;
    }
    const accept = req.headers['accept-encoding'] ?? '';
    let encoding = this.negotiated.get(accept);
    if (!encoding) {
      encoding = negotiateEncoding(accept);
      if (this.negotiated.size < 200) this.negotiated.set(accept, encoding);
    }
    const captured = entry.get(encoding)!;
    const cookie = this.freshCookie(req.url!);
    if (cookie) res.setHeader('set-cookie', cookie);
    const inm = req.headers['if-none-match'];
    if (inm && inm.split(',').some((t) => t.trim() === captured.etag || t.trim() === '*')) {
      res.writeHead(304, captured.headers);
      res.end();
      return true;
    }
    res.writeHead(200, captured.full);
    res.end(req.method === 'HEAD' ? undefined : captured.body);
    return true;
  }
}
