/**
 * The report staff read: where enquiries came from (by channel, source / medium / campaign, landing
 * page and week, spam apart) over a range of days in the agency time zone.
 */
import { site } from '../data/site.js';
import { localDayRange } from '../src/enquiries/local-time.js';
import { enquiryReport } from '../src/reports/enquiries.js';
import { fieldReport } from '../src/reports/field.js';
import { renderReport, type ReportFormat } from '../src/reports/table.js';
import { UsageError, dateArg, runStaffCommand } from './lib/staff-command.js';

await runStaffCommand({
  usage: 'usage: npm run report -- [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--format table|csv|json]',
  help: [
    'Shows how visitors arrive, convert and experience the site: Core Web Vitals site-wide and per page',
    '(75th percentile, rated), page views, visits and conversion rate per landing page, then where enquiries',
    'came from: by channel, by source / medium / campaign, by landing page and by week.',
    'Spam is counted apart. Days are in the agency time zone (TIME_ZONE).',
    '  --since, --until   first and last day to include (default: everything)',
    '  --format           table (default, for a terminal), csv (for a spreadsheet) or json',
  ].join('\n'),
  options: { since: { type: 'string' }, until: { type: 'string' }, format: { type: 'string', default: 'table' } },
  run(args, { config, openDb }) {
    const format = args.format as ReportFormat;
    if (!['table', 'csv', 'json'].includes(format)) throw new UsageError(`--format must be table, csv or json, not ${format}`);
    const since = dateArg('since', args.since as string | undefined);
    const until = dateArg('until', args.until as string | undefined);
    const tz = config().TIME_ZONE;
    const db = openDb(true);
    const range = localDayRange(since, until, tz);
    const tables = [...fieldReport(db, { since, until }, range), ...enquiryReport(db, range, tz)];
    const heading = `${site.name} enquiry report: ${since ?? 'the beginning'} to ${until ?? 'today'} (${tz})`;
    process.stdout.write(renderReport(tables, format, heading));
  },
});
