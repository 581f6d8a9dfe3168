/**
 * `npx tsx scripts/demo-data.ts --db FILE [--weeks 10]`: fills a database with weeks of traffic for
 * looking at the report and the digest (screenshots, demos). The load test's two streams, enquiries
 * (with the form island's attribution record) and field beacons, are posted to the production build
 * on 127.0.0.1, one batch per week; after each batch the server stops (writing its counts) and the
 * batch is dated back into its week, since the server stamps everything with today. The mix of
 * channels, pages, devices and timings is made up, repeatable (a fixed seed), and says nothing
 * about any real site; the last two weeks carry a slower phone page so a regression shows.
 * Staff emails go to an SMTP server of this script's own; the last week's webhooks go to a closed
 * port and fail, so the digest has deliveries to report.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { addDays, localDate, localInstant, localWeekStart } from '../src/time/local-time.js';
import { startSmtp } from '../tests/smtp.js';
import { freePort } from '../tests/helpers.js';
import { startBuiltServer } from './start-built.js';

const { values } = parseArgs({
  options: { db: { type: 'string' }, weeks: { type: 'string', default: '10' }, beacons: { type: 'string', default: '1500' } },
});
if (!values.db) throw new Error('usage: npx tsx scripts/demo-data.ts --db FILE [--weeks 10] [--beacons 1500]');
const TZ = 'Australia/Melbourne';

// A small deterministic generator (mulberry32), so every run draws the same data.
let seed = 27;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(items: [T, number][]): T => {
  let r = random() * items.reduce((n, [, w]) => n + w, 0);
  for (const [item, w] of items) if ((r -= w) < 0) return item;
  return items[0]![0];
};

/** How visitors arrive: landing page, campaign tags and referrer, by weight. */
const arrivals: [{ path: string; params?: Record<string, string>; referrer?: string }, number][] = [
  [{ path: '/strategy/seo', referrer: 'https://www.google.com/' }, 24],
  [{ path: '/resources/rank-on-google', referrer: 'https://www.google.com/' }, 10],
  [{ path: '/strategy/local-seo', referrer: 'https://www.bing.com/' }, 5],
  [{ path: '/strategy/google-ads', params: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring-leads', gclid: 'demo' } }, 16],
  [{ path: '/strategy/google-ads', params: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'brand', gclid: 'demo' } }, 6],
  [{ path: '/' }, 14],
  [{ path: '/work/case-studies', referrer: 'https://www.linkedin.com/' }, 6],
  [
    {
      path: '/content/content-marketing-services',
      params: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'november-tips' },
    },
    5,
  ],
  [{ path: '/strategy/seo', referrer: 'https://chatgpt.com/' }, 4],
  [{ path: '/strategy/seo-packages', referrer: 'https://www.smartcompany.com.au/marketing/' }, 3],
];
const pages: [string, number][] = [...new Set(arrivals.map(([a]) => a.path))].map((p, i) => [p, 12 - i]);
const devices: ['phone' | 'tablet' | 'desktop', number][] = [
  ['phone', 55],
  ['desktop', 35],
  ['tablet', 10],
];

/** Timings drawn around a typical value per device; a slower phone page in the last two weeks. */
function metrics(path: string, device: string, week: number, weeks: number) {
  const slow = device === 'phone' ? 1.6 : device === 'tablet' ? 1.25 : 1;
  const regression = path === '/strategy/google-ads' && device === 'phone' && week >= weeks - 2 ? 2.2 : 1;
  const around = (v: number) => v * (0.55 + random() * 0.9);
  return {
    LCP: Math.round(around(1500 * slow * regression)),
    INP: Math.round(around(110 * slow)),
    CLS: Math.round(around(path === '/' ? 0.09 : 0.03) * 1000) / 1000,
    FCP: Math.round(around(900 * slow)),
    TTFB: Math.round(around(180)),
  };
}

const smtp = await startSmtp();
const closedPort = await freePort();
const weeks = Number(values.weeks);
const thisMonday = localWeekStart(new Date().toISOString(), TZ);
let n = 0;
try {
  for (let w = 0; w < weeks; w++) {
    const monday = addDays(thisMonday, -7 * (weeks - 1 - w));
    const last = w === weeks - 1;
    const server = await startBuiltServer({
      DATABASE_PATH: values.db,
      RATE_LIMIT_MAX: '1000000',
      BEACON_RATE_MAX: '1000000',
      FORM_MIN_FILL_MS: '0',
      DIGEST_SCHEDULE: 'off',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_POLL_MS: '100',
      ...(w >= weeks - 2
        ? {
            WEBHOOK_URL: `http://127.0.0.1:${closedPort}/crm`,
            WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
            WEBHOOK_MAX_ATTEMPTS: '1',
          }
        : {}),
    });
    const before = new Database(values.db, { readonly: true });
    const firstId = (before.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM enquiries').get() as { id: number }).id + 1;
    before.close();
    const enquiries = Math.round(6 + 8 * random() + w * 0.8);
    const bodies = Array.from({ length: enquiries + 2 }, (_, i) => {
      const a = pick(arrivals);
      const touch = { at: Date.now() - 600_000, path: a.path, params: a.params ?? {}, ...(a.referrer ? { referrer: a.referrer } : {}) };
      const spam = i >= enquiries;
      return JSON.stringify({
        name: `Demo ${++n}`,
        email: `demo${n}@example.com`,
        phone: '0400 000 000',
        goals: `Demo enquiry ${n}`,
        ...(spam ? { company: 'bot' } : {}),
        attribution: { first: touch, last: touch, pages: 1 + Math.floor(random() * 6) },
      });
    });
    const beacons = Array.from({ length: Number(values.beacons) }, () => {
      const p = random() < 0.6 ? pick(arrivals).path : pick(pages);
      const d = pick(devices);
      return JSON.stringify({ p, n: 'navigate', d, v: random() < 0.45 ? 1 : 0, m: metrics(p, d, w, weeks) });
    });
    const post = (path: string, contentType: string, list: string[]) => {
      let i = 0;
      return autocannon({
        url: server.url,
        connections: 4,
        amount: list.length,
        requests: [
          {
            method: 'POST',
            path,
            headers: {
              'content-type': contentType,
              'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
            },
            setupRequest: (req) => ({ ...req, body: list[i++ % list.length] }),
          },
        ],
      });
    };
    const [e, b] = await Promise.all([
      post('/api/seo-audit-request', 'application/json', bodies),
      post('/api/beacon', 'text/plain;charset=UTF-8', beacons),
    ]);
    // Give the outbox a moment to send this week's staff emails (and fail the webhooks) before stopping.
    await new Promise((r) => setTimeout(r, 1500));
    await server.stop();

    // Everything the server stamped today goes back into its week.
    const db = new Database(values.db);
    const today = localDate(new Date().toISOString(), TZ);
    // The current week only up to yesterday (or today's first hours on a Monday): nothing in the future.
    const days = last ? Math.max(1, Math.round((Date.parse(today) - Date.parse(monday)) / 86_400_000)) : 7;
    const at = () => {
      const t = Date.parse(
        localInstant(addDays(monday, Math.floor(random() * days)), 8 + Math.floor(random() * 10), Math.floor(random() * 60), TZ),
      );
      return new Date(Math.min(t, Date.now() - 3_600_000)).toISOString();
    };
    db.transaction(() => {
      for (const { id } of db.prepare('SELECT id FROM enquiries WHERE id >= ?').all(firstId) as { id: number }[]) {
        const when = at();
        db.prepare('UPDATE enquiries SET created_at = ? WHERE id = ?').run(when, id);
        db.prepare('UPDATE enquiry_touches SET occurred_at = ? WHERE enquiry_id = ?').run(
          new Date(Date.parse(when) - 600_000).toISOString(),
          id,
        );
      }
      const day = addDays(monday, Math.min(2, days - 1));
      if (day !== today)
        for (const table of ['field_pages', 'field_buckets']) db.prepare(`UPDATE ${table} SET day = ? WHERE day = ?`).run(day, today);
    })();
    db.close();
    console.log(
      `week of ${monday}: ${e.requests.total} enquiries posted (${e.non2xx} refused), ${b.requests.total} beacons (${b.non2xx} refused)`,
    );
  }
} finally {
  await smtp.close();
}
