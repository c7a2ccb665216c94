import { isIPv4, isIPv6 } from 'node:net';

/**
 * A client address cut to its network, so a stored record says roughly where a request came from
 * without naming the device: IPv4 to /24 (203.0.113.0/24), IPv6 to /48. Anything else: null.
 */
export function truncateAddress(address: string): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(ip)) {
    const [head = '', tail = ''] = ip.split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
    return `${groups
      .slice(0, 3)
      .map((g) => g.replace(/^0+(?=.)/, '').toLowerCase())
      .join(':')}::/48`;
  }
  return null;
}
