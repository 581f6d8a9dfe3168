/**
 * "Check again" refused, as an outsider would try it against the built server running as a process:
 * a made-up, malformed, expired or forgotten report (404), a post from another site (403), two posts
 * at once (one queued, one 409), the wait after a check and the daily cap per report (429 with
 * Retry-After and the time it can be used, on the report too), a flood from one address (429 with
 * Retry-After, whatever reports it names), and a restart (kill -9) in the middle of a re-check: the
 * check runs again once, staff hear of it once.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startBuiltServer, type BuiltServer } from '../../scripts/start-built.js';
import { formBody, postEnquiry, staffCommand, validEnquiry, waitFor } from '../helpers.js';

/** The prospect's site; while `hang` is set it accepts connections and never answers. */
let hang = false;
const site = createServer((req, res) => {
  if (hang) return;
  if (req.url !== '/') return void res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
  res
    .writeHead(200, { 'content-type': 'text/html' })
    .end(
      '<!doctype html><html lang="en-AU"><head><title>Northside Joinery, Brunswick</title></head><body><h1>Northside Joinery</h1><p>Kitchens and built-in robes made to measure in our Brunswick workshop.</p></body></html>',
    );
});
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', () => resolve()));
const website = `http://127.0.0.1:${(site.address() as { port: number }).port}/`;
test.after(() => {
  site.closeAllConnections();
  site.close();
});

const ENV = {
  AUDIT_ENABLED: 'true',
  AUDIT_ALLOW_PRIVATE: 'true',
  AUDIT_REUSE_MS: '0',
  AUDIT_RECHECK_MS: '0',
  AUDIT_MAX_PAGES: '3',
  FORM_MIN_FILL_MS: '0',
  RATE_LIMIT_MAX: '1000',
  TIME_ZONE: 'Australia/Melbourne',
};

let n = 0;
/** An enquiry naming the site; resolves with its report's path once the first check is done. */
async function reportFor(server: BuiltServer, email = `owner${++n}@northside.example`): Promise<string> {
  const res = await postEnquiry(server.url, validEnquiry({ website, email }), 'json', { origin: server.url });
  assert.is(res.status, 201, await res.clone().text());
  const report = ((await res.json()) as { audit: string }).audit;
  await settled(server, report);
  return report;
}

const statusOf = async (server: BuiltServer, report: string) =>
  ((await (await fetch(`${server.url}/api${report}`)).json()) as { status: string }).status;
const settled = (server: BuiltServer, report: string) =>
  waitFor(async () => ['done', 'failed'].includes(await statusOf(server, report)), 60_000, `the check of ${report} to end`);

/** "Check again" as the report's island sends it (JSON), or as the form without JavaScript does. */
const recheck = (server: BuiltServer, report: string, { form = false, origin = server.url } = {}) =>
  fetch(`${server.url}${report}/recheck`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      origin,
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : { accept: 'application/json' }),
    },
    body: form ? formBody({}) : undefined,
  });
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

test('made-up, malformed, expired and forgotten reports are 404s; a post from another site is a 403 and queues nothing', async () => {
  const server = await startBuiltServer(ENV);
  try {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', '..%2F..%2Fetc', 'x'.repeat(90)]) {
      const res = await recheck(server, `/audit/${id}`);
      assert.is(res.status, 404, id.slice(0, 30));
      assert.match(await messageOf(res), 'There is no site check at this address (reports are kept for 30 days).');
    }
    const page = await recheck(server, '/audit/AAAAAAAAAAAAAAAAAAAAAA', { form: true });
    assert.is(page.status, 404);
    assert.match(await page.text(), '<h1', 'the site’s own 404 page for a form');

    const report = await reportFor(server);
    const foreign = await recheck(server, report, { origin: 'https://attacker.example' });
    assert.is(foreign.status, 403);
    assert.match(await messageOf(foreign), 'A site check can only be run again from its own report.');
    assert.is(await statusOf(server, report), 'done', 'nothing queued');

    // Past AUDIT_REPORT_DAYS: the report and its re-check are gone.
    const db = new Database(join(server.dir, 'enquiries.db'));
    try {
      db.prepare(`UPDATE audits SET created_at = ? WHERE public_id = ?`).run(
        new Date(Date.now() - 31 * 86_400_000).toISOString(),
        report.split('/').pop(),
      );
    } finally {
      db.close();
    }
    assert.is((await recheck(server, report)).status, 404, 'expired');
    assert.is((await fetch(`${server.url}${report}`)).status, 404);

    // Forgotten at the prospect's request (npm run forget): the same.
    const other = await reportFor(server, 'forget-me@northside.example');
    await staffCommand('forget', ['--email', 'forget-me@northside.example'], { DATABASE_PATH: join(server.dir, 'enquiries.db') });
    assert.is((await recheck(server, other)).status, 404, 'forgotten');
    assert.is((await recheck(server, other, { form: true })).status, 404);
  } finally {
    await server.stop();
  }
});

test('two posts at once: one is queued, the other is told the site is being checked now (409)', async () => {
  const server = await startBuiltServer({ ...ENV, AUDIT_RECHECKS_PER_DAY: '2' });
  try {
    const report = await reportFor(server);
    const answers = await Promise.all([recheck(server, report), recheck(server, report)]);
    assert.equal(answers.map((r) => r.status).sort(), [202, 409]);
    const busy = answers.find((r) => r.status === 409)!;
    assert.match(await messageOf(busy), 'Your site is being checked now');
    await settled(server, report);

    // The daily cap per report: the second re-check is allowed, the third refused until a day after the first.
    assert.is((await recheck(server, report)).status, 202);
    await settled(server, report);
    const capped = await recheck(server, report);
    assert.is(capped.status, 429);
    const wait = Number(capped.headers.get('retry-after'));
    assert.ok(wait > 23 * 3600 && wait <= 24 * 3600, `Retry-After ${wait} s: a day after the first re-check`);
    assert.match(
      await messageOf(capped),
      /checked again 2 times in the last 24 hours, as many as we run for one report\. You can check it again from \d{1,2}:\d\d [ap]m on \d{1,2} \w+\./,
    );
    // The report says so in place of the button, without JavaScript as well.
    const form = await recheck(server, report, { form: true });
    assert.is(form.status, 429);
    const html = await form.text();
    assert.match(html, 'as many as we run for one report');
    assert.not.match(html, />Check again</, 'no button to press');
    assert.match(await (await fetch(`${server.url}${report}`)).text(), 'as many as we run for one report');
  } finally {
    await server.stop();
  }
});

test('the wait after a check: refused with Retry-After and the time it can be used', async () => {
  const server = await startBuiltServer({ ...ENV, AUDIT_RECHECK_MS: '3600000' });
  try {
    const report = await reportFor(server);
    const res = await recheck(server, report);
    assert.is(res.status, 429);
    const wait = Number(res.headers.get('retry-after'));
    assert.ok(wait > 3500 && wait <= 3600, `Retry-After ${wait} s`);
    assert.match(
      await messageOf(res),
      /Your site was checked moments ago\. You can check it again from \d{1,2}:\d\d [ap]m on \d{1,2} \w+\./,
    );
    assert.is(await statusOf(server, report), 'done');
  } finally {
    await server.stop();
  }
});

test('a flood of posts from one address is refused with Retry-After, whatever reports it names', async () => {
  const server = await startBuiltServer({ ...ENV, AUDIT_RECHECK_IP_MAX: '3' });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await recheck(server, `/audit/${String(i).repeat(22)}`)).status);
    assert.equal(statuses, [404, 404, 404, 429]);
    const res = await recheck(server, '/audit/BBBBBBBBBBBBBBBBBBBBBB');
    assert.is(res.status, 429);
    assert.ok(Number(res.headers.get('retry-after')) > 0, 'with Retry-After');
    assert.match(await messageOf(res), 'Too many requests to check sites again from your connection');
    // The rest of the site is not affected.
    assert.is((await fetch(`${server.url}/`)).status, 200);
  } finally {
    await server.stop();
  }
});

test('a crash (kill -9) in the middle of a re-check: it runs again once at the next start, and staff hear of it once', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-recheck-crash-'));
  const env = { ...ENV, AUDIT_TIMEOUT_MS: '30000', DATABASE_PATH: join(dir, 'enquiries.db') };
  let server: BuiltServer | undefined;
  try {
    server = await startBuiltServer(env);
    const report = await reportFor(server);
    hang = true;
    assert.is((await recheck(server, report)).status, 202);
    await waitFor(async () => (await statusOf(server!, report)) === 'running', 10_000, 'the re-check running');
    server.child.kill('SIGKILL');
    await server.stop();
    hang = false;
    server = await startBuiltServer(env);
    await settled(server, report);
    assert.is(await statusOf(server, report), 'done');
    const db = new Database(env.DATABASE_PATH, { readonly: true });
    try {
      const checks = db.prepare(`SELECT recheck, status FROM audit_checks ORDER BY id`).all();
      assert.equal(checks, [
        { recheck: 0, status: 'done' },
        { recheck: 1, status: 'done' },
      ]);
      const { n: deliveries } = db.prepare(`SELECT COUNT(*) AS n FROM outbox WHERE kind = 'recheck'`).get() as { n: number };
      assert.is(deliveries, 1, 'one email to staff for the re-check, not one per run');
    } finally {
      db.close();
    }
  } finally {
    hang = false;
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
