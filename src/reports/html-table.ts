/**
 * A report table (table.ts) as an HTML table: the HTML report styles it from its stylesheet, the
 * digest email with inline styles (mail clients drop or ignore style sheets). Numbers are right-aligned.
 */
import { escapeHtml } from '../lib/html.js';
import type { Cell, ReportTable } from './table.js';

const show = (c: Cell) => (typeof c === 'number' && !Number.isInteger(c) ? String(Math.round(c * 1000) / 1000) : String(c));
/** Counts, percentages and measurements read best aligned on the right. */
const numeric = (c: Cell) => typeof c === 'number' || /^[-+]?[\d.,]+( ?(%|ms|s))?$/.test(String(c));

const INLINE = {
  table: 'border-collapse:collapse;width:100%;font-size:14px;margin:0 0 8px',
  caption: 'text-align:left;font-weight:700;padding:0 0 6px;color:#1f2937',
  th: 'text-align:left;border-bottom:2px solid #9ca3af;padding:6px 8px;color:#1f2937;font-weight:700',
  td: 'border-bottom:1px solid #e5e7eb;padding:6px 8px;color:#1f2937',
  rowhead: 'border-bottom:1px solid #e5e7eb;padding:6px 8px;color:#1f2937;text-align:left;font-weight:400',
  note: 'font-size:13px;color:#4b5563;margin:0 0 16px',
};

export interface HtmlTableOptions {
  /** Inline styles for email; otherwise classes for the report's stylesheet. */
  inline?: boolean;
  /** Shown instead of an empty table body. */
  empty?: string;
}

/** The table with its title as caption and its note below it. */
export function htmlTable(t: ReportTable, { inline = false, empty = 'None.' }: HtmlTableOptions = {}): string {
  const style = (part: keyof typeof INLINE, align?: 'right') =>
    inline ? ` style="${INLINE[part]}${align ? ';text-align:right' : ''}"` : align ? ' class="num"' : '';
  const alignOf = (i: number) => (t.rows.length && t.rows.every((r) => numeric(r[i] ?? '')) ? 'right' : undefined);
  const head = t.columns.map((c, i) => `<th scope="col"${style('th', alignOf(i))}>${escapeHtml(c)}</th>`).join('');
  const body = t.rows.length
    ? t.rows
        .map(
          (r) =>
            `<tr>${r.map((c, i) => (i === 0 ? `<th scope="row"${style('rowhead')}>${escapeHtml(show(c))}</th>` : `<td${style('td', alignOf(i))}>${escapeHtml(show(c))}</td>`)).join('')}</tr>`,
        )
        .join('')
    : `<tr><td colspan="${t.columns.length}"${style('td')}>${escapeHtml(empty)}</td></tr>`;
  const note = t.note ? `<p${inline ? ` style="${INLINE.note}"` : ' class="note"'}>${escapeHtml(t.note)}</p>` : '';
  return `<table${style('table')}><caption${style('caption')}>${escapeHtml(t.title)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>${note}`;
}
