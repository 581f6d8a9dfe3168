/** Images: alt text, a stated size, and weight. */
import type { ReadPage } from '../read/evidence.js';
import { normalise } from '../read/normalise.js';
import type { PageFacts } from '../read/page-facts.js';
import type { CrawledUrl } from '../read/crawled.js';
import { shown, pageCheck, siteCheck, type SiteWith } from './finding.js';
import { ON_PAGE } from './proof.js';
import { byteSize, plural } from '../../shared/words.js';

/** An image heavier than this is almost always larger than it is shown. */
const LARGE_IMAGE_BYTES = 200_000;

/** A file the crawl checked that answered as an image. */
const imageFile = (x: Pick<CrawledUrl, 'kind' | 'fetched'>) =>
  x.kind === 'file' && /^image\//i.test(String(x.fetched?.headers['content-type'] ?? ''));

const ALT_WHY = 'Alt text describes images to people who cannot see them and to Google Images.';
const ALT_FIX = 'Describe each image in a few words, or use alt="" for purely decorative ones.';
/**
 * "have empty alt text ...": an empty alt is a claim we cannot check (that the image is decoration),
 * so it is said as what it does, with the owner to judge which images show their work.
 */
const emptyAlt = (n: number) =>
  n === 1
    ? 'has empty alt text (alt=""), which marks it as decoration: describe it if it shows your work'
    : 'have empty alt text (alt=""), which marks them as decoration: describe any that show your work';

type Image = PageFacts['imageList'][number];
const srcOf = (image: Image, page: string) => normalise(image.src, page) ?? image.src;

/** An image found on the crawled pages: its address, a page it is on, and its alt text there. */
interface Found {
  src: string;
  on: string;
  alt: Image['alt'];
}
/** A finding's entry for an image: "/a.jpg (on /gallery)", with what else is said of it there. */
const entry = ({ src, on }: Found, note = '') => `${shown(src)} (on ${shown(on)}${note})`;

/** Images matching `test` on the crawled pages, each address once, with a page it is on; those in `skip` left out. */
function imagesWhere(
  pages: readonly Pick<ReadPage, 'url' | 'fetched'>[],
  test: (image: Image) => boolean,
  skip = new Set<string>(),
): Found[] {
  const seen = new Map<string, Found>();
  for (const x of pages) {
    for (const image of x.fetched.facts.imageList) {
      const src = srcOf(image, x.fetched.finalUrl);
      if (test(image) && !seen.has(src) && !skip.has(src)) seen.set(src, { src, on: x.url, alt: image.alt });
    }
  }
  return [...seen.values()];
}

/** No alt text: no alt attribute, or an empty one. */
const withoutAltText = (image: Image) => image.alt !== 'text';
const hasImages = ({ pages }: SiteWith<never>) => pages.some((x) => x.fetched.facts.images > 0);

/** The crawl's images without alt text, but for those the start page shows without alt text (image-alt's to say, on whichever other pages they appear). */
function unsaid({ pages, crawl: { start } }: SiteWith<never>) {
  const said = new Set<string>();
  if (!pages.some((x) => x === start) && start.fetched?.facts)
    for (const image of start.fetched.facts.imageList) if (withoutAltText(image)) said.add(srcOf(image, start.fetched.finalUrl));
  return imagesWhere(pages, withoutAltText, said);
}

/** "2 of 7 images have no alt text", "5 of 5 images have empty alt text ...", or both, in one sentence. */
function altSentence(all: number, none: number, empty: number): string {
  const have = none === 1 ? 'has' : 'have';
  // "1 of 1 images" is the one image.
  const of = (n: number) => (all === 1 ? 'The one image' : `${n} of ${all} images`);
  if (!empty) return `${of(none)} ${have} no alt text.`;
  if (!none) return `${of(empty)} ${emptyAlt(empty)}.`;
  return `${of(none)} ${have} no alt text, and ${empty} ${emptyAlt(empty)}.`;
}

export const images = [
  pageCheck({
    id: 'image-alt',
    group: 'search',
    shows: ON_PAGE.imageAlt,
    weight: 4,
    why: ALT_WHY,
    fix: ALT_FIX,
    // A page without images has nothing to describe: no pass is said for it.
    appliesTo: ({ facts }) => facts.images > 0,
    judge: ({ facts: { images: all, imagesWithoutAlt: none, imagesWithEmptyAlt: empty } }) =>
      none || empty
        ? { severity: 'improvement', message: altSentence(all, none, empty) }
        : { severity: 'passed', message: all === 1 ? 'The one image has alt text.' : `All ${all} images have alt text.` },
  }),
  siteCheck({
    id: 'images-without-alt',
    group: 'search',
    shows: ON_PAGE.imageAlt,
    severity: 'improvement',
    weight: 3,
    found: (n, site) => {
      const empty = unsaid(site).filter((x) => x.alt === 'empty').length;
      const none = n - empty;
      if (!empty) return `${plural(n, 'image has', 'images have')} no alt text.`;
      if (!none) return `${plural(n, 'image', 'images')} ${emptyAlt(n)}.`;
      return `${plural(none, 'image has', 'images have')} no alt text, and ${empty} ${emptyAlt(empty)}.`;
    },
    passed: 'Every image has alt text.',
    why: ALT_WHY,
    fix: ALT_FIX,
    appliesTo: hasImages,
    overlaps: { startPage: 'image-alt' },
    collect: (site) => unsaid(site).map((x) => entry(x, x.alt === 'empty' ? ', alt=""' : '')),
  }),
  siteCheck({
    id: 'images-without-size',
    group: 'search',
    shows: ON_PAGE.imageSize,
    severity: 'improvement',
    weight: 2,
    // "No width and height" would be false of an image with a width alone: what each lacks is both together.
    found: (n) => `${plural(n, 'image does', 'images do')} not state both a width and a height.`,
    passed: 'Every image states its width and height.',
    why: 'Without a size the page jumps as images load (layout shift), which Google measures.',
    fix: 'Add width and height attributes to each image (CSS can still make it responsive).',
    appliesTo: hasImages,
    collect: ({ pages }) => imagesWhere(pages, (i) => !i.sized).map((x) => entry(x)),
  }),
  siteCheck({
    id: 'large-images',
    group: 'search',
    shows: ON_PAGE.bytes,
    severity: 'improvement',
    weight: 3,
    found: (n) => `${plural(n, 'image is', 'images are')} larger than ${byteSize(LARGE_IMAGE_BYTES)}.`,
    passed: `No image we checked is larger than ${byteSize(LARGE_IMAGE_BYTES)}.`,
    why: 'Heavy images are the most common reason pages load slowly on phones.',
    fix: 'Resize images to the size they are shown at and save them as WebP or AVIF.',
    // "No image we checked" is said only when we checked one.
    appliesTo: ({ all }) => all.some(imageFile),
    collect: ({ all }) =>
      all.flatMap((x) => {
        const bytes = Number(x.fetched?.headers['content-length'] ?? 0);
        return imageFile(x) && bytes > LARGE_IMAGE_BYTES ? [`${shown(x.url)} (${byteSize(bytes)})`] : [];
      }),
  }),
] as const;
