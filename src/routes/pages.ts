/**
 * The pages: every route table entry held as a CachedResponse, made on first use or when the app
 * warms up after listening. The production bundle reads each page as the build rendered it
 * (prerendered.ts), with the list of paths the build wrote beside them, so a restart loads neither
 * React nor the route table's data before it answers; React is loaded only to re-show a form with
 * a visitor's values. Run from source, the store renders every page itself. `pageDispatcher` is
 * the front door the HTTP server calls before Fastify: a GET or HEAD of a page (any query string)
 * is answered straight from memory. Fastify's not-found handler answers the same pages through the
 * same `send`, so in-process requests (app.inject) get byte-identical answers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PageEntry } from '../content/page-entry.js';
import type { EnquiryFormState } from '../shared/enquiry-contract.js';
import type { RenderContext } from '../views/render.js';
import { CachedResponse, type Headers } from './cached-response.js';
import { answerMethodNotAllowed } from './methods.js';
import { NOT_FOUND_FILE, openPrerendered, prerenderedFile, SERVER_ERROR_FILE } from './prerendered.js';

/** Pages are the same for every visitor, so shared caches (a CDN, a proxy) may keep them briefly. */
export const PAGE_CACHE_CONTROL = 'public, max-age=300, s-maxage=600, stale-while-revalidate=600';
const HTML = 'text/html; charset=utf-8';

export interface PageStore {
  /** The cached page at exactly `path`, or undefined for a path that is not a page. */
  get(path: string): CachedResponse | undefined;
  /** Renders a page with the visitor's values and problems in its form. */
  withForm(entry: PageEntry, form: EnquiryFormState): Promise<string>;
  /** Renders a document made for one request (a site check's report) with React's renderer. */
  render(make: (renderer: typeof import('../views/render.js'), ctx: RenderContext) => string): Promise<string>;
  /** The 404 and 500 pages, rendered on first use (or by warm). */
  readonly notFound: CachedResponse;
  readonly serverError: CachedResponse;
  /** Renders every page (and the status pages) and prepares its brotli form, a few at a time, off the hot path. */
  warm(): Promise<void>;
}

/** React's renderer, loaded on first need: the production bundle keeps it out of memory until then. */
const loadRenderer = () => import('../views/render.js');

export interface PageStoreOptions {
  /** Read the pages the build rendered into this DIST_DIR instead of rendering them here. */
  prerenderedIn?: string;
}

export async function createPageStore(ctx: RenderContext, headers: Headers, options: PageStoreOptions = {}): Promise<PageStore> {
  const documents = await pageDocuments(ctx, options);
  const paths = new Set(documents.paths);
  const cache = new Map<string, CachedResponse>();
  const get = (path: string) => {
    let page = cache.get(path);
    if (!page) {
      if (!paths.has(path)) return undefined;
      page = new CachedResponse(documents.page(path), { contentType: HTML, cacheControl: PAGE_CACHE_CONTROL, headers });
      cache.set(path, page);
    }
    return page;
  };
  const status = (document: () => string, code: number) => {
    let page: CachedResponse | undefined;
    return () => (page ??= new CachedResponse(document(), { status: code, contentType: HTML, cacheControl: 'no-store', headers }));
  };
  const notFound = status(documents.notFound, 404);
  const serverError = status(documents.serverError, 500);
  return {
    get,
    withForm: async (entry, form) => (await loadRenderer()).renderPage(entry, ctx, form),
    render: async (make) => make(await loadRenderer(), ctx),
    get notFound() {
      return notFound();
    },
    get serverError() {
      return serverError();
    },
    async warm() {
      notFound();
      serverError();
      for (const path of documents.paths) {
        await get(path)!.prepareBrotli();
        // Let requests in between pages.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}

interface PageDocuments {
  /** Every page's path, in route table order. */
  paths: readonly string[];
  page(path: string): string;
  notFound(): string;
  serverError(): string;
}

/** Where whole documents come from: the build's files, or React here and now. */
async function pageDocuments(ctx: RenderContext, options: PageStoreOptions): Promise<PageDocuments> {
  if (options.prerenderedIn) {
    const built = openPrerendered(options.prerenderedIn, ctx.siteUrl, ctx.assets);
    return {
      paths: built.paths,
      page: (path) => built.read(prerenderedFile(path)),
      notFound: () => built.read(NOT_FOUND_FILE),
      serverError: () => built.read(SERVER_ERROR_FILE),
    };
  }
  const [{ renderPage, renderNotFound, renderServerError }, { routes }] = await Promise.all([loadRenderer(), import('./route-table.js')]);
  const entries = new Map(routes.map((r) => [r.path, r]));
  return {
    paths: routes.map((r) => r.path),
    page: (path) => renderPage(entries.get(path)!, ctx),
    notFound: () => renderNotFound(ctx),
    serverError: () => renderServerError(ctx),
  };
}

/** The path part of a request URL: everything before the query string. */
export function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** Answers a GET or HEAD of a page before the framework; returns false for everything else. */
export function pageDispatcher(pages: PageStore): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    // The thank-you page with a site check's link is made per request (src/audit/routes.ts).
    if (req.url?.startsWith('/thank-you?audit=')) return false;
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

/**
 * Pages for requests that reach Fastify (app.inject; the HTTP server answers them before it), then
 * the 405 or 404 for everything else. Pages are looked up here rather than registered as a route
 * each: 180 routes (with their HEAD twins) cost a restart about 30 ms.
 */
export async function pageRoutes(app: FastifyInstance, pages: PageStore): Promise<void> {
  const isPage = (path: string) => pages.get(path) !== undefined;
  app.setNotFoundHandler(async (req, reply) => {
    const page = req.method === 'GET' || req.method === 'HEAD' ? pages.get(pathOf(req.url)) : undefined;
    if (page) return sendCached(reply, page);
    if (answerMethodNotAllowed(app, req, reply, isPage)) return reply;
    if (req.url.startsWith('/api/')) return reply.code(404).send({ message: 'Not found' });
    return sendCached(reply, pages.notFound);
  });
}
