/**
 * Which addresses and ports the site check may connect to, shared by the crawler (fetch-page.ts)
 * and the browser's proxy (lab/proxy.ts), so a page read by either meets the same rules:
 *
 * - public unicast addresses only (never loopback, private, link-local such as the cloud metadata
 *   address 169.254.169.254, unique-local, multicast or reserved), on ports 80 and 443 only;
 * - except the exact `IP:port` pairs of AUDIT_ALLOW_ADDRESSES (tests serve their sites on loopback
 *   and name those ports; every other private address and port stays refused);
 * - AUDIT_ALLOW_PRIVATE (older tests) lifts the address and port rules altogether.
 */
import ipaddr from 'ipaddr.js';
import { normalAddress, pairKey } from '../../lib/address-pairs.js';

export interface AddressRules {
  /** AUDIT_ALLOW_PRIVATE: any address, any port. */
  allowPrivate: boolean;
  /** AUDIT_ALLOW_ADDRESSES, parsed: normalised `address|port` keys (src/lib/address-pairs.ts). */
  allowAddresses?: readonly string[];
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

/** The same address however it is written. */
export const sameAddress = (a: string, b: string) => normalAddress(a) !== '' && normalAddress(a) === normalAddress(b);

/** The port a URL reaches (its default when none is written). */
export const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' || url.protocol === 'wss:' ? 443 : 80));

/** True when no rule refuses the port before the name is resolved: 80, 443, or a port some allowed pair names. */
export function portMayBeAllowed(port: number, rules: AddressRules): boolean {
  if (rules.allowPrivate || port === 80 || port === 443) return true;
  return (rules.allowAddresses ?? []).some((key) => key.endsWith(`|${port}`));
}

/** True when the check may connect to `address` on `port`. */
export function mayConnect(address: string, port: number, rules: AddressRules): boolean {
  if (rules.allowPrivate) return true;
  if (rules.allowAddresses?.includes(pairKey(address, port))) return true;
  return (port === 80 || port === 443) && isPublicAddress(address);
}
