import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Addresses a webhook may not reach unless the operator allows it (WEBHOOKS_ALLOW_PRIVATE): this
 * machine, the private networks behind it, link-local ones (cloud metadata services live there),
 * and every other range of IANA's IPv4 and IPv6 special-purpose address registries (documentation,
 * benchmarking, translation, multicast...). Otherwise any admin could make the server probe the
 * inside of its own network.
 *
 * ipaddr.js names the range an address is in and answers `unicast` for an ordinary public one; it
 * carries both registries. What it leaves out is added here.
 */
const UNLISTED_IPV6_RANGES = [
  // RFC 9780's dummy prefix, in IANA's registry since 2024.
  ipaddr.IPv6.parseCIDR('100:0:0:1::/64'),
];

/** The first 96 bits zero: an IPv4-compatible address (::a.b.c.d), deprecated, with an IPv4 address inside. */
const isIPv4Compatible = (address: ipaddr.IPv6) => address.parts.slice(0, 6).every((part) => part === 0);

/** The IPv4 address an IPv6 one carries in its last 32 bits. */
const embeddedIPv4 = (address: ipaddr.IPv6) => {
  const [high = 0, low = 0] = address.parts.slice(6);
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
};

function isPublicIPv6(address: ipaddr.IPv6): boolean {
  // ::ffff:a.b.c.d and ::a.b.c.d reach the IPv4 address inside them, so that address decides.
  if (address.isIPv4MappedAddress() || isIPv4Compatible(address)) return isPublicIPv4(embeddedIPv4(address));
  if (UNLISTED_IPV6_RANGES.some((range) => address.match(range))) return false;
  return address.range() === 'unicast';
}

const isPublicIPv4 = (address: ipaddr.IPv4) => address.range() === 'unicast';

export function isPrivateAddress(address: string): boolean {
  // Only the plain forms a lookup answers: ipaddr.js would also read `0x7f.1` and the like.
  const family = isIP(address);
  if (family === 4) return !isPublicIPv4(ipaddr.IPv4.parse(address));
  if (family === 6) return !isPublicIPv6(ipaddr.IPv6.parse(address));
  return true;
}

/** Why a webhook's address may not be used, or undefined when it may. */
export async function refusedAddress(url: string, allowPrivate: boolean): Promise<string | undefined> {
  const { protocol, hostname } = new URL(url);
  if (protocol !== 'http:' && protocol !== 'https:') return 'Only http:// and https:// addresses can receive webhooks';
  if (allowPrivate) return undefined;
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  try {
    addresses = (await lookup(host, { all: true, verbatim: true })).map((found) => found.address);
  } catch {
    return `The host ${host} could not be found`;
  }
  // Every address the name resolves to, not only the first: a client may use any of them.
  const inside = addresses.find(isPrivateAddress);
  return inside
    ? `${host} is a private, loopback or link-local address (${inside}); webhooks only go to public addresses unless WEBHOOKS_ALLOW_PRIVATE is set`
    : undefined;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The address lookup of a webhook's connection, refusing a private one. The check before sending
 * (`refusedAddress`) resolves the name once, and the connection would resolve it again: a name
 * whose owner answers a public address to the first and a private one to the second (DNS
 * rebinding) would pass. The connection is made to the address this lookup checked.
 */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true, verbatim: true }, (error, found) => {
    if (error) return callback(error, []);
    const inside = found.find((candidate) => isPrivateAddress(candidate.address));
    if (inside) {
      const refused: NodeJS.ErrnoException = new Error(
        `${hostname} now resolves to a private address (${inside.address})`,
      );
      refused.code = 'EPRIVATEADDRESS';
      return callback(refused, []);
    }
    if (options.all) return callback(null, found);
    const [first] = found;
    if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
    callback(null, first.address, first.family);
  });
}
