/**
 * Each chart with the table that says the same in numbers, built from the report's figures. The HTML
 * report shows them as inline SVG beside an HTML table; the digest as PNG images above an emailed
 * table. A section with nothing to draw carries a sentence instead of charts.
 */
import { addDays, shortDate } from '../time/local-time.js';
import { conversionChart, vitalsByPageChart, weeklyEnquiriesChart, weeklyVitalsChart, wonByChannelChart } from './charts.js';
import { dollars, winRate, type CustomerFigures } from './customers.js';
import {
  RATED,
  THRESHOLDS_NOTE,
  percent,
  roundMetric,
  unit,
  vitalsCells,
  vitalsColumns,
  type FieldFigures,
  type RatedMetric,
  type Vitals,
} from './field.js';
import type { EnquiryFigures } from './enquiries.js';
import type { Chart } from './svg.js';
import type { Cell, ReportTable } from './table.js';
import { isNonEmpty } from '../lib/non-empty.js';

export interface ChartSection {
  heading: string;
  charts: Chart[];
  table: ReportTable;
  /** Said instead of the charts and table when there is nothing to show. */
  empty?: string;
}

/** Every Monday from `first` to `last` (YYYY-MM-DD), so weeks without data still take their place. */
export function weeksBetween(first: string, last: string): string[] {
  const weeks: string[] = [];
  for (let w = first; w <= last; w = addDays(w, 7)) weeks.push(w);
  return weeks;
}

/** Enquiries per week by channel, spam apart, over `weeks`. */
export function weeklyEnquiriesSection(id: string, weeks: string[], figures: EnquiryFigures['weeks']): ChartSection {
  const byWeek = new Map(figures.map((w) => [w.week, w]));
  const filled = weeks.map((week) => byWeek.get(week) ?? { week, enquiries: 0, spam: 0, byChannel: {} });
  const channels = [...new Set(figures.flatMap((w) => Object.keys(w.byChannel)))].sort();
  const table: ReportTable = {
    title: 'Enquiries per week by channel (converting visit)',
    columns: ['Week starting', 'Enquiries', 'Spam', 'By channel'],
    rows: filled.map((w) => [
      shortDate(w.week, true),
      w.enquiries,
      w.spam,
      channels
        .filter((c) => w.byChannel[c])
        .map((c) => `${c} ${w.byChannel[c]}`)
        .join(', ') || '-',
    ]),
  };
  const heading = 'Enquiries per week, by channel';
  if (!isNonEmpty(filled) || !filled.some((w) => w.enquiries || w.spam))
    return { heading, charts: [], table, empty: 'No enquiries were received in this period.' };
  return { heading, charts: [weeklyEnquiriesChart({ id, title: 'Enquiries per week by channel' }, filled)], table };
}

/** Conversion rate of the `limit` landing pages with the most visits. */
export function conversionSection(id: string, pages: FieldFigures['pages'], limit: number): ChartSection {
  const landed = pages.filter((p) => p.visits > 0).slice(0, limit);
  const table: ReportTable = {
    title: `Conversion rate by landing page (${landed.length < limit ? 'every page visits landed on' : `the ${limit} with the most visits`})`,
    columns: ['Landing page', 'Visits landed here', 'Enquiries', 'Conversion rate'],
    rows: landed.map((p) => [p.path, p.visits, p.enquiries, percent(p.rate)]),
    note: 'Enquiries sent in a visit that landed on the page, divided by the visits that landed there.',
  };
  const heading = 'Conversion rate by landing page';
  if (!landed.length) return { heading, charts: [], table, empty: 'No visits were measured in this period.' };
  return { heading, charts: [conversionChart({ id, title: 'Conversion rate by landing page' }, landed)], table };
}

const metricCell = (m: RatedMetric, vitals: Vitals): Cell => {
  const value = vitals[m];
  return value === undefined ? '-' : roundMetric(m, value);
};

/** p75 LCP, INP and CLS of the `limit` most viewed pages and devices, one chart per metric. */
export function vitalsByPageSection(id: string, pageDevices: FieldFigures['pageDevices'], limit: number): ChartSection {
  const rows = [...pageDevices].sort((a, b) => b.views - a.views).slice(0, limit);
  const table: ReportTable = {
    title: `Core Web Vitals by page and device, 75th percentile (${rows.length < limit ? 'every page measured' : `the ${limit} most viewed`})`,
    columns: ['Page', 'Device', 'Page views', ...RATED.map((m) => `${m} p75${unit(m)}`)],
    rows: rows.map((r) => [r.path, r.device, r.views, ...RATED.map((m) => metricCell(m, r.vitals))]),
    note: THRESHOLDS_NOTE,
  };
  const heading = 'Core Web Vitals by page and device';
  const charts = RATED.flatMap((m) => {
    const measured = rows.flatMap((r) => {
      const value = r.vitals[m];
      return value === undefined ? [] : [{ label: `${r.path} (${r.device})`, value, views: r.views }];
    });
    return measured.length
      ? [vitalsByPageChart({ id: `${id}-${m.toLowerCase()}`, title: `${m}, 75th percentile by page and device` }, m, measured)]
      : [];
  });
  if (!charts.length) return { heading, charts, table, empty: 'No Core Web Vitals were measured in this period.' };
  return { heading, charts, table };
}

/** Site-wide p75 of each vital per week over `weeks`, so a regression shows as a line going up. */
export function weeklyVitalsSection(id: string, weeks: string[], figures: FieldFigures['weeks']): ChartSection {
  const byWeek = new Map(figures.map((w) => [w.week, w]));
  const filled = weeks.map((week) => byWeek.get(week) ?? { week, views: 0, vitals: {} as Vitals });
  const table: ReportTable = {
    title: 'Core Web Vitals per week, site-wide (75th percentile)',
    columns: ['Week starting', 'Page views', ...vitalsColumns],
    rows: filled.map((w) => [shortDate(w.week, true), w.views, ...vitalsCells(w.vitals)]),
  };
  const heading = 'Core Web Vitals per week, site-wide';
  const charts = RATED.filter((m) => filled.some((w) => w.vitals[m] !== undefined)).map((m) =>
    weeklyVitalsChart(
      { id: `${id}-${m.toLowerCase()}`, title: `${m} per week, site-wide 75th percentile` },
      m,
      filled.map((w) => ({ week: w.week, value: w.vitals[m] })),
    ),
  );
  if (!charts.length) return { heading, charts, table, empty: 'No Core Web Vitals were measured in this period.' };
  return { heading, charts, table };
}

/** Enquiries against won leads and revenue per channel (converting visit): which channels bring clients. */
export function wonByChannelSection(id: string, figures: CustomerFigures, limit: number): ChartSection {
  const rows = figures.channels.slice(0, limit);
  const table: ReportTable = {
    title: figures.basis === 'won' ? 'Leads won by channel (converting visit)' : 'Enquiries and won leads by channel (converting visit)',
    columns: ['Channel', 'Enquiries', 'Won', 'Enquiry to customer', 'Revenue won (AUD)'],
    rows: rows.map((c) => [c.channel, c.enquiries, c.won, winRate(c), dollars(c.revenueCents)]),
    note: 'Won: leads staff marked as won (the staff email links or npm run lead). Revenue: the values they gave, in AUD.',
  };
  const heading = 'Customers by channel';
  if (!figures.totals.won)
    return {
      heading,
      charts: [],
      table,
      empty: figures.totals.enquiries
        ? 'No lead from this period has been marked as won yet.'
        : 'No enquiries were received in this period.',
    };
  return { heading, charts: [wonByChannelChart({ id, title: 'Enquiries and won leads by channel' }, rows)], table };
}
