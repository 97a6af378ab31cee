/**
 * Test support (not a test file): browsers talking to the real /api/auth/* handler and the app's
 * routes in-process. A browser is a cookie jar (what the server set, sent back as a browser would)
 * with its own client address, so better-auth's per-address limit does not mix two browsers.
 */
import { randomBytes } from "node:crypto";
import { GET as authGet, POST as authPost } from "@/app/api/auth/[...all]/route";
import { saveDraftFromInterview, type InterviewDraft } from "@/features/courses/data/course-queries";
import type { Database } from "@/lib/db/client";
import { GUEST_COOKIE } from "@/lib/identity/guest-cookie";
import { signedGuestCookie } from "@/lib/identity/guest-identity";
import { draftFixture } from "@/tests/support/courses/course-test-kit";

export const ORIGIN = "http://127.0.0.1:3000";

export interface Browser {
  readonly address: string;
  readonly cookies: Map<string, string>;
  cookieHeader(): string;
  /** A request as this browser: its cookies, its address, and our Origin on a POST (as a browser's fetch sends). */
  request(path: string, init?: { method?: string; json?: unknown; headers?: Record<string, string> }): Request;
  /** Keeps the cookies a response set (a Max-Age=0 or an empty value removes one). */
  take(response: Response): Response;
  /** POST /api/auth/<path> with a JSON body, through the real route; cookies kept. */
  auth(path: string, json?: unknown, headers?: Record<string, string>): Promise<Response>;
  authGet(path: string): Promise<Response>;
}

let addressCounter = 0;

export function newBrowser(): Browser {
  addressCounter += 1;
  const address = `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
  const cookies = new Map<string, string>();
  const browser: Browser = {
    address,
    cookies,
    cookieHeader: () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
    request(path, init = {}) {
      const method = init.method ?? (init.json === undefined ? "GET" : "POST");
      const headers: Record<string, string> = { "x-forwarded-for": address, ...init.headers };
      if (cookies.size > 0) headers.cookie = browser.cookieHeader();
      if (method !== "GET") headers.origin ??= ORIGIN;
      if (init.json !== undefined) headers["content-type"] = "application/json";
      return new Request(`${ORIGIN}${path}`, { method, headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) });
    },
    take(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const eq = pair.indexOf("=");
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        if (!value || /max-age=0\b/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
      return response;
    },
    async auth(path, json = {}, headers) {
      return browser.take(await authPost(browser.request(`/api/auth/${path}`, { json, headers })));
    },
    async authGet(path) {
      return browser.take(await authGet(browser.request(`/api/auth/${path}`)));
    },
  };
  return browser;
}

/** A browser the proxy has given a guest identity (as its first page would). */
export async function guestBrowser(ownerId = `g_${randomBytes(18).toString("base64url")}`): Promise<Browser & { guestId: string }> {
  const browser = newBrowser();
  browser.cookies.set(GUEST_COOKIE, await signedGuestCookie(ownerId));
  return Object.assign(browser, { guestId: ownerId });
}

export const uniqueEmail = (label = "learner") => `${label}-${randomBytes(6).toString("hex")}@example.org`;
export const PASSWORD = "correct horse battery staple";

export async function signUp(browser: Browser, email = uniqueEmail(), password = PASSWORD): Promise<{ email: string; userId: string }> {
  const response = await browser.auth("sign-up/email", { email, password, name: email.split("@")[0] });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  return { email, userId: body.user.id };
}

/** A course of `ownerId`, saved as an interview's outline is (what the routes then show or refuse is under test). */
export async function insertCourse(db: Database, ownerId: string, draft: Partial<InterviewDraft> = {}): Promise<string> {
  return (await saveDraftFromInterview(db, ownerId, draftFixture(draft))).id;
}
