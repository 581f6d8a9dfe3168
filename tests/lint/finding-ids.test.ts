/**
 * A finding id misspelt anywhere it is named fails `npm run typecheck`: in an overlap (`startPage`,
 * `passesWith`), in the fix a type declares and the fixes' table, in what a type reads, in its score
 * group, and in the report's view. Each misspelling is planted in memory in one real source file, and
 * the TypeScript compiler checks the real tree around it with the project's own options.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('../..', import.meta.url));
const config = ts.parseJsonConfigFileContent(ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, root);
const options: ts.CompilerOptions = { ...config.options, noEmit: true, incremental: false, composite: false };
const CATALOGUE = join(root, 'src/audit/findings/index.ts');
// The entries, and the project's own declarations of untyped modules.
const ENTRIES = [CATALOGUE, ...['src/audit/fixes/index.ts', 'src/views/pages/AuditReportPage.tsx'].map((f) => join(root, f))].concat(
  config.fileNames.filter((f) => f.endsWith('.d.ts')),
);
let previous: ts.Program | undefined;

/**
 * The compiler's errors in `file` and in the catalogue (which holds the overlaps to its ids), with
 * `file`'s text `from` replaced by `to` (asserted to be there). Only those two files are checked: the
 * rest of the tree is read for their types, not checked again for every plant.
 */
function errorsWith(file: string, from: string, to: string): string[] {
  const path = join(root, file);
  const original = readFileSync(path, 'utf8');
  assert.ok(original.includes(from), `${file} still says ${from}`);
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  host.readFile = (name) => (name === path ? original.replace(from, to) : read(name));
  // Files other than the planted one are parsed once, for every plant.
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, onError, fresh) =>
    name === path ? getSourceFile(name, language, onError, true) : getSourceFile(name, language, onError, fresh);
  const program = ts.createProgram({ rootNames: ENTRIES, options, host, oldProgram: previous });
  previous = program;
  return [...new Set([path, CATALOGUE])]
    .flatMap((f) => program.getSemanticDiagnostics(program.getSourceFile(f)))
    .map((d) => `${d.file ? d.file.fileName.slice(root.length) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

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
