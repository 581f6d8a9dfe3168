/**
 * `npm run loadtest [-- --duration 60 --rate 20 --beacons 200]`: mixed traffic against the production
 * build on 127.0.0.1 - page GETs across every route at high concurrency, a steady stream of
 * enquiries and of field beacons - then compares enquiries acknowledged with rows stored and beacons
 * accepted with page views counted (flushed on shutdown). Reports req/s, p99 latency and errors.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { routes } from '../src/routes/route-table.js';
import { startBuiltServer } from './start-built.js';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '64' },
    rate: { type: 'string', default: '20' },
    beacons: { type: 'string', default: '200' },
  },
});
const duration = Number(values.duration);
const dir = mkdtempSync(join(tmpdir(), 'laserfocus-load-'));
const dbPath = join(dir, 'enquiries.db');
// All traffic comes from 127.0.0.1, so the per-IP limits are lifted for the run.
const server = await startBuiltServer(
  { RATE_LIMIT_MAX: '1000000', BEACON_RATE_MAX: '1000000', FORM_MIN_FILL_MS: '0', DATABASE_PATH: dbPath },
  { echo: true },
);

// Warm-up, as a long-running server would be: every page asked for once.
for (const r of routes) await (await fetch(server.url + r.path, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();

let acknowledged = 0;
let enquiryErrors = 0;
let n = 0;
try {
  const pages = autocannon({
    url: server.url,
    connections: Number(values.connections),
    duration,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: routes.map((r) => ({ method: 'GET' as const, path: r.path })),
  });
  // A fixed number of enquiries, not a deadline: every one gets its answer before they are counted.
  const enquiries = autocannon({
    url: server.url,
    connections: 4,
    amount: duration * Number(values.rate),
    overallRate: Number(values.rate),
    requests: [
      {
        method: 'POST',
        path: '/api/seo-audit-request',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ name: `Load ${++n}`, email: `load${n}@example.com`, phone: '0400 000 000', goals: 'Load test enquiry' }),
        }),
        onResponse: (status) => {
          if (status === 201) acknowledged++;
          else enquiryErrors++;
        },
      },
    ],
  });
  // Field beacons as browsers send them (text/plain JSON, a person's user agent), across every route.
  let b = 0;
  let beaconsAccepted = 0;
  const beacons = autocannon({
    url: server.url,
    connections: 4,
    amount: duration * Number(values.beacons),
    overallRate: Number(values.beacons),
    requests: [
      {
        method: 'POST',
        path: '/api/beacon',
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
        },
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({
            p: routes[b++ % routes.length]!.path,
            n: 'navigate',
            d: 'phone',
            v: b % 3 === 0 ? 1 : 0,
            m: { LCP: 1200 + (b % 900), CLS: 0.01, FCP: 800, TTFB: 90 },
          }),
        }),
        onResponse: (status) => {
          if (status === 204) beaconsAccepted++;
        },
      },
    ],
  });
  const [p, e, f] = await Promise.all([pages, enquiries, beacons]);
  // Stop the server first (clean shutdown), then count what reached the database.
  await server.stop().catch(() => undefined);
  const db = new Database(dbPath, { readonly: true });
  const stored = (db.prepare("SELECT COUNT(*) AS c FROM enquiries WHERE name LIKE 'Load %'").get() as { c: number }).c;
  const views = (db.prepare('SELECT COALESCE(SUM(views), 0) AS c FROM field_pages').get() as { c: number }).c;
  db.close();
  console.log(
    `loadtest: ${duration} s, ${values.connections} connections on pages, ${values.rate} enquiries/s, ${values.beacons} beacons/s`,
  );
  console.log(
    `pages:     ${p.requests.average.toFixed(0)} req/s, p50 ${p.latency.p50} ms, p99 ${p.latency.p99} ms, max ${p.latency.max} ms, errors ${p.errors}, non-2xx ${p.non2xx}, total ${p.requests.total}`,
  );
  console.log(
    `enquiries: ${e.requests.total} sent, ${acknowledged} acknowledged, ${stored} stored, p99 ${e.latency.p99} ms, errors ${e.errors}, non-201 ${enquiryErrors}`,
  );
  console.log(
    `beacons:   ${f.requests.total} sent, ${beaconsAccepted} answered 204, ${views} page views counted, p99 ${f.latency.p99} ms, errors ${f.errors}`,
  );
  const ok =
    p.errors === 0 && p.non2xx === 0 && enquiryErrors === 0 && stored === acknowledged && f.errors === 0 && views === beaconsAccepted;
  console.log(
    ok ? 'loadtest: OK - zero errors, zero lost enquiries, every accepted beacon counted' : 'loadtest: PROBLEM - see the figures above',
  );
  if (!ok) process.exitCode = 1;
} finally {
  await server.stop().catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}
