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
import type { ChildProcess } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { labPageOf, screenshotOf, type LighthouseResult } from './extract.js';
import { type ChromiumWatch, devtoolsPort, keepChromiumInLane, OursFailed, startChromium, watchChromium } from './lab-chromium.js';
import { type LabProxy, startProxy, type ProxyRules } from './proxy.js';
import type { RawHome } from '../findings/ai-search.js';
import { compareRendered, READ_RENDERED, renderedFrom } from './rendered.js';
import type { LabBlocked as Blocked, LabPage, LabTraffic, OurFailure, RenderedComparison } from './result.js';
import { childFailure } from './run-ending.js';
import { type Trust, trustOf } from './trust.js';

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

const send = (message: LabMessage) => new Promise<void>((resolve) => process.send?.(message, () => resolve()) ?? resolve());

/** Chromium, once started, with its end watched: ended with this process whatever ends it. */
let browser: { process: ChildProcess; watch: ChromiumWatch } | undefined;

/** Puppeteer's protocol error (its TargetCloseError too), once puppeteer is loaded: none comes before. */
let PuppeteerProtocolError: typeof import('puppeteer-core').ProtocolError | undefined;

/** How often the proxy's counts are sent while a run works: a page can make thousands of requests a second. */
const TALLY_EVERY_MS = 500;

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

/** Sends the proxy's counts every TALLY_EVERY_MS when they have changed (a run killed from outside keeps the last ones sent); returns what stops it. */
function tallyProxy(proxy: LabProxy): () => void {
  let last = '';
  const tally = setInterval(() => {
    const counts = { blocked: proxy.blocked(), traffic: proxy.traffic() };
    const now = JSON.stringify(counts);
    if (now === last) return;
    last = now;
    void send({ type: 'blocked', ...counts });
  }, TALLY_EVERY_MS);
  return () => clearInterval(tally);
}

/** What a run's pages are measured with: its task, its proxy, Chromium's DevTools port, the one tab, and Lighthouse. */
interface Measuring {
  task: LabTask;
  proxy: LabProxy;
  chromium: ChromiumWatch;
  port: number;
  tab: import('puppeteer-core').Page;
  lighthouse: typeof import('lighthouse').default;
}

/** Connects to Chromium once it listens and opens the one tab every page is measured in. */
async function openTab(task: LabTask, proxy: LabProxy, chromium: ChromiumWatch): Promise<Measuring> {
  const port = await devtoolsPort(task.profileDir, task.deadlineAt, chromium.dead);
  // Loaded here, not at the top: a run without Chromium never pays for them.
  const [{ default: lighthouse }, { default: puppeteer, ProtocolError }] = await Promise.all([
    import('lighthouse'),
    import('puppeteer-core'),
  ]);
  PuppeteerProtocolError = ProtocolError;
  // One tab for every page: Lighthouse drives it, and leaves the start page in it as rendered, to be read.
  const browser = await chromium.whileAlive(puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null }));
  const tab = await chromium.whileAlive(browser.newPage());
  return { task, proxy, chromium, port, tab, lighthouse };
}

/** One Lighthouse run. */
type Measurement = { lhr: LighthouseResult | undefined; trust: Trust | undefined; took: number };

/** One Lighthouse run of `url`: its result (undefined: none), and how long it took. */
async function measure({ task, port, tab, chromium, lighthouse }: Measuring, url: string): Promise<Measurement> {
  const started = Date.now();
  const left = task.deadlineAt - Date.now();
  const answer = await chromium.whileAlive(
    lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        // Agentic Browsing in the same run (its audits read the page already loaded, and fetch /llms.txt and the ARD catalogue).
        onlyCategories: ['performance', 'accessibility', 'agentic-browsing'],
        // Lighthouse's own load limit within what the run has left; the parent's kill is the real one.
        maxWaitForLoad: Math.max(5000, Math.min(45_000, left)),
      },
      undefined,
      tab,
    ),
  );
  const lhr = answer?.lhr as unknown as LighthouseResult | undefined;
  return { lhr, trust: lhr ? trustOf(lhr) : undefined, took: Date.now() - started };
}

/**
 * Sends page `index`'s figures from `run` (its `tries`th measurement): false when our side spoiled
 * it (no figures to give); a page cut off is said to be (extract.ts), whatever else went wrong.
 */
async function sendPage(
  { task, proxy, tab, chromium }: Measuring,
  { lhr, trust }: Measurement,
  url: string,
  index: number,
  tries: number,
): Promise<boolean> {
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
  const rendered = index === 0 && task.raw && !page.problem ? await chromium.whileAlive(renderedOf(tab, task.raw)) : undefined;
  await send({ type: 'page', index, page: rendered ? { ...page, rendered } : page, screenshot: page.screenshot ? shot : undefined });
  return true;
}

/** Measures each page in turn, sending each as it is measured, until the deadline. */
async function measurePages(measuring: Measuring): Promise<void> {
  const { task, proxy } = measuring;
  for (const [index, url] of task.urls.entries()) {
    if (task.deadlineAt - Date.now() <= 0) break;
    await send({ type: 'measuring', index });
    let run = await measure(measuring, url);
    let sent = await sendPage(measuring, run, url, index, 1);
    // A run our side spoiled, or that Lighthouse doubts for a reason of that run alone (its warnings),
    // is made once more when the run has time for it; a page already cut off by the download cap
    // would only be cut again. The first is already sent, so a deadline during the second keeps it;
    // the better of the two is kept, the second when they are alike.
    const again = run.trust?.verdict === 'ours' || (run.trust?.verdict === 'doubtful' && run.trust.passing);
    if (again && run.trust && !proxy.traffic().cut && task.deadlineAt - Date.now() > 2 * run.took) {
      const second = await measure(measuring, url);
      if (second.trust && rank(second.trust) >= rank(run.trust)) run = second;
      sent = await sendPage(measuring, run, url, index, 2);
    }
    if (!sent && run.lhr)
      throw new OursFailed(
        run.trust?.verdict === 'ours' ? run.trust.failure : 'internal',
        `Lighthouse could not measure ${url}: ${run.lhr.runtimeError?.code}`,
      );
  }
}

/**
 * What the parent is told when the run broke with `err`. Chromium dead makes whatever was talking to
 * it fail first (its DevTools port refuses, or Lighthouse returns a protocol error): its exit is heard
 * a moment later, and is what broke.
 */
async function failedMessage(err: unknown, chromium: ChromiumWatch, proxy: LabProxy): Promise<LabMessage> {
  await Promise.race([chromium.died.catch(() => undefined), delay(EXIT_HEARD_MS)]);
  return {
    type: 'failed',
    failure: childFailure(chromium.dead(), err instanceof OursFailed ? err.failure : undefined),
    // A rejection may carry anything, undefined included: reading it must not throw, or the child
    // would end without a word.
    message: String((err as Error | undefined)?.message ?? err).slice(0, 300),
    blocked: proxy.blocked(),
    traffic: proxy.traffic(),
  };
}

/** The run: start the proxy and Chromium, measure each page, tell the parent how it ended, and end what was started. */
async function run(task: LabTask): Promise<void> {
  const proxy = await startProxy(task.rules);
  const stopTally = tallyProxy(proxy);
  const chromium = startChromium(task, proxy.port);
  if (chromium.pid !== undefined) void send({ type: 'browser', pid: chromium.pid });
  const stopLane = keepChromiumInLane();
  const watch = watchChromium(chromium);
  browser = { process: chromium, watch };
  try {
    await measurePages(await openTab(task, proxy, watch));
    await send({ type: 'done', blocked: proxy.blocked(), traffic: proxy.traffic() });
  } catch (err) {
    await send(await failedMessage(err, watch, proxy));
  } finally {
    stopTally();
    stopLane();
    chromium.kill('SIGKILL');
    proxy.close();
  }
}

// Lighthouse sends Page.navigate and handles its answer only once the page has loaded
// (core/gather/driver/navigation.js), and resets Target.setAutoAttach from an event handler whose
// error nobody handles (core/gather/driver/target-manager.js): when Chromium dies first, their protocol
// errors ("Target closed", Lighthouse's own or puppeteer's) are rejections nobody handles, and Node's
// default would end this process without a word, to be recorded as a crash of ours rather than
// Chromium's death. The run's own flow hears that death (or its deadline), so a protocol error is left
// to it, as is any rejection once Chromium is found dead; any other stray rejection still ends the run.
const fromProtocol = (reason: unknown) =>
  reason instanceof Error &&
  ('protocolMethod' in reason || (PuppeteerProtocolError !== undefined && reason instanceof PuppeteerProtocolError));
process.on('unhandledRejection', (reason) => {
  if (fromProtocol(reason) || browser?.watch.dead()) return;
  throw reason;
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
  browser?.process.kill('SIGKILL');
  process.exit(0);
});
