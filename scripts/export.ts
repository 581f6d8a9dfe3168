/**
 * Exports enquiries for staff, safely while the site runs (read-only, WAL). Reads DATABASE_PATH like
 * the server. Writes to FILE or standard output; prints the row count.
 */
import { chmodSync, writeFileSync } from 'node:fs';
import { enquiriesToCsv, enquiriesToJsonLines } from '../src/enquiries/export.js';
import { localDayRange } from '../src/time/local-time.js';
import { listEnquiries } from '../src/enquiries/repository.js';
import { UsageError, dateArg, runStaffCommand } from './lib/staff-command.js';

await runStaffCommand({
  usage: 'usage: npm run export -- [--format csv|json] [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--include-spam] [--out FILE]',
  help: [
    'Exports enquiries with where they came from (first and last touch), oldest first.',
    '  --format csv|json   CSV for spreadsheets (default; UTF-8 with BOM) or JSON lines',
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
    if (args.format !== 'csv' && args.format !== 'json') throw new UsageError(`--format must be csv or json, not ${args.format}`);
    const since = dateArg('since', args.since as string | undefined);
    const until = dateArg('until', args.until as string | undefined);
    const tz = config().TIME_ZONE;
    const rows = listEnquiries(openDb(true), { ...localDayRange(since, until, tz), includeSpam: Boolean(args['include-spam']) });
    const output = args.format === 'csv' ? enquiriesToCsv(rows, tz) : enquiriesToJsonLines(rows, tz);
    const count = `${rows.length} ${rows.length === 1 ? 'enquiry' : 'enquiries'}`;
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
