/**
 * `npm run bench [-- --duration 8 --slices 4 --connections 50]`: how close the site serves to the
 * machine's limit, where it runs. Five servers answer the same built pages (DIST_DIR/public):
 * - caddy: Debian's Caddy running the shipped deploy/Caddyfile over TLS (`tls internal`), with its
 *   generated headers and its access log, Node behind it; caddy-bare: the same Caddy with a bare
 *   static-only config (TLS, `file_server precompressed`, nothing else): the proxy's ceiling;
 * - ours: the production build directly (no proxy); node: a bare node:http server sending the same
 *   bytes from memory (scripts/bare-server.ts, the Node ceiling); nginx (when installed) on the same
 *   files. The last two send our heads too (security headers, cache-control, ETag), so they put the
 *   same response on the wire: the head alone is about 860 bytes of a 7-8 KB answer.
 * All run at once; wrk (-t1, 50 connections, brotli or gzip) loads one at a time, in slices
 * taken in turn (A B C A B C ...), so the machine's drift falls on all alike. Each server gets
 * `duration` seconds per page and round, in `slices` slices; two rounds in opposite order; ratios
 * are taken within a round. Then: ours with field beacons arriving alongside (from a process of its
 * own, switched on and off between slices), idle RSS and heap and RSS after the load, cold start
 * (spawn to the first 200 on /, median of 3, beside the floors of node:http alone and Fastify with
 * one route, started the same way) and page weights. Figures are reported, never asserted.
 */
import { execFile, execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { routes } from '../src/routes/route-table.js';
import { SERVE, startBuiltServer, type BuiltServer } from './start-built.js';
import { measurePageWeights, printPageWeights } from './page-weight.js';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    slices: { type: 'string', default: '4' },
    connections: { type: 'string', default: '50' },
    weights: { type: 'boolean', default: true },
  },
  allowNegative: true,
});
const duration = Number(values.duration);
const slices = Number(values.slices);
const sliceSeconds = Math.max(1, Math.round(duration / slices));
const connections = Number(values.connections);
const pages = ['/', '/strategy/seo'];
const which = (cmd: string) => ['/usr/bin', '/usr/sbin', '/usr/local/bin'].map((d) => join(d, cmd)).find((p) => existsSync(p));
const wrk = which('wrk');
if (!wrk) {
  console.error('bench needs wrk (apt-get install -y wrk)');
  process.exit(1);
}
const ms = (n: number) => n.toFixed(2);

interface Slice {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
}

interface Result {
  rps: number;
  /** Medians over the slices. */
  p50: number;
  p99: number;
  errors: number;
}

function toMs(v: string): number {
  const n = parseFloat(v);
  return v.endsWith('us') ? n / 1000 : v.endsWith('ms') ? n : v.endsWith('s') ? n * 1000 : n;
}

const run = promisify(execFile);

/** One wrk run in a child process, awaited. */
async function load(url: string, seconds: number): Promise<Slice> {
  const { stdout: out } = await run(
    wrk!,
    ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-H', 'Accept-Encoding: br, gzip', url],
    { encoding: 'utf8' },
  );
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? '0';
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const done = /(\d+) requests in ([\d.]+\w+)/.exec(out);
  return {
    requests: Number(done?.[1] ?? 0),
    seconds: toMs(done?.[2] ?? '0') / 1000,
    p50: toMs(/\s50%\s+([\d.]+\w+)/.exec(out)?.[1] ?? '0'),
    p99: toMs(/\s99%\s+([\d.]+\w+)/.exec(out)?.[1] ?? '0'),
    errors: Number(errors) + (socket ? socket.slice(1).reduce((n, x) => n + Number(x), 0) : 0),
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

function combine(parts: Slice[]): Result {
  const requests = parts.reduce((n, p) => n + p.requests, 0);
  const seconds = parts.reduce((n, p) => n + p.seconds, 0);
  return {
    rps: requests / seconds,
    p50: median(parts.map((p) => p.p50)),
    p99: median(parts.map((p) => p.p99)),
    errors: parts.reduce((n, p) => n + p.errors, 0),
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

/** nginx.conf lines adding the headers every page of ours carries (nginx makes its own ETag, type and length). */
const nginxHeaders = (headers: Record<string, string>) =>
  Object.entries(headers)
    .filter(([name]) => !['etag', 'content-type', 'content-length', 'content-encoding', 'date', 'connection', 'keep-alive'].includes(name))
    .map(([name, value]) => `add_header ${name} "${value.replaceAll('"', '\\"')}" always;`)
    .join(' ');

async function startNginx(site: string, port: number, headers: Record<string, string>): Promise<Running> {
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
  server_tokens off; ${nginxHeaders(headers)}
  server { listen 127.0.0.1:${port}; root ${site}; location / { try_files $uri $uri.html /index.html; } }
}`,
  );
  const child = spawn(which('nginx')!, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  await waitUp(`${url}/`, child);
  return { url, stop: () => stopChild(child).then(() => rmSync(dir, { recursive: true, force: true })) };
}

/** Caddy with `config` (a site block; global options added here), over TLS from its own local CA. */
async function startCaddy(name: string, port: number, config: string, env: Record<string, string> = {}): Promise<Running> {
  const dir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  writeFileSync(
    join(dir, 'Caddyfile'),
    `{\n\tadmin off\n\tstorage file_system ${join(dir, 'data')}\n\tauto_https disable_redirects\n\thttp_port ${port + 100}\n\tdefault_bind 127.0.0.1\n\tskip_install_trust\n\tlog {\n\t\tlevel ERROR\n\t}\n}\n${config}\n`,
  );
  const home = { HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir, ACCESS_LOG: join(dir, 'access.log') };
  const child = spawn('caddy', ['run', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
    env: { ...process.env, ...home, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `https://localhost:${port}`;
  // Caddy's own root signs the certificate: this process checks nothing (wrk does not either).
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  await waitUp(`${url}/`, child);
  return { url, stop: () => stopChild(child).then(() => rmSync(dir, { recursive: true, force: true })) };
}

async function startBare(site: string, port: number, headsFile: string): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bare-server.ts', site, String(port), headsFile], { stdio: 'inherit' });
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
  // Warm, as a long-running server is: every page asked for once (the code that answers it compiled).
  for (const { path } of routes) await (await fetch(server.url + path, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
  return server;
}

interface Memory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
}
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

async function memoryOf(server: BuiltServer): Promise<Memory> {
  const seen = server
    .output()
    .split('\n')
    .filter((l) => l.startsWith('memory ')).length;
  server.child.kill('SIGUSR2');
  for (let i = 0; i < 100; i++) {
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('memory '));
    if (lines.length > seen) return JSON.parse(lines.at(-1)!.slice('memory '.length)) as Memory;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the server did not report its memory');
}

/**
 * Node reads and parses the whole file NODE_EXTRA_CA_CERTS names before it runs any JavaScript
 * (about 80 ms a process on the bench machine, whose shell sets it to the system's CA bundle). The
 * service never inherits a shell's environment (deploy/laserfocus.service sets its own), so the cold
 * start is measured without it, and, when this shell has it, with it as well.
 */
const EXTRA_CA = 'NODE_EXTRA_CA_CERTS';

/**
 * What a cold start cannot go below on this machine, started by the same Node: Node answering from
 * node:http, and Fastify with one route (what the site is built on, before any of the site).
 */
const COLD_FLOORS: Record<string, string[]> = {
  'node:http alone': ['-e', "require('node:http').createServer((_, res) => res.end()).listen(3310, '127.0.0.1')"],
  'Fastify with one route': [
    '--input-type=module',
    '-e',
    "const app = (await import('fastify')).default(); app.get('/', async () => ''); await app.listen({ port: 3310, host: '127.0.0.1' })",
  ],
};

/** Spawn to the first 200 on / (the site's, or a floor's): the time a restart keeps visitors waiting. */
async function coldStart(withShellExtraCa: boolean, floor?: string[]): Promise<number> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (!withShellExtraCa) delete env[EXTRA_CA];
  const started = process.hrtime.bigint();
  const child = spawn(floor ? process.execPath : SERVE, floor ?? [], {
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: '3310',
      HOST: '127.0.0.1',
      DATABASE_PATH: join(mkdtempSync(join(tmpdir(), 'bench-cold-')), 'e.db'),
      LOG_LEVEL: 'warn',
    },
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

/** Our response headers for each measured page and encoding (without Date and the connection's own). */
async function headsOf(url: string): Promise<Record<string, Record<'br' | 'gzip', Record<string, string>>>> {
  const heads: Record<string, Record<'br' | 'gzip', Record<string, string>>> = {};
  for (const path of pages) {
    const byEncoding = {} as Record<'br' | 'gzip', Record<string, string>>;
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await fetch(url + path, { headers: { 'accept-encoding': encoding } });
      await res.arrayBuffer();
      byEncoding[encoding] = Object.fromEntries(
        [...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name)),
      );
    }
    heads[path] = byEncoding;
  }
  return heads;
}

/** The size of a response's head, status line to blank line, as a client asking for brotli gets it. */
function headBytes(url: string): Promise<number> {
  return new Promise((done, fail) => {
    const send = url.startsWith('https:') ? httpsRequest : request;
    const req = send(url, { headers: { 'accept-encoding': 'br, gzip' }, agent: false, rejectUnauthorized: false }, (res) => {
      res.resume();
      const lines = res.rawHeaders.reduce((n, part, i) => n + part.length + (i % 2 ? 4 : 0), 0);
      done(`HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + lines + 2);
    });
    req.on('error', fail);
    req.end();
  });
}

/** User plus system CPU time of a process so far, in seconds (Linux: /proc/PID/stat, in clock ticks). */
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // After the command: state is field 3, utime field 14 and stime field 15 (1-based).
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** The beacon sender (scripts/lib/beacon-sender.ts) in a process of its own, switched by messages. */
async function beaconSender(
  url: string,
  perSecond: number,
): Promise<{ on: () => void; off: () => void; stop: () => Promise<{ sent: number; accepted: number }> }> {
  const child = fork(resolve('scripts/lib/beacon-sender.ts'), [url, String(perSecond)], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  await new Promise((ready) => child.once('message', ready));
  // A burst first, as wrk's warm-up slice does for pages: measured is a server whose beacon path is hot.
  child.send('warm');
  await new Promise((warmed) => child.once('message', warmed));
  return {
    on: () => child.send('on'),
    off: () => child.send('off'),
    stop: () =>
      new Promise((done) => {
        child.once('message', (counts) => done(counts as { sent: number; accepted: number }));
        child.send('stop');
      }),
  };
}

/** The built pages, as Caddy serves them (SITE_ROOT) and Node reads them. */
const site = join(realpathSync(process.env.DIST_DIR || 'dist'), 'public');
const scratch = mkdtempSync(join(tmpdir(), 'bench-'));

type Name = 'caddy' | 'caddy-bare' | 'ours' | 'node' | 'nginx';
const ours = await startOurs();
const idle = await memoryOf(ours);
// "The same bytes": node and nginx send our heads too (every security header, cache-control, ETag),
// so each server's figure is the cost of the very response ours sends.
const heads = await headsOf(ours.url);
const headsFile = join(scratch, 'heads.json');
writeFileSync(headsFile, JSON.stringify(heads));
const hasCaddy = Boolean(which('caddy'));
const servers: Record<Name, Running | undefined> = {
  caddy: hasCaddy
    ? await startCaddy('caddy', 3304, `import ${resolve('deploy/Caddyfile')}`, {
        SITE_ADDRESS: 'localhost:3304',
        BARE_ADDRESS: 'localhost:3306',
        TLS_ISSUER: 'internal',
        SITE_ROOT: site,
        UPSTREAM: new URL(ours.url).host,
      })
    : undefined,
  'caddy-bare': hasCaddy
    ? await startCaddy(
        'caddy-bare',
        3305,
        `localhost:3305 {\n\ttls internal\n\troot * ${site}\n\ttry_files {path}.html {path}\n\tfile_server {\n\t\tprecompressed br gzip\n\t}\n}`,
      )
    : undefined,
  ours,
  node: await startBare(site, 3303, headsFile),
  nginx: which('nginx') ? await startNginx(site, 3302, heads['/']!.br) : undefined,
};
if (!hasCaddy) console.log('bench: caddy is not installed (apt-get install -y caddy): the proxy figures are left out');
const names = (Object.keys(servers) as Name[]).filter((name) => servers[name]);
for (const name of names) console.log(`head of / (brotli) from ${name}: ${await headBytes(servers[name]!.url + '/')} bytes`);
const results: Record<string, Result> = {};
const key = (round: number, name: Name, path: string) => `${round}|${name}|${path}`;

/** Each server in `order` loaded for one slice in turn, `slices` times over; totals per server. */
async function interleaved(order: Name[], path: string): Promise<Record<string, Result>> {
  for (const name of order) await load(servers[name]!.url + path, 1); // warm-up: JIT, connections
  const parts: Record<string, Slice[]> = Object.fromEntries(order.map((name) => [name, []]));
  for (let i = 0; i < slices; i++) {
    for (const name of order) parts[name]!.push(await load(servers[name]!.url + path, sliceSeconds));
  }
  return Object.fromEntries(order.map((name) => [name, combine(parts[name]!)]));
}

try {
  console.log(
    `bench: wrk -t1 -c${connections}, Accept-Encoding: br, gzip; the same exported pages from each server; per server, page and round ${slices} slices of ${sliceSeconds} s taken in turn`,
  );
  console.log('round | server     | page          | req/s   | p50 ms | p99 ms | errors   (p50 and p99: median of the slices)');
  for (const [round, order] of [names, [...names].reverse()].entries()) {
    for (const path of pages) {
      const measured = await interleaved(order, path);
      for (const name of order) {
        const r = measured[name]!;
        results[key(round, name, path)] = r;
        console.log(
          `${String(round + 1).padEnd(5)} | ${name.padEnd(10)} | ${path.padEnd(13)} | ${r.rps.toFixed(0).padEnd(7)} | ${ms(r.p50).padEnd(6)} | ${ms(r.p99).padEnd(6)} | ${r.errors}`,
        );
      }
    }
  }

  console.log('\nratios within each round (goals: caddy/caddy-bare >= 0.85 through the shipped proxy; ours/node >= 0.45 direct)');
  for (const path of pages) {
    for (const round of [0, 1]) {
      const r = (name: Name) => results[key(round, name, path)];
      const ratio = (a: Name, b: Name) => (r(a) && r(b) ? `${a}/${b} ${(r(a)!.rps / r(b)!.rps).toFixed(2)}  ` : '');
      console.log(
        `round ${round + 1} ${path.padEnd(13)} ${ratio('caddy', 'caddy-bare')}${ratio('ours', 'node')}${ratio('caddy', 'nginx')}ours p50/p99 ${ms(r('ours')!.p50)}/${ms(r('ours')!.p99)} ms (node ${ms(r('node')!.p50)}/${ms(r('node')!.p99)})`,
      );
    }
  }

  // Ours again, with field beacons arriving alongside in every other slice: page throughput should not notice them.
  const BEACONS_PER_SECOND = 300;
  const sender = await beaconSender(ours.url, BEACONS_PER_SECOND);
  const quiet: Slice[] = [];
  const busy: Slice[] = [];
  await load(ours.url + '/strategy/seo', 1);
  for (let i = 0; i < slices * 2; i++) {
    const withBeacons = i % 2 === 1;
    if (withBeacons) sender.on();
    (withBeacons ? busy : quiet).push(await load(ours.url + '/strategy/seo', sliceSeconds));
    sender.off();
  }
  // The server's own share, apart from the sender's and wrk's on this machine: its CPU time with beacons alone.
  const cpuBefore = cpuSeconds(ours.child.pid!);
  sender.on();
  await new Promise((r) => setTimeout(r, duration * 1000));
  sender.off();
  const serverCpu = cpuSeconds(ours.child.pid!) - cpuBefore;
  const { sent, accepted } = await sender.stop();
  const after = await memoryOf(ours);
  const [q, b] = [combine(quiet), combine(busy)];
  console.log(
    `\nwith beacons alongside (${BEACONS_PER_SECOND}/s from another process in every other slice; ${sent} sent, ${accepted} accepted), /strategy/seo:`,
  );
  console.log(
    `  without ${q.rps.toFixed(0)} req/s p99 ${ms(q.p99)} ms; with ${b.rps.toFixed(0)} req/s p99 ${ms(b.p99)} ms; ratio ${(b.rps / q.rps).toFixed(3)} (goal >= 0.95)`,
  );
  console.log(
    `  the server alone, ${BEACONS_PER_SECOND} beacons/s for ${duration} s and nothing else: ${((serverCpu / duration) * 100).toFixed(1)}% of one core (${((serverCpu / (BEACONS_PER_SECOND * duration)) * 1000).toFixed(2)} ms of CPU a beacon)`,
  );
  console.log(`\nmemory: idle RSS ${mb(idle.rss)} (goal <= 100 MB), heap ${mb(idle.heapUsed)} of ${mb(idle.heapTotal)}`);
  console.log(`        after the load above: RSS ${mb(after.rss)}, heap ${mb(after.heapUsed)} of ${mb(after.heapTotal)}`);
} finally {
  for (const server of Object.values(servers)) await server?.stop();
}

const colds: number[] = [];
const coldsWithExtraCa: number[] = [];
const floors = new Map(Object.keys(COLD_FLOORS).map((name) => [name, [] as number[]]));
for (let i = 0; i < 3; i++) {
  colds.push(await coldStart(false));
  if (process.env[EXTRA_CA]) coldsWithExtraCa.push(await coldStart(true));
  for (const [name, runs] of floors) runs.push(await coldStart(false, COLD_FLOORS[name]));
}
const listed = (runs: number[]) => `${runs.map((c) => c.toFixed(0)).join(', ')} ms; median ${median(runs).toFixed(0)} ms`;
console.log(`\ncold start (spawn to first 200 on /, environment as the service has it): ${listed(colds)} (goal <= 250 ms)`);
if (coldsWithExtraCa.length)
  console.log(
    `  with this shell's ${EXTRA_CA} (${process.env[EXTRA_CA]}), which Node parses before it starts: ${listed(coldsWithExtraCa)}`,
  );
for (const [name, runs] of floors) console.log(`  floor, ${name}, same Node, same way: ${listed(runs)}`);

if (values.weights) {
  const server = await startOurs();
  try {
    console.log('\npage weight (what Chromium downloads before any interaction, brotli):');
    printPageWeights(await measurePageWeights(server.url));
  } finally {
    await server.stop();
  }
}
rmSync(scratch, { recursive: true, force: true });
