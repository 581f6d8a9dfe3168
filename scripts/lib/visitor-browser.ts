/**
 * Chromium as a visitor runs it, for what only a real visit shows: speculative prerendering. Chromium
 * turns prerendering off while a DevTools client is attached (its Preload domain reports
 * "PrerenderingDisabledByDevTools"), and Playwright is one, so here nothing is attached: Chromium
 * runs headed on a virtual display (Debian's Xvfb), full screen, and the pointer is moved and
 * clicked with xdotool, as a person's mouse would. What happened is read where it lands: the
 * requests a recording proxy in front of the site saw (`startRecordingProxy`), including the field
 * beacons the pages send.
 *
 * Where a link is on screen is found first by Playwright in headless Chromium at the same size
 * (`linkCentre`): the same engine lays out the same page identically.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

export const SCREEN = { width: 1280, height: 800 } as const;
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

/** Why a visitor's browser cannot run here (a missing program), or undefined when it can. */
export function visitorBrowserMissing(): string | undefined {
  for (const program of ['Xvfb', 'xdotool', CHROMIUM]) {
    try {
      execFileSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' });
    } catch {
      return `${program} is not installed (Debian: xvfb, xdotool, chromium)`;
    }
  }
  return undefined;
}

export interface Recorded {
  method: string;
  path: string;
  /** The Sec-Purpose header: "prefetch;prerender" for a page Chromium prepares before a click. */
  purpose?: string;
  /** The body of a POST (a beacon), as text. */
  body?: string;
  at: number;
}

export interface RecordingProxy {
  url: string;
  requests: Recorded[];
  close(): Promise<void>;
}

/**
 * An HTTP proxy in front of `target` that records every request. `transformHtml`, when given,
 * rewrites pages on their way through, and `extra` answers paths of the proxy's own.
 */
export async function startRecordingProxy(
  target: string,
  options: {
    transformHtml?: (html: string) => string;
    extra?: (path: string, body: string) => { type: string; body: string } | undefined;
  } = {},
): Promise<RecordingProxy> {
  const requests: Recorded[] = [];
  const upstream = new URL(target);
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = req.url ?? '/';
      const purpose = req.headers['sec-purpose'];
      requests.push({
        method: req.method ?? 'GET',
        path,
        purpose: typeof purpose === 'string' ? purpose : undefined,
        body: body.length ? body.toString() : undefined,
        at: Date.now(),
      });
      const own = options.extra?.(path, body.toString());
      if (own) {
        res.writeHead(200, { 'content-type': own.type, 'cache-control': 'no-store' }).end(own.body);
        return;
      }
      const headers: IncomingHttpHeaders = { ...req.headers, host: upstream.host };
      if (options.transformHtml) headers['accept-encoding'] = 'identity';
      const forward = request({ host: upstream.hostname, port: upstream.port, method: req.method, path, headers }, (answer) => {
        const html = options.transformHtml && String(answer.headers['content-type']).startsWith('text/html');
        if (!html) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const parts: Buffer[] = [];
        answer.on('data', (c: Buffer) => parts.push(c));
        answer.on('end', () => {
          const { 'content-length': _length, etag: _etag, ...rest } = answer.headers;
          res.writeHead(answer.statusCode ?? 502, rest).end(options.transformHtml!(Buffer.concat(parts).toString()));
        });
      });
      forward.on('error', () => res.writeHead(502).end());
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The centre of the first element matching `selector` on `url`, in screen pixels, scrolled to the top. */
export async function linkCentre(url: string, selector: string): Promise<{ x: number; y: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: SCREEN });
    await page.goto(url);
    const box = await page.locator(selector).first().boundingBox();
    if (!box || box.y + box.height > SCREEN.height) throw new Error(`${selector} is not on the first screen of ${url}`);
    return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
  } finally {
    await browser.close();
  }
}

export interface VisitorBrowser {
  /** Moves the pointer onto (x, y) and leaves it there for `ms`. */
  hover(point: { x: number; y: number }, ms: number): Promise<void>;
  /** Clicks where the pointer is. */
  click(): Promise<void>;
  /** Moves the pointer to a corner where nothing is. */
  rest(): Promise<void>;
  /** Ends Chromium as a visitor closing it would (it writes what it stores to its profile), and the display. */
  close(): Promise<void>;
  /** The profile folder, when kept after close (`keepProfile`) to read what the visit stored. */
  profile?: string;
  removeProfile(): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Headed Chromium on its own virtual display, full screen on `url`, nothing attached to it. */
export async function openVisitorBrowser(url: string, { keepProfile = false } = {}): Promise<VisitorBrowser> {
  const display = `:${90 + Math.floor(Math.random() * 400)}`;
  const xvfb = spawn('Xvfb', [display, '-screen', '0', `${SCREEN.width}x${SCREEN.height}x24`, '-nolisten', 'tcp'], { stdio: 'ignore' });
  const env = { ...process.env, DISPLAY: display };
  const profile = mkdtempSync(join(tmpdir(), 'lf-visitor-'));
  const xdotool = (...args: string[]) => execFileSync('xdotool', args, { env, stdio: 'ignore' });
  // The display is up once xdotool can read it.
  for (let i = 0; ; i++) {
    try {
      xdotool('getmouselocation');
      break;
    } catch (err) {
      if (i > 100) throw err;
      await sleep(50);
    }
  }
  const browser: ChildProcess = spawn(
    CHROMIUM,
    [
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--password-store=basic',
      '--kiosk',
      `--window-size=${SCREEN.width},${SCREEN.height}`,
      '--window-position=0,0',
      url,
    ],
    { env, stdio: 'ignore' },
  );
  const stop = (child: ChildProcess) =>
    new Promise<void>((resolve) =>
      child.exitCode !== null || child.signalCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill()),
    );
  return {
    async hover({ x, y }, ms) {
      xdotool('mousemove', String(x), String(y));
      await sleep(ms);
    },
    async click() {
      xdotool('click', '1');
    },
    async rest() {
      xdotool('mousemove', String(SCREEN.width - 1), String(SCREEN.height - 1));
    },
    async close() {
      await stop(browser);
      await stop(xvfb);
      if (!keepProfile) rmSync(profile, { recursive: true, force: true });
    },
    profile: keepProfile ? profile : undefined,
    removeProfile: () => rmSync(profile, { recursive: true, force: true }),
  };
}
