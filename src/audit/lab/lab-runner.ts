/**
 * Browser runs, on the main thread's side: at most AUDIT_LAB_CONCURRENCY at once on the whole server
 * (one by default: a Chromium is about 400 MB and a core), each in a child process of its own
 * (lab-child.ts) started detached, so it leads a process group of its own that Chromium joins, and
 * carrying the run's name (run-marker.ts), by which any process of the run is found even outside
 * the group. The limits are applied from here, where the run cannot ignore them:
 *
 * - before it starts, confine.ts gives it a folder, an environment built from nothing, the idle CPU
 *   and I/O classes in an autogroup of its own, its cores, and the OOM killer's first place;
 * - while it works, watchdog.ts measures its memory and its folder: past AUDIT_LAB_MEMORY_MB or
 *   AUDIT_LAB_DISK_MB the whole group is killed and the run fails with a plain sentence, keeping the
 *   pages already measured;
 * - at AUDIT_LAB_MS the whole group (the child, Chromium and every Chromium process) is killed with
 *   SIGKILL, and the result says the run did not finish, keeping the pages already measured;
 * - a run our side ended (Chromium died, which the child watches for the whole run; a process of the
 *   run stopped, which the watchdog finds; the child dead without a result or saying our side
 *   failed, trust.ts) is `our-failure`: one sentence, no figures, nothing blamed on the site;
 * - afterwards every process of the run is killed and the run's folder removed however the run
 *   ended (finished, killed, crashed), once nothing of the run is left to write to it;
 * - the run dies with the server however the server ends: the kernel kills the child when the server
 *   dies (its parent-death signal, set by setpriv), and Chromium when the child dies; process.exit
 *   and an uncaught error end every live run and remove its folder first (endLiveRuns); and what a
 *   server killed outright (SIGKILL, the OOM killer) leaves, its next start ends (endOrphans).
 *
 * Nothing here touches the database: worker.ts records the result.
 */
import { fork } from 'node:child_process';
import { accessSync, constants, existsSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { confineRun, makeRunFolder, runCores } from './confine.js';
import { clip } from '../../lib/clip.js';
import { pageName } from './extract.js';
import type { LabMessage, LabTask } from './lab-child.js';
import type { RawHome } from '../findings/ai-search.js';
import { type LabPage, type LabResult, type LabTraffic, OUR_FAILURE, type OurFailure } from './result.js';
import { endOrphanedRuns, killRun, ownerPrefix, runProcesses } from './run-marker.js';
import { type LabLimits, type LabSettings, labLimits } from './settings.js';
import { type Breach, type Broken, watchRun } from './watchdog.js';

/** Where a runner's runs come from and whose they are (the limits are its settings', settings.ts). */
export interface LabPlace {
  /** The child's module: lab-child.ts from source; the built server names its bundle (audit-lab.js beside server.js). */
  childFile?: string;
  /** What names this installation's runs (the database's path); by default the folder runs are made in. */
  installation?: string;
}

export interface LabOutcome {
  result: LabResult;
  /** Lighthouse's final screenshot of each page measured, JPEG, by page index. */
  screenshots: Map<number, Buffer>;
}

/** How long to wait for a killed group's processes to go before removing the run's folder anyway. */
const GONE_WAIT_MS = 3000;

const sourceChildFile = () => fileURLToPath(new URL('./lab-child.ts', import.meta.url));

/** True when this process may run Chromium with its sandbox: not root (Chromium refuses root with one). */
const sandboxAllowed = () => process.getuid?.() !== 0;

const now = () => new Date().toISOString();

/** Kills every process of the group `pgid` (a group already gone is no error). */
function killGroup(pgid: number): void {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** True while any process of the group `pgid` is left. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** util-linux's tool that starts a program with fewer privileges (in Debian's essential set). */
const SETPRIV = '/usr/bin/setpriv';

/**
 * How the child is started: through setpriv with a parent-death signal, so the kernel kills it the
 * moment the server's process ends, however it ends (SIGKILL and the OOM killer included).
 */
const dyingWithServer = () =>
  existsSync(SETPRIV) ? { execPath: SETPRIV, execArgv: ['--pdeathsig', 'KILL', '--', process.execPath, ...process.execArgv] } : {};

/** Runs in flight in this process, by name: what endLiveRuns ends. */
const live = new Map<string, { pgid: number; root: string }>();

/**
 * Ends every run of this process at once, synchronously (process.exit and an uncaught error leave no
 * time for more): kills its group and its marked processes and removes its folder.
 */
function endLiveRuns(): void {
  for (const [name, run] of live) {
    killRun({ name, folder: run.root, session: run.pgid });
    rmSync(run.root, { recursive: true, force: true, maxRetries: 3 });
  }
  live.clear();
}

let hooked = false;
/** Once per process: endLiveRuns at process.exit, and at an uncaught error that ends the process. */
function hookProcessEnd(): void {
  if (hooked) return;
  hooked = true;
  process.on('exit', endLiveRuns);
  process.on('uncaughtExceptionMonitor', () => {
    if (process.listenerCount('uncaughtException') === 0) endLiveRuns();
  });
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1_048_576).toLocaleString('en-AU')} MB`;

/** How a run ended: its status and sentence, and what broke when it was ours. */
type Ending = Pick<LabResult, 'status' | 'message' | 'failure' | 'detail'>;

/** A run our side ended: one sentence for the report, `failure` for staff and the logs. */
const ours = (failure: OurFailure): Ending => ({ status: 'our-failure', message: OUR_FAILURE, failure });

/** What a page crossing a fence is told, naming the page that was being measured. */
function breachSentence(breach: Breach, page: string, options: LabLimits): string {
  return breach.fence === 'memory'
    ? `${page} used more memory than our test phone allows (${megabytes(options.memoryBytes)}), so the measurement was stopped.`
    : `${page} wrote more to our test phone's storage than it allows (${megabytes(options.diskBytes)}), so the measurement was stopped.`;
}

export class LabRunner {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  private readonly options: LabLimits;

  constructor(
    settings: LabSettings,
    private readonly place: LabPlace = {},
  ) {
    this.options = labLimits(settings);
  }

  /** Where runs' folders are made. */
  private get dir(): string {
    return this.options.dir || tmpdir();
  }

  private get installation(): string {
    return this.place.installation ?? this.dir;
  }

  /**
   * Ends what runs of this installation left when their server died without ending them (SIGKILL,
   * the OOM killer): their processes and folders. A live server's runs, another's included, are left.
   */
  endOrphans(): { processes: number; folders: number } {
    return endOrphanedRuns(this.installation, this.dir);
  }

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

  /**
   * Measures `urls` (the start page first) once a run slot is free; never rejects. `stop` ends it at
   * once (a shutdown). `raw`: the start page's HTML as the crawl read it, to compare the rendered page with.
   */
  async run(urls: string[], stop: AbortSignal, raw?: RawHome): Promise<LabOutcome> {
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
      return await this.runNow(urls, stop, raw);
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

  private async runNow(urls: string[], stop: AbortSignal, raw: RawHome | undefined): Promise<LabOutcome> {
    const started = now();
    const folder = await makeRunFolder(this.dir, ownerPrefix(this.installation));
    /** Each page measured by its index in `urls`, with its screenshot: a second measurement replaces the first. */
    const measured = new Map<number, { page: LabPage; screenshot?: Buffer }>();
    let blocked: LabResult['blocked'] = { count: 0, examples: [], private: 0 };
    let traffic: LabTraffic = { received: 0, sent: 0, cut: null, refusedAfterCut: 0 };
    let measuring = 0;
    let ending: Ending | undefined;
    /** What ended the run from outside it: a fence the page crossed, or the run found broken (watchdog.ts). */
    let ended: { breach: Breach } | { broken: Broken } | undefined;
    const child = fork(this.place.childFile ?? sourceChildFile(), [], {
      detached: true,
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      env: folder.env,
      ...dyingWithServer(),
    });
    const pgid = child.pid;
    hookProcessEnd();
    if (pgid !== undefined) live.set(folder.name, { pgid, root: folder.root });
    const cores = runCores(this.options.cores);
    const watch =
      pgid === undefined
        ? undefined
        : watchRun({
            pgid,
            name: folder.name,
            folder: folder.root,
            memoryBytes: this.options.memoryBytes,
            diskBytes: this.options.diskBytes,
            cores,
            // Built, the watchdog's thread is bundled beside the child (build.ts).
            file: this.place.childFile && join(dirname(this.place.childFile), 'audit-lab-watchdog.js'),
            onBreach: (breach) => {
              ended ??= { breach };
              killGroup(pgid);
            },
            onBroken: (why) => {
              ended ??= { broken: why };
              killGroup(pgid);
            },
          });
    try {
      if (pgid === undefined) throw new Error('the browser run could not start');
      await confineRun(pgid, cores);
      const task: LabTask = {
        urls,
        browser: this.options.browser,
        profileDir: folder.profile,
        rules: {
          ...this.options.addresses,
          timeoutMs: this.options.timeoutMs,
          maxBytes: this.options.maxBytes,
          maxUploadBytes: this.options.maxUploadBytes,
        },
        deadlineAt: Date.now() + this.options.labMs,
        noSandbox: !sandboxAllowed(),
        ...(raw ? { raw } : {}),
      };
      const deadline = AbortSignal.timeout(this.options.labMs);
      const over = AbortSignal.any([deadline, stop]);
      await new Promise<void>((resolve) => {
        child.on('message', (message: LabMessage) => {
          if (message.type === 'measuring') return void (measuring = message.index);
          if (message.type === 'browser') return void watch?.watchBrowser(message.pid);
          if (message.type === 'page') {
            const screenshot = message.screenshot ? Buffer.from(message.screenshot, 'base64') : undefined;
            return void measured.set(message.index, { page: message.page, ...(screenshot ? { screenshot } : {}) });
          }
          blocked = message.blocked;
          traffic = message.traffic;
          if (message.type === 'done') ending = { status: 'done', message: null };
          if (message.type === 'failed') ending = { ...ours(message.failure), detail: clip(message.message, 300) };
        });
        // 'close', not 'exit': the child may have ended with messages still on their way (its last
        // 'done'), and 'close' comes once its channel is drained too.
        child.once('close', () => resolve());
        child.once('error', () => resolve());
        // A shutdown that came while this run waited for its slot: nothing to measure.
        if (over.aborted) return resolve();
        over.addEventListener('abort', () => resolve(), { once: true });
        child.send(task);
      });
      // What came from outside the run is what ended it, whatever the child said as it died; a run the
      // child finished is finished (it ends Chromium itself as it goes, which the watchdog may see).
      if (ending?.status === 'done') ended = undefined;
      if (ended && 'breach' in ended)
        ending = { status: 'failed', message: breachSentence(ended.breach, pageName(urls[measuring] ?? '', measuring), this.options) };
      else if (ended) ending = ours(ended.broken);
      ending ??= deadline.aborted
        ? {
            status: 'timed-out',
            message: `The browser measurement did not finish within ${Math.round(this.options.labMs / 1000)} seconds, so it was stopped.`,
          }
        : // The child died without a word: killed, or crashed.
          ours('internal');
    } catch {
      ending = ours('internal');
    } finally {
      await watch?.stop();
      if (pgid !== undefined) {
        // The child, Chromium and all Chromium's processes: one group, one signal; then any process
        // of the run that left the group (run-marker.ts), until none is left.
        const run = { name: folder.name, folder: folder.root, session: pgid };
        killRun(run);
        for (let waited = 0; (groupAlive(pgid) || runProcesses(run).length > 0) && waited < GONE_WAIT_MS; waited += 50) {
          killRun(run);
          await delay(50);
        }
      }
      // Off the thread serving pages: a used profile is hundreds of files.
      await rm(folder.root, { recursive: true, force: true, maxRetries: 3 });
      live.delete(folder.name);
    }
    const peak = watch?.peak() ?? { memory: 0, disk: 0 };
    // A run our side ended carries no figures: what it measured before is not stated beside our failure.
    // The pages in the order asked for; a screenshot's index is its page's place in the result.
    const kept = ending.status === 'our-failure' ? [] : [...measured.entries()].sort(([a], [b]) => a - b).map(([, m]) => m);
    const screenshots = new Map<number, Buffer>();
    kept.forEach((m, i) => {
      if (m.screenshot) screenshots.set(i, m.screenshot);
    });
    return {
      result: {
        ...ending,
        pages: kept.map((m) => m.page),
        blocked,
        usage: { ...traffic, memoryBytes: peak.memory, diskBytes: Number.isFinite(peak.disk) ? peak.disk : this.options.diskBytes },
        started_at: started,
        finished_at: now(),
      },
      screenshots,
    };
  }
}
