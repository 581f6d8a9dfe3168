/**
 * Safe to paste (issue 74): a site whose name, titles and paths are hostile (`</script>`, `<!--`,
 * U+2028, quotes, backslashes, Markdown in a title and in a path) is checked, and every fix the
 * report hands over is pasted into its home page as the report says (the markup in place of the
 * block it merges, the title, the description, the tel: link, and the llms.txt as the site's
 * Markdown renderer would show it), then opened in Chromium: no dialog opens, each JSON-LD block
 * parses, and the page's own text after the fixes is intact.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { Finding } from '../../src/audit/findings/finding.js';
import { checkServed, goodSite, type Routes } from '../fixtures/finding-site.js';
import { launchChromium } from '../helpers.js';

const NAME = 'Bean Two </script><script>alert(1)</script> <!--<script> \u2028 "the best" \\ café';
const TITLE = '<!--</title>\\'; // 13 characters: its fix keeps it and asks for more
const DESCRIPTION = '"><script>alert(2)</script> \u2029 \\';
const HOSTILE_PATH = '/deals)[click](javascript:alert(1))';
const END = 'The page’s own text goes on after every fix.';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** The site's home page, its markup escaped for its <script> as a careful site writes it. */
const home = (markup: boolean) => (origin: string) =>
  `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>${escapeAttr(TITLE)}</title>
<meta name="description" content="${escapeAttr(DESCRIPTION)}"><meta property="og:site_name" content="${escapeAttr(`Tazzina <!--<script>`)}">
${markup ? `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'CafeOrCoffeeShop', name: NAME, url: `${origin}/` }).replace(/</g, '\\u003c')}</script>` : ''}
</head><body><h1>Coffee in Northcote</h1><p>Call us: 03 9123 4567. 12 High Street, Northcote VIC 3070.</p>
<nav><a href="${HOSTILE_PATH}">Deals</a> <a href="/about">About</a></nav><p>${END}</p></body></html>`;

const sub = (title: string) => (_origin: string) =>
  `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>${escapeAttr(title)}</title></head><body><h1>x</h1><p>Call us: 03 9123 4567.</p><a href="/">Home</a></body></html>`;

const routes = (markup: boolean): Routes => ({
  ...goodSite({
    '/': home(markup),
    [HOSTILE_PATH]: sub('Deals [50% off](javascript:alert(3)) ending in \\'),
    '/about': sub('About *us* <b>here</b>'),
  }),
  '/llms.txt': { status: 404 },
});

const paste = (findings: Finding[], id: string) => findings.find((f) => f.id === id)?.paste?.text;

/** The home page with every fix pasted where the report says, and the llms.txt rendered below it. */
async function pasted(origin: string, markup: boolean, findings: Finding[], llms: string | undefined): Promise<string> {
  let page = home(markup)(origin);
  const block = paste(findings, 'local-business-markup');
  if (block)
    page = markup
      ? page.replace(/<script type="application\/ld\+json">.*?<\/script>/s, () => block)
      : page.replace('</head>', () => `${block}</head>`);
  const title = paste(findings, 'title');
  if (title) page = page.replace(/<title>.*?<\/title>/s, () => title);
  const description = paste(findings, 'meta-description');
  if (description) page = page.replace(/<meta name="description" content="[^"]*">/, () => description);
  const tel = paste(findings, 'phone-not-tappable');
  if (tel) page = page.replace('03 9123 4567', () => tel);
  const rendered = llms ? String(await unified().use(remarkParse).use(remarkRehype).use(rehypeStringify).process(llms)) : '';
  return page.replace('</body>', () => `<section id="llms">${rendered}</section></body>`);
}

for (const markup of [true, false])
  test(`every fix pasted into the page (${markup ? 'the site’s own markup merged' : 'a new block, named from og:site_name'}): no dialog, the JSON parses, the page's text intact`, async () => {
    const { findings, result, site } = await checkServed(routes(markup));
    for (const id of ['local-business-markup', 'title', 'meta-description', 'phone-not-tappable'])
      assert.ok(paste(findings, id), `${id} handed over: ${findings.find((f) => f.id === id)?.unoffered ?? 'nothing said'}`);
    const llms = result.ai?.llms.paste?.text;
    assert.ok(llms, result.ai?.llms.unoffered);
    const browser = await launchChromium({ readsOnly: true });
    try {
      const page = await browser.newPage({ javaScriptEnabled: true });
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await page.setContent(await pasted(site.origin, markup, findings, llms), { waitUntil: 'load' });
      const seen = await page.evaluate(() => ({
        blocks: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => {
          try {
            return JSON.parse(s.textContent ?? '') as { name?: string };
          } catch {
            return 'does not parse';
          }
        }),
        scripts: document.scripts.length,
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
        text: document.body.innerText,
        tel: document.querySelector('a[href^="tel:"]')?.getAttribute('href'),
        links: [...document.querySelectorAll('#llms a')].map((a) => (a as HTMLAnchorElement).href),
      }));
      assert.equal(dialogs, [], 'no script of the site’s text ran');
      assert.is(seen.scripts, 1, 'one script element: the JSON-LD block, nothing it let out');
      assert.is(typeof seen.blocks[0] === 'object' && seen.blocks[0]?.name, markup ? NAME : 'Tazzina <!--<script>');
      assert.ok(seen.title.startsWith(TITLE), seen.title);
      // As the check reads it: white space (U+2029 among it) made single spaces.
      assert.ok(seen.description?.startsWith(DESCRIPTION.replace(/\s+/g, ' ')), seen.description ?? 'no description');
      assert.match(seen.text, END);
      assert.match(seen.text, 'Coffee in Northcote');
      assert.is(seen.tel, 'tel:+61391234567');
      assert.is(seen.links.length, 3, seen.links.join(' '));
      assert.ok(
        seen.links.every((href) => new URL(href).origin === site.origin),
        `every llms.txt link is a page of the site: ${seen.links.join(' ')}`,
      );
    } finally {
      await browser.close();
    }
  });

/** A home page whose one JSON-LD block does not parse (a `\'`), its values hostile as written, escaped for its <script>. */
const brokenHome = (block: string) => (origin: string) =>
  `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>Bean Two in Northcote</title>
<script type="application/ld+json">${block.replace('ORIGIN', origin)}</script>
</head><body><h1>Coffee in Northcote</h1><p>Call us: 03 9123 4567. 12 High Street, Northcote VIC 3070.</p><p>${END}</p></body></html>`;
const BROKEN = `{"@context": "https://schema.org", "@type": "CafeOrCoffeeShop",
  "name": "Bean Two \\'s \\u003c/script>\\u003cscript>alert(1)\\u003c/script> \u2028 [x](javascript:alert(2))",
  "url": "ORIGIN/",}`;

test('the mended JSON-LD block, pasted in place of the broken one: no dialog, it parses, the site’s values and text intact', async () => {
  const { findings } = await checkServed({ ...goodSite({ '/': brokenHome(BROKEN) }), '/llms.txt': { status: 404 } });
  const fix = findings.find((f) => f.id === 'structured-data');
  assert.ok(fix?.paste, fix?.unoffered ?? 'no fix');
  const browser = await launchChromium({ readsOnly: true });
  try {
    const page = await browser.newPage({ javaScriptEnabled: true });
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const html = brokenHome(BROKEN)('https://example.com.au').replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/, () =>
      (fix.paste?.text ?? '').replaceAll(/https:\/\/127\.0\.0\.1:\d+/g, 'https://example.com.au'),
    );
    await page.setContent(html, { waitUntil: 'load' });
    const seen = await page.evaluate(() => ({
      scripts: document.scripts.length,
      block: JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as {
        name: string;
        url: string;
      },
      text: document.body.innerText,
    }));
    assert.equal(dialogs, [], 'no script of the site’s text ran');
    assert.is(seen.scripts, 1, 'one script element: the mended block');
    assert.is(seen.block.name, "Bean Two 's </script><script>alert(1)</script> \u2028 [x](javascript:alert(2))");
    assert.is(seen.block.url, 'https://example.com.au/');
    assert.match(seen.text, END);
  } finally {
    await browser.close();
  }
});

test('a broken block holding "<!--" as written is not handed back: pasted, it would bend its <script>', async () => {
  const { findings } = await checkServed({
    ...goodSite({ '/': brokenHome(BROKEN.replace('[x]', '<!-- [x]')) }),
    '/llms.txt': { status: 404 },
  });
  const fix = findings.find((f) => f.id === 'structured-data');
  assert.is(fix?.paste, undefined);
  assert.match(fix?.unoffered ?? '', 'would end or bend its <script> element');
});

test.run();
