/** The pixel size of a source image in data/images/, read from its header (PNG or JPEG), synchronously at build. */
import { readFileSync } from 'node:fs';
import type { ImageRef } from './responsive.js';

export class ImageError extends Error {
  override name = 'ImageError';
}

function sizeOf(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG') return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    // Walk the JPEG markers to the frame header (SOF0-SOF15 except DHT, JPG and DAC).
    for (let i = 2; i + 9 < bytes.length; ) {
      if (bytes[i] !== 0xff) return undefined;
      const marker = bytes.readUInt8(i + 1);
      const length = bytes.readUInt16BE(i + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
      i += 2 + length;
    }
  }
  return undefined;
}

/** An image a page shows, with its size: `src` is /images/<path>, the file data/images/<path>. */
export function imageRef(src: string, alt: string): ImageRef {
  const file = `data${src}`;
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    throw new ImageError(`${file} does not exist (named as ${src})`);
  }
  const size = sizeOf(bytes);
  if (!size) throw new ImageError(`${file} is not a PNG or JPEG image`);
  return { src, alt, ...size };
}
