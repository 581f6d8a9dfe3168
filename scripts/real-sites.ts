/**
 * `npm run real-sites [-- slug ...] [--lab]`: every site of the corpus of real websites
 * (tests/fixtures/real-sites/, served as its host would by tests/real-sites.ts) checked through the
 * built server as a prospect asks for it, and each report written out to be read line by line:
 * out/real-sites/<slug>.txt (the report as text, one line per visible line), <slug>.json (its status
 * from /api/audit/<id>) and <slug>.fix-<n>.txt (each fix handed over to paste, a <pre> block). The
 * phone run is off unless --lab (then the sites are served over plain HTTP on one port its browser is
 * let through to: Chromium does not trust the test certificate). Prints one line per site: its score and the pages checked.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Parser } from 'htmlparser2';
import { freePort } from '../tests/helpers.js';
import { checkRealSite, realSiteServerEnv } from '../tests/real-site-check.js';
import { realSites } from '../tests/real-sites.js';
import { startBuiltServer } from './start-built.js';
import { plural } from '../src/shared/words.js';

const args = process.argv.slice(2);
const lab = args.includes('--lab');
const slugs = args.filter((a) => !a.startsWith('--'));
const unknown = slugs.filter((s) => !realSites().includes(s));
if (unknown.length) throw new Error(`not in the corpus: ${unknown.join(', ')} (the corpus: ${realSites().join(', ')})`);
const out = 'out/real-sites';
mkdirSync(out, { recursive: true });

/** Tags that start a line of their own where a browser lays the page out. */
const BLOCK = new Set(
  'address article aside blockquote br dd details div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tr td th ul'.split(
    ' ',
  ),
);

/** The report's visible text (its <main>), one line per line a reader sees, and the text of each <pre> block (the fixes handed over). */
function readReport(html: string): { lines: string[]; fixes: string[] } {
  const lines: string[] = [];
  const fixes: string[] = [];
  let line = '';
  let hidden = 0;
  let pre: string | undefined;
  // The report itself: the site's header and footer around it are the same on every report.
  let inMain = html.includes('<main') ? 0 : 1;
  const breakLine = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) lines.push(text);
    line = '';
  };
  const parser = new Parser({
    onopentag(name) {
      if (name === 'main') inMain += 1;
      if (name === 'script' || name === 'style' || name === 'template' || name === 'head') hidden += 1;
      if (name === 'pre') pre = '';
      if (BLOCK.has(name)) breakLine();
    },
    ontext(text) {
      if (hidden || !inMain) return;
      if (pre !== undefined) pre += text;
      line += text;
    },
    onclosetag(name) {
      if (name === 'main') inMain -= 1;
      if (name === 'script' || name === 'style' || name === 'template' || name === 'head') hidden -= 1;
      if (name === 'pre' && pre !== undefined) {
        fixes.push(pre);
        pre = undefined;
      }
      if (BLOCK.has(name)) breakLine();
    },
  });
  parser.write(html);
  parser.end();
  breakLine();
  return { lines, fixes };
}

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
