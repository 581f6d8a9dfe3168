/**
 * `npm run lint`'s import rules (.dependency-cruiser.cjs) catch what they promise: a circle of two
 * modules that only name each other's types, a reader that imports a finding, and a feature that reaches
 * past the site check's door. Each is planted in a throwaway tree of its own, checked with the project's
 * own rules, and the failure names the README that states the rule.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs the project's import rules over `files` (path → source) in a tree of their own; the output of dependency-cruiser. */
function cruise(files: Record<string, string>): { status: number | null; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'import-rules-'));
  try {
    copyFileSync(join(root, '.dependency-cruiser.cjs'), join(dir, '.dependency-cruiser.cjs'));
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler' } }));
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), source);
    }
    const cli = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
    const run = spawnSync(process.execPath, [cli, 'src', '--output-type', 'err-long'], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("two modules that import only each other's types are a circle, and lint fails naming src/README.md", () => {
  const { status, output } = cruise({
    'src/audit/read/a.ts': "import type { B } from './b.js';\nexport interface A { b?: B }\n",
    'src/audit/read/b.ts': "import type { A } from './a.js';\nexport interface B { a?: A }\n",
  });
  assert.is.not(status, 0, output);
  assert.match(output, /no-circular: src\/audit\/read\/a\.ts/);
  assert.match(output, /\(src\/README\.md\)/);
});

test('a reader that imports a finding fails, naming src/audit/read/README.md', () => {
  const { status, output } = cruise({
    'src/audit/findings/titles.ts': 'export const TITLE_MAX = 60;\n',
    'src/audit/read/page-facts.ts': "import { TITLE_MAX } from '../findings/titles.js';\nexport const max = TITLE_MAX;\n",
  });
  assert.is.not(status, 0, output);
  assert.match(output, /audit-read-reads-only: src\/audit\/read\/page-facts\.ts → src\/audit\/findings\/titles\.ts/);
  assert.match(output, /src\/audit\/read\/README\.md/);
});

test("the enquiries reaching past the site check's door fail, naming src/audit/README.md", () => {
  const { status, output } = cruise({
    'src/audit/checks/audits.ts': 'export const queueAudit = () => 1;\n',
    'src/audit/index.ts': "export { queueAudit } from './checks/audits.js';\n",
    'src/enquiries/routes.ts': "import { queueAudit } from '../audit/checks/audits.js';\nexport const queued = queueAudit();\n",
  });
  assert.is.not(status, 0, output);
  assert.match(output, /audit-one-door: src\/enquiries\/routes\.ts → src\/audit\/checks\/audits\.ts/);
  assert.match(output, /src\/audit\/README\.md/);
});

test('the same files through the door, without a circle, pass', () => {
  const { status, output } = cruise({
    'src/audit/checks/audits.ts': 'export const queueAudit = () => 1;\n',
    'src/audit/index.ts': "export { queueAudit } from './checks/audits.js';\n",
    'src/enquiries/routes.ts': "import { queueAudit } from '../audit/index.js';\nexport const queued = queueAudit();\n",
  });
  assert.is(status, 0, output);
});

test.run();
