// IPv6 addresses that carry an IPv4 address, written in or tunnelled to: a request to one of them
// ends at that IPv4 address, so the outbound check must judge the IPv4 address, whatever the
// notation (::ffff:127.0.0.1, ::ffff:7f00:1, ::7f00:1, 2002:7f00:1::, ...).
import { isIP } from 'node:net';

/** The eight 16-bit words of an IPv6 address, or null when it is not one. */
export function ipv6Words(address: string): number[] | null {
  const bare = address.replace(/%.*$/, ''); // a zone (fe80::1%eth0) names an interface, not an address
  if (isIP(bare) !== 6) return null;
  // The URL parser writes every IPv6 notation (dotted IPv4 tails, leading zeros, upper case) the same way.
  const canonical = new URL(`http://[${bare}]/`).hostname.slice(1, -1);
  const [head, tail] = canonical.includes('::') ? canonical.split('::') : [canonical, undefined];
  const words = (part: string | undefined) => (part ? part.split(':').map((w) => parseInt(w, 16)) : []);
  const front = words(head);
  if (tail === undefined) return front;
  const back = words(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

function dotted(high: number, low: number): string {
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

const zeros = (words: number[], from: number, to: number) => words.slice(from, to).every((w) => w === 0);

/**
 * Every IPv4 address this IPv6 address reaches or stands for (none for a plain IPv6 address):
 * - IPv4-mapped ::ffff:0:0/96 and IPv4-translated ::ffff:0:0:0/96;
 * - IPv4-compatible ::/96 (deprecated, still routed by some stacks);
 * - NAT64 64:ff9b::/96 (a translator forwards to the embedded address);
 * - 6to4 2002::/16 (the relay sends to the IPv4 address in bits 16-47);
 * - Teredo 2001::/32 (the server in bits 32-63, the client, inverted, in the last 32 bits).
 */
export function embeddedV4(address: string): string[] {
  const w = ipv6Words(address);
  if (!w) return [];
  if (zeros(w, 0, 5) && w[5] === 0xffff) return [dotted(w[6]!, w[7]!)];
  if (zeros(w, 0, 4) && w[4] === 0xffff && w[5] === 0) return [dotted(w[6]!, w[7]!)];
  // :: and ::1 are the unspecified and loopback addresses themselves, judged as IPv6.
  if (zeros(w, 0, 6) && (w[6] !== 0 || w[7]! > 1)) return [dotted(w[6]!, w[7]!)];
  if (w[0] === 0x64 && w[1] === 0xff9b && zeros(w, 2, 6)) return [dotted(w[6]!, w[7]!)];
  if (w[0] === 0x2002) return [dotted(w[1]!, w[2]!)];
  if (w[0] === 0x2001 && w[1] === 0) return [dotted(w[2]!, w[3]!), dotted(w[6]! ^ 0xffff, w[7]! ^ 0xffff)];
  return [];
}
