import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse as parseCsv } from 'csv-parse/sync';
import { startServer, validEnquiry } from '../helpers.js';
import { localDate } from '../../src/time/local-time.js';

const run = promisify(execFile);

/** Runs `npm run export -- ...` the way staff do, against the server's live database. */
async function exportCli(dbPath: string, args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'scripts/export.ts', ...args], { env: { ...process.env, DATABASE_PATH: dbPath } });
}

const tricky = [
  validEnquiry({ name: 'Smith, Jones & Co', goals: 'Say "hello",\nthen\r\ngoodbye' }),
  validEnquiry({ name: 'Zoë Ångström 李小龍', email: 'zoe@example.com', goals: 'Ünïcödé 🚀 everywhere' }),
  validEnquiry({ name: '=HYPERLINK("http://evil.example","click")', phone: '+61 400 000 000', goals: '@SUM(A1:A9)' }),
  validEnquiry({ name: '-2+3', goals: 'plain' }),
];

test('CSV export round-trips commas, quotes, newlines and non-ASCII, with a BOM, and neutralises formulas', async () => {
  const server = await startServer({ RATE_LIMIT_MAX: '100' });
  try {
    for (const e of tricky) assert.is((await server.app.inject({ method: 'POST', url: '/api/seo-audit-request', payload: e })).statusCode, 201);
    await server.app.inject({ method: 'POST', url: '/api/seo-audit-request', payload: validEnquiry({ company: 'spam bot' }) });

    const out = join(server.dir, 'export.csv');
    const { stderr } = await exportCli(server.config.DATABASE_PATH, ['--format', 'csv', '--out', out]);
    assert.match(stderr, 'Wrote 4 enquiries');
    const bytes = readFileSync(out);
    assert.equal([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 BOM for Excel');
    const text = bytes.toString('utf8');
    assert.ok(text.includes('\r\n'), 'CRLF record separators (RFC 4180)');
    const rows = parseCsv(text, { bom: true, columns: true }) as Record<string, string>[];
    assert.is(rows.length, 4, 'spam left out by default');
    assert.is(rows[0]!.name, 'Smith, Jones & Co');
    assert.is(rows[0]!.goals, 'Say "hello",\nthen\r\ngoodbye');
    assert.is(rows[1]!.name, 'Zoë Ångström 李小龍');
    assert.is(rows[1]!.goals, 'Ünïcödé 🚀 everywhere');
    assert.is(rows[2]!.name, `'=HYPERLINK("http://evil.example","click")`, 'formula neutralised');
    assert.is(rows[2]!.phone, `'+61 400 000 000`);
    assert.is(rows[2]!.goals, `'@SUM(A1:A9)`);
    assert.is(rows[3]!.name, `'-2+3`);
    assert.ok(Object.keys(rows[0]!).includes('created_at'));

    const withSpam = await exportCli(server.config.DATABASE_PATH, ['--include-spam']);
    assert.is((parseCsv(withSpam.stdout, { bom: true, columns: true }) as unknown[]).length, 5);
  } finally {
    await server.close();
  }
});

test('JSON lines export and date filters', async () => {
  const server = await startServer();
  try {
    await server.app.inject({ method: 'POST', url: '/api/seo-audit-request', payload: validEnquiry() });
    // Dates are days in the agency's time zone.
    const today = localDate(new Date().toISOString(), server.config.TIME_ZONE);
    const { stdout, stderr } = await exportCli(server.config.DATABASE_PATH, ['--format', 'json', '--since', today, '--until', today]);
    assert.match(stderr, 'Wrote 1 enquiry');
    const lines = stdout.trim().split('\n').map((l) => JSON.parse(l));
    assert.is(lines.length, 1);
    assert.is(lines[0].email, 'jane@example.com.au');
    const none = await exportCli(server.config.DATABASE_PATH, ['--format', 'json', '--until', '2020-01-01']);
    assert.match(none.stderr, 'Wrote 0 enquiries');
    try {
      await exportCli(server.config.DATABASE_PATH, ['--format', 'xml']);
      assert.unreachable('bad format accepted');
    } catch (err) {
      assert.match(String((err as { stderr: string }).stderr), '--format must be csv or json');
    }
  } finally {
    await server.close();
  }
});

test.run();
