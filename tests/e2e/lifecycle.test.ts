import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startBuiltServer } from '../../scripts/start-built.js';
import { freePort, validEnquiry, waitFor, staffCommand, within } from '../helpers.js';
import { startSmtp } from '../smtp.js';

/** The production bundle with enquiries accepted at once and without a limit. */
const start = (env: Record<string, string> = {}) => startBuiltServer({ FORM_MIN_FILL_MS: '0', RATE_LIMIT_MAX: '100000', ...env });
const count = (dbPath: string, sql: string) => {
  const db = new Database(dbPath, { readonly: true });
  try {
    return (db.prepare(sql).get() as { n: number }).n;
  } finally {
    db.close();
  }
};

test('SIGTERM: an enquiry already in flight is saved and answered, then the process exits 0', async () => {
  // Debug: the line written as a request arrives says it is in flight.
  const server = await start({ LOG_LEVEL: 'debug' });
  const dbPath = join(server.dir, 'enquiries.db');
  try {
    const body = JSON.stringify(validEnquiry({ email: 'in-flight@example.com' }));
    let req!: ReturnType<typeof request>;
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req = request(
        `${server.url}/api/seo-audit-request`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        },
      );
      req.on('error', reject);
    });
    // Half the body; once the server has logged the request, SIGTERM; once it is shutting down, the rest.
    req.write(body.slice(0, 40));
    await server.waitForOutput(/"url":"\/api\/seo-audit-request".*"msg":"request received"/);
    server.child.kill('SIGTERM');
    await server.waitForOutput('shutting down');
    req.end(body.slice(40));
    const res = await within(answer, 30_000, 'the answer to the enquiry sent as the server was told to stop');
    assert.is(res.status, 201, res.body);
    const { code } = await server.exit;
    assert.is(code, 0, server.output());
    assert.is(count(dbPath, "SELECT COUNT(*) AS n FROM enquiries WHERE email = 'in-flight@example.com'"), 1);
  } finally {
    await server.stop();
  }
});

test('kill -9 mid-stream: every acknowledged enquiry is stored exactly once; the outbox resumes and sends each email once', async () => {
  // Both runs share one database, so it lives outside either run's own directory.
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-crash-'));
  const dbPath = join(dir, 'e.db');
  const smtpPort = await freePort();
  const env = {
    DATABASE_PATH: dbPath,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_POLL_MS: '50',
    MAIL_RETRY_BASE_MS: '50',
    MAIL_RETRY_MAX_MS: '200',
    SMTP_TIMEOUT_MS: '1000',
  };
  const first = await start(env);
  const acknowledged = new Set<string>();
  let sent = 0;
  let stop = false;
  try {
    const workers = Array.from({ length: 8 }, async (_, w) => {
      for (let i = 0; !stop; i++) {
        const email = `crash-${w}-${i}@example.com`;
        sent++;
        try {
          const res = await fetch(`${first.url}/api/seo-audit-request`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(validEnquiry({ email })),
          });
          if (res.status === 201) acknowledged.add(email);
        } catch {
          return; // the server died mid-request: not acknowledged
        }
      }
    });
    await waitFor(() => acknowledged.size >= 150, 20_000, 'a stream of acknowledged enquiries');
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(workers);
    await first.exit;

    const smtp = await startSmtp(smtpPort);
    const second = await start(env);
    try {
      const db = new Database(dbPath, { readonly: true });
      const rows = db.prepare("SELECT email, COUNT(*) AS n FROM enquiries WHERE email LIKE 'crash-%' GROUP BY email").all() as {
        email: string;
        n: number;
      }[];
      const stored = new Map(rows.map((r) => [r.email, r.n]));
      const missing = [...acknowledged].filter((e) => !stored.has(e));
      assert.equal(missing, [], 'acknowledged but not stored');
      assert.ok(
        rows.every((r) => r.n === 1),
        'each stored exactly once',
      );
      // An item leaves 'pending' only after the SMTP server accepted it (or for good): then no more mail can come.
      await waitFor(
        () => (db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE status = 'pending'").get() as { n: number }).n === 0,
        30_000,
        `all ${stored.size} emails after restart`,
      );
      const perEnquiry = new Map<string, number>();
      for (const m of smtp.messages) {
        const email = /^Reply-To: (crash-[\d-]+@example\.com)/m.exec(m.raw)?.[1];
        if (email) perEnquiry.set(email, (perEnquiry.get(email) ?? 0) + 1);
      }
      assert.is(perEnquiry.size, stored.size, 'one email per stored enquiry');
      assert.ok(
        [...perEnquiry.values()].every((n) => n === 1),
        'no email sent twice',
      );
      console.log(
        `  crash: ${sent} sent, ${acknowledged.size} acknowledged, ${stored.size} stored, ${missing.length} lost, ${smtp.messages.length} emails after restart`,
      );
      db.close();
    } finally {
      await second.stop();
      await smtp.close();
    }
  } finally {
    await first.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('staff data tools: online backup while the site runs, and forget one person', async () => {
  const server = await start();
  const dbPath = join(server.dir, 'enquiries.db');
  try {
    for (const email of ['keep@example.com', 'Forget.Me@example.com', 'forget.me@example.com']) {
      assert.is(
        (
          await fetch(`${server.url}/api/seo-audit-request`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(validEnquiry({ email })),
          })
        ).status,
        201,
      );
    }
    // Not execFileSync: a blocked event loop misses the server closing idle keep-alive sockets.
    const run = async (script: string, args: string[]) => (await staffCommand(script, args, { DATABASE_PATH: dbPath })).stdout;
    const out = join(server.dir, 'backups', 'copy.db');
    assert.match(await run('backup', ['--out', out]), 'Backed up');
    assert.ok(existsSync(out));
    assert.is(count(out, 'SELECT COUNT(*) AS n FROM enquiries'), 3);
    assert.match(
      await run('forget', ['--email', 'forget.me@example.com']),
      'Deleted 2 enquiries with their attribution; 2 emails not yet sent (now never sent) for forget.me@example.com.',
    );
    const db = new Database(dbPath, { readonly: true });
    assert.equal(db.prepare('SELECT email FROM enquiries').all(), [{ email: 'keep@example.com' }]);
    db.close();
    assert.is(count(dbPath, 'SELECT COUNT(*) AS n FROM outbox'), 1);
    assert.is((await fetch(`${server.url}/healthz`)).status, 200, 'the site kept running');
  } finally {
    await server.stop();
  }
});

test.run();
