/**
 * better-auth at /api/auth/* on our database (an in-memory PGlite behind database()): sign-up and
 * sign-in through the real route, the cookies it sets, the errors a wrong email or password gets,
 * the limits on guessing, and its origin check.
 */
import { createHmac } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authSecretFrom } from "@/lib/identity/auth-server";
import { urlAtHost } from "./auth-route";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { newBrowser, PASSWORD, signUp, uniqueEmail } from "@/tests/support/identity/auth-kit";
import { SIGN_IN_FAILURES_PER_ACCOUNT } from "@/lib/identity/auth-limits";

setUpCourseRouteEnvironment();

type AuthError = { code?: string; message?: string; error: { code: string; message: string } };

describe("/api/auth: email and password", () => {
  it("sign-up signs the browser in with an httpOnly, SameSite=Lax session cookie; its session names the account", async () => {
    const browser = newBrowser();
    const email = uniqueEmail();
    const response = await browser.auth("sign-up/email", { email, password: PASSWORD, name: "Ada" });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith("nn.session_token="));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const session = (await (await browser.authGet("get-session")).json()) as { user: { email: string; id: string } };
    expect(session.user.email).toBe(email);
    expect(session.user.id).toMatch(/^u_[A-Za-z0-9_-]{24}$/);
  });

  it("over https (or behind a proxy that says so) the cookie is Secure, with the __Secure- prefix", async () => {
    const browser = newBrowser();
    const response = await browser.auth(
      "sign-up/email",
      { email: uniqueEmail(), password: PASSWORD, name: "Ada" },
      { "x-forwarded-proto": "https" },
    );
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().find((line) => line.startsWith("__Secure-nn.session_token="))).toMatch(
      /; HttpOnly.*; SameSite=Lax|; SameSite=Lax.*; HttpOnly/,
    );
    expect(response.headers.getSetCookie().find((line) => line.startsWith("__Secure-"))).toMatch(/; Secure/);
  });

  it("a wrong email and a wrong password get the same answer, in better-auth's shape and ours", async () => {
    const { email } = await signUp(newBrowser());
    const wrongPassword = await newBrowser().auth("sign-in/email", { email, password: "not the password" });
    const wrongEmail = await newBrowser().auth("sign-in/email", { email: uniqueEmail("nobody"), password: PASSWORD });
    expect(wrongPassword.status).toBe(401);
    expect(wrongEmail.status).toBe(401);
    const [a, b] = (await Promise.all([wrongPassword.json(), wrongEmail.json()])) as AuthError[];
    expect(a).toEqual(b);
    expect(a!.error).toEqual({ code: "invalid_email_or_password", message: "Invalid email or password" });
    expect(a!.code).toBe("INVALID_EMAIL_OR_PASSWORD");
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
  });

  it("the right password signs in from another browser", async () => {
    const { email, userId } = await signUp(newBrowser());
    const other = newBrowser();
    expect((await other.auth("sign-in/email", { email: email.toUpperCase(), password: PASSWORD })).status).toBe(200);
    expect(((await (await other.authGet("get-session")).json()) as { user: { id: string } }).user.id).toBe(userId);
  });

  it("bad bodies get a 4xx with a sentence, never a 5xx", async () => {
    const browser = newBrowser();
    for (const body of [
      {},
      { email: 3, password: [] },
      { email: "not-an-email", password: PASSWORD },
      { email: uniqueEmail(), password: "x".repeat(500) },
    ]) {
      const response = await browser.auth("sign-in/email", body);
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      const answer = (await response.json()) as AuthError;
      expect(answer.error.message.length).toBeGreaterThan(10);
    }
    const short = await newBrowser().auth("sign-up/email", { email: uniqueEmail(), password: "short", name: "x" });
    expect(short.status).toBe(400);
    expect(((await short.json()) as AuthError).error.code).toBe("password_too_short");
  });
});

describe("/api/auth: guessing is limited", () => {
  // Both limits count in fixed windows of the clock, so these tests hold the clock (Date alone; timers
  // still run) and move it themselves: a slow machine can no longer carry an attempt into the next
  // window. It starts at the top of an hour (a window's start for both limits) ahead of the real one,
  // so that no counter looks expired to a store that reads the real time.
  const HOUR = 60 * 60 * 1000;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Math.ceil(Date.now() / HOUR) * HOUR + HOUR);
  });
  afterEach(() => vi.useRealTimers());
  const wait = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

  it("per address: a fourth sign-in attempt within 10 s from one address is refused with 429", async () => {
    const { email } = await signUp(newBrowser());
    const attacker = newBrowser();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      if (attempt > 0) wait(3);
      statuses.push((await attacker.auth("sign-in/email", { email, password: `guess ${attempt}` })).status);
    }
    // Attempts at 0, 3, 6 and 9 s: the fourth is refused, and so is the right password in that window.
    expect(statuses).toEqual([401, 401, 401, 429]);
    const refused = await attacker.auth("sign-in/email", { email, password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as AuthError).error.code).toBe("rate_limited");
    // Once the 10 s are over, the address may try again.
    wait(1);
    expect((await attacker.auth("sign-in/email", { email, password: PASSWORD })).status).toBe(200);
  });

  it(`per account: after ${SIGN_IN_FAILURES_PER_ACCOUNT} failures from any addresses, even the right password waits; a success gives its attempt back`, async () => {
    const { email } = await signUp(newBrowser());
    // A success in between uses no allowance.
    expect((await newBrowser().auth("sign-in/email", { email, password: PASSWORD })).status).toBe(200);
    // One failure a minute, each from another address: all within the account's 15-minute window.
    for (let attempt = 0; attempt < SIGN_IN_FAILURES_PER_ACCOUNT; attempt += 1) {
      wait(60);
      expect((await newBrowser().auth("sign-in/email", { email, password: `guess ${attempt}` })).status).toBe(401);
    }
    const locked = await newBrowser().auth("sign-in/email", { email: email.toUpperCase(), password: PASSWORD });
    expect(locked.status).toBe(429);
    const body = (await locked.json()) as AuthError;
    expect(body.error.code).toBe("too_many_attempts");
    // Ten minutes into the window: five are left.
    expect(body.error.message).toMatch(/Try again in 5 minutes/);
    expect(locked.headers.get("retry-after")).toBe(String(5 * 60));
    // Another account is not affected.
    const { email: other } = await signUp(newBrowser());
    expect((await newBrowser().auth("sign-in/email", { email: other, password: PASSWORD })).status).toBe(200);
    // Once the window is over, the right password signs in.
    wait(5 * 60);
    expect((await newBrowser().auth("sign-in/email", { email, password: PASSWORD })).status).toBe(200);
  });
});

describe("/api/auth: origin and key", () => {
  it("a state-changing request from another site is refused (CSRF), with the session cookie or without", async () => {
    const browser = newBrowser();
    const { email } = await signUp(browser);
    const forged = await browser.auth("sign-out", {}, { origin: "https://evil.example" });
    expect(forged.status).toBe(403);
    expect((await browser.authGet("get-session")).status).toBe(200);
    const signIn = await newBrowser().auth("sign-in/email", { email, password: PASSWORD }, { origin: "https://evil.example" });
    expect(signIn.status).toBe(403);
  });

  it("the origin is the one the browser asked for (its Host), not the address the server is bound to", async () => {
    // Next hands the handler a URL on its bind address (127.0.0.1) whatever host the browser used.
    const atLocalhost = { host: "localhost:3000", origin: "http://localhost:3000" };
    const browser = newBrowser();
    expect((await browser.auth("sign-up/email", { email: uniqueEmail(), password: PASSWORD, name: "Ada" }, atLocalhost)).status).toBe(200);
    expect(((await (await browser.authGet("get-session")).json()) as { user: { name: string } }).user.name).toBe("Ada");
    // A page of the bind address posting to the browser's host is another origin: refused.
    const crossed = await newBrowser().auth("sign-in/email", { email: uniqueEmail(), password: PASSWORD }, { host: "localhost:3000" });
    expect(crossed.status).toBe(403);
    // A Host that is not a host name is ignored.
    expect(urlAtHost(new Request("http://127.0.0.1:3000/api/auth/x?y=1", { headers: { host: "evil/path" } }))).toBe(
      "http://127.0.0.1:3000/api/auth/x?y=1",
    );
    expect(urlAtHost(new Request("http://127.0.0.1:3000/api/auth/x?y=1", { headers: { host: "notes.example.org" } }))).toBe(
      "http://notes.example.org/api/auth/x?y=1",
    );
  });

  it("the session cookie is signed with a key derived from SESSION_SECRET (not better-auth's default, not the raw secret)", async () => {
    const browser = newBrowser();
    await signUp(browser);
    const [token = "", signature = ""] = decodeURIComponent(browser.cookies.get("nn.session_token") ?? "").split(".");
    const sign = (key: string) => createHmac("sha256", key).update(token).digest("base64");
    const secret = process.env.SESSION_SECRET!;
    expect(signature).toBe(sign(authSecretFrom(secret)));
    expect(signature).not.toBe(sign(secret));
    // A cookie signed with another key is nobody.
    browser.cookies.set("nn.session_token", encodeURIComponent(`${token}.${sign(authSecretFrom("x".repeat(40)))}`));
    expect(await (await browser.authGet("get-session")).json()).toBeNull();
  });
});
