/** The asset manifest build.ts writes (hashed URLs of the stylesheet and islands entry, the inline parts), and reading it. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What every page links or inlines: build.ts writes it as manifest.json, the views render it, the security headers hash its inline parts. */
export interface Assets {
  /** URL of the site's stylesheet (src/styles/site.css, critical.css first), linked in every page's head, e.g. /assets/site-3F2A.css */
  css: string;
  /** URL of the report's and the lead pages' stylesheet (src/styles/report.css: site.css and their own rules), linked in those pages' head in place of `css`. */
  reportCss: string;
  /** URL of the islands' module entry, e.g. /assets/client-9BC1.js */
  js: string;
  /** The chunks the entry imports at once, preloaded beside it. */
  modules: string[];
  /** The inline script that loads `js` once the page has loaded and is idle (src/islands/loader.ts, minified). */
  loader: string;
}

export function loadAssets(distDir: string): Assets {
  const file = join(distDir, 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Assets;
  } catch {
    throw new Error(`Cannot read ${file}: run \`npm run build\` first`);
  }
}
