/**
 * Beacons are counted in memory per (day, page, device class) and written to SQLite in one
 * transaction at most once per flush interval and on shutdown, never once per beacon. Keys come
 * only from validated beacons (a route path, one of three device classes, the current day), so
 * memory is bounded by the route table's size, not by how many beacons arrive.
 */
import type { DB } from '../db/db.js';
import { METRICS, type Device, type Metric } from '../shared/field-beacon.js';
import { BUCKET_BOUNDS, bucketOf } from './histogram.js';

/** A beacon that passed every check. */
export interface CleanBeacon {
  path: string;
  device: Device;
  startedVisit: boolean;
  metrics: Partial<Record<Metric, number>>;
}

interface Aggregate {
  day: string;
  path: string;
  device: Device;
  views: number;
  visits: number;
  histograms: Map<Metric, Uint32Array>;
}

/** The metric's histogram in `agg`, made empty the first time it is asked for. */
function histogramOf(agg: Aggregate, metric: Metric): Uint32Array {
  let hist = agg.histograms.get(metric);
  if (!hist) agg.histograms.set(metric, (hist = new Uint32Array(BUCKET_BOUNDS[metric].length)));
  return hist;
}

export class FieldAggregator {
  private pending = new Map<string, Aggregate>();

  /** How many (day, page, device) groups are waiting to be written. */
  get size(): number {
    return this.pending.size;
  }

  record(beacon: CleanBeacon, day: string): void {
    const key = `${day}|${beacon.path}|${beacon.device}`;
    let agg = this.pending.get(key);
    if (!agg) {
      agg = { day, path: beacon.path, device: beacon.device, views: 0, visits: 0, histograms: new Map() };
      this.pending.set(key, agg);
    }
    agg.views++;
    if (beacon.startedVisit) agg.visits++;
    for (const metric of METRICS) {
      const value = beacon.metrics[metric];
      if (value === undefined) continue;
      const hist = histogramOf(agg, metric);
      const bucket = bucketOf(metric, value);
      hist[bucket] = (hist[bucket] ?? 0) + 1;
    }
  }

  /** Writes everything counted so far in one transaction; on failure the counts are kept for the next try. */
  flush(db: DB): number {
    if (!this.pending.size) return 0;
    const batch = this.pending;
    this.pending = new Map();
    const page = db.prepare(`
      INSERT INTO field_pages (day, path, device, views, visits) VALUES (@day, @path, @device, @views, @visits)
      ON CONFLICT (day, path, device) DO UPDATE SET views = views + excluded.views, visits = visits + excluded.visits`);
    const bucket = db.prepare(`
      INSERT INTO field_buckets (day, path, device, metric, bucket, count) VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (day, path, device, metric, bucket) DO UPDATE SET count = count + excluded.count`);
    try {
      db.transaction(() => {
        for (const agg of batch.values()) {
          page.run({ day: agg.day, path: agg.path, device: agg.device, views: agg.views, visits: agg.visits });
          for (const [metric, hist] of agg.histograms) {
            hist.forEach((count, i) => count && bucket.run(agg.day, agg.path, agg.device, metric, i, count));
          }
        }
      }).immediate();
    } catch (err) {
      for (const [key, agg] of batch) this.merge(key, agg);
      throw err;
    }
    return batch.size;
  }

  private merge(key: string, agg: Aggregate): void {
    const current = this.pending.get(key);
    if (!current) {
      this.pending.set(key, agg);
      return;
    }
    current.views += agg.views;
    current.visits += agg.visits;
    for (const [metric, hist] of agg.histograms) {
      const into = histogramOf(current, metric);
      hist.forEach((n, i) => (into[i] = (into[i] ?? 0) + n));
    }
  }
}
