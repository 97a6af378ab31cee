/**
 * The practice, review and mastery routes under hostile requests, on PGlite and PostgreSQL (when
 * TEST_DATABASE_URL is set; PostgreSQL refuses NUL in text where PGlite may not): ids that are
 * anything at all, another browser's or unknown are the same 404 (the answer never says which ids
 * exist); any JSON, wrong types, extra fields, huge or deep bodies are a 400 or 413 in the one
 * error shape and change nothing saved; any query string is answered, never with a 5xx.
 * Fixed seed, few runs: the suite runs on 2 shared cores.
 */
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as attemptsRoute from "@/app/api/practice/items/[itemId]/attempts/route";
import * as itemRoute from "@/app/api/practice/items/[itemId]/route";
import * as masteryRoute from "@/app/api/courses/[id]/mastery/route";
import * as practiceRoute from "@/app/api/courses/[id]/practice/route";
import * as exportRoute from "@/app/api/courses/[id]/practice/export/route";
import * as dueRoute from "@/app/api/review/due/route";
import * as summaryRoute from "@/app/api/practice/summary/route";
import * as attemptListRoute from "@/app/api/practice/attempts/route";
import * as courseSummaryRoute from "@/app/api/courses/[id]/practice/summary/route";
import * as courseAttemptsRoute from "@/app/api/courses/[id]/practice/attempts/route";
import * as claimRoute from "@/app/api/courses/[id]/practice/claims/[chapterId]/route";
import * as courseItemsRoute from "@/app/api/courses/[id]/practice/items/route";
import { practiceAttempts, practiceItems } from "@/lib/db/practice-schema";
import { chapters } from "@/lib/db/schema";
import { cookieFor, params, request } from "@/tests/support/courses/course-route-kit";
import { ownerFixture } from "@/tests/support/courses/course-test-kit";
import { setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { testDatabaseTargets } from "@/tests/support/db/test-databases";
import { anyJson, anyText, extremeNumber, fieldText, hostileText } from "@/tests/support/http/hostile-arbitraries";
import { writtenCourse } from "@/tests/support/practice/practice-kit";
import { expectErrorAmong } from "@/tests/support/http/error-shape";

const RUNS = 15;
const SEED = 20261127;
const URL_ = "http://127.0.0.1/api/x";

/** Deep nesting a parser or a schema might recurse on. */
const deep = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

/** Ids: anything, a well-formed unknown one, NUL, or (filled in by the test) another browser's real one. */
const idArbitrary = (foreign: string[]) =>
  fc.oneof(
    hostileText,
    fc.constantFrom("\u0000", "pi_\u0000", "a".repeat(65), "", " ", "..", "%00", "pi_unknown0000000000"),
    fc.constantFrom(...foreign),
  );

describe.each(testDatabaseTargets())("practice routes under hostile requests, on $name", (target) => {
  const database = setUpCourseRouteEnvironment({ open: () => target.open(), env: { RATE_LIMIT_PER_MINUTE: "0" } });

  async function learner() {
    const ownerId = ownerFixture();
    const courseId = await writtenCourse(database().db, ownerId);
    const cookie = await cookieFor(ownerId);
    expect((await practiceRoute.GET(request(URL_, { cookie }), params({ id: courseId }))).status).toBe(200);
    const items = await database().db.select().from(practiceItems).where(eq(practiceItems.courseId, courseId));
    const chapterRows = await database().db.select().from(chapters).where(eq(chapters.courseId, courseId));
    return { ownerId, courseId, cookie, items, chapterIds: chapterRows.map((row) => row.id) };
  }

  it("ids of anything, unknown or another browser's: the same 404 on every id route, nothing changed", async () => {
    const other = await learner();
    const me = await learner();
    const foreign = [other.courseId, other.items[0]!.id, other.chapterIds[0]!];
    const before = await database().db.select().from(practiceItems).where(eq(practiceItems.courseId, other.courseId));
    const json = (body: unknown) => ({ cookie: me.cookie, method: "POST", body: JSON.stringify(body) });
    await fc.assert(
      fc.asyncProperty(idArbitrary(foreign), async (id) => {
        const item = params({ itemId: id });
        const course = params({ id });
        const messages = [
          await expectErrorAmong(await itemRoute.GET(request(URL_, { cookie: me.cookie }), item), [404]),
          await expectErrorAmong(await itemRoute.PATCH(request(URL_, { ...json({ prompt: "Why?" }), method: "PATCH" }), item), [404]),
          await expectErrorAmong(await itemRoute.DELETE(request(URL_, { cookie: me.cookie, method: "DELETE" }), item), [404]),
          await expectErrorAmong(await attemptsRoute.POST(request(URL_, json({ answer: "a", confidence: 3 })), item), [404]),
        ];
        // The question routes answer a foreign question exactly as an unknown one.
        expect(new Set(messages.slice(0, 3)).size).toBe(1);
        const courseCalls = [
          practiceRoute.GET(request(URL_, { cookie: me.cookie }), course),
          masteryRoute.GET(request(URL_, { cookie: me.cookie }), course),
          exportRoute.GET(request(`${URL_}?format=csv`, { cookie: me.cookie }), course),
          courseSummaryRoute.GET(request(URL_, { cookie: me.cookie }), course),
          courseAttemptsRoute.GET(request(URL_, { cookie: me.cookie }), course),
          courseItemsRoute.POST(request(URL_, json({ chapterId: me.chapterIds[0], lineStart: 1, lineEnd: 2 })), course),
          claimRoute.PUT(request(URL_, { ...json({ claimed: true }), method: "PUT" }), params({ id, chapterId: me.chapterIds[0]! })),
          // A chapter id of anything (or another course's) under the learner's own course.
          claimRoute.PUT(request(URL_, { ...json({ claimed: true }), method: "PUT" }), params({ id: me.courseId, chapterId: id })),
        ];
        for (const call of courseCalls) await expectErrorAmong(await call, [404]);
        // A chapter named in the body, under the learner's own course: another course's is unknown here (a 400 only for no id's shape).
        const named = await courseItemsRoute.POST(
          request(URL_, json({ chapterId: id, lineStart: 1, lineEnd: 2 })),
          params({ id: me.courseId }),
        );
        await expectErrorAmong(named, id === other.chapterIds[0] ? [404] : [400, 404]);
      }),
      { numRuns: RUNS, seed: SEED, examples: [["\u0000"], [other.items[0]!.id], [other.courseId], [other.chapterIds[0]!]] },
    );
    const after = await database().db.select().from(practiceItems).where(eq(practiceItems.courseId, other.courseId));
    expect(after).toEqual(before);
  });

  it("any body to a question's edit, a new question, a claim: 2xx or 400/413 in our shape; a refused edit changes nothing", async () => {
    const me = await learner();
    const item = me.items.find((row) => row.kind === "short") ?? me.items[0]!;
    const wrongShape = fc.oneof(
      anyJson,
      fc.record({ prompt: fc.oneof(anyText, extremeNumber, fc.constant(null)), answer: fc.oneof(fieldText(1200), fc.boolean()) }),
      fc.record({ accepted: fc.array(anyText, { maxLength: 14 }), keyPoints: fc.array(fieldText(500), { maxLength: 8 }) }),
      fc.record({ chapterId: fc.oneof(hostileText, fc.constant(me.chapterIds[0]!)), lineStart: extremeNumber, lineEnd: extremeNumber }),
      fc.record({ path: anyText, lineStart: extremeNumber, lineEnd: extremeNumber, extra: anyJson }),
      fc.record({ claimed: fc.oneof(fc.boolean(), anyJson), extra: fc.option(anyJson, { nil: undefined }) }),
    );
    const raw = fc.oneof(
      { weight: 6, arbitrary: wrongShape.map((value) => JSON.stringify(value)) },
      { weight: 1, arbitrary: fc.constantFrom(deep(5000), deepObject(5000), "{", "\u0000", "null", `"${"x".repeat(70_000)}"`) },
    );
    await fc.assert(
      fc.asyncProperty(raw, async (body) => {
        const [before] = await database().db.select().from(practiceItems).where(eq(practiceItems.id, item.id));
        const edit = await itemRoute.PATCH(request(URL_, { cookie: me.cookie, method: "PATCH", body }), params({ itemId: item.id }));
        if (edit.status !== 200) {
          await expectErrorAmong(edit, [400, 409, 413]);
          const [after] = await database().db.select().from(practiceItems).where(eq(practiceItems.id, item.id));
          expect(after).toEqual(before);
        }
        const made = await courseItemsRoute.POST(request(URL_, { cookie: me.cookie, method: "POST", body }), params({ id: me.courseId }));
        if (made.status !== 201) await expectErrorAmong(made, [400, 404, 409, 413]);
        const claimed = await claimRoute.PUT(
          request(URL_, { cookie: me.cookie, method: "PUT", body }),
          params({ id: me.courseId, chapterId: me.chapterIds[1]! }),
        );
        if (claimed.status !== 204) await expectErrorAmong(claimed, [400, 413]);
      }),
      { numRuns: RUNS * 2, seed: SEED },
    );
    // Nothing was answered by any of it.
    expect(await database().db.select().from(practiceAttempts).where(eq(practiceAttempts.itemId, item.id))).toEqual([]);
  });

  it("any query string on the lists, the review queue, the summary and the export: answered, never a 5xx", async () => {
    const me = await learner();
    const value = fc.oneof(hostileText, extremeNumber.map(String), fc.constantFrom("\u0000", "2026-11-27T00:00:00Z", "Asia/Shanghai"));
    const keys = fc.constantFrom(
      "limit",
      "tz",
      "offset",
      "from",
      "to",
      "dueFrom",
      "dueTo",
      "counted",
      "chapterId",
      "module",
      "cursor",
      "format",
    );
    const query = fc.array(fc.tuple(keys, value), { maxLength: 3 });
    await fc.assert(
      fc.asyncProperty(query, async (pairs) => {
        const url = new URL(URL_);
        for (const [key, v] of pairs) url.searchParams.append(key, v);
        const at = (path: string) => `http://127.0.0.1/api/${path}${url.search}`;
        const cookie = me.cookie;
        const course = params({ id: me.courseId });
        const responses = [
          await dueRoute.GET(request(at("review/due"), { cookie })),
          await summaryRoute.GET(request(at("practice/summary"), { cookie })),
          await attemptListRoute.GET(request(at("practice/attempts"), { cookie })),
          await courseSummaryRoute.GET(request(at("summary"), { cookie }), course),
          await courseAttemptsRoute.GET(request(at("attempts"), { cookie }), course),
          await exportRoute.GET(request(at("export"), { cookie }), course),
        ];
        for (const response of responses) {
          if (response.status >= 300) await expectErrorAmong(response, [400]);
          else await response.arrayBuffer();
        }
      }),
      {
        numRuns: RUNS,
        seed: SEED,
        examples: [[[["chapterId", "\u0000"]]], [[["cursor", "\u0000"]]], [[["tz", "\u0000"]]], [[["format", "\u0000"]]]],
      },
    );
  });
});
