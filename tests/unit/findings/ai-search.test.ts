/**
 * AI search: robots.txt as each AI crawler reads it (its own groups, else `*`'s; the longest rule
 * wins), the verdict in plain words, Content-Signal lines, /llms.txt and pages whose main content is
 * almost empty before their scripts run, each judged from a local site's facts (tests/facts.ts). The
 * sentences that were false before issue 67 each have a test here that failed then (its old sentence
 * quoted beside it).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { aiCrawlers } from '../../../data/ai-crawlers.js';
import type { AiCrawlerAccess } from '../../../src/audit/findings/ai-search.js';
import { groupScores } from '../../../src/audit/findings/score.js';
import { checkFacts, judgeSite } from '../../facts.js';
import { finding, fired, goodPage, goodSite, notPassed, said, type Routes } from '../../fixtures/site-table.js';

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
  const { findings, result } = await checkFacts(siteWith('User-agent: *\nDisallow: /admin/'));
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

test('blocking GPTBot, CCBot and Google-Extended but not OAI-SearchBot: it names the training crawlers blocked and allowed, never scored down', async () => {
  const { findings, result } = await checkFacts(
    siteWith('User-agent: GPTBot\nDisallow: /\n\nUser-agent: CCBot\nUser-agent: Google-Extended\nDisallow: /\n\nUser-agent: *\nAllow: /'),
  );
  assert.is(
    result.ai?.verdict,
    'Open to AI search; keeps your pages from some AI training (GPTBot, Google-Extended and CCBot) and from grounding answers in Gemini Apps and Vertex AI',
  );
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
  assert.match(
    access.message,
    'It keeps your pages from AI training by GPTBot, Google-Extended and CCBot, and allows ClaudeBot, Applebot-Extended, meta-externalagent, Amazonbot and Bytespider: that is your choice, and it does not affect AI search.',
  );
  assert.match(
    access.message,
    'Google-Extended also keeps your pages from grounding answers in Gemini Apps and Vertex AI; Google Search, its AI Overviews and AI Mode read your site through Googlebot, which it does not affect.',
  );
});

// Before: "AI search crawlers may read your site. It is kept from AI training (GPTBot and CCBot): that
// is your choice, and it does not affect AI search." while six other training crawlers were allowed.
test('"done well" never says the site is kept from AI training while other training crawlers may read it', async () => {
  const { findings } = await judgeSite(siteWith('User-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n\nUser-agent: *\nAllow: /'));
  const access = finding(findings, 'ai-search-crawlers');
  assert.is(access.severity, 'passed');
  assert.not.match(access.message, 'It is kept from AI training');
  assert.match(
    access.message,
    'It keeps your pages from AI training by GPTBot and CCBot, and allows ClaudeBot, Google-Extended, Applebot-Extended, meta-externalagent, Amazonbot and Bytespider',
  );
});

// Before: "Invisible to ChatGPT and Perplexity: your robots.txt blocks ChatGPT-User and Perplexity-User." (a problem).
test('blocking the fetchers a person starts (ChatGPT-User, Perplexity-User) is never called invisibility: a neutral note, no penalty', async () => {
  const { findings, result } = await checkFacts(
    siteWith('User-agent: ChatGPT-User\nUser-agent: Perplexity-User\nUser-agent: Claude-User\nDisallow: /\n\nUser-agent: *\nAllow: /'),
  );
  assert.is(
    result.ai?.verdict,
    'Open to AI search; asks ChatGPT-User, Claude-User and Perplexity-User not to fetch your pages when a person asks',
  );
  assert.is(result.ai?.blocksSearch, false);
  const access = finding(findings, 'ai-search-crawlers');
  assert.is(access.severity, 'passed');
  assert.not.match(access.message, 'Invisible');
  assert.match(
    access.message,
    'It asks ChatGPT-User, Claude-User and Perplexity-User not to fetch your pages when a person asks ChatGPT, Claude and Perplexity to; OpenAI and Perplexity say robots.txt may not apply to such fetches.',
  );
  const open = await checkFacts(siteWith('User-agent: *\nAllow: /'));
  assert.is(groupScores(findings).ai, groupScores(open.findings).ai, 'the AI score is the same as with nothing blocked');
});

test('each crawler carries its maker’s purpose and robots.txt stance, with the ones that matter in 2026 present', () => {
  const row = Object.fromEntries(aiCrawlers.map((c) => [c.token, c]));
  for (const token of [
    'Applebot',
    'Applebot-Extended',
    'bingbot',
    'Amzn-SearchBot',
    'DuckAssistBot',
    'Meta-ExternalFetcher',
    'MistralAI-User',
  ])
    assert.ok(row[token], `${token} is in the table`);
  assert.equal(
    [
      'Applebot',
      'bingbot',
      'Amzn-SearchBot',
      'DuckAssistBot',
      'Meta-ExternalFetcher',
      'MistralAI-User',
      'ChatGPT-User',
      'Perplexity-User',
    ].map((t) => [t, row[t]?.purpose, row[t]?.robotsTxt]),
    [
      ['Applebot', 'search', 'follows'],
      ['bingbot', 'search', 'follows'],
      ['Amzn-SearchBot', 'search', 'follows'],
      ['DuckAssistBot', 'search', 'follows'],
      ['Meta-ExternalFetcher', 'user', 'may-ignore'],
      ['MistralAI-User', 'user', 'follows'],
      ['ChatGPT-User', 'user', 'may-ignore'],
      ['Perplexity-User', 'user', 'may-ignore'],
    ],
  );
  assert.ok(
    aiCrawlers.every((c) => c.uses && /^(https:|mailto:)/.test(c.docs)),
    'every row says what it is for and where its maker says so',
  );
  assert.is(new Set(aiCrawlers.map((c) => c.token.toLowerCase())).size, aiCrawlers.length, 'no token twice');
});

// Before: Google-Extended's row said only "Gemini's models", and nothing said AI Overviews use Googlebot.
test('Google-Extended governs Gemini training and grounding, not Search; AI Overviews and AI Mode answer through Googlebot', async () => {
  const { result } = await checkFacts(siteWith('User-agent: *\nAllow: /'));
  const crawlers = byToken(result.ai?.crawlers);
  assert.is(crawlers['Google-Extended']?.purpose, 'training');
  assert.match(crawlers['Google-Extended']?.uses ?? '', 'train Gemini models and ground answers in Gemini Apps and Vertex AI');
  assert.match(crawlers['Google-Extended']?.uses ?? '', 'Not Google Search, nor its AI Overviews and AI Mode (those use Googlebot)');
  assert.equal([crawlers.Googlebot?.purpose, crawlers.Googlebot?.product], ['search', 'Google Search, with its AI Overviews and AI Mode']);
});

test('Applebot follows Googlebot’s group when robots.txt names Googlebot and not Applebot, as Apple says; bingbot is shown, scored once by the search part', async () => {
  const { findings, result } = await checkFacts(
    siteWith('User-agent: Googlebot\nDisallow: /team/\n\nUser-agent: bingbot\nDisallow: /\n\nUser-agent: *\nAllow: /'),
  );
  const crawlers = byToken(result.ai?.crawlers);
  assert.equal([crawlers.Applebot?.state, crawlers.Applebot?.via, crawlers.Applebot?.example], ['partly', 'Googlebot', '/team/']);
  assert.is(crawlers.bingbot?.state, 'blocked');
  assert.is(result.ai?.verdict, 'Invisible to Bing, and Microsoft Copilot’s answers from its index: your robots.txt blocks bingbot');
  const access = finding(findings, 'ai-search-crawlers');
  assert.equal(
    [access.severity, access.message],
    ['improvement', 'Applebot may not read 1 of the 3 pages we checked (for example /team/).'],
    'Applebot is an AI search crawler; bingbot is counted by the search part, not again here',
  );
  assert.match(finding(findings, 'noindex').message, 'bingbot');
});

test('a `*` group that disallows everything while Googlebot is allowed: invisible to every AI search crawler, each named', async () => {
  const { findings, result, site } = await checkFacts(siteWith('User-agent: Googlebot\nAllow: /\n\nUser-agent: *\nDisallow: /'));
  const search = 'OAI-SearchBot, Claude-SearchBot, PerplexityBot, Amzn-SearchBot, DuckAssistBot and meta-webindexer';
  assert.equal(fired(findings, 'ai-search-crawlers', site.origin), {
    severity: 'problem',
    message: `Invisible to ChatGPT search, Claude search, Perplexity, Alexa and Rufus search, DuckAssist answers and Meta AI search: your robots.txt blocks ${search}.`,
    urls: [],
  });
  const crawlers = byToken(result.ai?.crawlers);
  assert.equal([crawlers.Googlebot?.state, crawlers.Applebot?.state, crawlers.Applebot?.via], ['allowed', 'allowed', 'Googlebot']);
  assert.ok(
    result.ai?.crawlers
      .filter((c) => !['Googlebot', 'Applebot'].includes(c.token))
      .every((c) => c.state === 'blocked' && c.rule?.line === 5),
  );
  assert.match(result.ai?.verdict ?? '', /^Invisible to .*bingbot/);
  assert.is(finding(findings, 'noindex').severity, 'improvement', 'Googlebot may list it: blocked for some crawlers only');
});

test('OAI-SearchBot and PerplexityBot blocked: invisible to ChatGPT search and Perplexity, a problem', async () => {
  const { findings, result } = await checkFacts(
    siteWith('User-agent: OAI-SearchBot\nUser-agent: PerplexityBot\nDisallow: /\n\nUser-agent: *\nAllow: /'),
  );
  assert.is(result.ai?.verdict, 'Invisible to ChatGPT search and Perplexity: your robots.txt blocks OAI-SearchBot and PerplexityBot');
  assert.is(finding(findings, 'ai-search-crawlers').severity, 'problem');
});

test('ClaudeBot kept from one folder: partly blocked, with a page it may not read; Claude-SearchBot kept from it too is to improve', async () => {
  const { findings, result } = await checkFacts(
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
  assert.match(result.ai?.verdict ?? '', 'Keeps some pages from Claude-SearchBot');
});

test('RFC 9309: a crawler named in two groups reads both; its own group beats `*`; the longest rule wins, Allow on a tie', async () => {
  const { result } = await checkFacts(
    siteWith(
      'User-agent: gptbot/1.1\nDisallow: /about\n\nUser-agent: *\nDisallow: /admin/\n\nUser-agent: GPTBot\nAllow: /about\nDisallow: /team',
    ),
  );
  const gpt = byToken(result.ai?.crawlers).GPTBot;
  // Disallow: /about and Allow: /about tie: Allow wins; /team is disallowed; the start page is allowed (no rule matches /).
  assert.equal([gpt?.state, gpt?.named, gpt?.readable, gpt?.example], ['partly', true, 2, '/team/']);
});

test('a Content-Signal saying yes in a group that disallows the whole site is to improve; one in step with its rules passes', async () => {
  const { findings, result, site } = await checkFacts(
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
  const { findings: inStep } = await judgeSite(siteWith('User-agent: *\nContent-Signal: search=yes, ai-train=no\nAllow: /'));
  assert.is(finding(inStep, 'content-signal').severity, 'passed');
});

const llms = (body: string, type = 'text/plain') => ({ '/llms.txt': { headers: { 'content-type': type }, body } });

test('llms.txt: valid passes; out of llmstxt.org layout is to improve, saying which part; a web page in its place is none', async () => {
  const { result } = await checkFacts(siteWith('User-agent: *\nAllow: /'));
  assert.equal(result.ai?.llms, { state: 'valid', title: 'Fixture Plumbing', links: 1 });
  // A single-page app's fallback answers /llms.txt with its home page: the site has none, which is not scored.
  const page = await checkFacts(siteWith('User-agent: *\nAllow: /', llms('<!doctype html><title>Home</title>', 'text/html')));
  assert.is(page.result.ai?.llms.state, 'missing');
  assert.is(page.result.ai?.llms.webPage, true);
  assert.not.ok(page.findings.some((f) => f.id === 'llms-txt'));
  const cases: [Routes, string][] = [
    [llms('Fixture Plumbing\n\n## Pages\n- [Home](/)\n'), 'It does not start with a title'],
    [
      llms('# Fixture Plumbing\n> Plumbers.\n\n## Pages\nOur home page is at /\n'),
      'Its section "Pages" has a line that is not a list item with a link ("Our home page is at /")',
    ],
    [llms('# Fixture Plumbing\n\n## Pages\n- [Home](/)\n\n# Another title\n'), 'It has more than one title'],
  ];
  for (const [routes, words] of cases) {
    const { findings } = await judgeSite(siteWith('User-agent: *\nAllow: /', routes));
    const f = finding(findings, 'llms-txt');
    assert.is(f.severity, 'improvement', words);
    assert.match(f.message, words);
  }
});

// Before: "Your /llms.txt does not follow llmstxt.org's layout: It has no sections: after the title and summary, list your key pages ...".
test('llmstxt.org requires only the H1: a title and summary with no ## sections is valid, as are published files of every shape', async () => {
  const published: [string, string][] = [
    // llmstxt.org's own /llms.txt (github.com/AnswerDotAI/llms-txt, nbs/llms.txt).
    [
      'llmstxt.org',
      '# llms.txt\n\n> A proposal that those interested in providing LLM-friendly content add a /llms.txt file to their site. This is a markdown file that provides brief background information and guidance, along with links to markdown files providing more detailed information.\n\n## Docs\n\n- [llms.txt proposal](https://llmstxt.org/index.md): The proposal for llms.txt\n- [Python library docs](https://llmstxt.org/intro.html.md): Docs for `llms-txt` python lib\n- [ed demo](https://llmstxt.org/ed-commonmark.md): Tongue-in-cheek example of how llms.txt could be used in the classic `ed` editor, used to show how editors could incorporate llms.txt in general.\n',
    ],
    // The spec page's FastHTML example (nbs/llms-sample.txt): a list of notes before the sections, an Optional section, a link without notes.
    [
      'FastHTML',
      '# FastHTML\n\n> FastHTML is a python library which brings together Starlette, Uvicorn, HTMX, and fastcore\'s `FT` "FastTags" into a library for creating server-rendered hypermedia applications.\n\nRemember:\n\n- Use `serve()` for running uvicorn (`if __name__ == "__main__"` is not needed since it\'s automatic)\n- When a title is needed with a response, use `Titled`; note that that already wraps children in `Container`, and already includes both the meta title as well as the H1 element.\n\n## Docs\n\n- [FastHTML quick start](https://fastht.ml/docs/tutorials/quickstart_for_web_devs.html.md): A brief overview of FastHTML features\n- [Starlette quick guide](https://gist.githubusercontent.com/jph00/e91192e9bdc1640f5421ce3c904f2efb/raw/starlette-quick.md)\n\n## Examples\n\n- [Todo list application](https://raw.githubusercontent.com/AnswerDotAI/fasthtml/main/examples/adv_app.py): Detailed walk-thru of a complete CRUD app in FastHTML showing idiomatic use of FastHTML and HTMX patterns.\n\n## Optional\n\n- [Starlette full documentation](https://gist.githubusercontent.com/jph00/809e4a4808d4510be0e3dc9565e9cbd3/raw/starlette-sml.md): A subset of the Starlette documentation useful for FastHTML development.\n',
    ],
    // A small business's: the H1, a summary and a paragraph linking its contact page, no sections, with Windows line endings.
    [
      'summary only',
      '# Fixture Plumbing\r\n\r\n> Licensed plumbers across Melbourne.\r\n\r\nWe answer within the hour, seven days a week: [contact us](https://example.com/contact).\r\n',
    ],
    // A section with no links yet (the reference parser reads it as an empty list), and a ### heading inside a section.
    [
      'empty section',
      '# Fixture Plumbing\n\n## Services\n\n### Hot water\n\n- [Hot water](https://example.com/hot-water)\n\n## Optional\n',
    ],
  ];
  for (const [name, body] of published) {
    const { findings, result } = await checkFacts(siteWith('User-agent: *\nAllow: /', llms(body, 'text/markdown; charset=utf-8')));
    assert.is(finding(findings, 'llms-txt').severity, 'passed', `${name}: ${finding(findings, 'llms-txt').message}`);
    assert.is(result.ai?.llms.state, 'valid', name);
  }
  // Valid by llmstxt.org, but Lighthouse 13's llms-txt audit wants a link somewhere: said once, beside the layout's pass.
  const { findings } = await checkFacts(
    siteWith('User-agent: *\nAllow: /', llms('# Fixture Plumbing\n\n> Licensed plumbers across Melbourne, seven days a week.\n')),
  );
  assert.equal(said(findings, 'llms-txt'), {
    severity: 'improvement',
    message:
      "Your /llms.txt follows llmstxt.org's layout, but Lighthouse's llms-txt check, which Chrome's Agentic Browsing score uses, fails it: it lists no link. List your key pages as Markdown links.",
  });
});

// Before: "Your site has no /llms.txt." to improve, weighed as half a fault (the AI score of an otherwise perfect site: 91).
test('a missing llms.txt, an optional proposal, is not scored: the AI score is what it would be with one', async () => {
  const { findings, result } = await checkFacts(siteWith('User-agent: *\nAllow: /', { '/llms.txt': { status: 404, body: 'not found' } }));
  assert.is(
    findings.find((f) => f.id === 'llms-txt'),
    undefined,
    'no finding: left out of both sides of the score',
  );
  assert.is(result.ai?.llms.state, 'missing');
  assert.match(result.ai?.llms.paste?.text ?? '', /^# /, 'an llms.txt to upload, built from the crawl');
  assert.is(groupScores(findings).ai, 100);
  const broken = await checkFacts(siteWith('User-agent: *\nAllow: /', llms('Fixture Plumbing\n')));
  assert.ok((groupScores(broken.findings).ai ?? 100) < 100, 'a file that is there and broken still costs');
});

// Before: "... It answers with a web page (HTML), not a Markdown file: the server sends its usual page for an address it does not have."
test('a valid llms.txt sent as text/html: the content type is wrong, said as such', async () => {
  const body = '# Fixture Plumbing\n\n> Licensed plumbers.\n\n## Services\n\n- [Home](https://example.com/): repairs\n';
  const { findings, result, site } = await checkFacts(siteWith('User-agent: *\nAllow: /', llms(body, 'text/html; charset=utf-8')));
  assert.equal(fired(findings, 'llms-txt', site.origin), {
    severity: 'improvement',
    message:
      "Your /llms.txt follows llmstxt.org's layout (1 key page listed), but your server sends it as text/html: it should be text/plain or text/markdown, so that tools take it for the Markdown file it is.",
    urls: [],
  });
  assert.is(result.ai?.llms.wrongType, 'text/html');
});

test('pages with almost no text in their HTML but a script to fill them are counted: empty to AI crawlers that do not run JavaScript', async () => {
  const shell = (o: string) => goodPage(o, '/app', { body: '<div id="root"></div><script src="/bundle.js"></script>' });
  const { findings, result, site } = await checkFacts({
    ...siteWith('User-agent: *\nAllow: /'),
    '/': (o) => goodPage(o, '/', { links: '<a href="/app">App</a> <a href="/about">About</a>' }),
    '/app': shell,
    '/bundle.js': { headers: { 'content-type': 'text/javascript' }, body: 'document.getElementById("root").textContent = "Hello";' },
  });
  assert.equal(fired(findings, 'script-only-pages', site.origin).urls, ['/app']);
  assert.is(result.ai?.scriptOnly, 1);
  assert.match(finding(findings, 'script-only-pages').message, '1 page shows almost no text in its main content until JavaScript runs');
});

/** A header, menu and footer of more than 50 words, as a server sends on every page, around `main`. */
const framed = (main: string) =>
  `<header><a href="/">Fixture Plumbing</a> Licensed plumbers across Melbourne, seven days a week, call us any time.</header><nav><a href="/">Home</a> <a href="/about">About us</a> <a href="/team/">Our team</a> <a href="/services">Services</a> <a href="/contact">Contact</a></nav>${main}<footer>Fixture Plumbing Pty Ltd, 12 Smith Street, Fitzroy VIC 3065. Licensed plumbers serving the inner north and eastern suburbs of Melbourne since 1998. Open Monday to Friday, seven till five, and for emergencies around the clock.</footer><script src="/bundle.js"></script>`;

// Before: not counted (the header, menu and footer passed 50 words), and "done well" said "Every page we
// checked has its text in its HTML, where every crawler reads it."
test('a page whose <main> a script fills, inside a header, menu and footer of more than 50 words, is counted; so is one with no <main>', async () => {
  const { findings, result, site } = await checkFacts({
    ...siteWith('User-agent: *\nAllow: /'),
    '/': (o) => goodPage(o, '/', { links: '<a href="/app">App</a> <a href="/shop">Shop</a> <a href="/about">About</a>' }),
    '/app': (o) => goodPage(o, '/app', { links: '', body: framed('<main id="root"></main>') }),
    '/shop': (o) =>
      goodPage(o, '/shop', { links: '', body: framed('<div id="root"><noscript>Please turn on JavaScript.</noscript></div>') }),
    '/about': (o) =>
      goodPage(o, '/about', {
        links: '',
        body: framed(`<main><h1>About us</h1><p>${'We fix blocked drains and burst pipes across Melbourne. '.repeat(8)}</p></main>`),
      }),
  });
  const f = fired(findings, 'script-only-pages', site.origin);
  assert.equal(f.urls, ['/app', '/shop']);
  assert.is(
    f.message,
    '2 pages show almost no text in their main content until JavaScript runs: to AI crawlers that do not run it (GPTBot, ClaudeBot, PerplexityBot), they are nearly empty.',
  );
  assert.is.not(
    findings.find((x) => x.id === 'script-only-pages')?.message,
    'Every page we checked has its main content in its HTML, where every crawler reads it.',
  );
  assert.is(result.ai?.scriptOnly, 2);
});

test.run();
