/**
 * The one way to run the production bundle (dist/server.js) as a child process, for the tests and
 * the measuring scripts: port 0 unless PORT is given, 127.0.0.1, a temp database unless
 * DATABASE_PATH is given. The bound port is read from Fastify's own "Server listening at" log line,
 * so nothing sleeps or guesses a free port. All output is kept for failure messages.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface BuiltProcess {
  child: ChildProcess;
  /** Temp directory of this run (the database lives here unless DATABASE_PATH was given). */
  dir: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the first output line matching, including lines already written. */
  waitForOutput: (match: RegExp | string, timeoutMs?: number) => Promise<string>;
  /** Settles when the process exits (also if it already has). */
  exit: Promise<Exit>;
}

export interface BuiltServer extends BuiltProcess {
  url: string;
  port: number;
  /** SIGTERM, wait for the exit, remove the temp directory. */
  stop: () => Promise<Exit>;
}

export interface StartOptions {
  /** Copy warnings and errors of the server to this process's stderr (the scripts want them). */
  echo?: boolean;
  timeoutMs?: number;
  /**
   * Listen on a socket held for it on this port, as systemd's socket activation does
   * (scripts/socket-holder.pl): SIGHUP to the child then restarts the server the way `systemctl restart` does.
   */
  heldSocketPort?: number;
  /** Run the server on these cores only (util-linux's taskset list, such as `0`): a server of one core. */
  cpuList?: string;
  /** Start it in a process group (and session) of its own, as a shell or a service manager does: a signal to its group then reaches it alone. */
  detached?: boolean;
  /** Another checkout's build (its own scripts/serve.sh and dist), such as an older commit's for an A/B measurement. */
  cwd?: string;
  /**
   * Start it under a parent that never reaps it (perl, asleep): killed, the server stays a zombie
   * until the test ends that parent (`child`), as under a supervisor that is busy or stopped. The
   * server's own pid is then in its log lines (`"pid":`), not `child.pid`.
   */
  unreaped?: boolean;
}

/** A parent that starts its arguments as its child and sleeps, never waiting for it. */
const UNREAPED = ['perl', '-e', 'my $pid = fork() // die "fork: $!"; exec(@ARGV) or die "exec: $!" if $pid == 0; sleep 3600;'];

/** How the site's Node process is started everywhere, with its flags (npm start and the service use it too). */
export const SERVE = resolve('scripts', 'serve.sh');

/** Spawns dist/server.js without waiting for it (a bad setting, for instance, never listens). */
export function spawnBuiltServer(
  env: Record<string, string> = {},
  { echo = false, heldSocketPort, cpuList, detached = false, cwd, unreaped = false }: StartOptions = {},
): BuiltProcess {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-built-'));
  const serve = cwd ? resolve(cwd, 'scripts', 'serve.sh') : SERVE;
  const [command, ...args] = [
    ...(cpuList ? ['taskset', '--cpu-list', cpuList] : []),
    ...(unreaped ? UNREAPED : []),
    ...(heldSocketPort ? ['perl', resolve('scripts', 'socket-holder.pl'), '127.0.0.1', String(heldSocketPort), serve] : [serve]),
  ];
  const child = spawn(command!, args, {
    // LOG_LEVEL info at least: the "Server listening at" line is how the port is learned.
    env: {
      // The site check's browser run only where asked for (it is a Chromium of its own per check).
      AUDIT_LAB_BROWSER: 'off',
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_PATH: join(dir, 'enquiries.db'),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
    cwd,
  });
  const lines: string[] = [];
  const waiters = new Set<(line: string) => void>();
  const exit = new Promise<Exit>((done) => child.once('exit', (code, signal) => done({ code, signal })));
  const push = (line: string) => {
    lines.push(line);
    // Pino levels 10-30 are trace, debug and info: only warnings, errors and plain text are echoed.
    if (echo && !/^\{"level":[123]0,/.test(line)) process.stderr.write(`server: ${line}\n`);
    for (const w of waiters) w(line);
  };
  const collect = (stream: NodeJS.ReadableStream) => {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop()!;
      parts.forEach(push);
    });
    stream.on('end', () => partial && push(partial));
  };
  collect(child.stdout!);
  collect(child.stderr!);
  const output = () => lines.join('\n');
  const matches = (line: string, match: RegExp | string) => (typeof match === 'string' ? line.includes(match) : match.test(line));
  const waitForOutput = (match: RegExp | string, timeoutMs = 15_000) =>
    new Promise<string>((done, fail) => {
      const seen = lines.find((l) => matches(l, match));
      if (seen !== undefined) return done(seen);
      const finish = (error?: Error, line?: string) => {
        waiters.delete(onLine);
        clearTimeout(timer);
        if (error) fail(error);
        else done(line!);
      };
      const onLine = (line: string) => matches(line, match) && finish(undefined, line);
      const timer = setTimeout(() => finish(new Error(`no output matching ${match} within ${timeoutMs} ms:\n${output()}`)), timeoutMs);
      waiters.add(onLine);
      void exit.then(({ code, signal }) =>
        finish(new Error(`server exited (${signal ?? `code ${code}`}) before output matching ${match}:\n${output()}`)),
      );
    });
  return { child, dir, output, waitForOutput, exit };
}

/** Starts dist/server.js and resolves once it listens and /healthz answers 200. */
export async function startBuiltServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<BuiltServer> {
  const proc = spawnBuiltServer(env, options);
  const stop = async (): Promise<Exit> => {
    if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill('SIGTERM');
    const result = await proc.exit;
    rmSync(proc.dir, { recursive: true, force: true });
    return result;
  };
  try {
    const line = await proc.waitForOutput('Server listening at http://127.0.0.1:', options.timeoutMs);
    const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)![1]!;
    const health = await fetch(`${url}/healthz`).catch((err: Error) => {
      throw new Error(`${url}/healthz: ${err.message}:\n${proc.output()}`);
    });
    if (!health.ok) throw new Error(`${url}/healthz answered ${health.status}:\n${proc.output()}`);
    return { ...proc, url, port: Number(new URL(url).port), stop };
  } catch (err) {
    proc.child.kill('SIGKILL');
    await stop();
    throw err;
  }
}
