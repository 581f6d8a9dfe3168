/**
 * Lighthouse's result (its JSON, "LHR") for one page, turned into what the report keeps (result.ts):
 * LCP, CLS and TBT as Lighthouse measured them, the performance and accessibility scores out of 100,
 * the three insights and opportunities with the largest estimated saving said in plain words, each
 * failed accessibility audit with a plain fix, and the engine as PageSpeed Insights names it.
 * Lighthouse's own titles ("Improve image delivery") are written for developers; the report speaks
 * to a business owner.
 */
import { byteSize, seconds } from '../../shared/words.js';
import { clip } from '../../lib/clip.js';
import type { LabAccessibilityProblem, LabEngine, LabOpportunity, LabPage } from './result.js';

/** The parts of Lighthouse's result read here (its types are Lighthouse's own, loaded only in the child). */
export interface LighthouseResult {
  /** "13.5.0". */
  lighthouseVersion?: string;
  runtimeError?: { code: string; message?: string };
  /** The page after the start page's HTTP redirects, and what the address bar showed at the end. */
  mainDocumentUrl?: string;
  finalDisplayedUrl?: string;
  categories: Record<string, { score: number | null; auditRefs: { id: string; group?: string }[] } | undefined>;
  /** How the run was set up: the device emulated and the throttling (engineOf). */
  configSettings?: {
    formFactor?: string;
    screenEmulation?: { mobile?: boolean; disabled?: boolean };
    throttlingMethod?: string;
    throttling?: {
      rttMs?: number;
      throughputKbps?: number;
      requestLatencyMs?: number;
      downloadThroughputKbps?: number;
      uploadThroughputKbps?: number;
    };
  };
  /** How fast Lighthouse found our machine (lab/trust.ts), and the browser it drove (engineOf). */
  environment?: { benchmarkIndex?: number; hostUserAgent?: string };
  /** Lighthouse's warnings about the run (lab/trust.ts). */
  runWarnings?: string[];
  audits: Record<string, LighthouseAudit | undefined>;
}

interface LighthouseAudit {
  id: string;
  title: string;
  description?: string;
  score: number | null;
  scoreDisplayMode?: string;
  numericValue?: number;
  /** Lighthouse 13's estimate of each metric's saving (ms for FCP and LCP), on insights and opportunities alike. */
  metricSavings?: Record<string, number | undefined>;
  details?: {
    type?: string;
    overallSavingsMs?: number;
    overallSavingsBytes?: number;
    items?: unknown[];
    data?: string;
    /** An insight's byte saving is kept here (core/audits/insights/insight-audit.js). */
    debugData?: { wastedBytes?: number };
  };
}

/**
 * Whether a performance audit is one of Lighthouse 13's estimates of a saving: an insight, or one of
 * the opportunities its report still lists under diagnostics (unused and unminified JavaScript and
 * CSS). Other diagnostics name the metric they explain, not a saving. Hidden audits are left out:
 * `redirects` and `server-response-time` still run, but `document-latency-insight` replaces them
 * in the report, and a saving is not to be said twice.
 */
const isSaving = (group: string | undefined, audit: LighthouseAudit) =>
  group === 'insights' || (group === 'diagnostics' && audit.details?.type === 'opportunity');

/**
 * Each insight or opportunity of Lighthouse 13 that can carry an estimated saving, in plain words.
 * 13 merged most of 12's opportunities into insights (each insight's `replacesAudits`):
 * `image-delivery-insight` is 12's `uses-responsive-images`, `modern-image-formats`,
 * `uses-optimized-images` and `efficient-animated-content`; `document-latency-insight` is `redirects`,
 * `server-response-time` and `uses-text-compression` (for the page itself only). Two insights give
 * no saving at all, so they are never among the largest: `lcp-discovery-insight` (12's
 * `prioritize-lcp-image`) and `network-dependency-tree-insight` (12's `uses-rel-preconnect`).
 * `offscreen-images` is gone with no successor.
 */
const OPPORTUNITIES: Record<string, (ms: number, bytes: number) => string> = {
  'image-delivery-insight': (_ms, b) =>
    `Images could be ${byteSize(b)} smaller, each sized for a phone's screen, saved as WebP or AVIF and compressed well.`,
  'render-blocking-insight': (ms) => `Files that must load before anything shows hold the page back by about ${seconds(ms)}.`,
  'cache-insight': (_ms, b) =>
    `Visitors' browsers are told to keep ${byteSize(b)} of the page's files for little or no time, so a returning visitor downloads them again.`,
  'document-latency-insight': (ms, b) =>
    ms > 0
      ? `The page itself reaches the phone about ${seconds(ms)} later than it could (redirects, a slow server or no compression).`
      : `The page itself could be ${byteSize(b)} smaller if the server compressed it.`,
  'font-display-insight': (ms) => `Text stays invisible while its web fonts load; showing it at once would save about ${seconds(ms)}.`,
  'modern-http-insight': (ms) => `Files are sent over an old version of HTTP; HTTP/2 would show the page about ${seconds(ms)} sooner.`,
  'duplicated-javascript-insight': (_ms, b) => `${byteSize(b)} of JavaScript is downloaded twice, in different files.`,
  'legacy-javascript-insight': (_ms, b) => `${byteSize(b)} of JavaScript is for old browsers that phones today do not need.`,
  'unused-javascript': (_ms, b) => `${byteSize(b)} of JavaScript is downloaded but not used on this page.`,
  'unused-css-rules': (_ms, b) => `${byteSize(b)} of style sheets is downloaded but not used on this page.`,
  'unminified-javascript': (_ms, b) => `JavaScript could be ${byteSize(b)} smaller with spaces and comments taken out.`,
  'unminified-css': (_ms, b) => `Style sheets could be ${byteSize(b)} smaller with spaces and comments taken out.`,
};

/** A plain fix for the accessibility problems Lighthouse finds most often. */
const FIXES: Record<string, string> = {
  'color-contrast': 'Make the text darker or its background lighter (or the reverse) until they differ enough to read easily.',
  'image-alt': 'Give each image an alt text that says what it shows, or an empty alt="" when it is only decoration.',
  'button-name': 'Give each button words a screen reader can say: visible text, or an aria-label.',
  'link-name': 'Give each link words that say where it goes: visible text, or an aria-label for an icon.',
  label: 'Give each form field a label that names it (a <label> element tied to the field).',
  'html-has-lang': 'Say the page\'s language on its <html> element, for example lang="en-AU".',
  'html-lang-valid': 'Use a valid language code on the <html> element, for example lang="en-AU".',
  'document-title': 'Give the page a <title> that says what it is about.',
  'meta-viewport': 'Let visitors zoom: remove user-scalable=no and maximum-scale below 5 from the viewport setting.',
  'heading-order': 'Use headings in order (h1, then h2, then h3) without skipping levels.',
  'target-size': 'Make buttons and links at least 24 pixels square, or leave more space between them, so a finger can hit them.',
  'frame-title': 'Give each embedded frame a title that says what it contains.',
  'select-name': 'Give each drop-down list a label that names it.',
  'input-image-alt': 'Give each image button an alt text that says what it does.',
  'aria-allowed-attr': "Remove ARIA attributes that do not belong on the element's role.",
  'aria-required-attr': 'Add the ARIA attributes each role needs.',
  'aria-valid-attr-value': 'Correct the ARIA attributes whose values are not valid.',
  'aria-hidden-focus': 'Do not hide elements from screen readers (aria-hidden) that a keyboard can still reach.',
  list: 'Put only list items (<li>) directly inside lists (<ul>, <ol>).',
  listitem: 'Put list items (<li>) inside a list (<ul> or <ol>).',
  'duplicate-id-aria': 'Give each element that labels another a unique id.',
  'link-in-text-block': 'Make links in text stand out by more than colour, for example underline them.',
  tabindex: 'Remove tabindex values above 0, so the keyboard moves through the page in reading order.',
  'skip-link': 'Make the "skip to content" link lead to an element that exists and can take focus.',
  'landmark-one-main': "Put the page's main content in one <main> element, so a screen reader can jump straight to it.",
};

/** Lighthouse's description without its "Learn more" link (and that link's full stop), as a fallback fix. */
const plainDescription = (audit: LighthouseAudit) =>
  clip(
    (audit.description ?? '')
      .replace(/\s*\[Learn [^\]]*\]\([^)]*\)\.?/g, '')
      // Any other link keeps its words.
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
    300,
  );

const score100 = (score: number | null | undefined) => (typeof score === 'number' ? Math.round(score * 100) : null);
const metric = (lhr: LighthouseResult, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/**
 * The three failed insights and opportunities with the largest estimated saving (time first, then
 * bytes), largest first. The time is the larger of the savings Lighthouse estimates on the first
 * and on the largest paint (an opportunity's `overallSavingsMs` is the latter; render-blocking-insight
 * saves on the first paint alone); an insight's bytes are in its debug data, an opportunity's in
 * `overallSavingsBytes`.
 */
export function opportunitiesOf(lhr: LighthouseResult): LabOpportunity[] {
  return (lhr.categories.performance?.auditRefs ?? [])
    .flatMap(({ id, group }) => {
      const audit = lhr.audits[id];
      if (!audit || !isSaving(group, audit)) return [];
      // An informative insight (score null) states no problem.
      if (typeof audit.score !== 'number' || audit.score >= 0.9) return [];
      const { LCP, FCP } = audit.metricSavings ?? {};
      const savingsMs = Math.round(Math.max(audit.details?.overallSavingsMs ?? 0, LCP ?? 0, FCP ?? 0));
      const savingsBytes = Math.round(audit.details?.overallSavingsBytes ?? audit.details?.debugData?.wastedBytes ?? 0);
      if (savingsMs <= 0 && savingsBytes <= 0) return [];
      const words = OPPORTUNITIES[id];
      const text = words
        ? words(savingsMs, savingsBytes)
        : `${clip(audit.title, 100)}: about ${savingsMs > 0 ? seconds(savingsMs) : byteSize(savingsBytes)} to gain.`;
      return [{ id, text, savingsMs, savingsBytes }];
    })
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes)
    .slice(0, 3);
}

/**
 * The engine as PageSpeed Insights and Lighthouse's own report name it ("Emulated Moto G Power",
 * "Slow 4G throttling": `getEmulationDescriptions` in Lighthouse's report/renderer/report-utils.js),
 * with the browser's major version; undefined for a result that does not say its version.
 */
export function engineOf(lhr: LighthouseResult): LabEngine | undefined {
  const version = lhr.lighthouseVersion;
  if (!version) return undefined;
  const settings = lhr.configSettings ?? {};
  const screen = settings.screenEmulation ?? {};
  const device = screen.disabled ? 'No emulation' : screen.mobile ? 'Emulated Moto G Power' : 'Emulated Desktop';
  const t = settings.throttling ?? {};
  // Lighthouse's Slow 4G: 150 ms and 1.6 Mbit/s simulated, or those slowed as DevTools applies them.
  const slow4g =
    settings.throttlingMethod === 'simulate'
      ? t.rttMs === 150 && t.throughputKbps === 1.6 * 1024
      : settings.throttlingMethod === 'devtools' &&
        t.requestLatencyMs === 150 * 3.75 &&
        t.downloadThroughputKbps === 1.6 * 1024 * 0.9 &&
        t.uploadThroughputKbps === 750 * 0.9;
  const throttling =
    settings.throttlingMethod === 'provided'
      ? 'Provided by environment'
      : settings.throttlingMethod === 'simulate' || settings.throttlingMethod === 'devtools'
        ? slow4g
          ? 'Slow 4G throttling'
          : 'Custom throttling'
        : 'Unknown throttling';
  const chromium = /(?:HeadlessChrome|Chrome)\/(\d+)/.exec(lhr.environment?.hostUserAgent ?? '')?.[1];
  return { lighthouse: clip(version, 20), device, throttling, ...(chromium ? { browser: `Chromium ${chromium}` } : {}) };
}

/** Each accessibility audit the page failed, with how to fix it and how many elements it affects. */
export function accessibilityProblemsOf(lhr: LighthouseResult): LabAccessibilityProblem[] {
  return (lhr.categories.accessibility?.auditRefs ?? []).flatMap(({ id }) => {
    const audit = lhr.audits[id];
    if (!audit || audit.scoreDisplayMode !== 'binary' || audit.score !== 0) return [];
    return [
      {
        id,
        title: clip(audit.title.replace(/`/g, ''), 200),
        fix: FIXES[id] ?? plainDescription(audit),
        count: Math.max(1, audit.details?.items?.length ?? 1),
      },
    ];
  });
}

/** A site's host as a visitor names it: `www.` and the default port do not make it another site. */
const siteOf = (url: string | undefined) => {
  try {
    const { protocol, host } = new URL(url ?? '');
    return `${/^https?:$/.test(protocol) ? '' : protocol}${host.replace(/^www\./, '')}`;
  } catch {
    return undefined;
  }
};

/** "Your home page" for the start page, else "The page /path". */
export const pageName = (url: string, index: number) => (index === 0 ? 'Your home page' : `The page ${pagePathOf(url)}`);

const pagePathOf = (url: string) => {
  try {
    const { pathname, search } = new URL(url);
    return clip(`${pathname}${search}`, 100);
  } catch {
    return clip(url, 100);
  }
};

/** The run's download cap, when it cut the page being measured: what had been received, and the cap. */
export interface Cut {
  received: number;
  limit: number;
}

/**
 * Why Lighthouse's figures are not those of the page it was asked to measure, in a sentence, or
 * undefined when they are. A page that sent the browser to another site (an HTTP redirect, a meta
 * refresh or a script after it loaded, to an address our check refuses or to anyone else's site) is
 * not the prospect's page, whatever Lighthouse measured; nor is one it could not load, nor one cut
 * off at the run's download cap (`cut`): what was measured is part of the page, whatever it showed.
 */
export function notMeasuredWhy(lhr: LighthouseResult, url: string, index: number, cut?: Cut): string | undefined {
  const page = pageName(url, index);
  if (cut)
    return `${page} was cut off at our test phone's download limit of ${byteSize(cut.limit)} (it had received ${byteSize(cut.received)} by then), so it could not be measured whole.`;
  const code = lhr.runtimeError?.code;
  const asked = siteOf(url);
  const elsewhere = [lhr.mainDocumentUrl, lhr.finalDisplayedUrl].find((u) => u !== undefined && siteOf(u) !== asked);
  if (elsewhere !== undefined) {
    // Named when it is a web address; a browser's own error page (chrome-error://) is not one.
    const to = /^https?:/.test(elsewhere) ? siteOf(elsewhere) : undefined;
    return `${page} sent the test phone to another address${to ? ` (${clip(to, 100)})` : ''}, so it could not be measured.`;
  }
  if (!code) return undefined;
  if (code === 'ERRORED_DOCUMENT_REQUEST') return `${page} answered the test phone with an error, so it could not be measured.`;
  if (code === 'NO_FCP') return `${page} showed nothing on the test phone's screen, so it could not be measured.`;
  if (code === 'PAGE_HUNG' || code === 'NO_NAVSTART' || code.startsWith('NO_'))
    return `${page} did not finish loading on the test phone, so it could not be measured.`;
  return `The test phone could not load ${page.replace(/^\w/, (c) => c.toLowerCase())}: it did not answer, or it leads to an address our check does not visit.`;
}

/**
 * One page of the report from Lighthouse's result (the `index`th asked for); `screenshot` says whether
 * its final screenshot was kept; `uncertain`, why its figures are only a rough guide (lab/trust.ts).
 */
export function labPageOf(
  lhr: LighthouseResult,
  url: string,
  index: number,
  screenshot: boolean,
  { cut, uncertain, tries = 1 }: { cut?: Cut; uncertain?: string[]; tries?: number } = {},
): LabPage {
  // A page Lighthouse could not load (no paint, hung, refused), went elsewhere or was cut off has no figures worth showing.
  const problem = notMeasuredWhy(lhr, url, index, cut);
  const failed = problem !== undefined;
  const ms = (id: string) => {
    const v = failed ? null : metric(lhr, id);
    return v === null ? null : Math.round(v);
  };
  const cls = failed ? null : metric(lhr, 'cumulative-layout-shift');
  const engine = engineOf(lhr);
  return {
    url: clip(url, 600),
    lcpMs: ms('largest-contentful-paint'),
    cls: cls === null ? null : Math.round(cls * 1000) / 1000,
    tbtMs: ms('total-blocking-time'),
    performance: failed ? null : score100(lhr.categories.performance?.score),
    accessibility: failed ? null : score100(lhr.categories.accessibility?.score),
    opportunities: failed ? [] : opportunitiesOf(lhr),
    accessibilityProblems: failed ? [] : accessibilityProblemsOf(lhr),
    screenshot: screenshot && !failed,
    ...(problem ? { problem } : {}),
    ...(!failed && uncertain?.length ? { uncertain } : {}),
    ...(typeof lhr.environment?.benchmarkIndex === 'number' ? { benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) } : {}),
    ...(engine ? { engine } : {}),
    ...(!failed && lhr.categories['agentic-browsing'] ? { agentic: agenticOf(lhr) } : {}),
    tries,
  };
}

/** The Agentic Browsing category's score and its audits that did not pass (not those not applicable, nor the informative ones). */
function agenticOf(lhr: LighthouseResult): NonNullable<LabPage['agentic']> {
  const category = lhr.categories['agentic-browsing'];
  const failing = (category?.auditRefs ?? []).flatMap(({ id }) => {
    const audit = lhr.audits[id];
    const judged = audit && (audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric');
    return judged && audit.score !== null && audit.score < 1 ? [{ id, title: clip(audit.title.replace(/`/g, ''), 200) }] : [];
  });
  return { score: score100(category?.score), failing };
}

/** Lighthouse's final screenshot (a JPEG data URI) as base64, or undefined when there is none. */
export function screenshotOf(lhr: LighthouseResult): string | undefined {
  const data = lhr.audits['final-screenshot']?.details?.data;
  const match = data && /^data:image\/jpeg;base64,([A-Za-z0-9+/=]+)$/.exec(data);
  return match?.[1];
}
