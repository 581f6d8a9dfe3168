/**
 * Every setting, read once from the environment and checked against one schema.
 * A bad value stops boot with a line naming the setting (see README's settings table).
 */
import { accessSync, constants as fs, realpathSync, statSync } from 'node:fs';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import addressParser from 'nodemailer/lib/addressparser';
import Type, { type Static, type TSchema } from 'typebox';
import Value from 'typebox/value';
import { isTimeZone } from './time/local-time.js';
import { WEEKDAY_NAMES, parseSchedule } from './digest/schedule-rule.js';
import { ENQUIRY_BODY_MAX } from './shared/enquiry-contract.js';
import { site } from '../data/site.js';

const Flag = (fallback: 'true' | 'false') =>
  Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('1'), Type.Literal('0')], { default: fallback });
const Int = (def: number, minimum: number, maximum: number) => Type.Integer({ default: def, minimum, maximum });

/** Staff emails come from the site's own domain and go to its public address unless set (data/site.ts). */
const defaultMailFrom = `${site.name} Website <website@${site.email.split('@')[1]}>`;

export const ConfigSchema = Type.Object({
  PORT: Int(3000, 0, 65535),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  /**
   * Canonical base for <link rel=canonical>, the sitemap and Open Graph URLs: a scheme, a host name
   * (letters, digits, dots, hyphens: an international name in its xn-- form) and an optional port.
   * Nothing in it needs escaping in HTML, XML or a Caddyfile. The build renders every page for it.
   */
  SITE_URL: Type.String({ pattern: '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$', default: 'http://localhost:3000' }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  TRUST_PROXY: Flag('false'),
  /** Other origins whose pages may post the audit form here (a static export's site), comma-separated. */
  ALLOWED_ORIGINS: Type.String({ default: '' }),
  /** Serve the browser code's source maps (/assets/*.map) and point the scripts at them. */
  SOURCE_MAPS: Flag('false'),
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
  /**
   * Largest request body accepted, in bytes. The default and the least allowed is the largest body
   * the form can make: every field at its maximum in the costliest encoding (shared/enquiry-contract.ts).
   */
  BODY_LIMIT: Int(ENQUIRY_BODY_MAX, ENQUIRY_BODY_MAX, 10_485_760),
  /** Well-formed enquiries accepted per IP per window on POST /api/seo-audit-request. */
  RATE_LIMIT_MAX: Int(20, 1, 1_000_000),
  RATE_LIMIT_WINDOW_MS: Int(600_000, 1000, 86_400_000),
  /** A form sent sooner than this after the page was served is kept but flagged as spam. */
  FORM_MIN_FILL_MS: Int(3000, 0, 3_600_000),
  /** HMAC secret for the form timestamp; generated and kept in the database when empty. */
  FORM_SECRET: Type.String({ default: '' }),

  /** HMAC key of the staff email's lead links (Contacted, Won, Lost); generated and kept in the database when empty. */
  LEAD_LINK_SECRET: Type.String({ default: '' }),
  /** A lead link works for this many days after its email was sent. */
  LEAD_LINK_DAYS: Int(90, 1, 730),
  /** Lead-link pages (opened or posted) answered per IP per window; more get 429. */
  LEAD_RATE_MAX: Int(30, 1, 100_000),
  LEAD_RATE_WINDOW_MS: Int(600_000, 1000, 86_400_000),
  /** The conversion action's name in Google Ads, written in each row of the offline conversion export. */
  ADS_CONVERSION_NAME: Type.String({ minLength: 1, maxLength: 100, pattern: '^[^\\x00-\\x1f]+$', default: 'Won client' }),

  SMTP_URL: Type.String({ default: '' }),
  SMTP_HOST: Type.String({ default: '' }),
  SMTP_PORT: Int(587, 1, 65535),
  SMTP_SECURE: Flag('false'),
  SMTP_USER: Type.String({ default: '' }),
  SMTP_PASS: Type.String({ default: '' }),
  SMTP_TIMEOUT_MS: Int(10_000, 100, 300_000),
  /** One address (RFC 5322, a display name allowed), checked at boot. */
  MAIL_FROM: Type.String({ minLength: 3, default: defaultMailFrom }),
  /** One or more addresses separated by commas (RFC 5322), checked at boot. */
  MAIL_TO: Type.String({ minLength: 3, default: site.email }),
  /** Also email the visitor an acknowledgement. */
  MAIL_ACK: Flag('false'),
  MAIL_MAX_ATTEMPTS: Int(8, 1, 100),
  MAIL_RETRY_BASE_MS: Int(30_000, 10, 86_400_000),
  MAIL_RETRY_MAX_MS: Int(3_600_000, 10, 86_400_000),
  MAIL_POLL_MS: Int(5000, 10, 3_600_000),
  /** /healthz turns "degraded" when an email or webhook delivery has waited longer than this since it was queued. */
  DELIVERY_ALERT_MS: Int(900_000, 60_000, 86_400_000),
  /** The agency's time zone (IANA name): times in staff emails, reports and exports are shown in it. */
  TIME_ZONE: Type.String({ minLength: 1, default: 'Australia/Melbourne' }),

  /** When staff get the weekly digest about the week before: a weekday and a 24-hour time in TIME_ZONE ("mon 08:00"), or "off". */
  DIGEST_SCHEDULE: Type.String({ minLength: 1, default: 'mon 08:00' }),
  /** Who gets the weekly digest: one or more addresses separated by commas (RFC 5322); MAIL_TO when empty. */
  DIGEST_TO: Type.String({ default: '' }),
  /** Most rows in each of the digest's tables (campaigns, landing pages, slow pages); the rest are counted. */
  DIGEST_MAX_ROWS: Int(10, 1, 100),

  /** Field measurements are written to the database at most this often (and on shutdown). */
  FIELD_FLUSH_MS: Int(60_000, 1000, 3_600_000),
  /** Largest beacon body accepted, in bytes; larger answers 413. */
  BEACON_MAX_BYTES: Int(512, 128, 4096),
  /** Beacons counted per IP per window; beyond it answers 429 and nothing is counted. */
  BEACON_RATE_MAX: Int(120, 1, 1_000_000),
  BEACON_RATE_WINDOW_MS: Int(600_000, 1000, 86_400_000),

  /** The quick SEO check of the prospect's website (src/audit/): on unless set to false. */
  AUDIT_ENABLED: Flag('true'),
  /** Checks run at once in the background. */
  AUDIT_CONCURRENCY: Int(2, 1, 16),
  /** One request of a check (DNS, connecting, redirects, the body and reading it) must finish within this time. */
  AUDIT_TIMEOUT_MS: Int(10_000, 1000, 60_000),
  /** Pages a check reads, the start page included (1: the start page alone). */
  AUDIT_MAX_PAGES: Int(25, 1, 200),
  /** The whole check, crawl included, ends within this time (at least AUDIT_TIMEOUT_MS), keeping what it found. */
  AUDIT_CRAWL_MS: Int(45_000, 1000, 300_000),
  /** Requests at once to the prospect's site during a crawl. */
  AUDIT_SITE_CONCURRENCY: Int(2, 1, 4),
  /** Addresses a crawl keeps track of at once (links and sitemap entries found); further ones are only counted. */
  AUDIT_MAX_CANDIDATES: Int(5000, 100, 100_000),
  /** Heap a check's thread may use, in MB; a check that needs more is stopped and recorded as failed. */
  AUDIT_MEMORY_MB: Int(64, 32, 1024),
  /** Largest answer read from the prospect's site, in bytes (compressed or not). */
  AUDIT_MAX_BYTES: Int(2_097_152, 65_536, 20_971_520),
  /** The same address checked within this time reuses that result instead of fetching again. */
  AUDIT_REUSE_MS: Int(600_000, 0, 86_400_000),
  /** A check's report page answers 404 after this many days. */
  AUDIT_REPORT_DAYS: Int(30, 1, 365),
  /** FOR TESTS ONLY: lets checks reach loopback and private addresses on any port. Never in production. */
  AUDIT_ALLOW_PRIVATE: Flag('false'),

  /** Receivers of the signed enquiry.created webhook, comma-separated http(s) URLs; empty = off. */
  WEBHOOK_URL: Type.String({ default: '' }),
  /** Standard Webhooks signing secret: whsec_ + base64 of at least 24 random bytes. */
  WEBHOOK_SECRET: Type.String({ default: '' }),
  /** One delivery attempt (connect, send, answer) must finish within this time. */
  WEBHOOK_TIMEOUT_MS: Int(10_000, 100, 120_000),
  WEBHOOK_MAX_ATTEMPTS: Int(12, 1, 100),
  WEBHOOK_RETRY_BASE_MS: Int(30_000, 10, 86_400_000),
  WEBHOOK_RETRY_MAX_MS: Int(3_600_000, 10, 86_400_000),

  /**
   * Where Litestream streams the database (src/replication/): s3://, gcs://, abs://, sftp:// or
   * file:///; empty = replication off. Credentials come from Litestream's own settings (README).
   */
  REPLICA_URL: Type.String({ default: '' }),
  /** How long the replica keeps history (a Go duration such as 72h): the point-in-time restore window, and how long a forgotten person can remain in it. */
  REPLICA_RETENTION: Type.String({ minLength: 1, default: '72h' }),
  /** /healthz and the digest say the replica is behind when it has not caught up for longer than this. */
  REPLICA_ALERT_MS: Int(60_000, 1000, 86_400_000),
  /** Loopback port where Litestream reports its position (Prometheus metrics), which /healthz reads. */
  REPLICA_METRICS_PORT: Int(9338, 1, 65535),
});

type Raw = Static<typeof ConfigSchema>;
type FlagKeys = 'TRUST_PROXY' | 'SOURCE_MAPS' | 'SMTP_SECURE' | 'MAIL_ACK' | 'AUDIT_ENABLED' | 'AUDIT_ALLOW_PRIVATE';
export type Config = Omit<Raw, FlagKeys> & { [K in FlagKeys]: boolean };

export class ConfigError extends Error {}

const isTrue = (v: string) => v === 'true' || v === '1';

/** True when `raw` parses as a URL with one of these protocols and a host. */
function isUrl(raw: string, protocols: string[]): boolean {
  try {
    const u = new URL(raw);
    return protocols.includes(u.protocol) && Boolean(u.hostname);
  } catch {
    return false;
  }
}

/** What a setting's schema allows, in words: its listed values, or its range. */
function allowed(
  schema: TSchema & { anyOf?: { const?: unknown }[]; minimum?: number; maximum?: number; type?: string },
): string | undefined {
  const values = schema.anyOf?.map((s) => s.const).filter((v) => v !== undefined);
  if (values?.length) return `must be one of ${values.join(', ')}`;
  if (schema.type === 'integer') return `must be a whole number from ${schema.minimum} to ${schema.maximum}`;
  return undefined;
}

/** Reads the settings from `env` (defaults filled in); throws ConfigError naming the first bad setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(ConfigSchema.properties)) {
    const v = env[key];
    if (v !== undefined && v !== '') raw[key] = v;
  }
  const withDefaults = Value.Default(ConfigSchema, Value.Convert(ConfigSchema, { ...raw })) as Record<string, unknown>;
  for (const error of Value.Errors(ConfigSchema, withDefaults)) {
    const key = error.instancePath.replace(/^\//, '') || 'settings';
    const shown = /PASS|SECRET/.test(key) ? '(hidden)' : JSON.stringify(raw[key] ?? '');
    const schema = (ConfigSchema.properties as Record<string, TSchema>)[key];
    throw new ConfigError(`Invalid setting ${key}=${shown}: ${(schema && allowed(schema)) ?? error.message}`);
  }
  const cfg = withDefaults as Raw;
  if (cfg.SMTP_URL && !isUrl(cfg.SMTP_URL, ['smtp:', 'smtps:'])) {
    throw new ConfigError('Invalid setting SMTP_URL: must look like smtp://user:pass@host:587 or smtps://host:465');
  }
  // A page is held as its bytes, its text and what is read from it: room for four copies of the largest, and the code.
  const memoryNeeded = 32 + Math.ceil((4 * cfg.AUDIT_MAX_BYTES) / 1024 / 1024);
  if (cfg.AUDIT_MEMORY_MB < memoryNeeded)
    throw new ConfigError(
      `Invalid setting AUDIT_MEMORY_MB=${cfg.AUDIT_MEMORY_MB}: must be at least ${memoryNeeded} with AUDIT_MAX_BYTES=${cfg.AUDIT_MAX_BYTES} (32 MB and four times the largest answer)`,
    );
  if (cfg.AUDIT_CRAWL_MS < cfg.AUDIT_TIMEOUT_MS)
    throw new ConfigError(
      `Invalid setting AUDIT_CRAWL_MS=${cfg.AUDIT_CRAWL_MS}: must be at least AUDIT_TIMEOUT_MS (${cfg.AUDIT_TIMEOUT_MS}), the time one request may take`,
    );
  if (!isTimeZone(cfg.TIME_ZONE))
    throw new ConfigError(
      `Invalid setting TIME_ZONE=${JSON.stringify(cfg.TIME_ZONE)}: must be an IANA time zone such as Australia/Melbourne`,
    );
  // Written into the Google Ads file, which staff also open in a spreadsheet: there a leading = + - @ is a
  // formula, and the quote that would defuse it makes the name no longer match the conversion action.
  if (/^[=+\-@]/.test(cfg.ADS_CONVERSION_NAME))
    throw new ConfigError(
      `Invalid setting ADS_CONVERSION_NAME=${JSON.stringify(cfg.ADS_CONVERSION_NAME)}: must not start with =, +, - or @ (a spreadsheet reads that as a formula); rename the conversion action in Google Ads to match`,
    );
  checkWebhookSettings(cfg);
  checkAllowedOrigins(cfg);
  checkMailAddresses(cfg);
  if (!parseSchedule(cfg.DIGEST_SCHEDULE))
    throw new ConfigError(
      `Invalid setting DIGEST_SCHEDULE=${JSON.stringify(cfg.DIGEST_SCHEDULE)}: must be off, or a weekday and a 24-hour time in TIME_ZONE such as mon 08:00 (days: ${WEEKDAY_NAMES.join(', ')})`,
    );
  checkDatabasePath(cfg.DATABASE_PATH);
  checkReplicaUrl(cfg.REPLICA_URL);
  if (retentionMinutes(cfg.REPLICA_RETENTION) < 60)
    throw new ConfigError(
      `Invalid setting REPLICA_RETENTION=${JSON.stringify(cfg.REPLICA_RETENTION)}: must be hours and/or minutes of at least an hour, such as 72h or 1h30m`,
    );
  return {
    ...cfg,
    TRUST_PROXY: isTrue(cfg.TRUST_PROXY),
    SOURCE_MAPS: isTrue(cfg.SOURCE_MAPS),
    SMTP_SECURE: isTrue(cfg.SMTP_SECURE),
    MAIL_ACK: isTrue(cfg.MAIL_ACK),
    AUDIT_ENABLED: isTrue(cfg.AUDIT_ENABLED),
    AUDIT_ALLOW_PRIVATE: isTrue(cfg.AUDIT_ALLOW_PRIVATE),
  };
}

/** ALLOWED_ORIGINS as a list (blanks dropped); each was checked at boot to be a bare http(s) origin. */
export function allowedOrigins(config: Pick<Config, 'ALLOWED_ORIGINS'>): string[] {
  return config.ALLOWED_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
}

/** Each entry must be exactly an origin (scheme, host, optional port), as browsers send it in Origin. */
function checkAllowedOrigins(cfg: Raw): void {
  for (const origin of allowedOrigins(cfg)) {
    if (!isUrl(origin, ['http:', 'https:']) || new URL(origin).origin !== origin) {
      throw new ConfigError(
        `Invalid setting ALLOWED_ORIGINS: ${JSON.stringify(origin)} is not a bare origin such as https://www.example.com.au (no path, no trailing slash)`,
      );
    }
  }
}

const GENERATE_SECRET = `node -e "console.log('whsec_' + require('crypto').randomBytes(32).toString('base64'))"`;

/** The webhook receivers (WEBHOOK_URL split on commas, blanks and repeats dropped); empty when webhooks are off. */
export function webhookUrls(config: Pick<Config, 'WEBHOOK_URL'>): string[] {
  return [
    ...new Set(
      config.WEBHOOK_URL.split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    ),
  ];
}

/** Every receiver must be an http(s) URL and the secret must be usable; neither value is printed (URLs may carry tokens). */
function checkWebhookSettings(cfg: Raw): void {
  const urls = webhookUrls(cfg);
  const bad = urls.findIndex((u) => !isUrl(u, ['http:', 'https:']));
  if (bad >= 0)
    throw new ConfigError(
      `Invalid setting WEBHOOK_URL: entry ${bad + 1} is not an http(s) URL such as https://hooks.example.com/enquiries`,
    );
  // fetch refuses URLs with credentials, so such a receiver could never be reached.
  const withLogin = urls.findIndex((u) => new URL(u).username || new URL(u).password);
  if (withLogin >= 0)
    throw new ConfigError(
      `Invalid setting WEBHOOK_URL: entry ${withLogin + 1} carries user:password, which cannot be sent; put the receiver's token in its path or query`,
    );
  if (!urls.length) return;
  if (!cfg.WEBHOOK_SECRET)
    throw new ConfigError(`Invalid setting WEBHOOK_SECRET: required when WEBHOOK_URL is set; generate one with ${GENERATE_SECRET}`);
  const key = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(cfg.WEBHOOK_SECRET)?.[1];
  if (!key || Buffer.from(key, 'base64').length < 24) {
    throw new ConfigError(
      `Invalid setting WEBHOOK_SECRET=(hidden): must be whsec_ followed by base64 of at least 24 random bytes; generate one with ${GENERATE_SECRET}`,
    );
  }
}

/** True when SMTP is configured, so the mail worker runs. */
export function mailEnabled(config: Config): boolean {
  return Boolean(config.SMTP_URL || config.SMTP_HOST);
}

// An addr-spec in dot-atom form (RFC 5322 3.4.1) with a dotted domain, which may be written in its own script.
const ADDR_SPEC =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[\p{L}\p{N}][\p{L}\p{N}-]*$/u;

/**
 * The addresses in an RFC 5322 address list, parsed by the same parser that sends the mail
 * (nodemailer's), or undefined when any entry is not a usable address. A name holding an @ is a
 * missing comma ("a@x.com b@y.com"), not a display name.
 */
export function parseAddressList(value: string): string[] | undefined {
  const entries = addressParser(value, { flatten: true });
  if (!entries.length) return undefined;
  const ok = entries.every((e) => ADDR_SPEC.test(e.address) && !(e.name ?? '').includes('@'));
  return ok ? entries.map((e) => e.address) : undefined;
}

/** Who gets the weekly digest: DIGEST_TO, or else MAIL_TO. */
export function digestRecipients(config: Pick<Config, 'DIGEST_TO' | 'MAIL_TO'>): string {
  return config.DIGEST_TO || config.MAIL_TO;
}

/** MAIL_TO and DIGEST_TO take a list, MAIL_FROM exactly one address: a typo here would fail every email for hours. */
function checkMailAddresses(cfg: Raw): void {
  const to = parseAddressList(cfg.MAIL_TO);
  if (!to)
    throw new ConfigError(
      `Invalid setting MAIL_TO=${JSON.stringify(cfg.MAIL_TO)}: must be one or more email addresses separated by commas, such as hello@yourbusiness.com.au, Sales <sales@yourbusiness.com.au>`,
    );
  if (cfg.DIGEST_TO && !parseAddressList(cfg.DIGEST_TO)) {
    throw new ConfigError(
      `Invalid setting DIGEST_TO=${JSON.stringify(cfg.DIGEST_TO)}: must be one or more email addresses separated by commas, such as owner@yourbusiness.com.au, or empty for MAIL_TO`,
    );
  }
  if (parseAddressList(cfg.MAIL_FROM)?.length !== 1) {
    throw new ConfigError(
      `Invalid setting MAIL_FROM=${JSON.stringify(cfg.MAIL_FROM)}: must be one email address, such as website@yourbusiness.com.au or "Website <website@yourbusiness.com.au>"`,
    );
  }
}

/** Litestream v0.3's replica types: cloud storage names a bucket (or an SFTP host), a file:// replica an absolute folder. */
const REPLICA_SCHEMES = ['s3:', 'gcs:', 'abs:', 'sftp:', 'file:'];

/**
 * REPLICA_URL must be a replica Litestream can use. Never printed: an sftp:// address may carry a
 * password, and where the copies live is nobody's business but staff's.
 */
function checkReplicaUrl(url: string): void {
  if (!url) return;
  const bad = () =>
    new ConfigError(
      'Invalid setting REPLICA_URL: must be s3://BUCKET/PATH, gcs://BUCKET/PATH, abs://ACCOUNT@CONTAINER/PATH, sftp://USER@HOST/PATH or file:///ABSOLUTE/FOLDER, or empty for no replication',
    );
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw bad();
  }
  if (!REPLICA_SCHEMES.includes(u.protocol) || /\s/.test(url)) throw bad();
  if (u.protocol === 'file:' ? u.hostname !== '' || u.pathname.length < 2 : !u.hostname) throw bad();
}

/** REPLICA_RETENTION in minutes; 0 when it is not hours and minutes (72h, 1h30m, 90m). */
export function retentionMinutes(value: string): number {
  const m = /^(?:([0-9]+)h)?(?:([0-9]+)m)?$/.exec(value);
  return m ? Number(m[1] ?? 0) * 60 + Number(m[2] ?? 0) : 0;
}

/** Kernel and device file systems: SQLite cannot keep a database there (under /proc it spins for ever). */
const PSEUDO_FILE_SYSTEMS = ['/proc', '/sys', '/dev'];

/**
 * DATABASE_PATH must name a file (or nothing yet) in a real, writable folder, or the nearest existing
 * folder above it must be writable so boot can create the rest. Checked here so a bad path fails at
 * once with its name, not inside SQLite.
 */
function checkDatabasePath(path: string): void {
  const bad = (why: string) => new ConfigError(`Invalid setting DATABASE_PATH=${JSON.stringify(path)}: ${why}`);
  let folder = dirname(resolve(path));
  while (!exists(folder)) folder = dirname(folder);
  const real = realpathSync(folder);
  if (PSEUDO_FILE_SYSTEMS.some((root) => real === root || real.startsWith(`${root}/`)))
    throw bad(`${real} is a kernel file system, not a place for a database; use a folder such as /var/lib/laserfocus`);
  if (!statSync(real).isDirectory()) throw bad(`${real} is not a folder`);
  if (exists(path) && !statSync(path).isFile()) throw bad('it exists and is not a file');
  try {
    accessSync(real, fs.W_OK);
  } catch {
    // A read-only staff command (export, report) may still read it; the server needs to write beside it.
    if (!exists(path)) throw bad(`the folder ${real} is not writable by this user`);
  }
}

function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * In production without SITE_URL every canonical, og:url, JSON-LD id, sitemap and robots line would
 * point at http://localhost:3000: the one warning line boot prints, or undefined.
 */
export function siteUrlWarning(env: Record<string, string | undefined> = process.env): string | undefined {
  if (env.NODE_ENV !== 'production' || env.SITE_URL) return undefined;
  return 'Warning: SITE_URL is not set, so canonical links, Open Graph, JSON-LD, the sitemap and robots.txt point at http://localhost:3000. Set SITE_URL to the public address, such as https://www.yourbusiness.com.au (README, "Deploy on a server").';
}

/**
 * HOST must be an address or a name this machine resolves; checked before listening so a typo is
 * reported as the setting, not as a DNS error.
 */
export async function checkHost(config: Pick<Config, 'HOST'>): Promise<void> {
  if (isIP(config.HOST)) return;
  try {
    await lookup(config.HOST);
  } catch {
    throw new ConfigError(
      `Invalid setting HOST=${JSON.stringify(config.HOST)}: not an IP address or a name this machine can resolve; use 127.0.0.1 behind a proxy on the same machine`,
    );
  }
}
