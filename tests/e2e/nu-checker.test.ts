import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const vnu = 'node_modules/vnu-jar/build/dist/vnu.jar';

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
}

test('every page of the static export passes the W3C Nu checker with zero errors, and no section lacks a heading', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-nu-'));
  const site = join(dir, 'site');
  try {
    await run(process.execPath, ['--import', 'tsx', 'scripts/export-static.ts', '--out', site]);
    const files = readdirSync(site, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.html'))
      .map((f) => join(site, f));
    assert.ok(files.length >= 90, `${files.length} pages exported`);
    // vnu exits 1 when it finds errors; its JSON report is on stderr either way.
    const { stderr } = await run('java', ['-jar', vnu, '--format', 'json', ...files], { maxBuffer: 64 * 1024 * 1024 }).catch(
      (err: { stderr?: string; code?: number }) => ({ stderr: err.stderr ?? String(err) }),
    );
    let messages: NuMessage[];
    try {
      messages = (JSON.parse(stderr) as { messages: NuMessage[] }).messages;
    } catch {
      throw new Error(`the Nu checker did not report JSON:\n${stderr}`);
    }
    // Errors, and the one warning a person notices in a screen reader's outline: a section without a heading.
    const errors = messages.filter((m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error' || /Section lacks heading/.test(m.message));
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
