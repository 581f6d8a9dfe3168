/** src/audit/README.md's table of finding types says what the code does: the same ids, families, scopes, severities and weights. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { FAMILIES } from '../../src/audit/findings/index.js';

const SCOPES: Record<string, string> = { 'start page': 'page', crawl: 'site' };

test("every finding type in the code is in the README's table, and nothing else is", () => {
  const readme = readFileSync(new URL('../../src/audit/README.md', import.meta.url), 'utf8');
  const rows = [
    ...readme.matchAll(/^\| `([a-z0-9-]+)` \| ([a-z-]+) \| (start page|crawl) \| (problem|improvement|graded) \| (\d+) \|/gm),
  ].map(([, id, family, scope, severity, weight]) => ({ id, family, scope: SCOPES[scope ?? ''], severity, weight: Number(weight) }));
  const inCode = Object.entries(FAMILIES).flatMap(([family, types]) =>
    types.map((t) => ({ id: t.id, family, scope: t.scope, severity: t.severity, weight: t.weight })),
  );
  assert.equal(
    rows.map((r) => r.id),
    inCode.map((t) => t.id),
    "the same ids, in the catalogue's order",
  );
  for (const [i, row] of rows.entries()) {
    const type = inCode[i];
    assert.equal([row.family, row.scope, row.weight], [type?.family, type?.scope, type?.weight], `${row.id}: family, scope and weight`);
    if (type?.severity) assert.is(row.severity, type.severity, `${row.id}: its severity when found`);
  }
  assert.ok(rows.length >= 63, `${rows.length} finding types`);
});

test("the site check's top level holds at most five files, and each room's README at most 40 lines", () => {
  const audit = new URL('../../src/audit/', import.meta.url);
  const entries = readdirSync(audit, { withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => e.name);
  assert.ok(files.length <= 5, `src/audit/ holds ${files.join(', ')}`);
  for (const room of entries.filter((e) => e.isDirectory()).map((e) => e.name)) {
    const lines = readFileSync(new URL(`${room}/README.md`, audit), 'utf8')
      .trimEnd()
      .split('\n').length;
    assert.ok(lines <= 40, `src/audit/${room}/README.md has ${lines} lines`);
  }
});

test.run();
