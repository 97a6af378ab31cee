/**
 * Uploads past Next's default proxy buffer (issue 23, item 11), through a server that does what
 * Next does with a request: where the proxy's matcher runs, the body is cloned with Next's own
 * getCloneableBody at next.config.ts's proxyClientMaxBodySize (cut silently past it), the proxy
 * sees the clone, and the route gets what was kept; elsewhere the route streams the body itself.
 * Every upload the documented limits allow is accepted (a 15 MB file), one over them is the app's
 * JSON 413 (a 25 MB file), on the plain path (the proxy skips it) and on a percent-encoded one (the
 * proxy runs); with Next's default buffer the same 15 MB upload was cut and refused as no form.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { getCloneableBody } from "next/dist/server/body-streams";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as uploadRoute } from "@/app/api/courses/[id]/sources/route";
import { SOURCE_LIMITS } from "@/features/sources/contract";
import nextConfig from "@/next.config";
import { config, proxy } from "@/proxy";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { confirmedCourse, workspaceBrowser } from "@/tests/support/workspace/workspace-kit";

const database = setUpCourseRouteEnvironment();
const MB = 1024 * 1024;
const [matcher] = config.matcher;
const matches = (pathname: string) => new RegExp(`^${matcher}$`).test(pathname);

/** Next's request path for a POST to /api/courses/:id/sources, with the proxy buffer given. */
function nextInMiniature(bufferBytes: number | undefined) {
  return async (message: IncomingMessage, reply: ServerResponse) => {
    const url = `http://127.0.0.1${message.url}`;
    const pathname = new URL(url).pathname;
    let decoded = pathname;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {}
    const headers = new Headers();
    for (const [name, value] of Object.entries(message.headers)) if (typeof value === "string") headers.set(name, value);
    let response: Response | null = null;
    // Next runs the proxy when the raw or the decoded path matches (next-server.js, runMiddleware).
    if (matches(pathname) || matches(decoded)) {
      const body = getCloneableBody(message, bufferBytes);
      try {
        const proxied = await proxy(
          new NextRequest(url, { method: "POST", headers, body: Readable.toWeb(body.cloneBodyStream()) as ReadableStream, duplex: "half" }),
        );
        if (!proxied.headers.get("x-middleware-next")) response = proxied;
      } finally {
        await body.finalize();
      }
    }
    const courseId = decoded.split("/")[3]!;
    response ??= await uploadRoute(
      new Request(url, { method: "POST", headers, body: Readable.toWeb(message) as ReadableStream, duplex: "half" } as RequestInit),
      { params: Promise.resolve({ id: courseId }) },
    );
    reply.writeHead(response.status, { "content-type": response.headers.get("content-type") ?? "text/plain" });
    reply.end(Buffer.from(await response.arrayBuffer()));
  };
}

const servers: Server[] = [];
async function start(bufferBytes: number | undefined): Promise<string> {
  const server = createServer((message, reply) => void nextInMiniature(bufferBytes)(message, reply));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let configured: string;
let nextDefault: string;
beforeAll(async () => {
  configured = await start(nextConfig.experimental?.proxyClientMaxBodySize as number);
  nextDefault = await start(undefined);
});
afterAll(() => servers.forEach((server) => server.close()));

async function upload(base: string, path: string, cookie: string, bytes: number) {
  const form = new FormData();
  form.append("file", new File([Buffer.alloc(bytes, "light and leaves. ")], "big-notes.txt", { type: "text/plain" }));
  const response = await fetch(`${base}${path}`, { method: "POST", headers: { cookie }, body: form });
  return { status: response.status, body: (await response.json()) as { error?: { code: string; message: string }; results?: unknown[] } };
}

// Storing a 15 MB upload in PGlite takes seconds on a shared machine.
describe("uploads past Next's default 10 MB proxy buffer", { timeout: 120_000 }, () => {
  it("a 15 MB file (within the 20 MB limit) is accepted on the plain path and on a percent-encoded one", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { ownerId, cookie } = await workspaceBrowser();
    const courseId = await confirmedCourse(database().db, ownerId);
    expect(15 * MB).toBeLessThan(SOURCE_LIMITS.fileBytes);
    for (const path of [`/api/courses/${courseId}/sources`, `/api/courses/${courseId.replace("_", "%5F")}/sources`]) {
      const accepted = await upload(configured, path, cookie, 15 * MB);
      expect(accepted.status, JSON.stringify(accepted.body).slice(0, 300)).toBe(202);
      expect(accepted.body.results).toHaveLength(1);
    }
  });

  it("a 25 MB file (over the 20 MB limit) → the app's JSON 413 naming the limit, on both paths", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { ownerId, cookie } = await workspaceBrowser();
    const courseId = await confirmedCourse(database().db, ownerId);
    for (const path of [`/api/courses/${courseId}/sources`, `/api/courses/${courseId.replace("_", "%5F")}/sources`]) {
      const refused = await upload(configured, path, cookie, 25 * MB);
      expect(refused.status).toBe(413);
      expect(refused.body.error).toMatchObject({ code: "payload_too_large" });
      expect(refused.body.error!.message).toMatch(/20 MB/);
    }
  });

  it("the harness is Next's: with its default buffer, the proxy's path cut the same 15 MB upload", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { ownerId, cookie } = await workspaceBrowser();
    const courseId = await confirmedCourse(database().db, ownerId);
    const cut = await upload(nextDefault, `/api/courses/${courseId.replace("_", "%5F")}/sources`, cookie, 15 * MB);
    expect(cut.status).toBe(400);
    expect(cut.body.error!.message).toMatch(/could not be read as a form/);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/Request body exceeded 10MB/));
  });
});
