/**
 * The watchdog's own thread (watchdog.ts starts it for each run, in the server's process but never
 * on the thread that serves pages): measures the run with plain synchronous reads of /proc and of the
 * run's folder, kills the run itself the moment it crosses a fence (no round trip through the thread
 * serving pages, which may be busy), and tells the server each exact measurement and the fence
 * crossed. It runs on the run's cores where the run has cores of its own, so measuring costs the
 * site's core nothing, and at niceness 19: below the site, above the run (whose idle class it always
 * preempts).
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { execFileSync } from 'node:child_process';
import { currentThreadId } from '../../lib/idle-priority.js';
import { anonBytes, chargedBytes } from './run-memory.js';
import { killRun, RunMembers, startTime, stoppedOf } from './run-marker.js';
import {
  FAST_MS,
  folderBytes,
  NEAR_FAST_MS,
  NEAR_MS,
  WATCH_MS,
  type Breach,
  type WatchMessage,
  type WatchRequest,
  type WatchTask,
} from './watchdog.js';

const task = workerData as WatchTask;
const tid = currentThreadId();
if (tid !== undefined) {
  try {
    setPriority(tid, 19);
    if (task.cores) execFileSync('/usr/bin/taskset', ['--cpu-list', '--pid', task.cores, String(tid)], { stdio: 'ignore' });
  } catch {
    // Without them it measures all the same.
  }
}

const tell = (message: WatchMessage) => parentPort?.postMessage(message);
const run = { name: task.name, folder: task.folder, session: task.pgid };
const members = new RunMembers(run);
/** The exact reading minus the quick one, as of the last exact reading: the quick one plus this estimates the exact one. */
let offset = 0;
let exactAt = 0;
/** The processes at the last exact reading: the estimate holds only while they are the same ones. */
let exactOf = '';
let diskAt = 0;
let disk = 0;

/** The run's Chromium, once the run tells it (lab-runner.ts): its pid, and its start time then. */
let browser: { pid: number; started: string | undefined } | undefined;
// Heard between two ticks, never during one: a verdict (and the kill before it) is sent before `settled`.
parentPort?.on('message', (message: WatchRequest) => {
  if ('settle' in message) return tell({ type: 'settled' });
  browser = { pid: message.browser, started: startTime(message.browser) };
});

function kill(breach: Breach): void {
  killRun(run);
  tell({ type: 'breach', ...breach });
}

const tick = () => {
  const now = Date.now();
  const pids = members.list();
  const quick = anonBytes(pids);
  const estimate = quick + offset;
  // Just read exactly, near the fence, over the same processes: the estimate is as good as a reading
  // (a new process would not be: its pages shared with the others count whole in the quick one).
  const same = pids.join(',') === exactOf;
  if (same && now - exactAt <= 2 * NEAR_MS && estimate > task.memoryBytes) return kill({ fence: 'memory', measured: estimate });
  const near = estimate >= task.memoryBytes * 0.75;
  if (now - exactAt >= (near ? NEAR_MS : WATCH_MS) || estimate > task.memoryBytes) {
    const memory = chargedBytes(pids, task.folder);
    offset = memory - anonBytes(pids);
    exactAt = Date.now();
    exactOf = pids.join(',');
    if (exactAt - diskAt >= WATCH_MS) {
      disk = folderBytes(task.folder);
      diskAt = Date.now();
    }
    tell({ type: 'measured', memory, disk });
    if (memory > task.memoryBytes) return kill({ fence: 'memory', measured: memory });
    if (disk > task.diskBytes) return kill({ fence: 'disk', measured: disk });
    // A process of the run stopped by a signal (nothing of the page's can send one): the run cannot
    // finish, and its figures, were it let go on, would count the stop as the page's time. Chromium
    // dead (a zombie counts: startTime): the page being measured is lost.
    const why =
      stoppedOf(pids) !== undefined ? 'stopped' : browser && startTime(browser.pid) !== browser.started ? 'browser-died' : undefined;
    if (why) {
      killRun(run);
      return tell({ type: 'broken', why });
    }
  }
  // The next reading after this one ended: two never overlap.
  setTimeout(tick, estimate >= task.memoryBytes / 2 ? NEAR_FAST_MS : FAST_MS);
};
setTimeout(tick, FAST_MS);
