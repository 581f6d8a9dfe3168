/**
 * The one page pipeline: every file the site renders rather than copies (each page, the 404 and 500
 * pages, the sitemap, robots.txt, the web manifest, the blog's feeds, llms.txt), for one SITE_URL.
 * The build writes them with .br and .gz twins into the release's public folder, where Node, the proxy,
 * nginx or a CDN serve them exactly as they are, and writes their list (`SITE_FILES_INDEX`) beside
 * it; the server reads that list and those files. Run from source (tests, scripts), the server
 * renders them here instead, each on first use.
 */
import type { Assets } from '../assets.js';
import type { RenderContext } from '../views/render.js';
import { ATOM_PATH, JSON_FEED_PATH } from '../blog/paths.js';

/** Pages are the same for every visitor, so shared caches (a CDN, a proxy) may keep them briefly. */
export const PAGE_CACHE_CONTROL = 'public, max-age=300, s-maxage=600, stale-while-revalidate=600';
/** Other files keep their names from build to build: an hour. */
export const FILE_CACHE_CONTROL = 'public, max-age=3600';
/** Files under /assets/ have their content's hash in their names: kept for good. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const HTML = 'text/html; charset=utf-8';
export const NOT_FOUND_FILE = '404.html';
export const SERVER_ERROR_FILE = '500.html';
/** The list of site files, beside the release's public folder. */
export const SITE_FILES_INDEX = 'site-files.json';

export interface SiteFileInfo {
  /** The URL path it answers, or none for the status pages (sent for any path). */
  path?: string;
  /** Where it is kept, relative to the public folder. */
  file: string;
  contentType: string;
  cacheControl: string;
  status?: number;
  /** A page of the route table (not a status page or another file); true when it carries the audit form. */
  hasForm?: boolean;
}

export interface SiteFile extends SiteFileInfo {
  render(): string;
}

/** What the build writes beside the files: for which SITE_URL and assets they were made, and the list. */
export interface SiteFilesIndex {
  siteUrl: string;
  assets: Assets;
  files: SiteFileInfo[];
}

/** The file a page path is kept in: /strategy/seo in strategy/seo.html, / in index.html. */
export const pageFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** Every rendered file for `ctx`; loads React's renderer and the route table's data. */
export async function siteFiles(ctx: RenderContext): Promise<SiteFile[]> {
  const [render, { routes, posts }, { sitemapXml, robotsTxt, webManifest }, feeds, { llmsTxt }] = await Promise.all([
    import('../views/render.js'),
    import('./route-table.js'),
    import('./seo.js'),
    import('../blog/feeds.js'),
    import('./llms.js'),
  ]);
  const text = (path: string, contentType: string, make: () => string): SiteFile => ({
    path,
    file: path.slice(1),
    contentType,
    cacheControl: FILE_CACHE_CONTROL,
    render: make,
  });
  return [
    ...routes.map(
      (entry): SiteFile => ({
        path: entry.path,
        file: pageFile(entry.path),
        contentType: HTML,
        cacheControl: PAGE_CACHE_CONTROL,
        hasForm: entry.hasForm,
        render: () => render.renderPage(entry, ctx),
      }),
    ),
    { file: NOT_FOUND_FILE, contentType: HTML, cacheControl: 'no-store', status: 404, render: () => render.renderNotFound(ctx) },
    { file: SERVER_ERROR_FILE, contentType: HTML, cacheControl: 'no-store', status: 500, render: () => render.renderServerError(ctx) },
    text('/sitemap.xml', 'application/xml; charset=utf-8', () => sitemapXml(routes, ctx.siteUrl)),
    text('/robots.txt', 'text/plain; charset=utf-8', () => robotsTxt(ctx.siteUrl)),
    text('/site.webmanifest', 'application/manifest+json; charset=utf-8', () => webManifest()),
    text(ATOM_PATH, 'application/atom+xml; charset=utf-8', () => feeds.atomFeed(posts, ctx.siteUrl)),
    text(JSON_FEED_PATH, 'application/feed+json; charset=utf-8', () => feeds.jsonFeed(posts, ctx.siteUrl)),
    text('/llms.txt', 'text/plain; charset=utf-8', () => llmsTxt(ctx.siteUrl)),
  ];
}

/** The info the index keeps of each file (its renderer left out). */
export const fileInfo = ({ render: _render, ...info }: SiteFile): SiteFileInfo => info;
