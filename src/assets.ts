/** Reads the asset manifest written by build.ts (hashed URLs of the stylesheet and islands entry). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Assets } from './views/Document.js';

export function loadAssets(distDir: string): Assets {
  const file = join(distDir, 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Assets;
  } catch {
    throw new Error(`Cannot read ${file}: run \`npm run build\` first`);
  }
}
