/**
 * Tokens checked with nothing stored: "<stamp>.<signature>", a whole number (a time) and an HMAC-SHA256
 * (base64url) over what the token is for followed by that number, so a token made for one purpose fails
 * every other. Two schemes use it, each in the format it had before this helper (lead links already sent
 * by email keep working): the audit form's fill-time token (src/enquiries/form-token.ts) and the staff
 * email's lead links (src/leads/lead-link.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenScheme {
  /** What the token is for, signed before the stamp ('' when the key is used for nothing else). */
  purpose: string;
  /** How many characters of the base64url signature a token carries (43: the whole HMAC-SHA256). */
  signatureLength: number;
  /** How many digits a stamp may have: fewest, most. */
  stampDigits: readonly [min: number, max: number];
}

const signature = (secret: string, scheme: TokenScheme, stamp: string) =>
  createHmac('sha256', secret).update(`${scheme.purpose}${stamp}`).digest('base64url').slice(0, scheme.signatureLength);

/** A token for `stamp` (a whole number, such as a time in milliseconds or an expiry in seconds). */
export function signToken(secret: string, scheme: TokenScheme, stamp: number): string {
  const digits = String(stamp);
  return `${digits}.${signature(secret, scheme, digits)}`;
}

/** The stamp of a genuine token; undefined for one that is malformed, altered, or made with another key or purpose. */
export function verifiedStamp(secret: string, scheme: TokenScheme, token: string): number | undefined {
  const [min, max] = scheme.stampDigits;
  const match = new RegExp(`^(\\d{${min},${max}})\\.([A-Za-z0-9_-]{${scheme.signatureLength}})$`).exec(token);
  if (!match?.[1] || !match[2]) return undefined;
  // The digits are signed as written, so "0123" is not taken for "123".
  const expected = Buffer.from(signature(secret, scheme, match[1]));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? Number(match[1]) : undefined;
}
