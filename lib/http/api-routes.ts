// Relative: next.config.ts imports this module, and its loader does not know the "@/" alias.
import { UPLOAD_FILE_BYTES } from "../uploads/upload-types";

/**
 * Every API route and the methods it answers, for the proxy: a wrong method
 * gets the app's JSON 405 (with Allow) and an unknown /api path its JSON 404,
 * instead of Next's empty 405 and HTML 404. tests/integration/api-route-matrix
 * checks this table against the route modules, so the two cannot drift apart.
 */
export interface ApiRoute {
  /** Next's folder pattern, e.g. /api/courses/[id]/outline. */
  pattern: string;
  methods: readonly string[];
  /**
   * The proxy's matcher skips it (proxy.ts): a tutor turn is the hottest request, and the proxy's
   * hop cost it ~1.2 ms before its handler ran. Its module answers the other methods itself
   * (refuseOtherMethods in ./request-guard.ts). Only static paths: a dynamic segment still needs
   * the proxy's check for malformed percent-encoding.
   */
  outsideProxy?: true;
  /**
   * Takes uploads, bodies larger than Next buffers for the proxy (it clones every body the proxy
   * sees and, past experimental.proxyClientMaxBodySize, passes on only the start of it). The
   * matcher skips the route whenever its path carries no percent-encoding (proxy.ts), so an upload
   * streams straight to its handler, which counts its bytes; the module answers the methods it does
   * not serve itself (refuseOtherMethods). A percent-encoded path still gets the proxy's checks.
   */
  uploads?: true;
}

/**
 * What Next buffers of a body the proxy sees (next.config.ts, experimental.proxyClientMaxBodySize):
 * more than any route takes (tests/integration/api-route-matrix.test.ts checks every limit against
 * it), so a body is never cut to a size its route would accept: past a route's limit it stays past it.
 */
export const PROXY_BODY_BUFFER_BYTES = 4 * UPLOAD_FILE_BYTES;

export const API_ROUTES: readonly ApiRoute[] = [
  { pattern: "/api/chat", methods: ["POST"], outsideProxy: true },
  { pattern: "/api/chat/backup", methods: ["GET", "PUT"] },
  { pattern: "/api/chat/guided", methods: ["GET"] },
  { pattern: "/api/interview", methods: ["POST"], outsideProxy: true },
  { pattern: "/api/interview/material", methods: ["GET", "POST", "DELETE"], uploads: true },
  { pattern: "/api/courses", methods: ["GET", "POST"] },
  { pattern: "/api/courses/[id]", methods: ["GET", "DELETE"] },
  { pattern: "/api/courses/[id]/outline", methods: ["PUT"] },
  { pattern: "/api/courses/[id]/regenerate", methods: ["POST"] },
  { pattern: "/api/courses/[id]/confirm", methods: ["POST"] },
  { pattern: "/api/courses/[id]/chapters/[chapterId]", methods: ["GET"] },
  { pattern: "/api/courses/[id]/chapters/[chapterId]/retry", methods: ["POST"] },
  { pattern: "/api/courses/[id]/chapters/[chapterId]/read", methods: ["PUT"] },
  { pattern: "/api/courses/[id]/chapters/[chapterId]/rewrite", methods: ["POST"] },
  { pattern: "/api/courses/[id]/files", methods: ["GET"] },
  { pattern: "/api/courses/[id]/file", methods: ["GET", "PUT", "DELETE"] },
  { pattern: "/api/courses/[id]/workspace/chat", methods: ["GET", "POST", "DELETE"] },
  { pattern: "/api/courses/[id]/workspace/export", methods: ["GET"] },
  { pattern: "/api/courses/[id]/sources", methods: ["GET", "POST"], uploads: true },
  { pattern: "/api/courses/[id]/sources/[sourceId]", methods: ["GET", "PATCH", "DELETE"] },
  { pattern: "/api/courses/[id]/search", methods: ["GET", "POST"] },
  { pattern: "/api/courses/[id]/practice", methods: ["GET"] },
  { pattern: "/api/courses/[id]/practice/export", methods: ["GET"] },
  { pattern: "/api/courses/[id]/mastery", methods: ["GET"] },
  { pattern: "/api/courses/[id]/practice/summary", methods: ["GET"] },
  { pattern: "/api/courses/[id]/practice/attempts", methods: ["GET"] },
  { pattern: "/api/courses/[id]/practice/claims/[chapterId]", methods: ["PUT"] },
  { pattern: "/api/courses/[id]/practice/items", methods: ["POST"] },
  { pattern: "/api/practice/summary", methods: ["GET"] },
  { pattern: "/api/practice/attempts", methods: ["GET"] },
  { pattern: "/api/review/due", methods: ["GET"] },
  { pattern: "/api/practice/items/[itemId]", methods: ["GET", "PATCH", "DELETE"] },
  { pattern: "/api/practice/items/[itemId]/attempts", methods: ["POST"] },
  { pattern: "/api/account", methods: ["GET"] },
  { pattern: "/api/account/merge-guest", methods: ["POST"] },
  { pattern: "/api/account/owner/accounts", methods: ["GET"] },
  { pattern: "/api/account/owner/reset-password", methods: ["POST"] },
  { pattern: "/api/settings", methods: ["GET", "PUT"] },
  { pattern: "/api/settings/probe", methods: ["POST"] },
  { pattern: "/api/settings/local-servers", methods: ["GET"] },
  // better-auth's own endpoints (sign-up/email, sign-in/email, sign-out, get-session, …), answered by its handler.
  { pattern: "/api/auth/[...all]", methods: ["GET", "POST"] },
  // The server's own start-up warm-up (lib/warm-up): 404 without its one-time pass.
  { pattern: "/api/warm-up", methods: ["POST"] },
];

function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split("/").filter(Boolean);
  // A catch-all ([...all]) last takes one or more segments.
  if (parts.at(-1)?.startsWith("[...")) {
    const head = parts.slice(0, -1);
    return segments.length > head.length && head.every((part, index) => part.startsWith("[") || part === segments[index]);
  }
  return parts.length === segments.length && parts.every((part, index) => part.startsWith("[") || part === segments[index]);
}

/** The route a path belongs to (segments already decoded), or null. */
export function findApiRoute(segments: readonly string[]): ApiRoute | null {
  return API_ROUTES.find((route) => matches(route.pattern, segments)) ?? null;
}

/** The methods a route answers, as the Allow header lists them (HEAD with GET, OPTIONS always: Next answers both). */
export function allowedMethods(route: ApiRoute): string[] {
  return [...route.methods, ...(route.methods.includes("GET") ? ["HEAD"] : []), "OPTIONS"];
}
