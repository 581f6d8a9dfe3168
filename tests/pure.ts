/**
 * The pure tier's fence (tests/unit/): loaded before a pure file, it makes every way out of the
 * process throw: a server listening, a socket connecting (fetch included), a child process, a worker
 * thread. A test that needs one belongs in tests/app/ (in process) or tests/e2e/ (a process boundary).
 * Only tsx's own compiler (esbuild, which transforms the test's TypeScript on a worker) is let through.
 */
import childProcess from 'node:child_process';
import dgram from 'node:dgram';
import net from 'node:net';
import { registerHooks, syncBuiltinESMExports } from 'node:module';
import workerThreads from 'node:worker_threads';

const message = (what: string) => `tests/unit/ is the pure tier: ${what} is not allowed here (move the test to tests/app/ or tests/e2e/)`;
const fromCompiler = () => /node_modules[\\/]esbuild[\\/]/.test(new Error().stack ?? '');

function refuse<T extends (...args: never[]) => unknown>(what: string, original: T): T {
  return function (this: unknown, ...args: Parameters<T>) {
    if (!fromCompiler()) throw new Error(message(what));
    return original.apply(this, args);
  } as unknown as T;
}

net.Server.prototype.listen = refuse('a server listening', net.Server.prototype.listen);
net.Socket.prototype.connect = refuse('a socket connecting', net.Socket.prototype.connect);
dgram.createSocket = refuse('a UDP socket', dgram.createSocket);
const processes = childProcess as unknown as Record<string, (...args: never[]) => unknown>;
for (const name of ['spawn', 'spawnSync', 'fork', 'exec', 'execSync', 'execFile', 'execFileSync'])
  processes[name] = refuse(`a child process (${name})`, processes[name]!);
const { Worker } = workerThreads;
(workerThreads as { Worker: unknown }).Worker = class extends Worker {
  constructor(...args: ConstructorParameters<typeof Worker>) {
    if (!fromCompiler()) throw new Error(message('a worker thread'));
    super(...args);
  }
};
syncBuiltinESMExports();

// Nor the compiler or dependency-cruiser: checks of lint itself are tests/lint/'s (npm run lint).
registerHooks({
  resolve: (specifier, context, next) => {
    if (/^(typescript|dependency-cruiser)(\/|$)/.test(specifier) && !fromCompiler())
      throw new Error(message(`loading ${specifier}`).replace('tests/app/ or tests/e2e/', 'tests/lint/'));
    return next(specifier, context);
  },
});
