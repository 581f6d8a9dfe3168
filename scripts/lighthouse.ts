/**
 * Lighthouse (Debian's Chromium) over six pages of every kind, mobile and desktop presets.
 * `npm run lighthouse [-- --runs 3] [--preset mobile]` writes JSON reports to out/lighthouse/ (git-ignored) and prints the
 * four category scores with TBT, CLS, LCP and the JavaScript the page downloaded (transfer bytes), each
 * figure the median of its own over the runs when --runs > 1, with the runs' TBTs beside it. Goal on
 * mobile: 100 with TBT <= 30 ms and LCP <= 1.0 s.
 * `--via caddy` measures the site where it runs: through the shipped deploy/Caddyfile over HTTPS
 * (HTTP/2; tests/caddy.ts builds for its origin), Caddy's local certificate accepted.
 * `--trace` keeps each run's performance trace beside its report and prints where the page's
 * main-thread time went, task by task, before and after first paint (scripts/lib/trace-breakdown.ts).
 * A finished site check is seeded first (the real findings of a crawl of the planted fixture site
 * and a lab run with its screenshot), so `/audit/:seeded` and `/thank-you?audit=:seeded` (in the
 * default list, and allowed in --pages) measure a finished report and the thank-you page that links it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/db.js';
import { runCheck } from '../src/audit/index.js';
import { labResult, quickPage, seedCheckedEnquiry, slowHome } from '../tests/lab-sample.js';
import { startFixtureSite } from './lib/fixture-site.js';
import { startBuiltServer } from './start-built.js';
import { startCaddyStack } from '../tests/caddy.js';
import { formatBreakdown, traceBreakdown } from './lib/trace-breakdown.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    port: { type: 'string', default: '0' },
    pages: { type: 'string' },
    preset: { type: 'string' },
    via: { type: 'string' },
    trace: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const pages = values.pages
  ? values.pages.split(',')
  : [
      '/',
      '/strategy/seo',
      '/strategy/ai-content-creation-packages',
      '/resources/blog',
      '/terms-of-service',
      '/content/interactive-infographics',
      '/audit/:seeded',
      '/thank-you?audit=:seeded',
    ];
const presets = values.preset ? [values.preset as 'mobile' | 'desktop'] : (['mobile', 'desktop'] as const);
const viaCaddy = values.via === 'caddy';
const chromeFlags = `--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run${viaCaddy ? ' --ignore-certificate-errors' : ''}`;

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
}

/** Bytes of JavaScript the page downloaded (compressed, as transferred). */
const jsBytes = (r: Report) =>
  (r.audits['resource-summary']?.details?.items ?? []).find((i) => i.resourceType === 'script')?.transferSize ?? 0;

/** A database holding one finished check, as a prospect's report shows it: a crawl's real findings and a lab run. */
async function seededDatabase(): Promise<{ path: string; publicId: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-lighthouse-'));
  const path = join(dir, 'enquiries.db');
  const site = await startFixtureSite(true);
  try {
    const rules = { timeoutMs: 5000, maxBytes: 2 * 1024 * 1024, allowPrivate: true, userAgent: 'LaserfocusLighthouseSeed/1.0' };
    const result = await runCheck(site.url, rules, { maxPages: 25, crawlMs: 30_000, siteConcurrency: 2, maxCandidates: 5000 });
    const db = openDatabase(path);
    const audit = seedCheckedEnquiry(db, {
      findings: result.findings,
      score: result.score ?? 0,
      pages: result.pages ?? 1,
      lab: labResult({ pages: [slowHome, quickPage] }),
      ai: result.ai,
      local: result.local,
    });
    db.close();
    return { path, publicId: audit.public_id };
  } finally {
    await site.close();
  }
}

mkdirSync('out/lighthouse', { recursive: true });
const seeded = await seededDatabase();
const stack = viaCaddy ? await startCaddyStack({ DATABASE_PATH: seeded.path }) : undefined;
const server = stack
  ? { url: stack.origin, stop: () => stack.close() }
  : await startBuiltServer({ PORT: values.port!, DATABASE_PATH: seeded.path }, { echo: true });
try {
  console.log(
    `page                                     preset  perf  a11y  best  seo   TBT ms  CLS    LCP ms  JS KB  ${runs > 1 ? 'TBT of each run' : ''}`,
  );
  for (const page of pages) {
    const path = page.replace(':seeded', seeded.publicId);
    for (const preset of presets) {
      const reports: Report[] = [];
      for (let run = 1; run <= runs; run++) {
        const name = `${page === '/' ? 'home' : page.slice(1).replace(/[/?=:]/g, '_')}-${preset}-${run}`;
        const out = `out/lighthouse/${name}.json`;
        const lighthouse = () =>
          execFileSync(
            'node_modules/.bin/lighthouse',
            [
              server.url + path,
              '--output=json',
              `--output-path=${out}`,
              '--quiet',
              `--chrome-flags=${chromeFlags}`,
              ...(preset === 'desktop' ? ['--preset=desktop'] : []),
              ...(values.trace ? ['--save-assets'] : []),
            ],
            { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'pipe'] },
          );
        // Now and then Chromium closes its tab as Lighthouse starts ("Target closed"): that run is made again, once.
        try {
          lighthouse();
        } catch (err) {
          console.log(
            `${path} ${preset} run ${run}: Lighthouse failed (${String((err as { stderr?: Buffer }).stderr ?? err).split('\n')[0]}); trying again`,
          );
          lighthouse();
        }
        reports.push(JSON.parse(readFileSync(out, 'utf8')) as Report);
        if (values.trace)
          console.log(`${path} ${preset} run ${run}: ${formatBreakdown(traceBreakdown(out.replace(/\.json$/, '-0.trace.json')))}`);
      }
      /** The median of one figure over the runs (the upper of the middle two for an even count). */
      const median = (figure: (r: Report) => number) => reports.map(figure).sort((a, b) => a - b)[Math.floor(reports.length / 2)]!;
      const score = (k: string) => String(Math.round(median((r) => r.categories[k]?.score ?? 0) * 100)).padEnd(5);
      const audit = (k: string) => median((r) => r.audits[k]?.numericValue ?? 0);
      const tbts = reports.map((r) => Math.round(r.audits['total-blocking-time']?.numericValue ?? 0));
      console.log(
        `${page.padEnd(40)} ${preset.padEnd(8)}${score('performance')} ${score('accessibility')} ${score('best-practices')} ${score('seo')} ${String(Math.round(audit('total-blocking-time'))).padEnd(7)} ${audit('cumulative-layout-shift').toFixed(3).padEnd(6)} ${String(Math.round(audit('largest-contentful-paint'))).padEnd(7)} ${(median(jsBytes) / 1024).toFixed(1).padEnd(6)} ${runs > 1 ? tbts.join(', ') : ''}`,
      );
    }
  }
} finally {
  await server.stop();
  rmSync(join(seeded.path, '..'), { recursive: true, force: true });
}
