/**
 * `npm run real-sites [-- slug ...] [--lab]`: every site of the corpus of real websites
 * (tests/fixtures/real-sites/, served as its host would by tests/real-sites.ts) checked through the
 * built server as a prospect asks for it, and each report written out to be read line by line:
 * out/real-sites/<slug>.txt (the report as text, one line per visible line), <slug>.json (its status
 * from /api/audit/<id>) and <slug>.fix-<n>.txt (each fix handed over to paste, a <pre> block). The
 * phone run is off unless --lab (then the sites are served over plain HTTP on one port its browser is
 * let through to: Chromium does not trust the test certificate). Prints one line per site: its score and the pages checked.
 * With --rules, each site's report is held to tests/report-rules.ts's rules, and every rule broken is
 * printed with the sentence that broke it (the exit code is then non-zero).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { freePort } from '../tests/helpers.js';
import { readReport, reportRules, type RuleBreak } from '../tests/report-rules.js';
import { checkRealSite, realSiteServerEnv } from '../tests/real-site-check.js';
import { realSites } from '../tests/real-sites.js';
import { startBuiltServer } from './start-built.js';
import { plural } from '../src/shared/words.js';

const args = process.argv.slice(2);
const lab = args.includes('--lab');
const rules = args.includes('--rules');
const slugs = args.filter((a) => !a.startsWith('--'));
const unknown = slugs.filter((s) => !realSites().includes(s));
if (unknown.length) throw new Error(`not in the corpus: ${unknown.join(', ')} (the corpus: ${realSites().join(', ')})`);
const out = 'out/real-sites';
mkdirSync(out, { recursive: true });

// With the phone run, every site is served in turn on one port that its browser is let through to.
const labPort = lab ? await freePort() : 0;
const server = await startBuiltServer(realSiteServerEnv({ lab, labPort }), { echo: true });
const started = Date.now();
const failures: string[] = [];
try {
  let n = 0;
  for (const slug of slugs.length ? slugs : realSites()) {
    const siteStarted = Date.now();
    try {
      const report = await checkRealSite(server, slug, ++n, { lab, labPort });
      const { lines, fixes } = readReport(report.html);
      writeFileSync(`${out}/${slug}.txt`, `${lines.join('\n')}\n`);
      writeFileSync(`${out}/${slug}.json`, `${JSON.stringify(report.status, null, 2)}\n`);
      fixes.forEach((fix, i) => writeFileSync(`${out}/${slug}.fix-${i + 1}.txt`, fix));
      const checked = lines.find((l) => l.startsWith('Checked ')) ?? '(no "Checked" line)';
      console.log(
        `${slug}: ${report.status.status}, score ${report.status.score ?? '-'}, ${plural(report.status.pages ?? 0, 'page', 'pages')}; ${checked}; ${plural(fixes.length, 'fix', 'fixes')}; ${((Date.now() - siteStarted) / 1000).toFixed(1)} s`,
      );
      if (report.status.status !== 'done') failures.push(`${slug}: ${report.status.status}`);
      if (rules) {
        const broken: RuleBreak[] = reportRules(slug, readReport(report.html));
        for (const b of broken) console.log(`  rule broken: ${b.rule}: "${b.sentence}" (${b.why})`);
        if (broken.length) failures.push(`${slug}: ${plural(broken.length, 'rule broken', 'rules broken')}`);
      }
    } catch (err) {
      failures.push(`${slug}: ${(err as Error).message}`);
      console.log(`${slug}: no report: ${(err as Error).message}`);
    }
  }
} finally {
  await server.stop();
}
console.log(
  `${out}/: ${slugs.length || realSites().length} sites in ${((Date.now() - started) / 1000).toFixed(0)} s${failures.length ? `; without a finished report: ${failures.join('; ')}` : ''}`,
);
if (failures.length) process.exitCode = 1;
