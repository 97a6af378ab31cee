import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { isHttpsRequest, readCookie } from "./guest-cookie";
import { ownerIdFromHeaders } from "./guest-identity";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "./session-cookie-names";

/**
 * Who is asking, for every route (lib/http/route-context.ts): the signed-in account when the request
 * carries a valid session, else the browser's guest. Features only ever see the owner id: an
 * account's is its user id (`u_…`), a guest's its cookie's (`g_…`), and every query scopes by it as
 * before, so a foreign course is the same 404 whoever asks.
 */
export interface AccountIdentity {
  id: string;
  email: string;
  name: string;
  role: string;
}

export interface RequestIdentity {
  ownerId: string;
  /** The signed-in account, or null for a guest. */
  account: AccountIdentity | null;
  /** The browser's guest identity (its signed cookie), signed in or not; null when it has none. */
  guestOwnerId: string | null;
}

const sessionSchema = z.object({
  user: z.object({ id: z.string().min(1), email: z.string(), name: z.string(), role: z.string().optional() }),
});

/** Only a request with a session cookie costs a session lookup; a guest's costs none. */
function hasSessionCookie(headers: Pick<Headers, "get">): boolean {
  const cookie = headers.get("cookie");
  return readCookie(cookie, SESSION_COOKIE) !== null || readCookie(cookie, SECURE_SESSION_COOKIE) !== null;
}

async function sessionAccount(request: Pick<Request, "url" | "headers">): Promise<AccountIdentity | null> {
  if (!hasSessionCookie(request.headers)) return null;
  // Loaded only for a request with a session cookie: a guest-only server never loads better-auth.
  const { appAuth } = await import("./auth-server");
  const auth = await appAuth(isHttpsRequest(request));
  const parsed = sessionSchema.safeParse(await auth.api.getSession({ headers: new Headers(request.headers) }));
  if (!parsed.success) return null;
  const { id, email, name, role = "member" } = parsed.data.user;
  return { id, email, name, role };
}

export async function identityOf(request: Pick<Request, "url" | "headers">): Promise<RequestIdentity | null> {
  const [guestOwnerId, account] = await Promise.all([ownerIdFromHeaders(request.headers), sessionAccount(request)]);
  if (account) return { ownerId: account.id, account, guestOwnerId };
  return guestOwnerId ? { ownerId: guestOwnerId, account: null, guestOwnerId } : null;
}

/** The identity a server component renders for (it has the request's headers, not the request). */
export function identityFromHeaders(headers: Headers): Promise<RequestIdentity | null> {
  const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https" ? "https" : "http";
  const host = headers.get("host") ?? "localhost";
  return identityOf({ url: `${proto}://${host}/`, headers });
}

/**
 * The identity of a request, for route handlers. proxy.ts gives every browser a guest cookie with
 * its first page, so an API request with neither a session nor a valid guest cookie did not come
 * from a page of the app (or its cookie was forged): refuse it.
 */
export async function requireIdentity(request: Pick<Request, "url" | "headers">): Promise<RequestIdentity> {
  const identity = await identityOf(request);
  if (!identity) {
    throw new AppError("unauthorized", {
      en: "Your browser session is missing or invalid. Reload the page to continue.",
      zh: "你的浏览器会话缺失或无效。请重新加载页面以继续。",
    });
  }
  return identity;
}
