import { type IMAGE_FORMATS, variantPath, widthsFor, type ImageRef } from '../images/responsive.js';

/**
 * A processed image (src/images/): AVIF, then WebP, then JPEG, each at several widths, with its
 * width and height so the page does not shift. `priority` for the image that is the page's largest
 * paint (loaded at once, fetchpriority high); every other image loads lazily.
 */
export function Picture({
  image,
  sizes,
  priority = false,
  className,
}: {
  image: ImageRef;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const widths = widthsFor(image.width);
  const srcset = (format: (typeof IMAGE_FORMATS)[number]) => widths.map((w) => `${variantPath(image.src, w, format)} ${w}w`).join(', ');
  const largest = widths.at(-1) ?? image.width;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcset('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcset('webp')} sizes={sizes} />
      <img
        src={variantPath(image.src, largest, 'jpg')}
        srcSet={srcset('jpg')}
        sizes={sizes}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
