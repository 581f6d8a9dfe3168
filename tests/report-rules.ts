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
  /** Every finding, a problem's card or a pass's line: its sentence, its "How we know" lines (none when it shows nothing), and the addresses it lists. */
  findings: { message: string; proofs: string[]; urls: string[] }[];
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
    urls: li.querySelectorAll('.audit-urls li').map((p) => p.text.replace(/\s+/g, ' ').trim()),
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

/** Country names and codes a site writes in its markup's addressCountry, as ISO codes. */
const COUNTRY_CODES: Record<string, string> = {
  australia: 'AU',
  'new zealand': 'NZ',
  'united kingdom': 'GB',
  uk: 'GB',
  ireland: 'IE',
  'united states': 'US',
  usa: 'US',
  canada: 'CA',
  germany: 'DE',
  deutschland: 'DE',
  france: 'FR',
  netherlands: 'NL',
  nederland: 'NL',
  'south africa': 'ZA',
  india: 'IN',
};
/** The country a language alone names, where one country of the check's writes it. */
const LANGUAGE_COUNTRY: Record<string, string> = { de: 'DE', fr: 'FR', nl: 'NL' };

/** The business markup's JSON-LD blocks of a page, parsed (a block that does not parse is left out). */
function jsonLdOf(root: ReturnType<typeof parse>): unknown[] {
  return root
    .querySelectorAll('script')
    .filter((s) => (s.getAttribute('type') ?? '').trim().toLowerCase() === 'application/ld+json')
    .flatMap((s) => {
      try {
        return [JSON.parse(s.text)];
      } catch {
        return [];
      }
    });
}
/** Every value of `key` anywhere in parsed JSON. */
function valuesOf(json: unknown, key: string, out: unknown[] = []): unknown[] {
  if (Array.isArray(json)) for (const v of json) valuesOf(v, key, out);
  else if (json && typeof json === 'object')
    for (const [k, v] of Object.entries(json)) {
      if (k === key) out.push(v);
      valuesOf(v, key, out);
    }
  return out;
}

/**
 * The country the site says it is in, read apart from the check: its markup's addressCountry, else the
 * country its tel: links dial with a country code, else the country numbers in its text are written
 * with, else its pages' language (`en-GB`, or `de` alone).
 */
function statedCountry(pages: ReturnType<typeof sitePages>): string | undefined {
  for (const { root } of pages)
    for (const c of jsonLdOf(root).flatMap((j) => valuesOf(j, 'addressCountry'))) {
      const name = typeof c === 'string' ? c : typeof c === 'object' && c ? String((c as Record<string, unknown>).name ?? '') : '';
      const code = name.length === 2 ? name.toUpperCase() : COUNTRY_CODES[name.trim().toLowerCase()];
      if (code) return code === 'UK' ? 'GB' : code;
    }
  for (const { root } of pages)
    for (const a of root.querySelectorAll('a[href^="tel:"]')) {
      const href = a.getAttribute('href')?.replace(/^tel:/i, '').trim() ?? '';
      const country = href.startsWith('+') ? parsePhoneNumberFromString(href)?.country : undefined;
      if (country) return country;
    }
  // Numbers its text writes with their country code.
  for (const { root } of pages)
    for (const m of root.text.matchAll(/\+\d[\d ().-]{7,18}\d/g)) {
      const country = parsePhoneNumberFromString(m[0])?.country;
      if (country) return country;
    }
  for (const { root } of pages) {
    const [language = '', region] = (root.querySelector('html')?.getAttribute('lang') ?? '').toLowerCase().split(/[-_]/);
    if (region?.length === 2) return region === 'uk' ? 'GB' : region.toUpperCase();
    if (LANGUAGE_COUNTRY[language]) return LANGUAGE_COUNTRY[language];
  }
  return undefined;
}

/** A served address's path as the site's own files and sitemaps name it: no `index.html`, no trailing slash. */
const samePath = (url: string) => {
  try {
    return decodeURIComponent(new URL(url, 'https://x/').pathname)
      .replace(/\/index\.html?$/i, '/')
      .replace(/\.html?$/i, '')
      .replace(/\/$/, '')
      .toLowerCase();
  } catch {
    return url;
  }
};

/** The rules about the business and the site's pages, each judged on the site's files read apart from the check. */
function siteRules(slug: string, report: ReadReport, pages: ReturnType<typeof sitePages>): RuleBreak[] {
  const broken: RuleBreak[] = [];
  const country = statedCountry(pages);
  // A fix's country, and the country a number in it dials, are the site's own.
  if (country)
    for (const fix of report.fixes) {
      for (const m of fix.matchAll(/"addressCountry":\s*"([A-Z]{2})"/g))
        if (m[1] !== country)
          broken.push({ rule: "a fix's country is the site's", sentence: m[0], why: `the site says it is in ${country}` });
      for (const m of fix.matchAll(/(?:tel:|"telephone":\s*")(\+[\d-]+)/g)) {
        const dials = parsePhoneNumberFromString(m[1] ?? '')?.country;
        if (dials && dials !== country)
          broken.push({
            rule: "a fix's number dials the site's country",
            sentence: m[0],
            why: `it dials ${dials}; the site says it is in ${country}`,
          });
      }
    }
  // Every part of a file handed over is the site's or a placeholder the report names: never left blank (an llms.txt summary of `>` alone).
  for (const fix of report.fixes)
    if (/^>\s*$/m.test(fix))
      broken.push({ rule: 'every part of a fix is filled or marked', sentence: clip(fix, 80), why: 'a line is empty' });
  for (const sentence of report.lines) {
    // A language suggested is the site's own country's, where the site says one.
    const lang = /Add lang="([a-z]{2})(?:-([A-Z]{2}))?"/.exec(sentence);
    if (lang && country && lang[2] && lang[2] !== country)
      broken.push({ rule: 'a language suggested is the site’s own', sentence, why: `the site says it is in ${country}` });
    // The business's name is in the site's own words: its text, its title or its markup, not only an image's alt.
    const named = /^Your site names the business “(.+)”\.$/.exec(sentence) ?? /names the business “(.+)”\./.exec(sentence);
    if (named?.[1]) {
      const name = named[1].toLowerCase();
      const said = pages.some(({ root }) => {
        const ogName = root.querySelectorAll('meta').map((m) => (m.getAttribute('content') ?? '').toLowerCase());
        const alts = root.querySelectorAll('img').map((i) => (i.getAttribute('alt') ?? '').toLowerCase());
        return (
          root.text.toLowerCase().includes(name) ||
          ogName.some((c) => c.includes(name)) ||
          alts.some((a) => a.includes(name)) ||
          root.querySelector('script')?.text.toLowerCase().includes(name)
        );
      });
      // A word for a logo ("Praxislogo") is an image's description, not the business's name.
      if (!said || /logo/i.test(name))
        broken.push({
          rule: "the business's name is the site's own words",
          sentence,
          why: 'no page says it as text, title, markup or its logo',
        });
    }
    // No address is not what the markup says.
    if (sentence.startsWith('We found no address') && pages.some(({ root }) => jsonLdOf(root).some((j) => valuesOf(j, 'address').length)))
      broken.push({ rule: 'no address is not said beside one in the markup', sentence, why: "the site's JSON-LD has an address" });
  }
  // Every link's words say where it leads only where every link has words: on the start page, which every check reads.
  if (report.lines.includes("Every link's words say where it leads."))
    for (const { path, root } of pages.filter((p) => p === startOf(slug, pages))) {
      const empty = root.querySelectorAll('a[href]').find((a) => {
        const href = (a.getAttribute('href') ?? '').trim().toLowerCase();
        if (!href || /^(#|javascript:|mailto:|tel:)/.test(href)) return false;
        const alt = a.querySelectorAll('img').some((i) => (i.getAttribute('alt') ?? '').trim());
        return !a.text.trim() && !alt && !(a.getAttribute('aria-label') ?? '').trim() && !(a.getAttribute('title') ?? '').trim();
      });
      if (empty) {
        broken.push({
          rule: 'a pass names what was found',
          sentence: "Every link's words say where it leads.",
          why: `${path} has a link with no words (${clip(empty.outerHTML, 80)})`,
        });
        break;
      }
    }
  // A page said missing from the sitemap is not in it under any of its addresses.
  const www = join(new URL('./fixtures/real-sites/', import.meta.url).pathname, slug, 'www');
  const sitemapLocs = new Set(
    (readdirSync(www, { recursive: true, encoding: 'utf8' }) as string[])
      .filter((f) => /sitemap[^/]*\.xml$/i.test(f))
      .flatMap((f) => [...readFileSync(join(www, f), 'utf8').matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => samePath(m[1] ?? ''))),
  );
  for (const f of report.findings)
    if (/missing from your sitemap/.test(f.message))
      for (const url of f.urls)
        if (sitemapLocs.has(samePath(url)))
          broken.push({ rule: 'one page per content', sentence: f.message, why: `${url} is in the sitemap` });
  // No two addresses a finding lists are the same page, the same bytes: each entry's own address (not where it leads) and a list's pages.
  // Links that redirect are addresses, not pages: /contact and /contact?service=design are two links to one page.
  for (const f of report.findings.filter((x) => !x.urls.some((u) => u.includes(' → ')))) {
    const subjects = f.urls.flatMap((u) => {
      const list = u.indexOf(' pages: ');
      return list >= 0
        ? u.slice(list + 8).split(', ')
        : [u.split(/[\s:]\s?/)[0] === 'https' ? (u.match(/^https?:\/\/[^\s,)]+/)?.[0] ?? '') : ''];
    });
    const listed = [...new Set(subjects.filter((u) => u.startsWith('http')).map((u) => u.replace(/:$/, '')))];
    const seen = new Map<string, string>();
    for (const url of listed) {
      const file = fileOf(slug, url);
      if (file === undefined || !/<html|<body/i.test(file)) continue;
      const other = seen.get(file);
      if (other) broken.push({ rule: 'one page per content', sentence: f.message, why: `${other} and ${url} are the same page` });
      else seen.set(file, url);
    }
  }
  return broken;
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

/** A page's images: its <img> elements with an address (`src`, or a lazy loader's `data-src`); one with none shows nothing until a script gives it one (a lightbox's frame). */
const shownImages = (root: ReturnType<typeof parse>) =>
  root.querySelectorAll('img').filter((img) => Object.entries(img.attributes).some(([name, value]) => /src$/i.test(name) && value.trim()));

/** The site's start page among its files (its manifest's start, or /index.html). */
function startOf(slug: string, pages: ReturnType<typeof sitePages>) {
  const start = readManifest(slug).start.replace(/\/$/, '/index.html');
  return pages.find((p) => p.path === start || p.path === `${start}.html`) ?? pages.find((p) => p.path === '/index.html');
}

/** Every rule the report (its lines, fixes and findings) breaks of corpus site `slug`. */
export function reportRules(slug: string, report: Omit<ReadReport, 'findings'> & Partial<Pick<ReadReport, 'findings'>>): RuleBreak[] {
  const pages = sitePages(slug);
  const broken: RuleBreak[] = [
    ...proofRules(slug, report.findings ?? []),
    ...siteRules(slug, { ...report, findings: report.findings ?? [] }, pages),
  ];
  const startPage = startOf(slug, pages);

  for (const sentence of report.lines) {
    // Every plural agrees with its count.
    const plural = ONE_OF_MANY.exec(sentence) ?? MANY_OF_ONE.exec(sentence);
    if (plural) broken.push({ rule: 'a count agrees with its noun', sentence, why: `"${plural[0]}"` });

    // "Alt text" means alt text: a pass of the start page's images holds only where each has a non-empty alt.
    const altPass = /^(?:All (\d+) images have alt text|The one image has alt text)\.?$/.exec(sentence);
    if (altPass && startPage) {
      const images = shownImages(startPage.root);
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

  // "Every image has alt text" holds of every page it shows as its evidence: none has an image with no or empty alt.
  for (const f of report.findings ?? [])
    if (f.message === 'Every image has alt text.')
      for (const proof of f.proofs) {
        const url = PROOF.exec(proof)?.[1] ?? '';
        const file = fileOf(slug, url);
        // An <img> with no address shows nothing until a script gives it one (a lightbox's frame).
        const without = file === undefined ? [] : shownImages(parse(file)).filter((img) => !img.getAttribute('alt')?.trim());
        if (without.length)
          broken.push({
            rule: 'alt text means non-empty alt',
            sentence: f.message,
            why: `${url} has ${without.length} image(s) with no or empty alt (${without[0]?.toString().slice(0, 80) ?? ''})`,
          });
      }

  // The pages checked are never more than the check says it reads.
  const checked = report.lines.map((l) => /^Checked (\d+) pages? of /.exec(l)?.[1]).find(Boolean);
  const cap = report.lines.map((l) => /reads up to (\d+) pages?\b/.exec(l)?.[1]).find(Boolean);
  if (checked && cap && Number(checked) > Number(cap))
    broken.push({
      rule: 'a count agrees with the check’s cap',
      sentence: `Checked ${checked} pages`,
      why: `the report says it reads up to ${cap}`,
    });

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
