/**
 * Every setting, read once from the environment and checked against one schema.
 * A bad value stops boot with a line naming the setting. docs/settings.md, which lists them all, is generated
 * from this schema (scripts/docs-settings.ts).
 */
import { accessSync, constants as fs, realpathSync, statSync } from 'node:fs';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { dirname, isAbsolute, resolve } from 'node:path';
import addressParser from 'nodemailer/lib/addressparser';
import Type, { type Static, type TSchema } from 'typebox';
import Value from 'typebox/value';
import { isTimeZone } from './time/local-time.js';
import { allowedPairs } from './lib/address-pairs.js';
import { WEEKDAY_NAMES, parseSchedule } from './lib/schedule-rule.js';
import { ENQUIRY_BODY_MAX } from './shared/enquiry-contract.js';
import { site } from '../data/site.js';

const Flag = (fallback: 'true' | 'false') =>
  Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('1'), Type.Literal('0')], { default: fallback });
const Int = (def: number, minimum: number, maximum: number) => Type.Integer({ default: def, minimum, maximum });

/** Staff emails come from the site's own domain and go to its public address unless set (data/site.ts). */
/** The most pages a browser run measures besides the start page: AUDIT_LAB_PAGES' bound, and how many of the crawl's most-linked pages a check keeps for it. */
export const AUDIT_LAB_PAGES_MOST = 3;

const defaultMailFrom = `${site.name} Website <website@${site.email.split('@')[1]}>`;

// Each setting's doc comment is its description in docs/settings.md, which `npm run docs:settings` writes
// from this schema (the defaults and bounds from the schema itself): Markdown, with links relative to docs/.
export const ConfigSchema = Type.Object({
  /** Port to listen on. */
  PORT: Int(3000, 0, 65535),
  /**
   * Interface to bind: an IP address or a name this machine resolves (checked before listening). Keep
   * `127.0.0.1` with a proxy on the same machine (`deploy/`); `0.0.0.0` only in a container whose port
   * nothing but the proxy can reach (with `TRUST_PROXY` on, whoever reaches the port directly could claim
   * any address).
   */
  HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  // Nothing the pattern lets through needs escaping in HTML, XML or a Caddyfile.
  /**
   * Canonical base URL for canonical links, Open Graph, JSON-LD and the sitemap: scheme, host (letters,
   * digits, dots, hyphens; an international name in its `xn--` form) and an optional port, no path or
   * trailing slash. `https://` also turns on HSTS and `upgrade-insecure-requests`. The build renders every
   * page for it: `npm start` rebuilds when it changes; under systemd, build with the service's settings
   * file (see [Deploy on a server](operations.md#deploy-on-a-server)). A server started with another
   * `SITE_URL` than its build says so in one warning line and renders its pages itself.
   */
  SITE_URL: Type.String({ pattern: '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$', default: 'http://localhost:3000' }),
  /** pino level: fatal, error, warn, info, debug, trace or silent. Logs never contain enquiry contents. */
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  /**
   * `true` behind one TLS-terminating reverse proxy (`deploy/Caddyfile`): the client IP is the last
   * `X-Forwarded-For` entry (the one the proxy added, so a client cannot choose it), scheme and host from
   * `X-Forwarded-Proto`/`-Host`, request ids from `X-Request-Id`, HSTS on. Off, all of these headers are ignored.
   */
  TRUST_PROXY: Flag('false'),
  /**
   * Other sites whose pages may post the audit form here, comma-separated bare origins
   * (`https://static.example.com.au`): the static export's site when it posts to this server. They also
   * get CORS for the form's fetch. Posts from any other origin answer 403.
   */
  ALLOWED_ORIGINS: Type.String({ default: '' }),
  /**
   * `true` serves the browser code's source maps (`/assets/*.map`) and names them in a `SourceMap` header.
   * Off, they answer 404 and the scripts do not point to them.
   */
  SOURCE_MAPS: Flag('false'),
  /**
   * The build: a symlink `npm run build` switches to each new release (`DIST_DIR.releases/<time>`: server
   * bundle, browser assets, every rendered page). Keep it inside the install folder: the server bundle
   * loads SQLite's binding from the install's `node_modules`.
   */
  DIST_DIR: Type.String({ minLength: 1, default: 'dist' }),
  /**
   * Read by the build: how long hashed assets of earlier builds stay in each new release, for pages cached
   * by browsers and CDNs that still name them; also how long old releases are kept beyond the newest three.
   */
  ASSET_KEEP_DAYS: Int(7, 1, 365),
  /**
   * SQLite file for enquiries; its folder is created at boot. Refused at boot when it is not in a real,
   * writable folder (under `/proc`, `/sys` or `/dev`, below a file, or in a folder this user cannot write).
   */
  DATABASE_PATH: Type.String({ minLength: 1, default: 'var/enquiries.db' }),

  /** The whole request must arrive within this time (slow clients). */
  REQUEST_TIMEOUT_MS: Int(15_000, 1000, 600_000),
  /** Request headers must arrive within this time (slowloris). */
  HEADERS_TIMEOUT_MS: Int(10_000, 1000, 600_000),
  /** Idle sockets are closed after this time. */
  CONNECTION_TIMEOUT_MS: Int(30_000, 1000, 600_000),
  /** Idle keep-alive connections are closed after this time. */
  KEEP_ALIVE_TIMEOUT_MS: Int(5000, 100, 600_000),
  /** Largest request headers (and URL), in bytes; larger get 431. */
  MAX_HEADER_BYTES: Int(16_384, 1024, 131_072),
  /** On SIGTERM/SIGINT, in-flight requests get this long to finish before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: Int(10_000, 100, 600_000),
  /**
   * Largest request body in bytes; larger posts get 413 with a message (a no-JavaScript form is re-shown
   * on the page it came from). The default, also the least allowed, is the largest body the form can make
   * (`ENQUIRY_BODY_MAX` in `src/shared/enquiry-contract.ts`): every field at its maximum length in the
   * costliest encoding, which for a plain form post is 9 bytes a character of Chinese, Japanese or Korean
   * (`%E4%B8%AD`).
   */
  BODY_LIMIT: Int(ENQUIRY_BODY_MAX, ENQUIRY_BODY_MAX, 10_485_760),
  /**
   * Well-formed enquiries accepted per IP per window (`RATE_LIMIT_WINDOW_MS`); more get 429 with a message.
   * Rejected (400) attempts do not count, so a visitor fixing a typo is never locked out. Pages are not limited.
   */
  RATE_LIMIT_MAX: Int(20, 1, 1_000_000),
  /** The rate-limit window (10 minutes). */
  RATE_LIMIT_WINDOW_MS: Int(600_000, 1000, 86_400_000),
  /**
   * A form sent sooner than this after the visitor first focused it (its signed form token) is saved but
   * flagged as spam (not emailed).
   */
  FORM_MIN_FILL_MS: Int(3000, 0, 3_600_000),
  /** HMAC key for the form token; generated once and kept in the database if unset. */
  FORM_SECRET: Type.String({ default: '' }),

  /**
   * HMAC key of the staff email's lead links (Contacted, Won, Lost); generated once and kept in the
   * database if unset, as `FORM_SECRET` is. Changing it makes every link already sent stop working. Never printed.
   */
  LEAD_LINK_SECRET: Type.String({ default: '' }),
  /** How long a lead link works after its email was sent, in days; later it answers 410 and says to use `npm run lead`. */
  LEAD_LINK_DAYS: Int(90, 1, 730),
  /** Lead-link pages (opened or posted) answered per IP per window (`LEAD_RATE_WINDOW_MS`); more get 429. */
  LEAD_RATE_MAX: Int(30, 1, 100_000),
  /** The window of `LEAD_RATE_MAX` (10 minutes). */
  LEAD_RATE_WINDOW_MS: Int(600_000, 1000, 86_400_000),
  /**
   * The conversion action's name in Google Ads, written in every row of
   * `npm run export -- --format google-ads`; it must match the action's name exactly (no control
   * characters, not starting with `=`, `+`, `-` or `@`, which a spreadsheet reads as a formula).
   */
  ADS_CONVERSION_NAME: Type.String({ minLength: 1, maxLength: 100, pattern: '^[^\\x00-\\x1f]+$', default: 'Won client' }),

  /**
   * e.g. `smtp://user:pass@mail.example.com:587` or `smtps://...:465`. Or the five settings below. Empty =
   * mail off: enquiries are still saved and their emails wait in the outbox.
   */
  SMTP_URL: Type.String({ default: '' }),
  /** SMTP server as separate settings: its host (`SMTP_URL`, when set, wins over these five). */
  SMTP_HOST: Type.String({ default: '' }),
  /** SMTP server as separate settings: its port. */
  SMTP_PORT: Int(587, 1, 65535),
  /** SMTP server as separate settings: `true` for TLS from the first byte (usually port 465); `false` upgrades with STARTTLS when the server offers it. */
  SMTP_SECURE: Flag('false'),
  /** SMTP server as separate settings: the login (empty: none). */
  SMTP_USER: Type.String({ default: '' }),
  /** SMTP server as separate settings: the password. */
  SMTP_PASS: Type.String({ default: '' }),
  /** Connection, greeting and socket timeout for SMTP. */
  SMTP_TIMEOUT_MS: Int(10_000, 100, 300_000),
  /**
   * Sender of staff emails: one RFC 5322 address, a display name allowed (checked at boot). The default is
   * built from `data/site.ts`: the brand name, then `website@` at the domain of the site's email.
   */
  MAIL_FROM: Type.String({ minLength: 3, default: defaultMailFrom }),
  /**
   * Where staff emails go: RFC 5322 addresses separated by commas
   * (`Sales <sales@yourbusiness.com.au>, owner@yourbusiness.com.au`), checked at boot, so a typo stops the
   * server instead of failing every email. The default is the site's email from `data/site.ts`.
   */
  MAIL_TO: Type.String({ minLength: 3, default: site.email }),
  /** Also email the visitor an acknowledgement. */
  MAIL_ACK: Flag('false'),
  /** Tries before an email is marked failed (the enquiry stays saved). */
  MAIL_MAX_ATTEMPTS: Int(8, 1, 100),
  /** Backoff between tries of an email: base x 2^(try-1), capped at `MAIL_RETRY_MAX_MS`. */
  MAIL_RETRY_BASE_MS: Int(30_000, 10, 86_400_000),
  /** The cap of the backoff between tries of an email (`MAIL_RETRY_BASE_MS`). */
  MAIL_RETRY_MAX_MS: Int(3_600_000, 10, 86_400_000),
  /** How often the outbox (emails and webhooks) looks for due items (each new enquiry also wakes it). */
  MAIL_POLL_MS: Int(5000, 10, 3_600_000),
  /**
   * `/healthz` says `"degraded"` when an email or webhook delivery has waited longer than this since it was
   * queued (15 minutes; at least 1 minute).
   */
  DELIVERY_ALERT_MS: Int(900_000, 60_000, 86_400_000),
  /**
   * IANA time zone for times shown to people: staff emails, `npm run report`, the export's `received_local`
   * column, the day field measurements are counted in. Daylight saving is handled.
   */
  TIME_ZONE: Type.String({ minLength: 1, default: 'Australia/Melbourne' }),

  /**
   * When staff get the weekly digest (see [The weekly digest](integrations.md#the-weekly-digest)): a weekday
   * (`mon` ... `sun`) and a 24-hour time in `TIME_ZONE`, or `off`. It stays at that local time through
   * daylight-saving changes.
   */
  DIGEST_SCHEDULE: Type.String({ minLength: 1, default: 'mon 08:00' }),
  /** Who gets the weekly digest: RFC 5322 addresses separated by commas, checked at boot as `MAIL_TO` is; empty: `MAIL_TO`. */
  DIGEST_TO: Type.String({ default: '' }),
  /**
   * Most rows in each of the digest's tables (campaigns, landing pages, slow pages); the rest are counted in
   * one last row.
   */
  DIGEST_MAX_ROWS: Int(10, 1, 100),

  /**
   * Field measurements are counted in memory and written to SQLite at most this often (and on shutdown),
   * in one transaction.
   */
  FIELD_FLUSH_MS: Int(60_000, 1000, 3_600_000),
  /** Largest field beacon body, in bytes; larger answers 413. */
  BEACON_MAX_BYTES: Int(512, 128, 4096),
  /**
   * Beacons accepted per IP per window (`BEACON_RATE_WINDOW_MS`; far beyond a person's page views); more
   * answer 429 and are not counted.
   */
  BEACON_RATE_MAX: Int(120, 1, 1_000_000),
  /** The window of `BEACON_RATE_MAX` (10 minutes). */
  BEACON_RATE_WINDOW_MS: Int(600_000, 1000, 86_400_000),

  /** The free site check of the prospect's website (see [the free site check](site-check.md)); `false` turns it off. */
  AUDIT_ENABLED: Flag('true'),
  /** Checks run at once. */
  AUDIT_CONCURRENCY: Int(2, 1, 16),
  /**
   * One request of a check (DNS, connecting, TLS, redirects, the body, decompressing and reading it) must
   * finish within this time. When the start page does not, the check ends as failed; another page that
   * does not is reported as unreachable.
   */
  AUDIT_TIMEOUT_MS: Int(10_000, 1000, 60_000),
  /**
   * Pages a check reads, the start page included; as many images and other files are checked with HEAD.
   * `1` checks the start page alone.
   */
  AUDIT_MAX_PAGES: Int(25, 1, 200),
  /**
   * The whole check, crawl included, ends within this time (at least `AUDIT_TIMEOUT_MS`), keeping what it
   * found; a check's thread still running 0.75 s later is terminated and the check recorded with what it
   * had reported. The staff email and webhook wait at most this plus 5 s.
   */
  AUDIT_CRAWL_MS: Int(45_000, 1000, 300_000),
  /** Requests at once to the prospect's site while crawling; a Crawl-delay in its robots.txt spaces them further. */
  AUDIT_SITE_CONCURRENCY: Int(2, 1, 4),
  /**
   * Addresses a crawl keeps track of at once, from links and sitemaps; further ones are only counted, as
   * addresses the report says were not read.
   */
  AUDIT_MAX_CANDIDATES: Int(5000, 100, 100_000),
  /**
   * Links to other websites a check asks about once the crawl is done, in what is left of `AUDIT_CRAWL_MS`
   * (never beyond it): each with one HEAD (or a GET of its first byte where HEAD is refused), under the
   * crawler's address rules and User-Agent, spread across the hosts linked; a 404 or 410 is reported as
   * broken, a refusal or no answer as not checked. `0` asks none. Competitors' sites are never asked about.
   */
  AUDIT_EXTERNAL_LINKS: Int(50, 0, 500),
  /** Other websites asked at once while checking links to them; each is asked one request at a time. */
  AUDIT_EXTERNAL_CONCURRENCY: Int(4, 1, 8),
  /**
   * One request to another website's link, its redirects included (a longer one than `AUDIT_TIMEOUT_MS`
   * is cut to it): a host that does not answer within it is said as not answering, and asked nothing more.
   */
  AUDIT_EXTERNAL_TIMEOUT_MS: Int(5000, 1000, 60_000),
  /**
   * Heap a check's thread may use, in MB (at least 32 plus four times `AUDIT_MAX_BYTES` in MB); a check
   * that needs more ends as failed and the site goes on.
   */
  AUDIT_MEMORY_MB: Int(64, 32, 1024),
  /**
   * Largest answer read from the prospect's site, in bytes (2 MB; 64 KB to 20 MB, in the decimal units the report uses), counted as sent and
   * again after decompression; of robots.txt the first 500 KiB (Google's limit) are read and applied.
   */
  AUDIT_MAX_BYTES: Int(2_000_000, 64_000, 20_000_000),
  /** The same address checked within this time reuses that result (10 minutes). */
  AUDIT_REUSE_MS: Int(600_000, 0, 86_400_000),
  /** A report page answers 404 after this many days. */
  AUDIT_REPORT_DAYS: Int(30, 1, 365),
  /**
   * "Check again" on a finished report is offered once its newest check is this old (10 minutes; 0 lifts
   * the wait, for tests). A re-check is the same check of the same address, through the same queue.
   */
  AUDIT_RECHECK_MS: Int(600_000, 0, 86_400_000),
  /** Re-checks one report may have in any 24 hours. */
  AUDIT_RECHECKS_PER_DAY: Int(3, 1, 24),
  /** Re-check requests one address (IP) may make in an hour, across every report; past it each is refused with Retry-After. */
  AUDIT_RECHECK_IP_MAX: Int(10, 1, 1000),
  /** Competitors one report may be compared with ("How you compare"); a further address is refused with the form kept. */
  COMPARE_COMPETITORS_MAX: Int(3, 1, 3),
  /**
   * Competitors' sites checked in any 24 hours, across every report: past it a comparison is refused
   * until the oldest falls out of the window. Each is a check of someone else's site on a prospect's behalf.
   */
  COMPARE_PER_DAY: Int(30, 1, 1000),
  /** Pages read of each competitor's site, the home page included: fewer than the prospect's own (`AUDIT_MAX_PAGES`). */
  COMPARE_MAX_PAGES: Int(10, 1, 50),
  /** Whether the phone run measures each competitor's home page too, after the prospect's own, through the same one browser slot. */
  COMPARE_LAB: Flag('true'),
  /** For tests only: lets checks reach loopback and private addresses on any port. Never turn it on in production. */
  AUDIT_ALLOW_PRIVATE: Flag('false'),
  /**
   * For tests only: exact `IP:port` pairs, comma-separated (`127.0.0.1:4123,[::1]:4124`), that the check
   * (the crawler and the browser alike) may reach although they are private or on another port. Every
   * other private address and port stays refused, so tests meet the real rules.
   */
  AUDIT_ALLOW_ADDRESSES: Type.String({ default: '' }),
  /**
   * After the crawl, the start page is measured as a phone in a real browser (Lighthouse in Chromium,
   * see [the browser run](site-check.md#the-browser-run-your-home-page-on-a-phone)); this many of the
   * crawl's most-linked pages are measured too.
   */
  AUDIT_LAB_PAGES: Int(0, 0, AUDIT_LAB_PAGES_MOST),
  /** Browser runs at once on the whole server (each is a Chromium of its own, about 400 MB and a core). */
  AUDIT_LAB_CONCURRENCY: Int(1, 1, 4),
  /**
   * Cores the browser runs may use, all runs together: the last this many of the server's, so the others
   * are left to the thread serving pages (on a server of one core, or 0 here, runs may use every core).
   */
  AUDIT_LAB_CORES: Int(1, 0, 256),
  /**
   * A browser run, every page of it, ends within this time: then Chromium and its process are killed and
   * the report says the measurement did not finish (keeping the pages already measured). The staff email
   * and webhook wait this much longer for it.
   */
  AUDIT_LAB_MS: Int(60_000, 10_000, 300_000),
  /**
   * How much longer than the check's own limits (AUDIT_CRAWL_MS, then AUDIT_LAB_MS) the staff email
   * and webhook wait for it, at most (5 s): time for the check's thread and the phone run to be
   * recorded once they end at their limit. The one margin of every hold, first checks and re-checks alike.
   */
  AUDIT_HOLD_MARGIN_MS: Int(5000, 0, 60_000),
  /**
   * Bytes the browser may receive in one run, all pages and files together (50 MB; the crawler's
   * AUDIT_MAX_BYTES never applies here); past it every further request is refused and counted as blocked,
   * and a page cut off by it has no figures: the report says it was cut off and how much was received.
   */
  AUDIT_LAB_MAX_BYTES: Int(50_000_000, 1_000_000, 500_000_000),
  /**
   * Bytes the page may send in one run, its requests included (1 MB): a page must not make the server
   * push traffic at someone else's site. Past it every connection is cut and every further request refused.
   */
  AUDIT_LAB_MAX_UPLOAD_BYTES: Int(1_000_000, 64_000, 100_000_000),
  /**
   * Memory one browser run may use, in MB: the run's process, Chromium and all Chromium's processes
   * together, as the kernel charges it (PSS, pages shared between processes counted once, and shared
   * memory files), measured from outside the run often enough that a page allocating 5 GB a second is
   * stopped within a quarter of this. Past it the run is killed and the report says the page used more
   * memory than the test phone allows.
   */
  AUDIT_LAB_MEMORY_MB: Int(1024, 512, 16_384),
  /**
   * Disk one browser run may fill, in MB: Chromium's profile, cache and temp files, all in the run's own
   * folder, measured four times a second. Past it (or past 20,000 files) the run is killed and the report
   * says so; the folder is removed after every run.
   */
  AUDIT_LAB_DISK_MB: Int(256, 64, 8192),
  /**
   * Where each browser run's folder is made; empty: the system's temp folder. The shipped service names a
   * size-capped tmpfs of its own (deploy/laserfocus.service), so no run can fill the server's disk.
   */
  AUDIT_LAB_DIR: Type.String({ default: '' }),
  /**
   * Chromium for the browser run (Debian's package `chromium`). When it is not there, reports say the
   * browser measurement is not available and nothing else changes; `off` turns the browser run off.
   */
  AUDIT_LAB_BROWSER: Type.String({ minLength: 1, default: '/usr/bin/chromium' }),

  /** Receivers of the signed `enquiry.created` webhook: one http(s) URL, or several comma-separated. Empty = webhooks off. */
  WEBHOOK_URL: Type.String({ default: '' }),
  /**
   * Required with `WEBHOOK_URL`: the Standard Webhooks signing secret, `whsec_` + base64 of at least 24
   * random bytes (see [Webhooks](integrations.md#webhooks)). Never printed.
   */
  WEBHOOK_SECRET: Type.String({ default: '' }),
  /**
   * One delivery attempt (connect, send, answer) must finish within this time. Keep it below
   * `SHUTDOWN_TIMEOUT_MS`: shutdown waits for the delivery in flight.
   */
  WEBHOOK_TIMEOUT_MS: Int(10_000, 100, 120_000),
  /** Tries before a delivery is marked failed (the enquiry stays saved; `npm run outbox` can re-queue it). */
  WEBHOOK_MAX_ATTEMPTS: Int(12, 1, 100),
  /** Backoff between tries of a webhook delivery: base x 2^(try-1), capped at `WEBHOOK_RETRY_MAX_MS`. */
  WEBHOOK_RETRY_BASE_MS: Int(30_000, 10, 86_400_000),
  /** The cap of the backoff between tries of a webhook delivery (`WEBHOOK_RETRY_BASE_MS`). */
  WEBHOOK_RETRY_MAX_MS: Int(3_600_000, 10, 86_400_000),

  /**
   * Continuous replication of the database with Litestream (see [Replication](operations.md#replication)):
   * `s3://BUCKET/PATH` (Amazon S3 and S3-compatibles such as Backblaze B2,
   * `s3://BUCKET.s3.REGION.backblazeb2.com/PATH`), `gcs://BUCKET/PATH`, `abs://ACCOUNT@CONTAINER/PATH`
   * (Azure), `sftp://USER@HOST/PATH` or `file:///FOLDER` (another disk). Empty = off. Other S3-compatible
   * stores (Cloudflare R2, MinIO) take Litestream's own options after `?`:
   * `s3://BUCKET/PATH?endpoint=https://HOST:PORT&region=REGION&force-path-style=true` (any of the three;
   * nothing else). A malformed address stops the start with one line naming the setting (never its
   * value: it may carry a password). Its credentials are Litestream's own settings, below, never part
   * of the address (see [deploy/README.md](../deploy/README.md#object-storage-settings)).
   */
  REPLICA_URL: Type.String({ default: '' }),
  /**
   * How much history the replica keeps (hours and minutes, at least `1h`: `72h`, `1h30m`): how far back
   * `restore --at` reaches, and how long a forgotten person can remain in the replica (this plus an hour;
   * see [Forgetting someone for good](operations.md#forgetting-someone-for-good)). 72 hours covers a long
   * weekend: damage done on a Friday evening and noticed on Monday morning can still be undone. If you
   * change it, change the hours in the privacy policy (`data/legal/privacy.ts`).
   */
  REPLICA_RETENTION: Type.String({ minLength: 1, default: '72h' }),
  /**
   * `/healthz` and the digest say the replica is behind (or failing, if it has accepted nothing since
   * Litestream started) when it has not caught up for longer than this (at least 1 s).
   */
  REPLICA_ALERT_MS: Int(60_000, 1000, 86_400_000),
  /**
   * Port on 127.0.0.1 where Litestream reports how far it has copied (its Prometheus metrics), which the
   * site reads every few seconds for `/healthz`. Change it only if another program uses it.
   */
  REPLICA_METRICS_PORT: Int(9338, 1, 65535),
});

type Raw = Static<typeof ConfigSchema>;
type FlagKeys = 'TRUST_PROXY' | 'SOURCE_MAPS' | 'SMTP_SECURE' | 'MAIL_ACK' | 'AUDIT_ENABLED' | 'AUDIT_ALLOW_PRIVATE' | 'COMPARE_LAB';
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
  const { bad: badPairs } = allowedPairs(cfg.AUDIT_ALLOW_ADDRESSES);
  if (badPairs.length)
    throw new ConfigError(
      `Invalid setting AUDIT_ALLOW_ADDRESSES: ${JSON.stringify(badPairs[0])} is not an IP address and port such as 127.0.0.1:4123 or [::1]:4124`,
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
  // Not checked for existence here: the shipped service's folder is a tmpfs that exists only inside the
  // service (deploy/laserfocus.service), and staff commands read the same settings outside it.
  if (cfg.AUDIT_LAB_DIR && !isAbsolute(cfg.AUDIT_LAB_DIR))
    throw new ConfigError(
      `Invalid setting AUDIT_LAB_DIR=${JSON.stringify(cfg.AUDIT_LAB_DIR)}: must be an absolute path such as /run/laserfocus-lab, or empty for the system's temp folder`,
    );
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
    COMPARE_LAB: isTrue(cfg.COMPARE_LAB),
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
  if (u.protocol === 's3:') s3ReplicaOptions(url);
  else if (u.search) throw new ConfigError('Invalid setting REPLICA_URL: only an s3:// address takes options after "?"');
}

/** An s3:// replica's options, named as Litestream names them in its configuration file. */
export interface S3ReplicaOptions {
  /** The S3-compatible store's address (http or https, host and port only); empty for Amazon S3 itself. */
  endpoint?: string;
  region?: string;
  'force-path-style'?: boolean;
}

const S3_OPTIONS = ['endpoint', 'region', 'force-path-style'] as const;

/**
 * The options in an s3:// REPLICA_URL's query (`?endpoint=https://...&region=auto&force-path-style=true`),
 * checked: only Litestream's three, each once and well formed, and no credentials in the address
 * (they come from the environment alone, so nothing written from the settings ever holds them).
 * Throws a ConfigError that never repeats a value.
 */
export function s3ReplicaOptions(url: string): S3ReplicaOptions {
  const u = new URL(url);
  const bad = (why: string) => new ConfigError(`Invalid setting REPLICA_URL: ${why}`);
  const credentials =
    'credentials go in LITESTREAM_ACCESS_KEY_ID and LITESTREAM_SECRET_ACCESS_KEY (or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY), never in the address';
  if (u.username || u.password) throw bad(credentials);
  const options: S3ReplicaOptions = {};
  const seen = new Set<string>();
  for (const [key, value] of u.searchParams) {
    if (/access-key|secret/i.test(key)) throw bad(credentials);
    if (!(S3_OPTIONS as readonly string[]).includes(key))
      throw bad(`unknown option ${JSON.stringify(key)} after "?" (an s3:// address takes endpoint, region and force-path-style)`);
    if (seen.has(key)) throw bad(`${key} is given twice`);
    seen.add(key);
    if (key === 'endpoint') {
      let e: URL | undefined;
      try {
        e = new URL(value);
      } catch {}
      if (!e || !['http:', 'https:'].includes(e.protocol) || !/^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/i.test(e.hostname))
        throw bad("endpoint must be the store's http:// or https:// address, such as endpoint=https://ACCOUNT.r2.cloudflarestorage.com");
      if (e.username || e.password) throw bad(credentials);
      if (e.pathname !== '/' || e.search || e.hash || /[?#]$/.test(value))
        throw bad('endpoint is a host and port only (no path or query: the bucket and path come before "?")');
      options.endpoint = e.origin;
    } else if (key === 'region') {
      if (!/^[a-z0-9-]{1,64}$/.test(value)) throw bad('region must be a region name such as ap-southeast-2, us-west-004 or auto');
      options.region = value;
    } else {
      if (value !== 'true' && value !== 'false') throw bad('force-path-style must be true or false');
      options['force-path-style'] = value === 'true';
    }
  }
  return options;
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
  return 'Warning: SITE_URL is not set, so canonical links, Open Graph, JSON-LD, the sitemap and robots.txt point at http://localhost:3000. Set SITE_URL to the public address, such as https://www.yourbusiness.com.au (docs/operations.md, "Deploy on a server").';
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
