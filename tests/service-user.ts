/**
 * The service's user for tests that run deploy/laserfocus as it (`runuser`, as `sudo laserfocus` does on
 * a server): a throwaway system user, and an install folder that user can read. The checkout itself
 * may sit in a folder only its owner can enter (`/root`, every `mktemp -d`: mode 700), so what the
 * wrapper runs is put in a temp folder of mode 755: the wrapper, node_modules (the project's Node,
 * the SQLite binding, Litestream) and the release (DIST_DIR), hard-linked where the temp folder is on
 * the same disk (half a second for node_modules), copied where it is not.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Root, with useradd and runuser: a user can be made and switched to. Elsewhere the tests that need one skip, saying why. */
export const canRunAsServiceUser =
  process.getuid?.() === 0 && spawnSync('useradd', ['--help']).status === 0 && spawnSync('runuser', ['--help']).status === 0;
/** What the name of such a test says when it is skipped. */
export const withoutServiceUser = canRunAsServiceUser ? '' : ' (skipped: needs root, useradd and runuser)';

export interface ServiceUser {
  name: string;
  uid: number;
  gid: number;
  /** Deletes the user. */
  remove: () => void;
}

/** A system user with no home and no shell, named `${prefix}-${pid}`. */
export function makeServiceUser(prefix: string): ServiceUser {
  const name = `${prefix}-${process.pid}`;
  const made = spawnSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', name], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`useradd ${name} failed: ${made.stderr}`);
  const id = (flag: string) => Number(spawnSync('id', [flag, name], { encoding: 'utf8' }).stdout.trim());
  return { name, uid: id('-u'), gid: id('-g'), remove: () => void spawnSync('userdel', [name]) };
}

export interface ServiceInstall {
  /** The install folder (LASERFOCUS_DIR): deploy/laserfocus, node_modules and dist in it. */
  dir: string;
  /** The release in it, for DIST_DIR in the settings file. */
  distDir: string;
  /** The staff command's wrapper in it (deploy/laserfocus). */
  tool: string;
  remove: () => void;
}

/** `from` at `to`, hard-linked (fast, no space) or, on another disk, copied; modes kept. */
function place(from: string, to: string): void {
  for (const args of [['-al'], ['-a']]) {
    if (spawnSync('cp', [...args, from, to]).status === 0) return;
    rmSync(to, { recursive: true, force: true });
  }
  throw new Error(`could not copy ${from} to ${to}`);
}

/** A copy of what deploy/laserfocus runs, in a temp folder every user can read, from this checkout and its DIST_DIR build. */
export function installForServiceUser(): ServiceInstall {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-install-'));
  chmodSync(dir, 0o755);
  try {
    mkdirSync(join(dir, 'deploy'), { mode: 0o755 });
    const tool = join(dir, 'deploy', 'laserfocus');
    copyFileSync(join('deploy', 'laserfocus'), tool);
    chmodSync(tool, 0o755);
    place(resolve('node_modules'), join(dir, 'node_modules'));
    // DIST_DIR is a symlink to its release: the release itself is placed.
    place(realpathSync(process.env.DIST_DIR || 'dist'), join(dir, 'dist'));
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    dir,
    distDir: join(dir, 'dist'),
    tool: join(dir, 'deploy', 'laserfocus'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
