/**
 * Every setting, read once from the environment and checked against one schema.
 * A bad value stops boot with a line naming the setting (see README's settings table).
 */
import Type, { type Static } from 'typebox';
import Value from 'typebox/value';
import { isTimeZone } from './enquiries/local-time.js';
import { site } from '../data/site.js';

const Flag = (fallback: 'true' | 'false') =>
  Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('1'), Type.Literal('0')], { default: fallback });
const Int = (def: number, minimum: number, maximum: number) => Type.Integer({ default: def, minimum, maximum });

/** Staff emails come from the site's own domain and go to its public address unless set (data/site.ts). */
const defaultMailFrom = `${site.name} Website <website@${site.email.split('@')[1]}>`;

export const ConfigSchema = Type.Object({
  PORT: Int(3000, 0, 65535),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  /** Canonical base for <link rel=canonical>, the sitemap and Open Graph URLs. */
  SITE_URL: Type.String({ pattern: '^https?://[^/\\s]+$', default: 'http://localhost:3000' }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  TRUST_PROXY: Flag('false'),
  /** Where the build writes the server bundle, browser assets and manifest. */
  DIST_DIR: Type.String({ minLength: 1, default: 'dist' }),
  DATABASE_PATH: Type.String({ minLength: 1, default: 'var/enquiries.db' }),

  /** Slow clients: whole request (headers and body) must arrive within this time. */
  REQUEST_TIMEOUT_MS: Int(15_000, 1000, 600_000),
  /** Headers must arrive within this time (slowloris). */
  HEADERS_TIMEOUT_MS: Int(10_000, 1000, 600_000),
  /** An idle socket is closed after this time. */
  CONNECTION_TIMEOUT_MS: Int(30_000, 1000, 600_000),
  /** Idle keep-alive connections are closed after this time. */
  KEEP_ALIVE_TIMEOUT_MS: Int(5000, 100, 600_000),
  /** Largest total size of request headers (and so of the URL), in bytes. */
  MAX_HEADER_BYTES: Int(16_384, 1024, 131_072),
  /** On SIGTERM/SIGINT, in-flight requests get this long to finish before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: Int(10_000, 100, 600_000),
  /** Largest request body accepted, in bytes (every field at its maximum fits comfortably). */
  BODY_LIMIT: Int(32_768, 1024, 10_485_760),
  /** Well-formed enquiries accepted per IP per window on POST /api/seo-audit-request. */
  RATE_LIMIT_MAX: Int(20, 1, 1_000_000),
  RATE_LIMIT_WINDOW_MS: Int(600_000, 1000, 86_400_000),
  /** A form sent sooner than this after the page was served is kept but flagged as spam. */
  FORM_MIN_FILL_MS: Int(3000, 0, 3_600_000),
  /** HMAC secret for the form timestamp; generated and kept in the database when empty. */
  FORM_SECRET: Type.String({ default: '' }),

  SMTP_URL: Type.String({ default: '' }),
  SMTP_HOST: Type.String({ default: '' }),
  SMTP_PORT: Int(587, 1, 65535),
  SMTP_SECURE: Flag('false'),
  SMTP_USER: Type.String({ default: '' }),
  SMTP_PASS: Type.String({ default: '' }),
  SMTP_TIMEOUT_MS: Int(10_000, 100, 300_000),
  MAIL_FROM: Type.String({ minLength: 3, default: defaultMailFrom }),
  MAIL_TO: Type.String({ minLength: 3, default: site.email }),
  /** Also email the visitor an acknowledgement. */
  MAIL_ACK: Flag('false'),
  MAIL_MAX_ATTEMPTS: Int(8, 1, 100),
  MAIL_RETRY_BASE_MS: Int(30_000, 10, 86_400_000),
  MAIL_RETRY_MAX_MS: Int(3_600_000, 10, 86_400_000),
  MAIL_POLL_MS: Int(5000, 10, 3_600_000),
  /** The agency's time zone (IANA name): times in staff emails, reports and exports are shown in it. */
  TIME_ZONE: Type.String({ minLength: 1, default: 'Australia/Melbourne' }),
});

type Raw = Static<typeof ConfigSchema>;
type FlagKeys = 'TRUST_PROXY' | 'SMTP_SECURE' | 'MAIL_ACK';
export type Config = Omit<Raw, FlagKeys> & { [K in FlagKeys]: boolean };

export class ConfigError extends Error {}

const isTrue = (v: string) => v === 'true' || v === '1';

/** Reads the settings from `env` (defaults filled in); throws ConfigError naming the first bad setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(ConfigSchema.properties)) {
    const v = env[key];
    if (v !== undefined && v !== '') raw[key] = v;
  }
  const withDefaults = Value.Default(ConfigSchema, Value.Convert(ConfigSchema, raw)) as Record<string, unknown>;
  for (const error of Value.Errors(ConfigSchema, withDefaults)) {
    const key = error.instancePath.replace(/^\//, '') || 'settings';
    const shown = /PASS|SECRET/.test(key) ? '(hidden)' : JSON.stringify(raw[key] ?? '');
    throw new ConfigError(`Invalid setting ${key}=${shown}: ${error.message}`);
  }
  const cfg = withDefaults as Raw;
  if (cfg.SMTP_URL) {
    let ok = false;
    try {
      const u = new URL(cfg.SMTP_URL);
      ok = (u.protocol === 'smtp:' || u.protocol === 'smtps:') && Boolean(u.hostname);
    } catch {
      ok = false;
    }
    if (!ok) throw new ConfigError('Invalid setting SMTP_URL: must look like smtp://user:pass@host:587 or smtps://host:465');
  }
  if (!isTimeZone(cfg.TIME_ZONE)) throw new ConfigError(`Invalid setting TIME_ZONE=${JSON.stringify(cfg.TIME_ZONE)}: must be an IANA time zone such as Australia/Melbourne`);
  return { ...cfg, TRUST_PROXY: isTrue(cfg.TRUST_PROXY), SMTP_SECURE: isTrue(cfg.SMTP_SECURE), MAIL_ACK: isTrue(cfg.MAIL_ACK) };
}

/** True when SMTP is configured, so the mail worker runs. */
export function mailEnabled(config: Config): boolean {
  return Boolean(config.SMTP_URL || config.SMTP_HOST);
}
