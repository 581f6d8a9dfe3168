/**
 * Every check runs in a worker thread of its own (thread.ts), never on the thread that serves pages,
 * so no website, however hostile, and no bug of ours in reading it can hold a page up. The threads
 * are a piscina pool (one per check slot, started when needed, ended when idle) at a lower CPU
 * priority than the server. Two limits are applied from outside, which the thread cannot ignore:
 *
 * - the deadline: KILL_AFTER_MS after AUDIT_CRAWL_MS the thread is terminated, wherever it is (a loop
 *   that never yields included), and the check is recorded with what it had reported so far;
 * - the memory: V8's heap limit for the thread (AUDIT_MEMORY_MB); a check that needs more is ended
 *   as failed with a plain sentence, and the thread is replaced.
 *
 * Nothing here touches the database: the caller (worker.ts) records progress and results.
 */
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { clip } from '../../lib/clip.js';
import type { FetchRules } from '../read/fetch-page.js';
import { scoreOf, summaryOf } from '../findings/score.js';
import type { CheckTask, Progress } from './thread.js';
import { failed } from '../assess/result.js';
import type { AuditResult } from '../assess/result.js';

export interface CheckPoolOptions {
  /** Checks at once (AUDIT_CONCURRENCY): one thread each. */
  threads: number;
  /** Heap per thread, in MB (AUDIT_MEMORY_MB). */
  memoryMb: number;
  rules: FetchRules;
  crawl: CheckTask['crawl'] & { crawlMs: number };
  /** The thread's module: thread.ts from source; the built server names its bundle (audit-thread.js beside server.js). */
  threadFile?: string;
}

/** How long after its own deadline a check's thread is terminated: the check ends within AUDIT_CRAWL_MS + 1 s, recorded. */
export const KILL_AFTER_MS = 750;
/** A thread with no check to run for this long ends, and gives its memory back. */
const IDLE_MS = 30_000;
/** Niceness added to the check threads (the most Linux allows): under load, the thread serving pages gets the CPU first. */
const NICE = 19;

/** Run from source, the thread is thread.ts beside this file (the built server names its own bundle). */
const sourceThreadFile = () => fileURLToPath(new URL('./thread.ts', import.meta.url));

const host = (url: string) => {
  try {
    return clip(new URL(url).hostname, 100);
  } catch {
    return clip(url, 100);
  }
};

/** A check ended from outside at its deadline: what it had reported, or a failure when that was nothing. */
function cutShort(url: string, last: Progress | undefined): AuditResult {
  if (!last) return failed(`We could not finish checking ${host(url)} in the time allowed, so we stopped.`);
  const score = scoreOf(last.findings);
  return {
    status: 'done',
    score,
    findings: last.findings,
    summary: summaryOf(score, last.findings, last.pages),
    pages: last.pages,
    unread: last.unread,
  };
}

export class CheckPool {
  private readonly pool: Piscina<CheckTask, AuditResult>;

  constructor(private readonly options: CheckPoolOptions) {
    this.pool = new Piscina({
      filename: options.threadFile ?? sourceThreadFile(),
      minThreads: 0,
      maxThreads: options.threads,
      idleTimeout: IDLE_MS,
      // Each slot runs one check at a time; a queued check waits in the database, not here.
      concurrentTasksPerWorker: 1,
      niceIncrement: NICE,
      resourceLimits: { maxOldGenerationSizeMb: options.memoryMb, maxYoungGenerationSizeMb: Math.max(4, Math.round(options.memoryMb / 8)) },
    });
  }

  /**
   * Checks `url` in a thread; `onProgress` hears what it has done so far. Resolves with the result
   * (a failed one for a site that could not be checked, or that needed too much memory), or with
   * undefined when `stop` cut it short (a shutdown: the check goes back in the queue).
   */
  async check(
    url: string,
    stop: AbortSignal,
    onProgress: (progress: Progress) => void,
    /**
     * A competitor's check: its own page budget, robots.txt read first (gather.ts's askRobotsFirst), and
     * no link to another website asked about: nobody asked us to check their links, and the comparison shows none.
     */
    competitor?: { maxPages: number },
  ): Promise<AuditResult | undefined> {
    const { crawlMs, external, ...own } = this.options.crawl;
    const crawl = competitor ? { ...own, maxPages: competitor.maxPages, askRobotsFirst: true } : { ...own, external };
    const { port1: progress, port2: fromThread } = new MessageChannel();
    let last: Progress | undefined;
    progress.on('message', (p: Progress) => {
      last = p;
      onProgress(p);
    });
    const deadline = AbortSignal.timeout(crawlMs + KILL_AFTER_MS);
    const task: CheckTask = { url, rules: this.options.rules, crawl, deadlineAt: Date.now() + crawlMs, progress: fromThread };
    try {
      return await this.pool.run(task, { transferList: [fromThread], signal: AbortSignal.any([deadline, stop]) });
    } catch (err) {
      if (stop.aborted) return undefined;
      if (deadline.aborted) return cutShort(url, last);
      if ((err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        return failed(
          `Checking ${host(url)} needed more memory than we allow one check, so we stopped; our team will look at the site by hand.`,
        );
      }
      throw err;
    } finally {
      progress.close();
    }
  }

  /** Ends every thread (checks in flight with them). */
  close(): Promise<void> {
    return this.pool.destroy();
  }
}
