/**
 * The crawl reads the same pages in the same order whichever of its requests at once is answered
 * first (issue 81: a 27-page site was read as 25 pages on one run and 26 on the next, and a site
 * larger than the cap had other pages read on each run, so a re-check said things changed that had
 * not). The site is answered in memory; each run gives its answers back in another order.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { siteFacts } from '../facts.js';
import { goodPage, goodSite } from '../fixtures/site-table.js';

/** Forty pages: the home page links to ten, each of those to three more, the sitemap lists them all and some alone. */
const routes = () => {
  const table: Parameters<typeof goodSite>[0] = {};
  const links = (paths: string[]) => paths.map((p) => `<a href="${p}">Page ${p}</a>`).join(' ');
  const sections = Array.from({ length: 10 }, (_, i) => `/s${i}`);
  table['/'] = (o) => goodPage(o, '/', { links: links(sections) });
  for (const [i, s] of sections.entries()) {
    const children = [0, 1, 2].map((j) => `${s}/p${j}`);
    table[s] = (o) => goodPage(o, s, { links: links(children) });
    for (const c of children) table[c] = (o) => goodPage(o, c, { links: links([`/s${(i + 1) % 10}/p0`]) });
  }
  // Two addresses answering one page's bytes: listed once, under the same address on every run.
  table['/s3/p1/'] = table['/s3/p1'] as (origin: string) => string;
  for (const k of [0, 1, 2, 3, 4, 5]) table[`/only-in-sitemap-${k}`] = (o) => goodPage(o, `/only-in-sitemap-${k}`);
  return goodSite(table);
};

/** The pages read, in the order listed, each with its depth and the page it is again. */
async function crawled(answerTurns: (url: string) => number) {
  const evidence = await siteFacts(routes(), { maxPages: 25, concurrency: 3, answerTurns });
  const all = evidence.site?.all ?? [];
  return {
    pages: (evidence.site?.pages ?? []).map((p) => `${new URL(p.url).pathname} depth ${p.depth}`),
    sameAs: all.filter((x) => x.fetched?.sameAs).map((x) => `${new URL(x.url).pathname} is ${new URL(x.fetched?.sameAs ?? '').pathname}`),
    from: all.map((x) => `${new URL(x.url).pathname} from ${x.links.from.map((f) => new URL(f).pathname).join(' ')}`),
  };
}

test('the same pages fill the cap, at the same depths, whichever answer comes back first', async () => {
  const inOrder = await crawled(() => 0);
  assert.is(inOrder.pages.length, 25, 'the cap is 25 pages, the start page included');
  // Answers that take longer the earlier they were asked, and answers that alternate.
  const reversed = await crawled((url) => 40 - url.length);
  const alternating = await crawled((url) => (url.length % 2) * 30);
  for (const run of [reversed, alternating]) {
    assert.equal(run.pages, inOrder.pages);
    assert.equal(run.sameAs, inOrder.sameAs);
    assert.equal(run.from, inOrder.from);
  }
});

test.run();
