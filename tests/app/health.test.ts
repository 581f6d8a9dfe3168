import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { postEnquiry, startServer, validEnquiry, waitFor } from '../helpers.js';
import { startSmtp } from '../smtp.js';

test('/healthz answers 200 with JSON while the database answers, 503 when it does not', async () => {
  const server = await startServer();
  try {
    const ok = await server.app.inject('/healthz');
    assert.is(ok.statusCode, 200);
    assert.is(ok.json().status, 'ok');
    assert.is(ok.json().database, 'ok');
    server.app.db.close();
    const down = await server.app.inject('/healthz');
    assert.is(down.statusCode, 503);
    assert.is(down.json().status, 'unavailable');
  } finally {
    await server.close().catch(() => undefined);
  }
});

test('a mail server that refuses turns /healthz "degraded" (still 200) with counts, and each failure is one error line naming the channel', async () => {
  const smtp = await startSmtp(0, { refuse: 'Mailbox unavailable' });
  const server = await startServer({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_POLL_MS: '50',
    MAIL_RETRY_BASE_MS: '60000',
    LOG_LEVEL: 'info',
    FORM_MIN_FILL_MS: '0',
  });
  try {
    const healthy = await (await fetch(`${server.url}/healthz`)).json();
    assert.is(healthy.status, 'ok', 'nothing has failed yet');
    const goals = 'Private words about our shop that must not reach any log.';
    assert.is((await postEnquiry(server.url, validEnquiry({ goals }), 'json', { origin: server.url })).status, 201);
    const health = await waitFor(
      async () => {
        const res = await fetch(`${server.url}/healthz`);
        const body = await res.json();
        return body.status === 'degraded' ? { res, body } : undefined;
      },
      10_000,
      'healthz degraded',
    );
    assert.is(health.res.status, 200, 'enquiries are still being saved: load balancers keep sending visitors');
    assert.is(health.body.failedEmails, 1);
    assert.is(health.body.failedWebhooks, 0);
    const failures = server
      .logs()
      .map((l) => JSON.parse(l))
      .filter((l) => l.level === 50);
    assert.is(failures.length, 1, 'one error line for the one failed attempt');
    assert.is(failures[0].channel, 'mail');
    const logs = server.logs().join('\n');
    for (const secret of [goals, 'Jane Citizen', 'jane@example.com.au', '0400 123 456'])
      assert.not.ok(logs.includes(secret), `no enquiry contents in the log: ${secret}`);
  } finally {
    await server.close();
    await smtp.close();
  }
});

test('/healthz says "degraded" when deliveries wait longer than DELIVERY_ALERT_MS (mail off: emails queued, never sent)', async () => {
  const server = await startServer({ FORM_MIN_FILL_MS: '0' });
  try {
    assert.is((await postEnquiry(server.url, validEnquiry(), 'json', { origin: server.url })).status, 201);
    assert.is((await (await fetch(`${server.url}/healthz`)).json()).status, 'ok', 'just queued: not overdue yet');
    // Queued 16 minutes ago, as if the site had been running with no SMTP settings since.
    server.app.db.prepare('UPDATE outbox SET created_at = ?').run(new Date(Date.now() - 16 * 60_000).toISOString());
    const res = await fetch(`${server.url}/healthz`);
    assert.is(res.status, 200);
    const body = await res.json();
    assert.is(body.status, 'degraded');
    assert.is(body.overdueEmails, 1);
    assert.is(body.mail, 'off');
  } finally {
    await server.close();
  }
});

test.run();
