import { isIPv4, isIPv6 } from "node:net";

/**
 * The client address as limits count it. One IPv6 subscriber is handed a whole /64 (2^64
 * addresses): keyed per full address, each new address was a fresh budget. IPv4 stays whole,
 * and an IPv4-mapped IPv6 address (::ffff:a.b.c.d, a dual-stack socket) counts as its IPv4.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ""] = ip.split("%")[0].toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  // an embedded IPv4 tail (…:1.2.3.4) is two groups; the /64 lies before it either way
  const right = tail ? tail.split(":") : [];
  const groups = [
    ...left,
    ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"),
    ...right,
  ];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}
