/**
 * Pages rendered by the build (build.ts writes DIST_DIR/pages), so the production server answers its
 * first request without loading React: a restart keeps nobody waiting, and React's renderer stays
 * out of memory until a no-JS form must be re-shown with the visitor's values.
 *
 * The build renders with a stand-in site URL that nothing else can contain (`.invalid` is reserved);
 * the server puts its SITE_URL in its place. SITE_URL is a scheme, a host of letters, digits, dots
 * and hyphens and an optional port (src/config.ts), so it reads the same in an HTML attribute, in
 * JSON-LD and in text: the page is byte for byte what rendering with SITE_URL itself gives (a test
 * compares every page).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Assets } from '../views/Document.js';

export const PRERENDER_SITE_URL = 'https://prerendered-site-url.invalid';
export const PRERENDER_DIR = 'pages';
export const PRERENDER_INDEX = 'pages.json';

/**
 * What build.ts writes beside the pages: the assets they name, so a stale directory is never served,
 * and every page's path, so the server knows its pages without loading the route table's data.
 */
export interface PrerenderIndex {
  siteUrl: string;
  assets: Assets;
  paths: string[];
}

/** The file a page path is kept in, under DIST_DIR/pages. */
export const prerenderedFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);
export const NOT_FOUND_FILE = '404.html';
export const SERVER_ERROR_FILE = '500.html';
export const prerenderIndex = (assets: Assets, paths: string[]): string => JSON.stringify({ siteUrl: PRERENDER_SITE_URL, assets, paths } satisfies PrerenderIndex);

export interface Prerendered {
  /** Every page's path, in route table order. */
  paths: readonly string[];
  /** The document in `file` with this server's SITE_URL in it. */
  read(file: string): string;
}

/**
 * The build's pages for this SITE_URL. Throws when they are missing or were made with other assets
 * than DIST_DIR's manifest names (a half-copied or stale build), as a missing manifest does.
 */
export function openPrerendered(distDir: string, siteUrl: string, assets: Assets): Prerendered {
  const dir = join(distDir, PRERENDER_DIR);
  const indexFile = join(dir, PRERENDER_INDEX);
  if (!existsSync(indexFile)) throw new Error(`Cannot read ${indexFile}: run \`npm run build\` first`);
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as PrerenderIndex;
  if (JSON.stringify(index.assets) !== JSON.stringify(assets)) {
    throw new Error(`${dir} was rendered for other assets than ${join(distDir, 'manifest.json')}: run \`npm run build\` again`);
  }
  if (!Array.isArray(index.paths) || !index.paths.includes('/')) throw new Error(`${indexFile} lists no pages: run \`npm run build\` again`);
  return { paths: index.paths, read: (file) => readFileSync(join(dir, file), 'utf8').replaceAll(index.siteUrl, siteUrl) };
}
