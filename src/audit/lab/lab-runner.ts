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
 *   and an uncaught error end every live run and remove its folder first (run-life.ts's endLiveRuns);
 *   and what a server killed outright (SIGKILL, the OOM killer) leaves, its next start ends (endOrphans).
 *
 * Nothing here touches the database: worker.ts records the result.
 */
import type { ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { confineRun, makeRunFolder, type RunFolder, runCores } from './confine.js';
import type { LabMessage, LabTask } from './lab-child.js';
import type { RawHome } from '../findings/ai-search.js';
import type { LabResult } from './result.js';
import { decideEnding, type Ending, ours } from './run-ending.js';
import { type Heard, hearChild, hearWatchdog, keptPages, nothingHeard } from './run-heard.js';
import { cleanUp, killGroup, startChild } from './run-life.js';
import { endOrphanedRuns, ownerPrefix } from './run-marker.js';
import { type LabLimits, type LabSettings, labLimits } from './settings.js';
import { type Watch, watchRun } from './watchdog.js';

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

/** True when this process may run Chromium with its sandbox: not root (Chromium refuses root with one). */
const sandboxAllowed = () => process.getuid?.() !== 0;

const now = () => new Date().toISOString();

/**
 * Gives the child its task and hears it until it ends (its channel closed), it cannot be started, or
 * `over` (the deadline or a shutdown); then hears the watchdog's last word, which may come after the
 * child's end even when the watchdog's kill was that end.
 */
async function hear(child: ChildProcess, task: LabTask, over: AbortSignal, heard: Heard, watch: Watch | undefined): Promise<void> {
  await new Promise<void>((resolve) => {
    child.on('message', (message: LabMessage) => {
      const browser = hearChild(heard, message);
      if (browser !== undefined) watch?.watchBrowser(browser);
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
  await watch?.settle();
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
    const heard = nothingHeard();
    const { child, pgid } = startChild(folder, this.place.childFile);
    const cores = runCores(this.options.cores);
    const watch = pgid === undefined ? undefined : this.watch(pgid, folder, cores, heard);
    let ending: Ending;
    try {
      if (pgid === undefined) throw new Error('the browser run could not start');
      await confineRun(pgid, cores);
      const task = this.taskFor(urls, folder, raw);
      const deadline = AbortSignal.timeout(this.options.labMs);
      await hear(child, task, AbortSignal.any([deadline, stop]), heard, watch);
      ending = decideEnding(heard, { urls, limits: this.options, deadlinePassed: deadline.aborted });
    } catch {
      ending = ours('internal');
    } finally {
      await cleanUp(folder, pgid, watch);
    }
    const peak = watch?.peak() ?? { memory: 0, disk: 0 };
    const { pages, screenshots } = keptPages(heard, ending);
    return {
      result: {
        ...ending,
        pages,
        blocked: heard.blocked,
        usage: { ...heard.traffic, memoryBytes: peak.memory, diskBytes: Number.isFinite(peak.disk) ? peak.disk : this.options.diskBytes },
        started_at: started,
        finished_at: now(),
      },
      screenshots,
    };
  }

  /** The watchdog of the run leading group `pgid`: what it says is heard, and the run is killed at once. */
  private watch(pgid: number, folder: RunFolder, cores: string | undefined, heard: Heard): Watch {
    const { childFile } = this.place;
    return watchRun({
      pgid,
      name: folder.name,
      folder: folder.root,
      memoryBytes: this.options.memoryBytes,
      diskBytes: this.options.diskBytes,
      cores,
      // Built, the watchdog's thread is bundled beside the child (build.ts).
      file: childFile && join(dirname(childFile), 'audit-lab-watchdog.js'),
      onBreach: (breach) => {
        hearWatchdog(heard, { breach });
        killGroup(pgid);
      },
      onBroken: (why) => {
        hearWatchdog(heard, { broken: why });
        killGroup(pgid);
      },
    });
  }

  /** What the child is asked to do: measure `urls` in its folder's profile, under the run's limits. */
  private taskFor(urls: string[], folder: RunFolder, raw: RawHome | undefined): LabTask {
    return {
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
  }
}
