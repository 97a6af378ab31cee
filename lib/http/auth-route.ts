import "server-only";
import { serverEnv } from "@/lib/env";
import { errorResponse } from "@/lib/errors";
import { uiLocaleOfRequest } from "@/lib/i18n/request-locale";
import { appAuth, AUTH_BASE_PATH, CLIENT_IP_HEADER } from "@/lib/identity/auth-server";
import { isHttpsRequest, newOwnerId, serializeGuestCookie } from "@/lib/identity/guest-cookie";
import { signedGuestCookie } from "@/lib/identity/guest-identity";
import { safeJsonParse } from "@/lib/safe-json";
import { clientIp } from "./client-address";

/**
 * better-auth's endpoints at /api/auth/* (app/api/auth/[...all]/route.ts). Its handler answers them
 * (its own paths, bodies and replies, so its clients work as documented); around it:
 *   - the client address it limits by is ours (TRUSTED_PROXY_HOPS, lib/http/client-address.ts),
 *     never a header the client chose;
 *   - the origin it serves is the one the browser asked for (its Host), not the address the server
 *     is bound to: Next gives a handler a URL on its bind host (`-H 127.0.0.1`), so a browser at
 *     http://localhost:3000 or at a proxy's host name would fail the origin check, and a passkey
 *     would be bound to the wrong host (the relying party is the request's host name);
 *   - signing out gives the browser a fresh guest identity: what it did as a guest before signing in
 *     is not reachable from the signed-out browser;
 *   - an error answer keeps better-auth's `{ code, message }` and carries our one error shape as well,
 *     `error: { code, message }` (its code in lower case; a 429 is `rate_limited` unless it names its
 *     own), so the app's client reads it like any other answer.
 */
export function authRoute(): { GET: (request: Request) => Promise<Response>; POST: (request: Request) => Promise<Response> } {
  const handle = async (request: Request): Promise<Response> => {
    try {
      const secure = isHttpsRequest(request);
      const auth = await appAuth(secure);
      const response = await auth.handler(asBrowserSeesIt(request));
      return await finish(request, response, secure);
    } catch (error) {
      return errorResponse(error, "api/auth", uiLocaleOfRequest(request));
    }
  };
  return { GET: handle, POST: handle };
}

function asBrowserSeesIt(request: Request): Request {
  const headers = new Headers(request.headers);
  const ip = clientIp(request.headers, serverEnv().TRUSTED_PROXY_HOPS);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  else headers.delete(CLIENT_IP_HEADER);
  return new Request(urlAtHost(request), {
    method: request.method,
    headers,
    body: request.body,
    ...(request.body ? { duplex: "half" } : {}),
  } as RequestInit);
}

/** The request's URL at the host its Host header names (a bare host[:port], else the URL as it came). */
export function urlAtHost(request: Pick<Request, "url" | "headers">): string {
  const url = new URL(request.url);
  const host = request.headers.get("host")?.trim();
  if (!host || !/^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(host)) return url.href;
  return new URL(`${url.pathname}${url.search}`, `${url.protocol}//${host}`).href;
}

async function finish(request: Request, response: Response, secure: boolean): Promise<Response> {
  const path = new URL(request.url).pathname.slice(AUTH_BASE_PATH.length);
  if (response.ok && path === "/sign-out") {
    const headers = new Headers(response.headers);
    headers.append("set-cookie", serializeGuestCookie(await signedGuestCookie(newOwnerId()), { secure }));
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  if (response.ok || !response.headers.get("content-type")?.includes("application/json")) return response;
  return withOurErrorShape(response);
}

async function withOurErrorShape(response: Response): Promise<Response> {
  const parsed = safeJsonParse(await response.text());
  const body = typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  const authCode = typeof body.code === "string" ? body.code.toLowerCase() : null;
  const code = authCode ?? (response.status === 429 ? "rate_limited" : `http_${response.status}`);
  const message =
    typeof body.message === "string" && body.message.trim() ? body.message : "The account service refused this request. Please try again.";
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return Response.json({ ...body, error: { code, message } }, { status: response.status, statusText: response.statusText, headers });
}
