/**
 * Forms as tools for agents (findings/agents.ts), judged from a local site's facts as Lighthouse 13's
 * webmcp-form-coverage and webmcp-schema-validity judge them: an undeclared form, a declared one and a
 * broken declaration each said as such, and the score the same with and without the declarations;
 * and the site's ai-catalog.json, found by each of Lighthouse's four signals and judged by the ARD
 * conformance tester Lighthouse ships.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Parser } from 'htmlparser2';
import { checkFacts } from '../../facts.js';
import { topFixes } from '../../../src/audit/findings/score.js';
import { goodPage, goodSite, type Routes, said } from '../../fixtures/site-table.js';

const QUOTE_FORM = (attributes: string, field = '<label for="n">Name</label><input id="n" name="name" required>') =>
  `<h1>Plumbing in Fitzroy</h1><form action="/quote" method="post"${attributes}>${field}<button>Ask for a quote</button></form>`;
const site = (attributes: string, field?: string) =>
  checkFacts(
    goodSite({
      '/': (o) => goodPage(o, '/', { links: '<a href="/quote">Quote</a>' }),
      '/quote': (o) => goodPage(o, '/quote', { body: QUOTE_FORM(attributes, field) }),
    }),
  );

test('a form with no declaration is said, with its page; a declared one passes; the score does not move', async () => {
  const bare = await site('');
  assert.equal(said(bare.findings, 'webmcp-forms'), {
    severity: 'improvement',
    message: '1 page has forms that AI agents are not told about (no WebMCP tool declaration).'.replace('has forms', 'has a form'),
  });
  assert.is(said(bare.findings, 'webmcp-declarations'), undefined, 'nothing declared: nothing to refuse');
  const declared = await site(' toolname="request_quote" tooldescription="Ask Fixture Plumbing for a quote."');
  assert.equal(said(declared.findings, 'webmcp-forms'), {
    severity: 'passed',
    message: 'Every form on your pages is declared as a tool an AI agent can use (WebMCP).',
  });
  assert.is(said(declared.findings, 'webmcp-declarations')?.severity, 'passed');
  assert.is(bare.result.score, declared.result.score);
  // Weighing nothing, it never leads the report's fixes or a score's part.
  assert.not.ok(topFixes(bare.findings, 100).some((f) => f.id === 'webmcp-forms'));
});

test('a declaration a browser would refuse is said with what it lacks: a toolname alone, a required field without a name', async () => {
  const { findings, result } = await site(' toolname="request_quote"', '<label>Name <input required></label>');
  const f = findings.find((x) => x.id === 'webmcp-declarations');
  assert.is(f?.severity, 'improvement');
  assert.match(f?.urls?.join(' ') ?? '', /\/quote: no tooldescription; a required field without a name/);
  const whole = await site(' toolname="request_quote" tooldescription="Ask for a quote."');
  assert.is(result.score, whole.result.score);
});

test('a site without forms is told nothing about them', async () => {
  const { findings } = await checkFacts(goodSite({ '/': (o) => goodPage(o, '/') }));
  assert.equal(
    findings.filter((f) => f.id.startsWith('webmcp')),
    [],
  );
});

test("the fix is the site's own form with the declaration added, every value escaped for its attribute and read back whole", async () => {
  const { findings } = await checkFacts(
    goodSite({
      '/': (o) =>
        goodPage(o, '/', {
          body: `<h2>Book a "same-day" visit &amp; quote</h2><form action="/book" data-x='1 > 0'><label for=s>Suburb</label><input id=s name=suburb required><input name=when placeholder='Morning "or" arvo'><input type="submit" value="Send"></form>`,
        }),
    }),
  );
  const fix = findings.find((f) => f.id === 'webmcp-forms')?.paste;
  assert.ok(fix);
  assert.is(
    fix.text,
    `<form action="/book" data-x='1 > 0' toolname="book_a_same_day_visit_quote" tooldescription="Book a &quot;same-day&quot; visit &amp; quote. It asks for suburb and morning &quot;or&quot; arvo. It is sent with its “Send” button."><label for=s>Suburb</label><input id=s name=suburb required><input name=when placeholder='Morning "or" arvo' toolparamdescription="Morning &quot;or&quot; arvo"><input type="submit" value="Send"></form>`,
  );
  assert.match(fix.diff ?? '', /^- <form action="\/book"/);
  assert.match(fix.checked ?? '', /htmlparser2/);
});

test('a label tied to nothing describes the field after it, a placeholder is never mistaken for a label, and a honeypot is one to leave empty', async () => {
  // As real sites write them: a heading far above the form, labels beside their fields with no `for`, example values as
  // placeholders, a service's honeypot hidden by CSS.
  const form = `<h2>Onze diensten</h2><p>Wij repareren daken, goten en schoorstenen in Groningen en omgeving, met vakmanschap en garantie op al ons werk. Wij bellen u binnen een werkdag terug.</p><form data-form="hero">
  <label class="hf-label">Voornaam</label>
  <input class="hf-input" type="text" name="voornaam" placeholder="Jan" required />
  <div style="display:none"><input type="text" name="_gotcha"></div>
  <button type="submit">Vraag gratis offerte aan</button>
</form>`;
  const { findings } = await checkFacts(goodSite({ '/': (o) => goodPage(o, '/', { lang: ' lang="nl"', body: form }) }));
  const fix = findings.find((f) => f.id === 'webmcp-forms')?.paste;
  assert.ok(fix);
  assert.match(
    fix.text,
    '<form data-form="hero" toolname="vraag_gratis_offerte_aan" tooldescription="Vraag gratis offerte aan. It asks for voornaam.">',
  );
  assert.match(
    fix.text,
    '<input class="hf-input" type="text" name="voornaam" placeholder="Jan" required toolparamdescription="Voornaam" />',
  );
  assert.match(fix.text, /name="_gotcha" toolparamdescription="Leave this empty: [^"]+">/);
  assert.match(fix.where, /“_gotcha” looks like a check for spam bots: an agent is told to leave it empty\./);
});

test("hostile words in a form's heading and labels stay inert in the fix: escaped, read back, nothing added but the declaration", async () => {
  const hostile = 'Quote </form><script>alert(1)</script><!-- \u2028 [x](javascript:1) & "more"';
  const { findings } = await checkFacts(
    goodSite({
      '/': (o) =>
        goodPage(o, '/', {
          body: `<h2>${hostile.replace(/</g, '&lt;')}</h2><form action="/q"><label for=n>${hostile.replace(/</g, '&lt;')}</label><input id=n name=n><button>Send</button></form>`,
        }),
    }),
  );
  const fix = findings.find((f) => f.id === 'webmcp-forms')?.paste;
  assert.ok(fix, 'offered');
  assert.not.match(fix.text, '<script', 'no element is made of the words');
  assert.not.match(fix.text, '<!--', 'no comment is opened');
  const tags: string[] = [];
  let description = '';
  new Parser({
    onopentag: (name, attributes) => {
      tags.push(name);
      if (name === 'form') description = attributes.tooldescription ?? '';
    },
  }).end(fix.text);
  assert.equal(tags, ['form', 'label', 'input', 'button'], 'the same elements, nothing added');
  assert.match(description, '</form><script>alert(1)</script><!--', 'the words read back as words');
});

/** A catalog that passes the ARD draft's conformance rules: one MCP server, by reference, with its queries. */
const CATALOG = JSON.stringify({
  specVersion: '1.0',
  host: { displayName: 'Fixture Plumbing' },
  entries: [
    {
      identifier: 'urn:air:fixture-plumbing.example:agents:booking',
      displayName: 'Fixture Plumbing bookings',
      type: 'application/mcp-server-card+json',
      url: 'https://fixture-plumbing.example/mcp/card.json',
      representativeQueries: ['book a plumber in Fitzroy', 'when can a plumber come'],
    },
  ],
});
const json = (body: string) => ({ headers: { 'content-type': 'application/json' }, body });
const withFiles = (files: Routes, home: (origin: string) => string = (o) => goodPage(o, '/')) =>
  checkFacts({ ...goodSite({ '/': home }), ...files });

test('an ai-catalog.json at the well-known address that passes the conformance rules passes; one with errors is told each error', async () => {
  const good = await withFiles({ '/.well-known/ai-catalog.json': json(CATALOG) });
  assert.equal(said(good.findings, 'ai-catalog')?.severity, 'passed');
  assert.match(said(good.findings, 'ai-catalog')?.message ?? '', /follows the Agentic Resource Discovery draft's conformance rules\.$/);
  // An entry without its identifier and with both url and data: two errors, each named with the entry.
  const broken = JSON.parse(CATALOG);
  delete broken.entries[0].identifier;
  broken.entries[0].data = {};
  const bad = await withFiles({ '/.well-known/ai-catalog.json': json(JSON.stringify(broken)) });
  const f = bad.findings.find((x) => x.id === 'ai-catalog');
  assert.is(f?.severity, 'improvement');
  assert.match(f?.message ?? '', /has \d+ errors by the Agentic Resource Discovery draft's conformance rules/);
  const listed = f?.urls?.join('\n') ?? '';
  assert.match(listed, /entry "Fixture Plumbing bookings": Missing required 'identifier'/);
  assert.match(listed, /both 'url' and 'data' are provided/);
  assert.not.match(listed, /'identifier' is a required property/, "the schema's word for the same missing identifier is not said again");
  // Weighing nothing: the score is the site's without the file.
  const none = await withFiles({});
  assert.is(bad.result.score, none.result.score);
  assert.is(said(none.findings, 'ai-catalog'), undefined, 'no catalog, nothing pointing to one: nothing said');
});

test('each of the three signals leads to the catalog, and one pointing nowhere readable is said with its signal', async () => {
  const elsewhere = { '/agents/catalog.json': json(CATALOG) };
  const viaRobots = await withFiles({
    ...elsewhere,
    '/robots.txt': (o) => ({
      headers: { 'content-type': 'text/plain' },
      body: `User-agent: *\nDisallow:\n\nAgentmap: ${o}/agents/catalog.json\n`,
    }),
  });
  assert.is(said(viaRobots.findings, 'ai-catalog')?.severity, 'passed');
  const viaLink = await withFiles(elsewhere, (o) =>
    goodPage(o, '/', { head: '<link rel="preload ai-catalog" href="/agents/catalog.json">' }),
  );
  assert.is(said(viaLink.findings, 'ai-catalog')?.severity, 'passed');
  const unpointed = await withFiles(elsewhere, (o) => goodPage(o, '/'));
  assert.is(said(unpointed.findings, 'ai-catalog'), undefined, 'no signal and nothing at the well-known address');
  const headerHome = {
    ...goodSite({}),
    ...elsewhere,
    '/': (o: string) => ({
      headers: { 'content-type': 'text/html', link: '</agents/catalog.json>; rel="ai-catalog"' },
      body: goodPage(o, '/'),
    }),
  };
  assert.is(said((await checkFacts(headerHome)).findings, 'ai-catalog')?.severity, 'passed');
  const dangling = await withFiles({}, (o) => goodPage(o, '/', { head: '<link rel="ai-catalog" href="/agents/missing.json">' }));
  assert.match(
    said(dangling.findings, 'ai-catalog')?.message ?? '',
    /^Your home page's <link rel="ai-catalog"> points AI agents to an ai-catalog\.json at https?:\/\/[^ ]+\/agents\/missing\.json, but that address answered HTTP 404\.$/,
  );
});

test('a web page answering at the well-known address, where nothing points, is no catalog', async () => {
  const { findings } = await withFiles({ '/.well-known/ai-catalog.json': (o) => goodPage(o, '/') });
  assert.is(said(findings, 'ai-catalog'), undefined);
});

test.run();
