/**
 * Shared test helpers: build the app against a temp directory and listen on 127.0.0.1, launch
 * Debian's Chromium through Playwright, and set up a browser suite that does both. Every helper
 * hands back a close function (or closes in the suite's `after`). The production bundle as a child
 * process lives in ../scripts/start-built.ts, shared with the measuring scripts.
 */
import { execFile } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest, type RequestOptions } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { suite, type Test } from 'uvu';
import type { Browser, BrowserContext, BrowserContextOptions, LaunchOptions, Page } from 'playwright';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { LabResult } from '../src/audit/lab/result.js';
import Database from 'better-sqlite3';
import * as assert from 'uvu/assert';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dir: string;
  /** The app's log lines so far (pino JSON; empty unless LOG_LEVEL is set in env). */
  logs: () => string[];
  close: () => Promise<void>;
}

export interface TestServer extends TestApp {
  url: string;
}

/** A fresh app with its own temp directory (database and all), answering through `app.inject` only (no socket); `options.now` sets the app's clock, `options.auditThread` the site check's thread module. */
export async function startApp(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'now' | 'auditThread'> = {},
): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-test-'));
  // DIST_DIR passes through, as it does for the build, so a run can use a build of its own.
  // The site check and the weekly digest off unless asked for: see tests/run.ts.
  const config = loadConfig({
    DIST_DIR: process.env.DIST_DIR,
    LOG_LEVEL: 'silent',
    DATABASE_PATH: join(dir, 'enquiries.db'),
    PORT: '0',
    AUDIT_ENABLED: 'false',
    // Links to other websites are the internet's: never asked unless a test asks (tests/run.ts).
    AUDIT_EXTERNAL_LINKS: '0',
    // The site check's browser run (Chromium, 15 s or more) only where a test asks for it (tests/lab/lab-run.test.ts).
    AUDIT_LAB_BROWSER: 'off',
    DIGEST_SCHEDULE: 'off',
    ...env,
  });
  const { stream: logStream, lines } = collectLogs();
  const app = await buildApp(config, { logStream, ...options });
  return {
    app,
    config,
    dir,
    logs: () => [...lines],
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** startApp's app, listening on a free port of loopback, for a test that needs a socket (a real client, a redirect followed). */
export async function startServer(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'now' | 'auditThread'> = {},
): Promise<TestServer> {
  const started = await startApp(env, options);
  await started.app.listen({ port: 0, host: '127.0.0.1' });
  const address = started.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { ...started, url: `http://127.0.0.1:${port}` };
}

/**
 * Node's arguments for a staff command: the release's bundle (DIST_DIR/staff/NAME.js, build.ts), which
 * is what `sudo laserfocus NAME` and the backup timer run on the server (deploy/), not the sources.
 */
export const staffArgs = (name: string, args: string[] = []): string[] => [
  join(process.env.DIST_DIR || 'dist', 'staff', `${name}.js`),
  ...args,
];

/**
 * How long a command a test runs and waits for (a staff tool, a checker, a build) may take: a limit for
 * one that hangs, not a timing goal.
 */
export const COMMAND_MS = 120_000;

/** Runs a staff command as staff do, with `env` over the test's own; rejects, as execFile does, when it exits non-zero. */
export const staffCommand = (name: string, args: string[], env: Record<string, string | undefined> = {}) =>
  promisify(execFile)(process.execPath, staffArgs(name, args), {
    env: { ...process.env, ...env },
    timeout: COMMAND_MS,
    killSignal: 'SIGKILL',
  });

/** A stream for buildApp's logStream option that keeps every log line. */
export function collectLogs(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

/** Debian's Chromium, which the site check's browser run starts; tests of that run skip, visibly, where it is missing. */
export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = (() => {
  try {
    accessSync(CHROMIUM, constants.X_OK);
    return true;
  } catch {
    return false;
  }
})();
/** What the name of a test that needs Chromium says when it is skipped. */
export const withoutChromium = hasChromium ? '' : ` (skipped: no Chromium at ${CHROMIUM})`;

/**
 * Debian's headless-only build of the same Chromium (package chromium-headless-shell): measured over 28
 * pages loaded and checked with axe, about a fifth less CPU than the full browser run headless. Only
 * for suites that read pages: in it the islands wake at load with no visitor's action, and a toast's
 * swipe went undone, so suites that act as a visitor run the full browser.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * Debian's Chromium (CHROME_PATH if set), headless, offline-safe flags (see ../shared/tools.md); `args`
 * adds to them. `readsOnly`: the headless shell above where it is installed.
 */
export async function launchChromium({
  args = [],
  readsOnly = false,
  ...options
}: LaunchOptions & { readsOnly?: boolean } = {}): Promise<Browser> {
  // Loaded here, not at the top: most test files start no browser, and Playwright takes a quarter of a second to load.
  const { chromium } = await import('playwright');
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || (readsOnly && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM),
    ...options,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
      ...args,
    ],
  });
}

/** A page that records its console errors and uncaught exceptions in `errors`. */
export type TestPage = Page & { errors: string[] };

export interface OpenOptions extends BrowserContextOptions {
  /** Install Playwright's fake clock before loading, and pause it once the islands are hydrated. */
  clock?: boolean;
  /** Viewport width (height 900). */
  width?: number;
}

export interface VisitOptions {
  /** Viewport width: the suite's, else 1280. */
  width?: number;
  /** Viewport height: 900 unless given. */
  height?: number;
  javaScriptEnabled?: boolean;
  /** Playwright's fake clock (installed in its tab before its first load), paused once the islands are hydrated, as open's. */
  clock?: boolean;
  reducedMotion?: 'reduce';
  keep?: boolean;
}

export interface BrowserSuite {
  test: Test;
  /** The in-process server, started in `before`. */
  readonly server: TestServer;
  readonly browser: Browser;
  /** A page in its own browser context (suite defaults plus `options`). */
  newPage: (options?: BrowserContextOptions) => Promise<TestPage>;
  /** newPage, go to a path of the suite's server (or a full URL), and wait until every island is hydrated. */
  open: (pathOrUrl: string, options?: OpenOptions) => Promise<TestPage>;
  /**
   * Like open, in a tab kept for the rest of the suite (one with JavaScript, one without, one on the
   * fake clock), going from page to page: a fresh context costs a new renderer process and an empty
   * cache, about three times a load in a warm tab. Only for tests that need no fresh visitor (no
   * cookies or storage that matter). Each visit is a fresh document (a navigation, not a reload,
   * which would restore the scroll position) at the screen and motion setting it names, with the
   * pointer off the page, `errors` empty, and no routes or dialog handlers left by an earlier test;
   * what carries over is what a returning visitor has, the HTTP cache and local storage. `keep`
   * stays on the page as the last test left it when the tab is already there at that width.
   */
  visit: (pathOrUrl: string, options?: VisitOptions) => Promise<TestPage>;
}

/**
 * A uvu suite whose `before` starts the app (`startServer(env)`) and Chromium (`readsOnly`: the
 * headless shell, for suites that only load and read pages) and whose `after` closes both. Call
 * `test.run()` at the end of the file as usual.
 */
export function browserSuite(
  name: string,
  {
    env = {},
    context = {},
    readsOnly = false,
  }: { env?: Record<string, string>; context?: BrowserContextOptions; readsOnly?: boolean } = {},
): BrowserSuite {
  const test = suite(name);
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  test.before(async () => {
    server = await startServer(env);
    browser = await launchChromium({ readsOnly });
  });
  test.after(async () => {
    await browser?.close();
    await server?.close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (!value) throw new Error(`${what} is only there once the suite's before hook has run`);
    return value;
  };

  const newPage = async (options: BrowserContextOptions = {}): Promise<TestPage> => {
    const ctx = await newContext(started(browser, 'browser'), { viewport: { width: 1280, height: 900 }, ...context, ...options });
    const page = Object.assign(await ctx.newPage(), { errors: [] as string[] });
    // "Failed to load resource" does not say which: the URL is added.
    page.on(
      'console',
      (m) =>
        m.type() === 'error' &&
        page.errors.push(m.text().startsWith('Failed to load resource') ? `${m.text()} (${m.location().url})` : m.text()),
    );
    page.on('pageerror', (e) => page.errors.push(e.message));
    return page;
  };

  const urlOf = (pathOrUrl: string) => (/^https?:/.test(pathOrUrl) ? pathOrUrl : started(server, 'server').url + pathOrUrl);
  const go = async (page: Page, url: string, javaScriptEnabled: boolean | undefined): Promise<void> => {
    const res = await page.goto(url);
    if (!res || res.status() >= 400) throw new Error(`${url} answered ${res?.status()}`);
    if (javaScriptEnabled !== false && (context.javaScriptEnabled ?? true)) await waitForIslands(page);
  };

  const open = async (pathOrUrl: string, { clock = false, width, ...options }: OpenOptions = {}): Promise<TestPage> => {
    const page = await newPage({ ...options, ...(width ? { viewport: { width, height: 900 } } : {}) });
    if (clock) await page.clock.install();
    await go(page, urlOf(pathOrUrl), options.javaScriptEnabled);
    // The installed clock runs on with real time; paused, it moves only when a test moves it.
    if (clock) await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    return page;
  };

  const tabs = new Map<string, Promise<TestPage>>();
  const visit: BrowserSuite['visit'] = async (pathOrUrl, options = {}) => {
    const { width = context.viewport?.width ?? 1280, height = 900, javaScriptEnabled = true, clock = false, keep = false } = options;
    const kind = !javaScriptEnabled ? 'no-js' : clock ? 'clock' : 'js';
    if (!tabs.has(kind))
      tabs.set(
        kind,
        newPage({ javaScriptEnabled }).then(async (page) => {
          // Installed before the first load, it is in every document the tab loads after.
          if (clock) await page.clock.install();
          return page;
        }),
      );
    const page = await tabs.get(kind)!;
    const url = urlOf(pathOrUrl);
    if (keep && page.url() === url && page.viewportSize()?.width === width) return page;
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    page.removeAllListeners('dialog');
    await page.mouse.move(-1, -1);
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ reducedMotion: options.reducedMotion ?? context.reducedMotion ?? null });
    page.errors.length = 0;
    if (clock) await page.clock.resume();
    await go(page, url, javaScriptEnabled);
    if (clock) await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    return page;
  };

  return {
    test,
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    newPage,
    open,
    visit,
  };
}

/**
 * How long a running site check may take to show its next step in a browser test: a limit for a
 * check that hangs, not a timing goal (with eight browser suites at once on two cores, 15 s was too short).
 */
export const CHECK_STEP_MS = 60_000;

/**
 * How long a browser test waits for one thing in a page (an element, a navigation, a condition): a
 * limit for a wait that would otherwise hang, not a timing goal. Set as each context's default, as
 * Playwright's own default (30 s) is 0 in some launches (PWDEBUG).
 */
export const BROWSER_WAIT_MS = 30_000;

/** A browser context whose every wait (Playwright's actions, locators, navigations) is limited to BROWSER_WAIT_MS. */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const ctx = await browser.newContext(options);
  ctx.setDefaultTimeout(BROWSER_WAIT_MS);
  return ctx;
}

/** Settles as `promise` does, or rejects after `ms` saying what it waited for: a limit for a wait with none of its own. */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`gave up after ${ms / 1000} s waiting for ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Waits until `condition(arg)` is true in the page, checked at each frame or every `polling` ms (a
 * busy renderer may paint no frame for a while), for at most `ms`; the error says what it waited for.
 */
export async function untilInPage<A>(
  page: Page,
  what: string,
  condition: (arg: A) => unknown,
  { arg, ms = BROWSER_WAIT_MS, polling = 'raf' }: { arg?: A; ms?: number; polling?: number | 'raf' } = {},
): Promise<void> {
  try {
    // Cast: Playwright types the argument as it arrives in the page (Unboxed<A>), which is A for the plain values passed here.
    await page.waitForFunction(condition as never, arg, { polling, timeout: ms });
  } catch (err) {
    const first = (err as Error).message.split('\n')[0];
    throw new Error(
      (err as Error).name === 'TimeoutError'
        ? `gave up after ${ms / 1000} s waiting in ${page.url()} for ${what}`
        : `${first}, while waiting in the page for ${what}`,
      { cause: err },
    );
  }
}

/** Resolves after the page has painted `count` frames (observers report after the frame that follows a change), within BROWSER_WAIT_MS. */
export const nextFrames = (page: Page, count = 2): Promise<unknown> =>
  within(
    page.evaluate(async (n) => {
      for (let i = 0; i < n; i++) await new Promise((done) => requestAnimationFrame(done));
    }, count),
    BROWSER_WAIT_MS,
    `${count} frames painted in ${page.url()}`,
  );

/** Resolves once every island on the page carries its data-hydrated marker. */
export async function waitForIslands(page: Page, timeoutMs = 10_000): Promise<void> {
  // Islands wake when their directive says (on interaction, when visible, when idle); a pointer
  // passing over each one wakes them all now, as it would for a visitor.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('[data-island]:not([data-wake="with-react"])'))
      el.dispatchEvent(new Event('pointerover', { bubbles: true }));
  });
  await untilInPage(
    page,
    'every island to be hydrated',
    () => [...document.querySelectorAll('[data-island]')].every((el) => (el as HTMLElement).dataset.hydrated === 'true'),
    { ms: timeoutMs },
  );
}

/**
 * Lays out every part of the page that the browser skips until it nears the viewport
 * (content-visibility: auto, src/styles/site.css), and loads every lazy image, as each looks once
 * scrolled to: Chromium draws a full-page screenshot without scrolling, so those parts would show
 * blank and those images as empty frames. Through the CSSOM, which the page's
 * Content-Security-Policy allows (it refuses an injected <style>).
 */
export async function layOutWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const el of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
    const lazy = [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')];
    for (const img of lazy) img.loading = 'eager';
    // A broken image shows as broken in the screenshot, as it would on screen; one that never comes is an error.
    const loaded = Promise.all(lazy.map((img) => img.decode().catch(() => undefined)));
    const late = new Promise((_, reject) => setTimeout(() => reject(new Error('the lazy images did not load within 15 s')), 15_000));
    await Promise.race([loaded, late]);
  });
}

/** A port that was free a moment ago, for a peer that must be addressed before it is started. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
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

/** Posts an enquiry to a listening server as JSON (the form island) or as a plain form (no JavaScript); redirects are not followed. */
export function postEnquiry(
  baseUrl: string,
  fields: Record<string, unknown>,
  encoding: 'json' | 'form' = 'json',
  headers: Record<string, string> = {},
): Promise<Response> {
  const json = encoding === 'json';
  return fetch(`${baseUrl}/api/seo-audit-request`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded', ...headers },
    body: json ? JSON.stringify(fields) : formBody(fields),
  });
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One request through node:http or node:https, for what fetch will not do: TRACE, a chosen Host or
 * Origin, a local address to send from, a private CA. The body is read as latin1 (bytes kept).
 */
export function rawRequest(url: string, options: RequestOptions & { body?: string } = {}): Promise<RawAnswer> {
  const { body, ...rest } = options;
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { timeout: BROWSER_WAIT_MS, ...rest }, (res) => {
      let text = '';
      res.setEncoding('latin1');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    // A limit for an answer that never comes (on a quiet socket), not a timing goal.
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url} within ${BROWSER_WAIT_MS / 1000} s`)));
    req.end(body);
  });
}

/** Polls `check` until it returns a truthy value or the time runs out. */
export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 10_000, what = 'condition'): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** One message of the W3C Nu checker (vnu-jar, on Java): an error, or a warning with its subType. */
export interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
}

/**
 * What the W3C Nu checker says of HTML files that a person would notice: errors, and a section
 * without a heading (a hole in a screen reader's outline). The tests' one HTML validator.
 */
export async function nuProblems(files: string[]): Promise<NuMessage[]> {
  // vnu exits 1 when it finds errors; its JSON report is on stderr either way. The JVM compiles with
  // C1 only and collects with one thread: half the CPU for a run of seconds, the same report (C1's
  // deeper stack frames need the larger thread stack; at 1 MB the schema check overflows it).
  const jvm = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss4m'];
  const { stderr } = await promisify(execFile)(
    'java',
    [...jvm, '-jar', 'node_modules/vnu-jar/build/dist/vnu.jar', '--format', 'json', ...files],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  ).catch((err: { stderr?: string }) => ({ stderr: err.stderr ?? String(err) }));
  let messages: NuMessage[];
  try {
    messages = (JSON.parse(stderr) as { messages: NuMessage[] }).messages;
  } catch {
    throw new Error(`the Nu checker did not report JSON (is Java installed?):\n${stderr}`);
  }
  return messages.filter(
    (m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error' || /Section lacks heading/.test(m.message),
  );
}

/** Posts an enquiry naming `website` to `server`, as the form's JSON does; resolves with its check's public id. */
export async function requestCheck(server: { url: string }, website: string, n: number): Promise<string> {
  const res = await postEnquiry(server.url, validEnquiry({ website, email: `owner${n}@prospect.example` }), 'json', { origin: server.url });
  assert.is(res.status, 201, await res.clone().text());
  return ((await res.json()) as { audit: string }).audit.split('/').pop() ?? '';
}

/** The browser run's result of check `publicId` in the database at `database`, once recorded (within `ms`). */
export function labResultIn(database: string, publicId: string, ms: number): Promise<LabResult> {
  const db = new Database(database, { readonly: true, fileMustExist: true });
  return waitFor(
    () => {
      const row = db.prepare('SELECT lab FROM audits WHERE public_id = ?').get(publicId) as { lab: string | null } | undefined;
      return row?.lab ? (JSON.parse(row.lab) as LabResult) : undefined;
    },
    ms,
    `the lab result of ${publicId}`,
  ).finally(() => db.close());
}

/** The text of a page's HTML, tags gone (React's text separators with them) and entities read: what a person reads. */
export const htmlText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** Fills the home page's audit form with `details`, sends it and follows the thank-you page to the report; the report's path. */
export async function requestCheckByForm(page: Page, details: Record<string, string>): Promise<string> {
  const form = page.locator('#contact form');
  for (const [name, value] of Object.entries(details)) await form.locator(`[name="${name}"]`).fill(value);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL(/\/thank-you\?audit=[A-Za-z0-9_-]{22}$/);
  await page.locator('a', { hasText: 'See your free site check' }).click();
  await page.waitForURL(/\/audit\/[A-Za-z0-9_-]{22}$/);
  return new URL(page.url()).pathname;
}
