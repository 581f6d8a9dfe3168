/**
 * Security headers through the real check of a real local site (one HTTPS server a case, the start
 * page alone): what node:http hands the fetcher line by line (two Set-Cookie lines, a policy) is what
 * the report says. The judging itself is held case by case in tests/unit/findings/security-headers.test.ts.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkServed, finding, goodPage } from '../fixtures/finding-site.js';
import type { Routes } from '../fixtures/site-table.js';

const HTML = { 'content-type': 'text/html; charset=utf-8' };
/** A site whose home page is sent with `headers`. */
const homeWith = (headers: Record<string, string | string[]>): Routes => ({
  '/': (o) => ({ headers: { ...HTML, ...headers }, body: goodPage(o, '/') }),
});
const checked = async (headers: Record<string, string | string[]>) => {
  const { findings, site } = await checkServed(homeWith(headers), { maxPages: 1 });
  return { findings, home: `${site.origin}/` };
};

test('no security header: the policy, framing and sniffing are said of the served home page, with the header for each host', async () => {
  const { findings, home } = await checked({});
  assert.is(finding(findings, 'csp').message, `${home} sends no Content-Security-Policy, so nothing limits which scripts can run on it.`);
  assert.match(finding(findings, 'clickjacking').message, `${home} sends neither X-Frame-Options nor`);
  const nosniff = finding(findings, 'nosniff');
  assert.match(nosniff.message, `${home} sends no X-Content-Type-Options header`);
  // node:http names no host: the lines for each.
  assert.match(nosniff.paste?.text ?? '', '# Apache or LiteSpeed: .htaccess');
});

test('a weak policy is named for what lets scripts in; a strict one passes', async () => {
  const weak = await checked({ 'content-security-policy': "script-src 'self' 'unsafe-inline'" });
  assert.match(finding(weak.findings, 'csp').message, "it allows 'unsafe-inline' scripts without a nonce or hash (script-src)");
  const strict = await checked({
    'content-security-policy':
      "script-src 'nonce-r4nd0m5ecr3t' 'strict-dynamic'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'",
    'x-content-type-options': 'nosniff',
  });
  for (const id of ['csp', 'clickjacking', 'nosniff']) assert.is(finding(strict.findings, id).severity, 'passed', id);
});

test('two Set-Cookie lines, one without Secure on https: that one is named', async () => {
  const { findings, home } = await checked({ 'set-cookie': ['sid=abc123; Path=/; HttpOnly', 'pref=dark; Path=/; Secure; HttpOnly'] });
  const cookies = finding(findings, 'cookie-flags');
  assert.equal(
    [cookies.severity, cookies.message],
    ['improvement', `${home} sets 1 cookie without Secure, so it is also sent over insecure http:// (sid).`],
  );
});

test.run();
