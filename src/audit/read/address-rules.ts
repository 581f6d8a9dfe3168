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
import { isPublicAddress, normalAddress, pairKey } from '../../lib/address-pairs.js';

export { isPublicAddress };

export interface AddressRules {
  /** AUDIT_ALLOW_PRIVATE: any address, any port. */
  allowPrivate: boolean;
  /** AUDIT_ALLOW_ADDRESSES, parsed: normalised `address|port` keys (src/lib/address-pairs.ts). */
  allowAddresses?: readonly string[];
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
