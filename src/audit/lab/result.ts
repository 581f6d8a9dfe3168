/**
 * What a lab run of a prospect's pages records: Lighthouse in Chromium as a phone (mobile emulation
 * and throttling), run after the crawl. Stored with the check (`audits.lab`, JSON) and read by the
 * report, the staff email, the webhook, the export and the digest; this file is the one source of
 * its shape.
 */

/** One Lighthouse opportunity, in plain words ("Images are 1.8 MB larger than they need to be"). */
export interface LabOpportunity {
  /** Lighthouse's audit id, e.g. `uses-responsive-images`. */
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
   * Why the page has no figures, in a sentence: it sent the browser to another site, or could not be
   * loaded. Absent when it was measured (and in results recorded before this was kept).
   */
  problem?: string;
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
}

/** What a run used: its largest memory and folder as the watchdog measured them, and its traffic. */
export interface LabUsage extends LabTraffic {
  memoryBytes: number;
  diskBytes: number;
}

export interface LabResult {
  /**
   * `done`: every page measured (a page the browser could not measure says why in `problem`);
   * `timed-out`: `AUDIT_LAB_MS` ended the run (pages holds what finished); `failed`: the run broke,
   * or crossed its memory or disk fence (message says which); `unavailable`: no Chromium on the server.
   */
  status: 'done' | 'timed-out' | 'failed' | 'unavailable';
  /** A plain sentence when status is not `done`. */
  message: string | null;
  /** The start page first, then up to `AUDIT_LAB_PAGES` of the crawl's most-linked pages. */
  pages: LabPage[];
  /** Requests the browser made that the check's rules refused (private addresses, other ports, caps). */
  blocked: { count: number; examples: string[] };
  /** Absent in results recorded before it was kept, and when no run was made. */
  usage?: LabUsage;
  started_at: string;
  finished_at: string;
}
