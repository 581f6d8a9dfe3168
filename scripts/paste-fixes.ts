/**
 * `npm run paste-fixes [-- slug ...]`: for every site of the corpus of real websites
 * (tests/fixtures/real-sites/, served as its host would by tests/real-sites.ts), the check is run,
 * every fix it hands over is pasted into a copy of the site as its sentence says (the markup in place
 * of the block it merges, or into the head; robots.txt; llms.txt; the title and description; the tel:
 * link wherever the number is text), with the placeholders filled in with stand-in values, and the
 * check is run again. Per site it prints, and writes to out/paste-fixes/<slug>.json: the findings the
 * fixes address that did not clear, the findings that appeared, whether every JSON-LD value the home
 * page had is still there (parsed), whether robots.txt tells every crawler the same on every path but
 * the crawlers the fix lets in, and each fix's outside checks (or why it was not offered). The corpus
 * is served over HTTPS with the tests' certificate, which the npm script trusts (NODE_EXTRA_CA_CERTS).
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aiCrawlers } from '../data/ai-crawlers.js';
import type { AuditResult } from '../src/audit/checks/audits.js';
import { readRobots, RobotsRules, SEARCH_BOTS } from '../src/audit/read/robots.js';
import { runCheck } from '../src/audit/run/run-check.js';
import { pathOf } from '../src/shared/words.js';
import { readManifest, realSites, serveRealSite } from '../tests/real-sites.js';

const CORPUS = 'tests/fixtures/real-sites';
const rules = {
  timeoutMs: 8000,
  maxBytes: 2 * 1024 * 1024,
  allowPrivate: true,
  userAgent: 'Mozilla/5.0 (compatible; LaserfocusPasteFixes/1.0)',
};
const crawl = { maxPages: 25, crawlMs: 60_000, siteConcurrency: 2, maxCandidates: 5000 };
const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const slugs = args.length ? args : realSites();
const out = 'out/paste-fixes';
mkdirSync(out, { recursive: true });

/** Stand-ins for the placeholders, so a pasted fix is judged as the owner would publish it. */
const STAND_INS: [RegExp, string][] = [
  [/"\[FILL IN: latitude[^\]]*\]"/g, '-37.8'],
  [/"\[FILL IN: longitude[^\]]*\]"/g, '144.96'],
  [/\[FILL IN: opening time[^\]]*\]/g, '09:00'],
  [/\[FILL IN: closing time[^\]]*\]/g, '17:00'],
  [/\[FILL IN: the days you open[^\]]*\]/g, 'Monday'],
  [/\[FILL IN: \$[^\]]*\]/g, '$$'],
  [
    /\[FILL IN: [^\]]*more characters[^\]]*\]/g,
    'Local people trust us for honest advice, fair prices and careful work, seven days a week.',
  ],
  [/\[FILL IN: [^\]]*\]/g, 'Stand-in value from npm run paste-fixes'],
];
const filled = (text: string) => STAND_INS.reduce((t, [re, v]) => t.replace(re, v), text);

/** Whether every value of `part` is in `whole` as written (objects by key, arrays item by item). */
function keeps(whole: unknown, part: unknown): boolean {
  if (Array.isArray(part)) return Array.isArray(whole) && part.every((p, i) => keeps(whole[i], p));
  if (part && typeof part === 'object')
    return (
      Boolean(whole) && typeof whole === 'object' && Object.entries(part).every(([k, v]) => keeps((whole as Record<string, unknown>)[k], v))
    );
  return whole === part;
}

const blocksOf = (html: string) =>
  [...html.matchAll(/<script[^>]*application\/ld\+json[^>]*>([\s\S]*?)<\/script>/gi)].flatMap((m) => {
    try {
      return [{ whole: m[0], json: JSON.parse(m[1] ?? '') as unknown }];
    } catch {
      return [];
    }
  });

/** Every crawler's verdict on every path, as our reader reads robots.txt. */
async function verdicts(body: string, paths: string[]): Promise<Record<string, boolean[]>> {
  const facts = await readRobots(body);
  const of = (r: ConstructorParameters<typeof RobotsRules>[0]) => paths.map((p) => new RobotsRules(r).allowed(p));
  return {
    ...Object.fromEntries(aiCrawlers.map((c) => [c.token, of(facts.aiBots[c.token]?.rules ?? [])])),
    ...Object.fromEntries(SEARCH_BOTS.map((b) => [b, of(facts.searchBots[b])])),
  };
}

/** `html` with each place it shows `display` as text (not inside a link already) made the tel: link `link`. */
function linked(html: string, display: string, link: string): string {
  if (!display) return html;
  let out = '';
  let at = 0;
  for (let i = html.indexOf(display); i !== -1; i = html.indexOf(display, i + display.length)) {
    const before = html.slice(0, i);
    const inLink = before.lastIndexOf('<a ') > before.lastIndexOf('</a>');
    const inTag = before.lastIndexOf('<') > before.lastIndexOf('>');
    if (inLink || inTag) continue;
    out += html.slice(at, i) + link;
    at = i + display.length;
  }
  return out + html.slice(at);
}

const fixOf = (r: AuditResult, id: string) => r.findings.find((f) => f.id === id);

for (const slug of slugs) {
  const root = mkdtempSync(join(tmpdir(), 'laserfocus-paste-'));
  cpSync(join(CORPUS, slug), join(root, slug), { recursive: true });
  const manifest = readManifest(slug);
  const www = join(root, slug, 'www');
  const homeFile = join(www, manifest.start.endsWith('/') ? `${manifest.start}index.html` : manifest.start);
  const site = await serveRealSite(slug, { root });
  const back = (text: string) => text.replaceAll(site.origin, manifest.origin);
  const start = new URL(manifest.start, site.origin).href;
  try {
    const before = await runCheck(start, rules, crawl);
    const robotsBefore = (await fetch(new URL('/robots.txt', site.origin)).then((r) => (r.ok ? r.text() : ''))) || '';
    const homeBefore = readFileSync(homeFile, 'utf8');
    const pasted: string[] = [];
    let home = homeBefore;
    const markup = fixOf(before, 'local-business-markup')?.paste;
    if (markup) {
      const json = JSON.parse(/<script[^>]*>\n([\s\S]*)\n<\/script>/.exec(markup.text)?.[1] ?? 'null');
      const merged = blocksOf(home).find((b) => keeps(JSON.parse(back(JSON.stringify(json))), b.json));
      const block = back(filled(markup.text));
      home = merged ? home.replace(merged.whole, () => block) : home.replace(/<\/head>/i, () => `${block}</head>`);
      pasted.push('markup');
    }
    const title = fixOf(before, 'title')?.paste;
    if (title) (home = home.replace(/<title[^>]*>[\s\S]*?<\/title>/i, () => back(filled(title.text)))), pasted.push('title');
    const description = fixOf(before, 'meta-description')?.paste;
    if (description) {
      const tag = back(filled(description.text));
      const had = /<meta[^>]*name=["']?description["']?[^>]*>/i;
      home = had.test(home) ? home.replace(had, () => tag) : home.replace(/<\/head>/i, () => `${tag}</head>`);
      pasted.push('description');
    }
    writeFileSync(homeFile, home);
    const tel = fixOf(before, 'phone-not-tappable')?.paste;
    if (tel) {
      const display = />([^<]*)<\/a>$/.exec(tel.text)?.[1] ?? '';
      const files = (readdirSync(www, { recursive: true }) as string[]).filter((f) => f.endsWith('.html')).map((f) => join(www, f));
      for (const file of files) writeFileSync(file, linked(readFileSync(file, 'utf8'), display, tel.text));
      pasted.push('tel');
    }
    const robots = fixOf(before, 'ai-search-crawlers')?.paste;
    if (robots) writeFileSync(join(www, 'robots.txt'), back(robots.text)), pasted.push('robots.txt');
    const llms = before.ai?.llms.paste;
    if (llms) writeFileSync(join(www, 'llms.txt'), back(filled(llms.text))), pasted.push('llms.txt');

    const after = await runCheck(start, rules, crawl);
    const addressed = ['local-business-markup', 'title', 'meta-description', 'phone-not-tappable', 'ai-search-crawlers'].filter(
      (id) => fixOf(before, id)?.paste,
    );
    const notCleared = addressed.filter(
      (id) => fixOf(after, id)?.severity !== 'passed' && fixOf(after, id)?.severity === fixOf(before, id)?.severity,
    );
    const worse = (id: string) => {
      const b = fixOf(before, id)?.severity;
      const a = fixOf(after, id)?.severity;
      return a && a !== 'passed' && (b === undefined || b === 'passed' || (b === 'improvement' && a === 'problem'));
    };
    const appeared = after.findings.filter((f) => worse(f.id)).map((f) => `${f.id}: ${f.message}`);
    const markupKept = blocksOf(homeBefore).every((b) => blocksOf(readFileSync(homeFile, 'utf8')).some((a) => keeps(a.json, b.json)));
    const paths = [...new Set([pathOf(start), ...(after.mostLinked ?? []).map(pathOf)])];
    const letIn = new Set(
      (before.ai?.crawlers ?? []).filter((c) => c.purpose === 'search' && !c.engine && c.state !== 'allowed').map((c) => c.token),
    );
    const [vb, va] = [await verdicts(robotsBefore, paths), await verdicts(robots ? robots.text : robotsBefore, paths)];
    const robotsChanged = Object.keys(vb).filter((t) => !letIn.has(t) && JSON.stringify(vb[t]) !== JSON.stringify(va[t]));
    const checks = [...before.findings, { id: 'llms.txt', ...before.ai?.llms }].flatMap((f) =>
      'paste' in f && f.paste
        ? [`${f.id}: ${f.paste.checked ?? 'no outside check'}`]
        : 'unoffered' in f && f.unoffered
          ? [`${f.id}: not offered: ${f.unoffered}`]
          : [],
    );
    const report = { slug, score: [before.score, after.score], pasted, notCleared, appeared, markupKept, robotsChanged, checks };
    writeFileSync(join(out, `${slug}.json`), `${JSON.stringify(report, null, 2)}\n`);
    console.log(
      `${slug}: score ${before.score} → ${after.score}; pasted ${pasted.join(', ') || 'nothing'}; not cleared ${notCleared.join(', ') || 'none'}; new ${appeared.length}; markup kept ${markupKept}; robots.txt changed for ${robotsChanged.join(', ') || 'none but those let in'}`,
    );
    for (const c of checks) console.log(`  ${c}`);
    for (const a of appeared) console.log(`  new: ${a}`);
  } finally {
    await site.close();
    rmSync(root, { recursive: true, force: true });
  }
}
