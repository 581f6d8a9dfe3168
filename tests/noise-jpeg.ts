/**
 * A JPEG of noise: it compresses as badly as a photo, so a page that shows it is as heavy as one
 * showing a real photo of that size (the lab tests' and the Lighthouse fixture's heavy images).
 */
import sharp from 'sharp';

export async function noiseJpeg({
  width,
  height,
  seed = 7,
  quality,
}: {
  width: number;
  height: number;
  seed?: number;
  quality: number;
}): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let s = seed;
  for (let i = 0; i < raw.length; i++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = s >> 16;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}
