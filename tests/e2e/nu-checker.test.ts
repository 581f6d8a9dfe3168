import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { nuProblems } from '../helpers.js';

/** The Nu checker's error for an attribute of WebMCP's declarative API, a draft not yet in the HTML standard. */
const WEBMCP_ATTRIBUTE =
  /^Attribute “(?:toolname|tooldescription|toolautosubmit|toolparamdescription|toolparamtitle)” not allowed on element “(?:form|input|textarea|select)” at this point\.$/;
import { describeSweep, representatives, sweepEverything } from '../page-structure.js';

const run = promisify(execFile);

test(`${sweepEverything ? 'every page' : 'one page of each structure'} of the static export passes the W3C Nu checker with zero errors, and no section lacks a heading`, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-nu-'));
  const site = join(dir, 'site');
  try {
    await run(process.execPath, ['--import', 'tsx', 'scripts/export-static.ts', '--out', site]);
    const files = readdirSync(site, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.html'))
      .map((f) => join(site, f))
      .sort();
    assert.ok(files.length >= 90, `${files.length} pages exported`);
    // npm test: one page of each distinct structure (tests/page-structure.ts); test:sweep and CI: every page.
    const chosen = sweepEverything ? undefined : representatives(files.map((f): [string, string] => [f, readFileSync(f, 'utf8')]));
    if (chosen) console.log(describeSweep(chosen, files.length, (f) => relative(site, f)));
    // WebMCP's form attributes (src/shared/webmcp.ts) are a draft the Nu checker does not know yet: those, and only those, are not held against a page.
    const errors = (await nuProblems(chosen?.swept ?? files)).filter((m) => !WEBMCP_ATTRIBUTE.test(m.message));
    const perFile = new Map<string, string[]>();
    for (const m of errors) {
      const file = m.url ? relative(site, new URL(m.url).pathname) : '(no file)';
      perFile.set(file, [...(perFile.get(file) ?? []), `line ${m.lastLine ?? '?'}: ${m.message}`]);
    }
    assert.equal(Object.fromEntries(perFile), {}, `${errors.length} errors in ${perFile.size} of ${files.length} pages`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
