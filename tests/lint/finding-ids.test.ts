/**
 * A finding id misspelt anywhere it is named fails `npm run typecheck`: in an overlap (`startPage`,
 * `passesWith`), in the fix a type declares and the fixes' table, in what a type reads, in its score
 * group, and in the report's view. Each misspelling is planted in memory in one real source file, and
 * the TypeScript compiler checks the real tree around it with the project's own options.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { errorsWith } from './planted-compile.js';

test('the real tree has no type errors in these files (the baseline each plant is measured from)', () => {
  assert.equal(errorsWith('src/audit/findings/titles.ts', 'export', 'export'), []);
});

const PLANTS: [what: string, file: string, from: string, to: string][] = [
  ["an overlap's start-page type", 'src/audit/findings/canonicals.ts', "startPage: 'canonical'", "startPage: 'canonicals'"],
  [
    'a type a pass rests on',
    'src/audit/findings/descriptions.ts',
    "passesWith: ['descriptions-missing']",
    "passesWith: ['description-missing']",
  ],
  ["a type's fix", 'src/audit/findings/ai-search.ts', "fixedBy: 'llms-txt'", "fixedBy: 'llm-txt'"],
  ["the fixes' table", 'src/audit/fixes/index.ts', "'robots-txt': (e, ai)", "'robot-txt': (e, ai)"],
  ['what a type reads', 'src/audit/findings/ai-search.ts', "requires: ['robots']", "requires: ['robot']"],
  ["a type's score group", 'src/audit/findings/links.ts', "group: 'search'", "group: 'seo'"],
  ["the report's view", 'src/views/pages/AuditReportPage.tsx', "'local-business-markup' satisfies", "'local-busines-markup' satisfies"],
];

for (const [what, file, from, to] of PLANTS)
  test(`a misspelt id in ${what} fails the typecheck`, () => {
    const errors = errorsWith(file, from, to);
    assert.ok(errors.length > 0, `${file}: ${to} compiled`);
    const misspelt = /'([^']+)'/.exec(to)![1]!;
    assert.ok(
      errors.some((e) => e.includes(`"${misspelt}"`) || e.includes(`'${misspelt}'`)),
      `an error names "${misspelt}":\n${errors.join('\n')}`,
    );
  });

test.run();
