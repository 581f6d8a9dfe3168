/**
 * Where a post comes from, as the visitor's browser states it. Browsers send `Origin` with every
 * POST (and `Sec-Fetch-Site` with most), and a page on another site cannot forge either, so a
 * form on evil.example that posts here is recognised and refused before anything is counted or saved.
 * Same origin is this request's own origin (`req.protocol`/`req.host`, which honour TRUST_PROXY) or
 * SITE_URL's; ALLOWED_ORIGINS adds others (the static export's site). A request with neither header
 * (curl, server-to-server) is not a browser acting for someone else and is judged on its content.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { allowedOrigins, type Config } from '../config.js';

export type PostOrigin = 'same-origin' | 'allowed' | 'unstated' | 'foreign';

export interface OriginPolicy {
  /** The origins that count as this site for a request: SITE_URL's and the request's own. */
  ownOrigins(req: FastifyRequest): string[];
  judge(req: FastifyRequest): PostOrigin;
  /** For an allowed other origin, adds the CORS headers that let its pages read the answer. */
  allowCors(req: FastifyRequest, reply: FastifyReply): void;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value);

export function originPolicy(config: Pick<Config, 'SITE_URL' | 'ALLOWED_ORIGINS'>): OriginPolicy {
  const siteOrigin = new URL(config.SITE_URL).origin;
  const allowed = new Set(allowedOrigins(config));
  const ownOrigins = (req: FastifyRequest) => [siteOrigin, `${req.protocol}://${req.host}`.toLowerCase()];
  const judge = (req: FastifyRequest): PostOrigin => {
    const origin = single(req.headers.origin);
    const site = single(req.headers['sec-fetch-site']);
    // A page sent with Referrer-Policy: no-referrer (the lead pages) posts to itself with Origin: null;
    // so does a sandboxed frame anywhere. Only Sec-Fetch-Site, which no page can set, tells them apart.
    if (origin === 'null') return site === 'same-origin' ? 'same-origin' : 'foreign';
    if (origin !== undefined) {
      if (ownOrigins(req).includes(origin)) return 'same-origin';
      return allowed.has(origin) ? 'allowed' : 'foreign';
    }
    if (site === 'cross-site' || site === 'same-site') return 'foreign';
    return site === 'same-origin' ? 'same-origin' : 'unstated';
  };
  return {
    ownOrigins,
    judge,
    allowCors(req, reply) {
      // Vary on every answer: a shared cache must not hand one origin's answer to another.
      if (allowed.size) reply.header('vary', 'Origin');
      // Only a request that names its origin is judged 'allowed'.
      const { origin } = req.headers;
      if (judge(req) !== 'allowed' || origin === undefined) return;
      reply.header('access-control-allow-origin', origin);
      // The form island sends with credentials: 'include'; the site sets no cookies, so this grants nothing more.
      reply.header('access-control-allow-credentials', 'true');
    },
  };
}
