/**
 * proxy.ts (Next 16's renamed middleware): every browser leaves with a signed
 * guest cookie, and the request it forwards already carries it.
 */
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { config, proxy } from "@/proxy";
import { GUEST_COOKIE } from "@/lib/identity/guest-cookie";
import { API_ROUTES } from "@/lib/http/api-routes";
import { ownerIdFromHeaders, signedGuestCookie } from "@/lib/identity/guest-identity";

beforeAll(() => {
  vi.stubEnv("SESSION_SECRET", "proxy-tests-secret-0123456789abcdef0123");
});
afterAll(() => {
  vi.unstubAllEnvs();
});

/** What Next forwards upstream: the overridden request headers. */
function forwardedCookie(response: Response): string | null {
  const overridden = response.headers.get("x-middleware-override-headers")?.split(",") ?? [];
  return overridden.includes("cookie") ? response.headers.get("x-middleware-request-cookie") : null;
}

describe("proxy", () => {
  it("issues a cookie to a new browser and forwards it with the request", async () => {
    const response = await proxy(new NextRequest("http://127.0.0.1:3000/courses", { headers: { cookie: "nn_locale=zh" } }));
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(
      new RegExp(`^${GUEST_COOKIE}=g_[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{43}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax$`),
    );
    const forwarded = forwardedCookie(response);
    expect(forwarded).toContain("nn_locale=zh");
    const ownerId = await ownerIdFromHeaders(new Headers({ cookie: forwarded ?? "" }));
    expect(setCookie.startsWith(`${GUEST_COOKIE}=${ownerId}.`)).toBe(true);
  });

  it("replaces a forged cookie, and leaves a valid one alone", async () => {
    const forged = await proxy(
      new NextRequest("http://127.0.0.1:3000/courses", { headers: { cookie: `${GUEST_COOKIE}=g_aaaaaaaaaaaaaaaaaaaaaaaa.forged` } }),
    );
    expect(forged.headers.get("set-cookie")).toMatch(new RegExp(`^${GUEST_COOKIE}=`));
    expect(forwardedCookie(forged)).not.toContain("forged");

    const valid = `${GUEST_COOKIE}=${await signedGuestCookie("g_aaaaaaaaaaaaaaaaaaaaaaaa")}`;
    const kept = await proxy(new NextRequest("http://127.0.0.1:3000/courses", { headers: { cookie: valid } }));
    expect(kept.headers.get("set-cookie")).toBeNull();
    expect(forwardedCookie(kept)).toBeNull();
  });

  it("gives API requests no identity: a cookieless or forged one reaches its route as it came (which answers 401)", async () => {
    for (const cookie of [null, `${GUEST_COOKIE}=g_aaaaaaaaaaaaaaaaaaaaaaaa.forged`, `${GUEST_COOKIE}=junk`]) {
      const response = await proxy(new NextRequest("http://127.0.0.1:3000/api/courses", { headers: cookie ? { cookie } : {} }));
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(forwardedCookie(response)).toBeNull();
      expect(response.headers.get("x-middleware-next")).toBe("1");
    }
  });

  it("marks the cookie Secure behind an https proxy", async () => {
    const response = await proxy(new NextRequest("http://127.0.0.1:3000/", { headers: { "x-forwarded-proto": "https" } }));
    expect(response.headers.get("set-cookie")).toMatch(/; Secure$/);
  });

  it("lets the request through (without a cookie) when no identity can be issued", async () => {
    vi.resetModules();
    vi.doMock("@/lib/identity/guest-identity", () => ({
      ensureGuestIdentity: async () => {
        throw new Error("EACCES: permission denied, mkdir '.data'");
      },
    }));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { proxy: failing } = await import("@/proxy");
      const response = await failing(new NextRequest("http://127.0.0.1:3000/"));
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(response.headers.get("x-middleware-next")).toBe("1");
      expect(logged).toHaveBeenCalled();
    } finally {
      vi.doUnmock("@/lib/identity/guest-identity");
      logged.mockRestore();
    }
  });

  it("runs for pages and API routes but not for build assets or the routes that skip it", () => {
    const [pattern] = config.matcher;
    const matches = (pathname: string) => new RegExp(`^${pattern}$`).test(pathname);
    expect(matches("/")).toBe(true);
    expect(matches("/courses/crs_1")).toBe(true);
    expect(matches("/api/courses")).toBe(true);
    expect(matches("/_next/static/chunks/app.js")).toBe(false);
    expect(matches("/icon.svg")).toBe(false);
    // Exactly the routes the table marks outsideProxy or uploads; paths that only start like them still get the proxy.
    for (const route of API_ROUTES) {
      expect(matches(route.pattern.replace(/\[(\w+)\]/g, "x_$1")), route.pattern).toBe(!route.outsideProxy && !route.uploads);
    }
    for (const pathname of [
      "/api/interview/material/x",
      "/api/interviews",
      "/api/chat/",
      "/api/chatx",
      "/api/courses/c/workspace/chat",
      "/api/courses/x.png",
      "/api/courses/%E0%A4%A.txt",
      // An upload route's segment with percent-encoding (broken or not) still gets the proxy's check.
      "/api/courses/%E0%A4%A/sources",
      "/api/courses/crs%5Fx/sources",
      "/api/courses/x/sources/src_1",
      "/api/courses/x/y/sources",
    ]) {
      expect(matches(pathname), pathname).toBe(true);
    }
  });
});
