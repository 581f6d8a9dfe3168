/**
 * `npm run bench:crawl`: how long the whole-site check takes, where it runs. The built server
 * (scripts/serve.sh, default crawl settings but AUDIT_MAX_PAGES=50 so the whole fixture is read)
 * checks the local fixture sites (scripts/lib/fixture-site.ts: the 30-page clean site and the
 * 32-page site with planted defects) named in a real enquiry, three times each; the time from the
 * post to the finished report, the pages read, the findings, and the requests the site received.
 * Figures are reported, never asserted.
 */
import { startBuiltServer, type BuiltServer } from './start-built.js';
import { startFixtureSite } from './lib/fixture-site.js';

const RUNS = 3;

async function checkOnce(
  server: BuiltServer,
  website: string,
  n: number,
): Promise<{ ms: number; status: string; pages: number; found: number }> {
  const started = performance.now();
  const res = await fetch(`${server.url}/api/seo-audit-request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({
      name: 'Bench Owner',
      email: `crawl${n}@fixture.example`,
      phone: '0400 123 456',
      website,
      goals: `Benchmark run ${n} of the whole-site check.`,
    }),
  });
  const { audit } = (await res.json()) as { audit: string };
  for (;;) {
    await new Promise((r) => setTimeout(r, 50));
    const body = (await (await fetch(`${server.url}/api${audit}`)).json()) as {
      status: string;
      pages?: number;
      findings: { severity: string }[];
    };
    if (body.status === 'done' || body.status === 'failed') {
      return {
        ms: performance.now() - started,
        status: body.status,
        pages: body.pages ?? 0,
        found: body.findings.filter((f) => f.severity !== 'passed').length,
      };
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await startBuiltServer(
  {
    AUDIT_ENABLED: 'true',
    AUDIT_ALLOW_PRIVATE: 'true',
    AUDIT_MAX_PAGES: '50',
    AUDIT_REUSE_MS: '0',
    FORM_MIN_FILL_MS: '0',
    RATE_LIMIT_MAX: '10000',
  },
  { echo: true },
);
try {
  console.log(
    '\n| fixture | pages read | findings (problems and improvements) | requests to the site | report ready (s), median of 3 | runs (s) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  let n = 0;
  for (const planted of [false, true]) {
    const site = await startFixtureSite(planted);
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const before = site.requests.length;
      runs.push({ ...(await checkOnce(server, site.url, ++n)), requests: site.requests.length - before });
    }
    const last = runs.at(-1)!;
    console.log(
      `| ${planted ? 'planted defects' : 'clean'} | ${last.pages} | ${last.found} | ${last.requests} | ${(median(runs.map((r) => r.ms)) / 1000).toFixed(2)} | ${runs.map((r) => (r.ms / 1000).toFixed(2)).join(', ')} |`,
    );
    await site.close();
  }
} finally {
  await server.stop();
}
