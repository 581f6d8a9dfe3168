/**
 * The one route table: every public page, its <title>, description and the data its template
 * renders. It drives route registration, the sitemap, the boot checks and the tests.
 */
import { home } from '../../data/home.js';
import { privacy } from '../../data/legal/privacy.js';
import { terms } from '../../data/legal/terms.js';
import { thankYou } from '../../data/thank-you.js';
import { servicePages } from '../../data/pages/index.js';
import { site } from '../../data/site.js';
import type { ServicePage } from '../content/schema.js';
import type { Crumb, PageEntry } from '../content/page-entry.js';
import { pageHasContactForm } from '../content/validate.js';

const withSuffix = (title: string) => `${title}${site.titleSuffix}`;

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
  ...servicePages.map(serviceRoute),
];

export const routePaths: ReadonlySet<string> = new Set(routes.map((r) => r.path));

const byPath = new Map(routes.map((r) => [r.path, r]));

/** The page a form posted from `source` is re-shown on: that page when it has the form, else home. */
export function formPage(source: unknown): PageEntry {
  const entry = typeof source === 'string' ? byPath.get(source) : undefined;
  return entry?.hasForm ? entry : byPath.get('/')!;
}
