/**
 * The settings routes and guided mode's additions under hostile requests, on PGlite and PostgreSQL
 * (when TEST_DATABASE_URL is set): any JSON, wrong types, extra fields, huge or deep bodies, any
 * Unicode (NUL, lone surrogates, bidi). Only the instance owner changes the settings (a guest and a
 * member change nothing, whatever they send), no answer ever carries a key, and nothing is a 5xx.
 * Guided mode's `mode` field, its ladder's GET (?session= of anything), and the workspace tutor's
 * conversation under another browser's or a malformed course id. Fixed seed, few runs.
 */
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as chatPost } from "@/app/api/chat/route";
import { GET as guidedGet } from "@/app/api/chat/guided/route";
import * as workspaceChat from "@/app/api/courses/[id]/workspace/chat/route";
import { GET as localServersGet } from "@/app/api/settings/local-servers/route";
import { POST as probePost } from "@/app/api/settings/probe/route";
import { GET as settingsGet, PUT as settingsPut } from "@/app/api/settings/route";
import { probeRequestSchema, settingsViewSchema } from "@/features/settings/contract";
import { seedLearningFiles } from "@/features/workspace/data/seed-learning-files";
import { cookieFor, params, request, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { ownerFixture } from "@/tests/support/courses/course-test-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { anyJson, anyText, fieldText, hostileText } from "@/tests/support/http/hostile-arbitraries";
import { guestBrowser, signUp, type Browser } from "@/tests/support/identity/auth-kit";
import { writtenCourse } from "@/tests/support/practice/practice-kit";
import { expectErrorAmong } from "@/tests/support/http/error-shape";

const RUNS = 12;
const SEED = 20261127;

/** A key no answer may carry: recognisable, with hostile text around it. */
const KEY_MARK = "sk-fuzzKEY0123456789";
const settingsBody = fc.oneof(
  anyJson,
  fc.record(
    {
      preset: fc.oneof(hostileText, anyJson),
      baseUrl: fc.oneof(
        fc.constantFrom("http://127.0.0.1:9/v1", "https://example.org/v1", "javascript:alert(1)", "http://\u0000/"),
        anyText,
      ),
      apiKey: fc.oneof(
        fc.constant(KEY_MARK),
        fieldText(300).map((text) => `${KEY_MARK}${text}`),
        fc.constant(null),
      ),
      model: fc.oneof(fieldText(200), fc.integer(), fc.constant(null)),
      searchProvider: fc.oneof(hostileText, fc.constantFrom("none", "tavily", "searxng")),
      tavilyApiKey: fc.oneof(fc.constant(`${KEY_MARK}t`), anyText),
      extra: anyJson,
    },
    { requiredKeys: [] },
  ),
);
const rawBody = fc.oneof(
  { weight: 8, arbitrary: settingsBody.map((value) => JSON.stringify(value)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(`${"[".repeat(5000)}${"]".repeat(5000)}`, `{"apiKey":"${KEY_MARK}${"x".repeat(9000)}"}`, "{", ""),
  },
);

describe.each(testDatabaseTargets())("settings and guided mode under hostile requests, on $name", (target) => {
  const database = setUpCourseRouteEnvironment({ open: () => target.open(), env: { RATE_LIMIT_PER_MINUTE: "0" } });
  let owner: Browser;
  let member: Browser;
  let guest: Browser;

  beforeEach(async () => {
    await database().db.execute(sql`TRUNCATE "user", instance_settings CASCADE`);
    owner = await guestBrowser();
    await signUp(owner);
    member = await guestBrowser();
    await signUp(member);
    guest = await guestBrowser();
  });

  const view = async (browser: Browser) => {
    const response = await settingsGet(browser.request("/api/settings"));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(KEY_MARK);
    return settingsViewSchema.parse(JSON.parse(text));
  };
  const put = (browser: Browser, body: string) =>
    settingsPut(
      new Request(browser.request("/api/settings", { method: "PUT", json: {} }), {
        body,
        headers: { ...Object.fromEntries(browser.request("/api/settings", { method: "PUT", json: {} }).headers) },
      }),
    );

  it("a guest and a member: any body is refused (403, or 400/413 for a malformed one) and changes nothing", async () => {
    const before = await view(owner);
    await fc.assert(
      fc.asyncProperty(rawBody, fc.boolean(), async (body, asMember) => {
        const browser = asMember ? member : guest;
        const response = await put(browser, body);
        await expectErrorAmong(response, [400, 403, 413]);
        const probe = await probePost(
          new Request(browser.request("/api/settings/probe", { method: "POST", json: {} }), {
            body,
            headers: browser.request("/x").headers,
          }),
        );
        await expectErrorAmong(probe, [400, 403, 413, 415]);
        await expectErrorAmong(await localServersGet(browser.request("/api/settings/local-servers")), [403]);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(await view(owner)).toEqual(before);
  });

  it("the owner: any body is applied or refused in our shape; no answer carries a key; a refused one keeps what was saved", async () => {
    let applied = 0;
    await fc.assert(
      fc.asyncProperty(rawBody, async (body) => {
        const before = await view(owner);
        const response = await put(owner, body);
        const text = await response.text();
        expect(text).not.toContain(KEY_MARK);
        if (response.status === 200) {
          settingsViewSchema.parse(JSON.parse(text));
          for (const browser of [owner, member, guest]) await view(browser);
          applied += 1;
          return;
        }
        expect([400, 413], text).toContain(response.status);
        expect(Object.keys(JSON.parse(text) as object)).toEqual(["error"]);
        expect(await view(owner)).toEqual(before);
      }),
      {
        numRuns: RUNS * 2,
        seed: SEED,
        examples: [
          [JSON.stringify({ apiKey: KEY_MARK, model: "m\u0000" })],
          [JSON.stringify({ apiKey: KEY_MARK })],
          // Half an emoji: the database cannot keep it in the settings' JSON (a 500 before it was refused).
          [JSON.stringify({ model: "gpt\uD83D" })],
          [JSON.stringify({ baseUrl: "http://127.0.0.1:9/v1/\uDE00" })],
        ],
      },
    );
    // Some changes were applied (and then read back by everyone without a key): not a property of refusals alone.
    expect(applied).toBeGreaterThan(0);
  });

  it("the owner's probe with a malformed body: 400/413 in our shape, never a model contacted", async () => {
    const malformed = rawBody.filter((body) => {
      try {
        return !probeRequestSchema.safeParse(JSON.parse(body)).success;
      } catch {
        return true;
      }
    });
    await fc.assert(
      fc.asyncProperty(malformed, async (body) => {
        const response = await probePost(
          new Request(owner.request("/api/settings/probe", { method: "POST", json: {} }), { body, headers: owner.request("/x").headers }),
        );
        await expectErrorAmong(response, [400, 413, 415]);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it("GET /api/chat/guided?session= of anything: a ladder (empty for an unknown session) or a 400, never a 5xx", async () => {
    const cookie = await cookieFor(ownerFixture());
    await fc.assert(
      fc.asyncProperty(anyText, async (session) => {
        const url = new URL("http://127.0.0.1/api/chat/guided");
        url.searchParams.set("session", session);
        const response = await guidedGet(request(url.toString(), { cookie }));
        if (response.status !== 200) return void (await expectErrorAmong(response, [400]));
        const body = (await response.json()) as { data: Record<string, unknown> };
        expect(Object.keys(body)).toEqual(["data"]);
      }),
      { numRuns: RUNS, seed: SEED, examples: [["\u0000"], ["\uD800"], ["\u202E"]] },
    );
    for (const raw of ["%00", "%E0%A4%A", "%ED%A0%80"])
      expect((await guidedGet(request(`http://127.0.0.1/api/chat/guided?session=${raw}`, { cookie }))).status).toBeLessThan(500);
  });

  it("/api/chat: a well-formed turn whose mode is anything else than guided or explain is a 400", async () => {
    const cookie = await cookieFor(ownerFixture());
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileText, anyJson), async (mode) => {
        fc.pre(mode !== "guided" && mode !== "explain" && mode !== null);
        const body = { id: "s1", mode, messages: [{ id: "m1", role: "user", parts: [{ type: "text", text: "hi" }] }] };
        const response = await chatPost(request("http://127.0.0.1/api/chat", { method: "POST", cookie, body: JSON.stringify(body) }));
        await expectErrorAmong(response, [400]);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});

describe.each(testDatabaseTargets())("the workspace tutor's conversation under hostile requests, on $name", (target) => {
  const database = setUpCourseRouteEnvironment({ open: () => target.open(), env: { RATE_LIMIT_PER_MINUTE: "0" } });
  beforeAll(() => vi.stubEnv("RATE_LIMIT_PER_MINUTE", "0"));
  afterAll(() => vi.unstubAllEnvs());
  const url = "http://127.0.0.1/api/courses/c/workspace/chat";

  it("a course id of anything or another browser's: 404 on GET, POST and DELETE, and their conversation is untouched", async () => {
    const other = ownerFixture();
    const courseId = await writtenCourse(database().db, other);
    await seedLearningFiles(database().db, other, courseId);
    const theirs = await cookieFor(other);
    const say = JSON.stringify({ text: "Quiz me", references: [], mode: "guided" });
    await (await workspaceChat.POST(request(url, { method: "POST", cookie: theirs, body: say }), params({ id: courseId }))).text();
    const conversation = await (await workspaceChat.GET(request(url, { cookie: theirs }), params({ id: courseId }))).json();
    const cookie = await cookieFor(ownerFixture());
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileText, fc.constantFrom(courseId, "\u0000", "a".repeat(65))), async (id) => {
        await expectErrorAmong(await workspaceChat.GET(request(url, { cookie }), params({ id })), [404]);
        await expectErrorAmong(await workspaceChat.DELETE(request(url, { method: "DELETE", cookie }), params({ id })), [404]);
        await expectErrorAmong(await workspaceChat.POST(request(url, { method: "POST", cookie, body: say }), params({ id })), [404]);
      }),
      { numRuns: RUNS, seed: SEED, examples: [[courseId], ["\u0000"]] },
    );
    expect(await (await workspaceChat.GET(request(url, { cookie: theirs }), params({ id: courseId }))).json()).toEqual(conversation);
  });

  it("the owner's turn of any text, mode, approvals or retry: a stream that ends or a 4xx, never a 5xx", async () => {
    const ownerId = ownerFixture();
    const courseId = await writtenCourse(database().db, ownerId);
    await seedLearningFiles(database().db, ownerId, courseId);
    const cookie = await cookieFor(ownerId);
    const body = fc.oneof(
      fc.record({ text: fieldText(9000), references: fc.constant([]), mode: fc.oneof(fc.constantFrom("guided", "explain"), hostileText) }),
      fc.record({
        approvals: fc.array(fc.record({ approvalId: hostileText, approved: fc.boolean(), reason: fieldText(600) }), { maxLength: 2 }),
      }),
      fc.record({ retry: fc.constant(true), mode: fc.constantFrom("guided", "explain") }),
      anyJson,
    );
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const response = await workspaceChat.POST(
          request(url, { method: "POST", cookie, body: JSON.stringify(value) }),
          params({ id: courseId }),
        );
        expect(response.status).toBeLessThan(500);
        const text = await response.text();
        // A turn that was taken ends as a stream without an error in it (a NUL stored on PostgreSQL would be one).
        if (response.status === 200) expect(text).not.toContain('"type":"error"');
        else expect(Object.keys(JSON.parse(text) as object)).toEqual(["error"]);
      }),
      {
        numRuns: 6,
        seed: SEED,
        examples: [[{ text: "a\u0000b", references: [], mode: "guided" }], [{ approvals: [{ approvalId: "\u0000", approved: true }] }]],
      },
    );
    expect((await workspaceChat.GET(request(url, { cookie }), params({ id: courseId }))).status).toBe(200);
  });
});
