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
  // Site-local, deprecated but still routed inside some networks.
  ['private', 'fec0::', 10, 'ipv6'],
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
  const embedded = type === 'ipv6' ? embeddedIpv4(address) : undefined;
  for (const [kind, list] of lists) {
    if (embedded ? list.check(embedded, 'ipv4') : list.check(address, type)) return kind;
  }
  return 'public';
}

/**
 * The IPv4 address an IPv6 one carries, which is where a packet to it ends up: IPv4-mapped
 * (`::ffff:127.0.0.1`, or `[::ffff:7f00:1]` as URLs write it), IPv4-compatible (`::/96`),
 * NAT64 (`64:ff9b::/96`) and 6to4 (`2002::/16`, the IPv4 in the next 32 bits). Classed by that
 * address, so `[64:ff9b::a9fe:a9fe]` is the cloud metadata service it translates to.
 */
function embeddedIpv4(address: string): string | undefined {
  const groups = ipv6Groups(address);
  if (!groups) return undefined;
  const ipv4 = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && groups[5] === 0xffff) return ipv4(groups[6]!, groups[7]!);
  // `::` and `::1` are themselves reserved and loopback, not IPv4 0.0.0.0 and 0.0.0.1.
  if (zeros(0, 6) && groups[6] !== 0) return ipv4(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return ipv4(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return ipv4(groups[1]!, groups[2]!);
  return undefined;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing dotted IPv4 as two groups). */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  const groups = tail === undefined ? start : [...start, ...Array(8 - start.length - end.length).fill(0), ...end];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : undefined;
}
