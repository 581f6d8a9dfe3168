/**
 * AUDIT_ALLOW_ADDRESSES: exact `IP:port` pairs the site check may reach although private. Read by the
 * settings (checked at boot) and by the check's address rules (src/audit/read/address-rules.ts); and
 * which addresses are public, for those rules and for the addresses a comparison is asked for.
 */
import ipaddr from 'ipaddr.js';

/** One spelling for an address however it is written (::ffff:1.2.3.4 and 1.2.3.4 alike, brackets off); '' when it is not one. */
export function normalAddress(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '');
  return ipaddr.isValid(bare) ? ipaddr.process(bare).toNormalizedString() : '';
}

/** IPv6's global unicast block (2000::/3): everything outside it is reserved, local or special. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * True for an address the audit may connect to: public unicast only. ipaddr.js names the special
 * ranges (loopback, private, carrier-grade NAT, link-local incl. 169.254.169.254, unique-local,
 * multicast, reserved, documentation, 6to4, Teredo, NAT64 ...); an IPv6 address must also lie in
 * 2000::/3, which shuts out IPv4-compatible addresses (::7f00:1) and every unassigned block.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() turns ::ffff:127.0.0.1 into 127.0.0.1, so mapped addresses meet the IPv4 rules.
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6 as [ipaddr.IPv6, number]);
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
