import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a throttle counts a client by: an IPv4 address as it is, an IPv6 address by its /64
 * prefix (one subscriber usually holds a whole /64, so counting single IPv6 addresses would give
 * each caller 2^64 fresh budgets). IPv4-mapped IPv6 ("::ffff:1.2.3.4") counts as its IPv4 address.
 */
export function clientNetwork(ip: string | null): string | null {
  if (!ip) return null;
  const bare = ip
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return bare;
  return `${expandIpv6(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, lower case without leading zeros ("2001:db8:0:0:…"). */
function expandIpv6(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing IPv4 part ("::1.2.3.4") becomes two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group || '0', 16).toString(16));
}
