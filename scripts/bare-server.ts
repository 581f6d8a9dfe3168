/**
 * The Node ceiling for `npm run bench`: a bare node:http server answering the exported pages from
 * memory, as few lines as serving them takes (brotli or gzip by Accept-Encoding). With HEADS_FILE
 * (JSON: path -> encoding -> headers, as the site sent them) it sends the site's very heads, so both
 * put the same bytes on the wire; without it, three headers.
 * `tsx scripts/bare-server.ts SITE_DIR PORT [HEADS_FILE]`. Not part of the site.
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir = 'out/site', port = '3303', headsFile] = process.argv.slice(2);
type Heads = Record<string, Record<'br' | 'gzip', Record<string, string>>>;
const heads: Heads = headsFile ? (JSON.parse(readFileSync(headsFile, 'utf8')) as Heads) : {};
const pages = new Map<string, { br: Buffer; gzip: Buffer }>();
for (const path of ['/', '/strategy/seo']) {
  const file = join(dir, path === '/' ? 'index.html' : `${path}.html`);
  if (existsSync(`${file}.br`)) pages.set(path, { br: readFileSync(`${file}.br`), gzip: readFileSync(`${file}.gz`) });
}
createServer((req, res) => {
  const page = pages.get(req.url ?? '');
  if (!page) return res.writeHead(404).end();
  const br = (req.headers['accept-encoding'] ?? '').includes('br');
  const body = br ? page.br : page.gzip;
  const head = heads[req.url ?? '']?.[br ? 'br' : 'gzip'] ?? {
    'content-type': 'text/html; charset=utf-8',
    'content-encoding': br ? 'br' : 'gzip',
  };
  res.writeHead(200, { ...head, 'content-length': body.length });
  res.end(body);
}).listen(Number(port), '127.0.0.1');
