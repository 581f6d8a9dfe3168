/**
 * Every setting, read once from the environment and checked against one schema.
 * A bad value stops boot with a line naming the setting (see README's settings table).
 */
import Type, { type Static } from 'typebox';
import Value from 'typebox/value';

export const ConfigSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  /** Canonical base for <link rel=canonical>, the sitemap and Open Graph URLs. */
  SITE_URL: Type.String({ pattern: '^https?://[^/\\s]+$', default: 'http://localhost:3000' }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  /** Where the build writes the server bundle, browser assets and manifest. */
  DIST_DIR: Type.String({ minLength: 1, default: 'dist' }),
  DATABASE_PATH: Type.String({ minLength: 1, default: 'var/enquiries.db' }),
});

export type Config = Static<typeof ConfigSchema> & { TRUST_PROXY: boolean };

export class ConfigError extends Error {}

function toBool(v: unknown): boolean {
  return v === true || v === 'true' || v === '1';
}

/** Reads the settings from `env` (defaults filled in); throws ConfigError naming the first bad setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(ConfigSchema.properties)) {
    const v = env[key];
    if (v !== undefined && v !== '') raw[key] = v;
  }
  const withDefaults = Value.Default(ConfigSchema, Value.Convert(ConfigSchema, raw)) as Record<string, unknown>;
  for (const error of Value.Errors(ConfigSchema, withDefaults)) {
    const key = error.instancePath.replace(/^\//, '') || 'settings';
    throw new ConfigError(`Invalid setting ${key}=${JSON.stringify(raw[key] ?? '')}: ${error.message}`);
  }
  const cfg = withDefaults as Static<typeof ConfigSchema>;
  return { ...cfg, TRUST_PROXY: toBool(env.TRUST_PROXY), ...overrides };
}
