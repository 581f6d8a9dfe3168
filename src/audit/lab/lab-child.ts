/**
 * One browser run, in a process of its own (started by lab-runner.ts, detached into its own process
 * group, confined by confine.ts: the idle priority, an environment of its own, a folder of its own):
 * the proxy (proxy.ts), Debian's Chromium started through it with a fresh profile, and Lighthouse over
 * each page in turn. What it measures goes back to the parent as messages, page by page, so a run
 * killed at its deadline or at a fence keeps the pages already done. It never touches the database:
 * the parent records what it is told.
 *
 * The parent kills this process's whole group (this process, Chromium and every Chromium child) at
 * AUDIT_LAB_MS or when the run crosses its memory or disk fence (watchdog.ts), and removes the run's
 * folder afterwards, whatever happened here. The kernel kills this process when the server ends and
 * Chromium when this process ends (parent-death signals, set through setpriv), however either ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { chromiumFlags } from './chromium-flags.js';
import { keepInLane } from './confine.js';
import { labPageOf, screenshotOf, type LighthouseResult } from './extract.js';
import { startProxy, type ProxyRules } from './proxy.js';
import { startTime } from './run-marker.js';
import type { RawHome } from '../findings/ai-search.js';
import { compareRendered, READ_RENDERED, renderedFrom } from './rendered.js';
import type { LabBlocked as Blocked, LabPage, LabTraffic, OurFailure, RenderedComparison } from './result.js';
import { type Trust, trustOf } from './trust.js';
import { WATCH_MS } from './watchdog.js';

/** What the parent asks for. */
export interface LabTask {
  urls: string[];
  browser: string;
  profileDir: string;
  rules: ProxyRules;
  /** When the run must end (ms since the epoch); the parent kills it then in any case. */
  deadlineAt: number;
  /** Run Chromium without its sandbox (root, or no user namespaces: see docs/site-check.md). */
  noSandbox: boolean;
  /** The start page's HTML before scripts ran, as the crawl read it: the rendered page is compared with it. */
  raw?: RawHome;
}

/** What the child tells the parent: each page as it starts and ends, and the proxy's counts as they change. */
export type LabMessage =
  | { type: 'measuring'; index: number }
  /** Page `index`'s figures; sent again for the same index when a second measurement is kept instead. */
  | { type: 'page'; index: number; page: LabPage; screenshot?: string }
  | { type: 'blocked'; blocked: Blocked; traffic: LabTraffic }
  | { type: 'done'; blocked: Blocked; traffic: LabTraffic }
  /** Chromium's pid, as it starts: the parent's watchdog watches it too. */
  | { type: 'browser'; pid: number }
  /** Our side ended the run (lab-runner.ts records it as ours, with no figures). */
  | { type: 'failed'; failure: OurFailure; message: string; blocked: Blocked; traffic: LabTraffic };

/** Ends the run for a reason of ours. */
class OursFailed extends Error {
  constructor(
    readonly failure: OurFailure,
    message: string,
  ) {
    super(message);
  }
}

const send = (message: LabMessage) => new Promise<void>((resolve) => process.send?.(message, () => resolve()) ?? resolve());

/** Chromium, once started: ended with this process whatever ends it. */
let browserProcess: ChildProcess | undefined;

/** How often the proxy's counts are sent while a run works: a page can make thousands of requests a second. */
const TALLY_EVERY_MS = 500;

/**
 * Preferences of the fresh profile: pop-ups, notifications, geolocation, the camera and microphone,
 * MIDI and automatic downloads refused; downloads go nowhere without asking.
 */
function writePreferences(profileDir: string): void {
  const deny = 2;
  const settings = Object.fromEntries(
    [
      'popups',
      'notifications',
      'geolocation',
      'media_stream_camera',
      'media_stream_mic',
      'midi_sysex',
      'automatic_downloads',
      'sensors',
    ].map((name) => [name, deny]),
  );
  mkdirSync(join(profileDir, 'Default'), { recursive: true });
  writeFileSync(
    join(profileDir, 'Default', 'Preferences'),
    JSON.stringify({
      profile: { default_content_setting_values: settings },
      download: { prompt_for_download: false, default_directory: join(profileDir, 'no-downloads') },
      safebrowsing: { enabled: false },
    }),
  );
}

/** Chromium's DevTools port, from the file it writes in its profile once it listens. */
async function devtoolsPort(profileDir: string, deadlineAt: number, exited: () => boolean): Promise<number> {
  const file = join(profileDir, 'DevToolsActivePort');
  while (Date.now() < deadlineAt) {
    // Typically its sandbox could not start (no user namespaces for this user): see docs/site-check.md.
    if (exited()) throw new OursFailed('browser-died', 'Chromium exited as it started');
    try {
      const port = Number(readFileSync(file, 'utf8').split('\n')[0]);
      if (port > 0) return port;
    } catch {
      // Not written yet.
    }
    await delay(50);
  }
  throw new OursFailed('internal', 'Chromium did not start in time');
}

/** util-linux's tool that starts a program with fewer privileges (in Debian's essential set). */
const SETPRIV = '/usr/bin/setpriv';

/**
 * The command that starts Chromium, through setpriv where it is there:
 *
 * - `--pdeathsig KILL`: the kernel kills Chromium the moment this process ends, however it ends (the
 *   server's own death kills this one the same way, lab-runner.ts), and Chromium's other processes
 *   end with it; nothing of a run outlives it waiting for a cleanup that never comes.
 * - As root, without CAP_SYS_NICE: Chromium raises its display and audio threads above ordinary
 *   processes (nice -8, or real time) wherever it may, and root may: the threads of a run that should
 *   yield to every page would then preempt the thread serving pages. (The shipped service runs as its
 *   own user with no capabilities at all: deploy/laserfocus.service.)
 */
function browserCommand(browser: string, flags: string[]): [string, string[]] {
  if (!existsSync(SETPRIV)) return [browser, flags];
  const root = process.getuid?.() === 0 ? ['--inh-caps=-sys_nice', '--bounding-set=-sys_nice'] : [];
  return [SETPRIV, ['--pdeathsig', 'KILL', ...root, '--', browser, ...flags]];
}

/** How long an error waits to hear whether Chromium has exited, which would be its cause. */
const EXIT_HEARD_MS = 1000;

/** How far a verdict can be trusted, to keep the better of two runs. */
const rank = (trust: Trust) => ({ ours: 0, doubtful: 1, trusted: 2 })[trust.verdict];

/** How long reading the rendered page may take: a page that keeps its main thread busy is not waited for. */
const RENDERED_READ_MS = 5000;

/**
 * The start page as the tab shows it once Lighthouse is done (its main content's text, h1s, links and
 * tel: links, each capped in the page: rendered.ts's READ_RENDERED), compared with its HTML before
 * scripts ran; undefined when the page does not answer in time.
 */
async function renderedOf(tab: import('puppeteer-core').Page, raw: RawHome): Promise<RenderedComparison | undefined> {
  const read = tab.evaluate(READ_RENDERED) as Promise<unknown>;
  const late = new Promise<undefined>((resolve) => {
    setTimeout(() => resolve(undefined), RENDERED_READ_MS).unref();
  });
  // What the page returned is the page's: only the expected shapes are read, and capped again (rendered.ts).
  const rendered = renderedFrom(await Promise.race([read.catch(() => undefined), late]));
  return rendered && compareRendered(raw, rendered);
}

async function run(task: LabTask): Promise<void> {
  const proxy = await startProxy(task.rules);
  // The proxy's counts, whenever they have changed: a run killed from outside keeps the last ones sent.
  let last = '';
  const tally = setInterval(() => {
    const counts = { blocked: proxy.blocked(), traffic: proxy.traffic() };
    const now = JSON.stringify(counts);
    if (now === last) return;
    last = now;
    void send({ type: 'blocked', ...counts });
  }, TALLY_EVERY_MS);
  writePreferences(task.profileDir);
  const [command, args] = browserCommand(
    task.browser,
    chromiumFlags({ profileDir: task.profileDir, proxyPort: proxy.port, noSandbox: task.noSandbox }),
  );
  // Same process group as this process (not detached), so the parent's group kill reaches it.
  const chromium = spawn(command, args, { stdio: 'ignore' });
  browserProcess = chromium;
  if (chromium.pid !== undefined) void send({ type: 'browser', pid: chromium.pid });
  // The cores and class the parent gave this process (confine.ts), kept on every thread Chromium starts.
  const cores = /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '';
  let lane: NodeJS.Timeout | undefined;
  let ended = false;
  const keep = () => {
    if (!ended) lane = setTimeout(() => void keepInLane(process.pid, cores).finally(keep), WATCH_MS);
  };
  keep();
  // Chromium's end, watched for the whole run, not only as it starts: whenever it dies, the page being
  // measured is lost and the run ends at once (our failure), rather than wait for its deadline.
  let exited = false;
  const died = new Promise<never>((_resolve, reject) => {
    const gone = () => {
      exited = true;
      reject(new OursFailed('browser-died', 'Chromium exited while it measured'));
    };
    chromium.once('error', gone);
    chromium.once('exit', gone);
  });
  died.catch(() => undefined);
  const whileAlive = <T>(work: Promise<T>) => Promise.race([work, died]);
  try {
    const port = await devtoolsPort(task.profileDir, task.deadlineAt, () => exited);
    // Loaded here, not at the top: a run without Chromium never pays for them.
    const [{ default: lighthouse }, { default: puppeteer }] = await Promise.all([import('lighthouse'), import('puppeteer-core')]);
    // One tab for every page: Lighthouse drives it, and leaves the start page in it as rendered, to be read.
    const browser = await whileAlive(puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null }));
    const tab = await whileAlive(browser.newPage());
    /** One Lighthouse run of `url`: its result (undefined: none), and how long it took. */
    const measure = async (url: string) => {
      const started = Date.now();
      const left = task.deadlineAt - Date.now();
      const answer = await whileAlive(
        lighthouse(
          url,
          {
            port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            // Lighthouse's own load limit within what the run has left; the parent's kill is the real one.
            maxWaitForLoad: Math.max(5000, Math.min(45_000, left)),
          },
          undefined,
          tab,
        ),
      );
      const lhr = answer?.lhr as unknown as LighthouseResult | undefined;
      return { lhr, trust: lhr ? trustOf(lhr) : undefined, took: Date.now() - started };
    };
    /**
     * Sends page `index`'s figures from `run` (its `tries`th measurement): false when our side spoiled
     * it (no figures to give); a page cut off is said to be (extract.ts), whatever else went wrong.
     */
    const sendPage = async ({ lhr, trust }: Awaited<ReturnType<typeof measure>>, url: string, index: number, tries: number) => {
      if (!lhr || !trust) return false;
      const traffic = proxy.traffic();
      const cut = traffic.cut === 'download' ? { received: traffic.received, limit: traffic.limit ?? task.rules.maxBytes } : undefined;
      if (trust.verdict === 'ours' && !cut) return false;
      const shot = screenshotOf(lhr);
      const page = labPageOf(lhr, url, index, Boolean(shot), {
        cut,
        uncertain: trust.verdict === 'doubtful' ? trust.reasons : undefined,
        tries,
      });
      const rendered = index === 0 && task.raw && !page.problem ? await whileAlive(renderedOf(tab, task.raw)) : undefined;
      await send({ type: 'page', index, page: rendered ? { ...page, rendered } : page, screenshot: page.screenshot ? shot : undefined });
      return true;
    };
    for (const [index, url] of task.urls.entries()) {
      if (task.deadlineAt - Date.now() <= 0) break;
      await send({ type: 'measuring', index });
      let run = await measure(url);
      let sent = await sendPage(run, url, index, 1);
      // A run our side spoiled, or that Lighthouse doubts for a reason of that run alone (its warnings),
      // is made once more when the run has time for it; a page already cut off by the download cap
      // would only be cut again. The first is already sent, so a deadline during the second keeps it;
      // the better of the two is kept, the second when they are alike.
      const again = run.trust?.verdict === 'ours' || (run.trust?.verdict === 'doubtful' && run.trust.passing);
      if (again && run.trust && !proxy.traffic().cut && task.deadlineAt - Date.now() > 2 * run.took) {
        const second = await measure(url);
        if (second.trust && rank(second.trust) >= rank(run.trust)) run = second;
        sent = await sendPage(run, url, index, 2);
      }
      if (!sent && run.lhr)
        throw new OursFailed(
          run.trust?.verdict === 'ours' ? run.trust.failure : 'internal',
          `Lighthouse could not measure ${url}: ${run.lhr.runtimeError?.code}`,
        );
    }
    await send({ type: 'done', blocked: proxy.blocked(), traffic: proxy.traffic() });
  } catch (err) {
    // Chromium dead makes whatever was talking to it fail first (its DevTools port refuses, or
    // Lighthouse returns a protocol error): its exit is heard a moment later, and is what broke.
    await Promise.race([died.catch(() => undefined), delay(EXIT_HEARD_MS)]);
    // This process runs in the idle class: starved, its loop may run that delay before it reads the
    // exit that came first. /proc says for certain (a zombie is dead: startTime).
    const dead = exited || (chromium.pid !== undefined && startTime(chromium.pid) === undefined);
    await send({
      type: 'failed',
      failure: dead ? 'browser-died' : err instanceof OursFailed ? err.failure : 'internal',
      message: String((err as Error).message ?? err).slice(0, 300),
      blocked: proxy.blocked(),
      traffic: proxy.traffic(),
    });
  } finally {
    clearInterval(tally);
    ended = true;
    clearTimeout(lane);
    chromium.kill('SIGKILL');
    proxy.close();
  }
}

// Lighthouse sends Page.navigate and handles its answer only once the page has loaded
// (core/gather/driver/navigation.js): when Chromium dies first, its protocol error ("Target closed") is
// a rejection nobody handles yet, and Node's default would end this process without a word, to be
// recorded as a crash of ours rather than Chromium's death. The run's own flow hears that death (or
// its deadline), so a protocol error is left to it; any other stray rejection still ends the run.
process.on('unhandledRejection', (reason) => {
  if (!(reason instanceof Error && 'protocolMethod' in reason)) throw reason;
});

process.once('message', (task: LabTask) => {
  void run(task).then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
// The parent went away (the server stopped): nothing here is worth finishing, and Chromium goes first
// (the kernel would kill it as this process ends, by its parent-death signal, but not everywhere:
// without setpriv there is none).
process.once('disconnect', () => {
  browserProcess?.kill('SIGKILL');
  process.exit(0);
});
