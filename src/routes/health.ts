/**
 * GET /healthz: 200 while the site can take enquiries (the database answers and accepts writes), 503
 * otherwise. For load balancers and monitors. While writes fail (disk full) each check probes again,
 * so it turns 200 by itself once space returns. "status" is "degraded" (still 200: enquiries are
 * being saved) when an email or webhook delivery failed or is overdue, so a monitor's keyword check
 * alerts while a load balancer keeps sending visitors. It is "degraded" too while the database's replica
 * (src/replication/) is behind or failing: enquiries are saved here, but a lost server would lose them.
 */
import type { FastifyInstance } from 'fastify';
import type { DB } from '../db/db.js';
import type { Outbox } from '../outbox/outbox.js';
import type { StorageHealth } from '../enquiries/storage-health.js';
import type { ReplicationMonitor } from '../replication/monitor.js';

export async function healthRoutes(
  app: FastifyInstance,
  deps: { db: DB; outbox: Outbox; storage: StorageHealth; replication: Pick<ReplicationMonitor, 'current'> },
): Promise<void> {
  app.get('/healthz', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      deps.db.prepare('SELECT 1').get();
      const failure = deps.storage.check();
      if (failure)
        return reply.code(503).send({ status: 'unavailable', database: 'not writable', error: failure.code, since: failure.since });
      const { mail, webhooks } = deps.outbox;
      const trouble = deps.outbox.trouble();
      const replication = deps.replication.current();
      const degraded =
        Object.values(trouble).some((t) => t.failed > 0 || t.overdue > 0) ||
        replication.state === 'behind' ||
        replication.state === 'failing';
      return {
        status: degraded ? 'degraded' : 'ok',
        database: 'ok',
        mail: mail.enabled ? 'on' : 'off',
        pendingEmails: mail.pendingCount(),
        failedEmails: trouble.mail.failed,
        overdueEmails: trouble.mail.overdue,
        webhooks: webhooks.enabled ? 'on' : 'off',
        pendingWebhooks: webhooks.pendingCount(),
        failedWebhooks: trouble.webhooks.failed,
        overdueWebhooks: trouble.webhooks.overdue,
        // The state and how far behind, never where the replica is: this answer is public.
        replication: replication.state,
        ...(replication.behindSeconds !== undefined && { replicationBehindSeconds: replication.behindSeconds }),
        ...(replication.problem && { replicationProblem: replication.problem }),
      };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: 'error' });
    }
  });
}
