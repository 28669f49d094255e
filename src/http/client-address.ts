import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The eight 16-bit groups of an IPv6 address (a zone `%eth0` dropped, an embedded IPv4 tail
 * turned into two groups), or undefined for anything else.
 */
function ipv6Groups(ip: string): number[] | undefined {
  const address = ip.replace(/%.*$/, '');
  if (!isIPv6(address)) return undefined;
  let text = address;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const front = part(head);
  const back = part(tail);
  return tail === undefined ? front : [...front, ...Array.from({ length: 8 - front.length - back.length }, () => 0), ...back];
}

/**
 * The address a client is counted by (rate limits, failed sign-ins, tracked-link visits): an IPv4
 * address as it is; an IPv6 address by its /64, which one home, office or phone holds whole (a
 * client choosing a new address of its /64 for each request is still one client); an IPv4 address
 * written as IPv6 (`::ffff:192.0.2.1`) as the IPv4 address.
 */
export function clientAddressKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) return `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * The network an address belongs to, as the security screen shows a session's (never the address
 * itself): an IPv4 address by its /24 (`203.0.113.0/24`), an IPv6 one by its /48 (a site's, the
 * part a provider hands one customer), an IPv4 address written as IPv6 as IPv4; '' for anything else.
 */
export function networkOf(ip: string): string {
  const v4 = isIPv4(ip) ? ip : undefined;
  const groups = v4 ? undefined : ipv6Groups(ip);
  const mapped = groups && groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff ? `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}` : undefined;
  const ipv4 = v4 ?? mapped;
  if (ipv4) return `${ipv4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!groups) return '';
  return `${groups
    .slice(0, 3)
    .map((g) => g.toString(16))
    .join(':')}::/48`;
}

/** True for a loopback address (127.0.0.0/8, ::1, or 127.x written as IPv6). */
function isLoopback(ip: string | undefined): boolean {
  if (!ip) return false;
  return ip === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/i.test(ip);
}

/**
 * True for a request made on this machine, straight to the server: its connection comes from a
 * loopback address and it carries no proxy's forwarding header (a reverse proxy on this machine
 * adds X-Forwarded-For for the visitor it forwards; every common one does).
 */
export function isFromThisMachine(request: Pick<FastifyRequest, 'headers'> & { socket: { remoteAddress?: string } }): boolean {
  const h = request.headers;
  return isLoopback(request.socket.remoteAddress) && h['x-forwarded-for'] === undefined && h.forwarded === undefined && h['x-real-ip'] === undefined;
}
