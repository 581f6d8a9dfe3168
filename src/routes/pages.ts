/**
 * Registers a GET for every entry of the route table. Pages are rendered once, when the
 * app is built, and served from memory.
 */
import type { FastifyInstance } from 'fastify';
import { routes } from './route-table.js';
import { renderNotFound, renderPage, type RenderContext } from '../views/render.js';

export async function pageRoutes(app: FastifyInstance, ctx: RenderContext): Promise<void> {
  for (const route of routes) {
    const html = renderPage(route, ctx);
    app.get(route.path, async (_req, reply) => reply.type('text/html; charset=utf-8').send(html));
  }

  const notFound = renderNotFound(ctx);
  app.setNotFoundHandler(async (req, reply) => {
    if (req.url.startsWith('/api/')) return reply.code(404).send({ message: 'Not found' });
    return reply.code(404).type('text/html; charset=utf-8').send(notFound);
  });
}
