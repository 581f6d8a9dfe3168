/**
 * Rules that must hold of any report on any site (issue 81), each judged against the site read by
 * other code than the check's own readers: the corpus site's published files (tests/fixtures/real-sites)
 * parsed with node-html-parser, the report as a prospect reads it (its visible lines and the fixes
 * handed over, readReport). `npm run real-sites -- --rules` prints every rule broken with the sentence
 * that broke it; tests/e2e/real-sites.test.ts holds them on a few sites, and on every site with --sweep.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { parse } from 'node-html-parser';
import { clip } from '../src/lib/clip.js';
import { readManifest } from './real-sites.js';
import { Parser } from 'htmlparser2';

/** A rule broken: which, the report's sentence that broke it, and what the site has instead. */
export interface RuleBreak {
  rule: string;
  sentence: string;
  why: string;
}

/** Tags that start a line of their own where a browser lays the page out. */
const BLOCK = new Set(
  'address article aside blockquote br dd details div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tr td th ul'.split(
    ' ',
  ),
);

/** A report as the rules read it: its visible lines, the fixes handed over, and each finding with what it rests on. */
export interface ReadReport {
  lines: string[];
  fixes: string[];
  /** Every finding, a problem's card or a pass's line: its sentence and its "How we know" lines (none when it shows nothing). */
  findings: { message: string; proofs: string[] }[];
}

/** The report's visible text (its <main>), one line per line a reader sees, the text of each <pre> block (the fixes handed over), and its findings. */
export function readReport(html: string): ReadReport {
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
  const parser = new Parser(
    {
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
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  breakLine();
  const root = parse(html);
  const findings = root.querySelectorAll('.audit-findings > li, .audit-passed > li').map((li) => ({
    message: (li.querySelector('h3') ?? li.childNodes.find((n) => n.nodeType === 3))?.text.replace(/\s+/g, ' ').trim() ?? '',
    proofs: li.querySelectorAll('.audit-proof li').map((p) => p.text.replace(/\s+/g, ' ').trim()),
  }));
  return { lines, fixes, findings };
}

/** A corpus site's published pages, each parsed on its own, by path under www/. */
function sitePages(slug: string): { path: string; root: ReturnType<typeof parse> }[] {
  const www = join(new URL('./fixtures/real-sites/', import.meta.url).pathname, slug, 'www');
  const files = (readdirSync(www, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => /\.html?$/i.test(f));
  return files.map((f) => ({
    path: `/${relative(www, join(www, f)).split('\\').join('/')}`,
    root: parse(readFileSync(join(www, f), 'utf8')),
  }));
}

/** Nouns a count is said with in the report, singular and plural. */
const COUNTED = [
  ['page', 'pages'],
  ['image', 'images'],
  ['problem', 'problems'],
  ['improvement', 'improvements'],
  ['link', 'links'],
  ['number', 'numbers'],
  ['address', 'addresses'],
  ['fix', 'fixes'],
  ['time', 'times'],
  ['heading', 'headings'],
  ['title', 'titles'],
  ['description', 'descriptions'],
  ['file', 'files'],
  ['crawler', 'crawlers'],
  ['redirect', 'redirects'],
  ['word', 'words'],
] as const;
const ONE_OF_MANY = new RegExp(`(?<![\\d.,])\\b1 (${COUNTED.map(([, many]) => many).join('|')})\\b`, 'i');
const MANY_OF_ONE = new RegExp(`(?<![\\d.,-])\\b(?:0|[2-9]|[1-9]\\d+) (${COUNTED.map(([one]) => one).join('|')})\\b(?![-'’])`, 'i');

/** The heading levels of a page in order. */
const headingLevels = (root: ReturnType<typeof parse>) => root.querySelectorAll('h1, h2, h3, h4, h5, h6').map((h) => Number(h.tagName[1]));

/** The calling codes a site's own tel: links dial with their country code (`tel:+44…`). */
function dialledCodes(pages: ReturnType<typeof sitePages>): Set<string> {
  const codes = new Set<string>();
  for (const { root } of pages)
    for (const a of root.querySelectorAll('a[href^="tel:"]')) {
      const href = a.getAttribute('href')?.replace(/^tel:/i, '').trim() ?? '';
      const code = href.startsWith('+') ? parsePhoneNumberFromString(href)?.countryCallingCode : undefined;
      if (code) codes.add(code);
    }
  return codes;
}

/** A "How we know" line as the report shows it: the address, the line, what is there, and what is missing from it. */
const PROOF = /^(\S+?)(?:, line (\d+))?: (.*?)(?:, with no (.+) in it)?$/;

/** Addresses in a quote or a file line, host and all, as one token: the served copy rewrites the site's own origin. */
const sameText = (s: string) =>
  s
    .replace(/(?:https?:)?(?:\\?\/){2}[^/"'\s>\\]+/gi, '//HOST')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/…$/, '')
    .trim();

/** Whether a page parsed by node-html-parser has what a finding says it lacks (the proof's `missing`), or undefined when the rule does not read that kind. */
function pageHas(root: ReturnType<typeof parse>, missing: string, origin: string): boolean | undefined {
  const named = (tag: string, attr: string, value: (v: string) => boolean) =>
    root.querySelectorAll(tag).some((el) => value((el.getAttribute(attr) ?? '').trim().toLowerCase()));
  const own = (v: string) => v.includes(new URL(origin).host);
  switch (missing) {
    case '<title>':
      return Boolean(root.querySelector('title'));
    case '<h1>':
      return Boolean(root.querySelector('h1'));
    case '<meta name="description">':
      return named('meta', 'name', (v) => v === 'description');
    case '<meta name="viewport">':
      return named('meta', 'name', (v) => v === 'viewport');
    case '<link rel="canonical">':
      return named('link', 'rel', (v) => v.split(/\s+/).includes('canonical'));
    case '<meta property="og:…">':
      return named('meta', 'property', (v) => v.startsWith('og:'));
    case 'JSON-LD or microdata':
      return named('script', 'type', (v) => v === 'application/ld+json') || Boolean(root.querySelector('[itemscope]'));
    case 'heading that skips a level':
      return headingLevels(root).some((level, i, all) => i > 0 && level > (all[i - 1] ?? 0) + 1);
    case 'link to an http:// address':
      return named('a', 'href', (v) => v.startsWith('http:') && !own(v));
    case 'form sent over http://':
      return named('form', 'action', (v) => v.startsWith('http:') && !own(v));
    default:
      return undefined;
  }
}

/** The published file a served address answers from (a folder's index, or a GitHub Pages or Netlify .html twin). */
function fileOf(slug: string, url: string): string | undefined {
  const www = join(new URL('./fixtures/real-sites/', import.meta.url).pathname, slug, 'www');
  const index = readManifest(slug).index ?? 'index.html';
  let path: string;
  try {
    path = decodeURIComponent(new URL(url).pathname);
  } catch {
    return undefined;
  }
  const candidates = path.endsWith('/') ? [`${path}${index}`] : [path, `${path}.html`, `${path}/${index}`];
  for (const c of candidates) {
    try {
      return readFileSync(join(www, c), 'latin1');
    } catch {}
  }
  return undefined;
}

/** The rules about what each finding rests on: that it shows it, and that it is there, at the line named. */
function proofRules(slug: string, findings: ReadReport['findings']): RuleBreak[] {
  const broken: RuleBreak[] = [];
  const origin = readManifest(slug).origin;
  for (const { message, proofs } of findings) {
    if (!proofs.length) broken.push({ rule: 'every finding shows its evidence', sentence: message, why: 'no "How we know" under it' });
    for (const proof of proofs) {
      const [, url = '', line, quote = '', missing] = PROOF.exec(proof) ?? [];
      if (!line) continue;
      const file = fileOf(slug, url);
      if (file === undefined) continue;
      const at = file
        .split('\n')
        .slice(Number(line) - 1, Number(line) + 9)
        .join(' ');
      if (!sameText(at).includes(sameText(quote).slice(0, 80)))
        broken.push({ rule: "a finding's evidence is where it says", sentence: proof, why: `line ${line} is "${clip(at.trim(), 100)}"` });
      if (missing && pageHas(parse(file), missing, origin))
        broken.push({ rule: "a finding's evidence is where it says", sentence: proof, why: `the page has a ${missing}` });
    }
  }
  return broken;
}

/** Every rule the report (its lines, fixes and findings) breaks of corpus site `slug`. */
export function reportRules(slug: string, report: Omit<ReadReport, 'findings'> & Partial<Pick<ReadReport, 'findings'>>): RuleBreak[] {
  const broken: RuleBreak[] = proofRules(slug, report.findings ?? []);
  const pages = sitePages(slug);
  const start = readManifest(slug).start.replace(/\/$/, '/index.html');
  const startPage = pages.find((p) => p.path === start || p.path === `${start}.html`) ?? pages.find((p) => p.path === '/index.html');

  for (const sentence of report.lines) {
    // Every plural agrees with its count.
    const plural = ONE_OF_MANY.exec(sentence) ?? MANY_OF_ONE.exec(sentence);
    if (plural) broken.push({ rule: 'a count agrees with its noun', sentence, why: `"${plural[0]}"` });

    // "Alt text" means alt text: a pass of the start page's images holds only where each has a non-empty alt.
    const altPass = /^(?:All (\d+) images have alt text|The one image has alt text)\.?$/.exec(sentence);
    if (altPass && startPage) {
      const images = startPage.root.querySelectorAll('img');
      const without = images.filter((img) => !img.getAttribute('alt')?.trim());
      if (without.length)
        broken.push({
          rule: 'alt text means non-empty alt',
          sentence,
          why: `${without.length} of ${images.length} images on ${startPage.path} have no or empty alt (${without[0]?.getAttribute('src') ?? ''})`,
        });
    }

    // Every example of a heading skip quotes the site: some page goes from the one level straight to the other.
    for (const m of sentence.matchAll(/from h([1-6]) straight to h([1-6])/g)) {
      const [from, to] = [Number(m[1]), Number(m[2])];
      const shown = pages.some(({ root }) => headingLevels(root).some((level, i, all) => i > 0 && all[i - 1] === from && level === to));
      if (!shown) broken.push({ rule: 'every example quotes the site', sentence, why: `no page goes from h${from} straight to h${to}` });
    }
  }

  // A number a fix dials is in the country the site's own tel: links dial.
  const codes = dialledCodes(pages);
  if (codes.size)
    for (const fix of report.fixes)
      for (const m of fix.matchAll(/tel:(\+\d+)/g)) {
        const code = parsePhoneNumberFromString(m[1] ?? '')?.countryCallingCode;
        if (code && !codes.has(code))
          broken.push({
            rule: "a number's country agrees with the site's own tel: links",
            sentence: `tel:${m[1]}`,
            why: `the site's tel: links dial +${[...codes].join(', +')}`,
          });
      }
  return broken;
}
