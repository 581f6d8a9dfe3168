/**
 * A report is a list of titled tables. This module renders them for a terminal (aligned columns),
 * for a spreadsheet (CSV, one section column, formula-safe) and as JSON.
 */
import { stringify } from 'csv-stringify/sync';
import { neutraliseFormula } from '../lib/formula-guard.js';

export type Cell = string | number;

export interface ReportTable {
  title: string;
  columns: string[];
  rows: Cell[][];
  /** Shown under the table (what the numbers mean). */
  note?: string;
}

export type ReportFormat = 'table' | 'csv' | 'json';

const isNumber = (c: Cell) => typeof c === 'number';
const show = (c: Cell) => (typeof c === 'number' && !Number.isInteger(c) ? String(Math.round(c * 1000) / 1000) : String(c));

/** Aligned columns for a terminal: text left, numbers right; text longer than `cutAt` cut with an ellipsis. */
export function textTable(t: ReportTable, cutAt = 60): string {
  const cut = (s: string) => (s.length > cutAt ? `${s.slice(0, cutAt - 1)}…` : s);
  const cells = [t.columns, ...t.rows.map((r) => r.map((c) => cut(show(c))))];
  const widths = t.columns.map((_, i) => Math.max(...cells.map((r) => String(r[i] ?? '').length)));
  const line = (r: Cell[], header = false) =>
    r
      .map((c, i) => {
        const s = String(c);
        return !header && isNumber(t.rows[0]?.[i] ?? '') ? s.padStart(widths[i] ?? 0) : s.padEnd(widths[i] ?? 0);
      })
      .join('  ')
      .trimEnd();
  const body = t.rows.length ? cells.slice(1).map((r) => line(r)) : ['(none)'];
  return [
    t.title,
    '='.repeat(t.title.length),
    line(t.columns, true),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...body,
    ...(t.note ? [t.note] : []),
  ].join('\n');
}

export function renderReport(tables: ReportTable[], format: ReportFormat, heading: string): string {
  if (format === 'json')
    return (
      JSON.stringify(
        { report: heading, sections: tables.map(({ title, columns, rows, note }) => ({ title, columns, rows, note })) },
        null,
        2,
      ) + '\n'
    );
  if (format === 'csv') {
    const records: Cell[][] = [];
    for (const t of tables) {
      records.push(['section', ...t.columns]);
      for (const r of t.rows) records.push([t.title, ...r.map((c) => (typeof c === 'number' ? c : neutraliseFormula(c)))]);
      records.push([]);
    }
    return '\ufeff' + stringify(records, { record_delimiter: 'windows' });
  }
  return `${heading}\n\n${tables.map((t) => textTable(t)).join('\n\n')}\n`;
}
