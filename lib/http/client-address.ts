import { isIPv4, isIPv6 } from "node:net";

/**
 * The client address a request is limited under, or null when none can be told.
 *
 * Next's server puts the socket's address in X-Forwarded-For only when the
 * header is absent, and each reverse proxy in front appends the address it saw.
 * So with `trustedHops` proxies, the client is the entry that many places from
 * the right; anything further left was written by the client and is not
 * trusted. (Facing clients directly — hops 0 — a client that sends its own
 * header can still choose its address: put a proxy in front for a per-address
 * limit that holds; see docs/limits-and-errors.md.)
 *
 * IPv6 addresses count by their /64 prefix: one subscriber usually gets a whole
 * /64, so counting single addresses would give it 2^64 budgets.
 */
export function clientAddress(headers: Pick<Headers, "get">, trustedHops: number): string | null {
  const ip = clientIp(headers, trustedHops);
  if (ip === null || isIPv4(ip)) return ip;
  return `${ipv6Prefix64(ip)}::/64`;
}

/**
 * The client's own address as clientAddress picks it, before an IPv6 one is cut to its /64: for
 * a library that takes an IP and groups IPv6 itself (better-auth, lib/identity/auth-server.ts).
 */
export function clientIp(headers: Pick<Headers, "get">, trustedHops: number): string | null {
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const candidate = entries.length > 0 ? entries[Math.max(0, entries.length - 1 - trustedHops)] : headers.get("x-real-ip");
  return candidate ? normalizeIp(candidate) : null;
}

export function normalizeAddress(raw: string): string | null {
  const ip = normalizeIp(raw);
  if (ip === null || isIPv4(ip)) return ip;
  return `${ipv6Prefix64(ip)}::/64`;
}

/** An IPv4 address, or an IPv6 one without its zone; null when it is neither. */
function normalizeIp(raw: string): string | null {
  let address = raw.trim().toLowerCase();
  // "[::1]:443" and "1.2.3.4:5678" (some proxies add the port)
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  if (address.startsWith("::ffff:") && isIPv4(address.slice(7))) address = address.slice(7);
  if (isIPv4(address)) return address;
  const withoutZone = address.split("%")[0]!;
  return isIPv6(withoutZone) ? withoutZone : null;
}

/** The first four groups of an IPv6 address, expanded ("2001:db8:0:0"). */
function ipv6Prefix64(address: string): string {
  const [head = "", tail = ""] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = address.includes("::") ? (tail ? tail.split(":") : []) : [];
  const groups = address.includes("::")
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups]
    : headGroups;
  return groups
    .slice(0, 4)
    .map((group) => (group.includes(".") ? group : String(parseInt(group || "0", 16).toString(16))))
    .join(":");
}
