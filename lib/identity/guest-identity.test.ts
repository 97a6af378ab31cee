import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GUEST_COOKIE, readCookie } from "./guest-cookie";
import { ensureGuestIdentity, ownerIdFromRequest, signedGuestCookie } from "./guest-identity";
import { requireIdentity } from "./request-identity";

beforeAll(() => {
  vi.stubEnv("SESSION_SECRET", "identity-tests-secret-0123456789abcdef");
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const withCookie = (cookie: string | null, url = "http://127.0.0.1:3000/courses") =>
  new Request(url, { headers: cookie ? { cookie } : {} });

describe("guest identity", () => {
  it("a signed cookie identifies its owner; requireIdentity makes it the owner of a request without a session", async () => {
    const cookie = `${GUEST_COOKIE}=${await signedGuestCookie("g_abcdefghijklmnopqrstuvwx")}`;
    expect(await ownerIdFromRequest(withCookie(`nn_locale=en; ${cookie}`))).toBe("g_abcdefghijklmnopqrstuvwx");
    expect(await requireIdentity(withCookie(cookie))).toEqual({
      ownerId: "g_abcdefghijklmnopqrstuvwx",
      account: null,
      guestOwnerId: "g_abcdefghijklmnopqrstuvwx",
    });
  });

  it("a tampered or missing cookie is nobody: 401", async () => {
    const value = await signedGuestCookie("g_abcdefghijklmnopqrstuvwx");
    const tampered = value.replace("g_abcdefghijklmnopqrstuvwx", "g_zzzzzzzzzzzzzzzzzzzzzzzz");
    expect(await ownerIdFromRequest(withCookie(`${GUEST_COOKIE}=${tampered}`))).toBeNull();
    await expect(requireIdentity(withCookie(`${GUEST_COOKIE}=${tampered}`))).rejects.toMatchObject({ code: "unauthorized", status: 401 });
    await expect(requireIdentity(withCookie(null))).rejects.toMatchObject({ code: "unauthorized" });
  });

  it("ensureGuestIdentity keeps a valid identity and issues one otherwise", async () => {
    const value = await signedGuestCookie("g_abcdefghijklmnopqrstuvwx");
    const kept = await ensureGuestIdentity(withCookie(`${GUEST_COOKIE}=${value}`));
    expect(kept).toMatchObject({ ownerId: "g_abcdefghijklmnopqrstuvwx", setCookie: null });

    const issued = await ensureGuestIdentity(withCookie(`nn_locale=zh; ${GUEST_COOKIE}=forged.value`));
    expect(issued.ownerId).not.toBe("g_abcdefghijklmnopqrstuvwx");
    expect(issued.setCookie).toMatch(
      new RegExp(`^${GUEST_COOKIE}=${issued.ownerId}\\.[A-Za-z0-9_-]{43}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax$`),
    );
    // The forwarded header carries the new identity (and the other cookies), so this request's handler sees it.
    expect(readCookie(issued.cookieHeader, "nn_locale")).toBe("zh");
    expect(await ownerIdFromRequest(withCookie(issued.cookieHeader))).toBe(issued.ownerId);

    const secure = await ensureGuestIdentity(withCookie(null, "https://nexusnote.example/"));
    expect(secure.setCookie).toMatch(/; Secure$/);
  });
});
