import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from '../../src/server/webhooks/privateAddresses';

/** Ordinary destinations on the internet, in every form a lookup may answer them. */
const PUBLIC = [
  '8.8.8.8',
  '1.1.1.1',
  '9.9.9.9',
  '93.184.215.14',
  '195.158.1.10',
  '2606:4700:4700::1111',
  '2001:4860:4860::8888',
  '2a00:1450:4001:82b::200e',
  // IPv4 written as IPv6 reaches the IPv4 address inside it, which decides.
  '::ffff:8.8.8.8',
  '::8.8.8.8',
];

/** One address (or more) of every range of IANA's special-purpose registries, and the other ranges that are no destination. */
const SPECIAL = {
  'this network, 0.0.0.0/8': ['0.0.0.0', '0.1.2.3'],
  'private, 10.0.0.0/8': ['10.1.2.3'],
  'shared (CGNAT), 100.64.0.0/10': ['100.64.0.1', '100.127.255.254'],
  'loopback, 127.0.0.0/8': ['127.0.0.1', '127.255.255.254'],
  'link-local, 169.254.0.0/16': ['169.254.169.254'],
  'private, 172.16.0.0/12': ['172.16.0.1', '172.31.255.254'],
  'IETF protocol assignments, 192.0.0.0/24': ['192.0.0.8', '192.0.0.170'],
  'documentation, 192.0.2.0/24': ['192.0.2.1'],
  'AS112, 192.31.196.0/24': ['192.31.196.1'],
  'AMT, 192.52.193.0/24': ['192.52.193.1'],
  '6to4 relay anycast, 192.88.99.0/24': ['192.88.99.1'],
  'private, 192.168.0.0/16': ['192.168.0.10'],
  'AS112, 192.175.48.0/24': ['192.175.48.1'],
  'benchmarking, 198.18.0.0/15': ['198.18.0.1', '198.19.255.254'],
  'documentation, 198.51.100.0/24': ['198.51.100.7'],
  'documentation, 203.0.113.0/24': ['203.0.113.7'],
  'multicast, 224.0.0.0/4': ['224.0.0.1', '239.255.255.250'],
  'reserved, 240.0.0.0/4': ['240.0.0.1'],
  'broadcast, 255.255.255.255/32': ['255.255.255.255'],
  'unspecified, ::/128': ['::'],
  'loopback, ::1/128': ['::1'],
  'IPv4-mapped of a special IPv4 address': ['::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:169.254.169.254'],
  'IPv4-compatible of a special IPv4 address': ['::127.0.0.1', '::a00:1', '::192.168.1.1'],
  'IPv4-translated, ::ffff:0:0:0/96': ['::ffff:0:8.8.8.8'],
  'NAT64, 64:ff9b::/96': ['64:ff9b::a00:1', '64:ff9b::808:808'],
  'local-use NAT64, 64:ff9b:1::/48': ['64:ff9b:1::a00:1'],
  'discard-only, 100::/64': ['100::1'],
  'dummy prefix, 100:0:0:1::/64': ['100:0:0:1::1'],
  'IETF protocol assignments, 2001::/23': ['2001::1', '2001:1::1', '2001:1ff::1'],
  'Teredo, 2001::/32': ['2001:0:4136:e378:8000:63bf:3fff:fdd2'],
  'benchmarking, 2001:2::/48': ['2001:2::1'],
  'AMT, 2001:3::/32': ['2001:3::1'],
  'AS112, 2001:4:112::/48 and 2620:4f:8000::/48': ['2001:4:112::1', '2620:4f:8000::1'],
  'ORCHID, 2001:10::/28 and 2001:20::/28': ['2001:10::1', '2001:20::1'],
  'drone remote ID, 2001:30::/28': ['2001:30::1'],
  'documentation, 2001:db8::/32 and 3fff::/20': ['2001:db8::1', '3fff::1'],
  '6to4, 2002::/16': ['2002:7f00:1::1', '2002:808:808::1'],
  'segment routing, 5f00::/16': ['5f00::1'],
  'unique local, fc00::/7': ['fc00::1', 'fd12:3456:789a::1'],
  'link-local, fe80::/10': ['fe80::1', 'fe80::1%eth0'],
  'site-local (deprecated), fec0::/10': ['fec0::1'],
  'multicast, ff00::/8': ['ff02::1', 'ff0e::1'],
};

describe('the addresses a webhook may reach', () => {
  it.each(PUBLIC)('accepts the public address %s', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it.each(Object.entries(SPECIAL))('refuses %s', (_range, addresses) => {
    for (const address of addresses) expect(isPrivateAddress(address), address).toBe(true);
  });

  it('refuses what is not an address at all', () => {
    for (const text of ['', 'localhost', '0x7f.1', '127.1', '1.2.3.4.5'])
      expect(isPrivateAddress(text), text).toBe(true);
  });
});
