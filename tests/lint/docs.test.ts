/**
 * The documentation holds together: docs/settings.md is what the schema in src/config.ts generates,
 * every relative link between README.md, docs/ and the folder READMEs reaches a file and a heading
 * that exist, and README.md stays short enough to read in five minutes.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { settingsDoc, settingsMarkdown } from '../../scripts/docs-settings.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Folders that hold no documentation of ours: dependencies, builds, data at run time, test output. */
const SKIP = new Set(['node_modules', 'dist', 'var', 'out', 'coverage']);

/** README.md, every docs/*.md and every folder's README.md. */
function docFiles(dir = root): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIP.has(entry.name) || entry.name.startsWith('dist.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...docFiles(path));
    else if (entry.name === 'README.md' || (dir === join(root, 'docs') && entry.name.endsWith('.md'))) files.push(path);
  }
  return files.sort();
}

const markdown = unified().use(remarkParse).use(remarkGfm);

/** Every link and image address in a Markdown text (not those in code). */
function linksIn(text: string): string[] {
  const urls: string[] = [];
  const walk = (node: { type: string; url?: string; children?: unknown[] }) => {
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.url) urls.push(node.url);
    for (const child of node.children ?? []) walk(child as typeof node);
  };
  walk(markdown.parse(text) as unknown as Parameters<typeof walk>[0]);
  return urls;
}

/** The anchors GitHub gives a Markdown file's headings (rehype-slug uses GitHub's slugger). */
function anchorsIn(text: string): Set<string> {
  const hast = unified().use(remarkRehype).use(rehypeSlug).runSync(markdown.parse(text));
  const ids = new Set<string>();
  const walk = (node: { type: string; tagName?: string; properties?: { id?: unknown }; children?: unknown[] }) => {
    if (node.type === 'element' && /^h[1-6]$/.test(node.tagName ?? '') && typeof node.properties?.id === 'string')
      ids.add(node.properties.id);
    for (const child of node.children ?? []) walk(child as typeof node);
  };
  walk(hast as unknown as Parameters<typeof walk>[0]);
  return ids;
}

/** What is wrong with each relative link in these files: a file that does not exist, or an anchor no heading has. */
function brokenLinks(files: string[], base = root): string[] {
  const problems: string[] = [];
  const anchors = new Map<string, Set<string>>();
  const anchorsOf = (path: string) => {
    if (!anchors.has(path)) anchors.set(path, anchorsIn(readFileSync(path, 'utf8')));
    return anchors.get(path) ?? new Set();
  };
  for (const file of files) {
    for (const url of linksIn(readFileSync(file, 'utf8'))) {
      // Other sites, mail and the site's own paths (/strategy/seo) are not files of this repository.
      if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('/')) continue;
      const [path = '', anchor] = url.split('#');
      const target = path ? resolve(dirname(file), decodeURIComponent(path)) : file;
      const where = `${relative(base, file)}: ${url}`;
      if (!existsSync(target)) problems.push(`${where} (no such file)`);
      else if (anchor !== undefined) {
        if (statSync(target).isDirectory() || !target.endsWith('.md')) problems.push(`${where} (an anchor on a file that is not Markdown)`);
        else if (!anchorsOf(target).has(decodeURIComponent(anchor)))
          problems.push(`${where} (no heading "${anchor}" in ${relative(base, target)})`);
      }
    }
  }
  return problems;
}

test('docs/settings.md is what the settings schema in src/config.ts generates', () => {
  assert.fixture(readFileSync(settingsDoc, 'utf8'), settingsMarkdown(), 'docs/settings.md is out of date: run `npm run docs:settings`');
});

test('every setting in the schema has a row in docs/settings.md with its default', () => {
  const doc = readFileSync(settingsDoc, 'utf8');
  assert.match(doc, /^\| `PORT` \| `3000` \| 0-65535 \| /m);
  assert.match(doc, /^\| `AUDIT_MEMORY_MB` \| `64` \| 32-1024 \| /m);
  assert.match(doc, /^\| `MAIL_TO` \| `hello@laserfocus.example` \| /m);
  assert.throws(
    () => settingsMarkdown(readFileSync(join(root, 'src', 'config.ts'), 'utf8').replace('/** Port to listen on. */', '')),
    /PORT has no doc comment/,
  );
});

test('every relative link between README.md, docs/ and the folder READMEs reaches a file and a heading', () => {
  const files = docFiles();
  for (const required of [
    'README.md',
    'docs/settings.md',
    'docs/operations.md',
    'docs/integrations.md',
    'docs/site-check.md',
    'src/README.md',
  ]) {
    assert.ok(files.includes(join(root, required)), `${required} is checked`);
  }
  assert.equal(brokenLinks(files), []);
});

test('the link check finds a missing file and a missing heading, and follows GitHub’s anchors', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docs-links-'));
  try {
    writeFileSync(join(dir, 'a.md'), '# A page\n\n## Deploy on a server\n\n## Staff tools: on the server\n');
    writeFileSync(
      join(dir, 'b.md'),
      [
        '[ok](a.md#deploy-on-a-server) [ok too](a.md#staff-tools-on-the-server) [self](#b)',
        '[gone](missing.md) [no heading](a.md#deploy) `[in code](nowhere.md)` [web](https://example.com/x.md)',
        '# B',
      ].join('\n\n'),
    );
    assert.equal(brokenLinks([join(dir, 'b.md')], dir), [
      'b.md: missing.md (no such file)',
      'b.md: a.md#deploy (no heading "deploy" in a.md)',
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('README.md reads in five minutes and keeps the two commands', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const lines = readme.trimEnd().split('\n').length;
  assert.ok(lines < 200, `README.md has ${lines} lines; move detail to docs/`);
  assert.ok(readme.includes('```sh\nnpm ci && npm start\n```'), 'the command that runs the site');
  assert.ok(readme.includes('```sh\nnpm ci && npm test\n```'), 'the command that runs every test');
});

test.run();
