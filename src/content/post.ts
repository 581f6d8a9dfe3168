/**
 * The shape of a blog post: its front matter (checked by src/blog/posts.ts against this schema, so a bad
 * file stops the build naming the field), and the post as the route table, the views and the feeds use it.
 * Here, with the pages' schema, so the route table's entries (page-entry.ts) and the views name a post
 * without loading the code that reads Markdown files.
 */
import Type, { type Static } from 'typebox';
import type { ImageRef } from '../images/responsive.js';

const Slug = Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' });
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const FrontMatterSchema = Type.Object(
  {
    title: Type.String({ minLength: 10, maxLength: 90 }),
    description: Type.String({ minLength: 120, maxLength: 160 }),
    date: IsoDate,
    updated: Type.Optional(IsoDate),
    author: Slug,
    tags: Type.Array(Slug, { minItems: 1, maxItems: 6 }),
    cover: Type.Optional(Type.String({ pattern: '^/images/' })),
    coverAlt: Type.Optional(Type.String({ minLength: 5 })),
  },
  { additionalProperties: false },
);
export type FrontMatter = Static<typeof FrontMatterSchema>;

/** A post's author: one of the team on the home page (data/home.ts). */
export interface Author {
  slug: string;
  name: string;
  role: string;
  bio: string;
}

/** One entry of a post's table of contents: an h2 or h3 and its anchor. */
export interface TocEntry {
  depth: 2 | 3;
  id: string;
  text: string;
}

export interface Post extends FrontMatter {
  slug: string;
  /** The cover with its size, when the post has one. */
  coverImage?: ImageRef;
  path: string;
  html: string;
  toc: TocEntry[];
  words: number;
  readingMinutes: number;
  internalLinks: string[];
  authorInfo: Author;
}
