/**
 * A check's own thread, run by check-pool.ts: fetching, parsing, crawling and scoring one website,
 * apart from the thread that serves pages. What it has done so far goes back on `progress` as it
 * comes (pages read, addresses not read yet and the findings so far, at most once a second), so a
 * check stopped from outside is still recorded with what it had found.
 */
import { isMainThread, type MessagePort } from 'node:worker_threads';
import type { Unread } from '../read/crawled.js';
import type { FetchRules } from '../read/fetch-page.js';
import type { Finding } from '../findings/finding.js';
import { currentThreadId, toIdlePriority } from '../../lib/idle-priority.js';
import type { CrawlOptions } from '../gather/gather.js';
import { runCheck } from './run-check.js';
import type { AuditResult } from '../assess/result.js';

export interface CheckTask {
  url: string;
  rules: FetchRules;
  crawl: Pick<CrawlOptions, 'maxPages' | 'siteConcurrency' | 'maxCandidates' | 'askRobotsFirst' | 'external'>;
  /** When the check must end (ms since the epoch, the same clock on every thread). */
  deadlineAt: number;
  progress: MessagePort;
}

export interface Progress {
  pages: number;
  unread: Unread;
  findings: Finding[];
}

/**
 * How often progress is sent: the report page asks every two seconds, and each message is a write
 * on the thread that serves pages; the last one before a check is stopped is at most this old.
 */
const PROGRESS_MS = 1000;

// This thread alone (never the process, whose main thread serves pages) in the idle CPU and I/O
// classes, for as long as the pool keeps it: a check gets only the CPU the pages leave.
const threadId = isMainThread ? undefined : currentThreadId();
if (threadId !== undefined) void toIdlePriority(threadId, false);

export default async function runCheckTask(task: CheckTask): Promise<AuditResult> {
  let sent = Number.NEGATIVE_INFINITY;
  try {
    return await runCheck(task.url, task.rules, {
      ...task.crawl,
      crawlMs: Math.max(0, task.deadlineAt - Date.now()),
      onProgress: ({ pages, unread }, findingsSoFar) => {
        if (performance.now() - sent < PROGRESS_MS) return;
        sent = performance.now();
        const progress: Progress = { pages, unread, findings: findingsSoFar() };
        task.progress.postMessage(progress);
      },
    });
  } finally {
    task.progress.close();
  }
}
