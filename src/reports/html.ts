/**
 * The report as one self-contained HTML file (`npm run report -- --format html`): a stylesheet in
 * the head, charts as inline SVG each beside its table, then every table of the text report. No
 * script, no font, no image or other request: it opens from disk, in a mail attachment, and prints.
 */
import { escapeHtml } from '../lib/html.js';
import { rate } from '../analytics/histogram.js';
import {
  conversionSection,
  vitalsByPageSection,
  weeklyEnquiriesSection,
  weeklyVitalsSection,
  wonByChannelSection,
  type ChartSection,
} from './chart-sections.js';
import { winRate, type CustomerFigures } from './customers.js';
import { RATED, percent, roundMetric, unit, type FieldFigures } from './field.js';
import { htmlTable } from './html-table.js';
import type { EnquiryFigures } from './enquiries.js';
import type { ReportTable } from './table.js';

/** Rows in the per-page charts: enough to see the pages that matter, few enough to read. */
export const CHART_ROWS = 15;

export interface HtmlReportInput {
  title: string;
  /** The period in words ("1 Sep 2026 to 24 Nov 2026, Australia/Melbourne"). */
  period: string;
  /** When it was made, in local time. */
  generated: string;
  /** The Mondays the weekly charts cover. */
  weeks: string[];
  enquiries: EnquiryFigures;
  /** What became of the enquiries received in the period. */
  customers: CustomerFigures;
  field: FieldFigures;
  /** Every table of the text report, shown after the charts. */
  tables: ReportTable[];
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1f2937;background:#fff}
main{max-width:1400px;margin:0 auto;padding:32px 40px 48px}
h1{font-size:28px;margin:0 0 4px;color:#111827}
h2{font-size:21px;margin:40px 0 12px;padding-top:16px;border-top:1px solid #e5e7eb;color:#111827}
.period{margin:0;color:#4b5563}
.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));gap:12px;margin:24px 0 0;padding:0;list-style:none}
.cards li{border:1px solid #d1d5db;border-radius:8px;padding:12px 14px}
.cards b{display:block;font-size:24px;color:#111827}
.cards span{color:#4b5563;font-size:13px}
.pair{display:grid;grid-template-columns:minmax(0,11fr) minmax(0,9fr);gap:32px;align-items:start}
figure{margin:0 0 16px}
figure svg{display:block;width:100%;height:auto;border:1px solid #e5e7eb;border-radius:6px}
.empty{padding:16px;border:1px dashed #9ca3af;border-radius:6px;color:#374151}
table{border-collapse:collapse;width:100%;font-size:13.5px;margin:0 0 8px}
caption{text-align:left;font-weight:700;padding:0 0 6px;color:#111827}
th,td{border-bottom:1px solid #e5e7eb;padding:5px 8px;text-align:left;vertical-align:top}
thead th{border-bottom:2px solid #9ca3af}
tbody th{font-weight:400}
.num{text-align:right;font-variant-numeric:tabular-nums}
.note{font-size:13px;color:#4b5563;margin:0 0 20px}
.tables{columns:2 560px;column-gap:40px}
.tables>div{break-inside:avoid;margin-bottom:24px}
@media (max-width:900px){main{padding:20px}.pair{display:block}}
@media print{main{padding:0;max-width:none}.pair{display:block}section,figure,.tables>div{break-inside:avoid}h2{break-after:avoid}.tables{columns:1}}
`;

function card(value: string, label: string): string {
  return `<li><b>${escapeHtml(value)}</b><span>${escapeHtml(label)}</span></li>`;
}

/** The figures that matter first, as a row of cards. */
function summary(e: EnquiryFigures, c: CustomerFigures, f: FieldFigures): string {
  const visits = f.pages.reduce((n, p) => n + p.visits, 0);
  const landedEnquiries = f.pages.reduce((n, p) => n + p.enquiries, 0);
  const vitals = RATED.map((m) => {
    const v = f.site.vitals[m];
    return card(
      v === undefined ? '-' : `${roundMetric(m, v)}${unit(m).replace(/[()]/g, '').trimEnd()}`,
      `p75 ${m}, site-wide${v === undefined ? '' : `: ${rate(m, v)}`}`,
    );
  });
  return `<ul class="cards">${[
    card(String(e.totals.enquiries), 'Enquiries (not spam)'),
    card(String(e.totals.spam), 'Spam, counted apart'),
    card(String(c.totals.won), 'Won (became clients)'),
    card(`$${Math.round(c.totals.revenueCents / 100).toLocaleString('en-AU')}`, 'Revenue won (AUD)'),
    card(winRate(c.totals), 'Enquiry-to-customer rate'),
    card(c.totals.medianDaysToWon === null ? '-' : String(c.totals.medianDaysToWon), 'Median days, enquiry to won'),
    card(String(f.site.views), 'Page views measured'),
    card(String(visits), 'Visits'),
    card(percent(visits ? landedEnquiries / visits : undefined), 'Visits that enquired'),
    ...vitals,
  ].join('')}</ul>`;
}

/** A section: its charts beside its table, or the sentence saying there is nothing to draw. */
function section(s: ChartSection): string {
  const body = s.empty
    ? `<p class="empty">${escapeHtml(s.empty)}</p>`
    : `<div class="pair"><div>${s.charts.map((c) => `<figure>${c.svg}</figure>`).join('')}</div><div>${htmlTable(s.table)}</div></div>`;
  return `<section><h2>${escapeHtml(s.heading)}</h2>${body}</section>`;
}

export function renderHtmlReport(input: HtmlReportInput): string {
  const { enquiries: e, field: f } = input;
  const nothing = !e.totals.enquiries && !e.totals.spam && !f.site.views;
  const body = nothing
    ? `<p class="empty">Nothing was recorded in this period: no enquiries, no spam and no page views. Choose another period with --since and --until.</p>`
    : [
        summary(e, input.customers, f),
        section(weeklyEnquiriesSection('enquiries-week', input.weeks, e.weeks)),
        section(wonByChannelSection('won-channel', input.customers, CHART_ROWS)),
        section(conversionSection('conversion', f.pages, CHART_ROWS)),
        section(vitalsByPageSection('vitals-page', f.pageDevices, CHART_ROWS)),
        section(weeklyVitalsSection('vitals-week', input.weeks, f.weeks)),
        `<section><h2>All tables</h2><div class="tables">${input.tables.map((t) => `<div>${htmlTable(t)}</div>`).join('')}</div></section>`,
      ].join('\n');
  return `<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(input.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(input.title)}</h1>
<p class="period">${escapeHtml(input.period)}. Made ${escapeHtml(input.generated)}.</p>
${body}
</main>
</body>
</html>
`;
}
