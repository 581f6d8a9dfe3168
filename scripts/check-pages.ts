/**
 * Checks page data files without starting the server: `npx tsx scripts/check-pages.ts data/pages/strategy/seo.ts ...`
 * Prints schema and link problems and each page's word count. Exit 1 on any problem.
 */
import { pathToFileURL } from 'node:url';
import { basename, dirname, resolve } from 'node:path';
import { allMenuLinks } from '../data/navigation.js';
import { servicePageProblems } from '../src/content/validate.js';
import { pageWordCount } from '../src/content/page-facts.js';
import type { ServicePage, ServicePageData } from '../src/content/schema.js';

const routes = new Set(['/', '/privacy-policy', '/terms-of-service', '/thank-you', ...allMenuLinks().map((l) => l.href)]);
const pages: ServicePage[] = [];
for (const file of process.argv.slice(2)) {
  const mod = (await import(pathToFileURL(resolve(file)).href)) as { default: ServicePageData };
  // As in data/pages/index.ts: data/pages/<group>/<slug>.ts serves /<group>/<slug>.
  pages.push({ ...mod.default, path: `/${basename(dirname(resolve(file)))}/${basename(file, '.ts')}` });
}
const problems = servicePageProblems(pages, routes);
for (const page of pages) {
  const words = pageWordCount(page);
  const inMenu = routes.has(page.path) ? '' : '  (path is not in the navigation!)';
  console.log(`${String(words).padStart(5)} words  ${page.path}  desc ${page.meta?.description?.length ?? 0} chars${inMenu}`);
}
for (const p of problems) console.log('PROBLEM', p);
console.log(problems.length ? `${problems.length} problem(s)` : `ok: ${pages.length} page(s)`);
process.exit(problems.length ? 1 : 0);
