/**
 * The phone figures of two checks, with a noise band: a figure is called faster or slower only when
 * it moved by more than the band, else "about the same".
 *
 * The lab run measures each page once per check, on a server whose cores it shares with the crawl,
 * and Lighthouse publishes no per-metric band: its variability guide (GoogleChrome/lighthouse,
 * docs/variability.md) names the causes (the page's and the browser's nondeterminism, other work on
 * the machine) and says one run is about half as stable as the median of five. So the bands below
 * are ours, set wider than what one unchanged page measured on our server moved by (Lighthouse 12.8:
 * Total Blocking Time 318, 238, 316 and 13 ms on four checks, 305 ms apart; 3 ms then 384 ms while the whole test
 * suite ran beside it, which also moved its Speed score by more than 10 points). Where this report has at least
 * OWN_SPREAD_MIN earlier measurements of the page, the band is widened to their spread (largest
 * minus smallest) when that is larger: the page's own run-to-run spread, as far as it is known.
 *
 * Figures from another major version of Lighthouse are another engine's (a major release may change
 * how a figure is measured or scored), so a difference between them says nothing of the page: shown,
 * never compared, and left out of the page's own spread. A result recorded before the engine was
 * kept was measured by Lighthouse 12, the only one the check ran until then.
 */
import type { LabPage, LabResult } from '../lab/result.js';

export type LabMetric = 'Speed' | 'LCP' | 'CLS' | 'TBT';

/** One phone figure before and after, and what the difference means. */
export interface LabChange {
  metric: LabMetric;
  before: number | null;
  after: number | null;
  /** The noise band: a difference up to this is not called a change (null: nothing to compare). */
  band: number | null;
  /** Where the band comes from: our published one, or this report's own earlier measurements. */
  basis: 'ours' | 'own' | null;
  /** better, worse, or the same within the band; null when either is missing or they are not compared. */
  change: 'better' | 'worse' | 'same' | null;
  /** Why two figures are shown and not compared: the start page moved, another Lighthouse measured one of them, or Lighthouse doubted one. */
  notCompared?: 'different-page' | 'different-engine' | 'uncertain';
}

/** Each metric's band: the larger of a floor and a share of the larger value (see the top of this file). */
export const LAB_BANDS: Record<LabMetric, { floor: number; share: number }> = {
  Speed: { floor: 15, share: 0 },
  LCP: { floor: 500, share: 0.2 },
  CLS: { floor: 0.05, share: 0 },
  TBT: { floor: 600, share: 0.5 },
};

/** Earlier measurements of the page needed before their spread is used. */
export const OWN_SPREAD_MIN = 3;

const FIELD: Record<LabMetric, keyof Pick<LabPage, 'performance' | 'lcpMs' | 'cls' | 'tbtMs'>> = {
  Speed: 'performance',
  LCP: 'lcpMs',
  CLS: 'cls',
  TBT: 'tbtMs',
};

const home = (lab: LabResult | null | undefined) => lab?.pages[0];

/** The major version of the Lighthouse that measured a page: "12" for a result recorded before the engine was kept. */
const engineOf = (page: LabPage) => page.engine?.lighthouse.split('.')[0] ?? '12';

/** One metric's figures and verdict. */
function changeOf(metric: LabMetric, before: LabPage | undefined, after: LabPage | undefined, earlier: (LabPage | undefined)[]): LabChange {
  const a = before?.[FIELD[metric]] ?? null;
  const b = after?.[FIELD[metric]] ?? null;
  if (a === null || b === null) return { metric, before: a, after: b, band: null, basis: null, change: null };
  const { floor, share } = LAB_BANDS[metric];
  const ours = Math.max(floor, share * Math.max(a, b));
  const same = earlier.flatMap((p) => {
    const value = p?.url === after?.url ? p?.[FIELD[metric]] : undefined;
    return typeof value === 'number' ? [value] : [];
  });
  const spread = same.length >= OWN_SPREAD_MIN ? Math.max(...same) - Math.min(...same) : 0;
  const band = Math.max(ours, spread);
  const delta = b - a;
  const lowerIsBetter = metric !== 'Speed';
  const change = Math.abs(delta) <= band ? 'same' : delta < 0 === lowerIsBetter ? 'better' : 'worse';
  return { metric, before: a, after: b, band, basis: spread > ours ? 'own' : 'ours', change };
}

/** The home page's figures before and after, each with its band; `earlier`: this report's good checks up to `before`. */
export function labChanges(
  before: { lab: LabResult | null },
  after: { lab: LabResult | null },
  earlier: { lab: LabResult | null }[],
): LabChange[] {
  const [a, b] = [home(before.lab), home(after.lab)];
  const measured = earlier.map((c) => home(c.lab)).filter((p) => !p?.uncertain && (!p || !b || engineOf(p) === engineOf(b)));
  return (['Speed', 'LCP', 'CLS', 'TBT'] as const).map((metric) => {
    const change = changeOf(metric, a, b, measured);
    // Figures of a different start page (the site moved), of another Lighthouse, or that Lighthouse doubted (lab/trust.ts), are shown, never compared.
    const why =
      a &&
      b &&
      (a.url !== b.url
        ? 'different-page'
        : engineOf(a) !== engineOf(b)
          ? 'different-engine'
          : a.uncertain || b.uncertain
            ? 'uncertain'
            : undefined);
    return why ? { ...change, band: null, basis: null, change: null, notCompared: why } : change;
  });
}
