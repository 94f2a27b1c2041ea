import { isIPv4, isIPv6 } from 'node:net';

/** `::ffff:127.0.0.1`: an IPv4 address as a dual-stack socket reports it. */
const IPV4_MAPPED_PREFIX = '::ffff:';

/**
 * True for an address that only this machine can use: 127.0.0.0/8, ::1 (also in brackets, and
 * IPv4 loopback mapped into IPv6) and the name `localhost`.
 */
export function isLoopbackAddress(address: string): boolean {
  const host = address
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (host === 'localhost') return true;
  const ipv4 = host.startsWith(IPV4_MAPPED_PREFIX) ? host.slice(IPV4_MAPPED_PREFIX.length) : host;
  if (isIPv4(ipv4)) return ipv4.startsWith('127.');
  return isIPv6(host) && /^(0{0,4}:){1,7}0{0,3}1$|^::1$/.test(host);
}
