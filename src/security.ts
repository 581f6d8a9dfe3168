/**
 * The security headers, stated once. Everything Fastify answers gets them from one onRequest hook;
 * the build writes them into the snippet the shipped Caddyfile imports for the files Caddy serves
 * itself, and the static export into its _headers file (routes/site-files.ts). Each
 * header earns its place by something current browsers still act on.
 *
 * Left out on purpose (they cost bytes on every answer and protect nothing today):
 * - X-XSS-Protection: every browser has removed its XSS auditor; the CSP is the protection.
 * - X-Download-Options: only Internet Explorer 8 read it.
 * - X-Permitted-Cross-Domain-Policies: only Flash and old Acrobat read it.
 * - X-DNS-Prefetch-Control: the site links to no third-party hosts, so there is nothing to prefetch.
 * - Origin-Agent-Cluster: a process-isolation hint; the site never relaxes document.domain.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Assets } from './assets.js';
import { speculationRules } from './views/speculation.js';

/**
 * Scripts, styles, fonts and images only from this origin (island props are JSON data attributes).
 * What is inline is allowed by its hash alone: the loader and the Speculation Rules (Document.tsx).
 * No style is inline: an injected script matches no hash, and an injected style is refused.
 */
function contentSecurityPolicy(https: boolean, assets: InlineAssets): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' '${inlineHash(assets.loader)}' '${inlineHash(speculationRules)}'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join(';');
}

/** Powerful features no page uses, switched off so an injected script could not use them either. */
const permissionsPolicy = ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'serial=()', 'display-capture=()'].join(
  ', ',
);

/** HTTPS is known from the canonical URL, or from TRUST_PROXY (a TLS-terminating proxy in front). */
export function servedOverHttps(config: Pick<Config, 'SITE_URL' | 'TRUST_PROXY'>): boolean {
  return config.SITE_URL.startsWith('https:') || config.TRUST_PROXY;
}

export type Headers = Readonly<Record<string, string>>;

/** A CSP source allowing exactly this inline script: the SHA-256 of its text. */
export const inlineHash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

type InlineAssets = Pick<Assets, 'loader'>;

/** Every security header, by lower-case name, for pages built with `assets`. */
export function securityHeaders(config: Pick<Config, 'SITE_URL' | 'TRUST_PROXY'>, assets: InlineAssets): Headers {
  const https = servedOverHttps(config);
  return {
    'content-security-policy': contentSecurityPolicy(https, assets),
    // Browsers without CSP frame-ancestors support still honour it.
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    // Stated, not left to the default: the enquiry route reads the same-origin Referer (full URL).
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': permissionsPolicy,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Gives everything Fastify answers the same headers. */
export function registerSecurityHeaders(app: FastifyInstance, headers: Headers): void {
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
