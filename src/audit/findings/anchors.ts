/**
 * Links search engines cannot follow, by the rules of Lighthouse's crawlable-anchors audit
 * (core/audits/seo/crawlable-anchors.js, 13.4.1; Copyright 2020 Google LLC, Apache-2.0; ported to
 * TypeScript, see THIRD_PARTY_NOTICES.md): an `<a>` whose href is `javascript:void(0)`, a `file:`
 * address or no address at all, or that runs a script instead of having an href. The rules are
 * applied while the page is read (anchor-facts.ts); a click handler added by a script is not in the
 * HTML, so only inline ones (`onclick="..."`) are seen.
 */
import { hasLinks, shown, siteCheck } from './finding.js';
import { ON_PAGE } from './proof.js';
import { plural } from '../../shared/words.js';

export const anchors = [
  siteCheck({
    id: 'uncrawlable-links',
    group: 'search',
    shows: ON_PAGE.uncrawlable,
    severity: 'improvement',
    weight: 3,
    found: (n) => `${plural(n, 'link on your pages', 'links on your pages')} cannot be followed by search engines.`,
    passed: 'Every link on your pages can be followed by search engines.',
    why: 'Search engines follow only links with a real address in href: a link that works by running a script (javascript:void(0), an onclick without href) hides the page it leads to from them.',
    fix: 'Give each link the address it leads to in href (<a href="/services">), and keep any script for extras; use a <button> for things that are not links.',
    appliesTo: hasLinks,
    // The same link repeated on a page (a slider's dots, a menu's toggles) is listed once, with how many there are.
    count: ({ pages }) => pages.reduce((n, x) => n + x.fetched.facts.uncrawlable.length, 0),
    collect: ({ pages }) =>
      pages.flatMap((x) => {
        const times = new Map<string, number>();
        for (const snippet of x.fetched.facts.uncrawlable) times.set(snippet, (times.get(snippet) ?? 0) + 1);
        return [...times].map(([snippet, n]) => `${shown(x.url)}: ${snippet}${n > 1 ? ` (${n} times)` : ''}`);
      }),
  }),
] as const;
