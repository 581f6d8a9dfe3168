/**
 * Exports enquiries for staff, safely while the site runs (read-only, WAL):
 *   npm run export -- [--format csv|json] [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--include-spam] [--out FILE]
 * Reads DATABASE_PATH like the server. Writes to FILE or standard output; prints the row count.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/enquiries/db.js';
import { enquiriesToCsv, enquiriesToJsonLines } from '../src/enquiries/export.js';
import { listEnquiries } from '../src/enquiries/repository.js';

const usage = 'usage: npm run export -- [--format csv|json] [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--include-spam] [--out FILE]';

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

let args;
try {
  args = parseArgs({
    options: {
      format: { type: 'string', default: 'csv' },
      since: { type: 'string' },
      until: { type: 'string' },
      'include-spam': { type: 'boolean', default: false },
      out: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  }).values;
} catch (err) {
  fail((err as Error).message);
}
if (args.help) {
  console.log(usage);
  process.exit(0);
}
if (args.format !== 'csv' && args.format !== 'json') fail(`--format must be csv or json, not ${args.format}`);
for (const key of ['since', 'until'] as const) {
  const v = args[key];
  if (v !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(v)))) fail(`--${key} must be a date like 2025-08-05`);
}

const config = loadConfig();
const db = openDatabase(config.DATABASE_PATH, { readonly: true });
const rows = listEnquiries(db, { since: args.since, until: args.until, includeSpam: args['include-spam'] });
db.close();
const output = args.format === 'csv' ? enquiriesToCsv(rows) : enquiriesToJsonLines(rows);
if (args.out) {
  writeFileSync(args.out, output);
  console.error(`Wrote ${rows.length} ${rows.length === 1 ? 'enquiry' : 'enquiries'} to ${args.out}`);
} else {
  process.stdout.write(output);
  console.error(`Wrote ${rows.length} ${rows.length === 1 ? 'enquiry' : 'enquiries'}`);
}
