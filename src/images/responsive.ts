/**
 * Images done properly: each source image in data/images/ is turned at build (sharp) into AVIF, WebP
 * and JPEG at several widths under /images/, and pages show them with <picture> (src/views/Picture.tsx)
 * with their width and height, so nothing shifts as they load. Paths and sizes only here; the
 * processing, build-time only, is in process-images.ts.
 */
export const IMAGE_WIDTHS = [480, 960, 1440] as const;
export const IMAGE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** A source image as pages name it: /images/blog/x.png (the file data/images/blog/x.png). */
export interface ImageRef {
  src: string;
  alt: string;
  /** The source's size, for the aspect ratio. */
  width: number;
  height: number;
}

/** The URL of one processed variant: /images/blog/x-960.webp. */
export const variantPath = (src: string, width: number, format: ImageFormat) => `${src.replace(/\.[a-z]+$/i, '')}-${width}.${format}`;

/** The widths made for a source `sourceWidth` wide: never larger than the source. */
export const widthsFor = (sourceWidth: number) => {
  const fit = IMAGE_WIDTHS.filter((w) => w <= sourceWidth);
  return fit.length ? fit : [sourceWidth];
};
