/**
 * Registers a GET for every entry of the route table. Pages are rendered once, when the app is
 * built, and served from memory; pages with the audit form get a fresh form token per request.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { routes, type RouteEntry } from './route-table.js';
import { renderNotFound, renderPage, type RenderContext } from '../views/render.js';
import { FORM_TOKEN_PLACEHOLDER, type AuditFormProps } from '../islands/AuditForm.js';

export interface PageStore {
  /** The cached page at `path` with a fresh form token, or undefined for an unknown path. */
  html(path: string): string | undefined;
  /** Renders `path` (or the home page) per request, with the visitor's values and errors in the form. */
  withForm(path: string, form: Partial<AuditFormProps>): string;
  notFound: string;
  /** The route that should re-show a form posted from `source`. */
  formRoute(source: unknown): RouteEntry;
}

export function createPageStore(ctx: RenderContext, issueToken: () => string): PageStore {
  const byPath = new Map(routes.map((r) => [r.path, r]));
  // Split at the token placeholder once, so serving is one join.
  const cache = new Map(routes.map((r) => [r.path, renderPage(r, ctx).split(FORM_TOKEN_PLACEHOLDER)]));
  const home = byPath.get('/')!;
  return {
    html(path) {
      const parts = cache.get(path);
      if (!parts) return undefined;
      return parts.length === 1 ? parts[0] : parts.join(issueToken());
    },
    withForm(path, form) {
      const route = byPath.get(path) ?? home;
      return renderPage(route, ctx, { ...form, token: issueToken() });
    },
    formRoute(source) {
      const route = typeof source === 'string' ? byPath.get(source) : undefined;
      return route?.hasForm ? route : home;
    },
    notFound: renderNotFound(ctx),
  };
}

export function sendHtml(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}

export async function pageRoutes(app: FastifyInstance, pages: PageStore): Promise<void> {
  for (const route of routes) {
    app.get(route.path, async (_req, reply) => sendHtml(reply, pages.html(route.path)!));
  }
  app.setNotFoundHandler(async (req, reply) => {
    if (req.url.startsWith('/api/')) return reply.code(404).send({ message: 'Not found' });
    return sendHtml(reply, pages.notFound, 404);
  });
}
