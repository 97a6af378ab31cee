/**
 * Every route under app/api against the same hostile requests: malformed JSON,
 * the wrong type, the wrong method, a smuggled content type, bad encodings in
 * the body and in the URL, oversized bodies, unknown paths. Each must get the
 * app's JSON error shape and the right status — never a 5xx, an empty 405 or
 * an HTML page. Routes are found on disk, so a new route is covered (or this
 * test fails until the table in lib/http/api-routes.ts knows it).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { CHAT_BACKUP_BODY_LIMIT_BYTES } from "@/features/chat/contract";
import { CHAT_BODY_LIMIT_BYTES } from "@/features/chat/lib/chat-schemas";
import { COURSES_BODY_LIMIT_BYTES } from "@/features/courses/contract";
import { INTERVIEW_BODY_LIMIT_BYTES } from "@/features/interview/lib/interview-request";
import { WORKSPACE_CHAT_BODY_LIMIT_BYTES } from "@/features/workspace/contract";
import { FILE_BODY_LIMIT_BYTES } from "@/features/workspace/server/workspace-http";
import {
  PASTE_BODY_LIMIT_BYTES,
  RENAME_BODY_LIMIT_BYTES,
  SEARCH_BODY_LIMIT_BYTES,
  UPLOAD_REQUEST_LIMIT_BYTES,
} from "@/features/sources/server/source-http";
import { ATTEMPT_BODY_LIMIT_BYTES } from "@/features/practice/contract";
import { API_ROUTES, PROXY_BODY_BUFFER_BYTES, allowedMethods } from "@/lib/http/api-routes";
import { REFUSES_METHOD } from "@/lib/http/request-guard";
import { proxy } from "@/proxy";
import { MATERIAL_REQUEST_LIMIT_BYTES } from "@/app/_compose/interview-material";
import { MERGE_GUEST_BODY_LIMIT_BYTES } from "@/lib/identity/account-summary";
import { OWNER_RESET_BODY_LIMIT_BYTES } from "@/lib/identity/owner-accounts";
import { cookieFor, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";

setUpCourseRouteEnvironment();

const API_DIR = path.join(process.cwd(), "app/api");
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

function routeFiles(dir = API_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

const patternOf = (file: string) => `/api/${path.relative(API_DIR, path.dirname(file)).split(path.sep).join("/")}`.replace(/\/$/, "");
// The app's fallback for unknown /api paths is checked on its own below; better-auth's catch-all is a route.
const files = routeFiles().filter((file) => !file.includes(`api${path.sep}[...path]`));
/** Routes whose handler is a library's (better-auth): its bodies and segments are its own (lib/http/auth-route.test.ts). */
const LIBRARY_ANSWERS = new Set(["/api/auth/[...all]"]);
const modules = new Map<string, Record<string, unknown>>();
async function moduleOf(pattern: string): Promise<Record<string, unknown>> {
  const file = files.find((candidate) => patternOf(candidate) === pattern)!;
  if (!modules.has(pattern)) modules.set(pattern, (await import(file)) as Record<string, unknown>);
  return modules.get(pattern)!;
}

const BODY_LIMITS: Record<string, number> = {
  "/api/chat": CHAT_BODY_LIMIT_BYTES,
  "/api/chat/backup": CHAT_BACKUP_BODY_LIMIT_BYTES,
  "/api/interview": INTERVIEW_BODY_LIMIT_BYTES,
  "/api/courses/[id]/file": FILE_BODY_LIMIT_BYTES,
  "/api/courses/[id]/workspace/chat": WORKSPACE_CHAT_BODY_LIMIT_BYTES,
  "/api/courses/[id]/sources": PASTE_BODY_LIMIT_BYTES,
  "/api/courses/[id]/search": SEARCH_BODY_LIMIT_BYTES,
  "/api/courses/[id]/sources/[sourceId]": RENAME_BODY_LIMIT_BYTES,
  "/api/practice/items/[itemId]/attempts": ATTEMPT_BODY_LIMIT_BYTES,
  "/api/account/merge-guest": MERGE_GUEST_BODY_LIMIT_BYTES,
  "/api/account/owner/reset-password": OWNER_RESET_BODY_LIMIT_BYTES,
};
// POST routes that take no body: whatever is sent is ignored (checked below).
const BODYLESS = new Set(["/api/courses/[id]/confirm", "/api/courses/[id]/chapters/[chapterId]/retry", "/api/warm-up"]);
// POST routes that take files (multipart/form-data) only, with their byte limit: checked below with multipart bodies.
const MULTIPART: Record<string, number> = { "/api/interview/material": MATERIAL_REQUEST_LIMIT_BYTES };
const bodyLimit = (pattern: string) => BODY_LIMITS[pattern] ?? COURSES_BODY_LIMIT_BYTES;
const urlOf = (pattern: string) =>
  `http://127.0.0.1${pattern.replace("[id]", "crs_matrix").replace("[chapterId]", "ch_matrix").replace("[sourceId]", "src_matrix").replace("[itemId]", "pi_matrix")}`;
const paramsOf = (pattern: string) => ({
  params: Promise.resolve({
    ...(pattern.includes("[id]") ? { id: "crs_matrix" } : {}),
    ...(pattern.includes("[chapterId]") ? { chapterId: "ch_matrix" } : {}),
    ...(pattern.includes("[sourceId]") ? { sourceId: "src_matrix" } : {}),
    ...(pattern.includes("[itemId]") ? { itemId: "pi_matrix" } : {}),
  }),
});

async function expectJsonError(response: Response, status: number, code?: string): Promise<void> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = JSON.parse(text) as { error: { code: string; message: string } };
  expect(Object.keys(body)).toEqual(["error"]);
  if (code) expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(10);
  expect(body.error.message).not.toMatch(/\n\s+at |ZodError|TypeError/);
}

describe("the route table matches the route modules on disk", () => {
  it("every route file is in lib/http/api-routes.ts with exactly the methods it exports", async () => {
    expect(files.map(patternOf).sort()).toEqual(API_ROUTES.map((route) => route.pattern).sort());
    for (const route of API_ROUTES) {
      const routeModule = await moduleOf(route.pattern);
      // Not counting the refusals a route outside the proxy exports for the methods it does not serve.
      const serves = (handler: unknown) => typeof handler === "function" && !(REFUSES_METHOD in handler);
      const exported = METHODS.filter((method) => serves(routeModule[method]));
      expect(exported, route.pattern).toEqual([...route.methods].sort((a, b) => METHODS.indexOf(a as never) - METHODS.indexOf(b as never)));
    }
  });
});

describe("the proxy's body buffer", () => {
  it("is larger than every route's body limit, so no body is cut to a size its route would accept", () => {
    const limits = [...Object.values(BODY_LIMITS), ...Object.values(MULTIPART), UPLOAD_REQUEST_LIMIT_BYTES, COURSES_BODY_LIMIT_BYTES];
    for (const limit of limits) expect(limit).toBeLessThan(PROXY_BODY_BUFFER_BYTES);
  });
});

describe.each(API_ROUTES.filter((route) => route.outsideProxy || route.uploads).map((route) => [route.pattern, route] as const))(
  "%s (the proxy skips it)",
  (pattern, route) => {
    it("OPTIONS lists the methods it serves, not its refusals", async () => {
      const options = (await moduleOf(pattern)).OPTIONS as Handler;
      const response = await options(new Request(urlOf(pattern), { method: "OPTIONS" }), paramsOf(pattern));
      expect(response.status).toBe(204);
      expect(response.headers.get("allow")).toBe(allowedMethods(route).join(", "));
    });
  },
);

describe.each(API_ROUTES.map((route) => [route.pattern, route] as const))("%s", (pattern, route) => {
  const bodyMethods =
    BODYLESS.has(pattern) || pattern in MULTIPART || LIBRARY_ANSWERS.has(pattern)
      ? []
      : route.methods.filter((method) => method === "POST" || method === "PUT");
  const wrongMethods = METHODS.filter((method) => !allowedMethods(route).includes(method));

  it("a wrong method → JSON 405 with Allow", async () => {
    for (const method of wrongMethods) {
      // Next answers HEAD with the GET handler; a route the proxy skips answers on its own.
      const own = (await moduleOf(pattern))[method === "HEAD" ? "GET" : method] as Handler | undefined;
      const responses = route.outsideProxy
        ? [await own!(new Request(urlOf(pattern), { method }), paramsOf(pattern))]
        : [await proxy(new NextRequest(urlOf(pattern), { method }))];
      // An upload route answers itself where the proxy skips it, and the proxy answers where it does not.
      if (route.uploads) responses.push(await own!(new Request(urlOf(pattern), { method }), paramsOf(pattern)));
      for (const response of responses) {
        await expectJsonError(response, 405, "method_not_allowed");
        expect(response.headers.get("allow")).toBe(allowedMethods(route).join(", "));
      }
    }
  });

  it("malformed percent-encoding anywhere in the path → JSON 404 (the proxy), and odd params → 404 (the handler)", async () => {
    const broken = urlOf(pattern)
      .replace("/api/", "/api/%E0%A4%A/")
      .replace(/\/[^/]+$/, (last) => `${last}%ZZ`);
    await expectJsonError(await proxy(new NextRequest(broken, { method: route.methods[0] })), 404, "not_found");
    if (!pattern.includes("[") || LIBRARY_ANSWERS.has(pattern)) return;
    const cookie = await cookieFor("g_matrixmatrixmatrixmatrix");
    const handler = (await moduleOf(pattern))[route.methods[0]!] as Handler;
    for (const odd of ["%E0%A4%A", "../../etc/passwd", "x".repeat(500), "\u0000", "\uD800"]) {
      const response = await handler(new Request(urlOf(pattern), { method: route.methods[0], headers: { cookie } }), {
        params: Promise.resolve({ id: odd, chapterId: odd, itemId: odd }),
      });
      expect(response.status, `${pattern} with ${JSON.stringify(odd)}`).toBe(404);
    }
  });

  it.runIf(BODYLESS.has(pattern))("a body-less route ignores garbage bodies: the same JSON 404 as for no body", async () => {
    const cookie = await cookieFor("g_matrixmatrixmatrixmatrix");
    const handler = (await moduleOf(pattern)).POST as Handler;
    for (const body of ['{"a":', "[1]", "x".repeat(COURSES_BODY_LIMIT_BYTES + 1)]) {
      const response = await handler(
        new Request(urlOf(pattern), { method: "POST", headers: { cookie, "content-type": "text/plain;application/json" }, body }),
        paramsOf(pattern),
      );
      await expectJsonError(response, 404, "not_found");
    }
  });

  it.runIf(pattern in MULTIPART)("a file route: JSON, a broken form or an oversized upload → JSON 400/413/415, never a 5xx", async () => {
    const cookie = await cookieFor("g_matrixmatrixmatrixmatrix");
    const handler = (await moduleOf(pattern)).POST as Handler;
    const send = (body: BodyInit, contentType: string, extra: Record<string, string> = {}) =>
      handler(
        new Request(urlOf(pattern), {
          method: "POST",
          headers: { cookie, "content-type": contentType, ...extra },
          body,
          ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
        } as RequestInit),
        paramsOf(pattern),
      );
    for (const body of ['{"messages": [', "{}", "[1]"])
      await expectJsonError(await send(body, "application/json"), 415, "unsupported_media_type");
    await expectJsonError(await send("--x\r\ngarbage", "multipart/form-data"), 415, "unsupported_media_type");
    await expectJsonError(await send("--x\r\ngarbage", "multipart/form-data; boundary=x"), 400, "bad_request");
    // An upload past the limit, with a lying Content-Length, is cut off while it streams.
    const limit = MULTIPART[pattern]!;
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > limit) return controller.close();
        sent += 1024 * 1024;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    await expectJsonError(await send(endless, "multipart/form-data; boundary=x", { "content-length": "10" }), 413, "payload_too_large");
  });

  it.skipIf(bodyMethods.length === 0)("bad bodies → JSON 400/413/415, never a 5xx", async () => {
    const cookie = await cookieFor("g_matrixmatrixmatrixmatrix");
    const handler = (await moduleOf(pattern))[bodyMethods[0]!] as Handler;
    const send = (body: BodyInit, contentType = "application/json", extra: Record<string, string> = {}) =>
      handler(
        new Request(urlOf(pattern), { method: bodyMethods[0], headers: { cookie, "content-type": contentType, ...extra }, body }),
        paramsOf(pattern),
      );

    await expectJsonError(await send('{"messages": ['), 400, "invalid_json");
    await expectJsonError(await send(""), 400, "invalid_json");
    await expectJsonError(await send(new Uint8Array([0xff, 0xfe, 0x7b, 0x80])), 400, "invalid_json");
    for (const wrongType of ["[1,2]", '"text"', "42", "null", '{"revision": "1", "messages": "x", "outline": 3, "reason": 5}']) {
      await expectJsonError(await send(wrongType), 400, "bad_request");
    }
    await expectJsonError(await send("{}", "text/plain;application/json"), 415, "unsupported_media_type");
    await expectJsonError(await send("{}", "text/plain"), 415, "unsupported_media_type");
    await expectJsonError(await send("{}", "application/json; charset=latin1"), 415, "unsupported_media_type");
    const limit = bodyLimit(pattern);
    await expectJsonError(await send(`"${"x".repeat(limit)}"`), 413, "payload_too_large");
    // A lying Content-Length does not get past the byte count either.
    await expectJsonError(await send(`"${"x".repeat(limit)}"`, "application/json", { "content-length": "10" }), 413, "payload_too_large");
  });
});

describe("unknown API paths and broken page URLs", () => {
  it.each(["/api", "/api/nope", "/api/courses/x/chapters", "/api/courses/x/y/z/w/v", "/api/interview/extra"])(
    "%s → JSON 404 from the proxy",
    async (pathname) => {
      for (const method of ["GET", "POST", "DELETE"]) {
        await expectJsonError(await proxy(new NextRequest(`http://127.0.0.1${pathname}`, { method })), 404, "not_found");
      }
    },
  );

  it("the catch-all route answers JSON 404 for what the proxy's matcher skips", async () => {
    const catchAll = (await import(path.join(API_DIR, "[...path]/route.ts"))) as Record<string, (request: Request) => Response>;
    // Next.js hands every route handler its request: the message's language comes from it.
    for (const method of METHODS) {
      const request = new Request("http://127.0.0.1/api/x.png", { method });
      await expectJsonError(catchAll[method]!(request), 404, "not_found");
    }
  });

  it("a page URL with malformed percent-encoding renders the not-found page with 404", async () => {
    for (const pathname of ["/courses/%E0%A4%A", "/courses/crs_1/chapters/%C0", "/%"]) {
      const response = await proxy(new NextRequest(`http://127.0.0.1${pathname}`));
      expect(response.status).toBe(404);
      expect(new URL(response.headers.get("x-middleware-rewrite") ?? "http://x/").pathname).toBe("/__not-found");
    }
  });
});
