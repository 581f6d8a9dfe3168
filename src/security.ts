/**
 * Security headers through @fastify/helmet: a strict Content-Security-Policy (scripts only from
 * this origin, no inline code: island props travel as JSON data attributes and JSON-LD is a data
 * block), no framing, a tight Permissions-Policy, and HSTS when the site is served over HTTPS.
 */
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from './config.js';

export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** HTTPS is known from the canonical URL, or from TRUST_PROXY (a TLS-terminating proxy in front). */
export function servedOverHttps(config: Config): boolean {
  return config.SITE_URL.startsWith('https:') || config.TRUST_PROXY;
}

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(servedOverHttps(config) ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: servedOverHttps(config) ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
  });
}
