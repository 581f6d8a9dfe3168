/**
 * The pages: every route table entry rendered once (on first use, or when the app warms up after
 * listening) and held as a CachedResponse. `pageDispatcher` is the front door the HTTP server calls
 * before Fastify: a GET or HEAD of a page path (any query string) is answered straight from memory.
 * The same pages are also registered as Fastify routes answering through the same `send`, so
 * in-process requests (app.inject) get byte-identical answers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PageEntry } from '../content/page-entry.js';
import type { EnquiryFormState } from '../shared/enquiry-contract.js';
import { renderNotFound, renderPage, renderServerError, type RenderContext } from '../views/render.js';
import { CachedResponse, type Headers } from './cached-response.js';
import { routes } from './route-table.js';
import { answerMethodNotAllowed } from './methods.js';

/** Pages are the same for every visitor, so shared caches (a CDN, a proxy) may keep them briefly. */
export const PAGE_CACHE_CONTROL = 'public, max-age=300, s-maxage=600, stale-while-revalidate=600';
const HTML = 'text/html; charset=utf-8';

export interface PageStore {
  /** The cached page at exactly `path`, or undefined for a path that is not a page. */
  get(path: string): CachedResponse | undefined;
  /** Renders a page (the home page for an unknown path) with the visitor's values and problems in its form. */
  withForm(path: string, form: EnquiryFormState): string;
  /** The page a form posted from `source` is re-shown on: that page when it has the form, else home. */
  formPage(source: unknown): PageEntry;
  /** The 404 and 500 pages, rendered on first use (or by warm). */
  readonly notFound: CachedResponse;
  readonly serverError: CachedResponse;
  /** Renders every page (and the status pages) and prepares its brotli form, a few at a time, off the hot path. */
  warm(): Promise<void>;
}

export function createPageStore(ctx: RenderContext, headers: Headers): PageStore {
  const entries = new Map(routes.map((r) => [r.path, r]));
  const cache = new Map<string, CachedResponse>();
  const home = entries.get('/')!;
  const get = (path: string) => {
    let page = cache.get(path);
    if (!page) {
      const entry = entries.get(path);
      if (!entry) return undefined;
      page = new CachedResponse(renderPage(entry, ctx), { contentType: HTML, cacheControl: PAGE_CACHE_CONTROL, headers });
      cache.set(path, page);
    }
    return page;
  };
  const status = (render: () => string, code: number) => {
    let page: CachedResponse | undefined;
    return () => (page ??= new CachedResponse(render(), { status: code, contentType: HTML, cacheControl: 'no-store', headers }));
  };
  const notFound = status(() => renderNotFound(ctx), 404);
  const serverError = status(() => renderServerError(ctx), 500);
  return {
    get,
    withForm: (path, form) => renderPage(entries.get(path) ?? home, ctx, form),
    formPage(source) {
      const entry = typeof source === 'string' ? entries.get(source) : undefined;
      return entry?.hasForm ? entry : home;
    },
    get notFound() {
      return notFound();
    },
    get serverError() {
      return serverError();
    },
    async warm() {
      notFound();
      serverError();
      for (const entry of routes) {
        await get(entry.path)!.prepareBrotli();
        // Let requests in between pages.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}

/** The path part of a request URL. */
function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** Answers a GET or HEAD of a page before the framework; returns false for everything else. */
export function pageDispatcher(pages: PageStore): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const page = pages.get(pathOf(req.url ?? ''));
    if (!page) return false;
    page.send(req, res);
    return true;
  };
}

/** Answers with a cached response through Fastify (used for in-process requests and status pages). */
export function sendCached(reply: FastifyReply, cached: CachedResponse, status?: number): FastifyReply {
  reply.hijack();
  cached.send(reply.request.raw, reply.raw, status);
  return reply;
}

/** A freshly rendered page that must never be cached (the form re-shown with the visitor's values). */
export function sendHtml(reply: FastifyReply, html: string, status: number): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type(HTML).send(html);
}

export async function pageRoutes(app: FastifyInstance, pages: PageStore): Promise<void> {
  for (const entry of routes) {
    app.get(entry.path, async (_req, reply) => sendCached(reply, pages.get(entry.path)!));
  }
  app.setNotFoundHandler(async (req, reply) => {
    if (answerMethodNotAllowed(app, req, reply)) return reply;
    if (req.url.startsWith('/api/')) return reply.code(404).send({ message: 'Not found' });
    return sendCached(reply, pages.notFound);
  });
}
