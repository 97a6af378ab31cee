/**
 * The start-up warm-up's requests (lib/warm-up/self-requests.ts) through the
 * real proxy and route handlers on the app database: every one is answered as
 * expected, and afterwards the database holds no row — warming the server
 * creates no user data, counts nothing against any rate limit or budget.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as coursesGet } from "@/app/api/courses/route";
import { POST as interviewPost } from "@/app/api/interview/route";
import { config, proxy } from "@/proxy";
import { runWarmUp } from "@/lib/warm-up/run-warm-up";
import { selfRequestSteps } from "@/lib/warm-up/self-requests";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";

const database = setUpCourseRouteEnvironment();
const seen: { method: string; path: string; status: number; cookie: boolean }[] = [];

async function readBody(message: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const [matcher] = config.matcher;
const proxyRuns = (pathname: string) => new RegExp(`^${matcher}$`).test(pathname);
const passThrough = new Response(null, { headers: { "x-middleware-next": "1" } });

/** Next in miniature: the proxy where its matcher says, then the route (with the cookie the proxy forwards), or a static page. */
async function serve(message: IncomingMessage): Promise<Response> {
  const url = `http://127.0.0.1${message.url}`;
  const headers = new Headers(message.headers as Record<string, string>);
  const body = message.method === "POST" ? await readBody(message) : undefined;
  const proxied = proxyRuns(new URL(url).pathname)
    ? await proxy(new NextRequest(url, { method: message.method, headers, body }))
    : passThrough;
  const forwarded = proxied.headers.get("x-middleware-request-cookie");
  if (forwarded !== null) headers.set("cookie", forwarded);
  const request = new Request(url, { method: message.method, headers, body });
  const path = new URL(url).pathname;
  let response: Response;
  if (path === "/api/courses" && message.method === "GET") response = await coursesGet(request);
  else if (path === "/api/interview" && message.method === "POST") response = await interviewPost(request);
  else if (path === "/create")
    response = new Response("<!doctype html><title>Create</title>", { headers: { "content-type": "text/html" } });
  else response = new Response("not found", { status: 404 });
  const setCookie = proxied.headers.get("set-cookie");
  if (setCookie) response.headers.append("set-cookie", setCookie);
  return response;
}

let server: Server;
let origin = "";
beforeAll(async () => {
  server = createServer((message, reply) => {
    void serve(message).then(async (response) => {
      seen.push({
        method: message.method ?? "",
        path: message.url ?? "",
        status: response.status,
        cookie: Boolean(message.headers.cookie),
      });
      reply.writeHead(response.status, Object.fromEntries(response.headers));
      reply.end(Buffer.from(await response.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("start-up warm-up requests", () => {
  it("are all answered as expected, and leave no row in any table", async () => {
    const report = await runWarmUp(selfRequestSteps(origin, 2), 30_000);
    expect(report.failed).toEqual([]);
    expect(report.skipped).toEqual([]);
    expect(report.warmed).toHaveLength(8);
    // Each round asks for a new identity without a cookie (a page: API calls get none), then uses the one it was given.
    expect(seen.map(({ method, path, status, cookie }) => `${method} ${path} ${status}${cookie ? " cookie" : ""}`)).toEqual([
      "GET /create 200",
      "GET /api/courses 200 cookie",
      "GET /create 200 cookie",
      "POST /api/interview 400 cookie",
      "GET /create 200",
      "GET /api/courses 200 cookie",
      "GET /create 200 cookie",
      "POST /api/interview 400 cookie",
    ]);
    // Both drivers answer raw SQL with { rows } (PGlite and node-postgres alike).
    const query = async <Row>(statement: ReturnType<typeof sql>) => ((await database().db.execute(statement)) as { rows: Row[] }).rows;
    const names = (
      await query<{ name: string }>(sql`select table_name as name from information_schema.tables where table_schema = 'public'`)
    ).map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(["courses", "usage_counters", "sources"]));
    for (const name of names) {
      const [count] = await query<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(name)}`);
      expect([name, count?.n]).toEqual([name, 0]);
    }
  }, 60_000);
});
