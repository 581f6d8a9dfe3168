/**
 * The build, as one release: browser assets (islands split into chunks, hashed, minified, with
 * source maps beside them that the files do not name: the server serves and names them only with
 * SOURCE_MAPS=true), the server bundle, and every page and generated file rendered once for SITE_URL
 * (src/routes/site-files.ts) with .br and .gz twins, plus manifest.json naming the hashed
 * stylesheet and entry and the Caddy snippet of the security headers.
 *
 * A release is written beside the current one (DIST_DIR.releases/<time>) and DIST_DIR, a symlink,
 * is switched to it in one rename: nothing a running server or Caddy reads changes under it. The
 * previous release's hashed assets are carried into the new one for ASSET_KEEP_DAYS (pages cached
 * by browsers and CDNs still name them); releases older than that, beyond the newest three, are removed.
 * `tsx build.ts --if-needed` skips the build when DIST_DIR is newer than every source file and was
 * made for the same SITE_URL.
 */
import { build, type Metafile } from 'esbuild';
import {
  cpSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { site } from './data/site.js';
import { ConfigError, loadConfig } from './src/config.js';
import { SITE_FILES_INDEX, type SiteFileInfo, type SiteFilesIndex } from './src/routes/site-files.js';
import { CADDY_HEADERS, caddySnippet } from './deploy/headers.js';
import { securityHeaders } from './src/security.js';
import type { Assets } from './src/assets.js';

const dist = resolve(process.env.DIST_DIR || 'dist');
const releases = `${dist}.releases`;
/** How long a retired hashed asset stays available, in days (1 to 365; 7 by default). */
const assetKeepDays = Number(process.env.ASSET_KEEP_DAYS ?? 7);
if (!Number.isInteger(assetKeepDays) || assetKeepDays < 1 || assetKeepDays > 365) {
  console.error(`build failed: ASSET_KEEP_DAYS="${process.env.ASSET_KEEP_DAYS}": must be a whole number of days from 1 to 365`);
  process.exit(1);
}
/** The settings the rendered files depend on, checked as the server checks them. */
function renderSettings() {
  try {
    return loadConfig({ SITE_URL: process.env.SITE_URL, TRUST_PROXY: process.env.TRUST_PROXY, SOURCE_MAPS: process.env.SOURCE_MAPS });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`build failed: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
}
/**
 * Packages the server bundle loads from node_modules at run time: native code cannot be bundled, nor
 * piscina, which starts its threads from a file of its own, nor Lighthouse (the lab run's child), which
 * reads its locale and audit files from its own folder.
 */
const serverExternal = ['better-sqlite3', '@resvg/resvg-js', 'piscina', 'lighthouse'];
/**
 * The staff commands (scripts/NAME.ts), bundled into the release as staff/NAME.js: what `sudo
 * laserfocus NAME` and the backup timer run (deploy/laserfocus, whose list of tools
 * tests/e2e/deploy.test.ts checks against these), starting in about 0.2 s of CPU where the sources
 * through tsx take about 1 s, and always the running release's code.
 */
const staffCommands = ['export', 'report', 'digest', 'outbox', 'backup', 'restore', 'forget', 'lead'];
const sources = ['src', 'data', 'public', 'build.ts', 'package.json', 'scripts'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function upToDate(siteUrl: string): boolean {
  const manifest = join(dist, 'manifest.json');
  const index = join(dist, SITE_FILES_INDEX);
  if (!existsSync(manifest) || !existsSync(index) || !existsSync(join(dist, 'server.js'))) return false;
  if ((JSON.parse(readFileSync(index, 'utf8')) as SiteFilesIndex).siteUrl !== siteUrl) return false;
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

/**
 * The chunks the browser entry imports statically (and theirs), as public URLs: named in the page's
 * head as modulepreload, they load beside the entry instead of after it has arrived and been read.
 */
function staticChunks(metafile: Metafile, publicDir: string, entry: string): string[] {
  const out = Object.keys(metafile.outputs).find((path) => metafile.outputs[path]!.entryPoint === entry)!;
  const seen = new Set<string>();
  const visit = (path: string) => {
    for (const { path: imported, kind } of metafile.outputs[path]!.imports) {
      if (kind !== 'import-statement' || seen.has(imported)) continue;
      seen.add(imported);
      visit(imported);
    }
  };
  visit(out);
  return [...seen].map((path) => '/' + relative(publicDir, path).split('\\').join('/'));
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
    if (data.length >= 512) writeTwins(path, data);
  }
}

/** The brotli and gzip forms of a file, beside it, at their best compression. */
function writeTwins(path: string, data: Buffer): void {
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  );
  writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
}

/** Renders every site file into the release's public folder with its twins, and the list of them beside it. */
async function renderSiteFiles(release: string, ctx: { siteUrl: string; assets: Assets }): Promise<SiteFileInfo[]> {
  const { siteFiles, fileInfo } = await import('./src/routes/site-files.js');
  const files = await siteFiles(ctx);
  for (const file of files) {
    const path = join(release, 'public', file.file);
    mkdirSync(dirname(path), { recursive: true });
    const data = Buffer.from(file.render());
    writeFileSync(path, data);
    writeTwins(path, data);
  }
  const infos = files.map(fileInfo);
  writeFileSync(join(release, SITE_FILES_INDEX), JSON.stringify({ ...ctx, files: infos } satisfies SiteFilesIndex));
  return infos;
}

/**
 * Post covers and case-study images in their sizes and formats, and every page's social card, side by
 * side: the images are encoded in sharp's threads, the cards drawn on this one.
 */
async function renderImages(publicDir: string): Promise<void> {
  const { routes } = await import('./src/routes/route-table.js');
  const { processImages } = await import('./src/images/process-images.js');
  const { cardText } = await import('./src/social/cards.js');
  const { writeCards } = await import('./src/social/draw-cards.js');
  const [images, cards] = await Promise.all([
    processImages(publicDir, site.themeColor),
    writeCards(routes.filter((r) => !r.noindex).map(cardText), publicDir),
  ]);
  console.log(`build: images: ${images.images} sources, ${images.variants} variants (${images.made} made, the rest unchanged)`);
  console.log(`build: social cards: ${cards.drawn} drawn, ${cards.cached} unchanged`);
}

/** Retired hashed assets (public path -> when they left the build, ms), kept in each release. */
const RETIRED_ASSETS = 'retired-assets.json';

/**
 * Copies (hard-links) the previous release's hashed assets the new one lacks, unless they were
 * retired more than ASSET_KEEP_DAYS ago, and records when each was retired.
 */
function carryOldAssets(previous: string, release: string, now: number): number {
  const retiredFile = join(previous, RETIRED_ASSETS);
  const retired: Record<string, number> = existsSync(retiredFile)
    ? (JSON.parse(readFileSync(retiredFile, 'utf8')) as Record<string, number>)
    : {};
  const kept: Record<string, number> = {};
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]))
      : [];
  for (const old of walk(join(previous, 'public', 'assets'))) {
    const rel = relative(join(previous, 'public'), old);
    const target = join(release, 'public', rel);
    if (existsSync(target)) continue;
    const since = retired[rel] ?? now;
    if (now - since > assetKeepDays * 86_400_000) continue;
    mkdirSync(dirname(target), { recursive: true });
    linkSync(old, target);
    kept[rel] = since;
  }
  writeFileSync(join(release, RETIRED_ASSETS), JSON.stringify(kept, null, 1));
  return Object.keys(kept).length;
}

/** Points DIST_DIR at `release` in one rename (a symlink), then removes releases nobody needs. */
function switchTo(release: string, now: number): void {
  // A DIST_DIR from before releases existed is a plain folder: replaced once, not atomically.
  if (existsSync(dist) && !lstatSync(dist).isSymbolicLink()) rmSync(dist, { recursive: true, force: true });
  const link = `${dist}.next`;
  rmSync(link, { force: true });
  symlinkSync(relative(dirname(dist), release), link);
  renameSync(link, dist);
  const all = readdirSync(releases).sort().reverse();
  for (const name of all.slice(3)) {
    const path = join(releases, name);
    if (now - statSync(path).mtimeMs > assetKeepDays * 86_400_000) rmSync(path, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const settings = renderSettings();
  if (process.argv.includes('--if-needed') && upToDate(settings.SITE_URL)) {
    console.log('build: up to date');
    return;
  }
  const started = Date.now();
  // Page data is checked here, once, rather than at every boot of the bundle that carries it.
  const { checkContent } = await import('./src/routes/route-table.js');
  checkContent();
  const release = join(
    releases,
    new Date(started)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, `Z-${process.pid}`),
  );
  const publicDir = join(release, 'public');
  mkdirSync(publicDir, { recursive: true });
  cpSync('public', publicDir, { recursive: true });
  // Images and cards need nothing else of the build: they are made while the bundles and pages are,
  // and awaited (so any failure still fails the build) before the release is finished.
  const imagesMade = renderImages(publicDir);
  imagesMade.catch(() => undefined);

  const browser = await build({
    entryPoints: ['src/islands/client.ts', 'src/styles/site.css', 'src/styles/report.css'],
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

  // The inline loader (Document.tsx): one classic script of its own, no chunks, no source map.
  const loader = await build({
    entryPoints: ['src/islands/loader.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    logLevel: 'warning',
  });

  /** The options the server's bundle and the staff commands' share. */
  const nodeBundle = {
    bundle: true,
    platform: 'node',
    format: 'esm',
    splitting: true,
    target: 'node24',
    // Bundled but the native SQLite binding: a few files to read and compile start far faster than
    // hundreds of modules resolved through node_modules.
    external: serverExternal,
    minify: process.env.MINIFY_SERVER !== '0',
    sourcemap: 'linked',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', __PREBUILT__: 'true' },
    // React's server renderer is CommonJS and requires Node built-ins.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  } as const;
  await build({
    ...nodeBundle,
    // replication-config: what scripts/serve.sh runs before starting the site under Litestream.
    // audit-thread: the site check's worker thread (src/audit/jobs/check-pool.ts), loaded by path at run time.
    entryPoints: {
      server: 'src/server.ts',
      'replication-config': 'src/replication/config-file-cli.ts',
      'audit-thread': 'src/audit/jobs/thread.ts',
      // audit-lab: the site check's browser run, a child process of its own (src/audit/lab/lab-runner.ts).
      'audit-lab': 'src/audit/lab/lab-child.ts',
      // audit-lab-watchdog: the thread that measures a run's memory and disk (src/audit/lab/watchdog.ts), found beside audit-lab.
      'audit-lab-watchdog': 'src/audit/lab/watchdog-thread.ts',
    },
    outdir: release,
    // React's renderer is a chunk of its own, loaded only when something must be rendered at run time.
    chunkNames: 'server-chunks/[name]-[hash]',
  });
  // Apart from the server's: chunks shared with the staff commands would split the server's own
  // bundle into more files for its every start to read.
  await build({
    ...nodeBundle,
    entryPoints: Object.fromEntries(staffCommands.map((name) => [name, `scripts/${name}.ts`])),
    outdir: join(release, 'staff'),
    chunkNames: 'chunks/[name]-[hash]',
  });

  precompress(publicDir);
  const urls = entryUrls(browser.metafile, publicDir);
  const css = urls['src/styles/site.css'];
  const js = urls['src/islands/client.ts'];
  const reportCss = urls['src/styles/report.css'];
  if (!css || !js || !reportCss) throw new Error(`build: entry missing from metafile: ${JSON.stringify(urls)}`);
  const manifest: Assets = {
    css,
    reportCss,
    js,
    modules: staticChunks(browser.metafile, publicDir, 'src/islands/client.ts'),
    loader: loader.outputFiles[0]!.text.trim(),
  };
  const files = await renderSiteFiles(release, { siteUrl: settings.SITE_URL, assets: manifest });
  await imagesMade;
  writeFileSync(join(release, CADDY_HEADERS), caddySnippet(securityHeaders(settings, manifest), files));
  const previous = existsSync(dist) ? realpathSync(dist) : undefined;
  const carried = previous && basename(dirname(previous)) === basename(releases) ? carryOldAssets(previous, release, started) : 0;
  // Last: the manifest's time is what --if-needed compares with the sources.
  writeFileSync(join(release, 'manifest.json'), JSON.stringify(manifest, null, 2));
  switchTo(release, started);
  console.log(
    `build: ${relative('.', dist)} -> ${relative('.', release)} in ${Date.now() - started} ms: ${files.length} files rendered for ${settings.SITE_URL}, ${carried} earlier assets kept`,
    { css, js },
  );
}

main().catch((err: unknown) => {
  // A bad post names its file and field in one line; anything else shows its stack.
  console.error(err instanceof Error && err.name === 'BlogError' ? `build failed: ${err.message}` : err);
  process.exit(1);
});
