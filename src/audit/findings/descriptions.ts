/** Meta descriptions: the text under every search result. */
import { hasPlaceholder } from '../read/placeholder.js';
import { duplicates, pageCheck, shown, siteCheck } from './finding.js';
import { ON_PAGE } from './proof.js';
import { plural } from '../../shared/words.js';

/** About 70-160 characters show under a result. */
export const DESCRIPTION_MIN = 70;
export const DESCRIPTION_MAX = 160;

const badLength = (n: number) => n > 0 && (n < DESCRIPTION_MIN || n > DESCRIPTION_MAX);

export const descriptions = [
  pageCheck({
    id: 'meta-description',
    group: 'search',
    shows: ON_PAGE.description,
    fixedBy: 'description',
    weight: 6,
    why: `The description is the text under your search result; ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters persuades people to click instead of leaving Google to guess.`,
    fix: `Write a description of ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters that makes people want to click.`,
    judge: ({ facts: { description } }) => {
      if (!description?.length) return { severity: 'problem', message: 'The page has no meta description.' };
      if (hasPlaceholder(description.value))
        return {
          severity: 'problem',
          message: 'The meta description was pasted without being filled in: it still holds a [FILL IN: …] placeholder.',
        };
      return {
        severity: badLength(description.length) ? 'improvement' : 'passed',
        message: `The meta description is ${description.length} characters long.`,
      };
    },
  }),
  siteCheck({
    id: 'descriptions-missing',
    group: 'search',
    shows: ON_PAGE.description,
    severity: 'improvement',
    weight: 4,
    found: (n) => `${plural(n, 'page has', 'pages have')} no meta description.`,
    passed: 'Every page has a meta description.',
    why: 'Without one, search engines pick any text from the page for your result.',
    fix: `Write a description of ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters for each page that makes people want to click.`,
    overlaps: { startPage: 'meta-description' },
    collect: ({ pages }) => pages.filter((x) => !x.fetched.facts.description?.length).map((x) => shown(x.url)),
  }),
  siteCheck({
    id: 'descriptions-length',
    group: 'search',
    shows: ON_PAGE.description,
    severity: 'improvement',
    weight: 2,
    found: (n) =>
      `${plural(n, 'page has a meta description', 'pages have meta descriptions')} shorter than ${DESCRIPTION_MIN} or longer than ${DESCRIPTION_MAX} characters.`,
    passed: `Every meta description is ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters long.`,
    why: 'Short descriptions waste space in the result; long ones are cut off.',
    fix: `Rewrite these to ${DESCRIPTION_MIN}-${DESCRIPTION_MAX} characters.`,
    // A page with no description has no length to pass.
    overlaps: { startPage: 'meta-description', passesWith: ['descriptions-missing'] },
    collect: ({ pages }) =>
      pages.flatMap((x) =>
        badLength(x.fetched.facts.description?.length ?? 0) ? [`${shown(x.url)} (${x.fetched.facts.description?.length} characters)`] : [],
      ),
  }),
  siteCheck({
    id: 'duplicate-descriptions',
    group: 'search',
    shows: ON_PAGE.description,
    severity: 'improvement',
    weight: 3,
    found: (n) => `${plural(n, 'meta description is', 'meta descriptions are')} used on more than one page.`,
    passed: 'Every page has its own meta description.',
    why: 'Identical descriptions make different pages look the same in search results.',
    fix: 'Write a description for each page about that page.',
    // "Every page has its own meta description" is not true of a page with none.
    overlaps: { passesWith: ['descriptions-missing'] },
    // A duplicate is one page's value on another: with one page read, nothing was compared.
    appliesTo: ({ pages }) => pages.length > 1,
    collect: ({ pages }) => duplicates(pages, (x) => x.fetched.facts.description?.value),
  }),
] as const;
