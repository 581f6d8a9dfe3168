/**
 * The blog's route table entries, made from the posts: the index and its pages (10 posts each), a
 * page per post, per tag and per author. Used by src/routes/route-table.ts.
 */
import type { ServicePage } from '../content/schema.js';
import type { Crumb, PageEntry, PostListing } from '../content/page-entry.js';
import { site } from '../../data/site.js';
import type { Post } from '../content/post.js';
import { BLOG_PATH, tagLabel } from './paths.js';
import { POSTS_PER_PAGE, authors, lastModified, relatedPosts } from './posts.js';

/** Splits posts into pages of POSTS_PER_PAGE; page 1 at `firstPage`, page N at `${firstPage}/page/N`. */
export function paginate(posts: Post[], firstPage: string): { path: string; listing: PostListing }[] {
  const pageCount = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE));
  return Array.from({ length: pageCount }, (_, i) => ({
    path: i === 0 ? firstPage : `${firstPage}/page/${i + 1}`,
    listing: { posts: posts.slice(i * POSTS_PER_PAGE, (i + 1) * POSTS_PER_PAGE), pageNumber: i + 1, pageCount, firstPage },
  }));
}

const newest = (posts: Post[]) => posts.map(lastModified).sort().at(-1);
const pageSuffix = (n: number) => (n > 1 ? ` (Page ${n})` : '');

const home: Crumb = { label: 'Home', href: '/' };
const blogCrumb: Crumb = { label: 'Blog', href: BLOG_PATH };

/** Adds the site's name to a page title (the route table's `withSuffix`). */
type TitleSuffix = (title: string) => string;

/** The blog index, `blog`'s spec over the posts, and its later pages. */
function indexEntries(blog: ServicePage, posts: Post[], withSuffix: TitleSuffix): PageEntry[] {
  return paginate(posts, BLOG_PATH).map(({ path, listing }) => ({
    path,
    kind: 'blog-index',
    service: blog,
    listing,
    title: withSuffix(`${blog.meta.title}${pageSuffix(listing.pageNumber)}`),
    description: blog.meta.description,
    crumbs: listing.pageNumber === 1 ? [home, { label: blog.hero.title }] : [home, blogCrumb, { label: `Page ${listing.pageNumber}` }],
    hasForm: false,
    lastmod: newest(listing.posts),
  }));
}

/** A page per post, with its neighbours and related posts. */
function postEntries(posts: Post[], withSuffix: TitleSuffix): PageEntry[] {
  return posts.map((post, i) => ({
    path: post.path,
    kind: 'post',
    post,
    // Posts are newest first: the previous post is the older one.
    previous: posts[i + 1],
    next: posts[i - 1],
    related: relatedPosts(post, posts),
    title: withSuffix(post.title),
    description: post.description,
    crumbs: [home, blogCrumb, { label: post.title }],
    hasForm: true,
    lastmod: lastModified(post),
  }));
}

/** The pages of each tag, tags in alphabetical order. */
function tagEntries(posts: Post[], withSuffix: TitleSuffix): PageEntry[] {
  const tags = [...new Set(posts.flatMap((p) => p.tags))].sort();
  return tags.flatMap((tag) => {
    const tagged = posts.filter((p) => p.tags.includes(tag));
    const label = tagLabel(tag);
    return paginate(tagged, `${BLOG_PATH}/tag/${tag}`).map(
      ({ path, listing }): PageEntry => ({
        path,
        kind: 'tag',
        tag,
        label,
        listing,
        title: withSuffix(`${label} Articles${pageSuffix(listing.pageNumber)}`),
        description: `${label} articles from the ${site.name} team in ${site.address.locality}: practical, plain-English advice for Australian business owners.`,
        crumbs: [home, blogCrumb, { label }],
        hasForm: false,
        lastmod: newest(listing.posts),
      }),
    );
  });
}

/** The pages of each author who has written a post. */
function authorEntries(posts: Post[], withSuffix: TitleSuffix): PageEntry[] {
  return authors.flatMap((author) => {
    const written = posts.filter((p) => p.author === author.slug);
    if (!written.length) return [];
    return paginate(written, `${BLOG_PATH}/author/${author.slug}`).map(
      ({ path, listing }): PageEntry => ({
        path,
        kind: 'author',
        author,
        listing,
        title: withSuffix(`${author.name}, ${author.role}${pageSuffix(listing.pageNumber)}`),
        description: `Articles by ${author.name}, ${author.role}: ${author.bio}`.slice(0, 158).replace(/\s+\S*$/, '') + '.',
        crumbs: [home, blogCrumb, { label: author.name }],
        hasForm: false,
        lastmod: newest(listing.posts),
      }),
    );
  });
}

/** Every blog page: the index pages, then the posts, the tag pages and the author pages. */
export function blogEntries(blog: ServicePage, posts: Post[], withSuffix: TitleSuffix): PageEntry[] {
  return [
    ...indexEntries(blog, posts, withSuffix),
    ...postEntries(posts, withSuffix),
    ...tagEntries(posts, withSuffix),
    ...authorEntries(posts, withSuffix),
  ];
}
