/**
 * Burst check: starts the production build on 127.0.0.1 with a fresh database, fires N concurrent
 * valid enquiries (half JSON, half plain form posts), then compares answers with rows stored and
 * exports them. `npm run burst -- --count 200`
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { startBuiltServer } from './start-built.js';

const { values } = parseArgs({ options: { count: { type: 'string', default: '200' }, port: { type: 'string', default: '0' } } });
const count = Number(values.count);
const server = await startBuiltServer({ PORT: values.port!, RATE_LIMIT_MAX: '100000', FORM_MIN_FILL_MS: '0' }, { echo: true });
const dbPath = join(server.dir, 'enquiries.db');
const base = server.url;

try {
  const started = Date.now();
  const results = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const fields = {
        name: `Burst Visitor ${i}`,
        email: `visitor${i}@example.com`,
        phone: `0400 000 ${String(i).padStart(3, '0')}`,
        website: `site${i}.com.au`,
        goals: `Burst enquiry number ${i}, with a comma and "quotes".`,
      };
      const json = i % 2 === 0;
      const res = await fetch(base + '/api/seo-audit-request', {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
        body: json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
      });
      return res.status;
    }),
  );
  const elapsed = Date.now() - started;
  const acknowledged = results.filter((s) => s === 201 || s === 303).length;
  const db = new Database(dbPath, { readonly: true });
  const stored = (db.prepare("SELECT COUNT(*) AS n FROM enquiries WHERE name LIKE 'Burst Visitor %'").get() as { n: number }).n;
  const distinct = (db.prepare('SELECT COUNT(DISTINCT email) AS n FROM enquiries').get() as { n: number }).n;
  db.close();

  const out = join(server.dir, 'burst.csv');
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/export.ts', '--out', out], {
    env: { ...process.env, DATABASE_PATH: dbPath },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const csvLines = readFileSync(out, 'utf8').split('\r\n').filter(Boolean).length - 1;

  const statuses = Object.entries(results.reduce<Record<number, number>>((m, s) => ((m[s] = (m[s] ?? 0) + 1), m), {}));
  console.log(
    `burst: ${count} concurrent enquiries in ${elapsed} ms (${Math.round((count * 1000) / elapsed)} enquiries/s); answers ${statuses.map(([s, n]) => `${s}x${n}`).join(' ')}`,
  );
  console.log(`burst: acknowledged ${acknowledged}, rows stored ${stored} (distinct emails ${distinct}), exported ${csvLines} CSV rows`);
  if (acknowledged !== count || stored !== count || csvLines !== count) {
    console.error('burst: MISMATCH - enquiries were lost or refused');
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
