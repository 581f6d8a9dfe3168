import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { routePaths } from '../../src/routes/route-table.js';
import { percentile, rate } from '../../src/analytics/histogram.js';
import { startApp, validEnquiry, type TestApp, staffCommand } from '../helpers.js';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

function beacon(server: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return server.app.inject({
    method: 'POST',
    url: '/api/beacon',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME, ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
const rows = (server: TestApp, sql: string) => server.app.db.prepare(sql).all() as Record<string, unknown>[];
const good = { p: '/strategy/seo', n: 'navigate', d: 'phone', v: 1, m: { LCP: 1800, INP: 120, CLS: 0.02, FCP: 900, TTFB: 150 } };

test("p75 from bucket counts, rated with Google's thresholds", () => {
  assert.is(rate('LCP', 2500), 'Good');
  assert.is(rate('LCP', 2501), 'Needs improvement');
  assert.is(rate('INP', 501), 'Poor');
  assert.is(rate('CLS', 0.1), 'Good');
  const counts = new Array(31).fill(0);
  counts[17] = 3; // (1800, 2000]
  counts[19] = 1; // (2500, 3000]
  const p75 = percentile('LCP', counts)!;
  assert.ok(p75 > 1800 && p75 <= 2000, String(p75));
  assert.is(percentile('LCP', new Array(31).fill(0)), undefined);
});

test('a beacon answers 204 at once and is counted in memory; the database sees it only at the flush', async () => {
  const server = await startApp({ FIELD_FLUSH_MS: '3600000' });
  try {
    const res = await beacon(server, good);
    assert.is(res.statusCode, 204);
    assert.is((await beacon(server, { ...good, v: 0, m: { LCP: 2600, CLS: 0.3 } })).statusCode, 204);
    assert.is(server.app.field.size, 1, 'one (day, page, device) group');
    assert.equal(rows(server, 'SELECT * FROM field_pages'), [], 'no write per beacon');
    server.app.field.flush(server.app.db);
    const [page] = rows(server, 'SELECT path, device, views, visits FROM field_pages');
    assert.equal(page, { path: '/strategy/seo', device: 'phone', views: 2, visits: 1 });
    assert.is(rows(server, "SELECT SUM(count) AS n FROM field_buckets WHERE metric = 'LCP'")[0]!.n, 2);
    assert.is(server.app.field.size, 0);
  } finally {
    await server.close();
  }
});

test('a flood of 10,000 forged beacons: nothing counted beyond the bounds, no 5xx, memory bounded by the route table', async () => {
  const server = await startApp({ BEACON_RATE_MAX: '1000000', FIELD_FLUSH_MS: '3600000' });
  try {
    const forged: (unknown | string)[] = [
      { ...good, p: '/not-a-page' },
      { ...good, p: '/strategy/seo?email=a@b.c' },
      { ...good, p: 'https://evil.example/' },
      { ...good, d: 'fridge' },
      { ...good, v: 'yes' },
      { ...good, n: 'teleport' },
      { ...good, m: { LCP: 'NaN' } },
      { ...good, m: { LCP: -5 } },
      { ...good, m: { LCP: 1e12 } },
      { ...good, m: { CLS: 11 } },
      { ...good, m: { INP: [1] } },
      { ...good, m: {} },
      { ...good, m: 'fast' },
      '{"p":"/","d":"phone","v":1,"m":{"LCP":1e999}}',
      'not json',
      '[]',
      'null',
      JSON.stringify({ ...good, padding: 'x'.repeat(2000) }),
    ];
    const statuses: Record<number, number> = {};
    for (let i = 0; i < 10_000; i++) {
      const body = forged[i % forged.length];
      const res = await beacon(server, body, i % 7 === 0 ? { 'user-agent': 'Mozilla/5.0 HeadlessChrome/156.0' } : {});
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
    }
    console.log(`  forged beacons: statuses ${JSON.stringify(statuses)}`);
    assert.ok(
      Object.keys(statuses).every((s) => Number(s) < 500),
      'no 5xx',
    );
    assert.ok(statuses[413]! > 0, 'oversized bodies answer 413');
    assert.is(server.app.field.size, 0, 'none of them was counted');

    // Valid beacons for every page and device class, many times over: the groups stay bounded.
    const devices = ['phone', 'tablet', 'desktop'];
    for (let round = 0; round < 3; round++) for (const p of routePaths) for (const d of devices) await beacon(server, { ...good, p, d });
    assert.is(server.app.field.size, routePaths.size * devices.length, 'one group per page and device class, however many beacons');
    const bot = await beacon(server, good, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    assert.is(bot.statusCode, 204);
    server.app.field.flush(server.app.db);
    assert.is(rows(server, 'SELECT SUM(views) AS n FROM field_pages')[0]!.n, routePaths.size * devices.length * 3, 'bots not counted');
  } finally {
    await server.close();
  }
});

test('a per-IP limit stops flooding; over it nothing is counted', async () => {
  const server = await startApp({ BEACON_RATE_MAX: '5', FIELD_FLUSH_MS: '3600000' });
  try {
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await beacon(server, good)).statusCode);
    assert.equal(statuses, [204, 204, 204, 204, 204, 429, 429, 429]);
    server.app.field.flush(server.app.db);
    assert.is(rows(server, 'SELECT views FROM field_pages')[0]!.views, 5);
  } finally {
    await server.close();
  }
});

test('shutdown writes what is still in memory; npm run report shows views, visits, conversion and rated p75', async () => {
  const server = await startApp({ FIELD_FLUSH_MS: '3600000', RATE_LIMIT_MAX: '100' });
  try {
    for (let i = 0; i < 4; i++)
      await beacon(server, { ...good, p: '/strategy/google-ads', v: 1, m: { LCP: 1500 + i * 100, CLS: 0.01, INP: 80 } });
    await beacon(server, { ...good, p: '/strategy/google-ads', d: 'desktop', v: 0, m: { LCP: 5000, CLS: 0.4 } });
    await beacon(server, { ...good, p: '/', v: 1 });
    const at = Date.now() - 60_000;
    const touch = { at, path: '/strategy/google-ads', params: { utm_source: 'google', utm_medium: 'cpc', gclid: 'G' } };
    assert.is(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/seo-audit-request',
          payload: validEnquiry({ attribution: { first: touch, last: touch, pages: 2 } }),
        })
      ).statusCode,
      201,
    );
    await server.app.close();
    const { stdout } = await staffCommand('report', ['--format', 'json'], { DATABASE_PATH: server.config.DATABASE_PATH });
    const sections = (JSON.parse(stdout) as { sections: { title: string; rows: (string | number)[][] }[] }).sections;
    assert.match(sections[0]!.title, 'site-wide', 'the site-wide p75 comes first');
    const site = sections[0]!.rows[0]!;
    assert.equal(site.slice(0, 2), ['All devices', 6]);
    const pages = sections.find((s) => s.title === 'Pages by visits')!.rows;
    assert.equal(pages[0], ['/strategy/google-ads', 5, 4, 1, '25.0%'], 'sorted by visits; 1 enquiry / 4 visits landed');
    const perPage = sections.find((s) => s.title.startsWith('Core Web Vitals by page'))!.rows;
    const desktop = perPage.find((r) => r[0] === '/strategy/google-ads' && r[1] === 'desktop')!;
    assert.is(desktop[4], 'Poor', 'LCP 5 s on desktop is Poor');
    const phone = perPage.find((r) => r[0] === '/strategy/google-ads' && r[1] === 'phone')!;
    assert.is(phone[4], 'Good');
    const { stdout: table } = await staffCommand('report', [], { DATABASE_PATH: server.config.DATABASE_PATH });
    console.log(
      table
        .split('\n')
        .slice(0, 22)
        .map((l) => `    ${l}`)
        .join('\n'),
    );
  } finally {
    await server.close().catch(() => undefined);
  }
});

test.run();
