/**
 * Boot, in the plain order: read and check the settings, build the app, listen (on the socket
 * systemd passes, when it does). Closes cleanly on SIGTERM/SIGINT: no new connections, in-flight
 * requests answered, then the outbox and database.
 */
import { ConfigError, checkHost, loadConfig, siteUrlWarning, type Config } from './config.js';
import type { FastifyListenOptions } from 'fastify';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { prebuilt } from './build-info.js';

function fail(err: unknown): never {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err);
    throw err;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  await checkHost(config).catch(fail);
  const warning = siteUrlWarning();
  if (warning) console.warn(warning);
  // The bundle's site-check thread is built beside this entry (build.ts); run from source, check-pool.ts finds its own.
  const auditThread = prebuilt ? fileURLToPath(new URL('./audit-thread.js', import.meta.url)) : undefined;
  const auditLabChild = prebuilt ? fileURLToPath(new URL('./audit-lab.js', import.meta.url)) : undefined;
  const app = await buildApp(config, { auditThread, auditLabChild }).catch(fail);
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Bounded: a stuck client cannot hold the process open for ever.
    const timer = setTimeout(() => {
      console.error(`shutdown timed out after ${config.SHUTDOWN_TIMEOUT_MS} ms; exiting`);
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await app.close();
    app.log.info('closed cleanly');
    process.exit(0);
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));
  const fd = inheritedSocket();
  // Node's listen takes the inherited socket as `fd`; Fastify passes its options through to it.
  await app.listen(fd === undefined ? { port: config.PORT, host: config.HOST } : ({ fd, host: config.HOST } as FastifyListenOptions));
}

/**
 * The listening socket systemd holds for the service (deploy/laserfocus.socket), if it gave us one:
 * it stays open across restarts, so connections arriving while the process restarts wait in its
 * queue for the next process instead of being refused.
 */
function inheritedSocket(): number | undefined {
  return process.env.LISTEN_FDS === '1' && process.env.LISTEN_PID === String(process.pid) ? 3 : undefined;
}

main().catch(fail);
