/** Security: HTTPS, the http → https redirect, HSTS, mixed content, forms posting to http:// and http:// internal links. */
import { evidenceOf } from '../../../src/audit/read/evidence.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer } from 'node:http';
import { security } from '../../../src/audit/findings/security.js';
import { readPage } from '../../../src/audit/read/page-facts.js';
import { runCheck } from '../../../src/audit/run/run-check.js';
import { checkSite, crawl, finding, fired, goodPage, goodSite, rules, startSite } from '../../fixtures/finding-site.js';

test('a site on https with HSTS, loading and posting nothing over http, passes every security check', async () => {
  const { findings } = await checkSite(
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
  const { findings, site } = await checkSite(routes);
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

  const plain = await startSite({ '/': (o) => goodPage(o, '/') }, { hsts: false });
  const noHsts = await runCheck(`${plain.origin}/`, rules, { ...crawl, maxPages: 1 });
  await plain.close();
  assert.equal(fired(noHsts.findings, 'hsts', plain.origin), {
    severity: 'improvement',
    message: 'The site does not send an HSTS header telling browsers to always use HTTPS.',
    urls: [],
  });
  // max-age=0 tells browsers to forget HSTS: it is not "done well".
  const html = { 'content-type': 'text/html; charset=utf-8', 'strict-transport-security': 'max-age=0' };
  const forget = await startSite({ '/': (o) => ({ headers: html, body: goodPage(o, '/') }) }, { hsts: false });
  const forgotten = await runCheck(`${forget.origin}/`, rules, { ...crawl, maxPages: 1 });
  await forget.close();
  assert.is(fired(forgotten.findings, 'hsts', forget.origin).severity, 'improvement');
});

test('plain http is a problem, and an http address that redirects to https passes the redirect check', async () => {
  const https = await startSite(goodSite({ '/': (o) => goodPage(o, '/') }));
  const http = createServer((req, res) => {
    if (req.url === '/old') return res.writeHead(301, { location: `${https.origin}/` }).end();
    res.writeHead(200, { 'content-type': 'text/html' }).end(goodPage(`http://127.0.0.1`, '/'));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  const httpOrigin = `http://127.0.0.1:${(http.address() as { port: number }).port}`;
  try {
    const insecure = await runCheck(`${httpOrigin}/`, rules, { ...crawl, maxPages: 1 });
    assert.equal(fired(insecure.findings, 'https', httpOrigin), {
      severity: 'problem',
      message: '127.0.0.1 is served over plain HTTP, not HTTPS.',
      urls: [],
    });
    assert.is(
      insecure.findings.find((f) => f.id === 'hsts'),
      undefined,
      'HSTS does not apply to an http page',
    );
    const redirected = await runCheck(`${httpOrigin}/old`, rules, { ...crawl, maxPages: 1 });
    assert.is(finding(redirected.findings, 'http-redirect').severity, 'passed');
  } finally {
    await https.close();
    http.close();
  }
});

test('an https site whose http:// address does not redirect is a problem (judged from what robots.txt over http showed)', async () => {
  // Only observable on the standard ports, which tests cannot bind: the evidence is built as the check gathers it.
  const html = goodPage('https://smith-plumbing.example', '/');
  const page = {
    url: 'https://smith-plumbing.example/',
    status: 200,
    headers: { 'content-type': 'text/html', 'strict-transport-security': 'max-age=31536000' },
    body: html,
    wireBytes: html.length,
    bytes: html.length,
    ttfbMs: 90,
    redirects: [],
  };
  const robots = { ...page, url: 'http://smith-plumbing.example/robots.txt', body: 'User-agent: *\nDisallow:\n' };
  const evidence = evidenceOf({
    page,
    facts: await readPage(html),
    requested: page.url,
    robots,
    httpRedirectsToHttps: false,
    sitemap: undefined,
    sitemapUrl: undefined,
  });
  const judged = security.map((t) => t.judge(evidence)).find((f) => f?.id === 'http-redirect');
  assert.equal([judged?.severity, judged?.message], ['problem', 'The http:// address does not send visitors on to https://.']);
});

test.run();
