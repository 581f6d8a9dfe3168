/**
 * POST /api/beacon, as one self-contained plugin: a small body (text/plain JSON, as sendBeacon
 * sends it; larger than BEACON_MAX_BYTES is 413), a per-IP limit, validation, and an in-memory count.
 * It answers 204 at once and never writes to the database per beacon: the aggregator flushes at
 * most once per FIELD_FLUSH_MS, and on shutdown.
 */
import type { FastifyPluginAsync } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config.js';
import type { DB } from '../db/db.js';
import { localDate } from '../time/local-time.js';
import { BEACON_PATH } from '../shared/field-beacon.js';
import type { FieldAggregator } from './aggregator.js';
import { isLikelyBot, parseBeacon } from './beacon.js';

export interface BeaconDeps {
  config: Config;
  db: DB;
  aggregator: FieldAggregator;
  /** The site's page paths: a beacon about any other path is dropped. */
  pagePaths: ReadonlySet<string>;
}

export const beaconRoutes: FastifyPluginAsync<BeaconDeps> = async (app, { config, db, aggregator, pagePaths }) => {
  const isRoute = (path: string) => pagePaths.has(path);
  const flush = () => {
    try {
      const groups = aggregator.flush(db);
      if (groups) app.log.debug({ groups }, 'field measurements written');
    } catch (err) {
      app.log.error({ err }, 'field measurements could not be written; kept for the next flush');
    }
  };
  const timer = setInterval(flush, config.FIELD_FLUSH_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    flush();
  });

  // sendBeacon sends a string as text/plain (no CORS preflight); only this route accepts it.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: config.BEACON_MAX_BYTES }, (_req, body, done) => done(null, body));
  app.setErrorHandler((err: { statusCode?: number }, _req, reply) =>
    reply.code(err.statusCode === 413 || err.statusCode === 429 ? err.statusCode : 400).send(),
  );
  await app.register(rateLimit, { global: false, max: config.BEACON_RATE_MAX, timeWindow: config.BEACON_RATE_WINDOW_MS });

  // Dates are cheap to read but not free: the local day is worked out at most once a second.
  let day = { at: 0, value: '' };
  const today = () => {
    const now = Date.now();
    if (now - day.at > 1000) day = { at: now, value: localDate(new Date(now).toISOString(), config.TIME_ZONE) };
    return day.value;
  };

  app.post(BEACON_PATH, { bodyLimit: config.BEACON_MAX_BYTES, config: { rateLimit: {} } }, async (req, reply) => {
    const beacon = isLikelyBot(req.headers['user-agent']) ? undefined : parseBeacon(req.body, isRoute);
    if (beacon) aggregator.record(beacon, today());
    return reply.code(204).header('cache-control', 'no-store').send();
  });
};
