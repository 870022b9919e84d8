// Which network addresses an outbound request (notifications, later callbacks) may reach. Anything
// that is not the public internet is refused: a customer who can set a URL must not be able to
// make the server probe its own machine, the private network or the cloud's metadata service.
// Operators may allow named addresses or ranges (a receiver on the same machine, tests).
import { BlockList, isIP } from 'node:net';
import { embeddedV4 } from './embedded-v4';

/** Ranges that are never the public internet (IANA special-purpose registries, v4 and v6). */
const FORBIDDEN_V4: ReadonlyArray<[string, number]> = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (also some clouds' metadata, 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
];
const FORBIDDEN_V6: ReadonlyArray<[string, number]> = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64 (a translator on the operator's own network)
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (AWS metadata fd00:ec2::254 is here)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
];

const forbidden = new BlockList();
for (const [net, prefix] of FORBIDDEN_V4) forbidden.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of FORBIDDEN_V6) forbidden.addSubnet(net, prefix, 'ipv6');

export interface OutboundPolicy {
  /** True when a request may connect to this literal address. */
  permits(address: string): boolean;
}

/**
 * The policy for a list of allowed exceptions: addresses ("127.0.0.1", "::1") or ranges in CIDR
 * notation ("10.1.0.0/16"). Throws on an entry that is neither, so a typo fails at start.
 */
export function outboundPolicy(allowed: readonly string[] = []): OutboundPolicy {
  const allow = new BlockList();
  for (const entry of allowed) {
    const [net, prefix] = entry.trim().split('/');
    const family = isIP(net ?? '');
    if (!family) throw new Error(`outbound allow-list: "${entry}" is not an address or CIDR range`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) allow.addAddress(net!, type);
    else allow.addSubnet(net!, Number(prefix), type);
  }
  const check = (address: string, type: 'ipv4' | 'ipv6') => allow.check(address, type) || !forbidden.check(address, type);
  return {
    permits(address) {
      const family = isIP(address);
      if (family === 0) return false;
      if (family === 4) return check(address, 'ipv4');
      const v4 = embeddedV4(address);
      // An address that carries IPv4 ones is judged as those: each must be allowed.
      if (v4.length > 0) return v4.every((inner) => check(inner, 'ipv4'));
      return check(address, 'ipv6');
    },
  };
}

/** Comma- or space-separated list from a setting (OUTBOUND_ALLOW, TRUST_PROXY). */
export function addressList(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}
