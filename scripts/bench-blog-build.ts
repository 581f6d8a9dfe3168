/**
 * How long the build takes with 200 posts (issue goal: under 60 s). Copies the project to a temporary
 * folder, writes 200 generated posts into its data/blog beside the real ones, runs the build there
 * (with an empty social-card cache, so every card is drawn) and prints the time. Not a test.
 *   npx tsx scripts/bench-blog-build.ts [--posts 200]
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { posts: { type: 'string', default: '200' } } });
const count = Number(values.posts);
const root = resolve('.');
const dir = mkdtempSync(join(tmpdir(), 'laserfocus-blog-bench-'));
try {
  for (const part of ['src', 'data', 'public', 'build.ts', 'package.json', 'tsconfig.json'])
    cpSync(join(root, part), join(dir, part), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const body = readFileSync(join(root, 'data/blog/local-seo-for-trades.md'), 'utf8').replace(/^---[\s\S]*?---\n/, '');
  const tags = ['local-seo', 'google-ads', 'content', 'analytics', 'web-performance', 'ai-search'];
  const authors = ['sarah-mitchell', 'james-oconnor', 'priya-nair', 'tom-gallagher'];
  for (let i = 0; i < count; i++) {
    const date = new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    writeFileSync(
      join(dir, 'data/blog', `generated-post-${i}.md`),
      `---\ntitle: "Generated Post Number ${i} About Local Search"\ndescription: "A generated post for measuring the build: the body of a real article under a new title, number ${i} of ${count}, with tags and an author."\ndate: ${date}\nauthor: ${authors[i % 4]}\ntags: [${tags[i % 6]}, ${tags[(i + 1) % 6]}]\n---\n${body}`,
    );
  }
  const started = Date.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'build.ts'], { cwd: dir, encoding: 'utf8' });
  const seconds = (Date.now() - started) / 1000;
  if (run.status !== 0) throw new Error(run.stderr || run.stdout);
  process.stdout.write(
    run.stdout
      .split('\n')
      .filter((l) => l.startsWith('build:'))
      .join('\n') + '\n',
  );
  console.log(
    `bench: build with ${count} generated posts (plus the real ones), empty card cache: ${seconds.toFixed(1)} s (goal: under 60 s)`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
