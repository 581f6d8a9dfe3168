/**
 * The minimum-fill-time check, all in one place. When a visitor first focuses the audit form, the
 * island fetches a token (GET /api/form-token): the time, signed with HMAC. The JSON post carries it
 * back; a post whose token is younger than FORM_MIN_FILL_MS, or forged, is kept but flagged as spam.
 * Pages carry no token and set no cookie, so every page is identical for every visitor.
 */
import { keptSecret, type DB } from '../db/db.js';
import { signToken, verifiedStamp, type TokenScheme } from '../lib/signed-token.js';

/** "<time in ms>.<22 characters of signature>", the format since the check began (a page open across a deploy still posts a good one). */
const FORM_TOKEN: TokenScheme = { purpose: '', signatureLength: 22, stampDigits: [10, 16] };

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
  return {
    issue(now = Date.now()) {
      return signToken(secret, FORM_TOKEN, now);
    },
    check(token, now = Date.now()) {
      if (typeof token !== 'string' || !token) return 'missing';
      const issued = verifiedStamp(secret, FORM_TOKEN, token);
      if (issued === undefined) return 'forged';
      return now - issued < minFillMs ? 'too-fast' : 'ok';
    },
  };
}
