/**
 * The one route table: every public page, its <title>, description and how to render it.
 * It drives route registration, the sitemap, the navigation checks and the tests.
 */
import type { ReactElement } from 'react';
import { createElement } from 'react';
import { home } from '../../data/home.js';
import { privacy, } from '../../data/legal/privacy.js';
import { terms } from '../../data/legal/terms.js';
import { thankYou } from '../../data/thank-you.js';
import { servicePages } from '../../data/pages/index.js';
import { site } from '../../data/site.js';
import type { ServicePage as ServicePageData } from '../content/schema.js';
import { pageHasContactForm } from '../content/validate.js';
import type { AuditFormProps } from '../islands/AuditForm.js';
import type { Crumb } from '../views/PageHero.js';
import { HomePage } from '../views/pages/HomePage.js';
import { LegalPage } from '../views/pages/LegalPage.js';
import { ServicePage } from '../views/pages/ServicePage.js';
import { ThankYouPage } from '../views/pages/ThankYouPage.js';

export type PageKind = 'home' | 'legal' | 'thank-you' | 'service';

export interface RouteEntry {
  path: string;
  kind: PageKind;
  /** The full <title>. */
  title: string;
  description: string;
  noindex?: boolean;
  crumbs?: Crumb[];
  /** True when the page carries the audit form (section id "contact"). */
  hasForm: boolean;
  service?: ServicePageData;
  /** Renders the page body; `form` carries values and errors after a rejected no-JS POST. */
  render: (form?: Partial<AuditFormProps>) => ReactElement;
}

const withSuffix = (title: string) => `${title}${site.titleSuffix}`;

/** The visible trail and its BreadcrumbList: Home, then the page. */
const trail = (label: string): Crumb[] => [{ label: 'Home', href: '/' }, { label }];

function serviceRoute(page: ServicePageData): RouteEntry {
  const crumbs = trail(page.hero.title);
  return {
    path: page.path,
    kind: 'service',
    title: withSuffix(page.meta.title),
    description: page.meta.description,
    crumbs,
    hasForm: pageHasContactForm(page),
    service: page,
    render: (form) => createElement(ServicePage, { page, crumbs, form }),
  };
}

export const routes: RouteEntry[] = [
  {
    path: '/',
    kind: 'home',
    title: home.meta.title,
    description: home.meta.description,
    hasForm: true,
    render: (form) => createElement(HomePage, { form }),
  },
  {
    path: '/privacy-policy',
    kind: 'legal',
    title: withSuffix(privacy.meta.title),
    description: privacy.meta.description,
    crumbs: trail(privacy.title),
    hasForm: false,
    render: () => createElement(LegalPage, { content: privacy, crumbs: trail(privacy.title) }),
  },
  {
    path: '/terms-of-service',
    kind: 'legal',
    title: withSuffix(terms.meta.title),
    description: terms.meta.description,
    crumbs: trail(terms.title),
    hasForm: false,
    render: () => createElement(LegalPage, { content: terms, numbered: true, backHome: true, crumbs: trail(terms.title) }),
  },
  {
    path: '/thank-you',
    kind: 'thank-you',
    title: withSuffix(thankYou.meta.title),
    description: thankYou.meta.description,
    noindex: true,
    hasForm: false,
    render: () => createElement(ThankYouPage),
  },
  ...servicePages.map(serviceRoute),
];

export const routePaths: ReadonlySet<string> = new Set(routes.map((r) => r.path));
