/**
 * `npm run paste-fixes [-- slug ...]`: for every site of the corpus of real websites
 * (tests/fixtures/real-sites/, served as its host would by tests/real-sites.ts), the check is run,
 * every fix it hands over is pasted into a copy of the site as its sentence says (the markup in place
 * of the block it merges, or into the head; robots.txt; llms.txt; the title and description; the tel:
 * link wherever the number is text), with the placeholders filled in with stand-in values, and the
 * check is run again. Per site it prints, and writes to out/paste-fixes/<slug>.json: the findings the
 * fixes address that did not clear, the findings that appeared, whether every JSON-LD value the home
 * page had is still there (parsed), whether robots.txt tells every crawler the same on every path but
 * the crawlers the fix lets in, each fix's outside checks before it was offered (or why it was not),
 * and the same tools on what was pasted (scripts/lib/paste-checks.ts); it ends with each fix's tally
 * over the corpus: offered, cleared, refused and why, and its outside checks after pasting. The corpus
 * is served over HTTPS with the tests' certificate, which the npm script trusts (NODE_EXTRA_CA_CERTS).
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { aiCrawlers } from '../data/ai-crawlers.js';
import { type AuditResult, readRobots, RobotsRules, runCheck, SEARCH_BOTS } from '../src/audit/index.js';
import { pathOf } from '../src/shared/words.js';
import { readManifest, realSites, serveRealSite } from '../tests/real-sites.js';
import { checked, counted, type Fix, llmsCheck, markupCheck, robotsCheck, tagsIn, tallied } from './lib/paste-checks.js';

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

/** The street an owner fills in, and shows on the home page as the fix asks when its pages show none. */
const STREET = '12 Example Street';
/** Stand-ins for the placeholders, so a pasted fix is judged as the owner would publish it. */
const STAND_INS: [RegExp, string][] = [
  [/"\[FILL IN: latitude[^\]]*\]"/g, '-37.8'],
  [/"\[FILL IN: longitude[^\]]*\]"/g, '144.96'],
  [/\[FILL IN: opening time[^\]]*\]/g, '09:00'],
  [/\[FILL IN: closing time[^\]]*\]/g, '17:00'],
  [/\[FILL IN: the days you open[^\]]*\]/g, 'Monday'],
  [/\[FILL IN: \$[^\]]*\]/g, '$$'],
  [/\[FILL IN: your street address\]/g, STREET],
  [
    /\[FILL IN: [^\]]*(?:more characters|your description)[^\]]*\]/g,
    'Local people trust us for honest advice, fair prices and careful work, seven days a week.',
  ],
  [/\[FILL IN: [^\]]*\]/g, 'Stand-in value from npm run paste-fixes'],
];
const filled = (text: string) => STAND_INS.reduce((t, [re, v]) => t.replace(re, v), text);

/** Whether every value of `part` is in `whole` as written (objects by key, arrays item by item); an empty string says nothing to keep. */
function keeps(whole: unknown, part: unknown): boolean {
  if (part === '') return true;
  if (Array.isArray(part)) return Array.isArray(whole) && part.every((p, i) => keeps(whole[i], p));
  if (part && typeof part === 'object')
    return (
      Boolean(whole) &&
      typeof whole === 'object' &&
      Object.entries(part).every(([k, v]) =>
        k === '@type' ? retyped((whole as Record<string, unknown>)[k], v) : keeps((whole as Record<string, unknown>)[k], v),
      )
    );
  return whole === part;
}

/** A node's types kept, or made LocalBusiness as the fix says it does (an Organization's "Organization" replaced, LocalBusiness added before another's types). */
function retyped(whole: unknown, part: unknown): boolean {
  const has = [whole].flat();
  return [part].flat().every((t) => has.includes(t) || (t === 'Organization' && has.includes('LocalBusiness')));
}

const blocksOf = (html: string) =>
  [...html.matchAll(/<script[^>]*application\/ld\+json[^>]*>([\s\S]*?)<\/script>/gi)].flatMap((m) => {
    try {
      return [{ whole: m[0], json: JSON.parse(m[1] ?? '') as unknown }];
    } catch {
      return [];
    }
  });

/**
 * A page's file as its editor opens it: in ISO-8859-1 when the page says so (a 2003 page in the corpus
 * does, and is sent with no HTTP charset), else UTF-8; written back the same way, so its own bytes
 * ("Crème" as the byte E8) are kept as they were.
 */
const encodingOf = (file: string) =>
  /charset=["']?(?:iso-8859-1|windows-1252|latin-?1)\b/i.test(readFileSync(file).subarray(0, 2048).toString('latin1')) ? 'latin1' : 'utf8';
const readHtml = (file: string) => readFileSync(file, encodingOf(file));
const writeHtml = (file: string, text: string) => writeFileSync(file, text, encodingOf(file));
/** The site's pages, as files: .html and .htm. */
const pagesIn = (www: string) => (readdirSync(www, { recursive: true }) as string[]).filter((f) => /\.html?$/.test(f));

/** Every crawler's verdict on every path, as our reader reads robots.txt. */
async function verdicts(body: string, paths: string[]): Promise<Record<string, boolean[]>> {
  const facts = await readRobots(body);
  const of = (r: ConstructorParameters<typeof RobotsRules>[0]) => paths.map((p) => new RobotsRules(r).allowed(p));
  return {
    ...Object.fromEntries(aiCrawlers.map((c) => [c.token, of(facts.aiBots[c.token]?.rules ?? [])])),
    ...Object.fromEntries(SEARCH_BOTS.map((b) => [b, of(facts.searchBots[b])])),
  };
}

/**
 * `html` with each place its text shows the number of `link` (a tel: link), in whatever format, made
 * that link, as the fix says (not inside a link or a tag already).
 */
/** A run of digits and the marks a phone number is written with. */
const PHONE_RUN = /(?:\+|\()?\d(?:[\d\s().\-\u00a0]|&nbsp;|&#160;)*\d/g;

function linked(html: string, link: string): string {
  const number = /href="tel:([^"]+)"/.exec(link)?.[1] ?? '';
  const country = parsePhoneNumberFromString(number)?.country;
  // Any space a page writes between digit groups (a no-break space, the narrow one of `07837 184 672`) is a space to a reader.
  const dials = (run: string) => parsePhoneNumberFromString(run.replace(/&nbsp;|&#160;|\s/g, ' ').trim(), country)?.number === number;
  // As the fix says of a link with no address that holds the number: that link is given the tel: address.
  const given = html.replace(/<a\b(?![^>]*\shref\s*=)([^>]*)>([\s\S]*?)<\/a>/gi, (whole, attrs: string, inner: string) =>
    (inner.replace(/<[^>]*>/g, ' ').match(PHONE_RUN) ?? []).some(dials) ? `<a href="tel:${number}"${attrs}>${inner}</a>` : whole,
  );
  return given.replace(PHONE_RUN, (run, at: number) => {
    const before = given.slice(0, at);
    const inLink = before.lastIndexOf('<a ') > before.lastIndexOf('</a>');
    const inTag = before.lastIndexOf('<') > before.lastIndexOf('>');
    const lower = before.toLowerCase();
    const last = (marks: string[]) => Math.max(...marks.map((m) => lower.lastIndexOf(m)));
    const inCode = last(['<script', '<style', '<title']) > last(['</script', '</style', '</title']);
    return dials(run) && !inLink && !inTag && !inCode ? link : run;
  });
}

const fixOf = (r: AuditResult, id: string) => r.findings.find((f) => f.id === id);

for (const slug of slugs) {
  const root = mkdtempSync(join(tmpdir(), 'laserfocus-paste-'));
  cpSync(join(CORPUS, slug), join(root, slug), { recursive: true });
  const manifest = readManifest(slug);
  const www = join(root, slug, 'www');
  const homeFile = join(www, manifest.start.endsWith('/') ? `${manifest.start}${manifest.index ?? 'index.html'}` : manifest.start);
  const site = await serveRealSite(slug, { root });
  const back = (text: string) => text.replaceAll(site.origin, manifest.origin);
  const start = new URL(manifest.start, site.origin).href;
  try {
    const before = await runCheck(start, rules, crawl);
    const robotsBefore = (await fetch(new URL('/robots.txt', site.origin)).then((r) => (r.ok ? r.text() : ''))) || '';
    const homeBefore = readHtml(homeFile);
    const pasted: string[] = [];
    let home = homeBefore;
    const markup = fixOf(before, 'local-business-markup')?.paste;
    // A block for each location's page (each naming its page as its url): each pasted into its own page's head.
    const blocks = markup ? [...markup.text.matchAll(/<script[^>]*>\n([\s\S]*?)\n<\/script>/g)] : [];
    if (markup && blocks.length > 1) {
      for (const [whole, json = 'null'] of blocks) {
        const path = new URL((JSON.parse(json) as { url: string }).url).pathname;
        const file = join(www, path.endsWith('/') ? `${path}${manifest.index ?? 'index.html'}` : path);
        writeHtml(
          file,
          readHtml(file).replace(/<\/head>/i, () => `${back(filled(whole))}</head>`),
        );
      }
      pasted.push('markup');
    } else if (markup) {
      const json = JSON.parse(/<script[^>]*>\n([\s\S]*)\n<\/script>/.exec(markup.text)?.[1] ?? 'null');
      const merged = blocksOf(home).find((b) => keeps(JSON.parse(back(JSON.stringify(json))), b.json));
      const block = back(filled(markup.text));
      home = merged ? home.replace(merged.whole, () => block) : home.replace(/<\/head>/i, () => `${block}</head>`);
      // Where the pages show a town and postcode but no street, the fix asks for the street on the pages too.
      const area = before.local?.addresses.find((a) => !a.street)?.text;
      if (area && !before.local?.addresses.some((a) => a.street) && markup.text.includes('[FILL IN: your street address]'))
        home = home.replace(/<\/body>/i, () => `<p>${STREET}, ${area}</p></body>`);
      pasted.push('markup');
    }
    // The mended block in place of the home page's first block that does not parse, as its sentence says.
    const repair = fixOf(before, 'structured-data')?.paste;
    const unparsed = [...home.matchAll(/<script[^>]*application\/ld\+json[^>]*>([\s\S]*?)<\/script>/gi)].find((m) => {
      try {
        return void JSON.parse(m[1] ?? '');
      } catch {
        return true;
      }
    });
    if (repair && unparsed) {
      home = home.replace(unparsed[0], () => back(repair.text));
      pasted.push('repair');
    }
    const title = fixOf(before, 'title')?.paste;
    if (title) {
      const tag = back(filled(title.text));
      const had = /<title[^>]*>[\s\S]*?<\/title>/i;
      home = had.test(home) ? home.replace(had, () => tag) : home.replace(/<\/head>/i, () => `${tag}</head>`);
      pasted.push('title');
    }
    const description = fixOf(before, 'meta-description')?.paste;
    if (description) {
      const tag = back(filled(description.text));
      // As the fix says: the one tag in place of every description the page has.
      const had = /<meta[^>]*name=["']?description["']?[^>]*>/gi;
      let first = true;
      home = had.test(home)
        ? home.replace(had, () => (first ? ((first = false), tag) : ''))
        : home.replace(/<\/head>/i, () => `${tag}</head>`);
      pasted.push('description');
    }
    writeHtml(homeFile, home);
    const tel = fixOf(before, 'phone-not-tappable')?.paste;
    if (tel) {
      for (const file of pagesIn(www).map((f) => join(www, f))) writeHtml(file, tel.text.split('\n').reduce(linked, readHtml(file)));
      pasted.push('tel');
    }
    const robots = fixOf(before, 'ai-search-crawlers')?.paste;
    if (robots) writeFileSync(join(www, 'robots.txt'), back(robots.text)), pasted.push('robots.txt');
    const llms = before.ai?.llms.paste;
    if (llms) writeFileSync(join(www, 'llms.txt'), back(filled(llms.text))), pasted.push('llms.txt');

    const after = await runCheck(start, rules, crawl);
    const addressed = [
      'local-business-markup',
      'structured-data',
      'title',
      'meta-description',
      'phone-not-tappable',
      'ai-search-crawlers',
    ].filter((id) => fixOf(before, id)?.paste);
    const notCleared = addressed.filter(
      (id) => fixOf(after, id)?.severity !== 'passed' && fixOf(after, id)?.severity === fixOf(before, id)?.severity,
    );
    const worse = (id: string) => {
      const b = fixOf(before, id)?.severity;
      const a = fixOf(after, id)?.severity;
      return a && a !== 'passed' && (b === undefined || b === 'passed' || (b === 'improvement' && a === 'problem'));
    };
    const said = (f: { id: string; message: string; urls?: string[] }) =>
      `${f.id}: ${f.message}${f.urls?.length ? ` (${f.urls.slice(0, 3).join('; ')})` : ''}`;
    const appeared = after.findings.filter((f) => worse(f.id)).map(said);
    const markupKept = blocksOf(homeBefore).every((b) => blocksOf(readHtml(homeFile)).some((a) => keeps(a.json, b.json)));
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
    // The outside tools again, on what was pasted; and each fix counted for the closing note.
    const homeAfter = readHtml(homeFile);
    const outside: string[] = [];
    // An llms.txt for a site without one is not scored: it clears when the check reads the pasted file as llmstxt.org's layout.
    const clears = (id: string) => (id === 'llms-txt' ? after.ai?.llms.state === 'valid' : !notCleared.includes(id));
    const count = (fix: Fix, id: string, f: { paste?: unknown; unoffered?: string } | undefined) =>
      counted(fix, slug, { offered: Boolean(f?.paste), refused: f?.unoffered, cleared: Boolean(f?.paste) && clears(id) });
    count('markup', 'local-business-markup', fixOf(before, 'local-business-markup'));
    count('repair', 'structured-data', fixOf(before, 'structured-data'));
    count('robots.txt', 'ai-search-crawlers', fixOf(before, 'ai-search-crawlers'));
    count('llms.txt', 'llms-txt', before.ai?.llms);
    count('title', 'title', fixOf(before, 'title'));
    count('description', 'meta-description', fixOf(before, 'meta-description'));
    count('tel', 'phone-not-tappable', fixOf(before, 'phone-not-tappable'));
    if (markup || repair) {
      const r = await markupCheck(
        blocksOf(homeBefore).map((b) => b.json),
        blocksOf(homeAfter).map((b) => b.json),
      );
      if (markup) outside.push(checked('markup', slug, r.tool, r.problem));
      if (repair) outside.push(checked('repair', slug, r.tool, r.problem));
    }
    const robotsAfter = robots ? back(robots.text) : robotsBefore;
    if (robotsAfter) {
      const r = await robotsCheck(robotsAfter, manifest.origin, paths);
      outside.push(checked('robots.txt', slug, `${r.tool} (${r.verdicts} verdicts)`, r.problem));
    }
    if (llms) {
      const r = llmsCheck(back(filled(llms.text)), manifest.origin);
      outside.push(checked('llms.txt', slug, r.tool, r.problem));
    }
    const tags = tagsIn(homeAfter);
    const one = (found: string[], meant: string[], what: string) =>
      found.length === 1 && found[0] === meant[0] ? undefined : `${found.length} ${what} (${found.join(' | ').slice(0, 120)})`;
    if (title) outside.push(checked('title', slug, 'htmlparser2', one(tags.titles, tagsIn(back(filled(title.text))).titles, 'titles')));
    if (description)
      outside.push(
        checked(
          'description',
          slug,
          'htmlparser2',
          one(tags.descriptions, tagsIn(back(filled(description.text))).descriptions, 'descriptions'),
        ),
      );
    if (tel) {
      const linkedNow = new Set(pagesIn(www).flatMap((f) => tagsIn(readHtml(join(www, f))).tels));
      const missing = tagsIn(tel.text).tels.filter((n) => !linkedNow.has(n));
      outside.push(checked('tel', slug, 'htmlparser2', missing.length ? `no tel: link for ${missing.join(', ')}` : undefined));
    }
    const report = { slug, score: [before.score, after.score], pasted, notCleared, appeared, markupKept, robotsChanged, checks, outside };
    writeFileSync(join(out, `${slug}.json`), `${JSON.stringify(report, null, 2)}\n`);
    console.log(
      `${slug}: score ${before.score} → ${after.score}; pasted ${pasted.join(', ') || 'nothing'}; not cleared ${notCleared.join(', ') || 'none'}; new ${appeared.length}; markup kept ${markupKept}; robots.txt changed for ${robotsChanged.join(', ') || 'none but those let in'}`,
    );
    for (const c of [...checks, ...outside]) console.log(`  ${c}`);
    for (const a of appeared) console.log(`  new: ${a}`);
    for (const id of notCleared) {
      const f = fixOf(after, id);
      if (f) console.log(`  not cleared: ${said(f)}`);
    }
  } finally {
    await site.close();
    if (!process.env.KEEP_PASTED) rmSync(root, { recursive: true, force: true });
    else console.log(`  kept: ${root}`);
  }
}
console.log(`\nEach fix over the corpus (${slugs.length} sites):`);
for (const line of tallied(slugs.length)) console.log(`  ${line}`);
