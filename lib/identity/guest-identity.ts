import "server-only";
import {
  GUEST_COOKIE,
  isHttpsRequest,
  newOwnerId,
  readCookie,
  serializeGuestCookie,
  signOwnerId,
  verifyGuestCookieOnce,
  withCookie,
} from "./guest-cookie";
import { sessionSecret } from "./session-secret";

/**
 * The browser's guest: every browser is one, identified by a signed cookie, until it signs in to
 * an account (lib/identity/request-identity.ts decides which one a request is). Features only ever
 * see an opaque owner id.
 */
export async function ownerIdFromHeaders(headers: Pick<Headers, "get">): Promise<string | null> {
  const value = readCookie(headers.get("cookie"), GUEST_COOKIE);
  if (!value) return null;
  return verifyGuestCookieOnce(value, await sessionSecret());
}

export function ownerIdFromRequest(request: Pick<Request, "headers">): Promise<string | null> {
  return ownerIdFromHeaders(request.headers);
}

/** The signed cookie value for an owner id (proxy.ts, and tests that act as a given browser). */
export async function signedGuestCookie(ownerId: string): Promise<string> {
  return signOwnerId(ownerId, await sessionSecret());
}

export interface GuestIdentity {
  ownerId: string;
  /** Present when a new identity was issued: the Set-Cookie value to send back. */
  setCookie: string | null;
  /** The request's Cookie header with the identity in it, for forwarding. */
  cookieHeader: string;
}

/** The request's identity, issuing a new one when the cookie is missing or does not verify. */
export async function ensureGuestIdentity(request: Pick<Request, "url" | "headers">): Promise<GuestIdentity> {
  const cookieHeader = request.headers.get("cookie") ?? "";
  const existing = await ownerIdFromRequest(request);
  if (existing) return { ownerId: existing, setCookie: null, cookieHeader };
  const ownerId = newOwnerId();
  const value = await signedGuestCookie(ownerId);
  return {
    ownerId,
    setCookie: serializeGuestCookie(value, { secure: isHttpsRequest(request) }),
    cookieHeader: withCookie(cookieHeader, GUEST_COOKIE, value),
  };
}
