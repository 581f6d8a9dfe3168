/**
 * Writes every page as static HTML plus assets, for any static host or CDN:
 *   npm run export:static -- --out dist/site [--api https://www.example.com.au]
 * /strategy/seo becomes strategy/seo.html (hosts serve /path from path.html), / is index.html and the
 * not-found page is 404.html. Each text file gets .br and .gz twins. The audit form and the field
 * beacons still go to the running Node server: by default to the same origin (proxy /api/ to it);
 * --api points them at another origin (list the static site's origin in that server's ALLOWED_ORIGINS).
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { routes } from '../src/routes/route-table.js';
import { ENQUIRY_PATH } from '../src/shared/enquiry-contract.js';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'dist/site' }, api: { type: 'string', default: '' } } });
const out = values.out!;
const api = values.api!.replace(/\/$/, '');
if (api && !/^https?:\/\/[^/]+$/.test(api)) {
  console.error('--api must be an origin like https://www.example.com.au');
  process.exit(2);
}

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', DATABASE_PATH: join(out, '..', '.export-tmp.db') });
const app = await buildApp(config);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
// Source maps stay private unless SOURCE_MAPS asks for them, as on the Node server.
cpSync(join(config.DIST_DIR, 'public'), out, { recursive: true, filter: (path) => config.SOURCE_MAPS || !path.endsWith('.map') });

function write(file: string, text: string): void {
  const path = join(out, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  writeFileSync(`${path}.gz`, gzipSync(text, { level: 9 }));
  writeFileSync(`${path}.br`, brotliCompressSync(text));
}

/** Points the form (its action) and the browser code (<html data-api>, read for beacons) at the API origin. */
const withApi = (html: string) =>
  api ? html.replaceAll(`action="${ENQUIRY_PATH}"`, `action="${api}${ENQUIRY_PATH}"`).replace('<html lang="en-AU"', `<html lang="en-AU" data-api="${api}"`) : html;
let count = 0;
for (const route of routes) {
  const res = await app.inject(route.path);
  write(route.path === '/' ? 'index.html' : `${route.path.slice(1)}.html`, withApi(res.body));
  count++;
}
write('404.html', (await app.inject('/__not_found__')).body);
for (const file of ['sitemap.xml', 'robots.txt', 'site.webmanifest']) write(file, (await app.inject(`/${file}`)).body);
await app.close();
rmSync(join(out, '..', '.export-tmp.db'), { force: true });
for (const suffix of ['-wal', '-shm']) rmSync(join(out, '..', `.export-tmp.db${suffix}`), { force: true });
console.log(`export:static: ${count} pages + 404.html written to ${out}${api ? ` (form posts to ${api})` : ''}`);
