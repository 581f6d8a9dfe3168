/**
 * The blog: Markdown rendered safely, front matter checked with the file and field named, pages of
 * ten, feeds that a feed library parses, and the pages themselves through the app.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { parse as parseHtml } from 'node-html-parser';
import { parseFeed } from '@rowanmanning/feed-parser';
import { BlogError, loadPosts, parsePost, relatedPosts } from '../../src/blog/posts.js';
import type { Post } from '../../src/content/post.js';
import { paginate } from '../../src/blog/entries.js';
import { atomFeed, jsonFeed } from '../../src/blog/feeds.js';
import { posts, routes } from '../../src/routes/route-table.js';
import { startApp } from '../helpers.js';

const fixture = readFileSync('tests/fixtures/blog/good-post.md', 'utf8');
const good = () => parsePost('tests/fixtures/blog/good-post.md', fixture);

test('Markdown: anchors, tables, figures, external links marked noopener; raw HTML and script links never pass', () => {
  const post = good();
  const html = parseHtml(post.html);
  assert.equal(
    post.toc.filter((t) => t.depth === 2).map((t) => t.id),
    ['first-section', 'second-section', 'third-section'],
  );
  assert.ok(html.querySelector('h2#first-section'));
  assert.ok(html.querySelector('.table-scroll table'), 'tables scroll on phones');
  assert.is(html.querySelector('figure figcaption')?.text, 'Visits by month');
  assert.is(html.querySelector('a[href^="https://developers.google.com"]')?.getAttribute('rel'), 'noopener');
  assert.not.match(post.html, /<script|onerror|onclick|<div onclick|javascript:/i);
  assert.is(post.readingMinutes, 1);
  assert.equal(post.internalLinks, ['/strategy/local-seo']);
});

test('bad front matter is refused with the file and the field named', () => {
  const cases: [string, RegExp][] = [
    [fixture.replace(/^description: .*$/m, ''), /bad\.md: field "description"/],
    [fixture.replace('date: 2026-09-15', 'date: 15/09/2026'), /bad\.md: field "date"/],
    [
      fixture.replace('author: sarah-mitchell', 'author: someone-else'),
      /bad\.md: field "author" must be one of sarah-mitchell, james-oconnor, priya-nair, tom-gallagher/,
    ],
    [fixture.replace('tags: [local-seo, small-business]', 'tags: [Local SEO]'), /bad\.md: field "tags\.0"/],
    [fixture.replace('author: sarah-mitchell', 'author: sarah-mitchell\nmood: happy'), /bad\.md: field "mood"/],
    [fixture.replace('updated: 2026-10-01', 'updated: 2026-01-01'), /bad\.md: field "updated" is before "date"/],
    [fixture.replace(/^---\n/, ''), /bad\.md: must start with front matter/],
    [fixture.replace('title: "A Test Post About Local Search"', 'title: [unclosed'), /bad\.md: front matter is not valid YAML/],
  ];
  for (const [text, expected] of cases) {
    try {
      parsePost('data/blog/bad.md', text);
      assert.unreachable(`accepted: ${expected}`);
    } catch (err) {
      assert.instance(err, BlogError);
      assert.match((err as Error).message, expected);
    }
  }
});

test('a bad post fails the build with one line naming the file and field', () => {
  const dir = mkdtempSync(join(tmpdir(), 'laserfocus-blog-'));
  try {
    writeFileSync(join(dir, 'broken.md'), fixture.replace(/^description: .*$/m, ''));
    // The build reads data/blog; loadPosts is what it calls, shown here on a folder of one bad file.
    assert.throws(() => loadPosts(dir), /broken\.md: field "description"/);
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '-e', `import('./src/blog/posts.ts').then((m) => m.loadPosts(${JSON.stringify(dir)}))`],
      { encoding: 'utf8' },
    );
    assert.is.not(run.status, 0);
    assert.match(run.stderr, /broken\.md: field "description"/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** n posts, one a day back from 2026-10-31, tags cycling. */
function manyPosts(n: number): Post[] {
  const base = good();
  return Array.from({ length: n }, (_, i) => {
    const date = new Date(Date.UTC(2026, 9, 31 - i)).toISOString().slice(0, 10);
    return {
      ...base,
      slug: `post-${i}`,
      path: `/resources/blog/post-${i}`,
      title: `Post number ${i}`,
      date,
      updated: undefined,
      tags: [['seo', 'ads', 'content'][i % 3]!],
    };
  });
}

test('ten posts a page: page 1 at the index, then /page/2 ...; related posts share tags', () => {
  const pages = paginate(manyPosts(23), '/resources/blog');
  assert.equal(
    pages.map((p) => p.path),
    ['/resources/blog', '/resources/blog/page/2', '/resources/blog/page/3'],
  );
  assert.equal(
    pages.map((p) => p.listing.posts.length),
    [10, 10, 3],
  );
  assert.is(pages[2]!.listing.pageCount, 3);
  const all = manyPosts(9);
  assert.ok(relatedPosts(all[0]!, all).every((p) => p.tags.includes(all[0]!.tags[0]!)));
});

test('the Atom and JSON feeds parse with a feed library: full content, absolute links', () => {
  const list = manyPosts(3);
  const atom = parseFeed(atomFeed(list, 'https://www.laserfocus.example'));
  assert.is(atom.items.length, 3);
  assert.is(atom.items[0]!.url, 'https://www.laserfocus.example/resources/blog/post-0');
  assert.match(atom.items[0]!.content ?? '', 'href="https://www.laserfocus.example/strategy/local-seo"');
  assert.not.match(atom.items[0]!.content ?? '', 'href="/');
  const json = JSON.parse(jsonFeed(list, 'https://www.laserfocus.example'));
  assert.match(json.version, 'jsonfeed.org/version/1');
  assert.is(json.items.length, 3);
  assert.match(json.items[0].content_html, 'https://www.laserfocus.example/strategy/local-seo');
});

test('through the app: the index lists the posts, each post and feed answers, an unknown post is the real 404', async () => {
  const server = await startApp();
  try {
    const index = parseHtml((await server.app.inject('/resources/blog')).body);
    assert.is(index.querySelector('h1')?.text, 'SEO & Marketing Blog', "the spec's hero");
    assert.is(index.querySelectorAll('.post-list .post-card').length, Math.min(posts.length, 10));
    assert.ok(index.querySelector('link[rel="alternate"][type="application/atom+xml"]'));
    for (const post of posts) {
      const res = await server.app.inject(post.path);
      assert.is(res.statusCode, 200, post.path);
      const doc = parseHtml(res.body);
      assert.is(doc.querySelectorAll('h1').length, 1);
      const ld = doc.querySelectorAll('script[type="application/ld+json"]').map((s) => JSON.parse(s.text));
      assert.ok(
        ld.some((d) => d['@type'] === 'BlogPosting' && d.datePublished === post.date && d.author.name === post.authorInfo.name),
        'BlogPosting',
      );
      assert.ok(
        ld.some((d) => d['@type'] === 'BreadcrumbList'),
        'BreadcrumbList',
      );
      // The cover: AVIF, WebP and JPEG at several widths, its size given, loaded first as the largest paint.
      const picture = doc.querySelector('.post-cover');
      assert.ok(picture, `${post.path} cover`);
      const sources = picture!.querySelectorAll('source').map((s) => s.getAttribute('type'));
      assert.equal(sources, ['image/avif', 'image/webp']);
      const img = picture!.querySelector('img')!;
      assert.ok(Number(img.getAttribute('width')) > 0 && Number(img.getAttribute('height')) > 0, 'width and height');
      assert.is(img.getAttribute('fetchpriority'), 'high');
      assert.ok(img.getAttribute('alt'));
      for (const candidate of [
        ...picture!.querySelectorAll('source').map((s) => s.getAttribute('srcset')!),
        img.getAttribute('srcset')!,
      ].flatMap((set) => set.split(', ').map((c) => c.split(' ')[0]!))) {
        assert.is((await server.app.inject(candidate)).statusCode, 200, candidate);
      }
    }
    for (const path of ['/resources/blog/feed.xml', '/resources/blog/feed.json', '/llms.txt'])
      assert.is((await server.app.inject(path)).statusCode, 200, path);
    const missing = await server.app.inject('/resources/blog/no-such-post');
    assert.is(missing.statusCode, 404);
    assert.match(missing.body, '404');
    const sitemap = (await server.app.inject('/sitemap.xml')).body;
    for (const post of posts)
      assert.match(sitemap, `<loc>${server.config.SITE_URL}${post.path}</loc><lastmod>${post.updated ?? post.date}</lastmod>`);
    assert.ok(routes.some((r) => r.kind === 'blog-index'));
  } finally {
    await server.close();
  }
});

test.run();
