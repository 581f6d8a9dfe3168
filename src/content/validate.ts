/**
 * The checks the build runs over the content (and a run from source, at boot): the page schema, unique paths and section ids, every link in
 * page data, navigation, footer and home copy pointing at a real route (and a real '#anchor'), and
 * no phone number or email address in copy other than the site's own. Boot fails with the list of
 * problems rather than serving a broken site.
 */
import Value from 'typebox/value';
import { ServicePageSchema, type ServicePage } from './schema.js';
import { pageAnchors, pageButtons } from './page-facts.js';
import { sectionIds } from '../shared/section-ids.js';
import { contactDetailProblems } from './contact-facts.js';
import { stringsIn } from './strings.js';
import { siteContent, type SiteContent } from './site-content.js';

/** Ids the layout itself puts on a page, which a section id must not repeat (the audit form's among them). */
const layoutIds = new Set(['main', sectionIds.contact, 'cta-heading', 'form-errors', 'mobile-nav-panel', 'site-menu']);

/** Path -> the '#anchors' that page has, for the pages whose anchors are known. */
export type AnchorMap = ReadonlyMap<string, ReadonlySet<string>>;

/** The anchors of the home page and of every valid service page among `pages`. */
export function anchorMap(pages: readonly unknown[]): AnchorMap {
  const map = new Map<string, ReadonlySet<string>>([['/', new Set<string>(Object.values(sectionIds))]]);
  for (const page of pages) if (Value.Check(ServicePageSchema, page)) map.set(page.path, pageAnchors(page));
  return map;
}

/**
 * Checks one href written in data: '#id' against the anchors of the page it is on (`here`), and
 * '/path' or '/path#id' against the routes and that page's anchors.
 */
export function linkProblem(href: string, routes: ReadonlySet<string>, anchors: AnchorMap, here: ReadonlySet<string>): string | undefined {
  if (href.startsWith('#')) return here.has(href.slice(1)) ? undefined : `links to ${href}, but this page has no such section`;
  if (!href.startsWith('/')) return `links to ${href}, which is not an internal path`;
  const [path = '', fragment] = href.split('#');
  if (!routes.has(path)) return `links to ${href}, which is not a route`;
  if (fragment !== undefined && !anchors.get(path)?.has(fragment)) {
    return `links to ${href}, but ${path === '/' ? 'the home page' : path} has no #${fragment}`;
  }
  return undefined;
}

/** Every problem with the service pages, as readable lines; an empty list means valid. */
export function servicePageProblems(pages: readonly unknown[], routes: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const anchors = anchorMap(pages);
  for (const raw of pages) {
    const label = (raw as { path?: string })?.path ?? '(page without path)';
    if (!Value.Check(ServicePageSchema, raw)) {
      for (const e of Value.Errors(ServicePageSchema, raw)) problems.push(`${label}: ${e.instancePath || '/'} ${e.message}`);
      continue;
    }
    const page = raw as ServicePage;
    if (seen.has(page.path)) problems.push(`${page.path}: duplicate path`);
    seen.add(page.path);
    const ids = new Set<string>();
    for (const { id } of page.sections) {
      if (id && (ids.has(id) || layoutIds.has(id))) problems.push(`${page.path}: section id '${id}' is already used on the page`);
      if (id) ids.add(id);
    }
    const here = anchors.get(page.path) ?? new Set();
    for (const b of pageButtons(page)) {
      const p = b.href === 'tel' ? undefined : linkProblem(b.href, routes, anchors, here);
      if (p) problems.push(`${page.path}: button '${b.label ?? b.href}' ${p}`);
    }
    problems.push(...contactDetailProblems(page.path, page));
  }
  return problems;
}

/**
 * Every problem with the site's content: the service pages, then the navigation and footer links,
 * the home, legal and thank-you copy (its links and its contact details).
 */
export function contentProblems(pages: readonly unknown[], routes: ReadonlySet<string>, content: SiteContent = siteContent): string[] {
  const anchors = anchorMap(pages);
  const none = new Set<string>();
  const problems = servicePageProblems(pages, routes);
  const check = (where: string, href: string, here: ReadonlySet<string> = none) => {
    const p = linkProblem(href, routes, anchors, here);
    if (p) problems.push(`${where} ${p}`);
  };
  for (const l of content.menuLinks) check(`navigation: '${l.label}'`, l.href);
  for (const col of content.footerColumns) for (const l of col.links) check(`footer '${col.title}': '${l.label}'`, l.href);
  const copy: [string, unknown, ReadonlySet<string>][] = [
    ['home', content.home, anchors.get('/') ?? none],
    ...content.legalPages.map((p): [string, unknown, ReadonlySet<string>] => [`legal page '${p.title}'`, p, none]),
    ['thank-you', content.thankYou, none],
  ];
  for (const [where, value, here] of copy) {
    for (const { at, key, text } of stringsIn(value)) if (key === 'href') check(`${where}: ${at}`, text, here);
    problems.push(...contactDetailProblems(where, value));
  }
  problems.push(...contactDetailProblems('navigation', content.menus), ...contactDetailProblems('footer', content.footerColumns));
  return problems;
}
