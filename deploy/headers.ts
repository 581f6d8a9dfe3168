/**
 * The header files written beside each build for what serves it without Node: the snippet
 * deploy/Caddyfile imports (the site's security headers and the cache rules Node applies), and the
 * `_headers` file static hosts read (`npm run export:static`). Both come from the same sources as
 * Node's own answers (src/security.ts, src/routes/site-files.ts), so they cannot drift apart.
 */
import type { Headers } from '../src/security.js';
import { ASSET_CACHE_CONTROL, FILE_CACHE_CONTROL, HTML, PAGE_CACHE_CONTROL, type SiteFileInfo } from '../src/routes/site-files.js';

/** The security headers as Caddy lines, beside the public folder (deploy/Caddyfile imports it). */
export const CADDY_HEADERS = 'security-headers.caddy';

/** The rendered files other than pages, each with the type Node sends (a server would guess from the extension). */
const typedFiles = (files: readonly SiteFileInfo[]) =>
  files.filter((f): f is SiteFileInfo & { path: string } => f.path !== undefined && f.contentType !== HTML);

/**
 * What Caddy sends with the files it serves from the build (deploy/Caddyfile imports it): the
 * site's security headers, the same cache rules Node applies, and each rendered file's own type
 * (Caddy goes by the extension, and would send the web manifest and the JSON Feed as plain JSON;
 * a Content-Type set here is kept by its file server).
 */
export function caddySnippet(headers: Headers, files: readonly SiteFileInfo[]): string {
  const quote = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  const lines = [
    '# Written by build.ts (deploy/headers.ts, src/security.ts): do not edit.',
    // One block, so Caddy sets them all in one handler rather than one handler a header.
    'header {',
    ...Object.entries(headers).map(([name, value]) => `\t${name} ${quote(value)}`),
    '}',
    // One rule per kind of path (Caddy would apply a rule without a matcher last, over the others).
    // Page paths are the ones without an extension.
    '@page not path *.*',
    '@asset path /assets/*',
    '@file {',
    '\tpath *.*',
    '\tnot path /assets/*',
    '}',
    `header @page Cache-Control ${quote(PAGE_CACHE_CONTROL)}`,
    `header @asset Cache-Control ${quote(ASSET_CACHE_CONTROL)}`,
    `header @file Cache-Control ${quote(FILE_CACHE_CONTROL)}`,
    ...typedFiles(files).map((f) => `header ${f.path} Content-Type ${quote(f.contentType)}`),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * The `_headers` file static hosts (Netlify, Cloudflare Pages) read: the security headers on every
 * file, hashed assets kept for good, and each rendered file's own type (such hosts combine matching
 * rules, so nothing is set twice).
 */
export function staticHostHeaders(headers: Headers, files: readonly SiteFileInfo[]): string {
  const block = (pattern: string, entries: [string, string][]) =>
    `${pattern}\n${entries.map(([name, value]) => `  ${name}: ${value}\n`).join('')}`;
  return [
    block('/*', Object.entries(headers)),
    block('/assets/*', [['cache-control', ASSET_CACHE_CONTROL]]),
    ...typedFiles(files).map((f) => block(f.path, [['content-type', f.contentType]])),
  ].join('\n');
}
