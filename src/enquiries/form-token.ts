/**
 * The minimum-fill-time check, all in one place. When a visitor first focuses the audit form, the
 * island fetches a token (GET /api/form-token): the time, signed with HMAC. The JSON post carries it
 * back; a post whose token is younger than FORM_MIN_FILL_MS, or forged, is kept but flagged as spam.
 * Pages carry no token and set no cookie, so every page is identical for every visitor.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { keptSecret, type DB } from '../db/db.js';

/** The secret from FORM_SECRET, else one generated once and kept in the database. */
export function formSecret(db: DB, configured?: string): string {
  return keptSecret(db, 'form', configured);
}

/**
 * 'missing' is not held against the visitor: the no-JavaScript form, API clients and odd browsers
 * post without one.
 */
export type TokenVerdict = 'ok' | 'missing' | 'too-fast' | 'forged';

export interface FormTokens {
  /** A token stamped with `now`. */
  issue(now?: number): string;
  /** Checks a token from a post against the secret and the minimum fill time. */
  check(token: unknown, now?: number): TokenVerdict;
}

export function formTokens(secret: string, minFillMs: number): FormTokens {
  const sign = (ts: string) => createHmac('sha256', secret).update(ts).digest('base64url').slice(0, 22);
  return {
    issue(now = Date.now()) {
      const ts = String(now);
      return `${ts}.${sign(ts)}`;
    },
    check(token, now = Date.now()) {
      if (typeof token !== 'string' || !token) return 'missing';
      const [ts, sig, extra] = token.split('.');
      if (!ts || !sig || extra !== undefined || !/^\d{10,16}$/.test(ts)) return 'forged';
      const expected = Buffer.from(sign(ts));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged';
      return now - Number(ts) < minFillMs ? 'too-fast' : 'ok';
    },
  };
}
