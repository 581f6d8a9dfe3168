/**
 * The report's charts as SVG strings, drawn from the report's own figures: enquiries per week by
 * channel (stacked, spam apart), conversion rate by landing page, p75 of a Core Web Vital per page
 * and device against Google's bands, and a vital's site-wide p75 per week. The HTML report inlines
 * them; the digest renders the same strings to PNG. Callers show a sentence instead of a chart when
 * there is nothing to draw.
 */
import { shortDate } from '../time/local-time.js';
import { THRESHOLDS } from '../analytics/histogram.js';
import { formatVital } from '../shared/vitals.js';
import {
  BANDS,
  BAND_OPACITY,
  GREY,
  GRID,
  INK,
  MUTED,
  SERIES_COLOURS,
  cut,
  frame,
  hatch,
  label,
  legend,
  line,
  niceScale,
  r,
  rect,
  type Chart,
  type ChartText,
} from './svg.js';
import type { RatedMetric } from './field.js';
import { lastOf, type NonEmpty } from '../lib/non-empty.js';

const WIDTH = 720;

/** How many channels get a colour of their own; the rest are drawn together as "Other". */
const NAMED_CHANNELS = 6;

export interface WeekOfEnquiries {
  week: string;
  spam: number;
  byChannel: Record<string, number>;
}

/** Enquiries per week, stacked by channel (the busiest first), with spam as a hatched bar beside each week. */
export function weeklyEnquiriesChart(text: Omit<ChartText, 'desc'>, weeks: NonEmpty<WeekOfEnquiries>): Chart {
  const totals = new Map<string, number>();
  for (const w of weeks) for (const [c, n] of Object.entries(w.byChannel)) totals.set(c, (totals.get(c) ?? 0) + n);
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c]) => c);
  const named = ranked.length > NAMED_CHANNELS + 1 ? ranked.slice(0, NAMED_CHANNELS) : ranked;
  const series = [
    // The palette has a colour for each of NAMED_CHANNELS + 1 channels, so none is drawn grey here.
    ...named.map((name, i) => ({ name, fill: SERIES_COLOURS[i] ?? GREY })),
    ...(named.length < ranked.length ? [{ name: 'Other', fill: GREY }] : []),
  ];
  const countOf = (w: WeekOfEnquiries, name: string) =>
    name === 'Other'
      ? Object.entries(w.byChannel)
          .filter(([c]) => !named.includes(c))
          .reduce((n, [, v]) => n + v, 0)
      : (w.byChannel[name] ?? 0);
  const sum = (w: WeekOfEnquiries) => Object.values(w.byChannel).reduce((a, b) => a + b, 0);

  const key = legend([...series, { name: 'Spam (not counted)', fill: GREY, pattern: `${text.id}-spam` }], 16, 52, WIDTH - 32);
  const top = 52 + key.height + 8;
  const height = top + 200 + 40;
  const left = 48;
  const plot = { x: left, y: top, w: WIDTH - left - 16, h: 200 };
  const scale = niceScale(Math.max(1, ...weeks.map((w) => Math.max(sum(w), w.spam))), 4, true);
  const y = (v: number) => plot.y + plot.h - (v / scale.top) * plot.h;
  let body = hatch(`${text.id}-spam`, GREY) + key.svg;
  for (const s of scale.steps)
    body += line(plot.x, y(s), plot.x + plot.w, y(s)) + label(plot.x - 8, y(s) + 4, String(s), { anchor: 'end' });
  const slot = plot.w / weeks.length;
  const barW = Math.min(36, slot * 0.55);
  const spamW = Math.min(10, slot * 0.18);
  const every = Math.ceil(weeks.length / 12);
  weeks.forEach((w, i) => {
    const x = plot.x + i * slot + (slot - barW - spamW - 2) / 2;
    let base = 0;
    for (const s of series) {
      const v = countOf(w, s.name);
      if (v) body += rect(x, y(base + v), barW, y(base) - y(base + v), s.fill, ' stroke="#ffffff" stroke-width="0.5"');
      base += v;
    }
    if (base) body += label(x + barW / 2, y(base) - 4, String(base), { anchor: 'middle', fill: INK, size: 11 });
    if (w.spam) body += rect(x + barW + 2, y(w.spam), spamW, y(0) - y(w.spam), `url(#${text.id}-spam)`, ` stroke="${GREY}"`);
    if (i % every === 0) body += label(plot.x + i * slot + slot / 2, plot.y + plot.h + 18, shortDate(w.week), { anchor: 'middle' });
  });
  body += line(plot.x, plot.y + plot.h, plot.x + plot.w, plot.y + plot.h, MUTED);
  body += label(plot.x + plot.w, height - 6, 'Week starting (Monday)', { anchor: 'end', size: 11 });
  const total = weeks.reduce((n, w) => n + sum(w), 0);
  const spam = weeks.reduce((n, w) => n + w.spam, 0);
  const desc = `Stacked bars of enquiries per week from ${shortDate(weeks[0].week, true)} to the week of ${shortDate(lastOf(weeks).week, true)}: ${total} enquiries in all, ${ranked
    .map((c) => `${c} ${totals.get(c)}`)
    .join(', ')}. Spam, ${spam} in all, is a hatched bar beside each week and not counted.`;
  return frame({ ...text, desc }, WIDTH, height, body);
}

/** Horizontal bars, one per row, labelled on the left and valued on the right; shared by the bar charts. */
function rowsLayout(count: number, top: number) {
  const rowH = 26;
  return { rowH, height: top + count * rowH + 40, y: (i: number) => top + i * rowH };
}

/** Conversion rate per landing page (enquiries / visits that landed there), with the counts beside each bar. */
export function conversionChart(text: Omit<ChartText, 'desc'>, pages: { path: string; visits: number; enquiries: number }[]): Chart {
  const labelW = 230;
  const plot = { x: 16 + labelW, w: WIDTH - 16 - labelW - 150 };
  const rows = rowsLayout(pages.length, 64);
  const rate = (p: { visits: number; enquiries: number }) => (p.visits ? p.enquiries / p.visits : 0);
  const scale = niceScale(Math.max(0.01, ...pages.map(rate)) * 100, 4);
  const x = (pct: number) => plot.x + (pct / scale.top) * plot.w;
  let body = '';
  for (const s of scale.steps)
    body += line(x(s), 48, x(s), rows.height - 34) + label(x(s), rows.height - 18, `${s}%`, { anchor: 'middle' });
  pages.forEach((p, i) => {
    const yTop = rows.y(i);
    const pct = rate(p) * 100;
    body += label(plot.x - 8, yTop + 16, cut(p.path, 34), { anchor: 'end', fill: INK });
    body += rect(plot.x, yTop + 5, x(pct) - plot.x, 15, SERIES_COLOURS[0]);
    body += label(x(pct) + 6, yTop + 16, `${pct.toFixed(1)}% (${p.enquiries} of ${p.visits} visits)`, { fill: INK, size: 11 });
  });
  body += line(plot.x, 48, plot.x, rows.height - 34, MUTED);
  const desc = `Horizontal bars of the conversion rate of ${pages.length} landing pages: ${pages.map((p) => `${p.path} ${(rate(p) * 100).toFixed(1)}% of ${p.visits} visits`).join('; ')}.`;
  return frame({ ...text, desc }, WIDTH, rows.height, body);
}

const metricValue = formatVital;

/** The good / needs improvement / poor bands with the values each spans: from 0 to Google's two limits, then to `max`. */
function bandsUpTo(m: RatedMetric, max: number) {
  const [good, poor] = THRESHOLDS[m];
  const [goodBand, middleBand, poorBand] = BANDS;
  return [
    { ...goodBand, low: 0, high: good },
    { ...middleBand, low: good, high: poor },
    { ...poorBand, low: poor, high: max },
  ];
}

/** The good / needs improvement / poor bands across a horizontal value axis, named at the top. */
function verticalBands(m: RatedMetric, x: (v: number) => number, max: number, y0: number, y1: number): string {
  return bandsUpTo(m, max)
    .map((b) => {
      const from = x(b.low);
      const to = x(Math.min(b.high, max));
      const name = to - from > b.name.length * 6.4 ? b.name : b.name === 'Needs improvement' ? 'Needs impr.' : b.name;
      return (
        rect(from, y0, to - from, y1 - y0, b.fill, ` fill-opacity="${BAND_OPACITY}"`) +
        (to - from > 40 ? label(from + 4, y0 + 13, name, { fill: INK, size: 11 }) : '')
      );
    })
    .join('');
}

/** One Core Web Vital's p75 per page and device, as bars over its good / needs improvement / poor bands. */
export function vitalsByPageChart(
  text: Omit<ChartText, 'desc'>,
  metric: RatedMetric,
  rows: { label: string; value: number; views: number }[],
): Chart {
  const labelW = 250;
  const plot = { x: 16 + labelW, w: WIDTH - 16 - labelW - 70 };
  const layout = rowsLayout(rows.length, 66);
  const [, poor] = THRESHOLDS[metric];
  const max = Math.max(poor * 1.4, ...rows.map((row) => row.value * 1.1));
  const x = (v: number) => plot.x + (Math.min(v, max) / max) * plot.w;
  let body = verticalBands(metric, x, max, 44, layout.height - 34);
  rows.forEach((row, i) => {
    const yTop = layout.y(i);
    body += label(plot.x - 8, yTop + 16, cut(row.label, 38), { anchor: 'end', fill: INK });
    body += rect(plot.x, yTop + 7, x(row.value) - plot.x, 12, INK);
    body += label(x(row.value) + 5, yTop + 17, metricValue(metric, row.value), { fill: INK, size: 11, weight: 700 });
  });
  body += line(plot.x, layout.height - 34, plot.x + plot.w, layout.height - 34, MUTED);
  body += label(
    plot.x,
    layout.height - 16,
    `p75 ${metric}; bands at ${metricValue(metric, THRESHOLDS[metric][0])} and ${metricValue(metric, poor)}`,
    { size: 11 },
  );
  const rating = (v: number) => (v <= THRESHOLDS[metric][0] ? 'good' : v <= poor ? 'needs improvement' : 'poor');
  const desc = `Bars of the 75th percentile ${metric} for ${rows.length} pages and devices against Google's bands (good up to ${metricValue(metric, THRESHOLDS[metric][0])}, poor above ${metricValue(metric, poor)}): ${rows
    .map((row) => `${row.label} ${metricValue(metric, row.value)}, ${rating(row.value)}`)
    .join('; ')}.`;
  return frame({ ...text, desc }, WIDTH, layout.height, body);
}

/** One Core Web Vital's site-wide p75 per week as a line over its bands; weeks without data leave a gap. */
export function weeklyVitalsChart(text: Omit<ChartText, 'desc'>, metric: RatedMetric, weeks: { week: string; value?: number }[]): Chart {
  const height = 250;
  const plot = { x: 56, y: 44, w: WIDTH - 56 - 24, h: 160 };
  const [good, poor] = THRESHOLDS[metric];
  // The weeks with a value: each value and its week's place (the last is labelled).
  const measured = weeks.flatMap((w, i) => (w.value === undefined ? [] : [{ i, value: w.value }]));
  const max = Math.max(poor * 1.3, ...measured.map((w) => w.value * 1.1));
  const y = (v: number) => plot.y + plot.h - (Math.min(v, max) / max) * plot.h;
  let body = bandsUpTo(metric, max)
    .map(
      (b) =>
        rect(plot.x, y(b.high), plot.w, y(b.low) - y(b.high), b.fill, ` fill-opacity="${BAND_OPACITY}"`) +
        label(plot.x + 6, y(b.high) + 13, b.name, { fill: INK, size: 11 }),
    )
    .join('');
  for (const v of [good, poor]) body += label(plot.x - 6, y(v) + 4, metricValue(metric, v), { anchor: 'end', size: 11 });
  body += label(plot.x - 6, y(0) + 4, metric === 'CLS' ? '0' : '0 s', { anchor: 'end', size: 11 });
  const slot = plot.w / weeks.length;
  const cx = (i: number) => plot.x + i * slot + slot / 2;
  const every = Math.ceil(weeks.length / 12);
  let path = '';
  let penDown = false;
  weeks.forEach((w, i) => {
    if (i % every === 0) body += label(cx(i), plot.y + plot.h + 18, shortDate(w.week), { anchor: 'middle' });
    if (w.value !== undefined) path += `${penDown ? 'L' : 'M'}${r(cx(i))},${r(y(w.value))}`;
    penDown = w.value !== undefined;
  });
  body += `<path d="${path}" fill="none" stroke="${INK}" stroke-width="2.5" stroke-linejoin="round"/>`;
  weeks.forEach((w, i) => {
    if (w.value !== undefined)
      body += `<circle cx="${r(cx(i))}" cy="${r(y(w.value))}" r="4" fill="#ffffff" stroke="${INK}" stroke-width="2"/>`;
  });
  const last = measured.at(-1);
  if (last)
    body += label(cx(last.i), y(last.value) - 10, metricValue(metric, last.value), {
      anchor: 'middle',
      fill: INK,
      size: 11,
      weight: 700,
    });
  body +=
    line(plot.x, plot.y + plot.h, plot.x + plot.w, plot.y + plot.h, MUTED) +
    rect(plot.x, plot.y, plot.w, plot.h, 'none', ` stroke="${GRID}"`);
  const desc = `Line of the site-wide 75th percentile ${metric} per week against Google's bands (good up to ${metricValue(metric, good)}, poor above ${metricValue(metric, poor)}): ${weeks
    .map((w) => `week of ${shortDate(w.week)} ${w.value === undefined ? 'no data' : metricValue(metric, w.value)}`)
    .join('; ')}.`;
  return frame({ ...text, desc }, WIDTH, height, body);
}

/** "$9,600": whole dollars for a chart label. */
const aud = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-AU')}`;

/**
 * Enquiries and won leads per channel as paired horizontal bars on one count scale (enquiries pale,
 * won dark), each row labelled with its rate and revenue: a channel that brings many enquiries and
 * few clients shows as a long pale bar with a short dark one.
 */
export function wonByChannelChart(
  text: Omit<ChartText, 'desc'>,
  rows: { channel: string; enquiries: number; won: number; revenueCents: number }[],
): Chart {
  const labelW = 170;
  const plot = { x: 16 + labelW, w: WIDTH - 16 - labelW - 190 };
  const key = legend(
    [
      { name: 'Enquiries', fill: '#bcd7ee' },
      { name: 'Won (became clients)', fill: SERIES_COLOURS[0] },
    ],
    16,
    52,
    WIDTH - 32,
  );
  const top = 52 + key.height + 10;
  const rowH = 34;
  const height = top + rows.length * rowH + 36;
  const scale = niceScale(Math.max(1, ...rows.map((c) => c.enquiries)), 4, true);
  const x = (v: number) => plot.x + (v / scale.top) * plot.w;
  let body = key.svg;
  for (const s of scale.steps) body += line(x(s), top - 4, x(s), height - 30) + label(x(s), height - 14, String(s), { anchor: 'middle' });
  rows.forEach((c, i) => {
    const y = top + i * rowH;
    const rate = c.enquiries ? ` (${((100 * c.won) / c.enquiries).toFixed(0)}%)` : '';
    body += label(plot.x - 8, y + 19, cut(c.channel, 26), { anchor: 'end', fill: INK });
    body += rect(plot.x, y + 4, x(c.enquiries) - plot.x, 12, '#bcd7ee');
    if (c.won) body += rect(plot.x, y + 17, x(c.won) - plot.x, 12, SERIES_COLOURS[0]);
    body += label(
      Math.max(x(c.enquiries), x(c.won)) + 6,
      y + 20,
      `${c.won} of ${c.enquiries} won${rate}${c.won ? `, ${aud(c.revenueCents)}` : ''}`,
      { fill: INK, size: 11 },
    );
  });
  body += line(plot.x, top - 4, plot.x, height - 30, MUTED);
  const desc = `Paired bars of enquiries and won leads for ${rows.length} channels: ${rows.map((c) => `${c.channel} ${c.won} won of ${c.enquiries} enquiries, ${aud(c.revenueCents)}`).join('; ')}.`;
  return frame({ ...text, desc }, WIDTH, height, body);
}
