/**
 * buildApp(config): the whole site as a Fastify instance that does not listen yet. server.ts
 * listens; tests call buildApp and use inject or listen on port 0.
 */
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { webhookUrls, type Config } from './config.js';
import { loadAssets, type Assets } from './assets.js';
import { prebuilt } from './build-info.js';
import { createPageStore, pageRoutes, pathOf, type PageStore } from './routes/pages.js';
import { ASSET_CACHE_CONTROL, FILE_CACHE_CONTROL } from './routes/site-files.js';
import { enquiryRoutes } from './enquiries/routes.js';
import { registerErrorHandler } from './routes/errors.js';
import { healthRoutes } from './routes/health.js';
import { FieldAggregator } from './analytics/aggregator.js';
import { beaconRoutes } from './analytics/routes.js';
import { seoRoutes } from './routes/seo.js';
import { registerSecurityHeaders, securityHeaders } from './security.js';
import { openDatabase, type DB } from './db/db.js';
import { formSecret } from './enquiries/form-token.js';
import { Outbox } from './outbox/outbox.js';
import { checkDeliveries } from './outbox/queue.js';
import { AuditWorker, auditRoutes, reportLink, type AuditReportView } from './audit/index.js';
import { auditUserAgent } from './lib/user-agent.js';
import { searchRoutes } from './search/routes.js';
import { leadRoutes } from './leads/routes.js';
import { StorageHealth } from './enquiries/storage-health.js';
import { DigestScheduler } from './digest/scheduler.js';
import { parseSchedule } from './lib/schedule-rule.js';
import { allowedPairs } from './lib/address-pairs.js';
import { ReplicationMonitor } from './replication/monitor.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: DB;
    outbox: Outbox;
    /** The outbox's mail lane. */
    mail: Outbox['mail'];
    pages: PageStore;
    /** Field measurements counted since the last flush. */
    field: FieldAggregator;
    /** The weekly digest's schedule; undefined when DIGEST_SCHEDULE is off. */
    digests: DigestScheduler | undefined;
  }
}

export interface BuildOptions {
  /** Where logs go (tests capture them); standard output by default. */
  logStream?: NodeJS.WritableStream;
  /** The clock the digest schedule and the lead links read (tests set the time); the system clock by default. */
  now?: () => Date;
  /** The site check's thread module (src/audit/jobs/check-pool.ts): the built server names its bundle; tests may name another. */
  auditThread?: string;
  /** The lab run's child module (src/audit/lab/lab-runner.ts): the built server names its bundle. */
  auditLabChild?: string;
}

/**
 * Every request, pages included, as one line when it is answered: method, path (no query string),
 * status, time taken and the request id; the line Fastify writes on arrival only at debug level.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(req: FastifyRequest): void {
    req.log.debug({ req }, 'request received');
  }
  override requestCompleted(err: Error | null, req: FastifyRequest, reply: FastifyReply): void {
    const line = { req, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (err) reply.log.error({ ...line, err }, 'request errored');
    else reply.log.info(line, 'request');
  }
}

/** Fastify with the site's limits, timeouts, proxy trust and one-line-per-request logging. */
function createServer(config: Config, options: BuildOptions): FastifyInstance {
  return Fastify({
    http: { headersTimeout: config.HEADERS_TIMEOUT_MS, maxHeaderSize: config.MAX_HEADER_BYTES },
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    // Request ids in every log line; a proxy's X-Request-Id is used when the proxy is trusted.
    requestIdHeader: config.TRUST_PROXY ? 'x-request-id' : false,
    // While closing, a request that reached us is still answered (the database closes after the
    // last one); new connections are refused, and Caddy retries those against the next process.
    return503OnClosing: false,
    logController: new OneLinePerRequest(),
    logger: {
      level: config.LOG_LEVEL,
      // Nothing personal reaches the logs: enquiries are logged by id and outcome only, and a request
      // by its method and path (no query string, no client address).
      redact: ['req.headers.cookie', 'req.headers.authorization'],
      serializers: {
        req: (req: { method: string; url: string }) => ({ method: req.method, url: pathOf(req.url) }),
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // One hop: the client is the address the proxy itself saw (the last X-Forwarded-For entry), so
    // whatever a client writes into X-Forwarded-For cannot change its address, even through a proxy that appends.
    trustProxy: config.TRUST_PROXY ? (_address: string, hop: number) => hop === 0 : false,
    bodyLimit: config.BODY_LIMIT,
  });
}

/**
 * The background work (the outbox, the site checks, the weekly digest), started when the app is
 * ready and stopped when it closes: however the digest and the checks end, the outbox stops and the
 * database closes.
 */
function startBackgroundWork(app: FastifyInstance, db: DB, config: Config, options: BuildOptions) {
  const outbox = new Outbox(db, config, app.log);
  const replication = new ReplicationMonitor(config);
  const audits = config.AUDIT_ENABLED
    ? new AuditWorker(
        db,
        {
          concurrency: config.AUDIT_CONCURRENCY,
          reuseMs: config.AUDIT_REUSE_MS,
          rules: {
            timeoutMs: config.AUDIT_TIMEOUT_MS,
            maxBytes: config.AUDIT_MAX_BYTES,
            allowPrivate: config.AUDIT_ALLOW_PRIVATE,
            allowAddresses: allowedPairs(config.AUDIT_ALLOW_ADDRESSES).pairs,
            userAgent: auditUserAgent(config.SITE_URL),
          },
          crawl: {
            maxPages: config.AUDIT_MAX_PAGES,
            crawlMs: config.AUDIT_CRAWL_MS,
            siteConcurrency: config.AUDIT_SITE_CONCURRENCY,
            maxCandidates: config.AUDIT_MAX_CANDIDATES,
            external: {
              links: config.AUDIT_EXTERNAL_LINKS,
              concurrency: config.AUDIT_EXTERNAL_CONCURRENCY,
              timeoutMs: Math.min(config.AUDIT_EXTERNAL_TIMEOUT_MS, config.AUDIT_TIMEOUT_MS),
            },
          },
          memoryMb: config.AUDIT_MEMORY_MB,
          threadFile: options.auditThread,
          // The lab's own settings (AUDIT_LAB_*), never the crawler's rules above.
          lab: { settings: config, pages: config.AUDIT_LAB_PAGES, childFile: options.auditLabChild },
          compare: { maxPages: config.COMPARE_MAX_PAGES, lab: config.COMPARE_LAB },
          // A finished check announces itself; the outbox releases the enquiry's held email and webhook, and queues a re-check's.
          listener: checkDeliveries(webhookUrls(config)),
          holdMarginMs: config.AUDIT_HOLD_MARGIN_MS,
          onFinished: () => outbox.notify(),
        },
        app.log,
      )
    : undefined;
  const schedule = parseSchedule(config.DIGEST_SCHEDULE);
  const digests =
    schedule && schedule !== 'off'
      ? new DigestScheduler(db, config, schedule, outbox, app.log, () => replication.current(), options.now)
      : undefined;
  app.addHook('onReady', async () => {
    outbox.start();
    replication.start();
    audits?.start();
    digests?.start();
  });
  app.addHook('onClose', async () => {
    try {
      await Promise.allSettled([digests?.stop(), audits?.stop(), replication.stop()]);
    } finally {
      try {
        await outbox.stop();
      } finally {
        db.close();
      }
    }
  });
  return { outbox, audits, digests, replication };
}

/** Headers on every answer, accepted body types, and the build's files from disk. */
async function registerPlugins(app: FastifyInstance, config: Config, pages: PageStore, release: string, assets: Assets): Promise<void> {
  registerSecurityHeaders(app, securityHeaders(config, assets));
  // The request id travels back, so a visitor's report or the proxy's log leads to our log line.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
  // Only JSON and form posts are accepted anywhere: anything else answers 415.
  app.removeContentTypeParser('text/plain');
  await app.register(formbody, { bodyLimit: config.BODY_LIMIT });
  // Every other file of the build, from disk; no route per file (globbing the folder at boot would
  // cost a restart hundreds of milliseconds): the pages' wildcard route sends them (routes/pages.ts),
  // and keeps back what is not sent by its own name. That check is the route's, not the plugin's
  // allowedPath: given one, the plugin lists every folder on the path on every request, which made a
  // stylesheet cost six times a page.
  await app.register(fastifyStatic, {
    root: join(release, 'public'),
    serve: false,
    index: false,
    preCompressed: true,
    setHeaders(res, path) {
      res.header('cache-control', path.includes('/assets/') ? ASSET_CACHE_CONTROL : FILE_CACHE_CONTROL);
      const asset = /([^/]+\.(?:js|css))(?:\.br|\.gz)?$/.exec(path);
      if (config.SOURCE_MAPS && asset && path.includes('/assets/')) res.header('sourcemap', `${asset[1]}.map`);
    },
  });
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // The bundle carries the very data the build checked, so only a run from source checks it here (and
  // only then loads the route table's data: the production bundle boots without it).
  if (!prebuilt) (await import('./routes/route-table.js')).checkContent();

  // The release DIST_DIR names now: a build switching DIST_DIR to a new one later changes nothing
  // this process serves (build.ts).
  const release = realpathSync(config.DIST_DIR);
  const assets = loadAssets(release);
  const pages = await createPageStore({ siteUrl: config.SITE_URL, assets }, { release, useBuilt: prebuilt });
  const db = openDatabase(config.DATABASE_PATH);
  const app = createServer(config, options);
  if (pages.notice) app.log.warn(pages.notice);

  const { outbox, audits, digests, replication } = startBackgroundWork(app, db, config, options);
  const field = new FieldAggregator();
  const storage = new StorageHealth(db, app.log);
  app.decorate('db', db);
  app.decorate('outbox', outbox);
  app.decorate('mail', outbox.mail);
  app.decorate('pages', pages);
  app.decorate('field', field);
  app.decorate('digests', digests);

  await registerPlugins(app, config, pages, release, assets);
  registerErrorHandler(app, pages);
  await seoRoutes(app, pages.pagePaths);
  await pageRoutes(app, pages, { reportLink: reportLink(db, config), sourceMaps: config.SOURCE_MAPS });
  await app.register(enquiryRoutes, { config, db, outbox, pages, storage, audits, formSecret: formSecret(db, config.FORM_SECRET) });
  const reportPages = {
    renderReport: (view: AuditReportView) => pages.render((r, ctx) => r.renderAuditReport(ctx, view)),
    sendMadeNow: pages.sendMadeNow,
    get notFound() {
      return pages.notFound; // read when needed: the store may make it on first use
    },
  };
  await app.register(auditRoutes, { config, db, pages: reportPages, notify: () => audits?.notify() });
  await app.register(searchRoutes, { pages });
  await app.register(leadRoutes, { config, db, pages, outbox, now: options.now ?? (() => new Date()) });
  await app.register(beaconRoutes, { config, db, aggregator: field, pagePaths: pages.pagePaths });
  await healthRoutes(app, { db, outbox, storage, replication });
  return app;
}
