/**
 * A really full disk under the production build: the database lives on a small tmpfs that is then
 * filled with a file, as a log or an upload would fill a server's disk. Needs root (mount); where
 * mounting is not allowed it is skipped, and says so (tests/app/disk-full.test.ts covers the same
 * promises on any machine with a capped database).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startBuiltServer } from '../../scripts/start-built.js';
import { postEnquiry, validEnquiry, waitFor } from '../helpers.js';

function mountTmpfs(dir: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Whether this machine lets the test mount a tmpfs (root, outside a locked-down container): tried once. */
function canMount(): boolean {
  const probe = mkdtempSync(join(tmpdir(), 'laserfocus-tmpfs-probe-'));
  const mounted = mountTmpfs(probe);
  if (mounted) execFileSync('umount', [probe]);
  rmSync(probe, { recursive: true, force: true });
  return mounted;
}
const mountable = canMount();

(mountable ? test : test.skip)(
  `a full filesystem: every acknowledged enquiry is stored, the rest answered 503; freeing space recovers the running server${mountable ? '' : ' (skipped: mounting a tmpfs needs root)'}`,
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'laserfocus-tmpfs-'));
    assert.ok(mountTmpfs(dir), 'a tmpfs mounted');
    const dbPath = join(dir, 'enquiries.db');
    const server = await startBuiltServer({ DATABASE_PATH: dbPath, RATE_LIMIT_MAX: '100000', FORM_MIN_FILL_MS: '0' });
    const statuses = new Map<string, number>();
    const post = async (email: string) => {
      const res = await postEnquiry(
        server.url,
        validEnquiry({ email, goals: 'More customers from search, please. '.repeat(100) }),
        statuses.size % 2 === 0 ? 'json' : 'form',
      );
      statuses.set(email, res.status);
      return res.status;
    };
    try {
      for (let i = 0; i < 4; i++) assert.ok([201, 303].includes(await post(`before-${i}@example.com`)));
      // Fill what is left of the filesystem; dd stops with "No space left on device".
      try {
        execFileSync('dd', ['if=/dev/zero', `of=${join(dir, 'filler')}`, 'bs=64k'], { stdio: 'ignore' });
      } catch {
        /* expected: the disk is full */
      }
      for (let i = 0; i < 20; i++) await post(`full-${i}@example.com`);
      const health = await fetch(`${server.url}/healthz`);
      assert.is(health.status, 503);
      assert.match(String((await health.json()).error), /^SQLITE_(FULL|IOERR)/);

      rmSync(join(dir, 'filler'));
      await waitFor(async () => (await fetch(`${server.url}/healthz`)).status === 200, 5000, '/healthz 200 once space returned');
      for (let i = 0; i < 2; i++) assert.ok([201, 303].includes(await post(`after-${i}@example.com`)));

      const db = new Database(dbPath, { readonly: true });
      const stored = new Set((db.prepare('SELECT email FROM enquiries').all() as { email: string }[]).map((r) => r.email));
      assert.is(db.pragma('integrity_check', { simple: true }), 'ok');
      db.close();
      const acknowledged = [...statuses].filter(([, s]) => s === 201 || s === 303).map(([e]) => e);
      const refused = [...statuses].filter(([, s]) => s === 503).map(([e]) => e);
      assert.is(acknowledged.length + refused.length, statuses.size, `only 201/303/503: ${[...statuses.values()].join(' ')}`);
      assert.ok(refused.length > 0, 'the full disk refused some');
      assert.equal(
        acknowledged.filter((e) => !stored.has(e)),
        [],
        'acknowledged but not stored',
      );
      assert.equal(
        refused.filter((e) => stored.has(e)),
        [],
        'refused but stored',
      );
      console.log(
        `  disk full (tmpfs): ${statuses.size} sent, ${acknowledged.length} acknowledged = ${stored.size} stored, ${refused.length} answered 503`,
      );
    } finally {
      await server.stop();
      execFileSync('umount', [dir]);
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

test.run();
