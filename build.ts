/**
 * Build with esbuild: browser assets (islands split into chunks, hashed, minified, with source
 * maps beside them that the files do not name: the server serves and names them only with
 * SOURCE_MAPS=true) and the server bundle, plus dist/manifest.json naming the hashed stylesheet and entry.
 * `tsx build.ts --if-needed` skips the build when dist/ is newer than every source file.
 */
import { build, type Metafile } from 'esbuild';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const dist = process.env.DIST_DIR || 'dist';
/** Packages the server bundle loads from node_modules at run time: native code cannot be bundled. */
const serverExternal = ['better-sqlite3'];
const sources = ['src', 'data', 'public', 'build.ts', 'package.json', 'scripts'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function upToDate(): boolean {
  const manifest = join(dist, 'manifest.json');
  if (!existsSync(manifest) || !existsSync(join(dist, 'server.js'))) return false;
  return statSync(manifest).mtimeMs > Math.max(...sources.map(newestMtime));
}

/** Maps each entry point to its hashed public URL. */
function entryUrls(metafile: Metafile, publicDir: string): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const [out, info] of Object.entries(metafile.outputs)) {
    if (!info.entryPoint || out.endsWith('.map')) continue;
    urls[info.entryPoint] = '/' + relative(publicDir, out).split('\\').join('/');
  }
  return urls;
}

/** Writes .br and .gz beside every compressible public file; the server sends them as-is. */
function precompress(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      precompress(path);
      continue;
    }
    if (!/\.(js|css|svg|json|txt|xml|webmanifest)$/.test(name)) continue;
    const data = readFileSync(path);
    if (data.length < 512) continue;
    writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  }
}

/** Renders every page and the 404 and 500 pages into dist/pages, for the bundle to serve (src/routes/prerendered.ts). */
async function prerender(assets: { css: string; js: string }): Promise<number> {
  const { renderPage, renderNotFound, renderServerError } = await import('./src/views/render.js');
  const { routes } = await import('./src/routes/route-table.js');
  const { PRERENDER_DIR, PRERENDER_SITE_URL, NOT_FOUND_FILE, SERVER_ERROR_FILE, PRERENDER_INDEX, prerenderIndex, prerenderedFile } = await import('./src/routes/prerendered.js');
  const dir = join(dist, PRERENDER_DIR);
  const ctx = { siteUrl: PRERENDER_SITE_URL, assets };
  const write = (file: string, html: string) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), html);
  };
  for (const entry of routes) write(prerenderedFile(entry.path), renderPage(entry, ctx));
  write(NOT_FOUND_FILE, renderNotFound(ctx));
  write(SERVER_ERROR_FILE, renderServerError(ctx));
  writeFileSync(join(dir, PRERENDER_INDEX), prerenderIndex(assets, routes.map((r) => r.path)));
  const { processImages } = await import('./src/images/process-images.js');
  const images = await processImages(join(dist, 'public'));
  console.log(`build: images: ${images.images} sources, ${images.variants} variants (${images.made} made, the rest unchanged)`);
  const { cardText } = await import('./src/social/cards.js');
  const { writeCards } = await import('./src/social/draw-cards.js');
  const cards = await writeCards(routes.filter((r) => !r.noindex).map(cardText), join(dist, 'public'));
  console.log(`build: social cards: ${cards.drawn} drawn, ${cards.cached} unchanged`);
  return routes.length;
}

async function main(): Promise<void> {
  if (process.argv.includes('--if-needed') && upToDate()) {
    console.log('build: up to date');
    return;
  }
  const started = Date.now();
  // Page data is checked here, once, rather than at every boot of the bundle that carries it.
  const { checkContent } = await import('./src/app.js');
  checkContent();
  rmSync(dist, { recursive: true, force: true });
  const publicDir = join(dist, 'public');
  mkdirSync(publicDir, { recursive: true });
  cpSync('public', publicDir, { recursive: true });

  const browser = await build({
    entryPoints: ['src/islands/client.ts', 'src/styles/site.css'],
    outdir: join(publicDir, 'assets'),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    sourcemap: 'external',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    logLevel: 'warning',
  });

  await build({
    entryPoints: { server: 'src/server.ts' },
    outdir: dist,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // React's renderer is a chunk of its own, loaded only when a page must be rendered at run time.
    splitting: true,
    chunkNames: 'server-chunks/[name]-[hash]',
    target: 'node20',
    // Everything in one file but the native SQLite binding: one file to read and compile starts
    // far faster than hundreds of modules resolved through node_modules.
    external: serverExternal,
    minify: process.env.MINIFY_SERVER !== '0',
    sourcemap: 'linked',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', __PREBUILT__: 'true' },
    // React's server renderer is CommonJS and requires Node built-ins.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  });

  precompress(publicDir);
  const urls = entryUrls(browser.metafile, publicDir);
  const css = urls['src/styles/site.css'];
  const js = urls['src/islands/client.ts'];
  if (!css || !js) throw new Error(`build: entry missing from metafile: ${JSON.stringify(urls)}`);
  const manifest = { css, js };
  const pages = await prerender(manifest);
  // Last: the manifest's time is what --if-needed compares with the sources.
  writeFileSync(join(dist, 'manifest.json'), JSON.stringify(manifest, null, 2));
  console.log(`build: ${dist}/ in ${Date.now() - started} ms, ${pages} pages rendered`, manifest);
}

main().catch((err: unknown) => {
  // A bad post names its file and field in one line; anything else shows its stack.
  console.error(err instanceof Error && err.name === 'BlogError' ? `build failed: ${err.message}` : err);
  process.exit(1);
});
