/**
 * GET /healthz: 200 when the database answers and accepts writes, 503 otherwise, with what waits in
 * the outbox. For load balancers and monitors. While writes fail (disk full) each check probes again,
 * so it turns 200 by itself once space returns.
 */
import type { FastifyInstance } from 'fastify';
import type { DB } from '../enquiries/db.js';
import type { Outbox } from '../enquiries/outbox.js';
import type { StorageHealth } from '../enquiries/storage-health.js';

export async function healthRoutes(app: FastifyInstance, deps: { db: DB; outbox: Outbox; storage: StorageHealth }): Promise<void> {
  app.get('/healthz', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      deps.db.prepare('SELECT 1').get();
      const failure = deps.storage.check();
      if (failure) return reply.code(503).send({ status: 'unavailable', database: 'not writable', error: failure.code, since: failure.since });
      const { mail, webhooks } = deps.outbox;
      return {
        status: 'ok',
        database: 'ok',
        mail: mail.enabled ? 'on' : 'off',
        pendingEmails: mail.pendingCount(),
        webhooks: webhooks.enabled ? 'on' : 'off',
        pendingWebhooks: webhooks.pendingCount(),
      };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: 'error' });
    }
  });
}
