/** Speed and weight: time to first byte, the HTML's size, compression and the number of elements. */
import type { ReadPage } from '../read/evidence.js';
import { clip } from '../../lib/clip.js';
import { header, pageCheck, shown, siteCheck } from './finding.js';
import { ON_PAGE } from './proof.js';
import { byteSize, plural, seconds } from '../../shared/words.js';

/** Time to first byte: Google calls under 0.8 s good and over 1.8 s poor. */
const TTFB_GOOD_MS = 800;
const TTFB_POOR_MS = 1800;
/** The HTML alone, before images, scripts and styles. */
const PAGE_GOOD_BYTES = 500_000;
const PAGE_POOR_BYTES = 2_000_000;
/** Lighthouse warns about pages of more than about 1,400 elements. */
const DOM_ELEMENTS_MAX = 1500;
/** Pages this small gain little from compression, so sending them plain is not reported. */
const COMPRESS_FROM_BYTES = 1000;

const SLOW_WHY = 'Every second of waiting before anything appears loses visitors, and speed is part of how Google ranks pages.';
const SLOW_FIX = 'Turn on page caching, or ask your host about a faster plan or server.';
const HEAVY_WHY = 'Heavy pages load slowly on phones and mobile data, where most local customers search.';
const HEAVY_FIX = 'Remove inlined data and unused markup; page builders and sliders are the usual cause.';
const COMPRESS_WHY = 'Compression makes pages several times smaller to download, so they appear sooner.';
const COMPRESS_FIX = 'Turn on gzip or brotli in your server or hosting settings: one setting compresses every page.';
const compressible = (x: Pick<ReadPage, 'fetched'>) => x.fetched.bytes > COMPRESS_FROM_BYTES;

export const speed = [
  pageCheck({
    id: 'ttfb',
    group: 'search',
    shows: ON_PAGE.wait,
    weight: 6,
    why: SLOW_WHY,
    fix: SLOW_FIX,
    judge: ({ page: { ttfbMs } }) => ({
      severity: ttfbMs <= TTFB_GOOD_MS ? 'passed' : ttfbMs <= TTFB_POOR_MS ? 'improvement' : 'problem',
      message: `The server took ${seconds(ttfbMs, 2)} to start answering.`,
    }),
  }),
  pageCheck({
    id: 'page-size',
    group: 'search',
    shows: ON_PAGE.size,
    weight: 4,
    why: HEAVY_WHY,
    fix: HEAVY_FIX,
    judge: ({ page }) => ({
      severity: page.bytes <= PAGE_GOOD_BYTES ? 'passed' : page.bytes <= PAGE_POOR_BYTES ? 'improvement' : 'problem',
      message: `The page's HTML is ${byteSize(page.bytes)}${page.wireBytes !== page.bytes ? ` (${byteSize(page.wireBytes)} as sent)` : ''}.`,
    }),
  }),
  pageCheck({
    id: 'compression',
    group: 'search',
    shows: ON_PAGE.compression,
    weight: 4,
    why: COMPRESS_WHY,
    fix: COMPRESS_FIX,
    judge: ({ page }) => {
      const encoding = clip(header(page.headers, 'content-encoding'), 40);
      return encoding
        ? { severity: 'passed', message: `The page is sent compressed (${encoding}).` }
        : { severity: 'improvement', message: 'Your home page is sent without compression.' };
    },
  }),
  siteCheck({
    id: 'slow-pages',
    group: 'search',
    shows: ON_PAGE.wait,
    severity: 'improvement',
    weight: 4,
    found: (n) => `${plural(n, 'page', 'pages')} took longer than ${seconds(TTFB_GOOD_MS)} to start answering.`,
    passed: `Every page started answering within ${seconds(TTFB_GOOD_MS)}.`,
    why: SLOW_WHY,
    fix: SLOW_FIX,
    overlaps: { startPage: 'ttfb' },
    collect: ({ pages }) =>
      pages.filter((x) => x.fetched.ttfbMs > TTFB_GOOD_MS).map((x) => `${shown(x.url)} (${seconds(x.fetched.ttfbMs, 2)})`),
  }),
  siteCheck({
    id: 'heavy-pages',
    group: 'search',
    shows: ON_PAGE.size,
    severity: 'improvement',
    weight: 3,
    found: (n) => `${plural(n, 'page has', 'pages have')} more than ${byteSize(PAGE_GOOD_BYTES)} of HTML.`,
    passed: `Every page's HTML is under ${byteSize(PAGE_GOOD_BYTES)}.`,
    why: HEAVY_WHY,
    fix: HEAVY_FIX,
    overlaps: { startPage: 'page-size' },
    collect: ({ pages }) =>
      pages.filter((x) => x.fetched.bytes > PAGE_GOOD_BYTES).map((x) => `${shown(x.url)} (${byteSize(x.fetched.bytes)})`),
  }),
  siteCheck({
    id: 'uncompressed-pages',
    group: 'search',
    shows: ON_PAGE.compression,
    severity: 'improvement',
    weight: 2,
    found: (n) => `${plural(n, 'page is', 'pages are')} sent without compression.`,
    passed: `Every page over ${byteSize(COMPRESS_FROM_BYTES)} is sent compressed.`,
    why: COMPRESS_WHY,
    fix: COMPRESS_FIX,
    appliesTo: ({ pages }) => pages.some(compressible),
    overlaps: { startPage: 'compression', oneSetting: true },
    collect: ({ pages }) => pages.filter((x) => compressible(x) && !x.fetched.headers['content-encoding']).map((x) => shown(x.url)),
  }),
  siteCheck({
    id: 'dom-size',
    group: 'search',
    shows: ON_PAGE.elements,
    severity: 'improvement',
    weight: 2,
    found: (n) => `${plural(n, 'page has', 'pages have')} more than ${DOM_ELEMENTS_MAX} elements.`,
    passed: `Every page has fewer than ${DOM_ELEMENTS_MAX} elements.`,
    why: 'A very large page structure is slow to draw and to respond on phones.',
    fix: 'Simplify the layout: fewer nested wrappers, paginated long lists, lighter page-builder sections.',
    collect: ({ pages }) =>
      pages.filter((x) => x.fetched.facts.elements > DOM_ELEMENTS_MAX).map((x) => `${shown(x.url)} (${x.fetched.facts.elements})`),
  }),
] as const;
