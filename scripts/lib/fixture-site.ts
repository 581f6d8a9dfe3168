/**
 * A small business website on 127.0.0.1 for the whole-site check, in two versions: `clean` (30
 * pages that pass every crawl check a local http:// site can pass) and `planted` (the same site
 * with known defects: duplicate titles and descriptions, a broken link, a two-hop redirect chain, a
 * link to a redirect, a sitemap listing a 404, a noindex page and an orphan, a folder robots.txt
 * disallows, a page five clicks deep, an image without width and height). `pages` builds a site of
 * any size for the caps. Every request's path is recorded. Shared by tests/e2e/site-crawl.test.ts
 * and scripts/bench-crawl.ts.
 */
import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';

export interface FixtureSite {
  url: string;
  /** Every path asked for, in order. */
  requests: string[];
  close: () => Promise<void>;
}

const WORDS =
  'Our team of licensed tradespeople looks after homes and small businesses across the eastern suburbs with honest quotes, tidy work and a written guarantee on every job we complete for you.';
/** A paragraph of real-looking copy, `n` times: enough words that no page is thin. */
const copy = (n: number) => `<p>${Array.from({ length: n }, () => WORDS).join(' ')}</p>`;

interface PageSpec {
  title: string;
  description: string;
  links: string[];
  extra?: string;
  head?: string;
  h1?: string;
}

function page(base: string, path: string, spec: PageSpec): string {
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${spec.title}</title><meta name="description" content="${spec.description}"><link rel="canonical" href="${base}${path}">${spec.head ?? ''}
<meta property="og:title" content="${spec.title}"><meta property="og:description" content="${spec.description}"><meta property="og:image" content="${base}/img/og.png">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness","name":"Fixture Plumbing"}</script></head>
<body><nav>${spec.links.map((l) => `<a href="${l}">${l}</a>`).join(' ')}</nav><h1>${spec.h1 ?? spec.title}</h1><h2>About this page</h2>${copy(12)}
<img src="/img/van.jpg" alt="Our van" width="640" height="480">${spec.extra ?? ''}</body></html>`;
}

/** Distinct, well-sized titles and descriptions for filler page `i`. */
const filler = (i: number): Omit<PageSpec, 'links'> => ({
  title: `Plumbing service number ${i} | Fixture Plumbing`,
  description: `Service ${i}: licensed plumbers for repairs, installations and maintenance across Melbourne's eastern suburbs, seven days a week.`,
});

/** The pages of the fixture, by path: what they say and link to. */
function pagesOf(planted: boolean): Map<string, PageSpec> {
  const pages = new Map<string, PageSpec>();
  const fillers = Array.from({ length: 21 }, (_, i) => `/services/${i + 1}`);
  const blog = ['/blog', '/blog/1', '/blog/2', '/blog/3', '/blog/4'];
  const home = ['/about', '/contact', '/services', blog[0]!, ...(planted ? ['/missing', '/old-page', '/moved', '/private/staff'] : [])];
  pages.set('/', { ...filler(0), title: 'Fixture Plumbing | Melbourne plumbers', links: home });
  pages.set('/about', {
    ...filler(101),
    links: ['/', '/contact'],
    ...(planted ? { title: 'Fixture Plumbing | Melbourne plumbers', extra: '<img src="/img/team.jpg" alt="The team">' } : {}),
  });
  pages.set('/contact', { ...filler(102), links: ['/', '/about'], ...(planted ? { description: filler(101).description } : {}) });
  pages.set('/services', { ...filler(103), links: ['/', ...fillers] });
  for (const [i, path] of fillers.entries()) pages.set(path, { ...filler(i + 1), links: ['/services', '/'] });
  // A chain of posts: /blog/4 is five clicks from the home page.
  for (const [i, path] of blog.entries()) pages.set(path, { ...filler(200 + i), links: ['/', ...(blog[i + 1] ? [blog[i + 1]!] : [])] });
  if (planted) {
    pages.set('/orphan', { ...filler(300), links: ['/'] });
    pages.set('/hidden', { ...filler(301), links: ['/'], head: '<meta name="robots" content="noindex">' });
  } else {
    // The clean site links every post from the blog's index, so none is deep.
    pages.get('/blog')!.links.push(...blog.slice(2));
  }
  return pages;
}

/** Starts the fixture; `planted` adds the known defects. */
export async function startFixtureSite(planted: boolean): Promise<FixtureSite> {
  const requests: string[] = [];
  let base = '';
  const pages = pagesOf(planted);
  const sitemap = () => {
    const listed = [...pages.keys()].filter((p) => planted || p !== '/orphan');
    if (planted) listed.push('/gone');
    return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${listed.map((p) => `<url><loc>${base}${p}</loc></url>`).join('')}</urlset>`;
  };
  const redirects: Record<string, string> = planted ? { '/old-page': '/older-page', '/older-page': '/services', '/moved': '/about' } : {};
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    requests.push(path);
    if (path === '/robots.txt')
      return res.writeHead(200, { 'content-type': 'text/plain' }).end(`User-agent: *\nDisallow: /private/\nSitemap: ${base}/sitemap.xml\n`);
    if (path === '/sitemap.xml') return res.writeHead(200, { 'content-type': 'application/xml' }).end(sitemap());
    if (redirects[path]) return res.writeHead(301, { location: redirects[path] }).end();
    if (path.startsWith('/img/'))
      return res
        .writeHead(200, { 'content-type': 'image/jpeg', 'content-length': '20480' })
        .end(req.method === 'HEAD' ? undefined : Buffer.alloc(20480));
    const spec = pages.get(path);
    if (!spec) return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' }).end(gzipSync(page(base, path, spec)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url: `${base}/`,
    requests,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/** A site of `count` pages, each linking to the next few, each answering after `delayMs`: for the page and time caps. */
export async function startLargeSite(count: number, delayMs = 0): Promise<FixtureSite> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push(path);
    const n = path === '/' ? 0 : Number(/^\/p\/(\d+)$/.exec(path)?.[1] ?? -1);
    if (n < 0 || n >= count) return res.writeHead(404).end();
    const links = [1, 2, 3]
      .map((k) => n + k)
      .filter((k) => k < count)
      .map((k) => `<a href="/p/${k}">Page ${k}</a>`)
      .join(' ');
    setTimeout(
      () =>
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end(`<!doctype html><html lang="en"><title>Large site page ${n} of ${count}</title><h1>Page ${n}</h1>${links}`),
      delayMs,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
  return { url, requests, close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))) };
}
