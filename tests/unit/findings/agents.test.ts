/**
 * Forms as tools for agents (findings/agents.ts), judged from a local site's facts as Lighthouse 13's
 * webmcp-form-coverage and webmcp-schema-validity judge them: an undeclared form, a declared one and a
 * broken declaration each said as such, and the score the same with and without the declarations.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkFacts } from '../../facts.js';
import { topFixes } from '../../../src/audit/findings/score.js';
import { goodPage, goodSite, said } from '../../fixtures/site-table.js';

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

test.run();
