// Every IPv6 form that embeds or tunnels an IPv4 address is judged as that IPv4 address, and a host
// name with trailing dots is the name without them.
import { describe, expect, it } from 'vitest';
import { outboundPolicy } from './address-policy';
import { embeddedV4 } from './embedded-v4';
import { urlRefusal } from './guarded-request';

const policy = outboundPolicy();
const PUBLIC_V4 = '8.8.8.8';

// Each form written around a loopback, a private, a metadata and a public IPv4 address.
const FORMS: Array<[string, (v4: string) => string]> = [
  ['IPv4-mapped, dotted', (v4) => `::ffff:${v4}`],
  ['IPv4-mapped, hex', (v4) => `::ffff:${hex(v4)}`],
  ['IPv4-mapped, long form', (v4) => `0:0:0:0:0:FFFF:${hex(v4)}`],
  ['IPv4-translated ::ffff:0:0:0/96', (v4) => `::ffff:0:${hex(v4)}`],
  ['IPv4-compatible ::/96, dotted', (v4) => `::${v4}`],
  ['IPv4-compatible ::/96, hex', (v4) => `::${hex(v4)}`],
  ['NAT64 64:ff9b::/96', (v4) => `64:ff9b::${hex(v4)}`],
  ['NAT64, dotted', (v4) => `64:ff9b::${v4}`],
  ['6to4 2002::/16', (v4) => `2002:${hex(v4)}::1`],
  ['Teredo 2001::/32, as the client', (v4) => `2001:0:${hex(PUBLIC_V4)}:0:0:${inverted(v4)}`],
  ['Teredo 2001::/32, as the server', (v4) => `2001:0:${hex(v4)}:0:0:${inverted(PUBLIC_V4)}`],
];

function words(v4: string): [number, number] {
  const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
  return [(a << 8) | b, (c << 8) | d];
}
function hex(v4: string): string {
  return words(v4)
    .map((w) => w.toString(16))
    .join(':');
}
function inverted(v4: string): string {
  return words(v4)
    .map((w) => (w ^ 0xffff).toString(16))
    .join(':');
}

describe('IPv6 forms that carry an IPv4 address', () => {
  for (const [form, write] of FORMS) {
    it(`${form}: judged as the IPv4 address inside`, () => {
      for (const refused of ['127.0.0.1', '10.1.2.3', '169.254.169.254', '192.168.1.1', '100.100.100.200']) {
        expect(policy.permits(write(refused)), `${write(refused)} (${refused})`).toBe(false);
      }
      expect(policy.permits(write(PUBLIC_V4)), write(PUBLIC_V4)).toBe(true);
    });
  }

  it('finds the address the form carries', () => {
    expect(embeddedV4('::ffff:7f00:1')).toEqual(['127.0.0.1']);
    expect(embeddedV4('64:ff9b::a9fe:a9fe')).toEqual(['169.254.169.254']);
    expect(embeddedV4('2002:c0a8:101::1')).toEqual(['192.168.1.1']);
    expect(embeddedV4('2001:0:4136:e378:8000:63bf:3fff:fdd2')).toEqual(['65.54.227.120', '192.0.2.45']);
    expect(embeddedV4('2606:4700::1111')).toEqual([]);
  });

  it('keeps :: and ::1 as the IPv6 addresses they are (refused), and a public IPv6 address allowed', () => {
    expect(embeddedV4('::1')).toEqual([]);
    expect(policy.permits('::1')).toBe(false);
    expect(policy.permits('::')).toBe(false);
    expect(policy.permits('2606:4700::1111')).toBe(true);
    expect(policy.permits('64:ff9b:1::a00:1')).toBe(false); // local-use NAT64
  });

  it('an allowed IPv4 address is allowed in its IPv6 forms too', () => {
    const local = outboundPolicy(['127.0.0.1']);
    expect(local.permits('::ffff:127.0.0.1')).toBe(true);
    expect(local.permits('64:ff9b::7f00:1')).toBe(true);
    expect(local.permits('::ffff:127.0.0.2')).toBe(false);
  });
});

describe('URLs', () => {
  it('refuses each form written in a URL', async () => {
    for (const [, write] of FORMS)
      expect(await urlRefusal(`http://[${write('127.0.0.1')}]:8080/hook`, policy), write('127.0.0.1')).toBe('address');
  });

  it('normalises trailing dots: localhost. and sub.localhost.. are localhost', async () => {
    for (const url of ['http://localhost./', 'http://LOCALHOST../x', 'https://api.localhost./', 'http://127.0.0.1./']) {
      expect(await urlRefusal(url, policy), url).toBe('address');
    }
  });
});
