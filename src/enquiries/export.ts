/**
 * Staff export: enquiries as CSV (RFC 4180, UTF-8 with BOM so Excel opens it, CRLF rows) or JSON
 * lines. Cells that a spreadsheet would run as a formula are neutralised with a leading quote.
 */
import { stringify } from 'csv-stringify/sync';
import type { EnquiryRow } from './repository.js';

export const exportColumns: (keyof EnquiryRow)[] = [
  'id',
  'created_at',
  'name',
  'email',
  'phone',
  'website',
  'goals',
  'source_page',
  'is_spam',
  'spam_reason',
  'notification_status',
  'ip',
  'user_agent',
];

/** Excel, Sheets and LibreOffice treat these first characters as the start of a formula. */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function enquiriesToCsv(rows: EnquiryRow[]): string {
  const records = rows.map((row) => exportColumns.map((c) => neutraliseFormula(String(row[c] ?? ''))));
  return '\ufeff' + stringify([exportColumns, ...records], { record_delimiter: 'windows', quoted_match: /^\s|\s$/ });
}

export function enquiriesToJsonLines(rows: EnquiryRow[]): string {
  return rows.map((row) => JSON.stringify(Object.fromEntries(exportColumns.map((c) => [c, row[c]])))).join('\n') + (rows.length ? '\n' : '');
}
