/**
 * The header a security-header finding asks for (`clickjacking`, `nosniff`, `referrer-policy`, and
 * `csp` where the site's own policy lacks only object-src or base-uri),
 * written for the host the start page's answer came from, as its headers name it: Netlify's and
 * Cloudflare Pages' `_headers` file, Vercel's `vercel.json`, Apache's `.htaccess`, nginx's
 * `add_header`, or Cloudflare's dashboard in front of any server. GitHub Pages lets a site send no
 * header of its own: that is said, never a file that would do nothing. A host we cannot tell gets
 * the lines for each.
 *
 * A value is written only when it is made of characters no host's syntax treats specially (no quote,
 * backslash, `$`, `%` or line break), so nothing needs escaping in any of them; vercel.json is written
 * by JSON.stringify. Checked before it is offered: the name and value as node:http accepts them, and
 * vercel.json read back. tests/unit/findings/security-headers.test.ts reads the `_headers` lines back
 * with Netlify's own parser.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { highSeverityIn } from '../read/csp.js';
import type { Evidence } from '../read/evidence.js';
import type { Built } from './built.js';

/** The hosts whose way of adding a header we know, by what their answers carry. */
export type Host = 'netlify' | 'vercel' | 'cloudflare' | 'github-pages' | 'apache' | 'nginx';

/** A header to add: its name and value. */
export interface HeaderLine {
  name: string;
  value: string;
}

/**
 * The host the answer came from, by its `server` header and the request ids each host adds; undefined
 * when none says. Cloudflare before GitHub Pages: a site behind Cloudflare's proxy can add headers
 * there, whatever serves it behind. LiteSpeed reads `.htaccess` as Apache does.
 */
export function hostOf(headers: IncomingHttpHeaders): Host | undefined {
  const server = String(headers.server ?? '')
    .trim()
    .toLowerCase();
  if (server === 'netlify' || headers['x-nf-request-id']) return 'netlify';
  if (server === 'vercel' || headers['x-vercel-id']) return 'vercel';
  if (server === 'cloudflare' || headers['cf-ray']) return 'cloudflare';
  if (server === 'github.com' || headers['x-github-request-id']) return 'github-pages';
  if (/^(?:apache|litespeed)\b/.test(server)) return 'apache';
  if (/^nginx\b/.test(server)) return 'nginx';
  return undefined;
}

/** Characters a value may have: none is special to `_headers`, `.htaccess`'s quotes, nginx's quotes or JSON. */
const PLAIN_VALUE = /^[A-Za-z0-9 '*+,./:;=_-]+$/;

/** The `_headers` lines (Netlify, Cloudflare Pages): every path, then each header indented. */
const headersFile = (lines: readonly HeaderLine[]) => ['/*', ...lines.map((h) => `  ${h.name}: ${h.value}`)].join('\n');
const htaccess = (lines: readonly HeaderLine[]) =>
  ['<IfModule mod_headers.c>', ...lines.map((h) => `  Header always set ${h.name} "${h.value}"`), '</IfModule>'].join('\n');
const nginx = (lines: readonly HeaderLine[]) => lines.map((h) => `add_header ${h.name} "${h.value}" always;`).join('\n');
const vercelJson = (lines: readonly HeaderLine[]) =>
  JSON.stringify({ headers: [{ source: '/(.*)', headers: lines.map((h) => ({ key: h.name, value: h.value })) }] }, null, 2);

/** Cloudflare's dashboard, for a site behind its proxy: where the same header is set, in words. */
const cloudflareRule = (lines: readonly HeaderLine[]) =>
  `in Cloudflare's dashboard (Rules, Transform Rules, Modify Response Header: Set static, ${lines.map((h) => `name ${h.name}, value ${h.value}`).join('; ')})`;
const GITHUB_PAGES =
  'GitHub Pages does not let a site send headers of its own, so there is nothing to paste there: a CDN in front of it that can add headers (Cloudflare’s free plan can, by a Transform Rule) or a host that reads a _headers file (Netlify, Cloudflare Pages) can send it.';

/** The text to paste for a host, and where it goes. */
function forHost(host: Exclude<Host, 'github-pages'>, lines: readonly HeaderLine[]): { text: string; where: string } {
  if (host === 'netlify')
    return {
      text: headersFile(lines),
      where:
        'Your site is on Netlify: add these lines to the _headers file in the folder Netlify publishes (make the file if there is none), then deploy again.',
    };
  if (host === 'cloudflare')
    return {
      text: headersFile(lines),
      where: `Your site answers through Cloudflare. On Cloudflare Pages, add these lines to the _headers file in the folder it publishes; for a site behind Cloudflare's proxy, set it ${cloudflareRule(lines)} instead.`,
    };
  if (host === 'vercel')
    return {
      text: vercelJson(lines),
      where:
        'Your site is on Vercel: add this to vercel.json at the top of your project (into its "headers" list, if it has one), then deploy again.',
    };
  if (host === 'apache')
    return {
      text: htaccess(lines),
      where: "Your site runs on Apache (or LiteSpeed): add these lines to the .htaccess file in your site's top folder.",
    };
  return {
    text: nginx(lines),
    where:
      "Your site runs on nginx: add this to the server block of its configuration, then reload nginx. A location block with add_header lines of its own ignores the server block's, so repeat it there.",
  };
}

/** Every host's lines, each under a heading line, for a site whose host its answers do not name. */
function forEveryHost(lines: readonly HeaderLine[]): { text: string; where: string } {
  const text = [
    `# Netlify or Cloudflare Pages: the _headers file\n${headersFile(lines)}`,
    `# Apache or LiteSpeed: .htaccess\n${htaccess(lines)}`,
    `# nginx: the server block\n${nginx(lines)}`,
    `# Vercel: vercel.json\n${vercelJson(lines)}`,
  ].join('\n\n');
  return {
    text,
    where: `We could not tell from your site's answers who hosts it, so here is the header for each common host: use the part for yours. Behind Cloudflare's proxy, set it ${cloudflareRule(lines)}. GitHub Pages cannot send headers of its own.`,
  };
}

/** Why the lines cannot be offered, or nothing when node:http accepts each name and value and vercel.json reads back as written. */
async function problemIn(lines: readonly HeaderLine[]): Promise<string | undefined> {
  const { validateHeaderName, validateHeaderValue } = await import('node:http');
  try {
    for (const h of lines) {
      validateHeaderName(h.name);
      validateHeaderValue(h.name, h.value);
    }
  } catch (err) {
    return (err as Error).message;
  }
  const back = JSON.parse(vercelJson(lines)) as { headers: { headers: { key: string; value: string }[] }[] };
  const read = back.headers[0]?.headers.map((h) => `${h.key}: ${h.value}`) ?? [];
  return read.join('\n') === lines.map((h) => `${h.name}: ${h.value}`).join('\n') ? undefined : 'vercel.json did not read back as written';
}

/** The header lines for the start page's host, checked, or why they are not offered; `change` leads `where` when they replace a header the site sends. */
export async function securityHeaderFix(e: Evidence, lines: readonly HeaderLine[], change = ''): Promise<Built> {
  const host = hostOf(e.start.page.headers);
  if (host === 'github-pages') return { refused: GITHUB_PAGES };
  if (lines.some((h) => !PLAIN_VALUE.test(h.value)))
    return {
      refused:
        'The header holds characters (a quote, a backslash, $, % or a character outside plain ASCII) that some hosts read as part of their own syntax, so we do not offer it.',
    };
  const problem = await problemIn(lines);
  if (problem) return { refused: `The header we would write did not pass our checks (${problem}), so we do not offer it.` };
  const names = lines.map((h) => h.name).join(' and ');
  const { text, where } = host ? forHost(host, lines) : forEveryHost(lines);
  return {
    title: host ? `The ${names} header, for your host` : `The ${names} header, for each common host`,
    text,
    where: `${change}${where}`,
    checked: 'Each header name and value as Node’s HTTP parser accepts them, and vercel.json read back as JSON.',
    ...(!host && {
      online: `On paper, the header alone (${lines.map((h) => `${h.name}: ${h.value}`).join('; ')}): the lines for each common host are in this report online.`,
    }),
  };
}

/** What each missing directive the fix may add is set to: no plugins, and a `<base>` only to the site itself. */
const ADDED: Record<string, string> = { 'object-src': "object-src 'none'", 'base-uri': "base-uri 'self'" };

/**
 * The site's own policy with what it lacks added, when all CSP Evaluator finds is a missing object-src or
 * base-uri and the policy is one header line: what protects its scripts (nonces, hashes, 'unsafe-inline')
 * is its developer's to change, which `csp`'s fix says. Offered only when CSP Evaluator finds no
 * high-severity weakness in the result.
 */
export async function cspFix(e: Evidence): Promise<Built> {
  const { csp } = e.start;
  const line = e.start.page.headerFacts?.security.csp;
  if (!csp || csp.fromHeader !== 1 || csp.fromMeta || line?.length !== 1 || !line[0]) return undefined;
  const added = [...new Set(csp.weaknesses.map((w) => (w.kind === 'missing' ? ADDED[w.directive] : undefined)))];
  if (!added.length || added.some((a) => a === undefined)) return undefined;
  const policy = `${line[0].trim().replace(/;\s*$/, '')}; ${added.join('; ')}`;
  if (highSeverityIn(policy).length)
    return { refused: 'Your policy with what it lacks added still has a way round it, so we do not offer it.' };
  return securityHeaderFix(
    e,
    [{ name: 'Content-Security-Policy', value: policy }],
    `This is the Content-Security-Policy you send with ${added.join(' and ')} added, which CSP Evaluator finds no way round: send it in place of yours${added.includes(ADDED['object-src']) ? ' (an <object> or <embed> on your pages would then not show)' : ''}. `,
  );
}
