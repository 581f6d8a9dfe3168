/**
 * Boot. Read settings; listen and answer pages at once (the build rendered them, so no framework or
 * React is needed for that); then build the rest of the app (Fastify, the database, the outbox,
 * loaded from its own chunk) and hand it every other request, which waits until then. A restart
 * keeps page visitors waiting for the settings and one file read, not for the whole app. Closes
 * cleanly on SIGTERM/SIGINT.
 */
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ConfigError, checkHost, loadConfig, siteUrlWarning, type Config } from './config.js';
import { createSitePages, createSiteServer, type SiteServer } from './http-server.js';

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

async function listen(site: SiteServer, config: Config): Promise<string> {
  site.server.listen(config.PORT, config.HOST);
  await once(site.server, 'listening');
  const { address, family, port } = site.server.address() as AddressInfo;
  return `http://${family === 'IPv6' ? `[${address}]` : address}:${port}`;
}

/**
 * After a restart the first requests come together (the proxy retries what arrived while the port
 * was closed), and nearly all are pages. Loading the app's code holds the event loop for tens of
 * milliseconds at a time, so it starts once that first burst is answered: after QUIET_MS without a
 * request, and never later than MAX_WAIT_MS after listening. Other requests wait at most that long more.
 */
const QUIET_MS = 10;
const MAX_WAIT_MS = 100;

function afterFirstBurst(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(quiet);
      clearTimeout(cap);
      server.off('request', onRequest);
      server.off('page', onRequest);
      resolve();
    };
    let quiet = setTimeout(done, QUIET_MS);
    const cap = setTimeout(done, MAX_WAIT_MS);
    const onRequest = () => {
      clearTimeout(quiet);
      quiet = setTimeout(done, QUIET_MS);
    };
    // 'page': a page answered by the page lane, which node:http never sees.
    server.on('request', onRequest);
    server.on('page', onRequest);
  });
}

async function main(): Promise<void> {
  const config = readConfig();
  await checkHost(config).catch(fail);
  const warning = siteUrlWarning();
  if (warning) console.warn(warning);
  const site = createSiteServer(config, await createSitePages(config).catch(fail));
  let app: FastifyInstance | undefined;
  let appReady: Promise<unknown> = Promise.resolve();
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
    await appReady;
    app?.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // No new connections; idle ones close now, busy ones once their answer is sent. Only then does
    // the app close the outbox and the database under them.
    const closed = once(site.server, 'close');
    site.server.close();
    site.server.closeIdleConnections();
    await closed;
    await app?.close();
    app?.log.info('closed cleanly');
    process.exit(0);
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));

  const url = await listen(site, config);
  const build = async () => {
    await afterFirstBurst(site.server);
    const { buildApp } = await import('./app.js');
    // Loading the app's code held the event loop; let pages that arrived meanwhile go first.
    await new Promise((resolve) => setImmediate(resolve));
    app = await buildApp(config, { site });
    await app.ready();
  };
  appReady = build().catch(fail);
  await appReady;
  app!.log.info(`Server listening at ${url}`);
  // Read every page and make its brotli form now, between requests, so no visitor waits for it.
  void site.pages.warm().catch((err: unknown) => app!.log.error({ err }, 'warming the page cache failed'));
}

main().catch(fail);
