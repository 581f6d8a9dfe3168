/**
 * The TypeScript compiler over the real tree with one text planted in memory in one source file: what
 * the lint tests that plant a mistake (tests/lint/finding-ids.test.ts, finding-requires.test.ts) use to
 * show the type check catches it, with the project's own options.
 */
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
export function errorsWith(file: string, from: string, to: string): string[] {
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
