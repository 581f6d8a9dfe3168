/**
 * Security: HTTPS, the http → https redirect, HSTS, mixed content, forms posting to http:// and
 * http:// internal links, judged from facts (tests/facts.ts).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { judgeSite } from '../../facts.js';
import { finding, fired, goodPage, goodSite } from '../../fixtures/site-table.js';

test('a site on https with HSTS, loading and posting nothing over http, passes every security check', async () => {
  const { findings } = await judgeSite(
    goodSite({ '/': (o) => goodPage(o, '/', { links: '<a href="/about">About us</a>' }), '/about': (o) => goodPage(o, '/about') }),
  );
  for (const id of ['https', 'hsts', 'mixed-content', 'mixed-content-pages', 'insecure-forms', 'http-links'])
    assert.is(finding(findings, id).severity, 'passed', id);
});

test("mixed content, a form posting to http:// and links to the site's own http:// address are reported; no HSTS is an improvement", async () => {
  const routes = goodSite({
    '/': (o) =>
      goodPage(o, '/', {
        links: `<a href="/contact">Contact</a> <a href="${o.replace('https:', 'http:')}/contact">Insecure contact</a>`,
        head: '<script src="http://cdn.example.com/app.js"></script>',
      }),
    '/contact': (o) =>
      goodPage(o, '/contact', {
        body: `<h1>Contact us</h1><p>${'Call or write to us about any plumbing job. '.repeat(40)}</p><form action="http://forms.example.com/send" method="post"></form>`,
      }),
  });
  const { findings, site } = await judgeSite(routes);
  const origin = site.origin;
  assert.equal(fired(findings, 'mixed-content', origin), {
    severity: 'problem',
    message: '1 file is loaded over insecure http:// on this secure page.',
    urls: [],
  });
  // The start page's insecure file is said above, once: no other page loads one, so the crawl's finding says nothing.
  assert.not.ok(findings.find((f) => f.id === 'mixed-content-pages'));
  assert.equal(fired(findings, 'insecure-forms', origin).urls, ['/contact']);
  assert.equal(fired(findings, 'http-links', origin).urls, ['/']);

  const noHsts = await judgeSite({ '/': (o) => goodPage(o, '/') }, { hsts: false, maxPages: 1 });
  assert.equal(fired(noHsts.findings, 'hsts', noHsts.site.origin), {
    severity: 'improvement',
    message: 'The site does not send an HSTS header telling browsers to always use HTTPS.',
    urls: [],
  });
  // max-age=0 tells browsers to forget HSTS: it is not "done well".
  const html = { 'content-type': 'text/html; charset=utf-8', 'strict-transport-security': 'max-age=0' };
  const forgotten = await judgeSite({ '/': (o) => ({ headers: html, body: goodPage(o, '/') }) }, { hsts: false, maxPages: 1 });
  assert.is(fired(forgotten.findings, 'hsts', forgotten.site.origin).severity, 'improvement');
});

test('plain http is a problem, and HSTS and mixed content do not apply to it; http:// sent on to https:// passes the redirect check', async () => {
  const insecure = await judgeSite(goodSite({ '/': (o) => goodPage(o, '/') }), { origin: 'http://fixture-plumbing.com.au', maxPages: 1 });
  assert.equal(fired(insecure.findings, 'https', insecure.site.origin), {
    severity: 'problem',
    message: 'fixture-plumbing.com.au is served over plain HTTP, not HTTPS.',
    urls: [],
  });
  for (const id of ['hsts', 'mixed-content', 'http-redirect'])
    assert.is(
      insecure.findings.find((f) => f.id === id),
      undefined,
      `${id} does not apply to an http page`,
    );
  // What http:// answers is the in-memory site's (tests/facts.ts): here it sends visitors on to https://.
  const redirected = await judgeSite(goodSite({ '/': (o) => goodPage(o, '/') }), { maxPages: 1, httpRedirectsToHttps: true });
  assert.equal(
    finding(redirected.findings, 'http-redirect').message,
    'Visitors who type http:// are sent on to the secure https:// address.',
  );
  assert.is(finding(redirected.findings, 'http-redirect').severity, 'passed');
});

test('an https site whose http:// address does not redirect is a problem (judged from what robots.txt over http showed)', async () => {
  // Only observable on the standard ports, which tests cannot bind: the in-memory site answers http:// as it is.
  const { findings } = await judgeSite(goodSite({ '/': (o) => goodPage(o, '/') }), { maxPages: 1, httpRedirectsToHttps: false });
  const { severity, message } = finding(findings, 'http-redirect');
  assert.equal({ severity, message }, { severity: 'problem', message: 'The http:// address does not send visitors on to https://.' });
});

test.run();
