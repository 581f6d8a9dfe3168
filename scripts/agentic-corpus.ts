/**
 * `npm run agentic-corpus [-- slug ...]`: for every site of the corpus of real websites
 * (tests/fixtures/real-sites/, served as its host would by tests/real-sites.ts), the check's agentic
 * verdicts on the home page beside Lighthouse 13's own Agentic Browsing audits, run alone on the same
 * page with Chromium's WebMCP on (`--only-categories=agentic-browsing`):
 *
 * - forms that declare no tool (our `formTools.undeclared`) and `webmcp-form-coverage`;
 * - declarations a browser refuses (our `formTools.refused`) and `webmcp-schema-validity`'s errors;
 * - the `llms-txt` finding's Lighthouse half (`llmsFacts.lighthouse`) and `llms-txt`;
 * - the `ai-catalog` finding and `ard-schema`.
 *
 * Each verdict is fail, pass or n/a (not applicable: no form, no file). The corpus has no declared
 * form and no catalog, so each site is compared twice: as published, and as a copy with the check's
 * fix for its home page's form pasted in place of the form (scripts/paste-fixes.ts pastes the others)
 * and an ai-catalog.json at the well-known address, one that passes the ARD conformance rules on every
 * other site and one with an error (an entry without its identifier) on the rest. Prints one line per
 * site and audit where the two differ, and the counts per audit and round. Writes
 * out/agentic-corpus.json. The corpus is served over HTTPS with the tests' certificate, which the npm
 * script trusts (NODE_EXTRA_CA_CERTS) and Chromium is told to accept.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assess, formToolFix, gatherEvidence } from '../src/audit/index.js';
import { readManifest, realSites, serveRealSite } from '../tests/real-sites.js';
import { startSitting } from './lib/sitting.js';

type Verdict = 'fail' | 'pass' | 'n/a';
const AUDITS = ['webmcp-form-coverage', 'webmcp-schema-validity', 'llms-txt', 'ard-schema'] as const;
type AuditId = (typeof AUDITS)[number];

const rules = {
  timeoutMs: 8000,
  maxBytes: 2 * 1024 * 1024,
  allowPrivate: true,
  userAgent: 'Mozilla/5.0 (compatible; LaserfocusAgenticCorpus/1.0)',
};
/** The longest one Lighthouse run may take. */
const LIGHTHOUSE_MS = 180_000;
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --no-first-run --ignore-certificate-errors --enable-features=WebMCP';
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const slugs = args.length ? args : realSites();
mkdirSync('out', { recursive: true });

/** An ai-catalog.json that passes the ARD draft's conformance rules, or (`broken`) one whose entry has no identifier. */
const catalog = (broken: boolean) =>
  JSON.stringify({
    specVersion: '1.0',
    entries: [
      {
        ...(broken ? {} : { identifier: 'urn:air:example.com:agents:bookings' }),
        displayName: 'Bookings',
        type: 'application/mcp-server-card+json',
        url: 'https://example.com/mcp/card.json',
        representativeQueries: ['book a visit', 'when are you open'],
      },
    ],
  });

/** The check's verdicts for each of Lighthouse's audits, from what it read of the home page, and its fix for the home page's form. */
async function ours(url: string): Promise<{ verdicts: Record<AuditId, Verdict>; form?: { was: string; pasted: string } }> {
  const gathered = await gatherEvidence(url, rules);
  if (!('evidence' in gathered)) throw new Error(gathered.failed);
  const { start } = gathered.evidence;
  const { findings } = await assess(gathered.evidence);
  const severity = (id: string) => findings.find((f) => f.id === id)?.severity;
  const fix = await formToolFix(gathered.evidence);
  const was = start.facts.undeclaredForm?.html;
  const tools = start.facts.formTools;
  const catalogSaid = severity('ai-catalog');
  const verdicts: Record<AuditId, Verdict> = {
    'webmcp-form-coverage': tools.forms ? (tools.undeclared ? 'fail' : 'pass') : 'n/a',
    // Lighthouse judges the tools the page registers: none declared, nothing to judge.
    'webmcp-schema-validity': tools.forms > tools.undeclared ? (tools.refused.length ? 'fail' : 'pass') : 'n/a',
    'llms-txt': start.llmsFacts ? (start.llmsFacts.lighthouse?.length ? 'fail' : 'pass') : 'n/a',
    'ard-schema': catalogSaid === undefined ? 'n/a' : catalogSaid === 'passed' ? 'pass' : 'fail',
  };
  return { verdicts, ...(was && fix && 'text' in fix && { form: { was, pasted: fix.text } }) };
}

/** Lighthouse's verdict for each audit, run alone on the page with WebMCP on. */
async function lighthouse(sitting: ReturnType<typeof startSitting>, url: string, out: string): Promise<Record<AuditId, Verdict>> {
  await sitting.run(
    'node_modules/.bin/lighthouse',
    [url, '--output=json', `--output-path=${out}`, '--quiet', '--only-categories=agentic-browsing', `--chrome-flags=${CHROME_FLAGS}`],
    // Lighthouse waits for each page within its own limits; a run past LIGHTHOUSE_MS is stopped, and the site said not compared.
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
      stopWith: 'SIGINT',
      timeout: LIGHTHOUSE_MS,
      killSignal: 'SIGINT',
    },
  );
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    audits: Record<string, { score: number | null; scoreDisplayMode: string; details?: { items?: unknown[] } }>;
  };
  rmSync(out, { force: true });
  lastDetails = Object.fromEntries(AUDITS.map((id) => [id, report.audits[id]?.details?.items ?? []]));
  return Object.fromEntries(
    AUDITS.map((id) => {
      const a = report.audits[id];
      // webmcp-form-coverage always scores 1: the forms it lists are its failure.
      const listed = id === 'webmcp-form-coverage' && (a?.details?.items?.length ?? 0) > 0;
      const verdict: Verdict = !a || a.scoreDisplayMode === 'notApplicable' ? 'n/a' : (a.score ?? 0) >= 0.9 && !listed ? 'pass' : 'fail';
      return [id, verdict];
    }),
  ) as Record<AuditId, Verdict>;
}

/** The last Lighthouse run's table rows per audit, printed beside a disagreement. */
let lastDetails: Record<string, unknown[]> = {};

type Round = 'published' | 'pasted';
interface Row {
  slug: string;
  round: Round;
  ours: Record<AuditId, Verdict>;
  lighthouse: Record<AuditId, Verdict>;
}

/** One site served from `root` compared: its row, and our fix for its home page's form. */
async function compare(slug: string, round: Round, root?: string): Promise<{ row: Row; form?: { was: string; pasted: string } }> {
  const site = await serveRealSite(slug, root ? { root } : {});
  try {
    const url = `${site.origin}/`;
    const { verdicts, form } = await ours(url);
    const row = { slug, round, ours: verdicts, lighthouse: await lighthouse(sitting, url, `out/agentic-${slug}.json`) };
    for (const id of AUDITS)
      if (row.ours[id] !== row.lighthouse[id])
        console.log(
          `${slug} (${round}) ${id}: ours ${row.ours[id]}, Lighthouse ${row.lighthouse[id]}: ${JSON.stringify(lastDetails[id]).slice(0, 600)}`,
        );
    return { row, ...(form && { form }) };
  } finally {
    await site.close();
  }
}

const sitting = startSitting();
process.once('SIGINT', () => void sitting.end().then(() => process.exit(130)));
const copies = mkdtempSync(join(tmpdir(), 'agentic-corpus-'));
sitting.defer(() => rmSync(copies, { recursive: true, force: true }));
const rows: Row[] = [];
try {
  for (const [n, slug] of slugs.entries()) {
    try {
      const { row, form } = await compare(slug, 'published');
      rows.push(row);
      // A copy with the form fix pasted over the home page's form, and a catalog (every other one broken).
      cpSync(join('tests/fixtures/real-sites', slug), join(copies, slug), { recursive: true });
      const www = join(copies, slug, 'www');
      const index = join(www, readManifest(slug).index ?? 'index.html');
      const html = existsSync(index) ? readFileSync(index, 'utf8') : '';
      if (form && html.includes(form.was))
        writeFileSync(
          index,
          html.replace(form.was, () => form.pasted),
        );
      else if (form)
        console.log(`${slug}: the form as read is not in ${index} as written (the server rewrites it): pasted round without it`);
      mkdirSync(join(www, '.well-known'), { recursive: true });
      writeFileSync(join(www, '.well-known', 'ai-catalog.json'), catalog(n % 2 === 1));
      rows.push((await compare(slug, 'pasted', copies)).row);
    } catch (err) {
      console.log(`${slug}: not compared (${(err as Error).message.split('\n')[0]})`);
    }
  }
} finally {
  await sitting.end();
}
writeFileSync('out/agentic-corpus.json', `${JSON.stringify(rows, null, 2)}\n`);
for (const round of ['published', 'pasted'] as const) {
  const of = rows.filter((r) => r.round === round);
  console.log(`\n${of.length} of ${slugs.length} home pages ${round} compared with Lighthouse 13 (WebMCP on):`);
  for (const id of AUDITS) {
    const agree = of.filter((r) => r.ours[id] === r.lighthouse[id]);
    const count = (v: Verdict) => agree.filter((r) => r.ours[id] === v).length;
    console.log(
      `  ${id}: ${agree.length} agree (${count('fail')} fail, ${count('pass')} pass, ${count('n/a')} n/a), ${of.length - agree.length} differ`,
    );
  }
}
