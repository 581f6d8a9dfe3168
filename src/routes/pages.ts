/**
 * The pages, answered by Fastify from memory: every site file (site-files.ts) as a StoredFile. The
 * production bundle knows them from the build's list (which paths are pages, which carry the audit
 * form) and reads each, with its brotli and gzip twins, from the build's release the first time it is
 * asked for, so it boots without reading them, React or the route table's data. Run from source, or when the build was made for another
 * SITE_URL, the store renders each on first use. React and the route table are otherwise loaded only
 * for what is made per request (a form re-shown with the visitor's values, a site check's thank-you
 * page and report, search results).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { EnquiryFormState } from '../shared/enquiry-contract.js';
import type { RenderContext } from '../views/render.js';
import { answerMethodNotAllowed } from './methods.js';
import {
  HTML,
  NOT_FOUND_FILE,
  SERVER_ERROR_FILE,
  SITE_FILES_INDEX,
  siteFiles,
  type SiteFileInfo,
  type SiteFilesIndex,
} from './site-files.js';
import { StoredFile, sendMadeNow, type Bodies } from './stored-file.js';

export { PAGE_CACHE_CONTROL } from './site-files.js';

export interface PageStore {
  /** The stored file answering exactly `path` (a page, the sitemap, a feed...), or undefined. */
  get(path: string): StoredFile | undefined;
  /** The site's page paths (the route table's). */
  readonly pagePaths: ReadonlySet<string>;
  /** The page a form posted from `source` is re-shown on: that page when it carries the form, else the home page. */
  formPath(source: unknown): string;
  /** Renders the page at `path` (one of formPath's) with the visitor's values and problems in its form. */
  withForm(path: string, form: EnquiryFormState): Promise<string>;
  /** The route table (every page's data), loaded on first need. */
  routeTable(): Promise<typeof import('./route-table.js')>;
  /** Renders a document made for one request (a site check's report) with React's renderer. */
  render(make: (renderer: typeof import('../views/render.js'), ctx: RenderContext) => string): Promise<string>;
  /** Answers a document made for one request, compressed as the client prefers (stored-file.ts sendMadeNow). */
  sendMadeNow(reply: FastifyReply, html: string, cacheControl: string): Promise<FastifyReply>;
  readonly notFound: StoredFile;
  readonly serverError: StoredFile;
  /** Why the build's files are not used (they were made for another SITE_URL), if so. */
  readonly notice?: string;
  /** The files (and twins) the build wrote for this store, used or not: static serving leaves them alone. */
  readonly builtFiles: readonly string[];
}

/** React's renderer and the route table, loaded on first need: the production bundle keeps them out of memory until then. */
const loadRenderer = () => import('../views/render.js');
const loadRouteTable = () => import('./route-table.js');

export interface PageStoreOptions {
  /** The build's release folder (DIST_DIR resolved). */
  release: string;
  /** Read the site files the build wrote there (the production bundle), rather than render them. */
  useBuilt: boolean;
}

/** The build's list of site files in `release`, or an error naming what to do. */
export function readSiteFilesIndex(release: string): SiteFilesIndex {
  const indexFile = join(release, SITE_FILES_INDEX);
  if (!existsSync(indexFile)) throw new Error(`Cannot read ${indexFile}: run \`npm run build\` first`);
  return JSON.parse(readFileSync(indexFile, 'utf8')) as SiteFilesIndex;
}

/** A built file and the twins the build wrote beside it. */
function readBuilt(publicDir: string, info: SiteFileInfo): StoredFile {
  const path = join(publicDir, info.file);
  const bodies: Bodies = { identity: readFileSync(path) };
  if (existsSync(`${path}.br`)) bodies.br = readFileSync(`${path}.br`);
  if (existsSync(`${path}.gz`)) bodies.gzip = readFileSync(`${path}.gz`);
  return new StoredFile(bodies, info);
}

export async function createPageStore(ctx: RenderContext, options: PageStoreOptions): Promise<PageStore> {
  const index = options.useBuilt || existsSync(join(options.release, SITE_FILES_INDEX)) ? readSiteFilesIndex(options.release) : undefined;
  /** The build's list when the store is to answer with the build's files (useBuilt). */
  const builtIndex = options.useBuilt ? index : undefined;
  if (builtIndex && JSON.stringify(builtIndex.assets) !== JSON.stringify(ctx.assets)) {
    throw new Error(`${options.release} lists other assets than its manifest.json: run \`npm run build\` again`);
  }
  const built = builtIndex?.siteUrl === ctx.siteUrl ? builtIndex : undefined;
  const files = new Map<string, () => StoredFile>();
  const byFile = new Map<string, () => StoredFile>();
  const pagePaths = new Set<string>();
  const formPaths = new Set<string>();
  const listPage = ({ path, hasForm }: SiteFileInfo) => {
    if (path === undefined || hasForm === undefined) return;
    pagePaths.add(path);
    if (hasForm) formPaths.add(path);
  };
  const once = (make: () => StoredFile) => {
    let file: StoredFile | undefined;
    return () => (file ??= make());
  };
  /** One of the files every site has: its 404 and 500 pages. */
  const requiredFile = (name: string): StoredFile => {
    const file = byFile.get(name);
    if (!file) throw new Error(`The site's files have no ${name}`);
    return file();
  };
  if (built) {
    const publicDir = join(options.release, 'public');
    for (const info of built.files) {
      const file = once(() => readBuilt(publicDir, info));
      byFile.set(info.file, file);
      if (info.path) files.set(info.path, file);
      listPage(info);
    }
  } else {
    for (const made of await siteFiles(ctx)) {
      // The production bundle serving another SITE_URL than its build's makes each page once at the build's compression (from source: quickly).
      const file = once(() => StoredFile.fromText(made.render(), made, options.useBuilt));
      byFile.set(made.file, file);
      if (made.path) files.set(made.path, file);
      listPage(made);
    }
  }
  return {
    get: (path) => files.get(path)?.(),
    pagePaths,
    formPath: (source) => (typeof source === 'string' && formPaths.has(source) ? source : '/'),
    withForm: async (path, form) => {
      const [renderer, { routeAt }] = await Promise.all([loadRenderer(), loadRouteTable()]);
      return renderer.renderPage(routeAt(path), ctx, form);
    },
    routeTable: loadRouteTable,
    render: async (make) => make(await loadRenderer(), ctx),
    sendMadeNow: (reply, html, cacheControl) => sendMadeNow(reply, html, { contentType: HTML, cacheControl }),
    get notFound() {
      return requiredFile(NOT_FOUND_FILE);
    },
    get serverError() {
      return requiredFile(SERVER_ERROR_FILE);
    },
    builtFiles: index ? index.files.flatMap(({ file }) => [file, `${file}.br`, `${file}.gz`]) : [],
    notice:
      builtIndex && !built
        ? `the build was made for SITE_URL=${builtIndex.siteUrl}, not ${ctx.siteUrl}: pages are rendered here until \`npm run build\` runs with this SITE_URL`
        : undefined,
  };
}

/** The path part of a request URL: everything before the query string. */
export function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** A freshly rendered page that must never be cached (the form re-shown with the visitor's values). */
export function sendHtml(reply: FastifyReply, html: string, status: number): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type(HTML).send(html);
}

/**
 * Every site file for GET and HEAD (any query string: campaign tags do not change a page), else the
 * build's other files from disk (@fastify/static's sendFile: assets, images, icons), then the 405
 * or 404 for everything else. One wildcard route rather than one per file: exact routes (the API)
 * win over it.
 */
export async function pageRoutes(
  app: FastifyInstance,
  pages: PageStore,
  options: { reportLink?: (id: string) => string | undefined; sourceMaps?: boolean } = {},
): Promise<void> {
  const isPage = (path: string) => pages.get(path) !== undefined;
  // Not sent by their file names: the site files, answered from memory by their own paths only
  // (/strategy/seo, not /strategy/seo.html), and the source maps unless SOURCE_MAPS is on. Compared
  // in lower case, as a disk that ignores case would find them.
  const built = new Set(pages.builtFiles.map((file) => file.toLowerCase()));
  const isPrivateFile = (path: string) => {
    const lower = path.toLowerCase();
    return built.has(lower.slice(1)) || (!options.sourceMaps && lower.endsWith('.map'));
  };
  // The thank-you page after an enquiry that named a website also links to its site check's report.
  app.get<{ Querystring: { audit?: string } }>('/thank-you', async (req, reply) => {
    const link = typeof req.query.audit === 'string' ? options.reportLink?.(req.query.audit) : undefined;
    if (!link) return (pages.get('/thank-you') ?? pages.notFound).send(reply);
    const thankYou = (await pages.routeTable()).routeAt('/thank-you');
    const html = await pages.render((r, ctx) => r.renderThankYouWithAudit(thankYou, ctx, link));
    return sendMadeNow(reply, html, { contentType: HTML, cacheControl: 'private, no-store' });
  });
  app.get('/*', async (req, reply) => {
    const path = pathOf(req.url);
    const file = pages.get(path);
    if (file) return file.send(reply);
    return isPrivateFile(path) ? reply.callNotFound() : reply.sendFile(path);
  });
  app.setNotFoundHandler(async (req, reply) => {
    if (answerMethodNotAllowed(app, req, reply, isPage)) return reply;
    if (req.url.startsWith('/api/')) return reply.code(404).send({ message: 'Not found' });
    return pages.notFound.send(reply);
  });
}
