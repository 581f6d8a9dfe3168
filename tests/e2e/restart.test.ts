/**
 * Restarting Node behind the shipped Caddyfile loses nothing: while visitors load pages, send field
 * measurements and post enquiries, Node is stopped and started again, and no request gets an error
 * (Caddy serves built pages from disk and retries the dial to Node while its port is closed).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startCaddyStack } from '../caddy.js';
import { validEnquiry, waitFor } from '../helpers.js';

test('a restart of Node behind Caddy in the middle of traffic: zero failed requests, every acknowledged enquiry stored', async () => {
  const stack = await startCaddyStack({ FORM_MIN_FILL_MS: '0', RATE_LIMIT_MAX: '100000' });
  const failures: string[] = [];
  const acknowledged = new Set<string>();
  const counts = { pages: 0, beacons: 0, enquiries: 0 };
  let restarted = false;
  let afterRestart = 0;
  const beacon = JSON.stringify({ p: '/strategy/seo', n: 'navigate', d: 'phone', v: 1, m: { LCP: 1200, TTFB: 80 } });
  try {
    const visitor = async (v: number) => {
      // Bounded: each visitor makes its round of three requests until 40 rounds after the restart.
      for (let i = 0; afterRestart < 40 || !restarted; i++) {
        const calls: [keyof typeof counts, () => ReturnType<typeof stack.viaCaddy>][] = [
          ['pages', () => stack.viaCaddy(i % 2 ? '/strategy/seo' : '/', { from: `127.0.1.${v}` })],
          [
            'beacons',
            () =>
              stack.viaCaddy('/api/beacon', {
                method: 'POST',
                from: `127.0.1.${v}`,
                headers: { 'content-type': 'application/json', origin: stack.origin },
                body: beacon,
              }),
          ],
          [
            'enquiries',
            () =>
              stack.viaCaddy('/api/seo-audit-request', {
                method: 'POST',
                from: `127.0.1.${v}`,
                headers: { 'content-type': 'application/json', origin: stack.origin },
                body: JSON.stringify(validEnquiry({ email: `restart-${v}-${i}@example.com` })),
              }),
          ],
        ];
        for (const [kind, call] of calls) {
          counts[kind]++;
          try {
            const res = await call();
            if (res.status >= 300) failures.push(`${kind} ${res.status}`);
            if (kind === 'enquiries' && res.status === 201) acknowledged.add(`restart-${v}-${i}@example.com`);
          } catch (err) {
            failures.push(`${kind}: ${(err as Error).message}`);
          }
        }
        if (restarted) afterRestart++;
      }
    };
    const visitors = Array.from({ length: 4 }, (_, v) => visitor(v + 1));
    // Once traffic is flowing, the restart (as `systemctl restart` does it: SIGTERM, then a new process).
    await waitFor(() => counts.enquiries >= 40, 60_000, 'the visitors to send 40 enquiries before the restart');
    await stack.restartNode();
    restarted = true;
    await Promise.all(visitors);

    const db = new Database(join(stack.dir, 'enquiries.db'), { readonly: true });
    const stored = new Set(
      (db.prepare("SELECT email FROM enquiries WHERE email LIKE 'restart-%'").all() as { email: string }[]).map((r) => r.email),
    );
    db.close();
    console.log(
      `  restart: ${counts.pages} page GETs, ${counts.beacons} beacons, ${counts.enquiries} enquiries through Caddy; ${failures.length} failed; ${acknowledged.size} acknowledged, ${[...acknowledged].filter((e) => stored.has(e)).length} stored`,
    );
    assert.equal(
      failures,
      [],
      `no request failed:\n${stack
        .caddyOutput()
        .split('\n')
        .filter((l) => l.includes('error'))
        .slice(0, 5)
        .join('\n')}`,
    );
    assert.equal(
      [...acknowledged].filter((e) => !stored.has(e)),
      [],
      'every acknowledged enquiry is stored',
    );
    assert.is(acknowledged.size, counts.enquiries, 'every enquiry acknowledged');
  } finally {
    await stack.close();
  }
});

test.run();
