/**
 * Link text: links whose words say nothing about where they lead ("click here", "read more"), by the
 * rules of Lighthouse's link-text audit. The word lists and the rules are adapted from Lighthouse
 * core/audits/seo/link-text.js (GoogleChrome/lighthouse @ f8eac394a68b, 13.4.1), Copyright 2017
 * Google LLC, licensed under the Apache License 2.0 (see THIRD_PARTY_NOTICES.md); modified: ported
 * to TypeScript. The anchors are read in read/anchor-facts.ts, which keeps only those whose text is
 * on Lighthouse's list for their language (read/vague-text.ts); the page's own address is known here,
 * so links to the same page (`#top`, the page itself) are left out here.
 */
import { clip } from '../../lib/clip.js';
import { hasLinks, shown, siteCheck } from './finding.js';
import { ON_PAGE } from './proof.js';
import { plural } from '../../shared/words.js';

/** The address without its #fragment, or undefined when it does not parse. */
function withoutFragment(href: string, base: string): string | undefined {
  try {
    const url = new URL(href, base);
    url.hash = '';
    return url.href;
  } catch {
    return undefined;
  }
}

export const linkText = [
  siteCheck({
    id: 'vague-link-text',
    group: 'search',
    shows: ON_PAGE.vagueLink,
    severity: 'improvement',
    weight: 2,
    found: (n, { pages }) =>
      `${plural(n, 'link says', 'links say')} nothing about where ${n === 1 ? 'it leads' : 'they lead'} (${
        pages.some((x) => x.fetched.facts.vagueLinks.some((v) => !v.text))
          ? 'words such as "click here", or none at all'
          : '"click here", "read more"'
      }).`,
    passed: "Every link's words say where it leads.",
    why: 'Search engines read a link\'s words to learn what the page it leads to is about, and people using screen readers often hear links on their own: "click here" tells neither of them anything.',
    fix: 'Write link text that names the destination, such as "Our hot water services" instead of "Read more".',
    appliesTo: hasLinks,
    collect: ({ pages }) =>
      pages.flatMap((x) => {
        const page = withoutFragment(x.fetched.finalUrl, x.fetched.finalUrl);
        return x.fetched.facts.vagueLinks.flatMap(({ text, href }) => {
          const target = withoutFragment(href, x.fetched.finalUrl);
          // A link to the same page (a fragment, the page's own address) only moves within it.
          if (target === page || /^(javascript|mailto):/i.test(target ?? '')) return [];
          return [`${shown(x.url)}: ${text ? `"${clip(text, 60)}"` : 'no words'} → ${shown(target ?? href)}`];
        });
      }),
  }),
] as const;
