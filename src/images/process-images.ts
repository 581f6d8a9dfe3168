/**
 * Build step: every image under data/images/ becomes AVIF, WebP and JPEG variants at the widths in
 * responsive.ts (never enlarged), written to dist/public/images/. Variants already made from the same
 * source bytes are kept (.cache/images/), so an unchanged image is not processed again.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import sharp from 'sharp';
import { IMAGE_FORMATS, variantPath, widthsFor } from './responsive.js';

const SOURCE_DIR = 'data/images';
const CACHE_DIR = '.cache/images';

function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(png|jpe?g|webp)$/i.test(name) ? [path] : [];
  });
}

/** `background`: the colour a transparent image is laid on for JPEG (the build passes the brand's, data/site.ts). */
export async function processImages(publicDir: string, background: string): Promise<{ images: number; variants: number; made: number }> {
  let variants = 0;
  let made = 0;
  const sources = files(SOURCE_DIR);
  for (const file of sources) {
    const bytes = readFileSync(file);
    const key = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    const src = `/images/${relative(SOURCE_DIR, file).split('\\').join('/')}`;
    const { width = 0 } = await sharp(bytes).metadata();
    const wanted = widthsFor(width).flatMap((w) => IMAGE_FORMATS.map((format) => ({ w, format, path: variantPath(src, w, format) })));
    // A source's variants are encoded at once: sharp runs each in libuv's thread pool, so they
    // share the cores, where one after another an AVIF encode kept one core busy and the rest idle.
    await Promise.all(
      wanted.map(async ({ w, format, path }) => {
        const cached = join(CACHE_DIR, key, path.replace(/^\//, '').replace(/\//g, '_'));
        if (!existsSync(cached)) {
          mkdirSync(dirname(cached), { recursive: true });
          const resized = sharp(bytes).resize({ width: w, withoutEnlargement: true });
          const encoded =
            format === 'avif'
              ? resized.avif({ quality: 55 })
              : format === 'webp'
                ? resized.webp({ quality: 75 })
                : resized.flatten({ background }).jpeg({ quality: 78, mozjpeg: true });
          await encoded.toFile(cached);
          made++;
        }
        const target = join(publicDir, path);
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(cached, target);
        variants++;
      }),
    );
  }
  return { images: sources.length, variants, made };
}
