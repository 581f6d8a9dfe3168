/**
 * The guard every export meant for a spreadsheet uses (the staff CSV, the report's CSV, the Google Ads file):
 * a cell that Excel, Sheets or LibreOffice would run as a formula gets a leading quote, so it shows as text.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
