import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse as parseCsv } from 'csv-parse/sync';
import { formBody, startApp, validEnquiry, type TestApp, staffCommand } from '../helpers.js';

const staff = (server: TestApp, script: string, args: string[]) =>
  staffCommand(script, args, { DATABASE_PATH: server.config.DATABASE_PATH });

const now = Date.now();
const adsLanding = {
  at: now - 3_600_000,
  path: '/strategy/google-ads',
  params: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring', gclid: 'TEST1' },
};

async function seed(server: TestApp) {
  const post = (payload: unknown) =>
    server.app.inject({ method: 'POST', url: '/api/seo-audit-request', payload: payload as Record<string, unknown> });
  // Two from the spring Google Ads campaign (one came back later from a search), one organic, one direct, one spam.
  assert.is((await post(validEnquiry({ attribution: { first: adsLanding, last: adsLanding, pages: 3 } }))).statusCode, 201);
  assert.is(
    (
      await post(
        validEnquiry({
          attribution: {
            first: adsLanding,
            last: { at: now - 60_000, path: '/strategy/seo', params: {}, referrer: 'https://www.google.com/' },
            pages: 2,
          },
        }),
      )
    ).statusCode,
    201,
  );
  assert.is(
    (
      await post(
        validEnquiry({
          attribution: {
            first: { at: now - 60_000, path: '/resources/rank-on-google', params: {}, referrer: 'https://duckduckgo.com/' },
            pages: 1,
          },
        }),
      )
    ).statusCode,
    201,
  );
  assert.is((await post(validEnquiry())).statusCode, 201);
  assert.is((await post(validEnquiry({ company: 'bot', attribution: { first: adsLanding } }))).statusCode, 201);
  // Without JavaScript, from the landing page's own form.
  const form = await server.app.inject({
    method: 'POST',
    url: '/api/seo-audit-request',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      referer: `${server.config.SITE_URL}/strategy/google-ads?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=NOJS`,
    },
    payload: formBody({ ...validEnquiry(), source: '/strategy/google-ads' }),
  });
  assert.is(form.statusCode, 303);
}

test('npm run report: by channel, campaign, landing page and week, spam apart; table, CSV and JSON', async () => {
  const server = await startApp({ RATE_LIMIT_MAX: '100' });
  try {
    await seed(server);
    const { stdout: table } = await staff(server, 'report', []);
    console.log(
      table
        .split('\n')
        .slice(0, 24)
        .map((l) => `    ${l}`)
        .join('\n'),
    );
    assert.match(table, /Enquiries \(not spam\)\s+5/);
    assert.match(table, /Spam \(counted apart, not in the tables below\)\s+1/);
    assert.match(table, /of which recorded without JavaScript \(Referer\)\s+1/);

    const { stdout: json } = await staff(server, 'report', ['--format', 'json']);
    const sections = (JSON.parse(json) as { sections: { title: string; rows: (string | number)[][] }[] }).sections;
    const section = (title: string) => sections.find((s) => s.title.startsWith(title))!.rows;
    const channel = (name: string) => section('Enquiries by channel').find((r) => r[0] === name);
    assert.equal(channel('Paid Search'), ['Paid Search', 2, 2, 1], 'converting visit, first visit, spam');
    assert.equal(channel('Organic Search'), ['Organic Search', 2, 1, 0]);
    assert.equal(channel('(not recorded)'), ['(not recorded)', 1, 2, 0], 'no first touch without JavaScript');
    assert.ok(section('Enquiries by source / medium / campaign').some((r) => r.join('|') === 'google|cpc|spring|2'));
    assert.equal(section('Enquiries by landing page')[0], ['/strategy/google-ads', 2, 2]);
    const weeks = section('Enquiries by week');
    assert.is(
      weeks.reduce((n, r) => n + Number(r[1]), 0),
      5,
    );
    assert.is(
      weeks.reduce((n, r) => n + Number(r[2]), 0),
      1,
    );

    const { stdout: csv } = await staff(server, 'report', ['--format', 'csv', '--since', '2020-01-01']);
    const records = parseCsv(csv, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
    assert.ok(records.some((r) => r[0] === 'Enquiries by channel' && r[1] === 'Paid Search' && r[2] === '2'));

    const { stdout: empty } = await staff(server, 'report', ['--until', '2020-01-01', '--format', 'json']);
    assert.equal((JSON.parse(empty) as { sections: { rows: unknown[] }[] }).sections[1]!.rows, []);
  } finally {
    await server.close();
  }
});

test('staff commands answer --help and fail with one clear line and a non-zero exit, never a stack trace', async () => {
  const server = await startApp();
  try {
    for (const script of ['export', 'report', 'forget']) {
      const { stdout } = await staff(server, script, ['--help']);
      assert.match(stdout, /^usage: npm run /, script);
      for (const args of [['--no-such-option'], ['--since', 'yesterday']]) {
        if (script === 'forget' && args[0] === '--since') continue;
        const err = (await staff(server, script, args).catch((e: unknown) => e)) as { code: number; stderr: string };
        assert.is(err.code, 2, `${script} ${args.join(' ')}`);
        assert.not.match(err.stderr, /\n\s+at /, 'no stack trace');
      }
    }
    // A database in a folder that does not exist: one line, exit 1.
    const missing = (await staffCommand('export', [], { DATABASE_PATH: '/nonexistent/folder/enquiries.db' }).catch((e: unknown) => e)) as {
      code: number;
      stderr: string;
    };
    assert.is(missing.code, 1);
    assert.is(missing.stderr.trim().split('\n').length, 1, missing.stderr);
    assert.match(missing.stderr, 'DATABASE_PATH');
  } finally {
    await server.close();
  }
});

test.run();
