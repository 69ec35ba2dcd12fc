import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may not reach unless the operator allows it (WEBHOOKS_ALLOW_PRIVATE): this
 * machine, the private networks behind it, link-local ones (cloud metadata services live there),
 * and the ranges that are no real destination. Otherwise any admin could make the server probe
 * the inside of its own network.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // IPv4 written as IPv6 (::ffff:127.0.0.1) would otherwise slip past the IPv4 ranges.
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
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
