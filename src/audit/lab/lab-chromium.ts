/**
 * Chromium in the run's child (lab-child.ts): started through setpriv with a fresh profile of denied
 * permissions, kept on the cores and class the parent gave the run, its DevTools port read once it
 * listens, and its end watched for the whole run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { chromiumFlags } from './chromium-flags.js';
import { keepInLane } from './confine.js';
import type { OurFailure } from './result.js';
import { startTime } from './run-marker.js';
import { WATCH_MS } from './watchdog.js';

/** Ends the run for a reason of ours. */
export class OursFailed extends Error {
  constructor(
    readonly failure: OurFailure,
    message: string,
  ) {
    super(message);
  }
}

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
export async function devtoolsPort(profileDir: string, deadlineAt: number, dead: () => boolean): Promise<number> {
  const file = join(profileDir, 'DevToolsActivePort');
  while (Date.now() < deadlineAt) {
    // Typically its sandbox could not start (no user namespaces for this user): see docs/site-check.md.
    if (dead()) throw new OursFailed('browser-died', 'Chromium exited as it started');
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

/** Starts Chromium `browser` through the proxy at `proxyPort`, with a fresh profile in `profileDir`. */
export function startChromium(
  { browser, profileDir, noSandbox }: { browser: string; profileDir: string; noSandbox: boolean },
  proxyPort: number,
): ChildProcess {
  writePreferences(profileDir);
  const [command, args] = browserCommand(browser, chromiumFlags({ profileDir, proxyPort, noSandbox }));
  // Same process group as this process (not detached), so the parent's group kill reaches it.
  return spawn(command, args, { stdio: 'ignore' });
}

/** Keeps every thread Chromium starts on the cores and class the parent gave this process (confine.ts); returns what stops it. */
export function keepChromiumInLane(): () => void {
  const cores = /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '';
  let lane: NodeJS.Timeout | undefined;
  let stopped = false;
  const keep = () => {
    if (!stopped) lane = setTimeout(() => void keepInLane(process.pid, cores).finally(keep), WATCH_MS);
  };
  keep();
  return () => {
    stopped = true;
    clearTimeout(lane);
  };
}

/** Chromium's end, watched for the whole run. */
export interface ChromiumWatch {
  /** Rejects (OursFailed, browser-died) when Chromium exits. */
  died: Promise<never>;
  /** `work`, unless Chromium dies first. */
  whileAlive<T>(work: Promise<T>): Promise<T>;
  /** True once Chromium's exit was heard, or /proc says it is dead. */
  dead(): boolean;
}

/**
 * Watches Chromium's end, not only as it starts: whenever it dies, the page being measured is lost
 * and the run ends at once (our failure), rather than wait for its deadline.
 */
export function watchChromium(chromium: ChildProcess): ChromiumWatch {
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
  return {
    died,
    whileAlive: (work) => Promise.race([work, died]),
    // This process runs in the idle class: starved, its loop may not yet have read an exit that came
    // long ago. /proc says for certain (a zombie is dead: startTime).
    dead: () => exited || (chromium.pid !== undefined && startTime(chromium.pid) === undefined),
  };
}
