import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The guest cookie: `<ownerId>.<hmac-sha256(ownerId) base64url>`. The owner id
 * is not secret (it only scopes rows); the signature is what stops a browser
 * from claiming someone else's id.
 */
export const GUEST_COOKIE = "nn_guest";
export const GUEST_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** base64url only, so the value never contains the `.` separator or cookie-unsafe characters. */
const OWNER_ID = /^[A-Za-z0-9_-]{16,64}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

export function newOwnerId(): string {
  return `g_${randomBytes(18).toString("base64url")}`;
}

function sign(ownerId: string, secret: string): string {
  return createHmac("sha256", secret).update(ownerId).digest("base64url");
}

export function signOwnerId(ownerId: string, secret: string): string {
  if (!OWNER_ID.test(ownerId)) throw new Error("invalid owner id");
  return `${ownerId}.${sign(ownerId, secret)}`;
}

/** The owner id of a cookie value, or null when it is malformed or its signature does not match. */
export function verifyGuestCookie(value: string | null | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.indexOf(".");
  if (dot === -1) return null;
  const ownerId = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (!OWNER_ID.test(ownerId) || !SIGNATURE.test(signature)) return null;
  const expected = Buffer.from(sign(ownerId, secret));
  const given = Buffer.from(signature);
  // Both are 43 ASCII characters (checked above), so timingSafeEqual cannot throw on length.
  return expected.length === given.length && timingSafeEqual(expected, given) ? ownerId : null;
}

/**
 * Cookie values that verified, per secret: a browser sends the same value with
 * every request (and a page's is checked twice: proxy.ts, then the page), so a
 * value costs one HMAC per module instance, not one or two per request.
 * Only values that verified are kept (a forged one is checked every time), at most
 * VERIFIED_MAX of them, oldest out first.
 */
const VERIFIED_MAX = 1024;
const verified = { secret: "", owners: new Map<string, string>() };

/** verifyGuestCookie, remembering the values that verified (see above). */
export function verifyGuestCookieOnce(value: string, secret: string): string | null {
  if (verified.secret !== secret) verified.owners.clear();
  verified.secret = secret;
  const known = verified.owners.get(value);
  if (known !== undefined) return known;
  const ownerId = verifyGuestCookie(value, secret);
  if (ownerId === null) return null;
  if (verified.owners.size >= VERIFIED_MAX) verified.owners.delete(verified.owners.keys().next().value as string);
  verified.owners.set(value, ownerId);
  return ownerId;
}

/** One cookie's value from a Cookie header (the first occurrence, as browsers send the most specific first). */
export function readCookie(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const entry of cookieHeader.split(";")) {
    const eq = entry.indexOf("=");
    if (eq === -1) continue;
    if (entry.slice(0, eq).trim() === name) return entry.slice(eq + 1).trim();
  }
  return null;
}

/** The Cookie header with our cookie replaced, so the handlers of this very request see the new identity. */
export function withCookie(cookieHeader: string | null, name: string, value: string): string {
  const others = (cookieHeader ?? "")
    .split(";")
    .map((entry) => entry.trim())
    .filter((entry) => entry && entry.slice(0, entry.indexOf("=")).trim() !== name);
  return [...others, `${name}=${value}`].join("; ");
}

export function serializeGuestCookie(value: string, options: { secure: boolean }): string {
  const parts = [`${GUEST_COOKIE}=${value}`, "Path=/", `Max-Age=${GUEST_COOKIE_MAX_AGE_SECONDS}`, "HttpOnly", "SameSite=Lax"];
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

/**
 * Whether the browser reached us over https: directly, or through a proxy that
 * says so. A Secure cookie on plain http would never come back, so only then.
 */
export function isHttpsRequest(request: Pick<Request, "url" | "headers">): boolean {
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === "https";
  return new URL(request.url).protocol === "https:";
}
