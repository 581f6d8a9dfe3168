/**
 * The one route table: every public page, its <title>, description and the data its template
 * renders: the fixed pages, the service pages (data/pages), the blog (data/blog) and the case studies
 * (data/case-studies). The build renders every entry and checks the data behind it (checkContent);
 * the sitemap, the search index, llms.txt and the tests read it.
 */
import { home } from '../../data/home.js';
import { privacy } from '../../data/legal/privacy.js';
import { terms } from '../../data/legal/terms.js';
import { thankYou } from '../../data/thank-you.js';
import { servicePages } from '../../data/pages/index.js';
import { site } from '../../data/site.js';
import type { ServicePage } from '../content/schema.js';
import type { Crumb, PageEntry } from '../content/page-entry.js';
import { pageHasContactForm } from '../content/page-facts.js';
import { contentProblems } from '../content/validate.js';
import { blogEntries } from '../blog/entries.js';
import { BlogError, loadPosts } from '../blog/posts.js';
import { BLOG_PATH } from '../blog/paths.js';
import { caseStudies } from '../../data/case-studies/index.js';
import { imageRef } from '../images/dimensions.js';

const withSuffix = (title: string) => `${title}${site.titleSuffix}`;

/** The blog's posts (data/blog/*.md), newest first; a bad file stops the build here, naming it. */
export const posts = loadPosts();

/** The visible trail and its BreadcrumbList: Home, then the page. */
const trail = (label: string): Crumb[] => [{ label: 'Home', href: '/' }, { label }];

function serviceRoute(page: ServicePage): PageEntry {
  return {
    path: page.path,
    kind: 'service',
    title: withSuffix(page.meta.title),
    description: page.meta.description,
    crumbs: trail(page.hero.title),
    hasForm: pageHasContactForm(page),
    service: page,
  };
}

/** The blog's index page: its own entries (blogEntries) rather than a service page's. */
const blogPage = servicePages.find((p) => p.path === BLOG_PATH);
if (!blogPage) throw new Error(`data/pages has no page at ${BLOG_PATH}: the blog's index is one of them`);

export const routes: readonly PageEntry[] = [
  { path: '/', kind: 'home', title: home.meta.title, description: home.meta.description, hasForm: true },
  {
    path: '/privacy-policy',
    kind: 'legal',
    legal: privacy,
    title: withSuffix(privacy.meta.title),
    description: privacy.meta.description,
    crumbs: trail(privacy.title),
    hasForm: false,
  },
  {
    path: '/terms-of-service',
    kind: 'legal',
    legal: terms,
    numbered: true,
    backHome: true,
    title: withSuffix(terms.meta.title),
    description: terms.meta.description,
    crumbs: trail(terms.title),
    hasForm: false,
  },
  {
    path: '/thank-you',
    kind: 'thank-you',
    title: withSuffix(thankYou.meta.title),
    description: thankYou.meta.description,
    noindex: true,
    hasForm: false,
  },
  ...servicePages.filter((p) => p.path !== BLOG_PATH).map(serviceRoute),
  ...blogEntries(blogPage, posts, withSuffix),
  ...caseStudies.map(
    (study): PageEntry => ({
      path: `/work/case-studies/${study.slug}`,
      kind: 'case-study',
      study,
      // Its size read once here, so the page gives width and height and the view reads no file.
      image: study.image && imageRef(study.image.src, study.image.alt),
      title: withSuffix(study.title),
      description: study.description.length <= 160 ? study.description : `${study.description.slice(0, 157).replace(/\s+\S*$/, '')}...`,
      crumbs: [{ label: 'Home', href: '/' }, { label: 'Case Studies', href: '/work/case-studies' }, { label: study.title }],
      hasForm: true,
    }),
  ),
];

export const routePaths: ReadonlySet<string> = new Set(routes.map((r) => r.path));

/** The entry of the page at `path`, which the caller knows is one of the site's (a form's page, the thank-you page). */
export function routeAt(path: string): PageEntry {
  const entry = routes.find((r) => r.path === path);
  if (!entry) throw new Error(`The route table has no page at ${path}`);
  return entry;
}

// A post's links to the site must lead somewhere: checked here, so a dead one stops the build.
for (const post of posts) {
  const dead = post.internalLinks.map((href) => href.replace(/[?#].*$/, '') || '/').find((path) => !routePaths.has(path));
  if (dead) throw new BlogError(`data/blog/${post.slug}.md: links to ${dead}, which is not a page of the site`);
}

/** Throws when page data breaks a rule (src/content/validate.ts). */
export function checkContent(): void {
  const problems = contentProblems(servicePages, routePaths);
  if (problems.length) throw new Error(`Page data is invalid:\n  ${problems.join('\n  ')}`);
}
