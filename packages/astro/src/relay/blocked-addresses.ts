import { BlockList, isIP } from 'node:net';

/** Why an address is not reachable from a relay that serves the public. */
export type AddressClass = 'loopback' | 'private' | 'link-local' | 'metadata' | 'reserved' | 'public';

// Node's BlockList does the CIDR matching, IPv4-mapped IPv6 included; these are the ranges a
// relay must not open to the world: its own host, the private network and cloud metadata.
const ranges: [AddressClass, string, number, 'ipv4' | 'ipv6'][] = [
  ['metadata', '169.254.169.254', 32, 'ipv4'],
  ['metadata', 'fd00:ec2::254', 128, 'ipv6'],
  ['loopback', '127.0.0.0', 8, 'ipv4'],
  ['loopback', '::1', 128, 'ipv6'],
  ['private', '10.0.0.0', 8, 'ipv4'],
  ['private', '172.16.0.0', 12, 'ipv4'],
  ['private', '192.168.0.0', 16, 'ipv4'],
  ['private', '100.64.0.0', 10, 'ipv4'],
  ['private', 'fc00::', 7, 'ipv6'],
  ['link-local', '169.254.0.0', 16, 'ipv4'],
  ['link-local', 'fe80::', 10, 'ipv6'],
  ['reserved', '0.0.0.0', 8, 'ipv4'],
  ['reserved', '::', 128, 'ipv6'],
  ['reserved', '192.0.0.0', 24, 'ipv4'],
  ['reserved', '198.18.0.0', 15, 'ipv4'],
  ['reserved', '224.0.0.0', 3, 'ipv4'],
  ['reserved', 'ff00::', 8, 'ipv6'],
];

const lists = new Map<AddressClass, BlockList>();
for (const [kind, network, prefix, family] of ranges) {
  const list = lists.get(kind) ?? new BlockList();
  list.addSubnet(network, prefix, family);
  lists.set(kind, list);
}

/** The class of an IP address; anything that is not an IP address is `reserved` (never reached). */
export function classifyAddress(address: string): AddressClass {
  const family = isIP(address);
  if (!family) return 'reserved';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  const mapped = type === 'ipv6' ? mappedIpv4(address) : undefined;
  for (const [kind, list] of lists) {
    if (mapped ? list.check(mapped, 'ipv4') : list.check(address, type)) return kind;
  }
  return 'public';
}

/**
 * The IPv4 address inside an IPv4-mapped IPv6 one, dotted (`::ffff:127.0.0.1`) or in the hex
 * form URLs normalize it to (`[::ffff:7f00:1]`): the same host in disguise.
 */
function mappedIpv4(address: string): string | undefined {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (dotted) return dotted;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return undefined;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}
