/**
 * One Lighthouse run (Debian's Chromium) of one address, read into the figures `npm run lighthouse`
 * prints, and the summary of several runs: each figure's median and spread.
 */
import { readFileSync, rmSync } from 'node:fs';
import type { Sitting } from './sitting.js';
import { type Breakdown, traceBreakdown } from './trace-breakdown.js';

export type Preset = 'mobile' | 'desktop';

interface Report {
  lighthouseVersion: string;
  configSettings: { formFactor: string; throttlingMethod: string; throttling: Record<string, number> };
  categories: Record<string, { score: number | null; auditRefs?: { id: string }[] }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      score?: number | null;
      scoreDisplayMode?: string;
      details?: { items?: { resourceType?: string; transferSize?: number }[] };
    }
  >;
}

/** What one run measured. Times in ms; `afterFcp` is the page's main-thread work after first paint, unthrottled, from the trace. */
export interface Figures {
  perf: number;
  a11y: number;
  best: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** JavaScript downloaded, KB as transferred. */
  jsKb: number;
  afterFcp: number;
  /** The longest task that started after first paint, ms unthrottled. */
  longestAfterFcp: number;
  breakdown: Breakdown;
  /** How Lighthouse throttled this run, and whether that is its own default for the preset. */
  throttling: string;
  /** Lighthouse 13's Agentic Browsing score, and its audits that neither pass nor are not applicable (with `webmcp`: Chromium's WebMCP on). */
  agentic: number;
  agenticFailing: string[];
}

/**
 * Lighthouse's own settings for each preset (its core/config/constants.js): the figures count only
 * when a plain CLI run (`lighthouse URL`, or `--preset=desktop`) would be throttled the same way.
 */
async function defaultThrottling(preset: Preset): Promise<Record<string, number>> {
  const { throttling } = (await import('lighthouse/core/config/constants.js')) as unknown as {
    throttling: Record<'mobileSlow4G' | 'desktopDense4G', Record<string, number>>;
  };
  return preset === 'desktop' ? throttling.desktopDense4G : throttling.mobileSlow4G;
}

/** The run's throttling in one line, saying whether it is Lighthouse's default for the preset. */
async function describeThrottling(report: Report, preset: Preset): Promise<string> {
  const { throttlingMethod, throttling } = report.configSettings;
  const defaults = await defaultThrottling(preset);
  const differs = throttlingMethod !== 'simulate' || Object.entries(defaults).some(([k, v]) => throttling[k] !== v);
  const said = `Lighthouse ${report.lighthouseVersion}, ${report.configSettings.formFactor}, ${throttlingMethod} throttling: RTT ${throttling.rttMs} ms, ${Math.round(throttling.throughputKbps ?? 0)} kbit/s, CPU ×${throttling.cpuSlowdownMultiplier}`;
  return `${said} (${differs ? "DIFFERS from Lighthouse's defaults for this preset" : "Lighthouse's defaults for this preset, as a plain CLI run"})`;
}

const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

/**
 * Runs Lighthouse once, writing its JSON report to `out` (and, with `keepTrace`, its trace beside it
 * as `<out>-0.trace.json`). Now and then Chromium closes its tab as Lighthouse starts ("Target
 * closed"): that run is made again, once.
 */
export async function lighthouseRun(
  sitting: Sitting,
  url: string,
  {
    preset,
    out,
    keepTrace,
    insecure = false,
    webmcp = false,
  }: { preset: Preset; out: string; keepTrace: boolean; insecure?: boolean; webmcp?: boolean },
): Promise<Figures> {
  const args = [
    url,
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS}${insecure ? ' --ignore-certificate-errors' : ''}${webmcp ? ' --enable-features=WebMCP' : ''}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    // The trace is always read (main-thread work after first paint); it is kept only when asked for.
    '--save-assets',
  ];
  const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' };
  const once = () => sitting.run('node_modules/.bin/lighthouse', args, { env, stopWith: 'SIGINT' });
  await once().catch((err: Error) => {
    if (sitting.ending()) throw err;
    console.log(`${url} ${preset}: Lighthouse failed (${err.message.split('\n').slice(0, 2).join(' ')}); trying again`);
    return once();
  });
  const base = out.replace(/\.json$/, '');
  const breakdown = traceBreakdown(`${base}-0.trace.json`);
  if (!keepTrace) for (const asset of ['trace', 'devtoolslog']) rmSync(`${base}-0.${asset}.json`, { force: true });
  const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
  const score = (k: string) => Math.round((report.categories[k]?.score ?? 0) * 100);
  const audit = (k: string) => report.audits[k]?.numericValue ?? 0;
  const after = breakdown.tasks.filter((t) => breakdown.fcp !== undefined && t.start >= breakdown.fcp);
  const js = (report.audits['resource-summary']?.details?.items ?? []).find((i) => i.resourceType === 'script')?.transferSize ?? 0;
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    best: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKb: js / 1024,
    afterFcp: Object.values(breakdown.afterFcp).reduce((s, n) => s + n, 0),
    longestAfterFcp: Math.max(0, ...after.map((t) => t.duration)),
    breakdown,
    throttling: await describeThrottling(report, preset),
    agentic: score('agentic-browsing'),
    agenticFailing: (report.categories['agentic-browsing']?.auditRefs ?? [])
      .map(({ id }) => ({ id, ...report.audits[id] }))
      .filter(
        (a) => a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'informative' && a.score !== null && (a.score ?? 0) < 1,
      )
      .map((a) => a.id),
  };
}

/** The median of one figure over the runs (the upper of the middle two for an even count) and its spread. */
export function spread(runs: Figures[], figure: (f: Figures) => number): { median: number; min: number; max: number } {
  const values = runs.map(figure).sort((a, b) => a - b);
  return { median: values[Math.floor(values.length / 2)]!, min: values[0]!, max: values.at(-1)! };
}

/** A figure as `median (min-max)`, or only the value for one run; rounded to `digits`. */
export function formatSpread(runs: Figures[], figure: (f: Figures) => number, digits = 0): string {
  const { median, min, max } = spread(runs, figure);
  const n = (x: number) => x.toFixed(digits);
  return runs.length > 1 ? `${n(median)} (${n(min)}-${n(max)})` : n(median);
}
