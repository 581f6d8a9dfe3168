/**
 * Boot-time checks over the content: schema, unique paths, and every internal link
 * pointing at a real route. Boot fails with the list of problems rather than serving a broken site.
 */
import Value from 'typebox/value';
import { ServicePageSchema, type Button, type ServicePage } from './schema.js';

/** Anchors that exist on the home page, so '/#about' style links can be checked. */
export const homeSectionIds = ['hero', 'services', 'case-studies', 'about', 'contact'] as const;

/** The buttons and links a service page renders, in one list. */
export function pageButtons(page: ServicePage): Button[] {
  const out: Button[] = [...(page.hero.buttons ?? []), page.cta.button];
  for (const section of page.sections) {
    if (section.type === 'cards') for (const card of section.cards) if (card.link) out.push(card.link);
  }
  return out;
}

/** True when the page shows the audit form (any button scrolls to #contact). */
export function pageHasContactForm(page: ServicePage): boolean {
  return pageButtons(page).some((b) => b.href === '#contact');
}

/** Checks one internal href ('/path' or '/path#id') against the set of known routes. */
export function internalLinkProblem(href: string, routes: ReadonlySet<string>): string | undefined {
  const [path = '', fragment] = href.split('#');
  if (!routes.has(path)) return `links to ${href}, which is not a route`;
  if (path === '/' && fragment && !(homeSectionIds as readonly string[]).includes(fragment)) {
    return `links to ${href}, but the home page has no #${fragment}`;
  }
  return undefined;
}

/** Every problem with the service pages, as readable lines; an empty list means valid. */
export function servicePageProblems(pages: readonly unknown[], routes: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const raw of pages) {
    const label = (raw as { path?: string })?.path ?? '(page without path)';
    if (!Value.Check(ServicePageSchema, raw)) {
      for (const e of Value.Errors(ServicePageSchema, raw)) problems.push(`${label}: ${e.instancePath || '/'} ${e.message}`);
      continue;
    }
    const page = raw as ServicePage;
    if (seen.has(page.path)) problems.push(`${page.path}: duplicate path`);
    seen.add(page.path);
    for (const b of pageButtons(page)) {
      if (b.href.startsWith('/')) {
        const p = internalLinkProblem(b.href, routes);
        if (p) problems.push(`${page.path}: button '${b.label}' ${p}`);
      }
    }
  }
  return problems;
}

/** Words of visible copy on a service page (hero, sections, closing band). */
export function pageWordCount(page: ServicePage): number {
  const strings: string[] = [];
  const walk = (v: unknown, key = ''): void => {
    if (typeof v === 'string') {
      if (!['type', 'icon', 'gradient', 'href', 'path', 'variant', 'step', 'size'].includes(key)) strings.push(v);
    } else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) if (k !== 'meta') walk(x, k);
  };
  walk({ hero: page.hero, sections: page.sections, cta: page.cta });
  return strings.join(' ').split(/\s+/).filter(Boolean).length;
}
