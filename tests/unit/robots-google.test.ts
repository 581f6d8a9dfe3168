/**
 * The check's robots.txt reader against every case of Google's own parser tests (robots_test.cc,
 * ported as data in tests/fixtures/robots/google-cases.ts): one test per Google test, each failure
 * named by its Google test and the line of robots_test.cc it comes from. `allowed` cases go through
 * what the crawl uses: readRobots for our token, then RobotsRules on the address's path.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { escapePattern, robotsLines, robotsPath } from '../../src/audit/read/robots-lines.js';
import { isValidAgentToken, readRobots, RobotsRules } from '../../src/audit/read/robots.js';
import { type GoogleCase, googleCases } from '../fixtures/robots/google-cases.js';

/** What our reader says for a case, and what Google's test expects. */
async function outcome(c: GoogleCase): Promise<{ got: unknown; expected: unknown }> {
  switch (c.kind) {
    case 'allowed': {
      const facts = await readRobots(c.robotsTxt, undefined, c.agent);
      return { got: new RobotsRules(facts.rules).allowed(robotsPath(c.url)), expected: c.allowed };
    }
    case 'valid-agent':
      return { got: isValidAgentToken(c.agent), expected: c.valid };
    case 'path':
      return { got: robotsPath(c.url), expected: c.path };
    case 'escape':
      return { got: escapePattern(c.pattern), expected: c.escaped };
    case 'lines': {
      const lines = [...robotsLines(c.robotsTxt)];
      const measures = {
        valid_directives: lines.filter((l) => l.key !== 'unknown').length,
        unknown_directives: lines.filter((l) => l.key === 'unknown').length,
        last_line_seen: lines.at(-1)?.line ?? 0,
        sitemap: lines
          .filter((l) => l.key === 'sitemap')
          .map((l) => l.value)
          .join(''),
      };
      return { got: measures[c.measure], expected: c.expected };
    }
  }
}

const byTest = new Map<string, GoogleCase[]>();
for (const c of googleCases) byTest.set(c.test, [...(byTest.get(c.test) ?? []), c]);

for (const [name, cases] of byTest) {
  test(`Google's ${name}: ${cases.length} ${cases.length === 1 ? 'case' : 'cases'}`, async () => {
    const failed: string[] = [];
    for (const c of cases) {
      const { got, expected } = await outcome(c);
      if (got !== expected)
        failed.push(`${name} (robots_test.cc line ${c.line}, ${c.kind}): expected ${JSON.stringify(expected)}, got ${JSON.stringify(got)}`);
    }
    assert.equal(failed, []);
  });
}

test('every EXPECT of robots_test.cc is ported: 201 cases in 21 Google tests', () => {
  assert.is(googleCases.length, 201);
  assert.is(byTest.size, 21);
});

test.run();
