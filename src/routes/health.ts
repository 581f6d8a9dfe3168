/** GET /healthz: 200 when the database answers, 503 otherwise. For load balancers and monitors. */
import type { FastifyInstance } from 'fastify';
import type { DB } from '../enquiries/db.js';
import type { MailWorker } from '../enquiries/outbox.js';

export async function healthRoutes(app: FastifyInstance, deps: { db: DB; mail: MailWorker }): Promise<void> {
  app.get('/healthz', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      deps.db.prepare('SELECT 1').get();
      return { status: 'ok', database: 'ok', mail: deps.mail.enabled ? 'on' : 'off', pendingEmails: deps.mail.pendingCount() };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: 'error' });
    }
  });
}
