import { errorResponse, sayError } from "@/lib/errors";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { uiLocaleOfRequest } from "@/lib/i18n/request-locale";
import { allowedMethods, API_ROUTES, findApiRoute, type ApiRoute } from "./api-routes";

/**
 * Checks the proxy makes before any page or route handler runs (but the two it
 * skips, which refuse wrong methods themselves), so that bad URLs get the app's
 * answers instead of Next's internals:
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

export const isApiPath = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");

/** `locale`: the asker's UI language (lib/i18n/request-locale.ts), for the error's sentence. */
export function guardRequest(method: string, pathname: string, locale: Locale = DEFAULT_LOCALE): GuardOutcome {
  const isApi = isApiPath(pathname);
  const segments = decodePathSegments(pathname);
  if (!segments) {
    // Logged (it was not before): a client or crawler sending broken URLs is worth seeing.
    console.warn(`[http] malformed percent-encoding in ${method} ${pathname.slice(0, 200)}: answered 404`);
    if (!isApi) return "page-not-found";
    return errorResponse(sayError("not_found", { key: "badAddress" }), "http", locale);
  }
  if (!isApi) return null;
  const route = findApiRoute(segments);
  if (!route)
    return errorResponse(sayError("not_found", { key: "noApi", values: () => ({ path: pathname.slice(0, 200) }) }), "http", locale);
  const upper = method.toUpperCase();
  return allowedMethods(route).includes(upper) ? null : methodNotAllowed(route, upper, locale);
}

/** The app's JSON 405 for `method` on `route`, with the Allow header. */
function methodNotAllowed(route: ApiRoute, method: string, locale: Locale): Response {
  const said = sayError("method_not_allowed", { key: "methodNotAllowed", values: () => ({ method, methods: route.methods.join(", ") }) });
  const response = errorResponse(said, "http", locale);
  response.headers.set("Allow", allowedMethods(route).join(", "));
  return response;
}

/** Marks the handlers refuseOtherMethods made, so a route's own methods can be told from them. */
export const REFUSES_METHOD = Symbol("refuses-method");
type Refusal = ((request: Request) => Response) & { [REFUSES_METHOD]: true };

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const METHODS: readonly Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/**
 * For a route the proxy may skip (ApiRoute.outsideProxy or .uploads), handlers for the methods it
 * does not serve: the same JSON 405 the proxy gives the other routes (HEAD follows GET), and an
 * OPTIONS that lists what it does serve (Next's own would list these handlers too). `serves` must
 * be the table's methods, so the two cannot drift apart.
 */
export function refuseOtherMethods<Served extends Method>(pattern: string, serves: readonly Served[]) {
  const route = API_ROUTES.find((candidate) => candidate.pattern === pattern);
  if (!route || (!route.outsideProxy && !route.uploads) || [...route.methods].sort().join() !== [...serves].sort().join()) {
    throw new Error(`${pattern} is not a route of lib/http/api-routes.ts the proxy skips, serving ${serves.join(", ")}`);
  }
  const refuse = (method: string): Refusal =>
    Object.assign((request: Request) => methodNotAllowed(route, method, uiLocaleOfRequest(request)), { [REFUSES_METHOD]: true as const });
  const refusals = Object.fromEntries(
    METHODS.filter((method) => !route.methods.includes(method)).map((method) => [method, refuse(method)]),
  );
  const options = () => new Response(null, { status: 204, headers: { Allow: allowedMethods(route).join(", ") } });
  return { ...(refusals as Record<Exclude<Method, Served>, Refusal>), OPTIONS: options };
}
