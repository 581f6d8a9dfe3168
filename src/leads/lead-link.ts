/**
 * The staff email's lead links ("Contacted", "Won", "Lost"): each a URL signed with HMAC-SHA256 over
 * the enquiry id, the action and the expiry, so a link works for that lead and that action only, until
 * it expires (LEAD_LINK_DAYS). Nothing is stored: the signature is the whole check. The key is
 * LEAD_LINK_SECRET, or one generated once and kept in the database (as FORM_SECRET's is).
 */
import { keptSecret, type DB } from '../db/db.js';
import { signToken, verifiedStamp, type TokenScheme } from '../lib/signed-token.js';

/** What a link can do; the email carries these three ('qualified' is set from the command line). */
export const LINK_ACTIONS = ['contacted', 'won', 'lost'] as const;
export type LinkAction = (typeof LINK_ACTIONS)[number];

export const isLinkAction = (value: string): value is LinkAction => (LINK_ACTIONS as readonly string[]).includes(value);

/** The links' key: LEAD_LINK_SECRET, else one generated once and kept in the database. */
export function leadLinkSecret(db: DB, configured?: string): string {
  return keptSecret(db, 'lead-link', configured);
}

/** "<expiry in Unix seconds>.<signature of lead-link:<id>:<action>:<expiry>>", as in every email sent so far. */
const scheme = (id: number, action: LinkAction): TokenScheme => ({
  purpose: `lead-link:${id}:${action}:`,
  signatureLength: 43,
  stampDigits: [9, 12],
});

/** The path of a lead's page for an action (the token goes in the query, which logs leave out). */
export const leadPath = (id: number, action: LinkAction) => `/lead/${id}/${action}`;

/** A token for one lead and action, valid until `now` + `days`: "<expiry in Unix seconds>.<signature>". */
export function issueToken(secret: string, id: number, action: LinkAction, days: number, now = Date.now()): string {
  return signToken(secret, scheme(id, action), Math.floor(now / 1000) + days * 86_400);
}

/** The three links of a lead's staff email, absolute under `siteUrl`. */
export function leadLinks(secret: string, siteUrl: string, id: number, days: number, now = Date.now()): Record<LinkAction, string> {
  const link = (action: LinkAction) => `${siteUrl}${leadPath(id, action)}?token=${issueToken(secret, id, action, days, now)}`;
  return { contacted: link('contacted'), won: link('won'), lost: link('lost') };
}

export type TokenCheck = 'ok' | 'invalid' | 'expired';

/** Checks a token for this lead and action: a signature made for another lead or action, or altered, is invalid. */
export function checkToken(secret: string, id: number, action: LinkAction, token: unknown, now = Date.now()): TokenCheck {
  const expires = typeof token === 'string' ? verifiedStamp(secret, scheme(id, action), token) : undefined;
  if (expires === undefined) return 'invalid';
  // Checked after the signature, so only a genuine link is told that it expired.
  return expires * 1000 <= now ? 'expired' : 'ok';
}
