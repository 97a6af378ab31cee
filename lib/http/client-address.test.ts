import { describe, expect, it } from "vitest";
import { clientAddress, normalizeAddress } from "./client-address";

const headers = (value: Record<string, string>) => new Headers(value);

describe("the client address", () => {
  it("facing clients directly, it is the address Next recorded (the last X-Forwarded-For entry)", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "203.0.113.7" }), 0)).toBe("203.0.113.7");
    expect(clientAddress(headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.7" }), 0)).toBe("203.0.113.7");
  });

  it("behind N trusted proxies, the entry N places from the right; what the client wrote further left is ignored", () => {
    const forwarded = headers({ "x-forwarded-for": "1.1.1.1, 203.0.113.7, 10.0.0.2" });
    expect(clientAddress(forwarded, 1)).toBe("203.0.113.7");
    expect(clientAddress(forwarded, 5)).toBe("1.1.1.1");
  });

  it("normalises: ports, brackets, IPv4-mapped IPv6; IPv6 counts per /64; garbage is no address", () => {
    expect(normalizeAddress("203.0.113.7:5678")).toBe("203.0.113.7");
    expect(normalizeAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(normalizeAddress("[2001:db8:1:2:3:4:5:6]:443")).toBe("2001:db8:1:2::/64");
    expect(normalizeAddress("2001:DB8:1:2::9")).toBe("2001:db8:1:2::/64");
    expect(normalizeAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(normalizeAddress("not-an-ip")).toBeNull();
    expect(clientAddress(headers({}), 0)).toBeNull();
    expect(clientAddress(headers({ "x-real-ip": "198.51.100.1" }), 0)).toBe("198.51.100.1");
  });
});
