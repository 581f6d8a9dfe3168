/**
 * One entry of the route table, as the views and the structured data need it: which page lives at
 * a path, its head, and the data its template renders. The route table (src/routes/route-table.ts)
 * builds these; the views render them.
 */
import type { ServicePage } from './schema.js';
import type { CaseStudyDetail, LegalPage } from './types.js';
import type { Author, Post } from './post.js';
import type { ImageRef } from '../images/responsive.js';

export interface Crumb {
  label: string;
  /** Absent on the last crumb, the current page. */
  href?: string;
}

interface EntryBase {
  path: string;
  /** The full <title>. */
  title: string;
  description: string;
  noindex?: boolean;
  /** The visible breadcrumb trail (and its BreadcrumbList); the home page has none. */
  crumbs?: Crumb[];
  /** True when the page carries the audit form (section id "contact"). */
  hasForm: boolean;
  /** When the page last changed (YYYY-MM-DD), for the sitemap; absent when unknown. */
  lastmod?: string;
}

/** A list of posts and where it sits among its pages (the blog index, a tag, an author). */
export interface PostListing {
  posts: Post[];
  pageNumber: number;
  pageCount: number;
  /** The path of page 1; page N lives at `${firstPage}/page/N`. */
  firstPage: string;
}

export type PageEntry = EntryBase &
  (
    | { kind: 'home' }
    | { kind: 'thank-you' }
    | { kind: 'legal'; legal: LegalPage; numbered?: boolean; backHome?: boolean }
    | { kind: 'service'; service: ServicePage }
    | { kind: 'blog-index'; service: ServicePage; listing: PostListing }
    | { kind: 'post'; post: Post; previous?: Post; next?: Post; related: Post[] }
    | { kind: 'tag'; tag: string; label: string; listing: PostListing }
    | { kind: 'author'; author: Author; listing: PostListing }
    | { kind: 'case-study'; study: CaseStudyDetail; image?: ImageRef }
  );
