/**
 * AI search: robots.txt as each AI crawler reads it (its own groups, else `*`'s; the longest rule
 * wins), the verdict in plain words, Content-Signal lines, /llms.txt and pages with almost no text
 * before their scripts run, each against a real local site.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { AiCrawlerAccess } from '../../../src/audit/findings/ai-search.js';
import { checkSite, finding, fired, goodPage, goodSite, notPassed, type Routes } from '../../fixtures/finding-site.js';

/** The good site with `robots` (Sitemap line added) and any other answers. */
function siteWith(robots: string, more: Routes = {}): Routes {
  return {
    ...goodSite({
      '/': (o) => goodPage(o, '/', { links: '<a href="/about">About us</a> <a href="/team/">Our team</a>' }),
      '/about': (o) => goodPage(o, '/about'),
      '/team/': (o) => goodPage(o, '/team/'),
    }),
    '/robots.txt': (origin) => ({ headers: { 'content-type': 'text/plain' }, body: `${robots}\nSitemap: ${origin}/sitemap.xml\n` }),
    ...more,
  };
}

const byToken = (crawlers: AiCrawlerAccess[] | undefined) => Object.fromEntries((crawlers ?? []).map((c) => [c.token, c]));

test('a site open to every AI crawler passes every AI search check', async () => {
  const { findings, result } = await checkSite(siteWith('User-agent: *\nDisallow: /admin/'));
  for (const id of ['ai-search-crawlers', 'llms-txt', 'script-only-pages']) assert.is(finding(findings, id).severity, 'passed', id);
  assert.equal(notPassed(findings), []);
  assert.is(result.ai?.verdict, 'Open to AI search and training');
  assert.ok(result.ai?.crawlers.every((c) => c.state === 'allowed' && c.pages === 3));
  assert.is(
    findings.find((f) => f.id === 'content-signal'),
    undefined,
    'no Content-Signal line: nothing to judge',
  );
});

test('blocking GPTBot, CCBot and Google-Extended but not OAI-SearchBot: it blocks training and stays in AI search, never scored down', async () => {
  const { findings, result } = await checkSite(
    siteWith('User-agent: GPTBot\nDisallow: /\n\nUser-agent: CCBot\nUser-agent: Google-Extended\nDisallow: /\n\nUser-agent: *\nAllow: /'),
  );
  assert.is(result.ai?.verdict, 'Blocks some AI training (GPTBot, Google-Extended and CCBot) but stays in AI search answers');
  const crawlers = byToken(result.ai?.crawlers);
  assert.equal(
    ['GPTBot', 'CCBot', 'Google-Extended'].map((t) => [crawlers[t]?.state, crawlers[t]?.rule]),
    [
      ['blocked', { text: 'Disallow: /', line: 2 }],
      ['blocked', { text: 'Disallow: /', line: 6 }],
      ['blocked', { text: 'Disallow: /', line: 6 }],
    ],
  );
  assert.is(crawlers['OAI-SearchBot']?.state, 'allowed');
  assert.is(result.ai?.blocksSearch, false);
  const access = finding(findings, 'ai-search-crawlers');
  assert.is(access.severity, 'passed');
  assert.match(access.message, 'kept from AI training (GPTBot, Google-Extended and CCBot): that is your choice');
});

test('a `*` group that disallows everything while Googlebot is allowed: invisible to every AI crawler, each named', async () => {
  const { findings, result, site } = await checkSite(siteWith('User-agent: Googlebot\nAllow: /\n\nUser-agent: *\nDisallow: /'));
  const all =
    'OAI-SearchBot, Claude-SearchBot, PerplexityBot, ChatGPT-User, Claude-User, Perplexity-User, GPTBot, ClaudeBot, Google-Extended, Applebot-Extended, meta-externalagent, Amazonbot, CCBot and Bytespider';
  assert.is(result.ai?.verdict, `Invisible to every AI crawler: your robots.txt blocks ${all}`);
  assert.equal(fired(findings, 'ai-search-crawlers', site.origin), {
    severity: 'problem',
    message: `Invisible to every AI crawler: your robots.txt blocks ${all}.`,
    urls: [],
  });
  assert.ok(result.ai?.crawlers.every((c) => c.state === 'blocked' && c.rule?.line === 5 && !c.named));
  assert.is(finding(findings, 'noindex').severity, 'improvement', 'Googlebot may list it: blocked for some crawlers only');
});

test('OAI-SearchBot and PerplexityBot blocked: invisible to ChatGPT search and Perplexity, a problem', async () => {
  const { findings, result } = await checkSite(
    siteWith('User-agent: OAI-SearchBot\nUser-agent: PerplexityBot\nDisallow: /\n\nUser-agent: *\nAllow: /'),
  );
  assert.is(result.ai?.verdict, 'Invisible to ChatGPT search and Perplexity: your robots.txt blocks OAI-SearchBot and PerplexityBot');
  assert.is(finding(findings, 'ai-search-crawlers').severity, 'problem');
});

test('ClaudeBot kept from one folder: partly blocked, with a page it may not read; Claude-SearchBot kept from it too is to improve', async () => {
  const { findings, result } = await checkSite(
    siteWith('User-agent: ClaudeBot\nUser-agent: Claude-SearchBot\nDisallow: /team/\n\nUser-agent: *\nDisallow: /admin/'),
  );
  const crawlers = byToken(result.ai?.crawlers);
  assert.equal(
    [crawlers.ClaudeBot?.state, crawlers.ClaudeBot?.example, crawlers.ClaudeBot?.readable, crawlers.ClaudeBot?.pages],
    ['partly', '/team/', 2, 3],
  );
  assert.is(crawlers.GPTBot?.state, 'allowed');
  const access = finding(findings, 'ai-search-crawlers');
  assert.is(access.severity, 'improvement');
  assert.is(access.message, 'Claude-SearchBot may not read 1 of the 3 pages we checked (for example /team/).');
  assert.match(result.ai?.verdict ?? '', 'keeps some pages from Claude-SearchBot');
});

test('RFC 9309: a crawler named in two groups reads both; its own group beats `*`; the longest rule wins, Allow on a tie', async () => {
  const { result } = await checkSite(
    siteWith(
      'User-agent: gptbot/1.1\nDisallow: /about\n\nUser-agent: *\nDisallow: /admin/\n\nUser-agent: GPTBot\nAllow: /about\nDisallow: /team',
    ),
  );
  const gpt = byToken(result.ai?.crawlers).GPTBot;
  // Disallow: /about and Allow: /about tie: Allow wins; /team is disallowed; the start page is allowed (no rule matches /).
  assert.equal([gpt?.state, gpt?.named, gpt?.readable, gpt?.example], ['partly', true, 2, '/team/']);
});

test('a Content-Signal saying yes in a group that disallows the whole site is to improve; one in step with its rules passes', async () => {
  const { findings, result, site } = await checkSite(
    siteWith(
      'User-agent: Bytespider\nContent-Signal: search=yes, ai-train=no\nDisallow: /\n\nUser-agent: *\nContent-Signal: search=yes, ai-input=yes, ai-train=no\nAllow: /',
    ),
  );
  assert.equal(fired(findings, 'content-signal', site.origin), {
    severity: 'improvement',
    message: "Your robots.txt's Content-Signal on line 2 says search=yes for bytespider, but the same group disallows your whole site.",
    urls: [],
  });
  assert.equal(
    result.ai?.signals.map((s) => [s.line, s.values]),
    [
      [2, { search: 'yes', 'ai-train': 'no' }],
      [6, { search: 'yes', 'ai-input': 'yes', 'ai-train': 'no' }],
    ],
  );
  const { findings: inStep } = await checkSite(siteWith('User-agent: *\nContent-Signal: search=yes, ai-train=no\nAllow: /'));
  assert.is(finding(inStep, 'content-signal').severity, 'passed');
});

test('llms.txt: valid passes; missing, served as an HTML page, or out of llmstxt.org layout is to improve, saying which part', async () => {
  const llms = (body: string, type = 'text/plain') => ({ '/llms.txt': { headers: { 'content-type': type }, body } });
  const { result } = await checkSite(siteWith('User-agent: *\nAllow: /'));
  assert.equal(result.ai?.llms, { state: 'valid', title: 'Fixture Plumbing', links: 1 });
  const cases: [Routes, string][] = [
    [{ '/llms.txt': { status: 404, body: 'not found' } }, 'Your site has no /llms.txt.'],
    [
      llms('<!doctype html><title>Home</title>', 'text/html'),
      "Your /llms.txt does not follow llmstxt.org's layout: It answers with a web page (HTML), not a Markdown file: the server sends its usual page for an address it does not have.",
    ],
    [llms('Fixture Plumbing\n\n## Pages\n- [Home](/)\n'), 'It does not start with a title'],
    [
      llms('# Fixture Plumbing\n> Plumbers.\n\n## Pages\nOur home page is at /\n'),
      'Its section "Pages" has a line that is not a list item with a link ("Our home page is at /")',
    ],
    [llms('# Fixture Plumbing\n> Plumbers.\n\n## Pages\n\n## More\n- [Home](/)\n'), 'Its section "Pages" lists no links'],
  ];
  for (const [routes, words] of cases) {
    const { findings } = await checkSite(siteWith('User-agent: *\nAllow: /', routes));
    const f = finding(findings, 'llms-txt');
    assert.is(f.severity, 'improvement', words);
    assert.match(f.message, words);
  }
});

test('pages with almost no text in their HTML but a script to fill them are counted: empty to AI crawlers that do not run JavaScript', async () => {
  const shell = (o: string) => goodPage(o, '/app', { body: '<div id="root"></div><script src="/bundle.js"></script>' });
  const { findings, result, site } = await checkSite({
    ...siteWith('User-agent: *\nAllow: /'),
    '/': (o) => goodPage(o, '/', { links: '<a href="/app">App</a> <a href="/about">About</a>' }),
    '/app': shell,
    '/bundle.js': { headers: { 'content-type': 'text/javascript' }, body: 'document.getElementById("root").textContent = "Hello";' },
  });
  assert.equal(fired(findings, 'script-only-pages', site.origin).urls, ['/app']);
  assert.is(result.ai?.scriptOnly, 1);
  assert.match(finding(findings, 'script-only-pages').message, '1 page shows almost no text until JavaScript runs');
});

test.run();
