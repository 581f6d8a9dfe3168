/**
 * Fixed-bucket histograms for the field metrics, so percentiles can be computed from stored counts
 * at any later time. Bucket i holds values above bound i-1 up to bound i; Google's thresholds are
 * bounds themselves, so a rating read from the buckets is exact.
 */
import type { Metric } from '../shared/field-beacon.js';
import { THRESHOLDS } from '../shared/vitals.js';

const MS_BOUNDS = [
  0, 25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000,
  10_000, 15_000, 20_000, 30_000, 60_000, 120_000,
];
const CLS_BOUNDS = [0, 0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2, 5, 10];

/** Upper bound of each bucket, per metric. */
export const BUCKET_BOUNDS: Record<Metric, readonly number[]> = {
  LCP: MS_BOUNDS,
  INP: MS_BOUNDS,
  CLS: CLS_BOUNDS,
  FCP: MS_BOUNDS,
  TTFB: MS_BOUNDS,
};

/** Google's Good / Needs improvement limits, written once in src/shared/vitals.ts. */
export { THRESHOLDS };

export type Rating = 'Good' | 'Needs improvement' | 'Poor';

export function rate(metric: Metric, value: number): Rating {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? 'Good' : value <= poor ? 'Needs improvement' : 'Poor';
}

/** The bucket a (validated, in-range) value falls in. */
export function bucketOf(metric: Metric, value: number): number {
  const bounds = BUCKET_BOUNDS[metric];
  const i = bounds.findIndex((bound) => value <= bound);
  return i === -1 ? bounds.length - 1 : i;
}

/**
 * The 75th percentile from bucket counts, interpolated within its bucket; undefined without data.
 * (`counts[i]` is the number of values in bucket i.)
 */
export function percentile(metric: Metric, counts: readonly number[], p = 0.75): number | undefined {
  const total = counts.reduce((a, b) => a + b, 0);
  if (!total) return undefined;
  const bounds = BUCKET_BOUNDS[metric];
  const rank = p * total;
  let seen = 0;
  for (const [i, high] of bounds.entries()) {
    const n = counts[i] ?? 0;
    if (n && seen + n >= rank) {
      const low = bounds[i - 1] ?? 0; // the first bucket starts at 0
      return low + ((high - low) * (rank - seen)) / n;
    }
    seen += n;
  }
  return bounds.at(-1);
}
