/**
 * `npm run bench:hostile`: how long visitors' pages wait while the free site check reads hostile
 * websites (scripts/lib/hostile-sites.ts: issue 33's single pages and issue 47's traps), how long
 * each such check takes to end, and how much memory 20 queued checks of slow link farms take.
 * The built server runs as in production (scripts/serve.sh, default AUDIT_CONCURRENCY, AUDIT_MAX_PAGES
 * and AUDIT_MAX_BYTES) with AUDIT_TIMEOUT_MS and AUDIT_CRAWL_MS set here, and AUDIT_ALLOW_PRIVATE on
 * so it may reach the local hostile servers.
 *
 * For each site, two enquiries name it at once (both check slots busy with it) while one client (a
 * process of its own, as the hostile sites are) asks for the home page back to back;
 * the worst and 99th-percentile page latency are reported beside an idle baseline, with each
 * check's time from starting to ending and its limit (AUDIT_CRAWL_MS + 1 s). Then a finished report
 * is compared with three hostile competitors (issue 84) while the client reads pages. A final phase, on a
 * fresh server, queues 20 enquiries naming 20 slow link farms at once and samples the resident
 * memory of the server's process (and any process it starts) every 100 ms meanwhile, beside its idle
 * baseline. Figures are reported, never asserted. It takes about 3 minutes.
 */
import { fork } from 'node:child_process';
import { getPriority, setPriority } from 'node:os';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { startBuiltServer, type BuiltServer } from './start-built.js';
import type { HostileSite, HostileSites } from './lib/hostile-sites.js';
import type { PageLatencies } from './lib/page-client-process.js';

const TIMEOUT_MS = 10_000;
const CRAWL_MS = 15_000;
/** How soon after it starts a check must have ended (issue 47). */
const LIMIT_MS = CRAWL_MS + 1000;
/** The hostile sites' process's niceness (the server and this process keep the user's). */
const HARNESS_NICE = 10;
/**
 * The visitor's niceness where the user may raise a priority (root), else the user's: it stands for a
 * visitor on another machine, whose clock no process of this one delays.
 */
const VISITOR_NICE = -5;
/** How long the visitor may take to report once told to stop: its last request's own limit and a margin. */
const VISITOR_ANSWER_MS = 15_000;

const ms = (value: number) => value.toFixed(1);
const seconds = (value: number) => (value / 1000).toFixed(1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Asks for the home page back to back, from its own process (lib/page-client-process.ts), until `until`
 * settles: how many requests, how many failed (a server whose event loop was blocked may reset a
 * connection; a visitor would see an error), and the 99th percentile and worst latency in ms.
 */
async function probe(server: BuiltServer, until: Promise<unknown>): Promise<PageLatencies> {
  visitor.send({ url: `${server.url}/` });
  await until.catch(() => undefined);
  visitor.send('stop');
  // Its last request ends within its own timeout; a visitor that never answers has died, and the bench says so.
  const [measured] = (await once(visitor, 'message', { signal: AbortSignal.timeout(VISITOR_ANSWER_MS) }).catch(() => {
    throw new Error(`the visitor process did not report within ${VISITOR_ANSWER_MS / 1000} s of being told to stop`);
  })) as [PageLatencies];
  return measured;
}

/** Our API's answer as JSON; a reset connection (see probe) is asked again: the bench's own requests are not what it measures. */
async function askJson<T>(url: string, init?: RequestInit): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return (await (await fetch(url, init)).json()) as T;
    } catch (err) {
      if (tries === 5) throw err;
    }
  }
}

interface CheckEnd {
  /** From the check's start (the last poll that found it still queued, else its post) to its end. */
  ms: number;
  /** From the enquiry's post to the check's end, queue included. */
  sincePostMs: number;
  status: string;
  summary: string;
  /** The report's path, /audit/…. */
  audit: string;
}

let enquiries = 0;
/** Posts an enquiry naming `website` and polls its check every 50 ms until it has ended. */
async function checkOnce(server: BuiltServer, website: string): Promise<CheckEnd> {
  const posted = performance.now();
  const { audit } = await askJson<{ audit: string }>(`${server.url}/api/seo-audit-request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({
      name: 'Bench Owner',
      email: `bench${++enquiries}@hostile.example`,
      phone: '0400 123 456',
      website,
      goals: 'Benchmark of the free site check.',
    }),
  });
  let started = posted;
  for (;;) {
    await new Promise((r) => setTimeout(r, 50));
    const body = await askJson<{ status: string }>(`${server.url}/api${audit}`);
    if (body.status === 'queued') started = performance.now();
    if (body.status === 'done' || body.status === 'failed') {
      const ended = performance.now();
      const report = await (await fetch(`${server.url}${audit}`).catch(() => fetch(`${server.url}${audit}`))).text();
      const summary = /data-audit-status="failed"[^]*?<div class="container"><p>([^<]*)<\/p>/.exec(report)?.[1] ?? '';
      return { ms: ended - started, sincePostMs: ended - posted, status: body.status, summary, audit };
    }
  }
}

/** A process's children, and theirs (a check run in a child process counts towards the site's memory). */
function descendants(pid: number): number[] {
  try {
    const children = readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
    return children.flatMap((child) => [child, ...descendants(child)]);
  } catch {
    return [];
  }
}

/** Resident memory (VmRSS) of the server's process and its descendants, in MB. */
function rssMb(pid: number): number {
  let kb = 0;
  for (const p of [pid, ...descendants(pid)]) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      /* ended between listing and reading */
    }
  }
  return kb / 1024;
}

/** Samples rssMb every 100 ms until `stop` is called; the samples. */
function sampleRss(pid: number): { stop: () => number[] } {
  const samples = [rssMb(pid)];
  const timer = setInterval(() => samples.push(rssMb(pid)), 100);
  return { stop: () => (clearInterval(timer), samples) };
}

const idleFor = (server: BuiltServer, millis: number) => probe(server, new Promise((r) => setTimeout(r, millis)));

/** Two checks of `site` at once while the client reads pages; one table row. */
async function benchSite(server: BuiltServer, site: HostileSite) {
  const checks = Promise.all([checkOnce(server, site.url), checkOnce(server, site.url)]);
  const latencies = await probe(server, checks);
  const [a, b] = await checks;
  const ended = Math.max(a.ms, b.ms);
  const status = a.status === b.status ? a.status : `${a.status}/${b.status}`;
  console.log(
    `| ${site.name} | ${site.sends} | ${status} | ${seconds(ended)}${ended > LIMIT_MS ? ' (OVER)' : ''} | ${latencies.count} | ${latencies.failed} | ${ms(latencies.p99)} | ${ms(latencies.worst)} |`,
  );
  return {
    worst: latencies.worst,
    failed: latencies.failed,
    over: ended > LIMIT_MS,
    summary: [...new Set([a.summary, b.summary].filter(Boolean))].join(' / '),
  };
}

/** A finished report compared with three hostile competitors, the client reading pages until all three are checked. */
async function benchComparison(server: BuiltServer, normal: HostileSite, rivals: HostileSite[]) {
  const { audit } = await checkOnce(server, normal.url);
  const started = performance.now();
  const asked = await fetch(`${server.url}${audit}/compare`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin: server.url },
    body: JSON.stringify(Object.fromEntries(rivals.map((r, i) => [`competitor${i + 1}`, r.url]))),
  });
  if (asked.status !== 202) throw new Error(`the comparison was refused: ${asked.status} ${await asked.text()}`);
  const compared = (async () => {
    for (;;) {
      await new Promise((r) => setTimeout(r, 50));
      const { comparison } = await askJson<{ comparison?: { sites: { status: string }[] } }>(`${server.url}/api${audit}`);
      if (comparison?.sites.every((x) => x.status === 'done' || x.status === 'failed')) return comparison;
    }
  })();
  const latencies = await probe(server, compared);
  const { sites } = await compared;
  console.log(`
A report compared with ${rivals.map((r) => r.name).join(', ')} (COMPARE_MAX_PAGES as shipped; no phone runs: the bench server runs without a browser, as start-built.ts starts it):
`);
  console.log('| competitors | all checked after (s) | pages asked | pages failed | page p99 (ms) | page worst (ms) |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  console.log(
    `| ${sites
      .slice(1)
      .map((x) => x.status)
      .join(
        ', ',
      )} | ${seconds(performance.now() - started)} | ${latencies.count} | ${latencies.failed} | ${ms(latencies.p99)} | ${ms(latencies.worst)} |`,
  );
  return { worst: latencies.worst, failed: latencies.failed };
}

/** 20 checks of 20 slow link farms queued at once, the client reading pages and memory sampled meanwhile. */
async function benchLinkFarms(server: BuiltServer, farms: HostileSite[], idleRss: number) {
  const started = performance.now();
  const rss = sampleRss(server.child.pid!);
  const checks = Promise.all(farms.map((farm) => checkOnce(server, farm.url)));
  const latencies = await probe(server, checks);
  const ends = await checks;
  const peak = Math.max(...rss.stop());
  const longest = Math.max(...ends.map((e) => e.ms));
  const statuses = [...new Set(ends.map((e) => e.status))].map((s) => `${ends.filter((e) => e.status === s).length} ${s}`).join(', ');
  console.log(`\n${farms.length} slow link farms queued at once (AUDIT_CONCURRENCY at a time), on a fresh server:\n`);
  console.log(
    `| checks | longest check (s, limit ${LIMIT_MS / 1000}) | all ended after (s) | pages asked | pages failed | page p99 (ms) | page worst (ms) | RSS idle (MB) | RSS peak (MB) |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  console.log(
    `| ${statuses} | ${seconds(longest)}${longest > LIMIT_MS ? ' (OVER)' : ''} | ${seconds(performance.now() - started)} | ${latencies.count} | ${latencies.failed} | ${ms(latencies.p99)} | ${ms(latencies.worst)} | ${idleRss.toFixed(0)} | ${peak.toFixed(0)} |`,
  );
  return { worst: latencies.worst, failed: latencies.failed, over: ends.filter((e) => e.ms > LIMIT_MS).length, peak };
}

const ENV = {
  AUDIT_ENABLED: 'true',
  AUDIT_ALLOW_PRIVATE: 'true',
  AUDIT_TIMEOUT_MS: String(TIMEOUT_MS),
  AUDIT_CRAWL_MS: String(CRAWL_MS),
  AUDIT_REUSE_MS: '0',
  FORM_MIN_FILL_MS: '0',
  RATE_LIMIT_MAX: '10000',
  SITE_URL: 'http://localhost:3000',
};

/** The built server, warmed (the page path compiled, the check's modules loaded), with its idle page latencies and median RSS over 15 s (as long as the longest row, so the host's own hiccups show in the baseline too). */
async function warmServer(normal: HostileSite) {
  const server = await startBuiltServer(ENV, { echo: true });
  await checkOnce(server, normal.url);
  const rss = sampleRss(server.child.pid!);
  const idle = await idleFor(server, 15_000);
  return { server, idle, rss: median(rss.stop()) };
}

const benchStarted = performance.now();
// The hostile sites in a process of their own (their megabytes would otherwise delay the visitor's clock),
// and the visitor in another (this process's polling and reading of reports would).
const child = fork('scripts/lib/hostile-sites-process.ts', { execArgv: ['--import', 'tsx'] });
const visitor = fork('scripts/lib/page-client-process.ts', { execArgv: ['--import', 'tsx'] });
// The hostile sites below the server and its visitor on the CPU: on a machine of two cores, serving
// twenty link farms would otherwise take turns on a core with the server being measured, a wait no
// visitor of a real server has (the sites are elsewhere on the internet).
setPriority(child.pid!, HARNESS_NICE);
const visitorNice = (() => {
  try {
    setPriority(visitor.pid!, VISITOR_NICE);
    return VISITOR_NICE;
  } catch {
    return getPriority(visitor.pid!);
  }
})();
const [hostile] = (await once(child, 'message')) as [Omit<HostileSites, 'close'>];
let server: BuiltServer | undefined;
try {
  const first = await warmServer(hostile.normal);
  server = first.server;
  const { idle } = first;
  console.log(`\nAUDIT_TIMEOUT_MS ${TIMEOUT_MS}, AUDIT_CRAWL_MS ${CRAWL_MS}: each check must end within ${LIMIT_MS / 1000} s of starting.`);
  console.log(`The visitor runs at niceness ${visitorNice}, the hostile sites at ${HARNESS_NICE}, the server at the user's.`);
  console.log(`Idle: ${idle.count} page requests, p99 ${ms(idle.p99)} ms, worst ${ms(idle.worst)} ms; RSS ${first.rss.toFixed(0)} MB\n`);
  console.log(
    `| site | what the site sends | status | check ended (s, limit ${LIMIT_MS / 1000}) | pages asked | pages failed | page p99 (ms) | page worst (ms) |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  let worstOverall = 0;
  let over = 0;
  let failedPages = 0;
  const summaries: string[] = [];
  for (const site of [...hostile.sites, ...hostile.traps]) {
    const row = await benchSite(server, site);
    worstOverall = Math.max(worstOverall, row.worst);
    over += Number(row.over);
    failedPages += row.failed;
    if (row.summary) summaries.push(`- ${site.name}: ${row.summary}`);
  }
  const byName = (name: string) => [...hostile.sites, ...hostile.traps, ...hostile.linkFarms].find((x) => x.name === name)!;
  const comparison = await benchComparison(server, hostile.normal, ['unclosed-b-2m', 'brotli-64gib', 'link-farm-1'].map(byName));
  worstOverall = Math.max(worstOverall, comparison.worst);
  failedPages += comparison.failed;
  const rssAfterRows = rssMb(server.child.pid!);
  const survived = server.child.exitCode === null;
  await server.stop();
  // The link farms on a fresh server: its memory then shows what 20 queued checks take, not what the rows above left behind.
  const fresh = await warmServer(hostile.normal);
  server = fresh.server;
  const farms = await benchLinkFarms(server, hostile.linkFarms, fresh.rss);
  worstOverall = Math.max(worstOverall, farms.worst);
  failedPages += farms.failed;
  console.log(
    `\nWorst page latency while hostile checks ran: ${ms(worstOverall)} ms (goal: 50 ms; idle worst ${ms(idle.worst)} ms). Page requests that failed: ${failedPages}.`,
  );
  console.log(
    `Checks that ended later than ${LIMIT_MS / 1000} s after starting: ${over} site rows, ${farms.over} of the ${hostile.linkFarms.length} link farm checks.`,
  );
  console.log(
    `RSS while ${hostile.linkFarms.length} link farm checks ran: peak ${farms.peak.toFixed(0)} MB (goal: under 200 MB; idle ${fresh.rss.toFixed(0)} MB once warmed). After the site rows above, before its restart: ${rssAfterRows.toFixed(0)} MB.`,
  );
  console.log('\nWhat each failed check told the prospect:');
  for (const line of summaries) console.log(line);
  console.log(
    `\nStill running after the site rows: ${survived ? 'yes' : 'NO'}; after the link farms: ${server.child.exitCode === null ? 'yes' : 'NO'}. The bench took ${((performance.now() - benchStarted) / 60_000).toFixed(1)} min.`,
  );
} finally {
  await server?.stop();
  child.disconnect();
  visitor.disconnect();
}
