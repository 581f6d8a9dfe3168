/**
 * Every finding type of the site check, family by family (one file each, with its own test in
 * tests/unit/findings/). The report, the staff email and the webhook list findings in this order:
 * the start page's first, then the crawl's.
 */
import type { Evidence } from '../read/evidence.js';
import { agents } from './agents.js';
import { aiSearch } from './ai-search.js';
import { anchors } from './anchors.js';
import { canonicals } from './canonicals.js';
import { content } from './content.js';
import { closedBy, crawlable } from './crawlable.js';
import { descriptions } from './descriptions.js';
import type { Finding, FindingType } from './finding.js';
import { headings } from './headings.js';
import { hreflang } from './hreflang.js';
import { images } from './images.js';
import { linkText } from './link-text.js';
import { links } from './links.js';
import { local } from './local.js';
import { redirects } from './redirects.js';
import { richResults } from './rich-results.js';
import { security } from './security.js';
import { securityHeaders } from './security-headers.js';
import { sitemap } from './sitemap.js';
import { speed } from './speed.js';
import { titles } from './titles.js';

export const FAMILIES = {
  security,
  'security-headers': securityHeaders,
  speed,
  titles,
  descriptions,
  headings,
  canonicals,
  crawlable,
  content,
  'rich-results': richResults,
  images,
  links,
  anchors,
  'link-text': linkText,
  hreflang,
  redirects,
  sitemap,
  'ai-search': aiSearch,
  agents,
  local,
} as const;

/** Every finding type's id: a table keyed by it (a test, a view) fails to compile with a misspelt or forgotten one. */
export type FindingId = (typeof FAMILIES)[keyof typeof FAMILIES][number]['id'];

/** The catalogue; typed so that an id an overlap names (`startPage`, `passesWith`) must be one of its own. */
export const FINDING_TYPES: readonly FindingType<FindingId, FindingId>[] = Object.values(FAMILIES).flat();

const TYPES = new Map<string, FindingType<FindingId>>(FINDING_TYPES.map((t) => [t.id, t]));
/** A stored finding's type (undefined for an id no longer in the catalogue, kept by an old check). */
export const typeOf = (f: Pick<Finding, 'id'>): FindingType<FindingId> | undefined => TYPES.get(f.id);

/**
 * Every finding that applies to the evidence: the start page's, then (with a crawl) the site's. A pass
 * is kept only beside the passes its type's `overlaps.passesWith` names (finding.ts), in catalogue
 * order, so a pass withheld there withholds the passes that rest on it.
 */
export function findingsOf(e: Evidence): Finding[] {
  const kept = new Map<string, Finding>();
  // A site closed to search is said once, by the start page's noindex finding: what restates it is not given.
  const closed = closedBy({ start: e.start, site: e.site });
  const restates = (t: FindingType) => Boolean(closed && (t.overlaps?.closedSite === true || t.overlaps?.closedSite === closed));
  for (const scope of ['page', 'site'] as const)
    for (const t of FINDING_TYPES) {
      if (t.scope !== scope || restates(t)) continue;
      const f = t.judge(e);
      if (!f) continue;
      if (f.severity === 'passed' && !(t.overlaps?.passesWith ?? []).every((id) => kept.get(id)?.severity === 'passed')) continue;
      kept.set(f.id, f);
    }
  const all = [...kept.values()];
  // A closed site is said first: nothing else in the report matters until it is open.
  return [...all.filter((f) => f.closesSite), ...all.filter((f) => !f.closesSite)];
}
