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

/** The report's visible text (its <main>), one line per line a reader sees, and the text of each <pre> block (the fixes handed over). */
export function readReport(html: string): { lines: string[]; fixes: string[] } {
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
  return { lines, fixes };
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

/** Every rule the report (its lines and fixes) breaks of corpus site `slug`. */
export function reportRules(slug: string, report: { lines: string[]; fixes: string[] }): RuleBreak[] {
  const broken: RuleBreak[] = [];
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
