/**
 * Links to other websites (broken-external-links), judged from facts: the check's own gathering asks
 * other websites answered in memory (tests/facts.ts's `elsewhere`), and each answer is said as what it
 * is; what "Check again" may call fixed rests on which links were asked again (coverage.ts, compare.ts).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { judgeSite } from '../../facts.js';
import { finding, given, goodPage, goodSite } from '../../fixtures/site-table.js';
import { compareChecks } from '../../../src/audit/checks/compare.js';
import { coverageOf } from '../../../src/audit/findings/coverage.js';
import { externalVerdict } from '../../../src/audit/findings/links.js';
import { spreadAcrossHosts } from '../../../src/audit/gather/external.js';

const ID = 'broken-external-links';
const page = (body = 'A page elsewhere') => ({ headers: { 'content-type': 'text/html' }, body: `<!doctype html><p>${body}</p>` });
const status = (n: number) => ({ status: n, headers: { 'content-type': 'text/html' }, body: '<!doctype html><p>No</p>' });
const TIMEOUT = 'We could not check slow.example: it did not answer within 5 seconds.';

/** A site whose home page and /about link to other websites, each given its own table. */
const linking = (home: string, about = '') =>
  goodSite({
    '/': (o) => goodPage(o, '/', { links: `<a href="/about">About us</a> ${home}` }),
    '/about': (o) => goodPage(o, '/about', { links: `<a href="/">Home page</a> ${about}` }),
  });

test('404 and 410 are broken; a server error, a loop, a refusal, a host that never answers and a private address are each said as what they are, never counted', async () => {
  const { findings, evidence, site } = await judgeSite(
    linking(
      `<a href="https://parts.example/catalogue">Parts</a> <a href="https://old.example/">Old</a> <a href="https://works.example/">Works</a>
       <a href="https://shop.example/">Shop</a> <a href="https://slow.example/a">Slow</a> <a href="https://slow.example/b">Slow too</a>
       <a href="https://loop.example/">Loop</a> <a href="https://busy.example/">Busy</a> <a href="http://10.0.0.1/">Intranet</a>`,
      '<a href="https://parts.example/catalogue#top">Parts again</a>',
    ),
    {
      elsewhere: {
        'https://parts.example': { '/catalogue': status(404) },
        'https://old.example': { '/': status(410) },
        'https://works.example': { '/': page() },
        'https://shop.example': { '/': status(403) },
        'https://slow.example': {
          '/a': { unfetched: TIMEOUT, reason: 'timeout' },
          '/b': { unfetched: 'asked though its host timed out' },
        },
        'https://loop.example': {
          '/': {
            unfetched:
              'loop.example redirects in a loop (https://loop.example/ → https://loop.example/a → https://loop.example/), so visitors and search engines never reach a page.',
            loop: true,
          },
        },
        'https://busy.example': { '/': status(503) },
        'http://10.0.0.1': {
          '/': {
            unfetched: '10.0.0.1 was not checked: it points to a private or reserved network address, not a public website.',
            reason: 'refused-address',
          },
        },
      },
    },
  );
  const f = finding(findings, ID);
  const from = (...paths: string[]) => ` (linked from ${paths.map((p) => `${site.origin}${p}`).join(', ')})`;
  assert.is(f.severity, 'improvement');
  assert.is(
    f.message,
    '2 links to other websites are broken: they answer "page not found" or "gone" (404 or 410). Besides, 1 link answers with another error, 1 link redirects in a loop and 4 links could not be checked.',
  );
  assert.is(f.total, 2, 'only the broken ones are counted');
  assert.equal(f.urls, [
    `https://parts.example/catalogue answered 404: page not found${from('/', '/about')}`,
    `https://old.example/ answered 410: page gone${from('/')}`,
    `https://busy.example/ answered 503, a server error: it may be temporary${from('/')}`,
    `https://loop.example/: loop.example redirects in a loop (https://loop.example/ → https://loop.example/a → https://loop.example/), so visitors and search engines never reach a page${from('/')}`,
    `https://shop.example/ could not be checked: it refused our checker (HTTP 403), as some websites refuse all but browsers${from('/')}`,
    `https://slow.example/a: we could not check slow.example: it did not answer within 5 seconds${from('/')}`,
    `http://10.0.0.1/: 10.0.0.1 was not checked: it points to a private or reserved network address, not a public website${from('/')}`,
    `https://slow.example/b was not checked: slow.example did not answer an earlier link within 5 seconds, so we asked it nothing more${from('/')}`,
  ]);
  assert.equal(coverageOf(evidence).external, {
    found: 8 + 1,
    checked: [
      'https://parts.example/catalogue',
      'https://old.example/',
      'https://works.example/',
      'https://loop.example/',
      'https://busy.example/',
    ],
    // In the order asked: each host's first link, then each host's second.
    notChecked: ['https://shop.example/', 'https://slow.example/a', 'http://10.0.0.1/', 'https://slow.example/b'],
  });
});

test('every link that answered works: passed, naming how many were checked', async () => {
  const { findings } = await judgeSite(linking('<a href="https://a.example/">A</a> <a href="https://b.example/x">B</a>'), {
    elsewhere: { 'https://a.example': { '/': page() }, 'https://b.example': { '/x': page() } },
  });
  const f = finding(findings, ID);
  assert.equal([f.severity, f.message, f.urls], ['passed', 'None of the 2 links to other websites we checked is broken.', undefined]);
  assert.equal(f.proof, [
    { url: 'https://a.example/', quote: 'HEAD: HTTP 200' },
    { url: 'https://b.example/x', quote: 'HEAD: HTTP 200' },
  ]);
});

test('a pass still lists what could not be checked, as such', async () => {
  const { findings } = await judgeSite(linking('<a href="https://a.example/">A</a> <a href="https://shop.example/">Shop</a>'), {
    elsewhere: { 'https://a.example': { '/': page() }, 'https://shop.example': { '/': status(429) } },
  });
  const f = finding(findings, ID);
  assert.is(f.severity, 'passed');
  assert.is(f.message, 'The one link to another website we checked is not broken. Besides, 1 link could not be checked.');
  assert.match(f.urls?.[0] ?? '', /^https:\/\/shop\.example\/ could not be checked: it asked us to slow down \(HTTP 429\)/);
  // The report shows a pass's message and "How we know", which names the link and its answer.
  assert.equal(f.proof, [{ url: 'https://shop.example/', quote: 'HEAD: HTTP 429' }]);
});

test('no link was checked (every host refused us or did not answer): no finding, never a pass or a broken link', async () => {
  const { findings } = await judgeSite(linking('<a href="https://shop.example/">Shop</a> <a href="https://slow.example/">Slow</a>'), {
    elsewhere: { 'https://shop.example': { '/': status(403) }, 'https://slow.example': { '/': { unfetched: TIMEOUT, reason: 'timeout' } } },
  });
  assert.equal(given(findings, [ID]), []);
  const { findings: none } = await judgeSite(linking(''), { elsewhere: {} });
  assert.equal(given(none, [ID]), [], 'no link to another website at all');
});

test('a firewall challenge, a login and a status browsers do not know are refusals, never broken', () => {
  const answer = (status: number, firewall?: string) => ({
    url: 'https://x.example/',
    answer: { status, method: 'GET' as const, finalUrl: 'https://x.example/', redirects: 0, ...(firewall && { firewall }) },
  });
  assert.is(externalVerdict(answer(403, 'Cloudflare')).verdict, 'refused');
  assert.is(externalVerdict(answer(404, 'Cloudflare')).verdict, 'refused');
  assert.is(externalVerdict(answer(401)).verdict, 'refused');
  assert.is(externalVerdict(answer(999)).verdict, 'refused');
  assert.is(externalVerdict(answer(400)).verdict, 'error');
  assert.is(externalVerdict(answer(206)).verdict, 'works');
  const moved = { ...answer(404), answer: { ...answer(404).answer, finalUrl: 'https://y.example/new', redirects: 1 } };
  assert.equal(externalVerdict(moved), {
    verdict: 'broken',
    words: ' redirects to https://y.example/new, which answered 404: page not found',
  });
});

test("the links asked about are spread across hosts: each host's first, then each host's second", () => {
  const links = ['https://a.example/1', 'https://a.example/2', 'https://www.a.example/3', 'https://b.example/1', 'https://c.example/1'].map(
    (url) => ({ url, links: { from: [], count: 1 } }),
  );
  assert.equal(
    spreadAcrossHosts(links, 4).map((l) => l.url),
    ['https://a.example/1', 'https://b.example/1', 'https://c.example/1', 'https://a.example/2'],
  );
});

test('Check again calls a broken link fixed only when it was asked again and answered', async () => {
  const routes = linking('<a href="https://parts.example/catalogue">Parts</a> <a href="https://a.example/">A</a>');
  const check = async (catalogue: Parameters<typeof status>[0] | 'timeout') => {
    const { evidence, findings } = await judgeSite(routes, {
      elsewhere: {
        'https://parts.example': { '/catalogue': catalogue === 'timeout' ? { unfetched: TIMEOUT, reason: 'timeout' } : status(catalogue) },
        'https://a.example': { '/': page() },
      },
    });
    return { score: 50, findings, lab: null, pages: 3, coverage: coverageOf(evidence) };
  };
  const before = await check(404);
  const silent = compareChecks(before, await check('timeout'));
  assert.equal(silent.fixed, [], 'a host that did not answer this time fixed nothing');
  assert.equal(
    silent.notRead.map((n) => [n.before.id, n.why]),
    [[ID, 'https://parts.example/catalogue could not be checked this time']],
  );
  const answered = compareChecks(before, await check(200));
  assert.equal(
    answered.fixed.map((f) => f.id),
    [ID],
  );
});

test.run();
