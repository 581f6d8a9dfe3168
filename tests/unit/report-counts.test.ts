/**
 * Every count in the report agrees with its noun (issue 81: "1 Problems" was seen in a report): the
 * report page rendered, finished and while it runs, with one finding of each kind, as a reader sees its text.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type AuditReportView, type Finding, topFixes } from '../../src/audit/index.js';
import { AuditReportPage } from '../../src/views/pages/AuditReportPage.js';

const findings: Finding[] = [
  { id: 'h1', severity: 'problem', message: 'The page has no main heading (h1).', why: 'It says what the page is about.', fix: 'Add one.' },
  {
    id: 'broken-links',
    severity: 'problem',
    message: 'An address linked from your pages answers with an error.',
    why: 'Visitors meet an error.',
    urls: ['https://example.com.au/gone'],
    total: 1,
  },
  { id: 'lang', severity: 'improvement', message: 'The page does not declare its language.', why: 'Screen readers use it.' },
  { id: 'https', severity: 'passed', message: 'The site is served over HTTPS.', why: 'Browsers trust it.' },
];

const report = (status: AuditReportView['status'], shown: Finding[]): AuditReportView => ({
  publicId: 'abc123',
  site: 'example.com.au',
  status,
  minor: [],
  score: status === 'done' ? 60 : null,
  findings: shown,
  summary: 'Score 60/100',
  checkedOn: status === 'done' ? '6 December 2026' : null,
  pages: 1,
  maxPages: 1,
  crawlMs: 30_000,
  topFixes: status === 'done' ? topFixes(shown, 5) : [],
  lab: { state: 'none' },
  groups: [],
  ai: null,
  local: null,
});

/** The page's text as a reader sees it: tags taken out, spaces collapsed. */
const textOf = (view: AuditReportView) =>
  renderToString(createElement(AuditReportPage, { report: view }))
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** "1 Problems", "1 pages": a one followed by a plural noun (words that end in s in the singular are not plurals). */
const oneWithPlural = (text: string) =>
  [...text.matchAll(/\b1 ([A-Za-z]+s)\b/g)].map((m) => m[0]).filter((m) => !/ (is|was|has|address|does|class|business|access)$/i.test(m));

test('a finished report with one problem, one improvement and one pass says each count with its noun agreeing', () => {
  const one = [findings[0]!, findings[2]!, findings[3]!];
  const text = textOf(report('done', one));
  assert.match(text, /\b1 Problem\b/);
  assert.equal(oneWithPlural(text), []);
  // The same report with two problems says them as many.
  assert.match(textOf(report('done', findings)), /\b2 Problems\b/);
});

test('the running report, which updates its tally in place, renders each label agreeing with its number', () => {
  const text = textOf(report('running', [findings[0]!, findings[2]!]));
  assert.match(text, /\b1 Problem\b/);
  assert.equal(oneWithPlural(text), []);
});

test.run();
