/**
 * The build's public folder as a static site for any host or CDN, plus the `_headers` file static
 * hosts (Netlify, Cloudflare Pages) read for the site's security and cache headers:
 *   npm run export:static -- --out dist/site [--api https://www.example.com.au]
 * The pages are the build's own files (rendered for SITE_URL, with .br and .gz twins: /strategy/seo
 * is strategy/seo.html, / is index.html, the not-found page 404.html), not rendered again. The audit
 * form and the field beacons still go to the running Node server: by default to the same origin
 * (proxy /api/ to it); --api points them at another origin (list the static site's origin in that
 * server's ALLOWED_ORIGINS), and only then are the pages rewritten and compressed again.
 */
import { cpSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { loadConfig } from '../src/config.js';
import { readSiteFilesIndex } from '../src/routes/pages.js';
import { HTML } from '../src/routes/site-files.js';
import { staticHostHeaders } from '../deploy/headers.js';
import { securityHeaders } from '../src/security.js';
import { ENQUIRY_PATH } from '../src/shared/enquiry-contract.js';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'dist/site' }, api: { type: 'string', default: '' } } });
const out = values.out!;
const api = values.api!.replace(/\/$/, '');
if (api && !/^https?:\/\/[^/]+$/.test(api)) {
  console.error('--api must be an origin like https://www.example.com.au');
  process.exit(2);
}

const config = loadConfig();
const release = realpathSync(config.DIST_DIR);
const index = readSiteFilesIndex(release);
if (index.siteUrl !== config.SITE_URL) {
  console.error(
    `${config.DIST_DIR} was built for SITE_URL=${index.siteUrl}, not ${config.SITE_URL}: run \`npm run build\` with this SITE_URL first`,
  );
  process.exit(1);
}
rmSync(out, { recursive: true, force: true });
// Source maps stay private unless SOURCE_MAPS asks for them, as on the Node server.
cpSync(join(release, 'public'), out, { recursive: true, filter: (path) => config.SOURCE_MAPS || !path.endsWith('.map') });
writeFileSync(join(out, '_headers'), staticHostHeaders(securityHeaders(config, index.assets), index.files));

/** Points the form (its action) and the browser code (<html data-api>, read for beacons) at the API origin. */
const withApi = (html: string) =>
  html
    .replaceAll(`action="${ENQUIRY_PATH}"`, `action="${api}${ENQUIRY_PATH}"`)
    .replace('<html lang="en-AU"', `<html lang="en-AU" data-api="${api}"`);
const pages = index.files.filter((f) => f.contentType === HTML);
if (api) {
  for (const { file } of pages) {
    const path = join(out, file);
    const html = Buffer.from(withApi(readFileSync(path, 'utf8')));
    writeFileSync(path, html);
    writeFileSync(`${path}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${path}.gz`, gzipSync(html, { level: 9 }));
  }
}
console.log(
  `export:static: ${pages.length} pages (with 404.html) and every asset written to ${out}${api ? ` (form posts to ${api})` : ''}`,
);
