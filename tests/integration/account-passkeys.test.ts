/**
 * Passkeys through the real /api/auth/passkey/* routes, without an authenticator: who may ask for
 * registration options, which relying party they name (the host the request came to), that anyone
 * may start a passkey sign-in, that a forged answer signs nobody in, and that an account's passkeys
 * are its own.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as authGet } from "@/app/api/auth/[...all]/route";
import { database } from "@/lib/db/database";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { guestBrowser, signUp, type Browser } from "@/tests/support/identity/auth-kit";

interface RegistrationOptions {
  rp: { id: string; name: string };
  user: { name: string };
  challenge: string;
  excludeCredentials: unknown[];
}

/** The same browser's request at another host (its cookies, its address). */
const atHost = (browser: Browser, origin: string, path: string) =>
  new Request(`${origin}${path}`, { headers: { cookie: browser.cookieHeader(), "x-forwarded-for": browser.address } });

describe.each(testDatabaseTargets().map((target) => [target.name, target] as const))("passkeys on %s", (_name, target) => {
  setUpCourseRouteEnvironment({ open: target.open });

  it("adding a passkey needs a signed-in account: a guest is refused in our error shape", async () => {
    const guest = await guestBrowser();
    const response = await guest.authGet("passkey/generate-register-options");
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
  });

  it("registration options name the host the learner reached the app at, and the account by its email", async () => {
    const browser = await guestBrowser();
    const { email } = await signUp(browser);
    for (const [origin, host] of [
      ["http://localhost:3000", "localhost"],
      ["http://notes.example.org", "notes.example.org"],
    ] as const) {
      const response = await authGet(atHost(browser, origin, "/api/auth/passkey/generate-register-options"));
      expect(response.status).toBe(200);
      const options = (await response.json()) as RegistrationOptions;
      expect(options.rp).toEqual({ id: host, name: "NexusNote" });
      expect(options.user.name).toBe(email);
      expect(options.challenge.length).toBeGreaterThanOrEqual(16);
      expect(options.excludeCredentials).toEqual([]);
      // The challenge is kept in a signed, httpOnly cookie for the verification that follows.
      expect(response.headers.getSetCookie().some((line) => /passkey=/.test(line) && /HttpOnly/i.test(line))).toBe(true);
    }
  });

  it("the relying party is the host the browser asked for, not the address the server is bound to", async () => {
    const browser = await guestBrowser();
    await signUp(browser);
    // Next hands the handler a URL on its bind address whatever the browser's Host said.
    const response = await authGet(
      new Request("http://127.0.0.1:3000/api/auth/passkey/generate-register-options", {
        headers: { host: "localhost:3000", cookie: browser.cookieHeader(), "x-forwarded-for": browser.address },
      }),
    );
    expect(((await response.json()) as RegistrationOptions).rp.id).toBe("localhost");
  });

  it("anyone may start a passkey sign-in; a forged answer signs nobody in", async () => {
    const guest = await guestBrowser();
    const options = await guest.authGet("passkey/generate-authenticate-options");
    expect(options.status).toBe(200);
    expect(((await options.json()) as { challenge: string }).challenge.length).toBeGreaterThanOrEqual(16);

    const forged = await guest.auth("passkey/verify-authentication", {
      response: {
        id: "AAAA",
        rawId: "AAAA",
        type: "public-key",
        response: { clientDataJSON: "e30", authenticatorData: "AAAA", signature: "AAAA" },
        clientExtensionResults: {},
      },
    });
    expect(forged.status).toBeGreaterThanOrEqual(400);
    expect(forged.status).toBeLessThan(500);
    expect(((await forged.json()) as { error: { code: string; message: string } }).error.message).toBeTruthy();
    expect([...guest.cookies.keys()].some((name) => name.includes("session_token"))).toBe(false);
  });

  it("a new account has no passkeys, a guest cannot list any, and the table is ours", async () => {
    const browser = await guestBrowser();
    await signUp(browser);
    const listed = await browser.authGet("passkey/list-user-passkeys");
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual([]);
    expect((await (await guestBrowser()).authGet("passkey/list-user-passkeys")).status).toBe(401);
    const { db } = await database();
    const columns = await db.execute(
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'passkey' ORDER BY column_name`,
    );
    expect((columns as { rows: { column_name: string }[] }).rows.map((row) => row.column_name)).toEqual([
      "aaguid",
      "backed_up",
      "counter",
      "created_at",
      "credential_id",
      "device_type",
      "id",
      "name",
      "public_key",
      "transports",
      "user_id",
    ]);
  });
});
