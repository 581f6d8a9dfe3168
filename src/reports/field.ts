/**
 * The field report: page views and visits per page, enquiries and the conversion rate per landing
 * page (enquiries whose converting visit landed there / visits that landed there), and the 75th
 * percentile of LCP, INP and CLS per page and device class, site-wide and per week, rated with
 * Google's thresholds. `fieldFigures` gives the numbers (charts and the digest read them too);
 * `fieldReport` lays them out as tables.
 */
import { rangeConditions, type DB } from '../db/db.js';
import { weekStartOf } from '../time/local-time.js';
import { DEVICES, METRICS, type Metric } from '../shared/field-beacon.js';
import { BUCKET_BOUNDS, percentile, rate } from '../analytics/histogram.js';
import type { Cell, ReportTable } from './table.js';
import type { ReportRange } from './enquiries.js';

/** Days (YYYY-MM-DD, agency time zone) to include, either end open. */
export interface DayRange {
  since?: string;
  until?: string;
}

/** The Core Web Vitals, the metrics rated and charted. */
export const RATED = ['LCP', 'INP', 'CLS'] as const satisfies readonly Metric[];
export type RatedMetric = (typeof RATED)[number];
/** p75 per rated metric; a metric without data is absent. */
export type Vitals = Partial<Record<RatedMetric, number>>;

export interface FieldFigures {
  /** Site-wide, then per device class with views. */
  site: { views: number; vitals: Vitals };
  devices: { device: string; views: number; vitals: Vitals }[];
  /** Pages by visits landed, most first; `rate` is enquiries / visits (undefined without visits). */
  pages: { path: string; views: number; visits: number; enquiries: number; rate?: number }[];
  /** Each page and device with views, in the order of `pages`, most viewed device first. */
  pageDevices: { path: string; device: string; views: number; vitals: Vitals }[];
  /** Site-wide per local week (Monday, YYYY-MM-DD), in order. */
  weeks: { week: string; views: number; vitals: Vitals }[];
}

export const unit = (m: Metric) => (m === 'CLS' ? '' : ' (ms)');
export const roundMetric = (m: Metric, v: number) => (m === 'CLS' ? Math.round(v * 1000) / 1000 : Math.round(v));

type Histograms = Map<Metric, number[]>;

function p75s(hist: Histograms | undefined): Vitals {
  const vitals: Vitals = {};
  for (const m of RATED) {
    const counts = hist?.get(m);
    const p = counts && percentile(m, counts);
    if (p !== undefined) vitals[m] = p;
  }
  return vitals;
}

/** A query over the chosen days: `where` is its condition on `day`, bound by `all`. */
interface DayQuery {
  where: string;
  all: <T>(query: string) => T[];
}

function dayQuery(db: DB, days: DayRange): DayQuery {
  const { conditions, params } = rangeConditions('day', days, 'inclusive');
  return { where: ['1', ...conditions].join(' AND '), all: <T>(query: string) => db.prepare(query).all(params) as T[] };
}

/** Enquiries (not spam) received within `instants`, counted by the landing page of their converting visit. */
function enquiriesByLanding(db: DB, instants: ReportRange): Map<string, number> {
  const { conditions, params } = rangeConditions('e.created_at', instants);
  const where = ['e.is_spam = 0', ...conditions];
  const rows = db
    .prepare(
      `SELECT COALESCE(l.landing_path, f.landing_path) AS path, COUNT(*) AS n FROM enquiries e
       LEFT JOIN enquiry_touches l ON l.enquiry_id = e.id AND l.touch = 'last'
       LEFT JOIN enquiry_touches f ON f.enquiry_id = e.id AND f.touch = 'first'
       WHERE ${where.join(' AND ')} AND COALESCE(l.landing_path, f.landing_path) IS NOT NULL GROUP BY 1`,
    )
    .all(params) as { path: string; n: number }[];
  return new Map(rows.map((r) => [r.path, r.n]));
}

/**
 * Histograms, summed over the days: by page and device (`path|device`), by device (`*|device`),
 * site-wide (`*|*`), and site-wide per week (`week|YYYY-MM-DD`).
 */
function sumHistograms(q: DayQuery): Map<string, Histograms> {
  const buckets = q.all<{ day: string; path: string; device: string; metric: Metric; bucket: number; n: number }>(
    `SELECT day, path, device, metric, bucket, SUM(count) AS n FROM field_buckets WHERE ${q.where} GROUP BY day, path, device, metric, bucket`,
  );
  const groups = new Map<string, Histograms>();
  const add = (key: string, metric: Metric, bucket: number, n: number) => {
    const byMetric = groups.get(key) ?? new Map<Metric, number[]>();
    groups.set(key, byMetric);
    const counts = byMetric.get(metric) ?? new Array<number>(BUCKET_BOUNDS[metric].length).fill(0);
    byMetric.set(metric, counts);
    counts[bucket] = (counts[bucket] ?? 0) + n;
  };
  for (const b of buckets) {
    if (!METRICS.includes(b.metric) || b.bucket < 0 || b.bucket >= BUCKET_BOUNDS[b.metric].length) continue;
    add(`${b.path}|${b.device}`, b.metric, b.bucket, b.n);
    add(`*|${b.device}`, b.metric, b.bucket, b.n);
    add('*|*', b.metric, b.bucket, b.n);
    add(`week|${weekStartOf(b.day)}`, b.metric, b.bucket, b.n);
  }
  return groups;
}

/** Page views summed by device, by page and device (`path|device`), and by local week. */
function countViews(q: DayQuery) {
  const views = q.all<{ day: string; path: string; device: string; views: number }>(
    `SELECT day, path, device, SUM(views) AS views FROM field_pages WHERE ${q.where} GROUP BY day, path, device`,
  );
  const deviceViews = new Map<string, number>();
  const pageDeviceViews = new Map<string, number>();
  const weekViews = new Map<string, number>();
  const count = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  for (const v of views) {
    count(deviceViews, v.device, v.views);
    count(pageDeviceViews, `${v.path}|${v.device}`, v.views);
    count(weekViews, weekStartOf(v.day), v.views);
  }
  return { deviceViews, pageDeviceViews, weekViews };
}

/** Every figure of the field report, for days within `days` and enquiries received within `instants`. */
export function fieldFigures(db: DB, days: DayRange, instants: ReportRange): FieldFigures {
  const q = dayQuery(db, days);
  const pages = q.all<{ path: string; views: number; visits: number }>(
    `SELECT path, SUM(views) AS views, SUM(visits) AS visits FROM field_pages WHERE ${q.where} GROUP BY path`,
  );
  const enquiries = enquiriesByLanding(db, instants);
  const groups = sumHistograms(q);
  const { deviceViews, pageDeviceViews, weekViews } = countViews(q);

  const byVisits = [...pages].sort((a, b) => b.visits - a.visits || b.views - a.views || a.path.localeCompare(b.path));
  return {
    site: { views: pages.reduce((n, p) => n + p.views, 0), vitals: p75s(groups.get('*|*')) },
    devices: DEVICES.flatMap((device) => {
      const views = deviceViews.get(device);
      return views ? [{ device, views, vitals: p75s(groups.get(`*|${device}`)) }] : [];
    }),
    pages: byVisits.map((p) => {
      const n = enquiries.get(p.path) ?? 0;
      return { ...p, enquiries: n, rate: p.visits ? n / p.visits : undefined };
    }),
    pageDevices: byVisits.flatMap((p) =>
      DEVICES.map((device) => ({ path: p.path, device, views: pageDeviceViews.get(`${p.path}|${device}`) ?? 0 }))
        .filter((v) => v.views)
        .sort((a, b) => b.views - a.views)
        .map((v) => ({ ...v, vitals: p75s(groups.get(`${v.path}|${v.device}`)) })),
    ),
    weeks: [...weekViews.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([week, n]) => ({ week, views: n, vitals: p75s(groups.get(`week|${week}`)) })),
  };
}

/** A conversion rate as shown: "4.2%", or '-' without visits. */
export const percent = (rate: number | undefined) => (rate === undefined ? '-' : `${(100 * rate).toFixed(1)}%`);

/** p75 and rating cells for the rated metrics; '-' where there is no data. */
export function vitalsCells(vitals: Vitals): Cell[] {
  return RATED.flatMap((m): Cell[] => {
    const p = vitals[m];
    return p === undefined ? ['-', '-'] : [roundMetric(m, p), rate(m, p)];
  });
}

export const vitalsColumns = RATED.flatMap((m) => [`${m} p75${unit(m)}`, `${m} rating`]);

export const THRESHOLDS_NOTE =
  "Ratings use Google's thresholds: LCP 2.5 s / 4 s, INP 200 ms / 500 ms, CLS 0.1 / 0.25 (Good up to the first, Poor above the second).";

export function fieldReport(db: DB, days: DayRange, instants: ReportRange): ReportTable[] {
  const { site, devices, pages, pageDevices } = fieldFigures(db, days, instants);
  return [
    {
      title: 'Core Web Vitals, site-wide (75th percentile of page views)',
      columns: ['Device', 'Page views', ...vitalsColumns],
      rows: [
        ['All devices', site.views, ...vitalsCells(site.vitals)],
        ...devices.map((d) => [d.device, d.views, ...vitalsCells(d.vitals)]),
      ],
      note: THRESHOLDS_NOTE,
    },
    {
      title: 'Pages by visits',
      columns: ['Page', 'Page views', 'Visits landed here', 'Enquiries', 'Conversion rate'],
      rows: pages.map((p) => [p.path, p.views, p.visits, p.enquiries, percent(p.rate)]),
      note: 'Enquiries and conversion rate are per landing page: enquiries sent in a visit that landed on the page, divided by the visits that landed there.',
    },
    {
      title: 'Core Web Vitals by page and device (75th percentile)',
      columns: ['Page', 'Device', 'Page views', ...vitalsColumns],
      rows: pageDevices.map((v) => [v.path, v.device, v.views, ...vitalsCells(v.vitals)]),
    },
  ];
}
