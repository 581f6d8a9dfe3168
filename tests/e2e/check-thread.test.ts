/**
 * The site check runs apart from the pages (src/audit/jobs/check-pool.ts): a check's thread stuck in a
 * loop that never yields, or one that eats memory, cannot hold a page up; the first is ended from
 * outside at its deadline and recorded with what it had reported, the second ends as failed with a
 * plain sentence; and a check run again after a restart starts its progress from nothing. The
 * threads here stand in for a parser gone wrong (tests/fixtures/threads/); the real thread reading
 * hostile sites is tested in tests/e2e/hostile-sites.test.ts and hostile-traps.test.ts.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { postEnquiry, startServer, validEnquiry, waitFor, type TestServer } from '../helpers.js';

const thread = (name: string) => fileURLToPath(new URL(`../fixtures/threads/${name}.ts`, import.meta.url));
const ENV = {
  AUDIT_ENABLED: 'true',
  AUDIT_TIMEOUT_MS: '1000',
  // Long enough for a thread to start (loading its TypeScript) on a busy machine before its deadline;
  // a thread that has not started by then has nothing to report.
  AUDIT_CRAWL_MS: '6000',
  AUDIT_REUSE_MS: '0',
  FORM_MIN_FILL_MS: '0',
  RATE_LIMIT_MAX: '1000',
};

interface Status {
  status: string;
  score: number | null;
  pages: number;
  unread: number;
  findings: { id: string; message: string }[];
}

let n = 0;
async function requestCheck(server: TestServer, website: string): Promise<string> {
  const res = await postEnquiry(server.url, validEnquiry({ website, email: `owner${++n}@thread.example` }), 'json', { origin: server.url });
  assert.is(res.status, 201);
  return ((await res.json()) as { audit: string }).audit;
}
const statusOf = async (server: TestServer, report: string) => (await (await fetch(`${server.url}/api${report}`)).json()) as Status;

/** Asks for pages while the checks run; resolves with how many answered once every check has ended. */
async function pagesWhileRunning(server: TestServer, reports: string[]): Promise<number> {
  let answered = 0;
  await waitFor(
    async () => {
      const page = await fetch(`${server.url}/`);
      assert.is(page.status, 200, 'pages answer while a check is stuck');
      answered++;
      const statuses = await Promise.all(reports.map((r) => statusOf(server, r)));
      return statuses.every((s) => s.status === 'done' || s.status === 'failed');
    },
    20_000,
    'the checks to end',
  );
  return answered;
}

test('a check stuck in a loop that never yields: pages answer throughout, and at its deadline it is ended from outside and recorded with what it had reported', async () => {
  const server = await startServer(ENV, { auditThread: thread('reports-then-stuck') });
  try {
    const report = await requestCheck(server, 'https://reported.example/');
    assert.ok((await pagesWhileRunning(server, [report])) > 1, 'several pages served while the check was stuck');
    const result = await statusOf(server, report);
    assert.equal(
      [result.status, result.pages, result.unread, result.findings.map((f) => f.id)],
      ['done', 3, 40, ['titles-missing']],
      'recorded with the findings it had sent',
    );
    assert.type(result.score, 'number');
    const page = await (await fetch(`${server.url}${report}`)).text();
    assert.match(page, 'Checked 3 pages of reported.example');
    assert.match(page, 'found 40 more addresses we did not read');
  } finally {
    await server.close();
  }
  const silent = await startServer(ENV, { auditThread: thread('stuck') });
  try {
    const report = await requestCheck(silent, 'https://silent.example/');
    await pagesWhileRunning(silent, [report]);
    const result = await statusOf(silent, report);
    assert.is(result.status, 'failed', 'nothing reported: nothing to record but the failure');
    assert.match(
      await (await fetch(`${silent.url}${report}`)).text(),
      'We could not finish checking silent.example in the time allowed, so we stopped.',
    );
  } finally {
    await silent.close();
  }
});

test('a check that needs more memory than AUDIT_MEMORY_MB ends as failed with a plain sentence; its thread is replaced and the site goes on', async () => {
  const server = await startServer(
    { ...ENV, AUDIT_CRAWL_MS: '30000', AUDIT_MEMORY_MB: '48', AUDIT_CONCURRENCY: '1' },
    { auditThread: thread('hungry') },
  );
  try {
    const reports = [await requestCheck(server, 'https://hungry.example/'), await requestCheck(server, 'https://hungrier.example/')];
    await pagesWhileRunning(server, reports);
    for (const report of reports) {
      assert.is((await statusOf(server, report)).status, 'failed');
      assert.match(
        await (await fetch(`${server.url}${report}`)).text(),
        /Checking hungr(y|ier)\.example needed more memory than we allow one check, so we stopped; our team will look at the site by hand\./,
      );
    }
    assert.is((await fetch(`${server.url}/`)).status, 200);
  } finally {
    await server.close();
  }
});

test('a check run again after a restart starts its pages and findings from nothing', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-thread-restart-'));
  const env = { ...ENV, AUDIT_CRAWL_MS: '60000', DATABASE_PATH: join(dir, 'enquiries.db') };
  let server = await startServer(env, { auditThread: thread('reports-then-stuck') });
  try {
    const report = await requestCheck(server, 'https://reported.example/');
    await waitFor(async () => (await statusOf(server, report)).pages === 3, 10_000, 'progress recorded before the restart');
    await server.close();
    // The same check again, in a thread that has not reported anything yet.
    server = await startServer(env, { auditThread: thread('stuck') });
    const again = await waitFor(
      async () => {
        const s = await statusOf(server, report);
        return s.status === 'running' ? s : undefined;
      },
      10_000,
      'the check running again',
    );
    assert.equal([again.pages, again.unread, again.findings], [0, 0, []], 'no pages or findings carried over from the cut-short run');
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
