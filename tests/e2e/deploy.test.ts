/**
 * The files in deploy/ are what "Deploy on a server" (docs/operations.md) installs, so they are checked here:
 * systemd's own verifier accepts the units (and is shown to reject a typo), the service keeps the
 * hardening it promises, the backup unit's command really backs up and rotates, and the Caddyfile's
 * production defaults adapt. Needs systemd-analyze (apt-get install -y systemd) and caddy.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '../../src/config.js';
import { COMMAND_MS, startServer, validEnquiry } from '../helpers.js';
import { canRunAsServiceUser, installForServiceUser, makeServiceUser, withoutServiceUser } from '../service-user.js';

const UNITS = ['laserfocus.service', 'laserfocus.socket', 'laserfocus-backup.service', 'laserfocus-backup.timer'];
const unit = (name: string) => readFileSync(join('deploy', name), 'utf8');
/** Every value a unit gives `key` (a key may repeat). */
const values = (text: string, key: string) => [...text.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => m[1]!);

/**
 * `systemd-analyze verify` on copies of the units in a temp folder, with /opt/laserfocus (the install
 * folder) standing for this checkout (verify checks that ExecStart exists). Unknown keys are only warnings to systemd, so anything it
 * prints counts as a failure, as does its exit code.
 */
function verify(units: Record<string, string>): { ok: boolean; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-units-'));
  try {
    for (const [name, text] of Object.entries(units))
      writeFileSync(join(dir, name), text.replaceAll('/opt/laserfocus/', `${resolve('.')}/`));
    const run = spawnSync('systemd-analyze', ['verify', ...Object.keys(units).map((n) => join(dir, n))], { encoding: 'utf8' });
    if (run.error) throw new Error('systemd-analyze is not installed: apt-get install -y systemd (.ci/run does this)');
    const output = `${run.stdout}${run.stderr}`.trim();
    return { ok: run.status === 0 && output === '', output };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('systemd-analyze verify accepts the shipped units, and rejects copies with a typo', () => {
  const shipped = Object.fromEntries(UNITS.map((n) => [n, unit(n)]));
  const good = verify(shipped);
  assert.ok(good.ok, good.output);
  const typos: [string, string, string][] = [
    ['laserfocus.service', 'NoNewPrivileges=yes', 'NoNewPrivilege=yes'],
    ['laserfocus.service', 'ExecStart=/opt/laserfocus/scripts/serve.sh', 'ExecStart=/opt/laserfocus/scripts/serve-missing.sh'],
    ['laserfocus-backup.timer', 'OnCalendar=', 'OnCalender='],
    ['laserfocus-backup.service', 'Type=oneshot', 'Type=one-shot'],
  ];
  for (const [name, right, wrong] of typos) {
    assert.ok(shipped[name]!.includes(right), `${name} has ${right}`);
    const broken = verify({ ...shipped, [name]: shipped[name]!.replace(right, wrong) });
    assert.not.ok(broken.ok, `${wrong} in ${name} must fail verification`);
  }
});

test('the service: its own user, hardened, writes only to its data and cache folders, restarts on failure, stops on SIGTERM within the shutdown timeout', () => {
  const service = unit('laserfocus.service');
  const expected: Record<string, string> = {
    User: 'laserfocus',
    WorkingDirectory: '/opt/laserfocus',
    EnvironmentFile: '/etc/laserfocus.env',
    ExecStart: '/opt/laserfocus/scripts/serve.sh',
    Restart: 'on-failure',
    NoNewPrivileges: 'yes',
    ProtectSystem: 'strict',
    ProtectHome: 'yes',
    PrivateTmp: 'yes',
    ReadWritePaths: '/var/lib/laserfocus',
    StateDirectory: 'laserfocus',
    CacheDirectory: 'laserfocus',
    KillSignal: 'SIGTERM',
  };
  for (const [key, value] of Object.entries(expected)) assert.equal(values(service, key), [value], key);
  const stopSeconds = Number(/^(\d+)s?$/.exec(values(service, 'TimeoutStopSec')[0] ?? '')?.[1]);
  const shutdownMs = loadConfig({}).SHUTDOWN_TIMEOUT_MS;
  assert.ok(
    stopSeconds * 1000 > shutdownMs,
    `TimeoutStopSec (${stopSeconds} s) leaves the site its SHUTDOWN_TIMEOUT_MS (${shutdownMs} ms)`,
  );
  // systemd's own exposure score: 2.0 or less is its "OK" band (0-10, lower is safer).
  const security = spawnSync('systemd-analyze', ['security', '--offline=yes', '--threshold=20', join('deploy', 'laserfocus.service')], {
    encoding: 'utf8',
  });
  assert.is(security.status, 0, security.stdout.split('\n').slice(-3).join('\n'));
  assert.ok(existsSync(join(process.env.DIST_DIR || 'dist', 'server.js')), 'ExecStart runs the built server');
});

test('the daily timer runs the backup unit, whose own command backs up, verifies and keeps the newest 14', async () => {
  const timer = unit('laserfocus-backup.timer');
  assert.equal(values(timer, 'Persistent'), ['true']);
  assert.equal(values(timer, 'Unit'), ['laserfocus-backup.service']);
  const calendar = spawnSync('systemd-analyze', ['calendar', values(timer, 'OnCalendar')[0]!], { encoding: 'utf8' });
  assert.match(calendar.stdout, /Next elapse: .* 03:15:00/);

  const backup = unit('laserfocus-backup.service');
  const command = values(backup, 'ExecStart')[0]!;
  assert.match(command, '--dir /var/lib/laserfocus/backups --keep 14');
  // The unit's command line as is, with the data folder moved to a temp folder, run as this user
  // with a settings file of its own (the staff command reads it, as the unit's user does /etc/laserfocus.env).
  const server = await startServer();
  const dir = join(server.dir, 'backups');
  try {
    const res = await server.app.inject({ method: 'POST', url: '/api/seo-audit-request', payload: validEnquiry() });
    assert.is(res.statusCode, 201);
    const [tool, ...args] = command.replaceAll('/var/lib/laserfocus/backups', dir).split(' ');
    assert.is(tool, '/opt/laserfocus/deploy/laserfocus', 'the staff command, from the install folder');
    const envFile = join(server.dir, 'laserfocus.env');
    writeFileSync(envFile, `DATABASE_PATH=${server.config.DATABASE_PATH}\nDIST_DIR=${resolve(process.env.DIST_DIR || 'dist')}\n`);
    const user = spawnSync('id', ['-un'], { encoding: 'utf8' }).stdout.trim();
    for (let i = 0; i < 2; i++) {
      const run = spawnSync(join('deploy', 'laserfocus'), args, {
        encoding: 'utf8',
        timeout: COMMAND_MS,
        killSignal: 'SIGKILL',
        env: { PATH: process.env.PATH, LASERFOCUS_DIR: process.cwd(), LASERFOCUS_ENV: envFile, LASERFOCUS_USER: user },
      });
      assert.is(run.status, 0, run.error?.message ?? run.stderr);
      assert.match(run.stdout, /\(1 enquiry\) to .*enquiries-\d{8}-\d{6}\.db, verified; kept the newest 14/);
      if (i === 0) await new Promise((r) => setTimeout(r, 1100)); // names are per second
    }
    assert.is(readdirSync(dir).length, 2);
  } finally {
    await server.close();
  }
});

test("the Caddyfile's production defaults adapt: the site's domain with Let's Encrypt, built files from disk with the site's headers, the rest proxied to 127.0.0.1:3000 with a request id and retries", () => {
  const run = spawnSync('caddy', ['adapt', '--config', join('deploy', 'Caddyfile'), '--adapter', 'caddyfile'], {
    encoding: 'utf8',
    // The build's own snippet of the security headers, as the deploy guide's SITE_ROOT has it.
    env: { PATH: process.env.PATH, HOME: tmpdir(), SITE_ROOT: resolve('dist', 'public') },
  });
  if (run.error) throw new Error('caddy is not installed: apt-get install -y caddy (.ci/run does this)');
  assert.is(run.status, 0, run.stderr);
  const config = JSON.stringify(JSON.parse(run.stdout));
  for (const part of [
    '"host":["www.example.com.au"]',
    '"dial":"127.0.0.1:3000"',
    '"X-Request-Id":["{http.request.uuid}"]',
    '"email":"hello@laserfocus.example"',
    '"module":"acme"',
    '"Content-Security-Policy":["default-src',
    '"precompressed"',
    '"try_duration":10000000000',
  ]) {
    assert.ok(config.includes(part), `${part} in ${config}`);
  }
  assert.not.ok(config.includes('"handler":"encode"'), 'no second compression in front of the site');
});

test('every tool the staff command names is in the build, as the bundle it runs', () => {
  const tools = /^tools='([^']+)'$/m.exec(readFileSync(join('deploy', 'laserfocus'), 'utf8'))?.[1]?.split(' ') ?? [];
  assert.ok(tools.length >= 8, 'the wrapper names its tools');
  for (const tool of tools) assert.ok(existsSync(join(process.env.DIST_DIR || 'dist', 'staff', `${tool}.js`)), `dist/staff/${tool}.js`);
});

// The staff command switches to the service's user, which needs root and a user to switch to: the
// test makes a throwaway system user, and runs the wrapper from an install folder that user can read
// (the checkout may be in a folder of mode 700). Elsewhere it says so as a skip.
(canRunAsServiceUser ? test : test.skip)(
  `deploy/laserfocus runs a staff tool as the service's user with its settings file${withoutServiceUser}`,
  async () => {
    const { name: user, uid, gid, remove: removeUser } = makeServiceUser('lf-test');
    const install = installForServiceUser();
    const server = await startServer({ FORM_MIN_FILL_MS: '0' });
    try {
      assert.is(
        (
          await server.app.inject({
            method: 'POST',
            url: '/api/seo-audit-request',
            payload: validEnquiry({ email: 'staff-tool@example.com' }),
          })
        ).statusCode,
        201,
      );
      // As on the server: the data folder is the user's, the settings file root's and readable by the user's group.
      for (const name of readdirSync(server.dir)) chownSync(join(server.dir, name), uid, gid);
      chownSync(server.dir, uid, gid);
      const envFile = join(server.dir, 'laserfocus.env');
      // The release named as the service's settings name it, so the tool runs that release's bundle.
      writeFileSync(
        envFile,
        `DATABASE_PATH=${server.config.DATABASE_PATH}\nTIME_ZONE=Australia/Melbourne\nDIST_DIR="${install.distDir}"\n`,
      );
      chownSync(envFile, 0, gid);
      chmodSync(envFile, 0o640);
      const env = {
        PATH: process.env.PATH,
        LASERFOCUS_DIR: install.dir,
        LASERFOCUS_ENV: envFile,
        LASERFOCUS_USER: user,
      };
      const staffTool = (...args: string[]) =>
        spawnSync(install.tool, args, { encoding: 'utf8', env, cwd: install.dir, timeout: COMMAND_MS, killSignal: 'SIGKILL' });

      const exported = staffTool('export', '--format', 'json');
      assert.is(exported.status, 0, exported.error?.message ?? exported.stderr);
      assert.is(JSON.parse(exported.stdout.trim()).email, 'staff-tool@example.com');
      assert.match(exported.stderr, 'Wrote 1 enquiry');
      const outbox = staffTool('outbox');
      assert.is(outbox.status, 0, outbox.error?.message ?? outbox.stderr);
      assert.match(outbox.stdout, '1 pending');
      const forget = staffTool('forget', '--email', 'staff-tool@example.com');
      assert.is(forget.status, 0, forget.error?.message ?? forget.stderr);
      assert.match(forget.stdout, 'Deleted 1 enquiry');
      assert.is(
        statSync(`${server.config.DATABASE_PATH}.forgotten`).uid,
        uid,
        "the ledger is the service user's, so the site can add to it",
      );

      const unknown = staffTool('drop-tables');
      assert.is(unknown.status, 2);
      assert.match(unknown.stderr, 'unknown command "drop-tables"');
    } finally {
      await server.close();
      install.remove();
      removeUser();
    }
  },
);

test.run();
