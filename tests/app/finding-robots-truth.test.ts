/**
 * robots.txt as Google's parser and RFC 9309 read it, through the real check of a real local site:
 * each sentence the report got wrong before issue 67 (its old sentence quoted beside the test), and
 * what the report says now. The parser itself is held to Google's own cases in robots-google.test.ts.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkServed, finding, goodPage, goodSite, type Routes, startSite } from '../fixtures/finding-site.js';

/** A three-page site whose robots.txt answers `robots` (a body, or any answer). */
function siteWith(robots: Routes[string]): Routes {
  return {
    ...goodSite({
      '/': (o) => goodPage(o, '/', { links: '<a href="/about">About us</a> <a href="/team/">Our team</a>' }),
      '/about': (o) => goodPage(o, '/about'),
      '/team/': (o) => goodPage(o, '/team/'),
    }),
    '/robots.txt': typeof robots === 'string' ? { headers: { 'content-type': 'text/plain' }, body: robots } : robots,
  };
}

const OPEN = 'Open to AI search and training';

for (const [name, robots] of [
  ['a group named "site" (a word inside our crawler\'s name)', 'User-agent: site\nDisallow: /\n'],
  ['an empty User-agent line', 'User-agent:\nDisallow: /\n'],
  ['a group named "Laserfocus/2.0 bot" (our name is LaserfocusDigitalSiteCheck)', 'User-agent: Laserfocus/2.0 bot\nDisallow: /\n'],
] as const) {
  test(`${name} is not our crawler's group: the whole site is read`, async () => {
    // Before: the crawl stopped at the start page, and "1 address linked from your pages is blocked for crawlers by robots.txt" ...
    const { result, findings, site } = await checkServed(siteWith(robots));
    assert.is(result.pages, 3, result.summary);
    assert.ok(site.requests.includes('GET /about'), 'the crawl went on');
    assert.is(finding(findings, 'blocked-links').message, 'None of your internal links point at addresses robots.txt blocks.');
    assert.is(finding(findings, 'robots').message, 'robots.txt is present and lets search engines crawl the site.');
    assert.is(result.ai?.verdict, OPEN);
  });
}

test('a robots.txt with CR-only line endings is read line by line: every crawler is disallowed', async () => {
  // Before: one line, so the site was crawled and the verdict was "Open to AI search and training".
  const { result, findings, site } = await checkServed(siteWith('User-agent: *\rDisallow: /\r'));
  assert.match(finding(findings, 'noindex').message, 'Your whole site is closed to search engines: robots.txt tells every crawler');
  assert.ok(result.ai?.verdict.startsWith('Invisible to '), result.ai?.verdict);
  assert.ok(!site.requests.includes('GET /about'), 'the crawl obeyed it');
});

test('a robots.txt answering 503 means complete disallow: the report says so, and the crawl stops at the start page', async () => {
  // Before: "Open to AI search and training", and the crawl read every page.
  const { result, findings, site } = await checkServed(siteWith({ status: 503, headers: { 'content-type': 'text/plain' }, body: 'down' }));
  const why = 'Your robots.txt answered with a server error (HTTP 503: service unavailable)';
  assert.not.ok(
    findings.some((f) => f.id === 'robots'),
    'said once, by the noindex finding',
  );
  assert.is(result.ai?.verdict, `${why}, so Google and the AI crawlers treat your whole site as off limits until it answers`);
  // Issue 81: the same cause is not said again as an AI finding; the AI section says it.
  assert.is(
    findings.find((f) => f.id === 'ai-search-crawlers'),
    undefined,
  );
  assert.is(
    result.ai?.unavailable,
    'answered with a server error (HTTP 503: service unavailable)',
    'the AI section says why it read no Content-Signal',
  );
  assert.ok(
    result.ai?.crawlers.every((c) => c.state === 'blocked' && !c.rule),
    'no rule is named: none blocks',
  );
  assert.is(
    finding(findings, 'noindex').message,
    'Your whole site is closed to search engines until your robots.txt answers: it answered with a server error (HTTP 503: service unavailable), which Google and every other crawler read as "crawl nothing", and for the same reason this check read no page beyond the first.',
  );
  assert.ok(!site.requests.includes('GET /about'), 'no page beyond the start page was read');
  assert.is(
    findings.find((f) => f.id === 'blocked-links'),
    undefined,
    'no crawl finding blames robots.txt rules',
  );
});

test('a robots.txt answering 404 means no restrictions', async () => {
  const { result, findings } = await checkServed(siteWith({ status: 404, body: 'missing' }));
  assert.is(finding(findings, 'robots').message, 'robots.txt was not found (HTTP 404).');
  assert.is(result.pages, 3);
  assert.is(result.ai?.verdict, OPEN);
});

test('a robots.txt redirected to another host is followed and applied (RFC 9309 §2.3.1.2)', async () => {
  // Before: "robots.txt redirects to another website, which the check does not read.", and /team/ was crawled.
  const elsewhere = await startSite({
    '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nDisallow: /team/\n' },
  });
  try {
    const { result, findings } = await checkServed(siteWith({ status: 301, headers: { location: `${elsewhere.origin}/robots.txt` } }));
    assert.is(finding(findings, 'robots').message, 'robots.txt is present and lets search engines crawl the site.');
    const blocked = finding(findings, 'blocked-links');
    assert.is(blocked.message, '1 address linked from your pages is blocked for crawlers by robots.txt.');
    assert.is(result.pages, 2);
    assert.ok(elsewhere.requests.includes('GET /robots.txt'));
  } finally {
    await elsewhere.close();
  }
});

test('a robots.txt redirecting in a loop is read as missing: no restrictions', async () => {
  const { result, findings } = await checkServed({
    ...siteWith({ status: 302, headers: { location: '/robots-a.txt' } }),
    '/robots-a.txt': { status: 302, headers: { location: '/robots.txt' } },
  });
  assert.match(
    finding(findings, 'robots').message,
    /^robots\.txt could not be read \(.* redirects in a loop .*\), so crawlers treat it as missing and may crawl every page\.$/,
  );
  assert.is(result.pages, 3);
});

test('a second Content-Signal line in a group is read too', async () => {
  // Before: "(1 Content-Signal line)", and ai-train=no went unseen.
  const { result, findings } = await checkServed(
    siteWith('User-agent: *\nContent-Signal: search=yes\nContent-Signal: ai-train=no\nAllow: /\n'),
  );
  assert.equal(result.ai?.signals[0]?.values, { search: 'yes', 'ai-train': 'no' });
  assert.is(
    finding(findings, 'content-signal').message,
    'Your robots.txt says how your content may be used (2 Content-Signal lines), in step with its rules.',
  );
});

test('contradictory Content-Signal values, on one line or across two, are a contradiction, not "in step"', async () => {
  // Before: "Your robots.txt says how your content may be used (1 Content-Signal line), in step with its rules."
  const { findings: one } = await checkServed(siteWith('User-agent: *\nContent-Signal: search=yes, ai-input=yes, search=no\nAllow: /\n'));
  assert.equal(
    { severity: finding(one, 'content-signal').severity, message: finding(one, 'content-signal').message },
    {
      severity: 'improvement',
      message: "Your robots.txt's Content-Signal line 2 for * says both yes and no to search, so crawlers cannot tell which you mean.",
    },
  );
  const { findings: two } = await checkServed(
    siteWith('User-agent: *\nContent-Signal: search=yes, ai-train=no\nContent-Signal: ai-train=yes\nAllow: /\n'),
  );
  assert.is(
    finding(two, 'content-signal').message,
    "Your robots.txt's Content-Signal lines 2 and 3 for * say both yes and no to ai-train, so crawlers cannot tell which you mean.",
  );
});

test.run();
