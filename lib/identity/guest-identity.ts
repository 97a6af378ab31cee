import "server-only";
import { AppError } from "@/lib/errors";
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
 * Who is asking. Today every browser is a guest identified by a signed cookie;
 * a real login can replace this module without touching the features, which
 * only ever see an opaque owner id.
 */
export async function ownerIdFromHeaders(headers: Pick<Headers, "get">): Promise<string | null> {
  const value = readCookie(headers.get("cookie"), GUEST_COOKIE);
  if (!value) return null;
  return verifyGuestCookieOnce(value, await sessionSecret());
}

export function ownerIdFromRequest(request: Pick<Request, "headers">): Promise<string | null> {
  return ownerIdFromHeaders(request.headers);
}

/**
 * The owner of a request, for route handlers. proxy.ts gives every browser a
 * cookie with its first page, so an API request without a valid one did not
 * come from a page of the app (or its cookie was forged): refuse it.
 */
export async function requireOwner(request: Pick<Request, "headers">): Promise<string> {
  const ownerId = await ownerIdFromRequest(request);
  if (!ownerId) {
    throw new AppError("unauthorized", "Your browser session is missing or invalid. Reload the page to continue.");
  }
  return ownerId;
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
