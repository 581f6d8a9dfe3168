import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { validEnquiry, waitFor } from '../helpers.js';
import { startSmtp } from '../smtp.js';

/** Waits for a child to exit, even if it already has. */
const exited = (child: ChildProcess) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve([child.exitCode]) : once(child, 'exit'));

const freePort = () => 39000 + Math.floor(Math.random() * 2000);

async function startProcess(env: Record<string, string>): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const port = freePort();
  const child = spawn(process.execPath, ['dist/server.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', FORM_MIN_FILL_MS: '0', RATE_LIMIT_MAX: '100000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${url}/healthz`).catch(() => undefined))?.ok, 15_000, `server start: ${output}`);
  return { child, url, output: () => output };
}

test('SIGTERM: an enquiry already in flight is saved and answered, then the process exits 0', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-term-'));
  const dbPath = join(dir, 'e.db');
  const { child, url } = await startProcess({ DATABASE_PATH: dbPath });
  try {
    const body = JSON.stringify(validEnquiry({ email: 'in-flight@example.com' }));
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${url}/api/seo-audit-request`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      });
      req.on('error', reject);
      // Half the body now, SIGTERM, then the rest: the request is in flight when shutdown starts.
      req.write(body.slice(0, 40));
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(40)), 300);
      }, 200);
    });
    const res = await answer;
    assert.is(res.status, 201, res.body);
    const [code] = await exited(child);
    assert.is(code, 0);
    const db = new Database(dbPath, { readonly: true });
    assert.is((db.prepare("SELECT COUNT(*) AS n FROM enquiries WHERE email = 'in-flight@example.com'").get() as { n: number }).n, 1);
    db.close();
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});

test('kill -9 mid-stream: every acknowledged enquiry is stored exactly once; the outbox resumes and sends each email once', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-crash-'));
  const dbPath = join(dir, 'e.db');
  const smtpPort = 41000 + Math.floor(Math.random() * 1000);
  const env = { DATABASE_PATH: dbPath, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_POLL_MS: '50', MAIL_RETRY_BASE_MS: '50', MAIL_RETRY_MAX_MS: '200', SMTP_TIMEOUT_MS: '1000' };
  let first = await startProcess(env);
  const acknowledged = new Set<string>();
  let sent = 0;
  let stop = false;
  try {
    const workers = Array.from({ length: 8 }, async (_, w) => {
      for (let i = 0; !stop; i++) {
        const email = `crash-${w}-${i}@example.com`;
        sent++;
        try {
          const res = await fetch(`${first.url}/api/seo-audit-request`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(validEnquiry({ email })) });
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
    await exited(first.child);

    const smtp = await startSmtp(smtpPort);
    try {
      first = await startProcess(env);
      const db = new Database(dbPath, { readonly: true });
      const rows = db.prepare("SELECT email, COUNT(*) AS n FROM enquiries WHERE email LIKE 'crash-%' GROUP BY email").all() as { email: string; n: number }[];
      const stored = new Map(rows.map((r) => [r.email, r.n]));
      const missing = [...acknowledged].filter((e) => !stored.has(e));
      assert.equal(missing, [], 'acknowledged but not stored');
      assert.ok(rows.every((r) => r.n === 1), 'each stored exactly once');
      await waitFor(() => smtp.messages.length >= stored.size, 30_000, `all ${stored.size} emails after restart`);
      await new Promise((r) => setTimeout(r, 500));
      const perEnquiry = new Map<string, number>();
      for (const m of smtp.messages) {
        const email = /^Reply-To: (crash-[\d-]+@example\.com)/m.exec(m.raw)?.[1];
        if (email) perEnquiry.set(email, (perEnquiry.get(email) ?? 0) + 1);
      }
      assert.is(perEnquiry.size, stored.size, 'one email per stored enquiry');
      assert.ok([...perEnquiry.values()].every((n) => n === 1), 'no email sent twice');
      console.log(`  crash: ${sent} sent, ${acknowledged.size} acknowledged, ${stored.size} stored, ${missing.length} lost, ${smtp.messages.length} emails after restart`);
      db.close();
    } finally {
      first.child.kill('SIGTERM');
      await exited(first.child);
      await smtp.close();
    }
  } finally {
    if (first.child.exitCode === null) first.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});

test('staff data tools: online backup while the site runs, and forget one person', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-tools-'));
  const dbPath = join(dir, 'e.db');
  const { child, url } = await startProcess({ DATABASE_PATH: dbPath });
  try {
    for (const email of ['keep@example.com', 'Forget.Me@example.com', 'forget.me@example.com']) {
      assert.is((await fetch(`${url}/api/seo-audit-request`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(validEnquiry({ email })) })).status, 201);
    }
    const run = (script: string, args: string[]) => execFileSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { env: { ...process.env, DATABASE_PATH: dbPath }, encoding: 'utf8' });
    const out = join(dir, 'backups', 'copy.db');
    assert.match(run('backup', ['--out', out]), 'Backed up');
    assert.ok(existsSync(out));
    const copy = new Database(out, { readonly: true });
    assert.is((copy.prepare('SELECT COUNT(*) AS n FROM enquiries').get() as { n: number }).n, 3);
    copy.close();
    assert.match(run('forget', ['--email', 'forget.me@example.com']), 'Deleted 2 enquiries and 2 queued emails');
    const db = new Database(dbPath, { readonly: true });
    assert.equal(db.prepare('SELECT email FROM enquiries').all(), [{ email: 'keep@example.com' }]);
    assert.is((db.prepare('SELECT COUNT(*) AS n FROM outbox').get() as { n: number }).n, 1);
    db.close();
    assert.is((await fetch(`${url}/healthz`)).status, 200, 'the site kept running');
  } finally {
    child.kill('SIGTERM');
    await exited(child);
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
