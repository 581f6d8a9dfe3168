/**
 * Whose requests a per-address limit counts together: an IPv4 address, or an IPv6 address's /64.
 * One home or phone is given a whole /64 and picks addresses in it at will (privacy addresses,
 * RFC 8981), so counting IPv6 by full address would let one visitor past any limit.
 */
import ipaddr from 'ipaddr.js';

/** The rate-limit key of a client address: IPv4 as is (IPv4-mapped IPv6 as its IPv4), IPv6 as its /64. */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toNormalizedString()}/64`;
}
