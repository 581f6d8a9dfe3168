/**
 * What an AI crawler sees of the home page beside what a browser renders (src/audit/lab/rendered.ts),
 * for real: a local site checked by the crawl (its HTML before scripts, `RawHome`), the same page
 * rendered by Debian's Chromium and read by the browser run's own in-page script (READ_RENDERED),
 * compared, and the sentence the report's AI section then says. Lighthouse is left out: the browser
 * run reads the tab Lighthouse leaves, and tests/lab/lab-run.test.ts walks that whole way once.
 * Without Chromium the file says so and skips.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { parse } from 'node-html-parser';
import type { Browser } from 'playwright';
import { compareRendered, READ_RENDERED, renderedFrom } from '../../src/audit/lab/rendered.js';
import type { RenderedComparison } from '../../src/audit/lab/result.js';
import { AuditAiSection } from '../../src/views/pages/AuditAiSection.js';
import { checkServed, type Routes, startSite } from '../fixtures/finding-site.js';
import { hasChromium, launchChromium, withoutChromium } from '../helpers.js';
import { labResult, slowHome } from '../lab-sample.js';

const PLAIN = '<link rel="icon" href="data:,">';

/** A home page of `body`, with its scripts at `/app.js` when given. */
function home(body: string, script?: string): Routes {
  return {
    '/': `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>Fixture Plumbing</title>${PLAIN}</head><body>${body}</body></html>`,
    ...(script ? { '/app.js': { headers: { 'content-type': 'text/javascript' }, body: script } } : {}),
    '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nAllow: /\n' },
  };
}

let browser: Browser | undefined;

/** The home page checked by the crawl, then rendered in Chromium and compared; and what the report's AI section says of it. */
async function compare(routes: Routes): Promise<{ rendered: RenderedComparison; said: string }> {
  const { result } = await checkServed(routes, { maxPages: 1 });
  const raw = result.ai?.raw;
  assert.ok(raw, 'the crawl kept the home page before its scripts');
  const site = await startSite(routes);
  try {
    browser ??= await launchChromium({ readsOnly: true });
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const tab = await context.newPage();
    await tab.goto(`${site.origin}/`, { waitUntil: 'load', timeout: 15_000 });
    await tab.waitForFunction('document.readyState === "complete"', undefined, { timeout: 5000 });
    const page = renderedFrom(await tab.evaluate(READ_RENDERED));
    await context.close();
    assert.ok(page, 'the rendered page was read');
    const rendered = compareRendered(raw, page);
    const ai = result.ai;
    assert.ok(ai);
    const html = renderToString(
      createElement(AuditAiSection, {
        ai,
        lab: { state: 'recorded', labMs: 45_000, result: labResult({ pages: [{ ...slowHome, rendered }] }) },
      }),
    );
    const said = parse(html).querySelector('.ai-details .lab-card p')?.text.replace(/\s+/g, ' ').trim() ?? '';
    return { rendered, said };
  } finally {
    await site.close();
  }
}

const paragraph = (i: number) =>
  `<h2>Service area ${i}</h2><p>Our licensed plumbers visit suburb number ${i} for blocked drains, burst pipes, hot water repairs, gas fitting and bathroom renovations, with honest quotes and tidy work every time we call.</p>`;

// Before: "49% of your home page’s words appear only after JavaScript runs." (the raw side kept 32 KB of
// text, the rendered side 64 KB), for a page with no script at all.
(hasChromium ? test : test.skip)(`a long page with no script at all: no word appears only after JavaScript${withoutChromium}`, async () => {
  const body = `<h1>Every suburb we serve</h1>${Array.from({ length: 400 }, (_, i) => paragraph(i)).join('')}`;
  const { rendered, said } = await compare(home(body));
  assert.is(rendered.onlyAfterJs, 0);
  assert.ok(rendered.words >= 3000, `${rendered.words} words compared`);
  assert.is(
    said,
    '0% of the words in your home page’s main content appear only after JavaScript runs. Nearly all of it is in the page’s HTML, where every AI crawler reads it.',
  );
});

// Before: the whole page was compared, its header, menu and footer counted as content: "65% of your
// home page’s words, and its main heading, appear only after JavaScript runs", for a page whose every
// word of main content a script writes.
(hasChromium ? test : test.skip)(
  `a <main> filled by a script, inside a header, menu and footer written in the HTML: all of the main content is after JavaScript${withoutChromium}`,
  async () => {
    const chrome =
      '<header><a href="/">Fixture Plumbing</a> Licensed plumbers across Melbourne, seven days a week, call us any time on the number below.</header><nav><a href="/">Home</a> <a href="/about">About us</a> <a href="/services">Services</a> <a href="/contact">Contact</a></nav>';
    const footer =
      '<footer>Fixture Plumbing Pty Ltd, 12 Smith Street, Fitzroy VIC 3065. Licensed plumbers serving the inner north and eastern suburbs of Melbourne since 1998. Call (03) 9123 4567.</footer>';
    const script = `document.getElementById('root').innerHTML = '<h1>Blocked drains fixed today</h1><p>' + 'Our team clears blocked drains and repairs burst pipes across Melbourne, with a written guarantee. '.repeat(6) + '</p>';`;
    const { rendered, said } = await compare(home(`${chrome}<main id="root"></main>${footer}<script src="/app.js"></script>`, script));
    assert.is(rendered.onlyAfterJs, 100);
    assert.equal([rendered.h1, rendered.phone], ['after-js', 'html'], 'the footer’s phone number is in the HTML');
    assert.match(said, '100% of the words in your home page’s main content, and its main heading, appear only after JavaScript runs.');
    assert.match(said, 'so to them the page’s main content is nearly empty');
  },
);

(hasChromium ? test : test.skip)(
  `no <main>: the body without its header, nav and footer is compared, a script adding half of it is said${withoutChromium}`,
  async () => {
    const written = `<p>${'We fix leaking taps, blocked drains and hot water systems across Melbourne. '.repeat(5)}</p>`;
    const script = `const p = document.createElement('p'); p.textContent = ${JSON.stringify('Book online now for a same day visit from a licensed plumber near you. '.repeat(5))}; document.getElementById('more').append(p);`;
    const { rendered } = await compare(
      home(
        `<header><nav><a href="/">Home</a> <a href="/about">About</a></nav></header><h1>Plumbers</h1>${written}<div id="more"></div><footer>Fixture Plumbing</footer><script src="/app.js"></script>`,
        script,
      ),
    );
    // 70 words written by the script of 131 in all (60 in the paragraph, 1 in the h1): the header, nav and footer on neither side.
    assert.equal([rendered.words, rendered.onlyAfterJs], [131, 53]);
  },
);

test.after(async () => {
  await browser?.close();
});

test.run();
