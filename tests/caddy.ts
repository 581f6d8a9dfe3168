/**
 * The deployment as shipped, on loopback: a build made for the test's HTTPS origin (its own
 * DIST_DIR; one for every Caddy test of a run, see sharedBuild), the production bundle run from it
 * with TRUST_PROXY=true, and Debian's Caddy running
 * deploy/Caddyfile unchanged (imported after the test's own global options) with `tls internal`,
 * SITE_ROOT pointing at the build's public folder and the access log in the temp folder. Needs
 * `caddy` (apt-get install -y caddy; .ci/run installs it).
 */
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { startBuiltServer, type BuiltServer } from '../scripts/start-built.js';
import { freePort, rawRequest, waitFor, type RawAnswer } from './helpers.js';

export interface Call {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The visitor's own address (loopback is a /8: each address is another client). */
  from?: string;
}

export interface CaddyStack {
  origin: string;
  /** The bare domain's stand-in (Caddy redirects it to `origin`). */
  bareOrigin: string;
  /** Caddy's local root certificate. */
  ca: string;
  dir: string;
  /** The build's folder (a symlink to its release), as DIST_DIR. */
  dist: string;
  accessLog: string;
  server: BuiltServer;
  /** One HTTPS request through Caddy, trusting only Caddy's local root. */
  viaCaddy(path: string, call?: Call): Promise<RawAnswer>;
  caddyOutput(): string;
  /** Restarts Node as `systemctl restart` does: SIGTERM, wait for the exit, start again on the held socket. */
  restartNode(): Promise<void>;
  close(): Promise<void>;
}

/** Builds the site for `origin` into `folder`/dist (the bundle finds SQLite's binding in `folder`/node_modules). */
async function buildFor(origin: string, folder: string): Promise<string> {
  symlinkSync(resolve('node_modules'), join(folder, 'node_modules'));
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'build.ts'], {
    env: { ...process.env, DIST_DIR: join(folder, 'dist'), SITE_URL: origin, TRUST_PROXY: 'true' },
  });
  return join(folder, 'dist');
}

/**
 * The build for `origin`, made once for all the Caddy tests of a run: tests/run.ts names the folder
 * (TEST_CADDY_BUILD) and the origin's port (TEST_CADDY_PORT), the first test to get here builds, and
 * the others wait for its `built` marker. A test file run on its own builds into its own `dir`.
 */
async function sharedBuild(origin: string, dir: string): Promise<string> {
  const shared = process.env.TEST_CADDY_BUILD;
  if (!shared) return buildFor(origin, dir);
  const marker = join(shared, 'built');
  try {
    mkdirSync(shared);
  } catch {
    // Another file is building it: a limit for a hung build, not a timing goal.
    await waitFor(() => existsSync(marker), 300_000, `the shared build in ${shared}`);
    return join(shared, 'dist');
  }
  const dist = await buildFor(origin, shared);
  writeFileSync(marker, origin);
  return dist;
}

export async function startCaddyStack(env: Record<string, string> = {}): Promise<CaddyStack> {
  if (spawnSync('caddy', ['version']).error) throw new Error('caddy is not installed: apt-get install -y caddy (.ci/run does this)');
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-caddy-'));
  // Every Caddy test of a run serves the same origin from a loopback address of its own (127/8 is all
  // loopback), so they share one build: the origin is in every page the build makes.
  const port = Number(process.env.TEST_CADDY_PORT) || (await freePort());
  const address = `127.${(process.pid >> 8) & 255}.${process.pid & 255}.1`;
  const origin = `https://localhost:${port}`;
  const dist = await sharedBuild(origin, dir);
  const nodePort = await freePort();
  // Node on a socket held for it, as the shipped systemd units run it (deploy/laserfocus.socket).
  const server = await startBuiltServer(
    { DIST_DIR: dist, TRUST_PROXY: 'true', SITE_URL: origin, DATABASE_PATH: join(dir, 'enquiries.db'), ...env },
    { heldSocketPort: nodePort },
  );
  const accessLog = join(dir, 'access.log');
  // The test's own global options (no admin API, state in the temp dir, loopback only, no system
  // trust store changes), then the shipped site blocks unchanged.
  const config = join(dir, 'Caddyfile');
  writeFileSync(
    config,
    `{\n\tadmin off\n\tstorage file_system ${join(dir, 'data')}\n\tauto_https disable_redirects\n\thttp_port ${await freePort()}\n\tdefault_bind ${address}\n\tskip_install_trust\n}\nimport ${resolve('deploy/Caddyfile')}\n`,
  );
  let output = '';
  const barePort = await freePort();
  const bareOrigin = `https://${address}:${barePort}`;
  const caddy: ChildProcess = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
    env: {
      ...process.env,
      HOME: dir,
      XDG_DATA_HOME: dir,
      XDG_CONFIG_HOME: dir,
      // Host and port, as in production (www.example.com.au): Caddy serves HTTPS on them.
      SITE_ADDRESS: `localhost:${port}`,
      BARE_ADDRESS: `${address}:${barePort}`,
      TLS_ISSUER: 'internal',
      UPSTREAM: `127.0.0.1:${nodePort}`,
      SITE_ROOT: join(dist, 'public'),
      ACCESS_LOG: accessLog,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [caddy.stdout!, caddy.stderr!]) stream.on('data', (c: Buffer) => (output += c));
  const root = join(dir, 'data', 'pki', 'authorities', 'local', 'root.crt');
  // Limits for a start that hangs, not timing goals: beside three other test files on two cores,
  // Caddy once took over 15 s from making its local CA to serving HTTPS.
  const startMs = 60_000;
  await waitFor(
    () => {
      if (caddy.exitCode !== null) throw new Error(`caddy exited (${caddy.exitCode}):\n${output}`);
      return existsSync(root);
    },
    startMs,
    `Caddy's local CA:\n${output}`,
  );
  const ca = readFileSync(root, 'utf8');
  const viaCaddy = (path: string, { method = 'GET', headers = {}, body, from = '127.0.0.2' }: Call = {}) =>
    rawRequest(`https://${address}:${port}${path}`, {
      method,
      body,
      ca,
      servername: 'localhost',
      localAddress: from,
      agent: false,
      headers: { host: `localhost:${port}`, ...headers },
    });
  await waitFor(
    () =>
      viaCaddy('/healthz').then(
        (r) => r.status === 200,
        () => false,
      ),
    startMs,
    `Caddy serving HTTPS:\n${output}`,
  );
  return {
    origin,
    bareOrigin,
    ca,
    dir,
    dist,
    accessLog,
    server,
    viaCaddy,
    caddyOutput: () => output,
    async restartNode() {
      const started = () => server.output().split('Server listening at').length - 1;
      const before = started();
      server.child.kill('SIGHUP');
      await waitFor(() => started() > before, 15_000, `Node listening again:\n${server.output()}`);
    },
    async close() {
      caddy.kill('SIGTERM');
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
