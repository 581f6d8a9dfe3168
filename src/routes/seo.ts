/**
 * Findability: the texts of /sitemap.xml (every indexable route, same URLs as the canonicals, with
 * lastmod where known), /robots.txt and the web manifest (site-files.ts lists them with the feeds and
 * /llms.txt), and 301s from /path/ and /PATH variants to the one canonical path.
 */
import type { FastifyInstance } from 'fastify';
import { site } from '../../data/site.js';
import type { PageEntry } from '../content/page-entry.js';

export function sitemapXml(routes: readonly PageEntry[], siteUrl: string): string {
  const urls = routes
    .filter((r) => !r.noindex)
    .map(
      (r) =>
        `  <url><loc>${siteUrl}${r.path}</loc>${r.lastmod ? `<lastmod>${r.lastmod}</lastmod>` : ''}<changefreq>monthly</changefreq><priority>${r.path === '/' ? '1.0' : '0.7'}</priority></url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `# ${site.name}\nUser-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export function webManifest(): string {
  return JSON.stringify(
    {
      name: `${site.name} - ${site.tagline}`,
      short_name: site.name,
      start_url: '/',
      display: 'browser',
      background_color: site.themeColor,
      theme_color: site.themeColor,
      lang: 'en-AU',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  );
}

/** The canonical form of a path: no trailing slash (except /), lower case. */
export function canonicalPath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  return trimmed.toLowerCase();
}

/** One URL per page: /strategy/seo/ and /Strategy/SEO answer 301 to /strategy/seo (query kept). */
export async function seoRoutes(app: FastifyInstance, pagePaths: ReadonlySet<string>): Promise<void> {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    const [path = '', query] = req.url.split(/\?(.*)/s, 2);
    // '//x' paths are never redirected: a Location starting with // would leave the site.
    if (path === '/' || path.startsWith('//') || path.startsWith('/assets/')) return;
    const canonical = canonicalPath(path);
    if (canonical !== path && pagePaths.has(canonical)) {
      return reply
        .code(301)
        .header('location', canonical + (query !== undefined && query !== '' ? `?${query}` : ''))
        .send();
    }
  });
}
