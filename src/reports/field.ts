/**
 * The field report: page views and visits per page, enquiries and the conversion rate per landing
 * page (enquiries whose converting visit landed there / visits that landed there), and the 75th
 * percentile of LCP, INP and CLS per page and device class, rated with Google's thresholds.
 */
import { rangeConditions, type DB } from '../enquiries/db.js';
import { METRICS, type Metric } from '../shared/field-beacon.js';
import { BUCKET_BOUNDS, percentile, rate } from '../analytics/histogram.js';
import type { Cell, ReportTable } from './table.js';
import type { ReportRange } from './enquiries.js';

/** Days (YYYY-MM-DD, agency time zone) to include, either end open. */
export interface DayRange {
  since?: string;
  until?: string;
}

const RATED: Metric[] = ['LCP', 'INP', 'CLS'];
const unit = (m: Metric) => (m === 'CLS' ? '' : ' (ms)');
const round = (m: Metric, v: number) => (m === 'CLS' ? Math.round(v * 1000) / 1000 : Math.round(v));

/** p75 and rating cells for the rated metrics; '-' where there is no data. */
function vitalsCells(hist: Map<Metric, number[]>): Cell[] {
  return RATED.flatMap((m): Cell[] => {
    const counts = hist.get(m);
    const p = counts && percentile(m, counts);
    return p === undefined ? ['-', '-'] : [round(m, p), rate(m, p)];
  });
}

export function fieldReport(db: DB, days: DayRange, instants: ReportRange): ReportTable[] {
  const { conditions, params } = rangeConditions('day', days, 'inclusive');
  const inDays = ['1', ...conditions].join(' AND ');

  const pages = db.prepare(`SELECT path, SUM(views) AS views, SUM(visits) AS visits FROM field_pages WHERE ${inDays} GROUP BY path`).all(params) as {
    path: string;
    views: number;
    visits: number;
  }[];
  const { conditions: enquiryConditions, params: enquiryParams } = rangeConditions('e.created_at', instants);
  const enquiryWhere = ['e.is_spam = 0', ...enquiryConditions];
  const enquiries = new Map(
    (
      db
        .prepare(
          `SELECT COALESCE(l.landing_path, f.landing_path) AS path, COUNT(*) AS n FROM enquiries e
           LEFT JOIN enquiry_touches l ON l.enquiry_id = e.id AND l.touch = 'last'
           LEFT JOIN enquiry_touches f ON f.enquiry_id = e.id AND f.touch = 'first'
           WHERE ${enquiryWhere.join(' AND ')} AND COALESCE(l.landing_path, f.landing_path) IS NOT NULL GROUP BY 1`,
        )
        .all(enquiryParams) as { path: string; n: number }[]
    ).map((r) => [r.path, r.n]),
  );

  // Histograms, summed over the days: by page and device, by device, and site-wide.
  const buckets = db.prepare(`SELECT path, device, metric, bucket, SUM(count) AS n FROM field_buckets WHERE ${inDays} GROUP BY path, device, metric, bucket`).all(params) as {
    path: string;
    device: string;
    metric: Metric;
    bucket: number;
    n: number;
  }[];
  const groups = new Map<string, Map<Metric, number[]>>();
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
  }
  const views = db.prepare(`SELECT path, device, SUM(views) AS views FROM field_pages WHERE ${inDays} GROUP BY path, device`).all(params) as {
    path: string;
    device: string;
    views: number;
  }[];
  const deviceViews = new Map<string, number>();
  for (const v of views) deviceViews.set(v.device, (deviceViews.get(v.device) ?? 0) + v.views);

  const byVisits = [...pages].sort((a, b) => b.visits - a.visits || b.views - a.views || a.path.localeCompare(b.path));
  const totalViews = pages.reduce((n, p) => n + p.views, 0);
  const vitalsColumns = RATED.flatMap((m) => [`${m} p75${unit(m)}`, `${m} rating`]);
  const empty = new Map<Metric, number[]>();

  return [
    {
      title: 'Core Web Vitals, site-wide (75th percentile of page views)',
      columns: ['Device', 'Page views', ...vitalsColumns],
      rows: [
        ['All devices', totalViews, ...vitalsCells(groups.get('*|*') ?? empty)],
        ...['phone', 'tablet', 'desktop'].filter((d) => deviceViews.get(d)).map((d) => [d, deviceViews.get(d)!, ...vitalsCells(groups.get(`*|${d}`) ?? empty)]),
      ],
      note: 'Ratings use Google\'s thresholds: LCP 2.5 s / 4 s, INP 200 ms / 500 ms, CLS 0.1 / 0.25 (Good up to the first, Poor above the second).',
    },
    {
      title: 'Pages by visits',
      columns: ['Page', 'Page views', 'Visits landed here', 'Enquiries', 'Conversion rate'],
      rows: byVisits.map((p) => {
        const n = enquiries.get(p.path) ?? 0;
        return [p.path, p.views, p.visits, n, p.visits ? `${((100 * n) / p.visits).toFixed(1)}%` : '-'];
      }),
      note: 'Enquiries and conversion rate are per landing page: enquiries sent in a visit that landed on the page, divided by the visits that landed there.',
    },
    {
      title: 'Core Web Vitals by page and device (75th percentile)',
      columns: ['Page', 'Device', 'Page views', ...vitalsColumns],
      rows: byVisits.flatMap((p) =>
        views
          .filter((v) => v.path === p.path)
          .sort((a, b) => b.views - a.views)
          .map((v) => [p.path, v.device, v.views, ...vitalsCells(groups.get(`${p.path}|${v.device}`) ?? empty)]),
      ),
    },
  ];
}
