/**
 * The free site check against websites that try to take the site down (scripts/lib/hostile-sites.ts:
 * deep and unclosed markup, robots.txt of newlines, 101 upgrades, endless 1xx answers, half-open
 * sockets, brotli bombs, megabyte attributes, plain HTTP on https://), run by the built server as a
 * process of its own: it stays up and keeps answering, each check ends with the right status and a
 * small report, a normal check queued behind them finishes, shutdown is clean, and a check that
 * was running at two crashes (kill -9) is given up instead of crashing the site again.
 * How long pages wait meanwhile is measured by `npm run bench:hostile`, not asserted here.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startBuiltServer, type BuiltServer } from '../../scripts/start-built.js';
import { startHostileSites, type HostileSites } from '../../scripts/lib/hostile-sites.js';
import { postEnquiry, validEnquiry, waitFor } from '../helpers.js';

const ENV = {
  AUDIT_ENABLED: 'true',
  AUDIT_ALLOW_PRIVATE: 'true',
  AUDIT_TIMEOUT_MS: '3000',
  AUDIT_REUSE_MS: '0',
  FORM_MIN_FILL_MS: '0',
  RATE_LIMIT_MAX: '1000',
};

interface Status {
  status: string;
  score: number | null;
  findings: { id: string; severity: string; message: string }[];
}

let n = 0;
/** Posts an enquiry naming `website`; resolves with its report's path (/audit/ID). */
async function requestCheck(server: BuiltServer, website: string): Promise<string> {
  const res = await postEnquiry(server.url, validEnquiry({ website, email: `owner${++n}@hostile.example` }), 'json', {
    origin: server.url,
  });
  assert.is(res.status, 201, await res.clone().text());
  return ((await res.json()) as { audit: string }).audit;
}

const statusOf = async (server: BuiltServer, report: string) => (await (await fetch(`${server.url}/api${report}`)).json()) as Status;

/** Waits until the check has ended, asking /healthz between polls: the site must answer throughout. */
async function ended(server: BuiltServer, report: string, what: string): Promise<Status> {
  return waitFor(
    async () => {
      assert.is((await fetch(`${server.url}/healthz`)).status, 200, `the site answers while ${what} runs`);
      const body = await statusOf(server, report);
      return body.status === 'done' || body.status === 'failed' ? body : undefined;
    },
    120_000,
    `the check of ${what} to end`,
  );
}

let sites: HostileSites;

test.before(async () => {
  sites = await startHostileSites();
});
test.after(async () => {
  await sites.close();
});

test('no website stops, wedges or bloats the site: every check ends with the right status, and a normal one behind them finishes', async () => {
  const server = await startBuiltServer(ENV);
  try {
    const reports: { site: (typeof sites.sites)[number]; report: string }[] = [];
    for (const site of sites.sites) reports.push({ site, report: await requestCheck(server, site.url) });
    const normal = await requestCheck(server, sites.normal.url);
    for (const { site, report } of reports) {
      const result = await ended(server, report, site.name);
      assert.is(result.status, site.expect.status, `${site.name} (${site.sends}): ${JSON.stringify(result).slice(0, 300)}`);
      const page = await (await fetch(`${server.url}${report}`)).text();
      if (site.expect.summary) assert.match(page, site.expect.summary, site.name);
      if (site.expect.status === 'done') assert.type(result.score, 'number', site.name);
      const api = JSON.stringify(result);
      assert.ok(api.length < 8000, `${site.name}: the status answer stays small (${api.length} characters)`);
      assert.ok(page.length < 120_000, `${site.name}: the report page stays small (${page.length} characters)`);
      assert.not.match(api, /[\u202a-\u202e\u2066-\u2069]/, `${site.name}: no bidirectional controls`);
    }
    const byName = (name: string) => reports.find((r) => r.site.name === name)!.report;
    const lang = (await statusOf(server, byName('huge-lang'))).findings.find((f) => f.id === 'lang')!;
    assert.match(lang.message, /^The page declares its language \(x{39}…\)\.$/, 'a 1.9 MB lang shown clipped');
    const data = (await statusOf(server, byName('huge-json-ld'))).findings;
    assert.match(data.find((f) => f.id === 'structured-data')!.message, /T{50}…/, 'a 60 KB @type shown clipped');
    assert.match(data.find((f) => f.id === 'structured-data')!.message, /1 block was too large to read/);
    assert.match(data.find((f) => f.id === 'title')!.message, '"Safe txt.exe title"', 'the title without its bidirectional overrides');
    const behind = await ended(server, normal, 'the normal site');
    assert.is(behind.status, 'done', 'the normal check queued behind the hostile ones finishes');
    assert.is(server.child.exitCode, null, 'the site process is still running');
    assert.is((await fetch(`${server.url}/`)).status, 200);
  } finally {
    const { code } = await server.stop();
    assert.is(code, 0, 'exits cleanly afterwards');
  }
});

test('shutdown while hostile checks hold both slots: the outbox and database close, and the checks run again at the next start', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-hostile-'));
  const env = { ...ENV, AUDIT_TIMEOUT_MS: '30000', DATABASE_PATH: join(dir, 'enquiries.db') };
  const find = (name: string) => sites.sites.find((s) => s.name === name)!.url;
  const server = await startBuiltServer(env);
  try {
    const hints = await requestCheck(server, find('endless-1xx'));
    const halfOpen = await requestCheck(server, find('half-open'));
    await waitFor(
      async () => (await statusOf(server, hints)).status === 'running' && (await statusOf(server, halfOpen)).status === 'running',
      10_000,
      'both checks running',
    );
    const { code } = await server.stop();
    assert.is(code, 0, 'SIGTERM ends the process cleanly, not by the shutdown timer');
    assert.match(server.output(), 'closed cleanly');
    const db = new Database(env.DATABASE_PATH, { readonly: true });
    const rows = db.prepare(`SELECT status, interruptions FROM audits`).all() as { status: string; interruptions: number }[];
    db.close();
    assert.equal(
      rows,
      [
        { status: 'queued', interruptions: 0 },
        { status: 'queued', interruptions: 0 },
      ],
      'put back in the queue, not counted as crashes',
    );
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a check running at two crashes in a row (kill -9) is recorded as failed, and the site starts and serves', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-poison-'));
  const env = { ...ENV, AUDIT_TIMEOUT_MS: '30000', DATABASE_PATH: join(dir, 'enquiries.db') };
  const halfOpen = sites.sites.find((s) => s.name === 'half-open')!.url;
  let server: BuiltServer | undefined;
  try {
    server = await startBuiltServer(env);
    const report = await requestCheck(server, halfOpen);
    for (let crash = 1; crash <= 2; crash++) {
      await waitFor(async () => (await statusOf(server!, report)).status === 'running', 10_000, `the check running before crash ${crash}`);
      server.child.kill('SIGKILL');
      await server.stop();
      server = await startBuiltServer(env);
    }
    const result = await statusOf(server, report);
    assert.is(result.status, 'failed', 'given up after the second crash, not run a third time');
    assert.match(await (await fetch(`${server.url}${report}`)).text(), 'The check stopped our site twice');
    assert.match(server.output(), 'site check was running at two crashes in a row');
    assert.is((await fetch(`${server.url}/`)).status, 200);
    // A normal check still runs after it.
    const normal = await requestCheck(server, sites.normal.url);
    assert.is((await ended(server, normal, 'the normal site')).status, 'done');
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
