/**
 * A firewall's or CDN's challenge answered to our crawler in place of the site's own answer: a "Just
 * a moment..." interstitial, a bot check, an access-denied page. It is the firewall telling our
 * crawler apart from a browser (or from Google's crawler, which such firewalls let through), not the
 * site's own answer, so nothing about the site is judged from it (gather/ records it, findings/ say it
 * once). Read from what the answer says of itself:
 *
 * - Cloudflare sets `cf-mitigated: challenge` on every challenge page, whatever its status
 *   (developers.cloudflare.com/cloudflare-challenges/challenge-types/challenge-pages/detect-response);
 *   older and custom ones are known by `server: cloudflare` with a 403, 429 or 503 and the challenge
 *   platform's marks in the body (`/cdn-cgi/challenge-platform/`, `_cf_chl_opt`, "Just a moment...",
 *   "Attention Required! | Cloudflare");
 * - Sucuri's firewall sends `x-sucuri-block`, or `server: Sucuri/Cloudproxy` with its "Access Denied" page;
 * - Imperva (Incapsula) sends `x-iinfo` or `x-cdn: Incapsula` with "Incapsula incident ID" or `/_Incapsula_Resource`;
 * - Akamai answers `server: AkamaiGHost` with its "Access Denied ... Reference #" page;
 * - AWS WAF sends `x-amzn-waf-action: challenge` or `captcha`; Vercel `x-vercel-mitigated: challenge`.
 *
 * A plain 403 or 503 with none of these marks is the site's own answer, and judged as one.
 */
import type { IncomingHttpHeaders } from 'node:http';

/** Statuses a firewall answers a challenge or a block with. */
const REFUSALS = new Set([403, 429, 503]);
/** Characters of a body looked at: challenge pages are small, and their marks come early (so no more need be read to tell one). */
export const CHALLENGE_CHARS = 64 * 1024;

/** Whether an answer with this status may be a challenge page (its body is then worth reading). */
export const mayBeChallenge = (status: number) => REFUSALS.has(status);

const value = (headers: IncomingHttpHeaders, name: string) => String(headers[name] ?? '').toLowerCase();

/** The firewall whose challenge this answer is ("Cloudflare"), or undefined when it is the site's own answer. */
export function challengeOf(answer: { status: number; headers: IncomingHttpHeaders; body?: string }): string | undefined {
  const { status, headers } = answer;
  if (value(headers, 'cf-mitigated').includes('challenge')) return 'Cloudflare';
  if (/\b(challenge|captcha)\b/.test(value(headers, 'x-amzn-waf-action'))) return 'AWS WAF';
  if (value(headers, 'x-vercel-mitigated').includes('challenge')) return 'Vercel';
  if (!REFUSALS.has(status)) return undefined;
  const server = value(headers, 'server');
  const body = (answer.body ?? '').slice(0, CHALLENGE_CHARS);
  if (headers['x-sucuri-block'] !== undefined || (server.includes('sucuri') && /Sucuri WebSite Firewall/i.test(body))) return 'Sucuri';
  if (
    server.includes('cloudflare') &&
    /\/cdn-cgi\/challenge-platform\/|_cf_chl_opt|<title>\s*Just a moment\.\.\.|Attention Required! \| Cloudflare/i.test(body)
  )
    return 'Cloudflare';
  if (
    (headers['x-iinfo'] !== undefined || value(headers, 'x-cdn').includes('incapsula')) &&
    /Incapsula incident ID|\/_Incapsula_Resource/i.test(body)
  )
    return 'Imperva';
  if (server.includes('akamaighost') && /Access Denied/i.test(body) && /Reference #/i.test(body)) return 'Akamai';
  return undefined;
}
