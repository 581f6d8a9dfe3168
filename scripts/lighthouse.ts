/**
 * Lighthouse (Debian's Chromium) over pages of every kind, mobile and desktop presets.
 * `npm run lighthouse [-- --runs 3] [--preset mobile]` writes JSON reports to out/lighthouse/ (git-ignored) and prints
 * the four category scores with FCP, LCP, TBT, CLS, the JavaScript the page downloaded (transfer bytes)
 * and the page's main-thread work after first paint (unthrottled, from the trace: what a slower
 * phone turns into blocking time), each figure's median and, with --runs > 1, its spread (min-max).
 * Goal on mobile: 100 with TBT <= 30 ms and LCP <= 1.0 s.
 * `--busy` keeps one core spinning for the whole sitting, as a busier, slower phone would be.
 * `--webmcp` starts Chromium with WebMCP on (`--enable-features=WebMCP`), as Lighthouse 13's Agentic Browsing audits of forms need it;
 * every run prints that category's score and the audits in it that neither pass nor are not applicable.
 * `--ab COMMIT` measures that commit too, in the same sitting: a git worktree of it is installed and
 * built (minutes), both sides are served, and runs alternate (ABBA) so the machine's speed of the
 * moment cancels out; the pages default to `/`, `/strategy/seo` and a post. Nothing it starts
 * outlives the script, Ctrl-C included (scripts/lib/sitting.ts). `--ab DIR` takes a checkout already
 * built there instead (to compare a change with several others without building the base each time).
 * `--via caddy` measures the site where it runs: through the shipped deploy/Caddyfile over HTTPS
 * (HTTP/2; tests/caddy.ts builds for its origin), Caddy's local certificate accepted.
 * `--trace` keeps each run's performance trace beside its report and prints where the page's
 * main-thread time went, task by task, before and after first paint (scripts/lib/trace-breakdown.ts).
 * A finished site check is seeded first (the real findings of a crawl of the planted fixture site
 * and a lab run with its screenshot, compared with two competitors: one read, one robots.txt kept out), so `/audit/:seeded` and `/thank-you?audit=:seeded` (in the
 * default list, and allowed in --pages; not with --ab) measure a finished report and the thank-you page that links it.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { startCaddyStack } from '../tests/caddy.js';
import { type Figures, formatSpread, lighthouseRun, type Preset, spread } from './lib/lighthouse-run.js';
import { runCheck } from '../src/audit/index.js';
import { openDatabase } from '../src/db/db.js';
import { labResult, quickPage, seedCheckedEnquiry, slowHome } from '../tests/lab-sample.js';
import { startFixtureSite } from './lib/fixture-site.js';
import { type Sitting, startSitting } from './lib/sitting.js';
import { formatBreakdown } from './lib/trace-breakdown.js';
import { startBuiltServer } from './start-built.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    port: { type: 'string', default: '0' },
    pages: { type: 'string' },
    preset: { type: 'string' },
    via: { type: 'string' },
    trace: { type: 'boolean', default: false },
    busy: { type: 'boolean', default: false },
    ab: { type: 'string' },
    webmcp: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const ab = values.ab;
const pages = values.pages
  ? values.pages.split(',')
  : ab
    ? ['/', '/strategy/seo', '/resources/blog/core-web-vitals-for-small-business']
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
const presets: Preset[] = values.preset ? [values.preset as Preset] : ['mobile', 'desktop'];
const viaCaddy = values.via === 'caddy';
const seeds = pages.some((p) => p.includes(':seeded'));
if (ab && (seeds || viaCaddy)) {
  console.error('--ab measures pages both builds serve from their own empty database, directly: no :seeded pages, no --via caddy');
  process.exit(2);
}

interface Side {
  name: string;
  url: string;
}

/** A database holding one finished check, as a prospect's report shows it: a crawl's real findings and a lab run. */
async function seededDatabase(sitting: Sitting): Promise<{ path: string; publicId: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-lighthouse-'));
  sitting.defer(() => rmSync(dir, { recursive: true, force: true }));
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
    // Compared with two competitors, as a prospect leaves it: one read (the same crawl, a quicker phone), one that robots.txt kept out.
    const now = new Date().toISOString();
    const compete = db.prepare(
      `INSERT INTO audit_competitors (audit_id, position, url, status, created_at, queued_at, finished_at, result, lab) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    compete.run(
      audit.id,
      1,
      'https://rival-plumbing.com.au/',
      'done',
      now,
      now,
      now,
      JSON.stringify(result),
      JSON.stringify(labResult({ pages: [quickPage] })),
    );
    const refused = {
      status: 'failed',
      score: null,
      findings: [],
      summary: 'Its robots.txt asks our crawler not to read it, so we did not.',
    };
    compete.run(audit.id, 2, 'https://closed-plumbing.com.au/', 'failed', now, now, now, JSON.stringify(refused), null);
    db.close();
    return { path, publicId: audit.public_id };
  } finally {
    await site.close();
  }
}

const sitting = startSitting();
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
try {
  mkdirSync('out/lighthouse', { recursive: true });
  const oldTree = ab && existsSync(join(ab, 'dist')) ? ab : ab ? await sitting.checkoutBuilt(ab) : undefined;
  const seeded = seeds ? await seededDatabase(sitting) : undefined;
  const env = { PORT: values.port!, ...(seeded ? { DATABASE_PATH: seeded.path } : {}) };
  const sides: Side[] = [];
  if (oldTree) {
    const old = await startBuiltServer({}, { echo: true, cwd: oldTree });
    sitting.defer(() => old.stop());
    sides.push({ name: basename(ab!).slice(0, 10), url: old.url });
  }
  if (viaCaddy) {
    const stack = await startCaddyStack(env);
    sitting.defer(() => stack.close());
    sides.push({ name: 'now', url: stack.origin });
  } else {
    const server = await startBuiltServer(env, { echo: true });
    sitting.defer(() => server.stop());
    sides.push({ name: 'now', url: server.url });
  }
  if (values.busy) sitting.keepCoreBusy();
  console.log(`load average before: ${load()}${values.busy ? ' (one core kept busy from here on)' : ''}`);

  const results = new Map<string, Figures[]>();
  /** Each throttling once: every figure below is from runs throttled as printed. */
  const throttlingSaid = new Set<string>();
  for (const page of pages) {
    const path = page.replace(':seeded', seeded?.publicId ?? '');
    for (const preset of presets) {
      for (let run = 1; run <= runs; run++) {
        // ABBA: the side measured first swaps every run.
        const order = run % 2 ? sides : [...sides].reverse();
        for (const side of order) {
          const name = `${page === '/' ? 'home' : page.slice(1).replace(/[/?=:]/g, '_')}-${preset}-${side.name}-${run}`;
          const out = `out/lighthouse/${name}.json`;
          const figures = await lighthouseRun(sitting, side.url + path, {
            preset,
            out,
            keepTrace: values.trace,
            insecure: viaCaddy,
            webmcp: values.webmcp,
          });
          if (!throttlingSaid.has(figures.throttling)) console.log((throttlingSaid.add(figures.throttling), figures.throttling));
          const key = `${page} ${preset} ${side.name}`;
          results.set(key, [...(results.get(key) ?? []), figures]);
          if (values.trace) console.log(`${path} ${preset} ${side.name} run ${run}: ${formatBreakdown(figures.breakdown)}`);
        }
      }
      printRows(page, preset, sides, results);
    }
  }
  console.log(`load average after: ${load()}`);
} finally {
  await sitting.end();
}

/** One line per side: medians (and spreads) of the page's figures. */
function printRows(page: string, preset: Preset, sides: Side[], results: Map<string, Figures[]>) {
  const w = runs > 1 ? 16 : 7;
  if (page === pages[0] && preset === presets[0])
    console.log(
      [
        'page'.padEnd(40),
        'preset ',
        'side      ',
        'perf'.padEnd(runs > 1 ? 11 : 5),
        'FCP ms'.padEnd(w),
        'LCP ms'.padEnd(w),
        'TBT ms'.padEnd(w),
        'after FCP ms'.padEnd(w),
        'longest after'.padEnd(w),
        'a11y best seo  CLS    JS KB',
      ].join(' '),
    );
  for (const side of sides) {
    const r = results.get(`${page} ${preset} ${side.name}`) ?? [];
    const f = (figure: (x: Figures) => number, digits = 0) => formatSpread(r, figure, digits).padEnd(w);
    const median = (figure: (x: Figures) => number) => spread(r, figure).median;
    console.log(
      [
        page.padEnd(40),
        preset.padEnd(7),
        side.name.padEnd(10),
        formatSpread(r, (x) => x.perf).padEnd(runs > 1 ? 11 : 5),
        f((x) => x.fcp),
        f((x) => x.lcp),
        f((x) => x.tbt),
        f((x) => x.afterFcp, 1),
        f((x) => x.longestAfterFcp, 1),
        `${String(median((x) => x.a11y)).padEnd(4)} ${String(median((x) => x.best)).padEnd(4)} ${String(median((x) => x.seo)).padEnd(4)} ${median((x) => x.cls).toFixed(3)}  ${median((x) => x.jsKb).toFixed(1)}`,
        `agentic ${median((x) => x.agentic)}${[...new Set(r.flatMap((x) => x.agenticFailing))].map((id) => ` ${id}`).join('') || ' (every audit passes or is not applicable)'}`,
      ].join(' '),
    );
  }
}
