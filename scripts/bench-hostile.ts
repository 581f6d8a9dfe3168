/**
 * `npm run bench:hostile`: how long visitors' pages wait while the free site check reads hostile
 * websites (scripts/lib/hostile-sites.ts), and how long each such check takes to end. The built
 * server runs as in production (scripts/serve.sh, default AUDIT_TIMEOUT_MS, AUDIT_CONCURRENCY and
 * AUDIT_MAX_BYTES), with AUDIT_ALLOW_PRIVATE on so it may reach the local hostile servers. For each
 * behaviour, two enquiries name the site at once (both check slots busy with it) while one client
 * (in this process, while the hostile sites serve from another) asks for the home page back to back; the worst and 99th-percentile page latency are reported
 * beside an idle baseline, with each check's end and its limit (AUDIT_TIMEOUT_MS + 5 s).
 * Figures are reported, never asserted.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { startBuiltServer, type BuiltServer } from './start-built.js';
import type { HostileSite } from './lib/hostile-sites.js';

const TIMEOUT_MS = 10_000;
const LIMIT_MS = TIMEOUT_MS + 5000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** One kept-alive connection, and node:http rather than fetch: the client's own cost stays small. */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** The home page, brotli-compressed as a browser asks for it; resolves when its last byte arrives. */
const page = (server: BuiltServer) =>
  new Promise<void>((resolve, reject) => {
    get(`${server.url}/`, { agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => res.on('data', () => undefined).on('end', resolve).on('error', reject)).on('error', reject);
  });

/** GETs the home page back to back until `until` settles; the latencies in ms. */
async function probe(server: BuiltServer, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    await page(server);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

async function checkOnce(server: BuiltServer, website: string, n: number): Promise<{ ms: number; status: string; summary: string }> {
  const started = performance.now();
  const res = await fetch(`${server.url}/api/seo-audit-request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ name: 'Bench Owner', email: `bench${n}@hostile.example`, phone: '0400 123 456', website, goals: 'Benchmark of the free site check.' }),
  });
  const { audit } = (await res.json()) as { audit: string };
  for (;;) {
    await new Promise((r) => setTimeout(r, 50));
    const body = (await (await fetch(`${server.url}/api${audit}`)).json()) as { status: string };
    if (body.status === 'done' || body.status === 'failed') {
      const ms = performance.now() - started;
      const page = await (await fetch(`${server.url}${audit}`)).text();
      const summary = /data-audit-status="failed"[^]*?<div class="container"><p>([^<]*)<\/p>/.exec(page)?.[1] ?? '';
      return { ms, status: body.status, summary };
    }
  }
}

const peakRss = (server: BuiltServer) => {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

// The hostile sites in a process of their own (their megabytes would otherwise delay this clock).
const child = fork('scripts/lib/hostile-sites-process.ts', { execArgv: ['--import', 'tsx'] });
const [sites] = (await once(child, 'message')) as [{ sites: HostileSite[]; normal: HostileSite }];
const server = await startBuiltServer({ AUDIT_ENABLED: 'true', AUDIT_ALLOW_PRIVATE: 'true', AUDIT_TIMEOUT_MS: String(TIMEOUT_MS), AUDIT_REUSE_MS: '0', FORM_MIN_FILL_MS: '0', RATE_LIMIT_MAX: '10000', SITE_URL: 'http://localhost:3000' }, { echo: true });
try {
  // Warm: the page path compiled, the check's modules loaded.
  await checkOnce(server, sites.normal.url, 0);
  const idle = (await probe(server, new Promise((r) => setTimeout(r, 3000)))).sort((a, b) => a - b);
  console.log(`\nIdle: ${idle.length} page requests, p99 ${percentile(idle, 99).toFixed(1)} ms, worst ${idle.at(-1)!.toFixed(1)} ms\n`);
  console.log('| what the site sends | status | check ended (s, limit 15) | pages asked | page p99 (ms) | page worst (ms) |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  let n = 1;
  let worstOverall = 0;
  const rows: { site: HostileSite; summary: string }[] = [];
  for (const site of sites.sites) {
    const checks = Promise.all([checkOnce(server, site.url, n++), checkOnce(server, site.url, n++)]);
    const latencies = (await probe(server, checks)).sort((a, b) => a - b);
    const [a, b] = await checks;
    const worst = latencies.at(-1) ?? 0;
    worstOverall = Math.max(worstOverall, worst);
    const ended = Math.max(a.ms, b.ms) / 1000;
    console.log(`| ${site.sends} | ${a.status}${a.status === b.status ? '' : `/${b.status}`} | ${ended.toFixed(1)}${ended * 1000 > LIMIT_MS ? ' (OVER)' : ''} | ${latencies.length} | ${percentile(latencies, 99).toFixed(1)} | ${worst.toFixed(1)} |`);
    rows.push({ site, summary: a.summary });
  }
  console.log(`\nWorst page latency while two hostile checks ran: ${worstOverall.toFixed(1)} ms (goal: under 50 ms). Server peak RSS: ${peakRss(server)} MB.`);
  console.log('\nWhat each failed check told the prospect:');
  for (const { site, summary } of rows) if (summary) console.log(`- ${site.name}: ${summary}`);
  console.log(`\nStill running after all of them: ${server.child.exitCode === null ? 'yes' : 'NO'}`);
} finally {
  agent.destroy();
  await server.stop();
  child.disconnect();
}
