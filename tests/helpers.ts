/**
 * Shared test helpers: build the app against a temp directory, listen on 127.0.0.1, and launch
 * Debian's Chromium through Playwright. Every helper hands back a close function.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type LaunchOptions } from 'playwright';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';

export interface TestServer {
  app: FastifyInstance;
  url: string;
  config: Config;
  dir: string;
  close: () => Promise<void>;
}

/** A fresh app with its own temp directory (database and all), listening on a free port. */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-test-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_PATH: join(dir, 'enquiries.db'), PORT: '0', ...env });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    config,
    dir,
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium, offline-safe flags (see ../shared/tools.md). */
export function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
    ...options,
  });
}

/** A valid audit request, with overrides. */
export function validEnquiry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Jane Citizen',
    email: 'jane@example.com.au',
    phone: '0400 123 456',
    website: 'https://janes-bakery.com.au',
    goals: 'We want more local customers finding us on Google.',
    ...overrides,
  };
}

/** URL-encodes a flat object the way a browser encodes a form. */
export function formBody(fields: Record<string, unknown>): string {
  return new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
}

/** Polls `check` until it returns a truthy value or the time runs out. */
export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 10_000, what = "condition"): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
