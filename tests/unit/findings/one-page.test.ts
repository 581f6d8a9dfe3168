/**
 * One page per content (issue 81): addresses that answer the same bytes are one page, whatever the
 * alias (`/index`, `/home`, `/index.html`, a slash, letter case), listed under the address its
 * canonical names when that is one of them, else the one the site's links use most (the start page
 * at the address the check started from). Every count of pages, the duplicate titles and descriptions
 * and the llms.txt fix see it once.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkFacts } from '../../facts.js';
import { finding, fired, goodPage, goodSite, type Routes } from '../../fixtures/site-table.js';

const ALIASES = ['/', '/index', '/home', '/index.html'];

/**
 * A firm's site whose home page answers at `/`, `/index`, `/home` and `/index.html` with the same
 * bytes (its own links name `/` and `/index`); its two other pages link home as `/` and once each as
 * `/home` and `/index.html`. Its team page answers at `/about-us` (the home page's link, read first)
 * and `/about` (both other pages' links). The sitemap lists `/` and the pages; llms.txt is missing.
 */
function firmSite(canonical: (origin: string) => string): Routes {
  const home = (o: string) =>
    goodPage(o, '/', {
      title: 'Hartley & Webb Solicitors | Family and property law in Leeds',
      canonical: canonical(o),
      links:
        '<a href="/">Home</a> <a href="/index">Welcome</a> <a href="/about-us">Our team</a> <a href="/family-law">Family law</a> <a href="/conveyancing">Conveyancing</a>',
    });
  const page = (path: string, alias: string) => (o: string) =>
    goodPage(o, path, { links: `<a href="/">Home</a> <a href="${alias}">Back to the start</a> <a href="/about">Our team</a>` });
  const about = (o: string) => goodPage(o, '/about', { canonical: '' });
  const routes: Routes = {
    ...goodSite({
      '/': home,
      '/family-law': page('/family-law', '/home'),
      '/conveyancing': page('/conveyancing', '/index.html'),
      '/about': about,
    }),
    '/about-us': about,
    '/llms.txt': { status: 404 },
  };
  for (const alias of ALIASES) routes[alias] = home;
  return routes;
}

/** The addresses the llms.txt fix links to, as paths. */
const llmsPaths = (text: string) => [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => new URL(m[1] ?? '').pathname);
const pathsOf = (urls: { url: string }[]) => urls.map((x) => new URL(x.url).pathname);

test('a page answered at several addresses is one page, listed at the address its links use most; the home page at the one the check started from', async () => {
  for (const start of ['/', '/home']) {
    const { evidence, result, findings, site } = await checkFacts(
      firmSite(() => ''),
      { start },
    );
    assert.equal(pathsOf(evidence.site?.pages ?? []).sort(), [start, '/about', '/conveyancing', '/family-law'].sort(), start);
    assert.is(result.pages, 4, start);
    assert.is(new URL(evidence.site?.crawl.start.url ?? '').pathname, start);
    for (const id of ['duplicate-titles', 'duplicate-descriptions']) assert.is(finding(findings, id).severity, 'passed', `${start} ${id}`);
    // Its other addresses are said to be the same page, not "not a web page".
    const notRead = result.coverage?.notRead.filter((x) => ALIASES.includes(new URL(x.url).pathname)) ?? [];
    assert.equal(
      notRead.map((x) => x.why),
      notRead.map(() => `it is the same page as ${site.origin}${start}`),
    );
    assert.equal(notRead.length, 3, start);
    const paths = llmsPaths(result.ai?.llms.paste?.text ?? '');
    assert.equal(
      paths.filter((p) => ALIASES.includes(p)),
      [start],
      `${start}: ${paths}`,
    );
    assert.not.ok(paths.includes('/about-us'), String(paths));
    // Links to any of its addresses are links to it: the sitemap's pages are all linked, and it is at the fewest clicks of any.
    assert.is(finding(findings, 'orphan-pages').severity, 'passed', start);
    assert.is(evidence.site?.crawl.start.depth, 0, start);
    assert.is(evidence.site?.pages.find((x) => x.url.endsWith('/about'))?.depth, 1, start);
  }
});

test('a home page whose canonical names /home is listed as /home, once, however its links name it', async () => {
  const { evidence, result, findings, site } = await checkFacts(firmSite((o) => `<link rel="canonical" href="${o}/home">`));
  assert.equal(pathsOf(evidence.site?.pages ?? []).sort(), ['/about', '/conveyancing', '/family-law', '/home']);
  assert.is(result.pages, 4);
  assert.is(evidence.site?.crawl.start.url, `${site.origin}/home`);
  for (const id of ['duplicate-titles', 'duplicate-descriptions']) assert.is(finding(findings, id).severity, 'passed', id);
  const paths = llmsPaths(result.ai?.llms.paste?.text ?? '');
  assert.equal(
    paths.filter((p) => ALIASES.includes(p)),
    ['/home'],
    String(paths),
  );
  // The sitemap lists `/`, which names /home as canonical: said once, by the sitemap's finding, never as /home missing from it.
  assert.equal(fired(findings, 'sitemap-non-canonical', site.origin).urls, ['/ → canonical /home']);
  assert.is(finding(findings, 'not-in-sitemap').severity, 'passed');
  // The pages linking home are named by the address listed.
  assert.ok(evidence.site?.all.every((x) => !x.links.from.some((from) => ['/', '/index'].includes(new URL(from).pathname))));
});

test('a page the sitemap lists under another address that answers the same bytes (a query its server ignores) is not missing from it', async () => {
  const contact = (o: string) => goodPage(o, '/contact/', { canonical: '' });
  const routes: Routes = {
    ...goodSite({
      '/': (o) => goodPage(o, '/', { links: '<a href="/contact/">Contact</a> <a href="/contact/?service=design">Design enquiries</a>' }),
      '/contact/': contact,
    }),
    '/contact/?service=design': contact,
    // The sitemap lists the query's address, not the plain one the crawl may read first.
    '/sitemap.xml': (o) => ({
      headers: { 'content-type': 'application/xml' },
      body: `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${o}/</loc></url><url><loc>${o}/contact/?service=design</loc></url></urlset>`,
    }),
  };
  const { findings } = await checkFacts(routes);
  assert.is(finding(findings, 'not-in-sitemap').severity, 'passed', finding(findings, 'not-in-sitemap').message);
});

test("an app's shell answered at every address is a page per address its script fills, and one at the host's rewrites of one address", async () => {
  const shell = (o: string) =>
    goodPage(o, '/', {
      canonical: '',
      links: '<a href="/">Home</a> <a href="/index.html">Home again</a> <a href="/team">Team</a> <a href="/fees">Fees</a>',
      body: '<div id="root"></div><script src="/app.js"></script>',
    });
  const { evidence } = await checkFacts(goodSite({ '/': shell, '/index.html': shell, '/team': shell, '/fees': shell }));
  assert.equal(pathsOf(evidence.site?.pages ?? []), ['/', '/team', '/fees']);
});

test('two different pages with the same title and description are still two pages, and still a duplicate', async () => {
  const twin = {
    title: 'Hartley & Webb Solicitors in Leeds',
    description: 'Family law, conveyancing and wills for people across Leeds and West Yorkshire.',
  };
  const { evidence, findings, site } = await checkFacts(
    goodSite({
      '/': (o) => goodPage(o, '/', { ...twin, links: '<a href="/wills">Wills</a>' }),
      '/wills': (o) => goodPage(o, '/wills', twin),
    }),
  );
  assert.equal(pathsOf(evidence.site?.pages ?? []), ['/', '/wills']);
  assert.equal(fired(findings, 'duplicate-titles', site.origin).urls, [`"${twin.title}" on 2 pages: /, /wills`]);
  assert.equal(fired(findings, 'duplicate-descriptions', site.origin).urls.length, 1);
});

test.run();
