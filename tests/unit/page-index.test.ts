import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { servicePages } from '../../data/pages/index.js';
import { indexFile, pageFiles, pageIndexSource, pagesDir } from '../../scripts/gen-page-index.js';
import type { ServicePageData } from '../../src/content/schema.js';

test('data/pages/index.ts lists exactly the page files on disk, each at the path its location names', async () => {
  const files = pageFiles();
  assert.equal(
    servicePages.map((p) => p.path),
    files.map((f) => `/${f.group}/${f.slug}`),
    'page files and index differ: run `npm run pages:index`',
  );
  for (const [i, f] of files.entries()) {
    const { default: data } = (await import(pathToFileURL(join(pagesDir, f.group, `${f.slug}.ts`)).href)) as { default: ServicePageData };
    assert.is(servicePages[i]!.hero, data.hero, `${f.group}/${f.slug} is served at ${servicePages[i]!.path}`);
    assert.not.ok('path' in data, `${f.group}/${f.slug}: the path comes from the file location, not from the data`);
  }
});

test('data/pages/index.ts is what the generator writes today', () => {
  assert.fixture(readFileSync(indexFile, 'utf8'), pageIndexSource(), 'run `npm run pages:index`');
});

test.run();
