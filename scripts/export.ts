/**
 * Exports enquiries for staff, safely while the site runs (read-only, WAL). Reads DATABASE_PATH like
 * the server. Writes to FILE or standard output; prints the row count.
 */
import { chmodSync, writeFileSync } from 'node:fs';
import { enquiriesToCsv, enquiriesToJsonLines } from '../src/enquiries/export.js';
import { localDayRange } from '../src/time/local-time.js';
import { listEnquiries } from '../src/enquiries/repository.js';
import { googleAdsCsv, wonClicks } from '../src/leads/google-ads.js';
import { UsageError, dateArg, runStaffCommand } from './lib/staff-command.js';

await runStaffCommand({
  usage: 'usage: npm run export -- [--format csv|json|google-ads] [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--include-spam] [--out FILE]',
  help: [
    'Exports enquiries with where they came from (first and last touch), oldest first.',
    '  --format csv|json   CSV for spreadsheets (default; UTF-8 with BOM; a cell that would be a formula',
    "                      starts with ') or JSON lines for programs (values exactly as stored)",
    '  --format google-ads Google Ads offline conversion import file: one row per won lead that came',
    '                      from a Google ad click (gclid), named ADS_CONVERSION_NAME, valued in AUD;',
    '                      --since and --until then choose by the day the lead was won; a stored gclid',
    '                      with other characters than letters, digits, - and _ (or a leading -) is left',
    '                      out and its enquiry named',
    '  --since, --until    first and last day to include, in the agency time zone (TIME_ZONE)',
    '  --include-spam      also export enquiries flagged as spam',
    '  --out FILE          write to FILE instead of standard output',
  ].join('\n'),
  options: {
    format: { type: 'string', default: 'csv' },
    since: { type: 'string' },
    until: { type: 'string' },
    'include-spam': { type: 'boolean', default: false },
    out: { type: 'string' },
  },
  run(args, { config, openDb }) {
    if (!['csv', 'json', 'google-ads'].includes(String(args.format)))
      throw new UsageError(`--format must be csv, json or google-ads, not ${args.format}`);
    const since = dateArg('since', args.since as string | undefined);
    const until = dateArg('until', args.until as string | undefined);
    const settings = config();
    const tz = settings.TIME_ZONE;
    const range = localDayRange(since, until, tz);
    let output: string;
    let count: string;
    if (args.format === 'google-ads') {
      const won = wonClicks(openDb(true), range);
      output = googleAdsCsv(won.rows, { timeZone: tz, conversionName: settings.ADS_CONVERSION_NAME });
      count = `${won.rows.length} ${won.rows.length === 1 ? 'conversion' : 'conversions'}`;
      // Said, not silently dropped: staff can see why a win they expected is not in the file.
      if (won.braidOnly)
        console.error(
          `Left out ${won.braidOnly} won lead(s) that carried only a gbraid or wbraid: Google's click conversion template takes a Google Click ID.`,
        );
      if (won.withoutClickId) console.error(`Left out ${won.withoutClickId} won lead(s) without a Google click id (not from a Google ad).`);
      if (won.malformedClickId.length) {
        console.error(
          `Left out ${won.malformedClickId.length} won lead(s) whose stored Google click id has characters other than letters, digits, - and _ ` +
            `(saved before click ids were checked on arrival) or starts with - (a spreadsheet formula); an altered id would match no click. Enquiry id(s): ${won.malformedClickId.join(', ')}.`,
        );
      }
    } else {
      const rows = listEnquiries(openDb(true), { ...range, includeSpam: Boolean(args['include-spam']) });
      output = args.format === 'csv' ? enquiriesToCsv(rows, tz) : enquiriesToJsonLines(rows, tz);
      count = `${rows.length} ${rows.length === 1 ? 'enquiry' : 'enquiries'}`;
    }
    if (args.out) {
      // Personal data: readable by this user only (also when FILE already existed).
      writeFileSync(String(args.out), output, { mode: 0o600 });
      chmodSync(String(args.out), 0o600);
      console.error(`Wrote ${count} to ${args.out}`);
    } else {
      process.stdout.write(output);
      console.error(`Wrote ${count}`);
    }
  },
});
