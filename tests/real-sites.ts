/**
 * The corpus of real websites (tests/fixtures/real-sites/<slug>/: the site's files under www/, its
 * manifest in site.json), each served on 127.0.0.1 as the host it was made for serves it: directory
 * indexes and the host's trailing-slash redirect, Netlify's `_redirects` and `_headers`, nginx's gzip
 * (HEAD answered with `Content-Encoding: gzip` and no body) and its bare `text/html`, a 404 page, the
 * site's own origin rewritten in every text body to the served copy, and the images the pages show made
 * at their real pixel and byte size (the repository keeps only their sizes). Each behaviour names its
 * source in tests/fixtures/real-sites/README.md.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import sharp from 'sharp';

/** A site's manifest, tests/fixtures/real-sites/<slug>/site.json. */
export interface SiteManifest {
  /** The site's own origin as published, rewritten to the served copy in every text body. */
  origin: string;
  /** Whose behaviour the site is served with. */
  host: 'netlify' | 'nginx' | 'apache' | 'github-pages';
  /** Where a visitor starts (the address named in the enquiry). */
  start: string;
  /** Images the pages show, made at test time at their real size: path → bytes and pixels. */
  media: Record<string, { bytes: number; width: number; height: number }>;
  /** Headers the host adds to every answer (a staging host's `X-Robots-Tag: noindex`, say). */
  headers?: Record<string, string>;
  /** nginx's `gzip on` (text/html only, its default gzip_types). */
  gzip?: boolean;
  /** nginx's or Apache's `charset` directive; without it text/html is sent with no charset, as they do by default. */
  charset?: string;
  /** The file a folder's address serves (Apache's DirectoryIndex, nginx's `index`): index.html unless given. */
  index?: string;
  repo: string;
  commit: string;
  path: string;
  licence: string;
  notes: string;
}

export interface RealSite {
  origin: string;
  /** Every request, "GET /about/". */
  requests: string[];
  manifest: SiteManifest;
  close: () => Promise<void>;
}

const ROOT = new URL('./fixtures/real-sites/', import.meta.url).pathname;
const tls = {
  key: readFileSync(new URL('./fixtures/tls/key.pem', import.meta.url)),
  cert: readFileSync(new URL('./fixtures/tls/cert.pem', import.meta.url)),
};

/** Every site of the corpus, by slug. */
export const realSites = (): string[] =>
  readdirSync(ROOT)
    .filter((d) => existsSync(join(ROOT, d, 'site.json')))
    .sort();

export const readManifest = (slug: string, root = ROOT): SiteManifest =>
  JSON.parse(readFileSync(join(root, slug, 'site.json'), 'utf8')) as SiteManifest;

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.htm': 'text/html',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.xsl': 'application/xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.css': 'text/css',
  '.js': 'application/javascript',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
};
const isText = (type: string) => /^text\/|xml|json|javascript/.test(type);

/** Images already made, by format, pixels and bytes: made once a process, whichever site shows them. */
const made = new Map<string, Promise<Buffer>>();

/** An image of noise at `width`×`height` in the format of `path`, padded to about `bytes` (decoders ignore trailing bytes). */
function makeImage(path: string, { bytes, width, height }: SiteManifest['media'][string]): Promise<Buffer> {
  const ext = extname(path).toLowerCase();
  const key = `${ext}:${width}x${height}:${bytes}`;
  if (!made.has(key)) made.set(key, encodeNoise(ext, width || 1, height || 1, bytes));
  return made.get(key) as Promise<Buffer>;
}

async function encodeNoise(ext: string, width: number, height: number, bytes: number): Promise<Buffer> {
  if (ext === '.svg')
    return Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#888"/></svg>`,
    );
  let image: Buffer = Buffer.alloc(0);
  // Noise in square blocks, coarser until the image fits in its bytes: from blocks whose raw noise would just fit.
  for (let block = 2 ** Math.floor(Math.log2(Math.max(1, Math.sqrt((width * height * 3) / bytes)))); block <= 4096; block *= 2) {
    const [w, h] = [Math.ceil(width / block), Math.ceil(height / block)];
    const noise = sharp(randomBytes(w * h * 3), { raw: { width: w, height: h, channels: 3 } }).resize(width, height, { kernel: 'nearest' });
    const format =
      ext === '.png'
        ? noise.png()
        : ext === '.webp'
          ? noise.webp({ quality: 70, effort: 0 })
          : ext === '.gif'
            ? noise.gif()
            : ext === '.avif'
              ? noise.avif({ quality: 50, effort: 0 })
              : noise.jpeg({ quality: 75 });
    image = await format.toBuffer();
    if (image.length <= bytes) break;
  }
  return image.length < bytes ? Buffer.concat([image, Buffer.alloc(bytes - image.length)]) : image;
}

/** The site's own origin in any of its spellings (scheme or none, www or bare, slashes JSON-escaped or not). */
function originPattern(origin: string): RegExp {
  const host = new URL(origin).hostname.replace(/^www\./, '').replace(/\./g, '\\.');
  return new RegExp(`(https?:)?(\\\\?/\\\\?/)(?:www\\.)?${host}(?![\\w.-])`, 'gi');
}

/** A `_redirects` rule's `from` matched against `path`: its placeholders and splat, or undefined. Netlify matches with or without a trailing slash. */
function matchRule(from: string, path: string): Record<string, string> | undefined {
  const names: string[] = [];
  const source = from
    .replace(/\/$/, '')
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:(\w+)|\*/g, (all, name: string | undefined) => {
      names.push(name ?? 'splat');
      return all === '*' ? '(.*)' : '([^/]+)';
    });
  const m = new RegExp(`^${source}/?$`).exec(path);
  return m ? Object.fromEntries(names.map((n, i) => [n, m[i + 1] ?? ''])) : undefined;
}

/** Serves the corpus site `slug` (from `root`, the corpus unless given) on 127.0.0.1 (on `port`, else any free one), over HTTPS with the test certificate unless `https` is false. */
export async function serveRealSite(
  slug: string,
  { https = true, root = ROOT, port = 0 }: { https?: boolean; root?: string; port?: number } = {},
): Promise<RealSite> {
  const manifest = readManifest(slug, root);
  const www = join(root, slug, 'www');
  const netlify = manifest.host === 'netlify';
  // netlify.toml sits at the repository's base, beside the published folder: its rules come after _redirects'.
  const toml = existsSync(join(root, slug, 'netlify.toml')) ? join(root, slug, 'netlify.toml') : undefined;
  const redirects = netlify
    ? ((await parseAllRedirects({ redirectsFiles: [join(www, '_redirects')], netlifyConfigPath: toml, configRedirects: [], minimal: true }))
        .redirects as {
        from: string;
        to: string;
        status?: number;
        force?: boolean;
      }[])
    : [];
  const headerRules = netlify
    ? (await parseAllHeaders({ headersFiles: [join(www, '_headers')], configHeaders: [], minimal: false })).headers
    : [];
  const pattern = originPattern(manifest.origin);
  const requests: string[] = [];
  let origin = '';
  let httpOrigin = '';

  const file = (path: string) => {
    const full = join(www, path);
    return full.startsWith(www) && existsSync(full) && statSync(full).isFile() ? full : undefined;
  };
  const dir = (path: string) => existsSync(join(www, path)) && statSync(join(www, path)).isDirectory();
  const index = manifest.index ?? 'index.html';
  const mediaByPath = new Map(
    Object.entries(manifest.media).map(([key, size]) => {
      try {
        return [decodeURIComponent(key), size];
      } catch {
        return [key, size];
      }
    }),
  );
  /** The file a path names on this host: itself, its folder's index file, or (GitHub Pages, Netlify) its .html twin. */
  const resolve = (path: string) =>
    path.endsWith('/')
      ? file(`${path}${index}`)
      : (file(path) ?? (manifest.host === 'github-pages' || netlify ? file(`${path}.html`) : undefined));

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // The request target is a path: `//sitemap.xml` is not a host name. nginx (GitHub Pages runs it,
    // Netlify's edge likewise) merges repeated slashes before it looks for the file (merge_slashes on).
    const url = new URL(`http://x${(req.url ?? '/').replace(/^\/{2,}/, '/')}`);
    url.pathname = url.pathname.replace(/\/{2,}/g, '/');
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      path = url.pathname;
    }
    // GitHub Pages sends HSTS on its own github.io domain (on browsers' preload list), not on a custom one.
    const hsts = manifest.host === 'github-pages' && new URL(manifest.origin).hostname.endsWith('.github.io');
    const headers: Record<string, string> = { ...(hsts && { 'strict-transport-security': 'max-age=31556952' }), ...manifest.headers };
    for (const rule of headerRules) if ('forRegExp' in rule && rule.forRegExp.test(url.pathname)) Object.assign(headers, rule.values);
    const send = async (status: number, body: Buffer | undefined, type?: string) => {
      let bytes = body;
      if (type)
        headers['content-type'] =
          type.startsWith('text/html') && manifest.host !== 'nginx' && manifest.host !== 'apache' ? `${type}; charset=utf-8` : type;
      if (type?.startsWith('text/html') && manifest.charset) headers['content-type'] = `text/html; charset=${manifest.charset}`;
      if (bytes && type && isText(type))
        bytes = Buffer.from(
          bytes
            .toString('latin1')
            .replace(
              pattern,
              (_, scheme: string | undefined, slashes: string) =>
                `${scheme === 'http:' ? httpOrigin : scheme ? origin : `${slashes}${origin.replace(/^https?:\/\//, '')}`}`,
            ),
          'latin1',
        );
      // nginx's `gzip on` compresses text/html only (its default gzip_types); Netlify and GitHub Pages compress text.
      const compressible =
        manifest.host === 'nginx' ? manifest.gzip && type?.startsWith('text/html') : manifest.host !== 'apache' && type && isText(type);
      const gzip = bytes && compressible && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      if (gzip && bytes) {
        bytes = gzipSync(bytes);
        headers['content-encoding'] = 'gzip';
        headers.vary = 'Accept-Encoding';
      }
      if (bytes && !(gzip && manifest.host === 'nginx' && req.method === 'HEAD')) headers['content-length'] = String(bytes.length);
      res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : bytes);
    };
    const redirect = (status: number, to: string) => {
      headers.location = manifest.host === 'nginx' || manifest.host === 'apache' ? new URL(to, origin).href : to;
      return send(
        status,
        Buffer.from(`<html><head><title>${status} Moved</title></head><body><a href="${to}">Moved</a></body></html>`),
        'text/html',
      );
    };
    const serveFile = async (full: string, status = 200) =>
      send(status, readFileSync(full), TYPES[extname(full).toLowerCase()] ?? 'application/octet-stream');

    // The host's trailing-slash redirect for a folder (nginx, Apache, GitHub Pages, Netlify alike).
    if (!path.endsWith('/') && dir(path) && file(`${path}/${index}`)) return redirect(301, `${url.pathname}/${url.search}`);
    // A file's address however it is escaped: /images/Google+.jpg is the file the manifest lists as Google%2B.jpg.
    const media = manifest.media[url.pathname] ?? mediaByPath.get(path);
    const found = resolve(path);
    // Netlify applies a rule where no file shadows it, or always when forced (`!`).
    for (const rule of redirects) {
      if (found && !rule.force) continue;
      const params = matchRule(rule.from, path);
      if (!params) continue;
      const to = rule.to.replace(/:(\w+)/g, (all, name: string) => params[name] ?? all);
      const status = rule.status ?? 301;
      if (status >= 300 && status < 400) return redirect(status, to);
      const target = resolve(to.split('?')[0] ?? to);
      if (target) return serveFile(target, status);
    }
    if (found) return serveFile(found);
    if (media) {
      return send(200, await makeImage(url.pathname, media), TYPES[extname(url.pathname).toLowerCase()]);
    }
    const notFound = manifest.host === 'nginx' || manifest.host === 'apache' ? undefined : file('/404.html');
    if (notFound) return serveFile(notFound, 404);
    return send(404, Buffer.from('<html><head><title>404 Not Found</title></head><body><h1>404 Not Found</h1></body></html>'), 'text/html');
  }

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    requests.push(`${req.method} ${req.url}`);
    answer(req, res).catch((err: Error) => res.writeHead(500).end(err.message));
  };
  const main: Server = https ? createHttpsServer(tls, handler) : createHttpServer(handler);
  // The site's http:// twin, as the hosts run it: every address answered with a 301 to https.
  const twin = createHttpServer((req, res) => {
    requests.push(`${req.method} http:${req.url}`);
    res.writeHead(301, { location: `${origin}${req.url ?? '/'}` }).end();
  });
  const listen = (server: Server, on = 0) =>
    new Promise<number>((done) => server.listen(on, '127.0.0.1', () => done((server.address() as AddressInfo).port)));
  origin = `${https ? 'https' : 'http'}://127.0.0.1:${await listen(main, port)}`;
  httpOrigin = https ? `http://127.0.0.1:${await listen(twin)}` : origin;
  const close = (server: Server) =>
    new Promise<void>((done) => (server.listening ? (server.closeAllConnections(), server.close(() => done())) : done()));
  return { origin, requests, manifest, close: async () => void (await Promise.all([close(main), close(twin)])) };
}
