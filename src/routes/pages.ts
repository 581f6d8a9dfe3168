/**
 * Registers a GET for every entry of the route table. Pages are rendered once, when the app is
 * built, and served from memory (see page-cache.ts). Pages with the audit form also set the
 * signed form-timestamp cookie, so their bodies stay byte-identical.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routes, type RouteEntry } from './route-table.js';
import { renderNotFound, renderPage, renderServerError, type RenderContext } from '../views/render.js';
import { ENQUIRY_ENDPOINT, type AuditFormProps } from '../islands/AuditForm.js';
import { CachedBody, sendCached } from './page-cache.js';

/** Name of the cookie that carries the signed time the form was served. */
export const FORM_COOKIE = 'lf_form';

export interface PageStore {
  /** The cached page at `path`, or undefined for an unknown path. */
  get(path: string): CachedBody | undefined;
  /** Renders `path` (or the home page) per request, with the visitor's values and errors in the form. */
  withForm(path: string, form: Partial<AuditFormProps>): string;
  notFound: CachedBody;
  serverError: CachedBody;
  /** The route that should re-show a form posted from `source`. */
  formRoute(source: unknown): RouteEntry;
}

export function createPageStore(ctx: RenderContext): PageStore {
  const byPath = new Map(routes.map((r) => [r.path, r]));
  const cache = new Map(routes.map((r) => [r.path, new CachedBody(renderPage(r, ctx))]));
  const home = byPath.get('/')!;
  return {
    get: (path) => cache.get(path),
    withForm(path, form) {
      return renderPage(byPath.get(path) ?? home, ctx, form);
    },
    formRoute(source) {
      const route = typeof source === 'string' ? byPath.get(source) : undefined;
      return route?.hasForm ? route : home;
    },
    notFound: new CachedBody(renderNotFound(ctx)),
    serverError: new CachedBody(renderServerError(ctx)),
  };
}

export function sendHtml(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

export interface PageRouteOptions {
  /** A fresh signed timestamp for the form cookie. */
  issueFormToken: () => string;
  secureCookies: boolean;
}

export function formCookie(token: string, secure: boolean): string {
  return `${FORM_COOKIE}=${token}; Path=${ENQUIRY_ENDPOINT}; Max-Age=86400; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** Reads one cookie from the request without a cookie parser. */
export function readCookie(req: FastifyRequest, name: string): string | undefined {
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

export async function pageRoutes(app: FastifyInstance, pages: PageStore, options: PageRouteOptions): Promise<void> {
  for (const route of routes) {
    const cached = pages.get(route.path)!;
    app.get(route.path, async (req, reply) => {
      if (route.hasForm) reply.header('set-cookie', formCookie(options.issueFormToken(), options.secureCookies));
      return sendCached(req, reply, cached, 200, route.hasForm ? 'private, max-age=300, must-revalidate' : undefined);
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    if (req.url.startsWith('/api/')) return reply.code(404).send({ message: 'Not found' });
    return sendCached(req, reply, pages.notFound, 404, 'no-store');
  });
}
