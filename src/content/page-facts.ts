/**
 * Facts read off a service page's data that rendering and routing rely on: its buttons, whether it
 * carries the audit form, which '#anchors' it has, how many words of copy it shows. The build's
 * checks (validate.ts) use the same functions, so what is checked is what is rendered.
 */
import type { Button, ServicePage } from './schema.js';
import { sectionIds } from '../shared/section-ids.js';
import { stringsIn } from './strings.js';

/** The buttons and links a service page renders, in one list. */
export function pageButtons(page: ServicePage): Button[] {
  const out: Button[] = [...(page.hero.buttons ?? []), page.cta.button];
  for (const section of page.sections) {
    if (section.type === 'cards') for (const card of section.cards) if (card.link) out.push(card.link);
  }
  return out;
}

/** True when the page shows the audit form (any button scrolls to it). */
export function pageHasContactForm(page: ServicePage): boolean {
  return pageButtons(page).some((b) => b.href === `#${sectionIds.contact}`);
}

/** The anchors a service page has: its section ids, and the form's when it shows the audit form. */
export function pageAnchors(page: ServicePage): Set<string> {
  const ids = new Set(page.sections.flatMap((s) => (s.id ? [s.id] : [])));
  if (pageHasContactForm(page)) ids.add(sectionIds.contact);
  return ids;
}

/** Words of visible copy on a service page (hero, sections, closing band). */
export function pageWordCount(page: ServicePage): number {
  const notCopy = new Set(['type', 'icon', 'gradient', 'href', 'id', 'step', 'size']);
  return stringsIn({ hero: page.hero, sections: page.sections, cta: page.cta })
    .filter((s) => !notCopy.has(s.key))
    .flatMap((s) => s.text.split(/\s+/).filter(Boolean)).length;
}
