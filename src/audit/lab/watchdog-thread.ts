/**
 * The watchdog's own thread (watchdog.ts starts it for each run, in the server's process but never
 * on the thread that serves pages): measures the run every WATCH_MS with plain synchronous reads of
 * /proc and of the run's folder, and tells the server each measurement and the first fence crossed.
 * It runs on the run's cores where the run has cores of its own, so measuring costs the site's core
 * nothing, and at niceness 19: below the site, above the run (whose idle class it always preempts).
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { execFileSync } from 'node:child_process';
import { currentThreadId } from '../../lib/idle-priority.js';
import { folderBytes, groupProcesses, residentBytes, WATCH_MS, type WatchMessage, type WatchTask } from './watchdog.js';

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

const tick = () => {
  const memory = residentBytes(groupProcesses(task.pgid));
  const disk = folderBytes(task.folder);
  tell({ type: 'measured', memory, disk });
  if (memory > task.memoryBytes) return tell({ type: 'breach', fence: 'memory', measured: memory });
  if (disk > task.diskBytes) return tell({ type: 'breach', fence: 'disk', measured: disk });
  // The next measurement WATCH_MS after this one ended: two never overlap.
  setTimeout(tick, WATCH_MS);
};
setTimeout(tick, WATCH_MS);
