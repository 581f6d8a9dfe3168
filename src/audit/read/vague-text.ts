/**
 * Lighthouse's non-descriptive link texts ("click here", "read more") by language, a fact of each
 * anchor the reader keeps (anchor-facts.ts) and the finding (findings/link-text.ts) reports. Adapted
 * from Lighthouse core/audits/seo/link-text.js (GoogleChrome/lighthouse @ f8eac394a68b, 13.4.1),
 * Copyright 2017 Google LLC, licensed under the Apache License 2.0 (see THIRD_PARTY_NOTICES.md);
 * modified: ported to TypeScript, the lists unchanged.
 */

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
  return EVERY_LIST.has(term);
}

/** Every language's list as one, for a link whose language is unknown: one lookup, not one per language. */
const EVERY_LIST = new Set(Object.values(nonDescriptiveLinkTexts).flatMap((list) => [...list]));
