/** Headings: one main heading (h1) and an outline that goes down one level at a time. */
import { pageCheck, shown, siteCheck } from './finding.js';
import { ON_PAGE } from './proof.js';
import type { PageFacts } from '../read/page-facts.js';
import { plural } from '../../shared/words.js';

/** The page's first skip as it has it: "from h3 straight to h5". */
const skipOf = ({ firstHeadingSkip: skip }: Pick<PageFacts, 'firstHeadingSkip'>) =>
  skip ? `from h${skip.from} straight to h${skip.to}` : 'a level skipped';

const OUTLINE_WHY = 'An orderly outline helps screen-reader users and search engines follow the page.';
const OUTLINE_FIX = 'Use heading levels in order; style them with CSS rather than picking a level for its size.';

export const headings = [
  pageCheck({
    id: 'h1',
    group: 'search',
    shows: ON_PAGE.h1,
    weight: 6,
    why: 'One clear main heading tells visitors and search engines what the page is about.',
    fix: 'Give the page one h1 that states its topic.',
    overlaps: { scriptFilled: true },
    judge: ({ facts: { h1 } }) => ({
      severity: h1 === 1 ? 'passed' : 'problem',
      message:
        h1 === 1
          ? 'The page has exactly one main heading (h1).'
          : h1 === 0
            ? 'The page has no main heading (h1).'
            : `The page has ${h1} main headings (h1) instead of one.`,
    }),
  }),
  pageCheck({
    id: 'heading-order',
    group: 'search',
    shows: ON_PAGE.headingSkip,
    weight: 3,
    why: OUTLINE_WHY,
    fix: OUTLINE_FIX,
    overlaps: { scriptFilled: true },
    judge: ({ facts }) =>
      facts.headingSkips
        ? {
            severity: 'improvement',
            message:
              facts.headingSkips === 1
                ? `Headings skip a level once (${skipOf(facts)}).`
                : `Headings skip a level ${facts.headingSkips} times (the first ${skipOf(facts)}).`,
          }
        : { severity: 'passed', message: 'Headings go down one level at a time.' },
  }),
  siteCheck({
    id: 'h1-missing',
    group: 'search',
    shows: ON_PAGE.h1,
    severity: 'problem',
    weight: 4,
    found: (n) => `${plural(n, 'page has', 'pages have')} no main heading (h1).`,
    passed: 'Every page has a main heading (h1).',
    why: 'The main heading tells visitors and search engines what the page is about.',
    fix: 'Give each page one h1 that states its topic.',
    overlaps: { startPage: 'h1', scriptFilled: true },
    collect: ({ pages }) => pages.filter((x) => !x.fetched.facts.h1).map((x) => shown(x.url)),
  }),
  siteCheck({
    id: 'h1-multiple',
    group: 'search',
    shows: ON_PAGE.h1,
    severity: 'improvement',
    weight: 2,
    found: (n) => `${plural(n, 'page has', 'pages have')} more than one main heading (h1).`,
    passed: 'No page has more than one h1.',
    why: 'Several main headings blur what the page is about.',
    fix: 'Keep one h1 and make the others h2.',
    overlaps: { startPage: 'h1', scriptFilled: true },
    collect: ({ pages }) => pages.filter((x) => x.fetched.facts.h1 > 1).map((x) => `${shown(x.url)} (${x.fetched.facts.h1})`),
  }),
  siteCheck({
    id: 'heading-skips',
    group: 'search',
    shows: ON_PAGE.headingSkip,
    severity: 'improvement',
    weight: 2,
    found: (n) => `${plural(n, 'page skips', 'pages skip')} heading levels.`,
    passed: 'Headings go down one level at a time on every page.',
    why: OUTLINE_WHY,
    fix: OUTLINE_FIX,
    overlaps: { startPage: 'heading-order', scriptFilled: true },
    // Each page with its own first skip: an example is only ever what that page has.
    collect: ({ pages }) =>
      pages.filter((x) => x.fetched.facts.headingSkips > 0).map((x) => `${shown(x.url)} (${skipOf(x.fetched.facts)})`),
  }),
] as const;
