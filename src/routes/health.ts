/**
 * GET /healthz: 200 when the database answers, 503 otherwise, with what waits in the outbox. For load
 * balancers and monitors.
 */
import type { FastifyInstance } from 'fastify';
import type { DB } from '../enquiries/db.js';
import type { Outbox } from '../enquiries/outbox.js';

export async function healthRoutes(app: FastifyInstance, deps: { db: DB; outbox: Outbox }): Promise<void> {
  app.get('/healthz', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      deps.db.prepare('SELECT 1').get();
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
