import { AppError, errorResponse } from "@/lib/errors";
import { allowedMethods, findApiRoute } from "./api-routes";

/**
 * Checks the proxy makes before any page or route handler runs, so that bad
 * URLs get the app's answers instead of Next's internals:
 *   - a path segment that is not valid percent-encoding (`/api/courses/%E0%A4%A`)
 *     made Next throw a plain-text 500 while decoding params, logging nothing;
 *   - an unknown /api path got the HTML 404 page, a wrong method an empty 405.
 * Returns the response to send, "page-not-found" for a page URL that must
 * render the not-found page, or null to carry on.
 */
export type GuardOutcome = Response | "page-not-found" | null;

/** Each segment decoded, or null when one is malformed. */
export function decodePathSegments(pathname: string): string[] | null {
  try {
    return pathname
      .split("/")
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

export function guardRequest(method: string, pathname: string): GuardOutcome {
  const isApi = pathname === "/api" || pathname.startsWith("/api/");
  const segments = decodePathSegments(pathname);
  if (!segments) {
    // Logged (it was not before): a client or crawler sending broken URLs is worth seeing.
    console.warn(`[http] malformed percent-encoding in ${method} ${pathname.slice(0, 200)}: answered 404`);
    if (!isApi) return "page-not-found";
    return errorResponse(new AppError("not_found", "This address is not valid (broken percent-encoding in the URL)."), "http");
  }
  if (!isApi) return null;
  const route = findApiRoute(segments);
  if (!route) return errorResponse(new AppError("not_found", `There is no API at ${pathname.slice(0, 200)}.`), "http");
  const upper = method.toUpperCase();
  const allowed = allowedMethods(route);
  if (allowed.includes(upper)) return null;
  const response = errorResponse(
    new AppError("method_not_allowed", `${upper} is not supported here; use ${route.methods.join(" or ")}.`),
    "http",
  );
  response.headers.set("Allow", allowed.join(", "));
  return response;
}
