/** Bad input to the courses API: clear JSON errors, and nothing saved. */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as getRoute } from "@/app/api/courses/[id]/route";
import { PUT as outlineRoute } from "@/app/api/courses/[id]/outline/route";
import { POST as regenerateRoute } from "@/app/api/courses/[id]/regenerate/route";
import { POST as rewriteRoute } from "@/app/api/courses/[id]/chapters/[chapterId]/rewrite/route";
import { COURSES_BODY_LIMIT_BYTES, courseResponseSchema } from "@/features/courses/contract";
import { saveDraftFromInterview } from "@/features/courses/data/course-queries";
import { draftFixture, outlineFixture } from "@/tests/support/courses/course-test-kit";
import { BASE, cookieFor, expectError, params, request, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";

const db = setUpCourseRouteEnvironment();

async function setUp() {
  const ownerId = `g_${randomBytes(12).toString("base64url")}`;
  const cookie = await cookieFor(ownerId);
  const draft = await saveDraftFromInterview(db().db, ownerId, draftFixture());
  const put = (body: string, headers?: Record<string, string>) =>
    outlineRoute(request(`${BASE}/${draft.id}/outline`, { method: "PUT", cookie, body, headers }), params({ id: draft.id }));
  const saved = async () =>
    courseResponseSchema.parse(await (await getRoute(request(BASE, { cookie }), params({ id: draft.id }))).json()).course;
  return { cookie, draft, put, saved };
}

describe("courses API: bad input", () => {
  it("malformed JSON → 400 invalid_json", async () => {
    const { put, saved, draft } = await setUp();
    await expectError(await put('{"outline": {'), 400, "invalid_json");
    expect(await saved()).toEqual(draft);
  });

  it("a non-JSON content type → 415", async () => {
    const { put } = await setUp();
    const error = await expectError(
      await put(JSON.stringify({ outline: outlineFixture(), revision: 1 }), { "content-type": "text/plain" }),
      415,
      "unsupported_media_type",
    );
    expect(error.message).toContain("application/json");
  });

  it("an oversized body → 413, by declared length and by bytes actually sent", async () => {
    const { put } = await setUp();
    const huge = JSON.stringify({ outline: outlineFixture({ description: "x".repeat(COURSES_BODY_LIMIT_BYTES) }), revision: 1 });
    await expectError(await put(huge), 413, "payload_too_large");
  });

  it.each([
    ["a missing revision", { outline: "OUTLINE" }, /revision/],
    ["a chapter without a title", { outline: "NO_TITLE", revision: 1 }, /outline\.modules\.0\.chapters\.0\.title/],
    ["nine modules", { outline: "NINE", revision: 1 }, /outline\.modules/],
    ["not an object", ["x"], /invalid/],
  ])("schema failure (%s) → 400 naming the problem; the saved outline is unchanged", async (_case, shape, mentions) => {
    const { put, saved, draft } = await setUp();
    const outline = outlineFixture();
    const bodies: Record<string, unknown> = {
      OUTLINE: outline,
      NO_TITLE: {
        ...outline,
        modules: [{ ...outline.modules[0]!, chapters: [{ ...outline.modules[0]!.chapters[0]!, title: "" }] }, ...outline.modules.slice(1)],
      },
      NINE: { ...outline, modules: Array.from({ length: 9 }, () => outline.modules[0]!) },
    };
    const body = JSON.stringify(shape, (key, value: unknown) => (key === "outline" && typeof value === "string" ? bodies[value] : value));
    const error = await expectError(await put(body), 400, "bad_request");
    expect(error.message).toMatch(/^The outline edit is invalid: /);
    expect(error.message).toMatch(mentions);
    expect(await saved()).toEqual(draft);
  });

  it("an outline whose chapters add up to too few minutes is refused with the total", async () => {
    const { put, saved, draft } = await setUp();
    const outline = outlineFixture();
    const tiny = {
      ...outline,
      modules: outline.modules.slice(0, 2).map((module) => ({ ...module, chapters: [{ ...module.chapters[0]!, minutes: 5 }] })),
    };
    const error = await expectError(await put(JSON.stringify({ outline: tiny, revision: 1 })), 400, "bad_request");
    expect(error.message).toContain("add up to 10 minutes");
    expect(await saved()).toEqual(draft);
  });

  it("regenerate and rewrite validate their bodies too", async () => {
    const { cookie, draft } = await setUp();
    const regenerate = (body: unknown) =>
      regenerateRoute(request(BASE, { method: "POST", cookie, body: JSON.stringify(body) }), params({ id: draft.id }));
    expect((await expectError(await regenerate({ instruction: "   ", revision: 1 }), 400, "bad_request")).message).toMatch(/instruction/);
    await expectError(await regenerate({ instruction: "x".repeat(1001), revision: 1 }), 400, "bad_request");
    await expectError(await regenerate({ instruction: "shorter" }), 400, "bad_request");
    const rewrite = await rewriteRoute(
      request(BASE, { method: "POST", cookie, body: JSON.stringify({ reason: "" }) }),
      params({ id: draft.id, chapterId: "ch_x" }),
    );
    await expectError(rewrite, 400, "bad_request");
  });

  it("malformed and unknown ids → 404", async () => {
    const { cookie } = await setUp();
    for (const id of ["crs_unknown", "../../etc/passwd", "x".repeat(65), ""]) {
      await expectError(await getRoute(request(BASE, { cookie }), params({ id })), 404, "not_found");
    }
  });
});
