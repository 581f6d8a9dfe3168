/**
 * hreflang: the language versions a page names, in its head or its Link header (one in the body is
 * ignored, as search engines ignore it), checked by the rules of Lighthouse's hreflang audit
 * (core/audits/seo/hreflang.js, 13.4.1; Copyright 2017 Google LLC, Apache-2.0; ported to
 * TypeScript, see THIRD_PARTY_NOTICES.md): the language code must start with a language the IANA
 * registry lists (or be x-default), and the address must be a full http(s) one. Lighthouse's own
 * list of codes (from axe-core, MPL-2.0) is exactly the registry's language subtags at the version
 * pinned here, which is where ours come from (language-subtag-registry, CC0).
 */
import languages from 'language-subtag-registry/data/json/language.json' with { type: 'json' };
import { clip } from '../../lib/clip.js';
import { shown, siteCheck } from './finding.js';
import { ON_PAGE } from './proof.js';
import { plural } from '../../shared/words.js';

/** Every language subtag the registry lists; its private-use range qaa..qtz is listed as qaa alone, as in Lighthouse. */
let known: Set<string> | undefined;
const languageCodes = () => (known ??= new Set(Object.keys(languages).map((code) => code.split('..')[0] ?? code)));

/** Whether an hreflang value is x-default or starts with a known language (its script and region are not checked). */
export function isLanguageCode(hreflang: string): boolean {
  if (hreflang.toLowerCase() === 'x-default') return true;
  return languageCodes().has((hreflang.split('-')[0] ?? '').toLowerCase());
}

/** What is wrong with one language version, in words ('' when nothing is). */
function faultsOf(hreflang: string, href: string): string {
  const faults: string[] = [];
  if (!isLanguageCode(hreflang)) faults.push('not a known language code');
  const scheme = href.toLowerCase();
  if (!scheme.startsWith('http:') && !scheme.startsWith('https:')) faults.push(href ? 'not a full address' : 'no address');
  return faults.join(', ');
}

export const hreflang = [
  siteCheck({
    id: 'hreflang-invalid',
    group: 'search',
    shows: ON_PAGE.hreflang,
    severity: 'improvement',
    weight: 2,
    found: (n) =>
      `${plural(n, 'hreflang link has', 'hreflang links have')} a language code search engines do not know, or no full address.`,
    passed: 'Every hreflang link names a known language and a full address.',
    why: 'hreflang links tell search engines which version of a page to show speakers of each language; one with an unknown code or a relative address is ignored, so people may land on the wrong version.',
    fix: 'Use a language code such as en, en-AU or zh-Hans (or x-default) and the full https:// address of each version; most multilingual plugins do this.',
    // "Every hreflang link ..." is said only of a site that has one.
    appliesTo: ({ pages }) =>
      pages.some((x) => x.fetched.facts.alternates.length || x.fetched.headerFacts?.links.some((l) => l.rel === 'alternate' && l.hreflang)),
    collect: ({ pages }) =>
      pages.flatMap((x) =>
        [
          ...x.fetched.facts.alternates.map((a) => ({
            faults: faultsOf(a.hreflang, a.href),
            source: `<link rel="alternate" hreflang="${a.hreflang}" href="${a.href}">`,
          })),
          ...(x.fetched.headerFacts?.links ?? [])
            .filter((l) => l.rel === 'alternate' && l.hreflang)
            .map((l) => ({ faults: faultsOf(l.hreflang, l.uri), source: `Link: <${l.uri}>; rel="alternate"; hreflang="${l.hreflang}"` })),
        ].flatMap(({ faults, source }) => (faults ? [`${shown(x.url)}: ${clip(source, 160)} (${faults})`] : [])),
      ),
  }),
] as const;
