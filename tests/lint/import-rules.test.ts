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
    const folders = ['src', ...(Object.keys(files).some((f) => f.startsWith('scripts/')) ? ['scripts'] : [])];
    const run = spawnSync(process.execPath, [cli, ...folders, '--output-type', 'err-long'], {
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

/** One import planted in a room where its README forbids it: the rule that fails, and the README it names. */
const PLANTS: [string, Record<string, string>, RegExp, string][] = [
  [
    'checks/ importing the crawl',
    {
      'src/audit/gather/crawl.ts': 'export class Crawler {}\n',
      'src/audit/checks/compare.ts': "import { Crawler } from '../gather/crawl.js';\nexport const c = new Crawler();\n",
    },
    /audit-checks-keep-what-was-judged: src\/audit\/checks\/compare\.ts → src\/audit\/gather\/crawl\.ts/,
    'src/audit/checks/README.md',
  ],
  [
    'checks/ importing a reader',
    {
      'src/audit/read/page-facts.ts': 'export const readPage = () => 1;\n',
      'src/audit/checks/compare.ts': "import { readPage } from '../read/page-facts.js';\nexport const p = readPage();\n",
    },
    /audit-checks-keep-what-was-judged: src\/audit\/checks\/compare\.ts → src\/audit\/read\/page-facts\.ts/,
    'src/audit/checks/README.md',
  ],
  [
    'checks/ importing the fixes',
    {
      'src/audit/fixes/index.ts': 'export const withFixes = () => 1;\n',
      'src/audit/checks/compare.ts': "import { withFixes } from '../fixes/index.js';\nexport const f = withFixes();\n",
    },
    /audit-checks-keep-what-was-judged: src\/audit\/checks\/compare\.ts → src\/audit\/fixes\/index\.ts/,
    'src/audit/checks/README.md',
  ],
  [
    'report-view.ts importing the fetcher',
    {
      'src/audit/read/fetch-page.ts': 'export const fetchPage = () => 1;\n',
      'src/audit/report-view.ts': "import { fetchPage } from './read/fetch-page.js';\nexport const f = fetchPage();\n",
    },
    /audit-show-from-what-was-kept: src\/audit\/report-view\.ts → src\/audit\/read\/fetch-page\.ts/,
    'src/audit/README.md',
  ],
  [
    "the check's thread reaching the tables",
    {
      'src/audit/checks/audits.ts': 'export const finishAudit = () => 1;\n',
      'src/audit/gather/gather.ts': "import { finishAudit } from '../checks/audits.js';\nexport const f = finishAudit();\n",
    },
    /audit-gather-reads: src\/audit\/gather\/gather\.ts → src\/audit\/checks\/audits\.ts/,
    'src/audit/gather/README.md',
  ],
  [
    "the check's thread reaching the browser run",
    {
      'src/audit/lab/lab-runner.ts': 'export const measure = () => 1;\n',
      'src/audit/jobs/run-check.ts': "import { measure } from '../lab/lab-runner.js';\nexport const m = measure();\n",
    },
    /audit-jobs-in-order: src\/audit\/jobs\/run-check\.ts → src\/audit\/lab\/lab-runner\.ts/,
    'src/audit/jobs/README.md',
  ],
  [
    'assessing fetching',
    {
      'src/audit/read/fetch-page.ts': 'export const fetchPage = () => 1;\n',
      'src/audit/assess/assess.ts': "import { fetchPage } from '../read/fetch-page.js';\nexport const f = fetchPage();\n",
    },
    /audit-assess-judges: src\/audit\/assess\/assess\.ts → src\/audit\/read\/fetch-page\.ts/,
    'src/audit/assess/README.md',
  ],
  [
    'a finding importing the crawl',
    {
      'src/audit/gather/crawl.ts': 'export const crawl = 1;\n',
      'src/audit/findings/links.ts': "import { crawl } from '../gather/crawl.js';\nexport const c = crawl;\n",
    },
    /audit-findings-judge-facts: src\/audit\/findings\/links\.ts → src\/audit\/gather\/crawl\.ts/,
    'src/audit/findings/README.md',
  ],
  [
    'a fix importing the worker',
    {
      'src/audit/jobs/worker.ts': 'export const worker = 1;\n',
      'src/audit/fixes/page-tags.ts': "import { worker } from '../jobs/worker.js';\nexport const w = worker;\n",
    },
    /audit-fixes-from-facts: src\/audit\/fixes\/page-tags\.ts → src\/audit\/jobs\/worker\.ts/,
    'src/audit/fixes/README.md',
  ],
  [
    'the check reaching into delivery',
    {
      'src/outbox/queue.ts': 'export const releaseDeliveries = () => 1;\n',
      'src/audit/checks/audits.ts': "import { releaseDeliveries } from '../../outbox/queue.js';\nexport const r = releaseDeliveries();\n",
    },
    /audit-announces: src\/audit\/checks\/audits\.ts → src\/outbox\/queue\.ts/,
    'src/audit/README.md',
  ],
  [
    'the browser run importing a finding',
    {
      'src/audit/findings/score.ts': 'export const scoreOf = () => 1;\n',
      'src/audit/lab/extract.ts': "import { scoreOf } from '../findings/score.js';\nexport const s = scoreOf();\n",
    },
    /audit-lab-no-run: src\/audit\/lab\/extract\.ts → src\/audit\/findings\/score\.ts/,
    'src/audit/lab/README.md',
  ],
  [
    'a script reaching past the door',
    {
      'src/audit/jobs/run-check.ts': 'export const runCheck = () => 1;\n',
      'src/audit/index.ts': "export { runCheck } from './jobs/run-check.js';\n",
      'scripts/report-look.ts': "import { runCheck } from '../src/audit/jobs/run-check.js';\nexport const r = runCheck();\n",
    },
    /scripts-use-the-door: scripts\/report-look\.ts → src\/audit\/jobs\/run-check\.ts/,
    'scripts/README.md',
  ],
  [
    "a reader importing a generator's code, not the data it makes",
    {
      'scripts/schema-org/make-vocabulary.ts': "export const typesFile = 'types.json';\n",
      'src/audit/read/schema-org-types.ts':
        "import { typesFile } from '../../../scripts/schema-org/make-vocabulary.js';\nexport const f = typesFile;\n",
    },
    /src-reads-generated-data-from-scripts: src\/audit\/read\/schema-org-types\.ts → scripts\/schema-org\/make-vocabulary\.ts/,
    'scripts/README.md',
  ],
];

for (const [what, files, rule, readme] of PLANTS)
  test(`${what} fails, naming ${readme}`, () => {
    const { status, output } = cruise(files);
    assert.is.not(status, 0, output);
    assert.match(output, rule);
    assert.ok(output.includes(readme), output);
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
