/**
 * `npm run bench [-- --duration 8 --connections 50]`: how close the site serves to the machine's
 * limit. Three servers answer the same exported pages in turn, one at a time, with wrk
 * (-t1, 50 connections, brotli or gzip): ours (the production build, every security header), nginx
 * (Debian's, when installed, serving the precompressed files) and a bare node:http server sending
 * the same bytes from memory (scripts/bare-server.ts, the Node ceiling). Two rounds in opposite
 * order, as the machine drifts; ratios are taken within a round. Then: ours with a stream of field
 * beacons arriving alongside, cold start (spawn to the first 200 on /, median of 3), idle RSS, and
 * heap and RSS after the load. Figures are reported, never asserted.
 */
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { routes } from '../src/routes/route-table.js';
import { SERVER_NODE_FLAGS, startBuiltServer, type BuiltServer } from './start-built.js';
import { measurePageWeights, printPageWeights } from './page-weight.js';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '8' }, connections: { type: 'string', default: '50' }, weights: { type: 'boolean', default: true } },
  allowNegative: true,
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const pages = ['/', '/strategy/seo'];
const which = (cmd: string) => ['/usr/bin', '/usr/sbin', '/usr/local/bin'].map((d) => join(d, cmd)).find((p) => existsSync(p));
const wrk = which('wrk');
if (!wrk) {
  console.error('bench needs wrk (apt-get install -y wrk)');
  process.exit(1);
}
const ms = (n: number) => n.toFixed(2);

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function toMs(v: string): number {
  const n = parseFloat(v);
  return v.endsWith('us') ? n / 1000 : v.endsWith('ms') ? n : v.endsWith('s') ? n * 1000 : n;
}

const run = promisify(execFile);

/** wrk in a child process, awaited (the beacon stream keeps running in this one meanwhile). */
async function load(url: string, seconds: number): Promise<Result> {
  const { stdout: out } = await run(wrk!, ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-H', 'Accept-Encoding: br, gzip', url], { encoding: 'utf8' });
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? '0';
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    p50: toMs(/\s50%\s+([\d.]+\w+)/.exec(out)?.[1] ?? '0'),
    p99: toMs(/\s99%\s+([\d.]+\w+)/.exec(out)?.[1] ?? '0'),
    errors: Number(errors) + (socket ? socket.slice(1).reduce((n, x) => n + Number(x), 0) : 0),
  };
}

interface Running {
  url: string;
  stop: () => Promise<unknown>;
}

async function waitUp(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not start`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

async function startNginx(site: string, port: number): Promise<Running> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  mkdirSync(join(dir, 'logs'));
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/logs/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types; default_type application/octet-stream;
  access_log off; sendfile on; tcp_nopush on; keepalive_requests 1000000; gzip_static on;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server { listen 127.0.0.1:${port}; root ${site}; location / { try_files $uri $uri.html /index.html; } }
}`,
  );
  const child = spawn(which('nginx')!, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  await waitUp(`${url}/`, child);
  return { url, stop: () => stopChild(child).then(() => rmSync(dir, { recursive: true, force: true })) };
}

async function startBare(site: string, port: number): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bare-server.ts', site, String(port)], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  await waitUp(`${url}/`, child);
  return { url, stop: () => stopChild(child) };
}

/** Beacons need a person's user agent and a higher per-IP limit than a visitor needs: all come from 127.0.0.1. */
const BEACON_ENV = { BEACON_RATE_MAX: '1000000' };
/** Reports the server's memory on SIGUSR2 (bench only; the site itself never prints it). */
const memoryProbe = resolve('scripts/lib/memory-probe.cjs');

async function startOurs(env: Record<string, string> = {}): Promise<BuiltServer & Running> {
  const server = await startBuiltServer({ NODE_OPTIONS: `--require ${memoryProbe}`, ...BEACON_ENV, ...env }, { echo: true });
  // Warm, as a long-running server is: every page rendered and its brotli form made (the warm-up
  // after listening does this for all pages; measuring before it ends would measure it).
  for (const { path } of routes) {
    for (let encoding = ''; encoding !== 'br'; ) {
      const res = await fetch(server.url + path, { headers: { 'accept-encoding': 'br' } });
      await res.arrayBuffer();
      encoding = res.headers.get('content-encoding') ?? '';
    }
  }
  return server;
}

interface Memory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
}
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

async function memoryOf(server: BuiltServer): Promise<Memory> {
  const seen = server.output().split('\n').filter((l) => l.startsWith('memory ')).length;
  server.child.kill('SIGUSR2');
  for (let i = 0; i < 100; i++) {
    const lines = server.output().split('\n').filter((l) => l.startsWith('memory '));
    if (lines.length > seen) return JSON.parse(lines.at(-1)!.slice('memory '.length)) as Memory;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the server did not report its memory');
}

/** Spawn to the first 200 on /: the time a restart keeps visitors waiting. */
async function coldStart(): Promise<number> {
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, resolve(process.env.DIST_DIR || 'dist', 'server.js')], {
    env: { ...process.env, NODE_ENV: 'production', PORT: '3310', HOST: '127.0.0.1', DATABASE_PATH: join(mkdtempSync(join(tmpdir(), 'bench-cold-')), 'e.db'), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const firstOk = () =>
    new Promise<boolean>((done) => {
      const req = request({ host: '127.0.0.1', port: 3310, path: '/', agent: false }, (res) => {
        res.resume();
        done(res.statusCode === 200);
      });
      req.on('error', () => done(false));
      req.end();
    });
  while (!(await firstOk())) {
    if (child.exitCode !== null) throw new Error('the server exited during the cold start');
    await new Promise((r) => setTimeout(r, 2));
  }
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  await stopChild(child);
  return elapsed;
}

/** Field beacons at a steady rate from another process's worth of sockets, until stopped. */
function beaconStream(url: string, perSecond: number): { stop: () => number } {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const body = JSON.stringify({ p: '/strategy/seo', n: 'navigate', d: 'phone', v: 1, m: { LCP: 1800, CLS: 0.02, FCP: 900, TTFB: 120 } });
  const headers = { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36' };
  let sent = 0;
  const tick = setInterval(() => {
    for (let i = 0; i < perSecond / 100; i++) {
      const req = request(`${url}/api/beacon`, { method: 'POST', agent, headers }, (res) => res.resume());
      req.on('error', () => undefined);
      req.end(body);
      sent++;
    }
  }, 10);
  return {
    stop: () => {
      clearInterval(tick);
      agent.destroy();
      return sent;
    },
  };
}

const site = mkdtempSync(join(tmpdir(), 'bench-site-'));
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/export-static.ts', '--out', site], { stdio: ['ignore', 'ignore', 'inherit'] });

type Name = 'ours' | 'nginx' | 'node';
const starters: Record<Name, () => Promise<Running>> = {
  ours: () => startOurs(),
  nginx: () => startNginx(site, 3302),
  node: () => startBare(site, 3303),
};
const names: Name[] = which('nginx') ? ['ours', 'nginx', 'node'] : ['ours', 'node'];
const results: Record<string, Result> = {};
const key = (round: number, name: Name, path: string) => `${round}|${name}|${path}`;

console.log(`bench: wrk -t1 -c${connections} -d${duration}s, Accept-Encoding: br, gzip; the same exported pages from each server`);
console.log('round | server | page          | req/s   | p50 ms | p99 ms | errors');
for (const [round, order] of [names, [...names].reverse()].entries()) {
  for (const name of order) {
    const server = await starters[name]();
    try {
      for (const path of pages) {
        await load(server.url + path, 2); // warm-up: JIT, connections
        const r = await load(server.url + path, duration);
        results[key(round, name, path)] = r;
        console.log(`${String(round + 1).padEnd(5)} | ${name.padEnd(6)} | ${path.padEnd(13)} | ${r.rps.toFixed(0).padEnd(7)} | ${ms(r.p50).padEnd(6)} | ${ms(r.p99).padEnd(6)} | ${r.errors}`);
      }
    } finally {
      await server.stop();
    }
  }
}

console.log('\nratios within each round (goal: ours/node >= 0.85, ours/nginx >= 0.75; p99 <= 2 ms)');
for (const path of pages) {
  for (const round of [0, 1]) {
    const ours = results[key(round, 'ours', path)]!;
    const node = results[key(round, 'node', path)]!;
    const nginx = results[key(round, 'nginx', path)];
    console.log(
      `round ${round + 1} ${path.padEnd(13)} ours/node ${(ours.rps / node.rps).toFixed(2)}${nginx ? `  ours/nginx ${(ours.rps / nginx.rps).toFixed(2)}` : ''}  ours p99 ${ms(ours.p99)} ms`,
    );
  }
}

// Ours again, with field beacons arriving alongside: page throughput should not notice them.
const BEACONS_PER_SECOND = 300;
const ours = await startOurs();
try {
  const idle = await memoryOf(ours);
  await load(ours.url + '/strategy/seo', 2);
  const quiet = await load(ours.url + '/strategy/seo', duration);
  const stream = beaconStream(ours.url, BEACONS_PER_SECOND);
  const busy = await load(ours.url + '/strategy/seo', duration);
  const sent = stream.stop();
  const after = await memoryOf(ours);
  console.log(`\nwith beacons alongside (${BEACONS_PER_SECOND}/s, ${sent} sent), /strategy/seo:`);
  console.log(`  without ${quiet.rps.toFixed(0)} req/s p99 ${ms(quiet.p99)} ms; with ${busy.rps.toFixed(0)} req/s p99 ${ms(busy.p99)} ms; ratio ${(busy.rps / quiet.rps).toFixed(3)} (goal >= 0.95)`);
  console.log(`\nmemory: idle RSS ${mb(idle.rss)} (goal <= 100 MB), heap ${mb(idle.heapUsed)} of ${mb(idle.heapTotal)}`);
  console.log(`        after ${duration * 2} s of load: RSS ${mb(after.rss)}, heap ${mb(after.heapUsed)} of ${mb(after.heapTotal)}`);
} finally {
  await ours.stop();
}

const colds: number[] = [];
for (let i = 0; i < 3; i++) colds.push(await coldStart());
const median = [...colds].sort((a, b) => a - b)[1]!;
console.log(`\ncold start (spawn to first 200 on /): ${colds.map((c) => c.toFixed(0)).join(', ')} ms; median ${median.toFixed(0)} ms (goal <= 250 ms)`);

if (values.weights) {
  const server = await startOurs();
  try {
    console.log('\npage weight (what Chromium downloads before any interaction, brotli):');
    printPageWeights(await measurePageWeights(server.url));
  } finally {
    await server.stop();
  }
}
rmSync(site, { recursive: true, force: true });
