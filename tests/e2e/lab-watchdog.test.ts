/**
 * The browser run's watchdog (src/audit/lab/watchdog.ts) on a stand-in run: a process group with a
 * `sleep` standing in for Chromium. The watchdog's thread kills a run whose Chromium is dead and
 * then says so; the runner hears the run's child end first as often as not, so `settle` is what
 * lets it hear that word before deciding how the run ended (src/audit/lab/run-ending.ts).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type Broken, watchRun } from '../../src/audit/lab/watchdog.js';
import { waitFor, within } from '../helpers.js';

/** A limit for what should take milliseconds on a busy machine, not a timing goal. */
const LIMIT_MS = 20_000;
const LOTS = 64 * 1024 ** 3;

/**
 * A stand-in run: a process leading a group of its own, with a `sleep` in it as its "Chromium"; the
 * leader never reaps it, so a killed Chromium stays a zombie, as under a child starved of CPU.
 */
async function standInRun() {
  const folder = mkdtempSync(join(tmpdir(), 'lab-watchdog-'));
  const leader = spawn('sh', ['-c', 'sleep 600 & echo $!; exec sleep 601'], { detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
  const browser = await within(
    new Promise<number>((resolve) => leader.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())))),
    LIMIT_MS,
    'the stand-in Chromium to start',
  );
  const closed = new Promise<void>((resolve) => leader.once('close', () => resolve()));
  return { folder, leader, pgid: leader.pid ?? 0, browser, closed };
}

test("Chromium dead: the thread kills the run and its word is heard by settle, however late it comes after the run's end", async () => {
  const run = await standInRun();
  const heard: Broken[] = [];
  const watch = watchRun({
    pgid: run.pgid,
    name: 'laserfocus-lab-test-watchdog',
    folder: run.folder,
    memoryBytes: LOTS,
    diskBytes: LOTS,
    cores: undefined,
    onBreach: () => assert.unreachable('no fence is crossed'),
    onBroken: (why) => heard.push(why),
  });
  try {
    watch.watchBrowser(run.browser);
    // Told before it is killed: the thread reads its start time when it is told.
    await watch.settle();
    process.kill(run.browser, 'SIGKILL');
    await within(run.closed, LIMIT_MS, 'the run to be killed');
    await within(watch.settle(), LIMIT_MS, 'the watchdog to settle');
    assert.equal(heard, ['browser-died']);
  } finally {
    await watch.stop();
    try {
      process.kill(-run.pgid, 'SIGKILL');
    } catch {
      // Already gone.
    }
    rmSync(run.folder, { recursive: true, force: true });
  }
});

test('settle answers at once when the thread has nothing to say, and once it is stopped', async () => {
  const run = await standInRun();
  const watch = watchRun({
    pgid: run.pgid,
    name: 'laserfocus-lab-test-watchdog',
    folder: run.folder,
    memoryBytes: LOTS,
    diskBytes: LOTS,
    cores: undefined,
    onBreach: () => assert.unreachable('no fence is crossed'),
    onBroken: () => assert.unreachable('nothing is broken'),
  });
  try {
    await within(watch.settle(), LIMIT_MS, 'the watchdog to settle');
    await watch.stop();
    await within(watch.settle(), LIMIT_MS, 'a stopped watchdog to settle');
  } finally {
    await watch.stop();
    process.kill(-run.pgid, 'SIGKILL');
    await waitFor(() => run.leader.exitCode !== null || run.leader.signalCode !== null, LIMIT_MS, 'the stand-in run to end');
    rmSync(run.folder, { recursive: true, force: true });
  }
});

test.run();
