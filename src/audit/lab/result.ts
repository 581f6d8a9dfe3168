/**
 * What a lab run of a prospect's pages records: Lighthouse in Chromium as a phone (mobile emulation
 * and throttling), run after the crawl. Stored with the check (`audits.lab`, JSON) and read by the
 * report, the staff email, the webhook, the export and the digest; this file is the one source of
 * its shape.
 */

/** One Lighthouse insight or opportunity, in plain words ("Images could be 1.5 MB smaller, ..."). */
export interface LabOpportunity {
  /** Lighthouse's audit id, e.g. `image-delivery-insight` (results recorded with Lighthouse 12 keep 12's ids, e.g. `uses-responsive-images`). */
  id: string;
  /** The saving said plainly, for the prospect. */
  text: string;
  /** Lighthouse's estimated saving; either may be 0. */
  savingsMs: number;
  savingsBytes: number;
}

/** One failed accessibility audit (Lighthouse runs axe-core). */
export interface LabAccessibilityProblem {
  id: string;
  /** What is wrong, in plain words. */
  title: string;
  /** How to fix it, in plain words. */
  fix: string;
  /** Elements affected. */
  count: number;
}

/**
 * What measured a page, as PageSpeed Insights names it: "Lighthouse 13.5.0", "Emulated Moto G Power",
 * "Slow 4G throttling", "Chromium 156" (lab/extract.ts, from Lighthouse's result).
 */
export interface LabEngine {
  /** Lighthouse's version, e.g. "13.5.0". */
  lighthouse: string;
  device: string;
  throttling: string;
  /** The browser and its major version; absent when Lighthouse did not say. */
  browser?: string;
}

/** One page measured. */
export interface LabPage {
  url: string;
  /** Largest Contentful Paint, ms. */
  lcpMs: number | null;
  /** Cumulative Layout Shift. */
  cls: number | null;
  /** Total Blocking Time, ms. */
  tbtMs: number | null;
  /** Lighthouse's category scores, 0 to 100. */
  performance: number | null;
  accessibility: number | null;
  /** The three opportunities with the largest estimated saving, largest first. */
  opportunities: LabOpportunity[];
  accessibilityProblems: LabAccessibilityProblem[];
  /** Lighthouse's final screenshot is kept (served at `/audit/<public id>/lab/<index>.jpg`). */
  screenshot: boolean;
  /** The start page as rendered beside its HTML before scripts ran (lab/rendered.ts): what AI crawlers miss. */
  rendered?: RenderedComparison;
  /**
   * Why the page has no figures, in a sentence: it sent the browser to another site, could not be
   * loaded, or was cut off at the run's download limit. Absent when it was measured (and in results
   * recorded before this was kept).
   */
  problem?: string;
  /**
   * Why its figures are a rough guide, not a measurement (lab/trust.ts): each reason a plain sentence
   * (our test phone ran slower than Lighthouse expects, Lighthouse warned about the run). Absent when
   * Lighthouse trusted the run.
   */
  uncertain?: string[];
  /** Lighthouse's reading of how fast our machine was (`environment.benchmarkIndex`), for staff; absent before it was kept. */
  benchmarkIndex?: number;
  /** What measured the page; absent in results recorded before it was kept. */
  engine?: LabEngine;
  /**
   * Lighthouse 13's Agentic Browsing category, from the same run with WebMCP on in the phone's
   * Chromium: its score and its audits that failed (title and Lighthouse's own advice). A preview of
   * drafts (WebMCP, llms.txt, agent discovery): shown, never part of the check's score. Absent before
   * it was measured.
   */
  agentic?: { score: number | null; failing: { id: string; title: string }[] };
  /** Times the page was measured: 2 when the first run was doubtful and there was time for another. */
  tries?: number;
}

/** How much of the rendered start page exists only after JavaScript runs (lab/rendered.ts). */
export interface RenderedComparison {
  /** Words the rendered page shows. */
  words: number;
  /** The share of them, 0 to 100, that only JavaScript puts there. */
  onlyAfterJs: number;
  /** Where the main heading, and a phone number, are: in the HTML, only after JavaScript, or nowhere. */
  h1: 'html' | 'after-js' | 'none';
  phone: 'html' | 'after-js' | 'none';
  links: { html: number; rendered: number };
}

/** The run's traffic through its proxy, in both directions (src/audit/lab/proxy.ts). */
export interface LabTraffic {
  received: number;
  sent: number;
  /** Which cap cut the run's connections (AUDIT_LAB_MAX_BYTES, AUDIT_LAB_MAX_UPLOAD_BYTES), if one did. */
  cut: 'download' | 'upload' | null;
  /** Requests refused because a cap had been reached (counted in `blocked` too). */
  refusedAfterCut: number;
  /** The cap that cut the run, in bytes (AUDIT_LAB_MAX_BYTES or AUDIT_LAB_MAX_UPLOAD_BYTES); absent when none did, and before it was kept. */
  limit?: number;
}

/** What the proxy refused: how many requests, a few examples, and how many of them were for private or internal addresses. */
export interface LabBlocked {
  count: number;
  examples: string[];
  /** Refused because the address was private, loopback, link-local or reserved (absent before it was kept: then none is called private). */
  private?: number;
}

/**
 * What ended a run on our side, never the site's doing: Chromium died, a process of the run was
 * stopped (SIGSTOP), our machine was too slow or too busy for Lighthouse's figures to mean anything
 * (trust.ts: Lighthouse's benchmark, run in the page, measures what CPU the run gets), something
 * broke (Lighthouse or the child failed), or the run was cut off by crashes of the server until it
 * was given up (jobs/worker.ts).
 */
export type OurFailure = 'browser-died' | 'stopped' | 'too-slow' | 'internal' | 'crashed';

/** What the report says of every run our side ended: the same sentence, whatever broke (`failure` tells staff). */
export const OUR_FAILURE = 'Our test phone could not finish measuring your page; everything else in this report stands.';

/** What a run used: its largest memory and folder as the watchdog measured them, and its traffic. */
export interface LabUsage extends LabTraffic {
  memoryBytes: number;
  diskBytes: number;
}

export interface LabResult {
  /**
   * `done`: every page measured (a page the browser could not measure says why in `problem`);
   * `timed-out`: `AUDIT_LAB_MS` ended the run (pages holds what finished); `failed`: the page crossed
   * the run's memory or disk fence (message says which); `our-failure`: our side ended the run
   * (`failure` says how), so it has no pages and blames nothing on the site; `unavailable`: no
   * Chromium on the server.
   */
  status: 'done' | 'timed-out' | 'failed' | 'our-failure' | 'unavailable';
  /** With `our-failure`: what broke. */
  failure?: OurFailure;
  /** With `our-failure`: what the run's child said broke (a Lighthouse error code, a message), for staff and the logs, never the report. */
  detail?: string;
  /** A plain sentence when status is not `done`. */
  message: string | null;
  /** The start page first, then up to `AUDIT_LAB_PAGES` of the crawl's most-linked pages. */
  pages: LabPage[];
  /** Requests the browser made that the check's rules refused (private addresses, other ports, caps). */
  blocked: LabBlocked;
  /** Absent in results recorded before it was kept, and when no run was made. */
  usage?: LabUsage;
  started_at: string;
  finished_at: string;
}
