/** Titles: the headline of every search result. */
import { clip } from '../../lib/clip.js';
import { hasPlaceholder } from '../read/placeholder.js';
import { duplicates, pageCheck, shown, siteCheck } from './finding.js';
import { ON_PAGE } from './proof.js';
import { plural } from '../../shared/words.js';

/** Google shows about 50-60 characters of a title; under 15 wastes the headline. */
export const TITLE_MIN = 15;
export const TITLE_MAX = 60;

const badLength = (n: number) => n > 0 && (n < TITLE_MIN || n > TITLE_MAX);

export const titles = [
  pageCheck({
    id: 'title',
    group: 'search',
    shows: ON_PAGE.title,
    fixedBy: 'title',
    weight: 8,
    why: `The title is the headline of your search result; ${TITLE_MIN} to ${TITLE_MAX} characters shows in full and tells people what you offer.`,
    fix: `Write a title of ${TITLE_MIN} to ${TITLE_MAX} characters naming what you offer and where.`,
    judge: ({ facts: { title } }) => {
      if (!title?.length) return { severity: 'problem', message: 'The page has no title.' };
      if (hasPlaceholder(title.value))
        return { severity: 'problem', message: `The title was pasted without being filled in: "${clip(title.value, 80)}".` };
      return {
        severity: badLength(title.length) ? 'improvement' : 'passed',
        message: `The title is ${title.length} characters long: "${clip(title.value, 80)}".`,
      };
    },
  }),
  siteCheck({
    id: 'titles-missing',
    group: 'search',
    shows: ON_PAGE.title,
    severity: 'problem',
    weight: 6,
    found: (n) => `${plural(n, 'page has', 'pages have')} no title.`,
    passed: 'Every page has a title.',
    why: 'The title is the headline of your search result; without one search engines make one up.',
    fix: `Give every page a unique title of ${TITLE_MIN} to ${TITLE_MAX} characters naming what it offers.`,
    overlaps: { startPage: 'title' },
    collect: ({ pages }) => pages.filter((x) => !x.fetched.facts.title?.length).map((x) => shown(x.url)),
  }),
  siteCheck({
    id: 'titles-length',
    group: 'search',
    shows: ON_PAGE.title,
    severity: 'improvement',
    weight: 3,
    found: (n) => `${plural(n, 'page has a title', 'pages have titles')} shorter than ${TITLE_MIN} or longer than ${TITLE_MAX} characters.`,
    passed: `Every title is ${TITLE_MIN} to ${TITLE_MAX} characters long.`,
    why: 'Short titles waste the headline; long ones are cut off in results.',
    fix: `Rewrite these titles to ${TITLE_MIN}-${TITLE_MAX} characters, most important words first.`,
    // A page with no title has no length to pass: "every title is ..." waits for every page to have one.
    overlaps: { startPage: 'title', passesWith: ['titles-missing'] },
    collect: ({ pages }) =>
      pages.flatMap((x) =>
        badLength(x.fetched.facts.title?.length ?? 0) ? [`${shown(x.url)} (${x.fetched.facts.title?.length} characters)`] : [],
      ),
  }),
  siteCheck({
    id: 'duplicate-titles',
    group: 'search',
    shows: ON_PAGE.title,
    severity: 'improvement',
    weight: 4,
    found: (n) => `${plural(n, 'title is', 'titles are')} used on more than one page.`,
    passed: 'Every page has its own title.',
    why: 'Pages with the same title compete with each other and leave searchers unable to tell them apart.',
    fix: 'Give each page a title that says what is different about it.',
    // "Every page has its own title" is not true of a page with none.
    overlaps: { passesWith: ['titles-missing'] },
    // A duplicate is one page's value on another: with one page read, nothing was compared.
    appliesTo: ({ pages }) => pages.length > 1,
    collect: ({ pages }) => duplicates(pages, (x) => x.fetched.facts.title?.value),
  }),
] as const;
