/**
 * GET /search?q= (the results page, noindex, answered by the server so it works without JavaScript)
 * and GET /api/search?q= (the first titles, for suggestions while typing). Every query gets results
 * or a plain message, never an error.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { PageStore } from '../routes/pages.js';
import { SiteSearch, queryTerms } from './index.js';

const SUGGESTIONS = 6;

export const searchRoutes: FastifyPluginAsync<{ pages: PageStore }> = async (app, deps) => {
  // Indexed on the first search, from the route table (loaded then: the server boots without it).
  let index: Promise<SiteSearch> | undefined;
  const siteSearch = () => (index ??= deps.pages.routeTable().then(({ routes }) => new SiteSearch(routes)));
  const text = (q: unknown) => (typeof q === 'string' ? q : Array.isArray(q) ? String(q[0] ?? '') : '');

  app.get<{ Querystring: { q?: unknown } }>('/search', async (req, reply) => {
    const query = text(req.query.q).trim();
    const result = query ? (await siteSearch()).search(query) : undefined;
    const message = !result
      ? 'Type a few words: a service, a question or a topic.'
      : !result.terms.length
        ? 'Please search with letters or numbers.'
        : !result.total
          ? 'Nothing matched all of those words. Try fewer or different words, or call us and ask.'
          : undefined;
    const html = await deps.pages.render((r, ctx) => r.renderSearch(ctx, result, message));
    return reply
      .header('cache-control', 'public, max-age=300')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(html);
  });

  app.get<{ Querystring: { q?: unknown } }>('/api/search', async (req, reply) => {
    const query = text(req.query.q);
    reply.header('cache-control', 'public, max-age=300');
    if (!queryTerms(query).length) return { suggestions: [] };
    return {
      suggestions: (await siteSearch())
        .search(query)
        .hits.slice(0, SUGGESTIONS)
        .map((h) => ({ title: h.title.replace(/ \| .*$/, ''), path: h.path })),
    };
  });
};
