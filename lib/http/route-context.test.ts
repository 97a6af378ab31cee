/**
 * The route wrappers resolve a request in one order — identity → params → query → body →
 * database → ownership → (AI) guard — whatever the route declares, with the real identity
 * helper and an in-memory database behind database().
 */
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { courses } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { LOCALE_COOKIE } from "@/lib/i18n/locale-cookie";
import { cookieFor, expectError, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { aiCourseRoute } from "./ai-route";
import { createAiGuard, setAiGuardForTests } from "./ai-guard";
import { jsonBody } from "./body-readers";
import { courseRoute, route } from "./route-context";
import { routeParam } from "./route-params";
import { memoryCounterStore } from "./rate-limit";

const db = setUpCourseRouteEnvironment();
afterEach(() => setAiGuardForTests(undefined));

const newOwner = () => `g_${randomBytes(12).toString("base64url")}`;
const URL_ = "http://127.0.0.1/api/test";

async function ownedCourse(ownerId: string): Promise<string> {
  const id = `crs_${randomBytes(9).toString("base64url")}`;
  await db().db.insert(courses).values({ id, ownerId, goal: "g", language: "en", profile: {}, outline: {} });
  return id;
}

/** A body that records whether anyone started reading it. */
function watchedBody(text: string) {
  const state = { read: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        state.read = true;
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
      // Nothing is pulled until someone reads.
    },
    { highWaterMark: 0 },
  );
  return { state, body };
}

function post(body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request(URL_, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
    duplex: "half",
  } as RequestInit);
}

/** Params whose reading is recorded (a wrapper must not look at them before identity). */
function watchedParams(values: Record<string, string>, log: string[]) {
  return {
    get params() {
      log.push("params");
      return Promise.resolve(values);
    },
  };
}

const echo = route({ label: "api/test", body: jsonBody(z.object({ n: z.number() }), { maxBytes: 64, what: "test body" }) }, ({ body }) =>
  Response.json(body),
);

describe("route: identity comes first", () => {
  it("a request without an identity is refused (401) before its params or its body are read, however large or broken", async () => {
    const log: string[] = [];
    for (const text of ["x".repeat(1 << 20), '{"n": ', "{}"]) {
      const { state, body } = watchedBody(text);
      const handler = courseRoute({ label: "api/test", body: jsonBody(z.object({}), { maxBytes: 64, what: "x" }) }, () => new Response());
      await expectError(await handler(post(body), watchedParams({ id: "crs_x" }, log)), 401, "unauthorized");
      expect(state.read).toBe(false);
    }
    expect(log).toEqual([]);
  });

  it("then the body: its limit and shape, as one JSON error", async () => {
    const cookie = await cookieFor(newOwner());
    await expectError(await echo(post("x".repeat(100), { cookie })), 413, "payload_too_large");
    await expectError(await echo(post('{"n":', { cookie })), 400, "invalid_json");
    const { message } = await expectError(await echo(post('{"n":"1"}', { cookie })), 400, "bad_request");
    expect(message).toMatch(/^The test body is invalid: n: /);
    expect(await (await echo(post('{"n":1}', { cookie }))).json()).toEqual({ n: 1 });
  });

  // The class: every error a route answers with says its sentence in the asker's UI language (the language
  // switch's cookie, else Accept-Language); the code, the status and what the log keeps never change with it.
  it.each([
    ["the language switch's cookie", (cookie: string) => ({ cookie: `${cookie}; ${LOCALE_COOKIE}=zh` })],
    ["Accept-Language", (cookie: string) => ({ cookie, "accept-language": "zh-CN,zh;q=0.9,en;q=0.5" })],
  ])("answers a learner reading Chinese (by %s) in Chinese, with the same codes", async (_by, headers) => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const cookie = await cookieFor(newOwner());
    const zh = headers(cookie);
    expect((await expectError(await echo(post("x".repeat(100), zh)), 413, "payload_too_large")).message).toBe("请求太大了（上限 0 KB）。");
    expect((await expectError(await echo(post('{"n":', zh)), 400, "invalid_json")).message).toBe("请求内容不是有效的 JSON。");
    const invalid = await expectError(await echo(post('{"n":"1"}', zh)), 400, "bad_request");
    expect(invalid.message).toMatch(/^请求内容无效：n: \p{Script=Han}/u);
    expect(invalid.message).not.toMatch(/expected|received|invalid input/i);
    // A sentence written only in English still reaches a Chinese reader in Chinese: what its code says.
    const english = route({ label: "api/test" }, () => {
      throw new AppError("conflict", "The file changed since you read it (version 3 → 4).");
    });
    const { message } = await expectError(await english(new Request(URL_, { headers: zh })), 409, "conflict");
    expect(message).toMatch(/\p{Script=Han}/u);
    expect(message).not.toContain("version");
    // English readers keep the English sentences.
    expect((await expectError(await echo(post('{"n":', { cookie })), 400, "invalid_json")).message).toBe(
      "The request body is not valid JSON.",
    );
  });

  it("params, query and body are read in that order, each once, before the handler", async () => {
    const log: string[] = [];
    const cookie = await cookieFor(newOwner());
    const traced = (step: string) => z.string().transform((value) => (log.push(step), value));
    const handler = route(
      {
        label: "api/test",
        params: { a: routeParam(traced("param a"), () => new AppError("not_found", "No such a here.")) },
        query: () => log.push("query"),
        body: async () => log.push("body"),
      },
      ({ params }) => (log.push("handler"), Response.json(params)),
    );
    const response = await handler(post("{}", { cookie }), { params: Promise.resolve({ a: "1" }) });
    expect(await response.json()).toEqual({ a: "1" });
    expect(log).toEqual(["param a", "query", "body", "handler"]);
  });

  it("anything unexpected is the one JSON 500, never the error's own text", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const cookie = await cookieFor(newOwner());
    const broken = route({ label: "api/test" }, () => {
      throw new TypeError("secret internals");
    });
    const { message } = await expectError(await broken(new Request(URL_, { headers: { cookie } })), 500, "internal");
    expect(message).not.toContain("secret");
  });
});

describe("courseRoute: the course is the owner's, or it is a 404", () => {
  const handler = courseRoute(
    { label: "api/test", body: jsonBody(z.object({ n: z.number() }), { maxBytes: 64, what: "test body" }) },
    ({ course, body }) => Response.json({ course, body }),
  );

  it("a malformed, a missing and another browser's course id get the same 404; a malformed one before the body is read", async () => {
    const owner = newOwner();
    const foreign = await ownedCourse(newOwner());
    const cookie = await cookieFor(owner);
    const errors = [];
    for (const id of ["../etc", "crs_missing", foreign]) {
      const { state, body } = watchedBody('{"n":1}');
      errors.push(await expectError(await handler(post(body, { cookie }), { params: Promise.resolve({ id }) }), 404, "not_found"));
      expect(state.read).toBe(id !== "../etc");
    }
    expect(new Set(errors.map((error) => error.message)).size).toBe(1);
    const mine = await ownedCourse(owner);
    expect(await (await handler(post('{"n":2}', { cookie }), { params: Promise.resolve({ id: mine }) })).json()).toEqual({
      course: { id: mine },
      body: { n: 2 },
    });
  });

  it("the body is checked before the course is looked up: a bad body for a missing course is a 400", async () => {
    const cookie = await cookieFor(newOwner());
    await expectError(await handler(post('{"n":"x"}', { cookie }), { params: Promise.resolve({ id: "crs_missing" }) }), 400, "bad_request");
  });

  it("a route names its own 404 for a malformed or foreign course alike", async () => {
    const cookie = await cookieFor(newOwner());
    const chapterNotFound = () => new AppError("not_found", "This chapter is nowhere to be found.");
    const chapter = courseRoute({ label: "api/test", notFound: chapterNotFound }, () => new Response());
    for (const id of ["%%", await ownedCourse(newOwner())]) {
      const { message } = await expectError(
        await chapter(new Request(URL_, { headers: { cookie } }), { params: Promise.resolve({ id }) }),
        404,
        "not_found",
      );
      expect(message).toBe("This chapter is nowhere to be found.");
    }
  });
});

describe("aiCourseRoute: the guard comes after ownership, the model is metered", () => {
  function spiedGuard() {
    // A clock that stands still: the second turn falls in the first one's minute however slow the machine.
    const now = () => Date.UTC(2026, 0, 5, 12, 0, 10);
    const guard = createAiGuard({
      store: memoryCounterStore({ now }),
      limits: { perMinute: 1, perAddressPerMinute: 0, dailyTokens: 0, addressDailyTokens: 0 },
      now,
    });
    setAiGuardForTests(guard);
    return { admit: vi.spyOn(guard, "admit"), record: vi.spyOn(guard, "record") };
  }

  it("another browser's course is a 404 that never reaches the guard; the owner's turn is admitted once, then limited", async () => {
    const { admit, record } = spiedGuard();
    const owner = newOwner();
    const cookie = await cookieFor(owner);
    const handler = aiCourseRoute({ label: "api/test" }, ({ model, recordUsage, subject }) => {
      recordUsage(12);
      return Response.json({ model: model("chat").specificationVersion, subject: subject.ownerId });
    });
    const call = (id: string) => handler(new Request(URL_, { method: "POST", headers: { cookie } }), { params: Promise.resolve({ id }) });
    await expectError(await call(await ownedCourse(newOwner())), 404, "not_found");
    expect(admit).not.toHaveBeenCalled();
    const mine = await ownedCourse(owner);
    expect(await (await call(mine)).json()).toEqual({ model: "v4", subject: owner });
    expect(admit).toHaveBeenCalledTimes(1);
    expect(record).toHaveBeenCalledWith(expect.objectContaining({ ownerId: owner }), 12);
    await expectError(await call(mine), 429, "rate_limited");
  });
});
