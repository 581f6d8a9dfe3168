/**
 * `npm run bench`: requests/s and p50/p99 latency for the home page and a service page, 50 connections
 * for 10 s, ours (the production build) side by side with the same pages served as static files
 * (nginx from Debian if installed, else @fastify/static), plus the ours/static ratio and page weights.
 * Load generator: wrk if installed (apt-get install -y wrk), else autocannon.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startBuiltServer } from './start-built.js';
import { measurePageWeights, printPageWeights } from './page-weight.js';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } } });
const duration = Number(values.duration);
const connections = Number(values.connections);
const pages = ['/', '/strategy/seo'];
const which = (cmd: string) => ['/usr/bin', '/usr/sbin', '/usr/local/bin'].map((d) => join(d, cmd)).find((p) => existsSync(p));

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

async function load(url: string, seconds: number): Promise<Result> {
  const wrk = which('wrk');
  if (wrk) {
    const out = execFileSync(wrk, ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-H', 'Accept-Encoding: br, gzip', url], { encoding: 'utf8' });
    const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? '0';
    const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
    return {
      rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
      p50: toMs(/\s50%\s+([\d.]+\w+)/.exec(out)?.[1] ?? '0'),
      p99: toMs(/\s99%\s+([\d.]+\w+)/.exec(out)?.[1] ?? '0'),
      errors: Number(errors) + (socket ? socket.slice(1).reduce((n, x) => n + Number(x), 0) : 0),
    };
  }
  const r = await autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'br, gzip' } });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

async function startStatic(site: string, port: number): Promise<{ name: string; stop: () => Promise<void> }> {
  const nginx = which('nginx');
  if (nginx) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
    mkdirSync(join(dir, 'logs'));
    writeFileSync(
      join(dir, 'nginx.conf'),
      `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/logs/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types; default_type application/octet-stream;
  access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000; gzip_static on;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server { listen 127.0.0.1:${port}; root ${site}; location / { try_files $uri $uri.html /index.html; } }
}`,
    );
    const child = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' });
    await waitUp(`http://127.0.0.1:${port}/`, child);
    return { name: 'nginx (1 worker, gzip_static)', stop: () => stopChild(child).then(() => rmSync(dir, { recursive: true, force: true })) };
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/static-server.ts', site, String(port)], { stdio: 'inherit' });
  await waitUp(`http://127.0.0.1:${port}/`, child);
  return { name: 'Node @fastify/static (precompressed)', stop: () => stopChild(child) };
}

async function waitUp(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not start`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

const site = mkdtempSync(join(tmpdir(), 'bench-site-'));
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/export-static.ts', '--out', site], { stdio: ['ignore', 'ignore', 'inherit'] });
const ours = await startBuiltServer({}, { echo: true });
// nginx (and the fallback) need a port named in advance.
const staticPort = 3302;
const stat = await startStatic(site, staticPort);
try {
  console.log(`bench: ${connections} connections, ${duration} s per run, load from ${which('wrk') ? 'wrk' : 'autocannon'}; static = ${stat.name}`);
  console.log('page                | server  | req/s     | p50 ms | p99 ms | errors');
  for (const path of pages) {
    await load(ours.url + path, 2); // warm-up: first compression and JIT
    await load(`http://127.0.0.1:${staticPort}${path}`, 2);
    const a = await load(ours.url + path, duration);
    const b = await load(`http://127.0.0.1:${staticPort}${path}`, duration);
    const row = (who: string, r: Result) => console.log(`${path.padEnd(19)} | ${who.padEnd(7)} | ${r.rps.toFixed(0).padEnd(9)} | ${r.p50.toFixed(2).padEnd(6)} | ${r.p99.toFixed(2).padEnd(6)} | ${r.errors}`);
    row('ours', a);
    row('static', b);
    console.log(`${path.padEnd(19)} | ratio ours/static: ${(a.rps / b.rps).toFixed(2)}`);
  }
  console.log('\npage weight (what Chromium downloads, brotli):');
  printPageWeights(await measurePageWeights(ours.url));
} finally {
  await stat.stop();
  await ours.stop();
  rmSync(site, { recursive: true, force: true });
}
