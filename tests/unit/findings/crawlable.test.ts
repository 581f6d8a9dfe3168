/**
 * Whether search engines may list the pages, as Lighthouse's is-crawlable audit decides it: the
 * head's first robots meta (or a crawler's own), each X-Robots-Tag line (a crawler named exactly),
 * robots.txt by each crawler's group; `noindex`, `none` and a past `unavailable_after`, comma-separated.
 * Blocked for every crawler is a problem on the start page (and a noindex page across the crawl);
 * blocked for some only is worth improving, naming them. And robots.txt itself.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkFacts, judgeSite } from '../../facts.js';
import { typeOf } from '../../../src/audit/findings/index.js';
import { topFixes } from '../../../src/audit/findings/score.js';
import { finding, fired, goodPage, goodSite, notPassed, type Routes } from '../../fixtures/site-table.js';
import { FAILURES, htmlWith, lighthouseSite, TESTER } from '../../fixtures/lighthouse-seo.js';

const IDS = ['noindex', 'robots', 'noindex-pages'];
const meta = (content: string, name = 'robots') => `<meta name="${name}" content="${content}">`;

test('pages with no noindex and a robots.txt that allows them pass every crawlability check', async () => {
  const { findings } = await judgeSite(
    goodSite({ '/': (o) => goodPage(o, '/', { links: '<a href="/about">About us</a>' }), '/about': (o) => goodPage(o, '/about') }),
  );
  for (const id of IDS) assert.is(finding(findings, id).severity, 'passed', id);
  assert.equal(notPassed(findings), []);
});

test("Lighthouse's pages: the tester may be listed; the failure page is blocked by its robots meta and its X-Robots-Tag header", async () => {
  const { findings: tester } = await judgeSite(lighthouseSite(), { start: TESTER });
  for (const id of IDS) assert.is(finding(tester, id).severity, 'passed', id);
  const { findings: failing, site } = await judgeSite(lighthouseSite(), { start: FAILURES });
  assert.equal(fired(failing, 'noindex', site.origin), {
    severity: 'problem',
    message:
      'Search engines are told not to list the page, by <meta name="robots" content="nofollow, NOINDEX, all"> and the header "X-Robots-Tag: none".',
    urls: [],
  });
  assert.equal(fired(failing, 'noindex-pages', site.origin).urls, [FAILURES]);
});

test("Lighthouse's robots meta and X-Robots-Tag cases: exactly the pages blocked for every crawler are noindex", async () => {
  const blocked: Record<string, { head?: string; header?: string | string[] }> = {
    '/m-noindex': { head: meta('noindex') },
    '/m-none': { head: meta('none') },
    '/m-among': { head: meta('foo, noindex, bar') },
    '/m-all-none': { head: meta('all, none, all') },
    '/m-spaces': { head: meta('     noindex      ') },
    '/m-unavailable': { head: meta('all, unavailable_after: 25 Jun 2010 15:00:00 PST') },
    '/m-unavailable-first': { head: meta(' Unavailable_after: 25-Aug-2007 15:00:00 EST, all') },
    '/m-case': { head: '<meta name="RoBots" content="nofollow, NOINDEX, all">' },
    '/h-noindex': { header: 'noindex' },
    '/h-none': { header: 'none' },
    '/h-all-none': { header: 'all, none' },
    '/h-spaces': { header: '    noindex    ' },
    '/h-nofollow': { header: 'noindex, nofollow' },
    '/h-unavailable': { header: 'unavailable_after: 25 Jun 2010 15:00:00 PST, all' },
    '/h-unavailable-dashes': { header: 'all, unavailable_after: 25-Jun-2010 15:00:00 PST' },
    '/h-two-lines': { header: ['all', 'none'] },
  };
  const listed: Record<string, { head?: string; header?: string | string[] }> = {
    '/m-no-comma': { head: meta('noindex nofollow') },
    '/m-first-only': { head: meta('index') + meta('noindex') },
    '/m-googlebot-index': { head: meta('noindex') + meta('index', 'googlebot') },
    '/m-googlebot-noindex': { head: meta('noindex', 'googlebot') },
    '/m-in-body': { head: '<img src="/van.jpg" alt="" width="1" height="1">' + meta('noindex') },
    '/m-in-noscript': { head: `<noscript>${meta('noindex')}</noscript>` },
    '/h-nofollow-only': { header: 'all, nofollow' },
    '/h-future': { header: 'unavailable_after: 25 Jun 2045 15:00:00 PST' },
    '/h-lowercase-bot': { header: 'googlebot: unavailable_after: 25 Jun 2007 15:00:00 PST' },
    '/h-googlebot': { header: 'Googlebot: noindex' },
    '/h-otherbot': { header: 'otherbot: noindex' },
    // Node would join these two lines as "all, Googlebot: noindex", which names no crawler: read line by line.
    '/h-googlebot-line': { header: ['all', 'Googlebot: noindex'] },
  };
  // A finding shows its first 10 addresses: the meta cases and the header cases are two sites.
  const run = async (prefix: string) => {
    const cases = Object.fromEntries(Object.entries({ ...blocked, ...listed }).filter(([path]) => path.startsWith(prefix)));
    const routes: Routes = goodSite({
      '/': (o) =>
        goodPage(o, '/', {
          links: Object.keys(cases)
            .map((p) => `<a href="${p}">Case ${p}</a>`)
            .join(' '),
        }),
    });
    for (const [path, { head, header }] of Object.entries(cases))
      routes[path] = (o) => htmlWith(goodPage(o, path, { head }), header === undefined ? {} : { 'x-robots-tag': header });
    const { findings, site } = await judgeSite(routes);
    const found = fired(findings, 'noindex-pages', site.origin);
    assert.equal(
      found.urls.sort(),
      Object.keys(blocked)
        .filter((p) => p.startsWith(prefix))
        .sort(),
      prefix,
    );
  };
  await Promise.all([run('/m-'), run('/h-')]);
});

test('on the start page, blocked for some crawlers only is worth improving, naming them; robots.txt counts for each crawler by its own group', async () => {
  const start = async (page: { head?: string; header?: string }, robots = 'User-agent: *\nDisallow:\n') => {
    const routes: Routes = {
      '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: robots },
      '/test/page.html': (o) =>
        htmlWith(goodPage(o, '/test/page.html', { head: page.head }), page.header ? { 'x-robots-tag': page.header } : {}),
    };
    const { findings } = await judgeSite(routes, { maxPages: 1, start: '/test/page.html' });
    const { severity, message } = finding(findings, 'noindex');
    return { severity, message };
  };
  const others =
    'Bing (bingbot), DuckDuckGo (DuckDuckBot) and the Internet Archive (archive.org_bot) are told not to list the page, though other search engines may.';
  assert.equal(await start({ head: meta('noindex') + meta('index', 'googlebot') }), { severity: 'improvement', message: others });
  const google = { severity: 'improvement', message: 'Google (Googlebot) is told not to list the page, though other search engines may.' };
  assert.equal(await start({ head: meta('noindex', 'googlebot') }), google);
  assert.equal(await start({ header: 'Googlebot: noindex' }), google);
  assert.equal(await start({ header: 'bingbot: none' }), {
    severity: 'improvement',
    message: 'Bing (bingbot) is told not to list the page, though other search engines may.',
  });

  const byRobots = { severity: 'problem', message: 'Search engines are told not to list the page, by robots.txt.' };
  // A "Disallow: /" closes the whole site: said once, as the site's, and scored 0.
  const closed = {
    severity: 'problem',
    message:
      'Your whole site is closed to search engines: robots.txt tells every crawler to stay out of it ("Disallow: /"). Until that changes no page can appear in Google or Bing, so this check scores the site 0.',
  };
  assert.equal(await start({}, 'User-agent: *\nDisallow: /\n'), closed);
  assert.equal(await start({}, 'User-agent: *\nDisallow: /test/page.html\n'), byRobots);
  assert.equal(
    await start({}, 'User-agent: *\nDisallow: /\n\nUser-agent: Googlebot-News\nAllow: /\n'),
    closed,
    "a Googlebot-News group is not Googlebot's",
  );
  assert.equal(await start({}, 'User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nAllow: /\n'), {
    severity: 'improvement',
    message: others,
  });
  assert.equal((await start({}, 'User-agent: SomeBot\nDisallow: /\n')).severity, 'passed');
  assert.equal((await start({}, 'User-agent: *\nDisallow: /test/\nAllow: /test/page.html\n')).severity, 'passed');
  assert.equal(await start({ head: meta('noindex') }, 'User-agent: *\nDisallow: /\n'), {
    severity: 'problem',
    message:
      'Your whole site is closed to search engines: robots.txt tells every crawler to stay out of it ("Disallow: /"), and <meta name="robots" content="noindex"> tells them not to list its pages. Until that changes no page can appear in Google or Bing, so this check scores the site 0.',
  });
});

test('robots.txt that closes the whole site is said once, by the noindex finding, and scored 0; one missing is reported', async () => {
  const check = (answer: Routes[string]) =>
    checkFacts({ ...goodSite({ '/': (o) => goodPage(o, '/') }), '/robots.txt': answer }, { maxPages: 1 });
  for (const [answer, why] of [
    [
      { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nDisallow: /\n' },
      ': robots.txt tells every crawler to stay out of it',
    ],
    [{ status: 503, body: 'busy' }, ' until your robots.txt answers: it answered with a server error (HTTP 503: service unavailable)'],
  ] as const) {
    const { findings, result } = await check(answer);
    assert.match(finding(findings, 'noindex').message, `Your whole site is closed to search engines${why}`);
    assert.not.ok(
      findings.some((f) => ['robots', 'blocked-links', 'sitemap-blocked', 'noindex-pages'].includes(f.id)),
      'the same cause is not said again',
    );
    assert.is(result.score, 0);
  }
  const { findings } = await check({ status: 404, body: 'none' });
  const { severity, message } = finding(findings, 'robots');
  assert.equal(
    { severity, message },
    { severity: 'improvement', message: 'robots.txt was not found (HTTP 404, at https://fixture-plumbing.com.au/robots.txt).' },
  );
});

test('a site robots.txt closes: one cause said once, its fix names robots.txt, and nothing across the site passes on the one page read', async () => {
  // Issue 81, a UK law firm's mirror: before, the fix said "Remove noindex from the page" (there was none), the AI
  // finding said the same robots.txt rule again as a second top problem, and "Every page has its own title",
  // "Every page has its own meta description" and "Every internal link we followed works" rested on the start page alone.
  const routes: Routes = {
    ...goodSite({
      '/': (o) => goodPage(o, '/', { links: '<a href="/about">About us</a> <a href="/team">Our team</a>' }),
      '/about': (o) => goodPage(o, '/about'),
      '/team': (o) => goodPage(o, '/team'),
    }),
    '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nDisallow: /\n' },
  };
  const { findings, result } = await checkFacts(routes);
  const closed = finding(findings, 'noindex');
  assert.ok(closed.closesSite);
  assert.not.match(closed.fix ?? '', 'noindex', 'the fix names the real cause');
  assert.match(closed.fix ?? '', 'Remove the "Disallow: /" from your robots.txt');
  assert.equal(
    topFixes(findings).map((f) => f.id),
    ['noindex'],
    'one cause, one top problem',
  );
  assert.is(
    findings.find((f) => f.id === 'ai-search-crawlers'),
    undefined,
    'the AI search crawlers are kept out by the same rule',
  );
  assert.ok(result.ai?.verdict.startsWith('Invisible to '), 'the AI section still reads robots.txt crawler by crawler');
  const crawlPasses = findings.filter((f) => typeOf(f)?.scope === 'site' && f.severity === 'passed').map((f) => f.id);
  assert.equal(crawlPasses, [], 'nothing across the site was judged');
  assert.is(result.score, 0);
});

test('noindex on the page and a robots.txt rule: the fix names each', async () => {
  const routes: Routes = {
    ...goodSite({ '/': (o) => goodPage(o, '/', { head: meta('noindex') }) }),
    '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nDisallow: /\n' },
  };
  const { findings } = await checkFacts(routes, { maxPages: 1 });
  const fix = finding(findings, 'noindex').fix ?? '';
  assert.match(fix, 'Disallow: /');
  assert.match(fix, 'Remove noindex from the page');
  const { findings: failing } = await checkFacts(
    { ...goodSite({ '/': (o) => goodPage(o, '/') }), '/robots.txt': { status: 503, body: 'busy' } },
    { maxPages: 1 },
  );
  assert.match(finding(failing, 'noindex').fix ?? '', 'Make your robots.txt answer');
  assert.not.match(finding(failing, 'noindex').fix ?? '', 'noindex');
});

test('one page read of several found: pages are not compared, and a pass across the site needs a page besides the start page', async () => {
  // A site whose only other page robots.txt keeps from our crawler: "Every page has its own title" compared nothing.
  const { findings } = await judgeSite({
    ...goodSite({ '/': (o) => goodPage(o, '/', { links: '<a href="/private/">Members</a>' }) }),
    '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nDisallow: /private/\n' },
  });
  for (const id of ['duplicate-titles', 'duplicate-descriptions', 'broken-links', 'titles-missing'])
    assert.is(
      findings.find((f) => f.id === id),
      undefined,
      id,
    );
  assert.is(finding(findings, 'blocked-links').severity, 'improvement', 'where the link points is still said');
});

test.run();
