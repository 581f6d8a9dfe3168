/**
 * The fixes the report hands over, safe to paste (issue 74), each built from a local site's facts
 * (tests/facts.ts, no server): the business markup is the site's own block with only what it lacks
 * added (a Yoast @graph whole, type pairs, @ids, a 130-character name, the site's own address parts),
 * escaped for <script>; the name comes from what the site says of itself; robots.txt is changed as
 * Google reads it (every `*` group, Allow lines, a group's Crawl-delay and Content-Signal with it,
 * Latin-1 lines as written), agrees with the report's table, and says why when it offers nothing; the
 * llms.txt is Markdown a CommonMark parser reads back as links to the site; the description is never
 * built from broken text; the tel: link is the number as the pages write it, for every number the
 * finding lists; a town and postcode the pages show fill the markup's address.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Finding } from '../../src/audit/findings/finding.js';
import { readRobots, RobotsRules } from '../../src/audit/read/robots.js';
import { checkFacts } from '../facts.js';
import { goodPage, goodSite, type Routes } from '../fixtures/site-table.js';

const html = (body: string, type = 'text/plain') => ({ headers: { 'content-type': type }, body });
/** The JSON in a markup fix's <script>, parsed. */
const jsonOf = (f: Finding | undefined) =>
  JSON.parse(/^<script type="application\/ld\+json">\n([\s\S]*)\n<\/script>$/.exec(f?.paste?.text ?? '')?.[1] ?? 'null');
const byId = (findings: Finding[], id: string) => findings.find((f) => f.id === id);

/** Whether every value of `part` is in `whole` as written (objects by key, arrays item by item). */
function keeps(whole: unknown, part: unknown): boolean {
  if (Array.isArray(part)) return Array.isArray(whole) && part.every((p, i) => keeps(whole[i], p));
  if (part && typeof part === 'object')
    return (
      Boolean(whole) && typeof whole === 'object' && Object.entries(part).every(([k, v]) => keeps((whole as Record<string, unknown>)[k], v))
    );
  return whole === part;
}

const LONG_NAME = `Tazzina ${'Espresso Bar and Kitchen of the Inner North '.repeat(3)}`.trim();

test('a Yoast @graph: the fix is the whole graph with only what the business node lacks added, every node, type, @id and value kept', async () => {
  const graph = (origin: string) => ({
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebPage', '@id': `${origin}/#webpage`, url: `${origin}/`, name: 'Home', isPartOf: { '@id': `${origin}/#website` } },
      { '@type': 'BreadcrumbList', '@id': `${origin}/#breadcrumb`, itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home' }] },
      { '@type': 'WebSite', '@id': `${origin}/#website`, url: `${origin}/`, name: 'Tazzina', publisher: { '@id': `${origin}/#org` } },
      { '@type': 'Organization', '@id': `${origin}/#org`, name: 'Tazzina', logo: { '@type': 'ImageObject', url: `${origin}/logo.png` } },
      {
        '@type': ['Restaurant', 'CafeOrCoffeeShop'],
        '@id': `${origin}/#cafe`,
        name: LONG_NAME,
        priceRange: '$$',
        address: { '@id': `${origin}/#address` },
      },
      { '@type': 'PostalAddress', '@id': `${origin}/#address`, addressRegion: 'VIC', postalCode: '3187', addressCountry: 'AU' },
    ],
  });
  const routes: Routes = goodSite({ '/': (o) => goodPage(o, '/', { markup: JSON.stringify(graph(o)) }) });
  const { findings, site } = await checkFacts(routes);
  const fix = byId(findings, 'local-business-markup');
  assert.ok(fix?.paste, fix?.unoffered ?? fix?.message);
  const pasted = jsonOf(fix);
  const before = graph(site.origin);
  assert.ok(keeps(pasted, before), 'every node and value of the site is kept as written');
  assert.is(pasted['@graph'].length, 6, 'no node added or dropped');
  const cafe = pasted['@graph'][4];
  assert.equal(cafe['@type'], ['Restaurant', 'CafeOrCoffeeShop']);
  assert.is(cafe.name, LONG_NAME, `the name whole (${LONG_NAME.length} characters)`);
  assert.equal(cafe.address, { '@id': `${site.origin}/#address` }, 'the reference kept; its missing parts added to the node it names');
  assert.match(pasted['@graph'][5].streetAddress, /^\[FILL IN: /);
  assert.match(fix?.paste?.diff ?? '', /^\+\s+"telephone"/m, 'shown as a change: the telephone added');
  assert.not.match(fix?.paste?.diff ?? '', /^- .*"(name|priceRange|@id)"/m, 'nothing of the site removed');
  assert.match(fix?.paste?.checked ?? '', "Adobe's structured-data validator");
});

test('an Organization on a site that shows where it is: the fix builds the LocalBusiness the report recommends, which the validator accepts with its geo', async () => {
  const body = '<h1>Plumbing</h1><p>Call 03 9123 4567, 12 Smith Street, Fitzroy VIC 3065.</p>';
  const org = (type: string | string[]) =>
    JSON.stringify({
      '@context': 'https://schema.org',
      '@type': type,
      name: 'Fixture Plumbing',
      sameAs: ['https://www.facebook.com/fixture'],
    });
  for (const [type, built] of [
    ['Organization', 'LocalBusiness'],
    [
      ['Organization', 'Corporation'],
      ['LocalBusiness', 'Corporation'],
    ],
    ['MedicalOrganization', ['LocalBusiness', 'MedicalOrganization']],
  ] as const) {
    const { findings } = await checkFacts(goodSite({ '/': (o) => goodPage(o, '/', { markup: org([type].flat()), body }) }), {
      maxPages: 1,
    });
    const fix = byId(findings, 'local-business-markup');
    assert.ok(fix?.paste, `${type}: ${fix?.unoffered}`);
    const pasted = jsonOf(fix);
    assert.equal(pasted['@type'], built);
    assert.is(pasted.geo['@type'], 'GeoCoordinates');
    assert.equal(pasted.sameAs, ['https://www.facebook.com/fixture'], 'what the site said is kept');
    assert.match(fix?.paste?.checked ?? '', "Adobe's structured-data validator");
  }
});

test('a hostile business name cannot end or bend the <script>, and still reads back whole', async () => {
  const name = 'Bean Two </script><script>alert(1)</script> <!--<script> \u2028 "quoted" \\ & co';
  // As the site's own page has it, escaped for its <script> (else its own page would be broken).
  const markup = JSON.stringify({ '@context': 'https://schema.org', '@type': 'CafeOrCoffeeShop', name }).replace(/</g, '\\u003c');
  const { findings } = await checkFacts(goodSite({ '/': (o) => goodPage(o, '/', { markup }) }));
  const text = byId(findings, 'local-business-markup')?.paste?.text ?? '';
  const json = text.slice(text.indexOf('\n') + 1, text.lastIndexOf('\n'));
  assert.not.match(json, /<|>|&|\u2028/, 'no <, >, & or U+2028 as written in the JSON');
  assert.is(jsonOf(byId(findings, 'local-business-markup')).name, name);
});

test('the name is what the site says of itself: the part its titles share, else its logo, never a title half', async () => {
  const page = (title: string) => (o: string) =>
    goodPage(o, '/', { title, markup: '{}', body: `<h1>${title}</h1><p>Call 03 9123 4567, 12 Smith Street, Fitzroy VIC 3065.</p>` });
  const shared = await checkFacts(
    goodSite({
      '/': page('Physiotherapy in Fitzroy, Melbourne | Tazzina Physio'),
      '/about': page('About | Tazzina Physio'),
      '/team': page('Our team | Tazzina Physio'),
    }),
  );
  assert.is(shared.result.local?.name, 'Tazzina Physio');
  assert.is(jsonOf(byId(shared.findings, 'local-business-markup')).name, 'Tazzina Physio');
  const logo = await checkFacts(
    goodSite({
      '/': (o) =>
        page('Physiotherapy in Fitzroy, Melbourne | Book online')(o).replace('<nav>', '<nav><img src="/img/logo.svg" alt="Tazzina logo">'),
    }),
    { maxPages: 1 },
  );
  assert.is(logo.result.local?.name, 'Tazzina');
});

/** The robots.txt fix for a site serving `robots` (bytes as given). */
async function robotsFix(robots: string | Buffer) {
  const { findings, result } = await checkFacts({ ...goodSite({ '/': (o) => goodPage(o, '/') }), '/robots.txt': html(robots as string) });
  return { fix: byId(findings, 'ai-search-crawlers'), result };
}

test("robots.txt: every * group merged with its Allow lines, a removed group's Crawl-delay and Content-Signal go with it", async () => {
  const robots = [
    'User-agent: *',
    'Disallow: /wp-admin/',
    'Allow: /wp-admin/admin-ajax.php',
    '',
    'User-agent: OAI-SearchBot',
    'Crawl-delay: 20',
    'Content-Signal: search=no',
    'Disallow: /',
    '',
    'User-agent: bingbot',
    'Allow: /',
    '',
    'User-agent: *',
    'Disallow: /members/',
    '',
  ].join('\n');
  const { fix } = await robotsFix(robots);
  assert.ok(fix?.paste, fix?.unoffered);
  const after = await readRobots(fix?.paste?.text ?? '');
  const oai = new RobotsRules(after.aiBots['OAI-SearchBot']?.rules ?? []);
  assert.ok(oai.allowed('/'), 'let in');
  assert.not.ok(oai.allowed('/members/x'), "the second * group's folder stays private");
  assert.ok(oai.allowed('/wp-admin/admin-ajax.php'), 'the Allow line is read too');
  assert.not.match(fix?.paste?.text ?? '', /Crawl-delay|Content-Signal/, 'they went with their group, not to bingbot');
  assert.not.match(fix?.paste?.diff ?? '', /^[+-]\s*$/m, 'no stray + or - line');
  const others = (file: string) =>
    file.split('\n').filter((l) => l.trim() && !/OAI-SearchBot|^Disallow: \/$|Crawl-delay|Content-Signal/.test(l));
  assert.equal(others(fix?.paste?.text ?? ''), others(robots), 'every other line as written');
});

test('robots.txt: Latin-1 lines come back as written, never as U+FFFD', async () => {
  const latin1 = Buffer.from(
    '# R\xe9sum\xe9 du caf\xe9\nUser-agent: *\nDisallow: /caf\xe9/\n\nUser-agent: PerplexityBot\nDisallow: /\n',
    'latin1',
  );
  const { fix } = await robotsFix(latin1);
  assert.match(fix?.paste?.text ?? '', '# Résumé du café\nUser-agent: *\nDisallow: /café/\n');
  assert.not.match(fix?.paste?.text ?? '', '\uFFFD');
});

test("robots.txt: a site closed to every crawler gets no 'AI search let in' fix: the one cause is said once, by noindex, whose fix names the rule", async () => {
  // Issue 81: the AI finding said the same "Disallow: /" again, as a second top problem.
  const { fix, result } = await robotsFix('User-agent: *\nDisallow: /\n');
  assert.is(fix, undefined);
  assert.match(byId(result.findings, 'noindex')?.fix ?? '', 'Remove the "Disallow: /" from your robots.txt');
});

test("robots.txt: the fix's sentence agrees with the report's table (Applebot follows Googlebot's group)", async () => {
  const { fix, result } = await robotsFix(
    'User-agent: Googlebot\nAllow: /\n\nUser-agent: *\nDisallow: /\n\nUser-agent: GPTBot\nDisallow: /\n',
  );
  const table = Object.fromEntries((result.ai?.crawlers ?? []).map((c) => [c.token, c.state]));
  assert.is(table.Applebot, 'allowed');
  assert.not.match(fix?.paste?.where ?? fix?.unoffered ?? '', /keeps[^.]*\bApplebot\b(?!-)/);
  assert.match(fix?.paste?.where ?? '', /keeps [^.]*\bGPTBot\b[^.]* out/);
});

test('robots.txt: a 10,000-line file gets a reason, not silence', async () => {
  const lines = Array.from({ length: 10_000 }, (_, i) => `Disallow: /old-page-${i}/`);
  const { fix } = await robotsFix(`User-agent: *\n${lines.join('\n')}\n\nUser-agent: OAI-SearchBot\nDisallow: /\n`);
  assert.ok(fix?.paste || fix?.unoffered, 'a fix or a reason');
  assert.match(fix?.unoffered ?? '', '10,00');
});

test('llms.txt: hostile titles and paths become plain text and links to pages of the site', async () => {
  const hostile = '/deals)[click](javascript:alert(1))';
  const { result, site } = await checkFacts({
    ...goodSite({
      '/': (o) => goodPage(o, '/', { links: `<a href="${hostile}">Deals</a> <a href="/back">Back</a> <a href="/esc">Escaped</a>` }),
      [hostile]: (o) => goodPage(o, hostile, { title: 'Deals ending in a backslash \\' }),
      '/back': (o) => goodPage(o, '/back', { title: 'Paths (with parentheses) [and brackets]' }),
      '/esc': (o) => goodPage(o, '/esc', { title: '&lt;img src=x onerror=alert(1)&gt; escaped on the page' }),
    }),
    '/llms.txt': { status: 404 },
  });
  const text = result.ai?.llms.paste?.text ?? '';
  assert.ok(text, result.ai?.llms.unoffered);
  const links: string[] = [];
  const work: unknown[] = [fromMarkdown(text)];
  while (work.length) {
    const n = work.pop() as { type: string; url?: string; children?: unknown[] };
    assert.is.not(n.type, 'html', 'no raw HTML');
    if (n.type === 'link') links.push(n.url ?? '');
    if (n.children) work.push(...n.children);
  }
  assert.is(links.length, 4, text);
  assert.ok(
    links.every((u) => new URL(u).origin === site.origin),
    links.join(' '),
  );
  // llmstxt.org's own parser is a regular expression: each link's name and address whole to it too.
  const theirs = [...text.matchAll(/-\s*\[(?<title>[^\]]+)\]\((?<url>[^)]+)\)/g)].map((m) => m.groups?.url);
  assert.equal(theirs.sort(), links.sort());
});

test('llms.txt: pages that share one title are named by their own heading, the same description is not repeated, and pages that would read alike are left out', async () => {
  const page = (o: string, path: string, h1: string) =>
    goodPage(o, path, {
      title: 'Fixture Plumbing',
      description: 'Looking after Northcote and surrounding suburbs',
      links: '<a href="/team">Team</a> <a href="/contact">Contact</a> <a href="/privacy">Privacy</a>',
      body: `<h1>${h1}</h1><p>${'Plumbing help for the inner north. '.repeat(30)}</p>`,
    });
  const { result } = await checkFacts({
    ...goodSite({
      '/': (o) => page(o, '/', 'Book your appointment'),
      '/team': (o) => page(o, '/team', 'Our team'),
      '/contact': (o) => page(o, '/contact', 'Contact us'),
      '/privacy': (o) => page(o, '/privacy', 'Fixture Plumbing'),
    }),
    '/llms.txt': { status: 404 },
  });
  const text = result.ai?.llms.paste?.text ?? '';
  const names = [...text.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)(.*)$/gm)].map((m) => `${m[1]} ${new URL(m[2] ?? '').pathname}${m[3]}`);
  assert.equal(names.sort(), ['Contact us /contact', 'Fixture Plumbing /: Home page', 'Our team /team'], text);
});

test('llms.txt: pages past the cap are listed under Optional, and a cap that would cut through the locations’ sub-pages moves them all there', async () => {
  // Before: the key pages' cap of 12 listed three of five locations' VIP pages and dropped the other two.
  const locations = ['old-fort', 'memorial', 'cedar-glades', 'south-church', 'sam-ridley', 'stones-river'];
  const routes: Parameters<typeof goodSite>[0] = {
    '/': (o) => goodPage(o, '/', { links: locations.map((l) => `<a href="/${l}/">${l}</a>`).join(' ') }),
  };
  for (const l of locations) {
    routes[`/${l}/`] = (o) => goodPage(o, `/${l}/`, { title: `Camino Real ${l}`, links: `<a href="/${l}/vip/">VIP club</a>` });
    routes[`/${l}/vip/`] = (o) => goodPage(o, `/${l}/vip/`, { title: `VIP Club ${l}` });
  }
  const { result } = await checkFacts({ ...goodSite(routes), '/llms.txt': { status: 404 } });
  const text = result.ai?.llms.paste?.text ?? '';
  const [key = '', optional = ''] = text.split('## Optional');
  const paths = (part: string) => [...part.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => new URL(m[1] ?? '').pathname);
  assert.equal(paths(key), ['/', ...locations.map((l) => `/${l}/`)], text);
  assert.equal(
    paths(optional),
    locations.map((l) => `/${l}/vip/`),
    text,
  );
  assert.match(result.ai?.llms.paste?.where ?? '', 'under "Optional" (which an assistant may skip when it needs to be brief) 6 more');
});

test('llms.txt: a placeholder is written as plain text, so filling it in leaves no escape behind', async () => {
  const words = `<p>${'Coffee, cakes and lunch in the heart of town, seven days a week. '.repeat(30)}</p>`;
  const { result } = await checkFacts({
    '/':
      '<!doctype html><html lang="en"><head><title>Welcome</title></head><body><h1>Welcome</h1><a href="/menu">Menu</a>' +
      words +
      '</body></html>',
    '/menu': '<!doctype html><html lang="en"><head><title>Our menu</title></head><body><h1>Menu</h1>' + words + '</body></html>',
    '/llms.txt': { status: 404 },
  });
  const text = result.ai?.llms.paste?.text ?? '';
  assert.match(text, /^# \[FILL IN: your business name\]$/m, text);
  assert.match(text, /^> \[FILL IN: one sentence on what you do and where\]$/m, text);
  // The owner selects each placeholder and types over it: what is left is their text, with no backslash before it.
  const filled = text
    .replace('[FILL IN: your business name]', 'Wooden Door Cafe')
    .replace(/\[FILL IN: [^\]]*\]/, 'Coffee and lunch in Bendigo.');
  assert.not.match(filled, '\\', filled);
  const tree = fromMarkdown(filled) as {
    children: { type: string; children?: { type: string; value?: string; children?: { value?: string }[] }[] }[];
  };
  assert.is(tree.children[0]?.children?.[0]?.value, 'Wooden Door Cafe');
  assert.is(tree.children[1]?.type, 'blockquote');
});

test('a title too long keeps the most of its own words: the service and the place are not dropped for the brand, and what is left out is said', async () => {
  const title = 'Stoke Plumbers and Boilers - Expert Plumbing &amp; Heating Services | Stoke-on-Trent';
  const { findings } = await checkFacts(goodSite({ '/': (o) => goodPage(o, '/', { title }) }), { maxPages: 1 });
  const fix = byId(findings, 'title')?.paste;
  assert.is(fix?.text, '<title>Expert Plumbing &amp; Heating Services | Stoke-on-Trent</title>');
  assert.match(fix?.where ?? '', 'your own title as written, with "Stoke Plumbers and Boilers" left out so it fits');
  // Every word the fix has is the site's, written as the site wrote it.
  const site = 'Stoke Plumbers and Boilers - Expert Plumbing & Heating Services | Stoke-on-Trent';
  for (const word of (fix?.text ?? '')
    .replace(/<\/?title>/g, '')
    .replace('&amp;', '&')
    .split(' '))
    assert.ok(site.includes(word), word);
  // A too-long title with no separator is not cut mid-phrase: the owner is asked to write it again, and told why.
  const long = 'Licensed plumbers for blocked drains, hot water and gas fitting across all of Stoke';
  const whole = await checkFacts(goodSite({ '/': (o) => goodPage(o, '/', { title: long }) }), { maxPages: 1 });
  const asked = byId(whole.findings, 'title')?.paste;
  assert.match(asked?.text ?? '', '[FILL IN: ');
  assert.match(asked?.where ?? '', 'Your title has no separator');
  // A "|" written without spaces is a separator too: the place and the service kept, the brand said left out.
  const tight = await checkFacts(
    goodSite({ '/': (o) => goodPage(o, '/', { title: 'Eyelash Extensions &amp; Microblading in Naples, FL|TB lashes.brows.beauty' }) }),
    { maxPages: 1 },
  );
  const kept = byId(tight.findings, 'title')?.paste;
  assert.is(kept?.text, '<title>Eyelash Extensions &amp; Microblading in Naples, FL</title>');
  assert.match(kept?.where ?? '', 'with "TB lashes.brows.beauty" left out so it fits');
});

test('the description fix is never built from broken text', async () => {
  const description = `We are an accounting practice (based in Dublin, Ireland. ). ${'Our team looks after sole traders and small companies across the city. '.repeat(3)}`;
  const { findings } = await checkFacts(goodSite({ '/': (o) => goodPage(o, '/', { description }) }), { maxPages: 1 });
  assert.not.match(byId(findings, 'meta-description')?.paste?.text ?? '', ').');
});

test('a page with two meta descriptions (as a real 2003 page has) is told to replace them both, not one', async () => {
  const long = `Sandwiches made on the premises every day in Chichester, with bread baked by a local baker. ${'Fresh every morning. '.repeat(10)}`;
  // The page's own description, and the same again as an older editor wrote it.
  const again = `<META NAME="Description" CONTENT="${long}">`;
  const { findings } = await checkFacts(goodSite({ '/': (o) => goodPage(o, '/', { description: long, head: again }) }), { maxPages: 1 });
  const fix = byId(findings, 'meta-description')?.paste;
  assert.match(fix?.where ?? '', 'Your home page has two <meta name="description"> tags: replace them all with this one');
  const once = await checkFacts(goodSite({ '/': (o) => goodPage(o, '/', { description: long }) }), { maxPages: 1 });
  assert.match(
    byId(once.findings, 'meta-description')?.paste?.where ?? '',
    /^Replace the <meta name="description"> in your home page's <head>/,
  );
});

test('tel: the link looks as the pages write the number, names each way they write it, and covers every number the finding lists', async () => {
  const footer = (number: string) => `<footer><p>Call us: ${number}</p><p>Bookings: 0412 345 678</p></footer>`;
  const { findings } = await checkFacts(
    goodSite({
      '/': (o) => goodPage(o, '/', { body: footer('03 9123 4567'), links: '<a href="/contact">Contact</a> <a href="/about">About</a>' }),
      '/contact': (o) => goodPage(o, '/contact', { body: footer('03 9123 4567') }),
      '/about': (o) => goodPage(o, '/about', { body: footer('(03) 9123-4567') }),
    }),
  );
  const finding = byId(findings, 'phone-not-tappable');
  const fix = finding?.paste;
  assert.ok(fix, finding?.unoffered ?? 'a tel: fix');
  // The finding lists what each page shows, as it shows it; the fix links each of those numbers.
  assert.ok(
    finding?.urls?.some((u) => u.endsWith('/about: (03) 9123-4567, 0412 345 678')),
    finding?.urls?.join('\n'),
  );
  const links = [...(fix?.text ?? '').matchAll(/<a href="tel:([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
  assert.equal(links, [
    ['+61391234567', '03 9123 4567'],
    ['+61412345678', '0412 345 678'],
  ]);
  assert.match(fix?.where ?? '', '03 9123 4567 or (03) 9123-4567 (on 3 pages)');
});

test('tel: a site whose own tel: links dial +44 is British: the fix dials the UK, its number said once, its fax no second phone, its language en-GB', async () => {
  // A Worcester firm's mirror: no markup, no lang, a host with no country code; its contact page links the number with +44.
  const header = '<header><p>Call us on 01905 723561</p><p>Fax: 01905 723562</p></header>';
  const { findings } = await checkFacts(
    goodSite({
      '/': (o) => goodPage(o, '/', { markup: '', lang: '', body: header, links: '<a href="/contact">Contact</a>' }),
      '/contact': (o) =>
        goodPage(o, '/contact', { markup: '', lang: '', body: `${header}<p><a href="tel:+441905723561">01905 723561</a></p>` }),
    }),
    { origin: 'https://worcester-law.github.io' },
  );
  const links = [...(byId(findings, 'phone-not-tappable')?.paste?.text ?? '').matchAll(/<a href="tel:([^"]+)">([^<]+)<\/a>/g)].map((m) => [
    m[1],
    m[2],
  ]);
  assert.equal(links, [['+441905723561', '01905 723561']]);
  assert.is(byId(findings, 'nap-phones')?.severity, 'passed', byId(findings, 'nap-phones')?.message);
  // The language it is told to declare is the one country the check read it as.
  assert.match(byId(findings, 'lang')?.fix ?? '', 'lang="en-GB"');
});

test('markup: where the pages show a town and postcode but no street, the fix takes them and asks for the street on the pages too', async () => {
  const { findings } = await checkFacts(
    goodSite({
      '/': (o) =>
        goodPage(o, '/', { markup: '', body: '<footer><p>Fixture Plumbing, Northcote VIC 3070. Call (03) 9123 4567.</p></footer>' }),
    }),
    { maxPages: 1 },
  );
  const fix = byId(findings, 'local-business-markup')?.paste;
  const address = jsonOf(byId(findings, 'local-business-markup'))?.address;
  assert.equal([address?.addressLocality, address?.addressRegion, address?.postalCode], ['Northcote', 'VIC', '3070']);
  assert.match(address?.streetAddress ?? '', '[FILL IN');
  assert.match(fix?.where ?? '', 'show the one you fill in here on them too');
});

test.run();
