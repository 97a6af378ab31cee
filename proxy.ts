import { NextResponse, type NextRequest } from "next/server";
import { guardRequest, isApiPath } from "@/lib/http/request-guard";
import { uiLocaleOfRequest } from "@/lib/i18n/request-locale";
import { ensureGuestIdentity } from "@/lib/identity/guest-identity";

// A path no page matches: rewriting there renders app/not-found.tsx with a 404.
const NOT_FOUND_PATH = "/__not-found";

/**
 * Every browser gets a signed guest cookie with its first page, before the page
 * renders. A new identity is put on the forwarded request too, so the page of
 * this very request already sees it (and its response sets it in the browser).
 * API requests get none: a request without a valid cookie reaches its route
 * as it came, and a route that needs an owner answers 401. Minting one there
 * let any cookieless or forged API request through as a new browser. (A script
 * can still fetch a page for each new identity: the per-address limits of
 * lib/http/ai-guard.ts are what bound that.) Next 16 runs proxy on Node.js, so
 * the secret can come from the data directory.
 */
export async function proxy(request: NextRequest): Promise<Response> {
  // Malformed URLs, unknown API paths and wrong methods get the app's answers (lib/http/request-guard).
  const pathname = request.nextUrl.pathname;
  const guarded = guardRequest(request.method, pathname, uiLocaleOfRequest(request));
  if (guarded === "page-not-found") return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { status: 404 });
  if (guarded) return guarded;
  if (isApiPath(pathname)) return NextResponse.next();
  let identity;
  try {
    identity = await ensureGuestIdentity(request);
  } catch (error) {
    // No secret (e.g. an unwritable data directory) must not take every page down:
    // pages still render, and the routes that need an owner answer 401 on their own.
    console.error("[identity] could not issue a guest identity:", error);
    return NextResponse.next();
  }
  if (!identity.setCookie) return NextResponse.next();
  const headers = new Headers(request.headers);
  headers.set("cookie", identity.cookieHeader);
  const response = NextResponse.next({ request: { headers } });
  response.headers.append("set-cookie", identity.setCookie);
  return response;
}

export const config = {
  // Not for build assets and static files (an /api path is never one: /api/courses/x.png must get
  // the API's answers). Not for the tutor-turn routes (lib/http/api-routes.ts, outsideProxy) nor the
  // upload routes (`uploads`: Next would buffer and cut their bodies for the proxy) unless a segment
  // is percent-encoded: they answer wrong methods themselves. Next matches the raw and the decoded
  // path, so a path the proxy must check for broken encoding always has a `%` to match.
  matcher: [
    "/((?!_next/static|_next/image|api/interview$|api/chat$|api/interview/material$|api/courses/[^/%]+/sources$|favicon\\.ico|icon\\.svg|(?!api/).*\\.(?:png|jpg|jpeg|gif|webp|svg|ico|txt|xml|webmanifest|woff2?)$).*)",
  ],
};
