/**
 * The slow site and the built servers of the tests that end a browser run's parts themselves
 * (tests/lab/lab-ours.test.ts, lab-restart.test.ts): a page busy and never done loading (an image
 * that drips a byte a second), so each run is caught while it measures, and a home (database and
 * runs' folder) that servers started one after another share.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BuiltServer, startBuiltServer, type StartOptions } from '../scripts/start-built.js';
import { CHROMIUM, htmlText, waitFor } from './helpers.js';

/** A limit for a hung wait, not a timing goal: runs are at the idle priority. */
export const GENEROUS_MS = 290_000;
/** How soon a run our side broke must have its result: the limit, a wait that fails with a message. */
export const ENDED_MS = 10_000;

/** The site: a page busy and never done loading; counts the page's loads by the test phone (Lighthouse's phone user agent). */
export async function slowSite() {
  let phoneLoads = 0;
  const page = `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Slow Plumbing</title></head>
<body><h1>Slow Plumbing</h1><p>A page of a small business in Melbourne.</p><img src="/drip" alt="" width="10" height="10">
<script>setInterval(() => { const end = Date.now() + 40; while (Date.now() < end) {} }, 50);</script></body></html>`;
  const server = createServer((req, res) => {
    if (req.url === '/drip') {
      res.writeHead(200, { 'content-type': 'image/png' });
      const drip = setInterval(() => res.write('x'), 1000);
      return void res.on('close', () => clearInterval(drip));
    }
    if (req.url === '/') {
      if (/Android/.test(req.headers['user-agent'] ?? '')) phoneLoads++;
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () => {
    server.closeAllConnections();
    server.close();
  };
  return { port: (server.address() as AddressInfo).port, phoneLoads: () => phoneLoads, close };
}

export type Site = Awaited<ReturnType<typeof slowSite>>;

/** Once Lighthouse is measuring: the test phone has loaded the page (`before` times already). */
export const measuring = (site: Site, before = 0) =>
  waitFor(() => site.phoneLoads() > before, GENEROUS_MS, 'the test phone to load the page');

/** A home for one test: its database and its runs' folder. */
export function home() {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-ours-'));
  const runsDir = join(dir, 'runs');
  mkdirSync(runsDir);
  return { dir, runsDir, database: join(dir, 'enquiries.db') };
}

/** A built server that checks the slow site with the browser run on, in `where`'s database and runs' folder. */
export function labServer(site: Site, where: ReturnType<typeof home>, options: StartOptions = {}) {
  return startBuiltServer(
    {
      AUDIT_ENABLED: 'true',
      AUDIT_ALLOW_ADDRESSES: `127.0.0.1:${site.port}`,
      AUDIT_LAB_BROWSER: CHROMIUM,
      AUDIT_LAB_DIR: where.runsDir,
      AUDIT_LAB_MS: '300000',
      AUDIT_MAX_PAGES: '1',
      DATABASE_PATH: where.database,
      FORM_MIN_FILL_MS: '0',
    },
    options,
  );
}

/** What the phone section of check `id`'s report says, as a person reads it. */
export const labSection = async (server: BuiltServer, id: string) => {
  const html = await (await fetch(`${server.url}/audit/${id}`)).text();
  return htmlText(/<section class="audit-group lab".*?<\/section>/s.exec(html)?.[0] ?? '');
};
