/**
 * Google's thresholds for the speed measures, the one place they are written: the field report's
 * charts (src/reports), the weekly digest, the site check's phone measurement (its report section,
 * staff email and digest count) all rate a value with these. Also the three bands' names and
 * colours, so a chart in a report and a gauge on a page draw them alike.
 */
import type { Metric } from './field-beacon.js';

/** The field metrics and Total Blocking Time, which only a lab run (Lighthouse) measures. */
export type VitalMetric = Metric | 'TBT';

/**
 * Good up to the first value, poor above the second: LCP, INP and CLS as Google's Core Web Vitals
 * report rates them, FCP and TTFB as web.dev does, TBT as Lighthouse scores it on a phone.
 */
export const THRESHOLDS: Record<VitalMetric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
  TBT: [200, 600],
};

export type Verdict = 'good' | 'needs-improvement' | 'poor';
export const VERDICTS: readonly Verdict[] = ['good', 'needs-improvement', 'poor'];

/** Where a value falls: at or under the first limit is good, over the second is poor. */
export function verdictOf(metric: VitalMetric, value: number): Verdict {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** Each band's name and colour (Okabe and Ito's, distinguishable with every common colour-vision deficiency). */
export const BAND_STYLE: Record<Verdict, { name: string; fill: string }> = {
  good: { name: 'Good', fill: '#009E73' },
  'needs-improvement': { name: 'Needs improvement', fill: '#E69F00' },
  poor: { name: 'Poor', fill: '#D55E00' },
};

/** A value as people read it: "2.6 s", "4 s", "180 ms", "0.12". */
export function formatVital(metric: VitalMetric, value: number): string {
  if (metric === 'CLS') return (Math.round(value * 100) / 100).toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(1).replace(/\.0$/, '')} s` : `${Math.round(value)} ms`;
}
