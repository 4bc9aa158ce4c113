import { BlockList, isIP } from 'node:net';

/** Addresses a public feed must never point at: this host, private networks, link-local, CGNAT... */
const blocked = new BlockList();
for (const [net, prefix] of [
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
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fe80::', 10],
  ['fc00::', 7],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** The 16 bytes of an IPv6 address (dotted IPv4 tail allowed), or null. */
function ipv6Bytes(address: string): number[] | null {
  let text = address.split('%')[0] as string;
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4Tail) {
    const [a, b, c, d] = (v4Tail[1] as string).split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -(v4Tail[1] as string).length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? (text.split('::') as [string, string]) : [text, null];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  if (tail === null ? missing !== 0 : missing < 0) return null;
  const groups = [...headGroups, ...Array<string>(tail === null ? 0 : missing).fill('0'), ...tailGroups];
  const bytes: number[] = [];
  for (const group of groups) {
    const value = Number.parseInt(group, 16);
    if (!/^[0-9a-f]{1,4}$/i.test(group) || Number.isNaN(value)) return null;
    bytes.push(value >> 8, value & 0xff);
  }
  return bytes;
}

/** An IPv4 address carried inside an IPv6 one (mapped ::ffff:a.b.c.d, compatible, NAT64, 6to4). */
function embeddedIpv4(bytes: number[]): string | null {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  const v4 = (at: number) => bytes.slice(at, at + 4).join('.');
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return v4(12);
  if (zeros(0, 12)) return v4(12);
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12)) return v4(12);
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return v4(2);
  return null;
}

/** True when the address is loopback, private, link-local, unique-local, CGNAT, unspecified or multicast. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address.split('%')[0] as string);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const bytes = ipv6Bytes(address);
  if (!bytes) return true;
  const v4 = embeddedIpv4(bytes);
  if (v4 && blocked.check(v4, 'ipv4')) return true;
  return blocked.check(address.split('%')[0] as string, 'ipv6');
}
