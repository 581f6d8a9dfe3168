/**
 * Link text: links whose words say nothing about where they lead ("click here", "read more"), by the
 * rules of Lighthouse's link-text audit. The word lists and the rules are adapted from Lighthouse
 * core/audits/seo/link-text.js (GoogleChrome/lighthouse @ f8eac394a68b, 13.4.1), Copyright 2017
 * Google LLC, licensed under the Apache License 2.0 (see THIRD_PARTY_NOTICES.md); modified: ported
 * to TypeScript, the lists unchanged. The anchors are read in page-facts.ts (anchor-facts.ts), which
 * keeps only those whose text is on the list for their language; the page's own address is known
 * here, so links to the same page (`#top`, the page itself) are left out here.
 */
import { clip } from '../clip.js';
import { count, shown, siteCheck, type FindingType } from './finding.js';

/** Lighthouse's non-descriptive link texts by language, verbatim (compared lowercased, without Unicode normalisation). */
const nonDescriptiveLinkTexts: Record<string, Set<string>> = {
  // English
  en: new Set([
    'click here',
    'click this',
    'go',
    'here',
    'information',
    'learn more',
    'more',
    'more info',
    'more information',
    'right here',
    'read more',
    'see more',
    'start',
    'this',
  ]),
  // Japanese
  ja: new Set(['ここをクリック', 'こちらをクリック', 'リンク', '続きを読む', '続く', '全文表示']),
  // Spanish
  es: new Set([
    'click aquí',
    'click aqui',
    'clicka aquí',
    'clicka aqui',
    'pincha aquí',
    'pincha aqui',
    'aquí',
    'aqui',
    'más',
    'mas',
    'más información',
    'más informacion',
    'mas información',
    'mas informacion',
    'este',
    'enlace',
    'este enlace',
    'empezar',
  ]),
  // Portuguese
  pt: new Set(['clique aqui', 'ir', 'mais informação', 'mais informações', 'mais', 'veja mais']),
  // Korean
  ko: new Set(['여기', '여기를 클릭', '클릭', '링크', '자세히', '자세히 보기', '계속', '이동', '전체 보기']),
  // Swedish
  sv: new Set(['här', 'klicka här', 'läs mer', 'mer', 'mer info', 'mer information']),
  // German
  de: new Set(['klicke hier', 'hier klicken', 'hier', 'mehr', 'siehe', 'dies', 'das', 'weiterlesen']),
  // Tamil
  ta: new Set([
    'அடுத்த பக்கம்',
    'மறுபக்கம்',
    'முந்தைய பக்கம்',
    'முன்பக்கம்',
    'மேலும் அறிக',
    'மேலும் தகவலுக்கு',
    'மேலும் தரவுகளுக்கு',
    'தயவுசெய்து இங்கே அழுத்தவும்',
    'இங்கே கிளிக் செய்யவும்',
  ]),
  // Persian
  fa: new Set([
    'اطلاعات بیشتر',
    'اطلاعات',
    'این',
    'اینجا بزنید',
    'اینجا کلیک کنید',
    'اینجا',
    'برو',
    'بیشتر بخوانید',
    'بیشتر بدانید',
    'بیشتر',
    'شروع',
  ]),
};

/** Longer text than any entry cannot be on the lists (the reader stops collecting text past it). */
export const VAGUE_TEXT_MAX = 64;

/**
 * Whether a link's text (whitespace already collapsed) is on the list for its language: `lang`'s
 * primary subtag as written (`de-CH` reads the German list; `EN` and `fr` read none), or every list
 * when the language is unknown ('' or undefined), as in Lighthouse.
 */
export function isVagueText(text: string, lang: string | undefined): boolean {
  const term = text.trim().toLowerCase();
  if (!term) return false;
  if (lang) return nonDescriptiveLinkTexts[lang.split('-')[0] ?? '']?.has(term) ?? false;
  return Object.values(nonDescriptiveLinkTexts).some((list) => list.has(term));
}

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

export const linkText: FindingType[] = [
  siteCheck({
    id: 'vague-link-text',
    severity: 'improvement',
    weight: 2,
    found: (n) =>
      `${count(n, 'link says', 'links say')} nothing about where ${n === 1 ? 'it leads' : 'they lead'} ("click here", "read more").`,
    passed: "Every link's words say where it leads.",
    why: 'Search engines read a link\'s words to learn what the page it leads to is about, and people using screen readers often hear links on their own: "click here" tells neither of them anything.',
    fix: 'Write link text that names the destination, such as "Our hot water services" instead of "Read more".',
    collect: ({ pages }) =>
      pages.flatMap((x) => {
        const page = withoutFragment(x.fetched.finalUrl, x.fetched.finalUrl);
        return x.fetched.facts.vagueLinks.flatMap(({ text, href }) => {
          const target = withoutFragment(href, x.fetched.finalUrl);
          // A link to the same page (a fragment, the page's own address) only moves within it.
          if (target === page || /^(javascript|mailto):/i.test(target ?? '')) return [];
          return [`${shown(x.url)}: "${clip(text, 60)}" → ${shown(target ?? href)}`];
        });
      }),
  }),
];
