/**
 * AUDIT_ALLOW_ADDRESSES: exact `IP:port` pairs the site check may reach although private. Read by the
 * settings (checked at boot) and by the check's address rules (src/audit/read/address-rules.ts).
 */
import ipaddr from 'ipaddr.js';

/** One spelling for an address however it is written (::ffff:1.2.3.4 and 1.2.3.4 alike, brackets off); '' when it is not one. */
export function normalAddress(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '');
  return ipaddr.isValid(bare) ? ipaddr.process(bare).toNormalizedString() : '';
}

/** The key of one pair, as `allowedPairs` lists them. */
export const pairKey = (address: string, port: number | string) => `${normalAddress(address)}|${Number(port)}`;

/**
 * `127.0.0.1:4123,[::1]:4124` (IPv6 in brackets) as keys; entries that are not an IP address and a
 * port from 1 to 65535 are returned in `bad`, for the boot check to name.
 */
export function allowedPairs(raw: string): { pairs: string[]; bad: string[] } {
  const pairs: string[] = [];
  const bad: string[] = [];
  for (const entry of raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const match = /^\[([0-9a-fA-F:.]+)\]:(\d{1,5})$/.exec(entry) ?? /^(\d{1,3}(?:\.\d{1,3}){3}):(\d{1,5})$/.exec(entry);
    const port = Number(match?.[2]);
    if (!match?.[1] || !ipaddr.isValid(match[1]) || port < 1 || port > 65535) bad.push(entry);
    else pairs.push(pairKey(match[1], port));
  }
  return { pairs, bad };
}
