/**
 * The minimum-fill-time check: a timestamp signed with HMAC rendered into the form. A submission
 * whose token is younger than FORM_MIN_FILL_MS (or forged) is kept but flagged as spam.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DB } from './db.js';

/** The secret from FORM_SECRET, else one generated once and kept in the database. */
export function formSecret(db: DB, configured?: string): string {
  if (configured) return configured;
  const row = db.prepare("SELECT value FROM app_secrets WHERE name = 'form'").get() as { value: string } | undefined;
  if (row) return row.value;
  const value = randomBytes(32).toString('hex');
  db.prepare("INSERT OR IGNORE INTO app_secrets (name, value) VALUES ('form', ?)").run(value);
  return (db.prepare("SELECT value FROM app_secrets WHERE name = 'form'").get() as { value: string }).value;
}

function sign(secret: string, ts: string): string {
  return createHmac('sha256', secret).update(ts).digest('base64url').slice(0, 22);
}

/**
 * A token issuer that reuses its last token for `reuseMs` (signing costs more than serving a page;
 * a quarter-second of granularity changes nothing for a multi-second minimum fill time).
 */
export function tokenIssuer(secret: string, reuseMs = 250): () => string {
  let last = { at: 0, token: '' };
  return () => {
    const now = Date.now();
    if (now - last.at >= reuseMs) last = { at: now, token: issueFormToken(secret, now) };
    return last.token;
  };
}

export function issueFormToken(secret: string, now = Date.now()): string {
  const ts = String(now);
  return `${ts}.${sign(secret, ts)}`;
}

export type TokenVerdict = 'ok' | 'missing' | 'too-fast' | 'forged';

/** 'missing' is not held against the visitor: API clients and odd browsers may lack it. */
export function checkFormToken(secret: string, token: unknown, minFillMs: number, now = Date.now()): TokenVerdict {
  if (typeof token !== 'string' || !token) return 'missing';
  const [ts, sig] = token.split('.');
  if (!ts || !sig || !/^\d{10,16}$/.test(ts)) return 'forged';
  const expected = Buffer.from(sign(secret, ts));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged';
  return now - Number(ts) < minFillMs ? 'too-fast' : 'ok';
}
