import { describe, expect, it } from "vitest";
import {
  GUEST_COOKIE,
  isHttpsRequest,
  newOwnerId,
  readCookie,
  serializeGuestCookie,
  signOwnerId,
  verifyGuestCookie,
  verifyGuestCookieOnce,
  withCookie,
} from "./guest-cookie";

const SECRET = "a".repeat(64);

describe("guest cookie signing", () => {
  it("verifyGuestCookieOnce answers as verifyGuestCookie, request after request, and forgets values when the secret changes", () => {
    const ownerId = newOwnerId();
    const value = signOwnerId(ownerId, SECRET);
    const [, signature] = value.split(".");
    for (let request = 0; request < 3; request += 1) {
      expect(verifyGuestCookieOnce(value, SECRET)).toBe(ownerId);
      expect(verifyGuestCookieOnce(`${newOwnerId()}.${signature}`, SECRET)).toBeNull();
      expect(verifyGuestCookieOnce(`${ownerId}.${signature!.slice(0, -1)}${signature!.endsWith("A") ? "B" : "A"}`, SECRET)).toBeNull();
    }
    // A rotated secret: the value that verified before is nobody now, and again under the old secret someone.
    expect(verifyGuestCookieOnce(value, "b".repeat(64))).toBeNull();
    expect(verifyGuestCookieOnce(value, SECRET)).toBe(ownerId);
  });

  it("round-trips an owner id", () => {
    const ownerId = newOwnerId();
    expect(ownerId).toMatch(/^g_[A-Za-z0-9_-]{24}$/);
    const value = signOwnerId(ownerId, SECRET);
    expect(value.startsWith(`${ownerId}.`)).toBe(true);
    expect(verifyGuestCookie(value, SECRET)).toBe(ownerId);
  });

  it("rejects a tampered id, a tampered signature, another secret and junk", () => {
    const ownerId = newOwnerId();
    const value = signOwnerId(ownerId, SECRET);
    const [, signature] = value.split(".");
    const other = newOwnerId();
    expect(verifyGuestCookie(`${other}.${signature}`, SECRET)).toBeNull();
    const flipped = signature!.slice(0, -1) + (signature!.endsWith("A") ? "B" : "A");
    expect(verifyGuestCookie(`${ownerId}.${flipped}`, SECRET)).toBeNull();
    expect(verifyGuestCookie(value, "b".repeat(64))).toBeNull();
    for (const junk of [
      "",
      ownerId,
      `${ownerId}.`,
      `.${signature}`,
      `${ownerId}.${signature}.x`,
      `${ownerId}.${signature}x`,
      null,
      undefined,
    ]) {
      expect(verifyGuestCookie(junk, SECRET)).toBeNull();
    }
  });

  it("never signs an id that could break the cookie format", () => {
    expect(() => signOwnerId("has.dot.inside-000000", SECRET)).toThrow();
    expect(() => signOwnerId("short", SECRET)).toThrow();
  });
});

describe("cookie headers", () => {
  it("reads one cookie among others", () => {
    expect(readCookie(`theme=dark; ${GUEST_COOKIE}=abc.def; nn_locale=zh`, GUEST_COOKIE)).toBe("abc.def");
    expect(readCookie("theme=dark", GUEST_COOKIE)).toBeNull();
    expect(readCookie(null, GUEST_COOKIE)).toBeNull();
  });

  it("replaces our cookie in a forwarded Cookie header, keeping the others", () => {
    expect(withCookie(`nn_locale=zh; ${GUEST_COOKIE}=forged`, GUEST_COOKIE, "new.sig")).toBe(`nn_locale=zh; ${GUEST_COOKIE}=new.sig`);
    expect(withCookie(null, GUEST_COOKIE, "v")).toBe(`${GUEST_COOKIE}=v`);
  });

  it("serializes an httpOnly, Lax, one-year cookie, Secure only over https", () => {
    const plain = serializeGuestCookie("v", { secure: false });
    expect(plain).toBe(`${GUEST_COOKIE}=v; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`);
    expect(serializeGuestCookie("v", { secure: true })).toBe(`${plain}; Secure`);
  });

  it("knows https from the URL or from a proxy's X-Forwarded-Proto", () => {
    expect(isHttpsRequest(new Request("https://example.com/"))).toBe(true);
    expect(isHttpsRequest(new Request("http://127.0.0.1:3000/"))).toBe(false);
    expect(isHttpsRequest(new Request("http://127.0.0.1:3000/", { headers: { "x-forwarded-proto": "https" } }))).toBe(true);
    expect(isHttpsRequest(new Request("https://internal/", { headers: { "x-forwarded-proto": "http" } }))).toBe(false);
  });
});
