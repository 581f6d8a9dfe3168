/**
 * The blog's posts: one Markdown file each in data/blog/, front matter checked against a schema (a
 * bad file stops the build, naming the file and the field), body rendered by markdown.ts. Authors
 * are the team on the home page (data/home.ts), each with a slug made from their name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Value from 'typebox/value';
import { parse as parseYaml } from 'yaml';
import { home } from '../../data/home.js';
import { FrontMatterSchema, type Author, type FrontMatter, type Post } from '../content/post.js';
import { renderMarkdown } from './markdown.js';
import { imageRef } from '../images/dimensions.js';
import type { ImageRef } from '../images/responsive.js';
import { BLOG_PATH } from './paths.js';

export const POSTS_PER_PAGE = 10;
/** Reading speed for the reading time, in words a minute. */
const WORDS_PER_MINUTE = 200;

export class BlogError extends Error {
  override name = 'BlogError';
}

/** "James O'Connor" → "james-oconnor". */
export const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const authors: readonly Author[] = home.team.members.map((m) => ({ slug: slugOf(m.name), name: m.name, role: m.role, bio: m.bio }));

/** One file's front matter and body; throws BlogError naming the file and the field. */
export function parsePost(file: string, text: string): Post {
  const [, frontMatter, markdown] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text) ?? [];
  if (frontMatter === undefined || markdown === undefined) throw new BlogError(`${file}: must start with front matter between --- lines`);
  let data: unknown;
  try {
    data = parseYaml(frontMatter, { schema: 'core' });
  } catch (err) {
    throw new BlogError(`${file}: front matter is not valid YAML (${(err as Error).message.split('\n')[0]})`);
  }
  // YAML reads 2026-09-15 as a date: dates are kept as the text written.
  if (data && typeof data === 'object') {
    for (const key of ['date', 'updated'] as const) {
      const v = (data as Record<string, unknown>)[key];
      if (v instanceof Date) (data as Record<string, unknown>)[key] = v.toISOString().slice(0, 10);
    }
  }
  const error = Value.Errors(FrontMatterSchema, data)[Symbol.iterator]().next().value;
  if (error) {
    const params = error.params as { requiredProperties?: string[]; additionalProperties?: string[] | string };
    const missing = params.requiredProperties?.[0];
    if (missing) throw new BlogError(`${file}: field "${missing}" is required`);
    const extra = [params.additionalProperties].flat()[0];
    if (extra)
      throw new BlogError(
        `${file}: field "${extra}" is not a known field (title, description, date, updated, author, tags, cover, coverAlt)`,
      );
    const field = error.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'front matter';
    throw new BlogError(`${file}: field "${field}" ${error.message}`);
  }
  const fm = data as FrontMatter;
  if (Number.isNaN(Date.parse(fm.date))) throw new BlogError(`${file}: field "date" is not a real date`);
  if (fm.updated && fm.updated < fm.date) throw new BlogError(`${file}: field "updated" is before "date"`);
  if (Boolean(fm.cover) !== Boolean(fm.coverAlt)) throw new BlogError(`${file}: fields "cover" and "coverAlt" go together`);
  const authorInfo = authors.find((a) => a.slug === fm.author);
  if (!authorInfo) throw new BlogError(`${file}: field "author" must be one of ${authors.map((a) => a.slug).join(', ')}`);
  const slug = file.replace(/^.*\//, '').replace(/\.md$/, '');
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) throw new BlogError(`${file}: the file name must be a slug (lower case, digits, hyphens)`);
  const body = renderMarkdown(markdown);
  let coverImage: ImageRef | undefined;
  try {
    coverImage = fm.cover && fm.coverAlt ? imageRef(fm.cover, fm.coverAlt) : undefined;
  } catch (err) {
    throw new BlogError(`${file}: field "cover": ${(err as Error).message}`);
  }
  return {
    ...fm,
    coverImage,
    slug,
    path: `${BLOG_PATH}/${slug}`,
    ...body,
    readingMinutes: Math.max(1, Math.round(body.words / WORDS_PER_MINUTE)),
    authorInfo,
  };
}

/** Every post in `dir`, newest first (then by title). */
export function loadPosts(dir = 'data/blog'): Post[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.md') && f !== 'README.md');
  } catch {
    return [];
  }
  return files
    .map((f) => parsePost(join(dir, f), readFileSync(join(dir, f), 'utf8')))
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/** Posts sharing the most tags with `post` (then newest), at most `n`. */
export function relatedPosts(post: Post, posts: readonly Post[], n = 3): Post[] {
  return posts
    .filter((p) => p.slug !== post.slug)
    .map((p) => ({ p, shared: p.tags.filter((t) => post.tags.includes(t)).length }))
    .filter((x) => x.shared > 0)
    .sort((a, b) => b.shared - a.shared || b.p.date.localeCompare(a.p.date))
    .slice(0, n)
    .map((x) => x.p);
}

/** The last-changed date of a post: its update, else its date. */
export const lastModified = (post: Pick<Post, 'date' | 'updated'>) => post.updated ?? post.date;
