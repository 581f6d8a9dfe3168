/**
 * The site's one HTTP server. A GET or HEAD of a page is answered from the page store before any
 * framework: on a connection that has asked only for pages, by the page lane below node:http
 * (page-lane.ts); on any other, by node:http's request handler (routes/pages.ts). Every other
 * request goes to the app's handler. The production boot
 * (server.ts) listens before the app is built, so pages are served from the first moment; requests
 * for anything else wait, unread and in arrival order, until the app is attached: none is answered
 * by a half-built app.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Config } from './config.js';
import { loadAssets } from './assets.js';
import { prebuilt } from './build-info.js';
import { securityHeaders } from './security.js';
import { createPageStore, pageDispatcher, type PageStore } from './routes/pages.js';
import { openPageLane } from './page-lane.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface SiteServer {
  server: Server;
  pages: PageStore;
  /** Hands every request that is not a page to `handler`, starting with those waiting. */
  attach(handler: Handler): void;
}

/** The page store for these settings: the build's pages in the bundle, rendered here from source. */
export function createSitePages(config: Config): Promise<PageStore> {
  return createPageStore({ siteUrl: config.SITE_URL, assets: loadAssets(config.DIST_DIR) }, securityHeaders(config), {
    prerenderedIn: prebuilt ? config.DIST_DIR : undefined,
  });
}

export function createSiteServer(config: Config, pages: PageStore): SiteServer {
  const servePage = pageDispatcher(pages);
  let app: Handler | undefined;
  const waiting: [IncomingMessage, ServerResponse][] = [];
  const server = createServer(
    {
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
      maxHeaderSize: config.MAX_HEADER_BYTES,
    },
    (req, res) => {
      if (servePage(req, res)) return;
      if (app) app(req, res);
      else waiting.push([req, res]);
    },
  );
  server.setTimeout(config.CONNECTION_TIMEOUT_MS);
  const lane = openPageLane(server, pages, {
    keepAliveTimeoutMs: config.KEEP_ALIVE_TIMEOUT_MS,
    firstRequestTimeoutMs: config.HEADERS_TIMEOUT_MS,
    maxHeaderBytes: config.MAX_HEADER_BYTES,
  });
  // server.close() (from boot's shutdown or Fastify's close) closes idle connections through this.
  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => {
    closeIdle();
    lane.closeIdle();
  };
  return {
    server,
    pages,
    attach(handler) {
      app = handler;
      for (const [req, res] of waiting.splice(0)) handler(req, res);
    },
  };
}
