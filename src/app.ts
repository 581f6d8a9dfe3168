/**
 * buildApp(config): the whole site as a Fastify instance that never listens. server.ts listens;
 * tests call buildApp and use inject or listen on port 0.
 */
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from './config.js';
import { loadAssets } from './assets.js';
import { pageRoutes } from './routes/pages.js';
import { servicePageProblems } from './content/validate.js';
import { servicePages } from '../data/pages/index.js';
import { routePaths } from './routes/route-table.js';

export async function buildApp(config: Config): Promise<FastifyInstance> {
  const problems = servicePageProblems(servicePages, routePaths);
  if (problems.length) throw new Error(`Page data is invalid:\n  ${problems.join('\n  ')}`);

  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
  });

  const ctx = { siteUrl: config.SITE_URL, assets: loadAssets(config.DIST_DIR) };

  await app.register(fastifyStatic, {
    root: resolve(config.DIST_DIR, 'public'),
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'public, max-age=3600');
    },
  });
  await pageRoutes(app, ctx);
  return app;
}
