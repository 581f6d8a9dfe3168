/**
 * A firewall or CDN that answers our crawler with a challenge (Cloudflare's `cf-mitigated: challenge`,
 * its "Just a moment..." page, Sucuri's, Imperva's, Akamai's) is not the site's answer (issue 81): it is
 * said once, by the `firewall` notice, as what it is, and never as broken links, blocked crawlers or a
 * closed site. Whatever it kept from us is not judged.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { challengeOf } from '../../../src/audit/read/challenge.js';
import { checkFacts, siteFacts } from '../../facts.js';
import { finding, goodPage, goodSite, type Answer, type Routes } from '../../fixtures/site-table.js';

/** Cloudflare's managed challenge as it answers a crawler it does not know. */
const CLOUDFLARE: Answer = {
  status: 403,
  headers: { 'content-type': 'text/html; charset=UTF-8', 'cf-mitigated': 'challenge', server: 'cloudflare' },
  body: '<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta name="robots" content="noindex,nofollow"></head><body><script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script></body></html>',
};

/** A three-page site, with `change` swapping any answer. */
const site = (change: Routes = {}): Routes => ({
  ...goodSite({
    '/': (o) => goodPage(o, '/', { links: '<a href="/about">About us</a> <a href="/team">Our team</a>' }),
    '/about': (o) => goodPage(o, '/about'),
    '/team': (o) => goodPage(o, '/team'),
  }),
  ...change,
});

/** Findings that would blame the site for what the firewall did. */
const BLAMING = ['broken-links', 'unreachable', 'blocked-links', 'robots', 'ai-search-crawlers', 'sitemap-errors', 'noindex-pages'];

test('challenges are told from the site’s own answers by what they say of themselves', () => {
  const page = (status: number, headers: Record<string, string>, body = '') => challengeOf({ status, headers, body });
  assert.is(page(403, { 'cf-mitigated': 'challenge' }), 'Cloudflare');
  assert.is(page(503, { server: 'cloudflare' }, '<title>Just a moment...</title>'), 'Cloudflare');
  assert.is(page(403, { server: 'cloudflare' }, '<title>Attention Required! | Cloudflare</title>'), 'Cloudflare');
  assert.is(page(403, { 'x-sucuri-block': 'BL01' }), 'Sucuri');
  assert.is(page(403, { 'x-iinfo': '1-2-3' }, 'Incapsula incident ID: 123'), 'Imperva');
  assert.is(page(403, { server: 'AkamaiGHost' }, 'Access Denied ... Reference #18.abc'), 'Akamai');
  assert.is(page(202, { 'x-amzn-waf-action': 'challenge' }), 'AWS WAF');
  // The site's own refusals and outages behind a CDN are the site's.
  assert.is(page(403, { server: 'cloudflare' }, '<h1>Members only</h1>'), undefined);
  assert.is(page(503, { server: 'nginx' }, 'Just a moment...'), undefined);
  assert.is(page(404, { server: 'cloudflare' }, '<title>Just a moment...</title>'), undefined);
});

test('inner pages challenged, the start page read: one notice, and no finding about links, crawlers or being closed', async () => {
  // Before: "2 addresses linked from your own pages answer with an error" (HTTP 403), and the passes across the site rested on one page.
  const { findings, result } = await checkFacts(site({ '/about': CLOUDFLARE, '/team': CLOUDFLARE }));
  const notice = finding(findings, 'firewall');
  assert.match(notice.message, /^We were stopped by your firewall: Cloudflare answered our crawler with a challenge/);
  assert.match(notice.message, "This says nothing about what Google sees: firewalls let Google's crawler through.");
  assert.equal(notice.urls, ['https://fixture-plumbing.com.au/about'], 'the crawl stopped at the first challenge');
  assert.equal(
    findings.filter((f) => BLAMING.includes(f.id) && f.severity !== 'passed').map((f) => f.id),
    [],
  );
  assert.not.ok(findings.some((f) => f.closesSite));
  assert.equal(
    findings.filter((f) => f.severity !== 'passed').map((f) => f.id),
    ['firewall'],
    'said once',
  );
  assert.is(result.coverage?.notRead[0]?.why, 'your firewall (Cloudflare) answered our crawler with a challenge');
});

test('robots.txt challenged (503): its rules are unknown, never "crawl nothing"; one notice, no robots, AI crawler or closed-site finding', async () => {
  // Before: a 503 robots.txt is RFC 9309's complete disallow: "Your whole site is closed to search engines", scored 0.
  const { findings, result, evidence } = await checkFacts(site({ '/robots.txt': { ...CLOUDFLARE, status: 503 } }));
  assert.equal(evidence.start.firewall, { vendor: 'Cloudflare', files: ['robots'] });
  assert.match(finding(findings, 'firewall').message, 'a challenge for robots.txt');
  assert.not.ok(findings.some((f) => f.closesSite));
  assert.equal(
    findings.filter((f) => BLAMING.includes(f.id)).map((f) => f.id),
    [],
  );
  assert.is(finding(findings, 'noindex').severity, 'passed');
  assert.ok((result.score ?? 0) > 0, 'not scored as closed');
  assert.match(result.ai?.verdict ?? '', 'We could not read your robots.txt: your firewall (Cloudflare)');
  assert.equal(result.coverage?.robots, { read: false, why: 'your firewall (Cloudflare) answered our crawler with a challenge' });
  assert.is(result.coverage?.crawl, false, 'its rules unknown, the crawl read the start page alone');
});

test('the start page challenged: nothing to check, and the sentence says it is the firewall, not the site', async () => {
  const failed = await siteFacts(site({ '/': CLOUDFLARE })).then(
    () => '',
    (err: Error) => err.message,
  );
  assert.match(failed, 'We were stopped by your firewall');
  assert.match(failed, 'This says nothing about what Google sees');
});

test('a site with no firewall gets no notice', async () => {
  const { findings } = await checkFacts(site());
  assert.is(
    findings.find((f) => f.id === 'firewall'),
    undefined,
  );
});

test.run();
