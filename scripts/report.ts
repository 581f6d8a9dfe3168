/**
 * The report staff read: where enquiries came from (by channel, source / medium / campaign, landing
 * page and week, spam apart) and how the site performs for real visitors, over a range of days in
 * the agency time zone; as text, CSV, JSON or one self-contained HTML file with charts.
 */
import { chmodSync, writeFileSync } from 'node:fs';
import { site } from '../data/site.js';
import { formatLocalTime, localDate, localDayRange, shortDate, weekStartOf } from '../src/time/local-time.js';
import { enquiryFigures, enquiryReport } from '../src/reports/enquiries.js';
import { customerFigures, customerReport } from '../src/reports/customers.js';
import { fieldFigures, fieldReport } from '../src/reports/field.js';
import { aiSearchReport, prospectFigures, prospectReport } from '../src/reports/prospects.js';
import { renderReport, type ReportFormat } from '../src/reports/table.js';
import { UsageError, dateArg, runStaffCommand } from './lib/staff-command.js';

const FORMATS = ['table', 'csv', 'json', 'html'];

await runStaffCommand({
  usage: 'usage: npm run report -- [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--format table|csv|json|html] [--out FILE]',
  help: [
    'Shows how visitors arrive, convert and experience the site: Core Web Vitals site-wide and per page',
    '(75th percentile, rated), page views, visits and conversion rate per landing page, then where enquiries',
    'came from: by channel, by source / medium / campaign, by landing page and by week; then which of them',
    'became clients (won, with revenue in AUD) by the same channels, campaigns and landing pages, the',
    'enquiry-to-customer rate and the median days from enquiry to won, for the enquiries received in the period;',
    "and how the prospects' own home pages did on a phone in the site check (LCP, CLS, TBT rated, performance).",
    'Spam is counted apart. Days are in the agency time zone (TIME_ZONE).',
    '  --since, --until   first and last day to include (default: everything)',
    '  --format           table (default, for a terminal), csv (for a spreadsheet), json, or html (one file',
    '                     with charts, to open in a browser or print; use with --out)',
    '  --out FILE         write to FILE instead of standard output',
  ].join('\n'),
  options: { since: { type: 'string' }, until: { type: 'string' }, format: { type: 'string', default: 'table' }, out: { type: 'string' } },
  async run(args, { config, openDb }) {
    const format = String(args.format);
    if (!FORMATS.includes(format)) throw new UsageError(`--format must be table, csv, json or html, not ${format}`);
    const since = dateArg('since', args.since as string | undefined);
    const until = dateArg('until', args.until as string | undefined);
    if (since && until && since > until) throw new UsageError(`--since ${since} is after --until ${until}`);
    const tz = config().TIME_ZONE;
    const db = openDb(true);
    const range = localDayRange(since, until, tz);
    const customers = customerFigures(db, range);
    const tables = [
      ...fieldReport(db, { since, until }, range),
      ...enquiryReport(db, range, tz),
      ...customerReport(customers),
      ...(() => {
        const prospects = prospectFigures(db, range);
        return [prospectReport(prospects), aiSearchReport(prospects)];
      })(),
    ];
    const heading = `${site.name} enquiry report: ${since ?? 'the beginning'} to ${until ?? 'today'} (${tz})`;
    let output: string;
    if (format === 'html') {
      // The charts and the page around them: loaded for this format only, so the others start lighter.
      const [{ weeksBetween }, { renderHtmlReport }] = await Promise.all([
        import('../src/reports/chart-sections.js'),
        import('../src/reports/html.js'),
      ]);
      const now = new Date().toISOString();
      const enquiries = enquiryFigures(db, range, tz);
      const field = fieldFigures(db, { since, until }, range);
      // The weekly charts run over the whole period asked for, or else from the first week with data to this one.
      const dataWeeks = [...enquiries.weeks.map((w) => w.week), ...field.weeks.map((w) => w.week)].sort();
      const first = since ? weekStartOf(since) : dataWeeks[0];
      const last = weekStartOf(until ?? localDate(now, tz));
      output = renderHtmlReport({
        title: `${site.name}: enquiries, customers and site performance`,
        period: `${since ? shortDate(since, true) : 'From the first record'} to ${until ? shortDate(until, true) : 'today'}, days in ${tz}`,
        generated: formatLocalTime(now, tz),
        weeks: first ? weeksBetween(first, last) : [],
        enquiries,
        customers,
        field,
        tables,
      });
    } else output = renderReport(tables, format as ReportFormat, heading);
    if (args.out) {
      writeFileSync(String(args.out), output, { mode: 0o600 });
      chmodSync(String(args.out), 0o600);
      console.error(`Wrote the report to ${args.out}`);
    } else process.stdout.write(output);
  },
});
