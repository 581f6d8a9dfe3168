/**
 * Lighthouse's result (its JSON, "LHR") for one page, turned into what the report keeps (result.ts):
 * LCP, CLS and TBT as Lighthouse measured them, the performance and accessibility scores out of 100,
 * the three opportunities with the largest estimated saving said in plain words, and each failed
 * accessibility audit with a plain fix. Lighthouse's own titles ("Serve images in next-gen formats")
 * are written for developers; the report speaks to a business owner.
 */
import { byteSize, seconds } from '../../shared/words.js';
import { clip } from '../../lib/clip.js';
import type { LabAccessibilityProblem, LabOpportunity, LabPage } from './result.js';

/** The parts of Lighthouse's result read here (its types are Lighthouse's own, loaded only in the child). */
export interface LighthouseResult {
  runtimeError?: { code: string; message?: string };
  /** The page after the start page's HTTP redirects, and what the address bar showed at the end. */
  mainDocumentUrl?: string;
  finalDisplayedUrl?: string;
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] } | undefined>;
  /** How fast Lighthouse found our machine (lab/trust.ts). */
  environment?: { benchmarkIndex?: number };
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
  details?: { type?: string; overallSavingsMs?: number; overallSavingsBytes?: number; items?: unknown[]; data?: string };
}

/** Each opportunity Lighthouse 12 reports, in plain words from its estimated saving. */
const OPPORTUNITIES: Record<string, (ms: number, bytes: number) => string> = {
  'uses-responsive-images': (_ms, b) => `Images are ${byteSize(b)} larger than they need to be for a phone's screen.`,
  'modern-image-formats': (_ms, b) => `Images would be ${byteSize(b)} smaller saved as WebP or AVIF.`,
  'uses-optimized-images': (_ms, b) => `Images could be ${byteSize(b)} smaller, compressed better at no visible loss.`,
  'offscreen-images': (_ms, b) => `${byteSize(b)} of images below the first screen could wait until the visitor scrolls.`,
  'efficient-animated-content': (_ms, b) => `Animated GIFs could be ${byteSize(b)} smaller as video.`,
  'render-blocking-resources': (ms) => `Files that must load before anything shows hold the page back by about ${seconds(ms)}.`,
  'unused-javascript': (_ms, b) => `${byteSize(b)} of JavaScript is downloaded but not used on this page.`,
  'unused-css-rules': (_ms, b) => `${byteSize(b)} of style sheets is downloaded but not used on this page.`,
  'unminified-javascript': (_ms, b) => `JavaScript could be ${byteSize(b)} smaller with spaces and comments taken out.`,
  'unminified-css': (_ms, b) => `Style sheets could be ${byteSize(b)} smaller with spaces and comments taken out.`,
  'uses-text-compression': (_ms, b) => `Text files could be ${byteSize(b)} smaller if the server compressed them.`,
  'server-response-time': (ms) => `The server takes about ${seconds(ms)} too long to start sending the page.`,
  redirects: (ms) => `Redirects before the page cost about ${seconds(ms)}.`,
  'uses-rel-preconnect': (ms) => `Connecting early to other servers the page needs would save about ${seconds(ms)}.`,
  'prioritize-lcp-image': (ms) => `Loading the main image sooner would show the page about ${seconds(ms)} earlier.`,
  'duplicated-javascript': (_ms, b) => `${byteSize(b)} of JavaScript is downloaded twice, in different files.`,
  'legacy-javascript': (_ms, b) => `${byteSize(b)} of JavaScript is for old browsers that phones today do not need.`,
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
};

/** Lighthouse's description without its "Learn more" link, as a fallback fix. */
const plainDescription = (audit: LighthouseAudit) =>
  clip(
    (audit.description ?? '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '')
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

/** The three opportunities with the largest estimated saving (time first, then bytes), largest first. */
export function opportunitiesOf(lhr: LighthouseResult): LabOpportunity[] {
  return Object.values(lhr.audits)
    .flatMap((audit) => {
      if (!audit || audit.details?.type !== 'opportunity' || (audit.score ?? 0) >= 0.9) return [];
      const savingsMs = Math.round(audit.details.overallSavingsMs ?? 0);
      const savingsBytes = Math.round(audit.details.overallSavingsBytes ?? 0);
      if (savingsMs <= 0 && savingsBytes <= 0) return [];
      const words = OPPORTUNITIES[audit.id];
      const text = words
        ? words(savingsMs, savingsBytes)
        : `${clip(audit.title, 100)}: about ${savingsMs > 0 ? seconds(savingsMs) : byteSize(savingsBytes)} to gain.`;
      return [{ id: audit.id, text, savingsMs, savingsBytes }];
    })
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes)
    .slice(0, 3);
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
    tries,
  };
}

/** Lighthouse's final screenshot (a JPEG data URI) as base64, or undefined when there is none. */
export function screenshotOf(lhr: LighthouseResult): string | undefined {
  const data = lhr.audits['final-screenshot']?.details?.data;
  const match = data && /^data:image\/jpeg;base64,([A-Za-z0-9+/=]+)$/.exec(data);
  return match?.[1];
}
