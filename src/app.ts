/**
 * buildApp(config): the whole site as a Fastify instance that never listens. server.ts listens;
 * tests call buildApp and use inject or listen on port 0.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import { resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from './config.js';
import { prebuilt } from './build-info.js';
import { createSitePages, createSiteServer, type SiteServer } from './http-server.js';
import { pageRoutes, type PageStore } from './routes/pages.js';
import { enquiryRoutes } from './routes/enquiry.js';
import { registerErrorHandler } from './routes/errors.js';
import { healthRoutes } from './routes/health.js';
import { FieldAggregator } from './analytics/aggregator.js';
import { beaconRoutes } from './analytics/routes.js';
import { seoRoutes } from './routes/seo.js';
import { registerSecurityHeaders, securityHeaders } from './security.js';
import { contentProblems } from './content/validate.js';
import { servicePages } from '../data/pages/index.js';
import { routePaths } from './routes/route-table.js';
import { openDatabase, type DB } from './enquiries/db.js';
import { formSecret } from './enquiries/form-token.js';
import { Outbox } from './enquiries/outbox.js';
import { AuditWorker } from './audit/worker.js';
import { auditRoutes, auditUserAgent } from './audit/routes.js';
import { searchRoutes } from './search/routes.js';
import { StorageHealth } from './enquiries/storage-health.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: DB;
    outbox: Outbox;
    /** The outbox's mail lane. */
    mail: Outbox['mail'];
    pages: PageStore;
    /** Field measurements counted since the last flush. */
    field: FieldAggregator;
  }
}

export interface BuildOptions {
  /** Where logs go (tests capture them); standard output by default. */
  logStream?: NodeJS.WritableStream;
  /**
   * The HTTP server, already serving pages (server.ts listens before building the app); the app
   * takes every other request once it is ready. Without it the app makes its own and listens itself.
   */
  site?: SiteServer;
}

/** Throws when page data breaks a rule (src/content/validate.ts). */
export function checkContent(): void {
  const problems = contentProblems(servicePages, routePaths);
  if (problems.length) throw new Error(`Page data is invalid:\n  ${problems.join('\n  ')}`);
}

/**
 * Lets requests waiting on the event loop be answered between the costly steps of building the app:
 * the production boot serves pages while it builds (server.ts), and a page should not wait 100 ms.
 */
const breathe = () => new Promise((resolve) => setImmediate(resolve));

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // The bundle carries the very data the build checked, so only a run from source checks it here.
  if (!prebuilt) checkContent();

  const db = openDatabase(config.DATABASE_PATH);
  await breathe();
  const headers = securityHeaders(config);
  const site = options.site ?? createSiteServer(config, await createSitePages(config));
  const pages = site.pages;
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;

  const app = Fastify({
    // Pages are answered from memory before the framework (see http-server.ts); the rest comes here.
    serverFactory: (fastifyHandler) => {
      handler = fastifyHandler;
      return site.server;
    },
    // Request ids in every log line; a proxy's X-Request-Id is used when the proxy is trusted.
    requestIdHeader: config.TRUST_PROXY ? 'x-request-id' : false,
    return503OnClosing: true,
    logger: {
      level: config.LOG_LEVEL,
      // Nothing personal reaches the logs: enquiries are logged by id and outcome only, and a request
      // by its method and path (no query string, no client address).
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split('?')[0] }),
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // One hop: the client is the address the proxy itself saw (the last X-Forwarded-For entry), so
    // whatever a client writes into X-Forwarded-For cannot change its address, even through a proxy that appends.
    trustProxy: config.TRUST_PROXY ? (_address: string, hop: number) => hop === 0 : false,
    bodyLimit: config.BODY_LIMIT,
  });

  await breathe();
  const outbox = new Outbox(db, config, app.log);
  app.decorate('db', db);
  app.decorate('outbox', outbox);
  app.decorate('mail', outbox.mail);
  app.decorate('pages', pages);
  const field = new FieldAggregator();
  app.decorate('field', field);
  const storage = new StorageHealth(db, app.log);
  const audits = config.AUDIT_ENABLED
    ? new AuditWorker(
        db,
        {
          concurrency: config.AUDIT_CONCURRENCY,
          reuseMs: config.AUDIT_REUSE_MS,
          rules: { timeoutMs: config.AUDIT_TIMEOUT_MS, maxBytes: config.AUDIT_MAX_BYTES, allowPrivate: config.AUDIT_ALLOW_PRIVATE, userAgent: auditUserAgent(config.SITE_URL) },
          // A finished check releases the enquiry's held email and webhook.
          onFinished: () => outbox.notify(),
        },
        app.log,
      )
    : undefined;
  app.addHook('onReady', async () => {
    outbox.start();
    audits?.start();
    site.attach(handler!);
  });
  app.addHook('onClose', async () => {
    await audits?.stop();
    await outbox.stop();
    db.close();
  });

  registerSecurityHeaders(app, headers);
  // The request id travels back, so a visitor's report or the proxy's log leads to our log line.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
  // Only JSON and form posts are accepted anywhere: anything else answers 415.
  app.removeContentTypeParser('text/plain');
  await app.register(formbody, { bodyLimit: config.BODY_LIMIT });
  // Its own chunk in the bundle: the app's code then loads in two shorter holds of the event loop
  // while the production boot is already answering pages (server.ts).
  const { default: fastifyStatic } = await import('@fastify/static');
  await breathe();
  await app.register(fastifyStatic, {
    root: resolve(config.DIST_DIR, 'public'),
    wildcard: false,
    index: false,
    preCompressed: true,
    // Source maps exist in the build but are private unless SOURCE_MAPS is on; then scripts and
    // styles name theirs in a SourceMap header (the files themselves carry no sourceMappingURL).
    allowedPath: (path) => config.SOURCE_MAPS || !path.endsWith('.map'),
    setHeaders(res, path) {
      if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'public, max-age=3600');
      const asset = /([^/]+\.(?:js|css))(?:\.br|\.gz)?$/.exec(path);
      if (config.SOURCE_MAPS && asset && path.includes('/assets/')) res.header('sourcemap', `${asset[1]}.map`);
    },
  });
  registerErrorHandler(app, pages);
  await seoRoutes(app, config.SITE_URL, headers);
  await pageRoutes(app, pages);
  await breathe();
  await app.register(enquiryRoutes, { config, db, outbox, pages, storage, audits, formSecret: formSecret(db, config.FORM_SECRET) });
  await app.register(auditRoutes, { config, db, pages });
  await app.register(searchRoutes, { pages });
  await app.register(beaconRoutes, { config, db, aggregator: field });
  await healthRoutes(app, { db, outbox, storage });
  await breathe();
  return app;
}
