/**
 * Browser runs, on the main thread's side: at most AUDIT_LAB_CONCURRENCY at once on the whole server
 * (one by default: a Chromium is about 400 MB and a core), each in a child process of its own
 * (lab-child.ts) started detached, so it leads a process group of its own that Chromium joins, and at
 * the lowest CPU priority (niceness 19, which Chromium inherits), so the thread serving pages gets the
 * CPU first. The limits are applied from here, where the run cannot ignore them:
 *
 * - at AUDIT_LAB_MS the whole group (the child, Chromium and every Chromium process) is killed with
 *   SIGKILL, and the result says the run did not finish, keeping the pages already measured;
 * - a fresh profile folder per run, in the system's temp folder, removed after every run however it
 *   ended (finished, killed, crashed), once nothing of the group is left to write to it.
 *
 * Nothing here touches the database: worker.ts records the result.
 */
import { execFile, fork } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { AddressRules } from '../address-rules.js';
import type { LabMessage, LabTask } from './lab-child.js';
import type { LabPage, LabResult } from './result.js';

export interface LabOptions extends AddressRules {
  /** Chromium's path (AUDIT_LAB_BROWSER), or `off`. */
  browser: string;
  /** Runs at once (AUDIT_LAB_CONCURRENCY). */
  concurrency: number;
  /** Cores all runs may use (AUDIT_LAB_CORES), the last of the server's; 0: every core. */
  cores: number;
  /** The whole run (AUDIT_LAB_MS). */
  labMs: number;
  /** Bytes from sites per run (AUDIT_LAB_MAX_BYTES). */
  maxBytes: number;
  /** Connecting and an answer's headers (AUDIT_TIMEOUT_MS). */
  timeoutMs: number;
  /** The child's module: lab-child.ts from source; the built server names its bundle (audit-lab.js beside server.js). */
  childFile?: string;
}

export interface LabOutcome {
  result: LabResult;
  /** Lighthouse's final screenshot of each page measured, JPEG, by page index. */
  screenshots: Map<number, Buffer>;
}

/** Niceness of a run (the most Linux allows). */
const NICE = 19;
/** How long to wait for a killed group's processes to go before removing the profile anyway. */
const GONE_WAIT_MS = 3000;

const sourceChildFile = () => fileURLToPath(new URL('./lab-child.ts', import.meta.url));

/** True when this process may run Chromium with its sandbox: not root (Chromium refuses root with one). */
const sandboxAllowed = () => process.getuid?.() !== 0;

const now = () => new Date().toISOString();

/** True while any process of the group `pgid` is left. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** util-linux's tool that sets which cores a process may run on (in Debian's essential set). */
const TASKSET = '/usr/bin/taskset';

/**
 * The cores a run may use: the last `cores` of those this server may use (`Cpus_allowed_list` in
 * /proc, such as `0-3` or `0,2-5`), or undefined when that is all of them.
 */
export function labCores(cores: number, allowedList: string): string | undefined {
  const allowed = allowedList.split(',').flatMap((part) => {
    const [from, to] = /^(\d+)(?:-(\d+))?$/.exec(part)?.slice(1) ?? [];
    if (from === undefined) return [];
    const first = Number(from);
    return Array.from({ length: Number(to ?? from) - first + 1 }, (_, i) => first + i);
  });
  if (cores === 0 || cores >= allowed.length) return undefined;
  return allowed.slice(-cores).join(',');
}

/**
 * Keeps a run (the child, and Chromium, which inherits it) on AUDIT_LAB_CORES cores, so Lighthouse and
 * Chromium leave the others to the thread serving pages: niceness alone does not (their threads still
 * take turns on every core, and each turn on the core about to serve a page delays that page).
 */
async function confineToCores(pid: number, cores: number): Promise<void> {
  const allowed = /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '';
  const list = labCores(cores, allowed);
  if (!list || !existsSync(TASKSET)) return;
  await new Promise<void>((resolve) => execFile(TASKSET, ['--all-tasks', '--cpu-list', '--pid', list, String(pid)], () => resolve()));
}

export class LabRunner {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly options: LabOptions) {}

  /** Why the browser run cannot happen on this server, or undefined when it can. */
  unavailable(): string | undefined {
    if (this.options.browser === 'off') return 'The browser measurement is turned off on this server.';
    try {
      accessSync(this.options.browser, constants.X_OK);
      return undefined;
    } catch {
      return 'The browser measurement is not available on this server (no Chromium is installed).';
    }
  }

  /** Measures `urls` (the start page first) once a run slot is free; never rejects. `stop` ends it at once (a shutdown). */
  async run(urls: string[], stop: AbortSignal): Promise<LabOutcome> {
    const missing = this.unavailable();
    const started = now();
    if (missing)
      return {
        result: {
          status: 'unavailable',
          message: missing,
          pages: [],
          blocked: { count: 0, examples: [] },
          started_at: started,
          finished_at: now(),
        },
        screenshots: new Map(),
      };
    await this.slot();
    try {
      return await this.runNow(urls, stop);
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }

  private slot(): Promise<void> {
    if (this.active < this.options.concurrency) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      this.waiting.push(() => {
        this.active++;
        resolve();
      }),
    );
  }

  private async runNow(urls: string[], stop: AbortSignal): Promise<LabOutcome> {
    const started = now();
    const profileDir = await mkdtemp(join(tmpdir(), 'laserfocus-lab-'));
    const pages: LabPage[] = [];
    const screenshots = new Map<number, Buffer>();
    let blocked = { count: 0, examples: [] as string[] };
    let ending: { status: LabResult['status']; message: string | null } | undefined;
    const child = fork(this.options.childFile ?? sourceChildFile(), [], { detached: true, stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
    const pgid = child.pid;
    try {
      if (pgid === undefined) throw new Error('the browser run could not start');
      try {
        setPriority(pgid, NICE);
      } catch {
        // Already gone: its exit is handled below.
      }
      await confineToCores(pgid, this.options.cores);
      const task: LabTask = {
        urls,
        browser: this.options.browser,
        profileDir,
        rules: {
          allowPrivate: this.options.allowPrivate,
          allowAddresses: this.options.allowAddresses,
          timeoutMs: this.options.timeoutMs,
          maxBytes: this.options.maxBytes,
        },
        deadlineAt: Date.now() + this.options.labMs,
        noSandbox: !sandboxAllowed(),
      };
      const deadline = AbortSignal.timeout(this.options.labMs);
      const ended = AbortSignal.any([deadline, stop]);
      await new Promise<void>((resolve) => {
        child.on('message', (message: LabMessage) => {
          if (message.type === 'page') {
            // Pages come in order; the screenshot's index is the page's place in the result.
            pages.push(message.page);
            if (message.screenshot) screenshots.set(pages.length - 1, Buffer.from(message.screenshot, 'base64'));
          } else blocked = message.blocked;
          if (message.type === 'done') ending = { status: 'done', message: null };
          if (message.type === 'failed')
            ending = { status: 'failed', message: 'The browser could not measure this site, so this part of the report is missing.' };
        });
        child.once('exit', () => resolve());
        child.once('error', () => resolve());
        // A shutdown that came while this run waited for its slot: nothing to measure.
        if (ended.aborted) return resolve();
        ended.addEventListener('abort', () => resolve(), { once: true });
        child.send(task);
      });
      if (!ending) {
        ending = deadline.aborted
          ? {
              status: 'timed-out',
              message: `The browser measurement did not finish within ${Math.round(this.options.labMs / 1000)} seconds, so it was stopped.`,
            }
          : { status: 'failed', message: 'The browser measurement stopped before it finished.' };
      }
    } catch (err) {
      ending = { status: 'failed', message: String((err as Error).message ?? err) };
    } finally {
      if (pgid !== undefined) {
        // The child, Chromium and all Chromium's processes: one group, one signal.
        try {
          process.kill(-pgid, 'SIGKILL');
        } catch {
          // Already gone.
        }
        for (let waited = 0; groupAlive(pgid) && waited < GONE_WAIT_MS; waited += 50) await delay(50);
      }
      // Off the thread serving pages: a used profile is hundreds of files.
      await rm(profileDir, { recursive: true, force: true, maxRetries: 3 });
    }
    return {
      result: { status: ending.status, message: ending.message, pages, blocked, started_at: started, finished_at: now() },
      screenshots,
    };
  }
}
