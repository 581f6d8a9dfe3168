/** Images: alt text, a stated size, and weight. */
import { normalise } from '../read/normalise.js';
import type { PageFacts } from '../read/page-facts.js';
import { shown, pageCheck, siteCheck, type FindingType, type ReadPage } from './finding.js';
import { plural } from '../../shared/words.js';

/** An image heavier than this is almost always larger than it is shown. */
const LARGE_IMAGE_BYTES = 200 * 1024;

const ALT_WHY = 'Alt text describes images to people who cannot see them and to Google Images.';
const ALT_FIX = 'Describe each image in a few words, or use alt="" for purely decorative ones.';

/** Images matching `test` on the crawled pages, each address once, with a page it is on. */
function imagesWhere(pages: ReadPage[], test: (image: PageFacts['imageList'][number]) => boolean): string[] {
  const seen = new Map<string, string>();
  for (const x of pages) {
    for (const image of x.fetched.facts.imageList) {
      const src = normalise(image.src, x.fetched.finalUrl) ?? image.src;
      if (test(image) && !seen.has(src)) seen.set(src, `${shown(src)} (on ${shown(x.url)})`);
    }
  }
  return [...seen.values()];
}

export const images: FindingType[] = [
  pageCheck({
    id: 'image-alt',
    weight: 4,
    why: ALT_WHY,
    fix: ALT_FIX,
    judge: ({ facts: { images: all, imagesWithoutAlt: noAlt } }) => {
      if (noAlt) return { severity: 'improvement', message: `${noAlt} of ${all} images have no alt text.` };
      return { severity: 'passed', message: all ? `All ${all} images have alt text.` : 'The page has no images without alt text.' };
    },
  }),
  siteCheck({
    id: 'images-without-alt',
    severity: 'improvement',
    weight: 3,
    found: (n) => `${plural(n, 'image has', 'images have')} no alt text.`,
    passed: 'Every image has alt text.',
    why: ALT_WHY,
    fix: ALT_FIX,
    collect: ({ pages }) => imagesWhere(pages, (i) => !i.alt),
  }),
  siteCheck({
    id: 'images-without-size',
    severity: 'improvement',
    weight: 2,
    found: (n) => `${plural(n, 'image has', 'images have')} no width and height.`,
    passed: 'Every image states its width and height.',
    why: 'Without a size the page jumps as images load (layout shift), which Google measures.',
    fix: 'Add width and height attributes to each image (CSS can still make it responsive).',
    collect: ({ pages }) => imagesWhere(pages, (i) => !i.sized),
  }),
  siteCheck({
    id: 'large-images',
    severity: 'improvement',
    weight: 3,
    found: (n) => `${plural(n, 'image is', 'images are')} larger than ${LARGE_IMAGE_BYTES / 1024} KB.`,
    passed: `No image we checked is larger than ${LARGE_IMAGE_BYTES / 1024} KB.`,
    why: 'Heavy images are the most common reason pages load slowly on phones.',
    fix: 'Resize images to the size they are shown at and save them as WebP or AVIF.',
    collect: ({ all }) =>
      all.flatMap((x) => {
        const bytes = Number(x.fetched?.headers['content-length'] ?? 0);
        const image = /^image\//i.test(String(x.fetched?.headers['content-type'] ?? ''));
        return x.kind === 'file' && image && bytes > LARGE_IMAGE_BYTES ? [`${shown(x.url)} (${Math.round(bytes / 1024)} KB)`] : [];
      }),
  }),
];
