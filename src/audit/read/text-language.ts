/**
 * The language a page's visible text is written in, told by its function words: the short words
 * ("und", "the", "les", "het") that make up a large share of any running text and that each language
 * has its own of. Only the languages of the countries the check reads (English, German, French,
 * Dutch) are told, since only they change how a page's numbers, addresses and links are read; a page
 * in another language is told none.
 *
 * Why not a trigram model such as franc-min: its models cost each check thread about 20 MB, and the
 * hostile-site bench's peak went from 195 MB to 234–247 MB, over its 200 MB goal (issue 81). These
 * lists cost a few kilobytes, and reading is one pass over at most TEXT_LANGUAGE_CHARS characters.
 */

/** Function words, each list's most frequent; a word two lists share ("in", "die", "de", "en") tells nothing and is dropped below. */
const FUNCTION_WORDS: Record<string, string> = {
  en: 'the and of to is for with our you your we are that this be at from or as it by an can will have has not all us was were which their they',
  de: 'der die das und ist für mit von den dem des ein eine einer einen nicht sie wir ihr ihre ihren auf im zu auch oder bei sich unsere unser unseren werden sind wird über nach zum zur aus',
  fr: 'le la les et des du un une pour avec est dans sur nous vous votre vos nos au aux par qui que pas ce cette sont plus notre leur ou',
  nl: 'de het een en van voor met op zijn wij uw ons onze niet ook bij naar dat die te worden kunt aan u je jouw wordt deze heeft',
};

/** Each word that only one language's list has, and that language. */
const LANGUAGE_OF_WORD: ReadonlyMap<string, string> = (() => {
  const seen = new Map<string, string | null>();
  for (const [language, words] of Object.entries(FUNCTION_WORDS))
    for (const word of words.split(' ')) seen.set(word, seen.has(word) && seen.get(word) !== language ? null : language);
  return new Map([...seen].filter((e): e is [string, string] => e[1] !== null));
})();

/** The characters of a page's visible text read: enough words past a menu's, and a bound on the work. */
export const TEXT_LANGUAGE_CHARS = 3000;
/** Function words a text needs before its language is told. */
const HITS_MIN = 8;
/** The share of its words a language's function words must be: running text, not a list of names. */
const SHARE_MIN = 0.12;
/** How many times the next language's hits the first's must be. */
const LEAD = 3;

/**
 * The language (ISO 639-1: `en`, `de`, `fr`, `nl`) `text` is written in, or undefined where it is
 * too short, in another language, or mixed past telling.
 */
export function textLanguageOf(text: string): string | undefined {
  const hits = new Map<string, number>();
  let words = 0;
  for (const [word] of text
    .slice(0, TEXT_LANGUAGE_CHARS)
    .toLowerCase()
    .matchAll(/\p{L}+/gu)) {
    words++;
    const language = LANGUAGE_OF_WORD.get(word);
    if (language) hits.set(language, (hits.get(language) ?? 0) + 1);
  }
  const [first, second] = [...hits].sort((a, b) => b[1] - a[1]);
  if (!first || first[1] < HITS_MIN || first[1] < words * SHARE_MIN || first[1] < (second?.[1] ?? 0) * LEAD) return undefined;
  return first[0];
}
