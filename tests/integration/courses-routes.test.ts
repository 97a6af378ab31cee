/**
 * The courses API through the real route handlers (app/api/courses/**), with
 * the guest cookie made by the identity helper and an in-memory database.
 * Every response is checked against the contract in features/courses/contract.ts.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/courses/route";
import { DELETE as deleteRoute, GET as getRoute } from "@/app/api/courses/[id]/route";
import { PUT as outlineRoute } from "@/app/api/courses/[id]/outline/route";
import { POST as regenerateRoute } from "@/app/api/courses/[id]/regenerate/route";
import { POST as confirmRoute } from "@/app/api/courses/[id]/confirm/route";
import { GET as chapterRoute } from "@/app/api/courses/[id]/chapters/[chapterId]/route";
import { POST as retryRoute } from "@/app/api/courses/[id]/chapters/[chapterId]/retry/route";
import { POST as rewriteRoute } from "@/app/api/courses/[id]/chapters/[chapterId]/rewrite/route";
import { chapterResponseSchema, courseListResponseSchema, courseResponseSchema, type CourseDetail } from "@/features/courses/contract";
import { saveDraftFromInterview } from "@/features/courses/data/course-queries";
import { draftFixture, outlineFixture } from "@/tests/support/courses/course-test-kit";
import { eq } from "drizzle-orm";
import { chapters } from "@/lib/db/schema";
import { BASE, cookieFor, expectError, params, request, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";

const db = setUpCourseRouteEnvironment();

async function browser() {
  const ownerId = `g_${randomBytes(12).toString("base64url")}`;
  return { ownerId, cookie: await cookieFor(ownerId) };
}

async function draftOf(ownerId: string): Promise<CourseDetail> {
  return saveDraftFromInterview(db().db, ownerId, draftFixture());
}

describe("courses API: the owner's way through", () => {
  it("list → read → edit → regenerate → confirm → read chapter → retry → rewrite → delete", async () => {
    const { ownerId, cookie } = await browser();
    const draft = await draftOf(ownerId);
    const id = { id: draft.id };

    const list = courseListResponseSchema.parse(await (await listRoute(request(BASE, { cookie }))).json());
    expect(list.courses.map((course) => course.id)).toEqual([draft.id]);

    const read = await getRoute(request(`${BASE}/${draft.id}`, { cookie }), params(id));
    expect(read.status).toBe(200);
    expect(courseResponseSchema.parse(await read.json()).course).toEqual(draft);

    const edited = await outlineRoute(
      request(`${BASE}/${draft.id}/outline`, {
        method: "PUT",
        cookie,
        body: JSON.stringify({ outline: outlineFixture({ title: "Renamed" }), revision: 1 }),
      }),
      params(id),
    );
    expect(edited.status).toBe(200);
    expect(courseResponseSchema.parse(await edited.json()).course).toMatchObject({ title: "Renamed", revision: 2 });

    const regenerated = await regenerateRoute(
      request(`${BASE}/${draft.id}/regenerate`, {
        method: "POST",
        cookie,
        body: JSON.stringify({ instruction: "Skip the basics", revision: 2 }),
      }),
      params(id),
    );
    expect(regenerated.status).toBe(200);
    const revised = courseResponseSchema.parse(await regenerated.json()).course;
    // The offline designer kept the hand-edited title and dropped the first module.
    expect(revised).toMatchObject({ title: "Renamed", revision: 3 });
    expect(revised.outline.modules.map((module) => module.title)).toEqual(["Services and networking", "Capstone: deploy your app"]);

    const confirmed = await confirmRoute(request(`${BASE}/${draft.id}/confirm`, { method: "POST", cookie }), params(id));
    expect(confirmed.status).toBe(202);
    const course = courseResponseSchema.parse(await confirmed.json()).course;
    expect(course.status).toBe("generating");
    expect(course.chapters).toHaveLength(3);
    const again = await confirmRoute(request(`${BASE}/${draft.id}/confirm`, { method: "POST", cookie }), params(id));
    expect(again.status).toBe(202);
    expect(courseResponseSchema.parse(await again.json()).course.chapters).toEqual(course.chapters);

    const chapterId = course.chapters[0]!.id;
    const chapterParams = params({ id: draft.id, chapterId });
    const chapter = await chapterRoute(request(`${BASE}/${draft.id}/chapters/${chapterId}`, { cookie }), chapterParams);
    expect(chapterResponseSchema.parse(await chapter.json()).chapter).toMatchObject({ status: "queued", content: null });

    await expectError(
      await retryRoute(request(`${BASE}/${draft.id}/chapters/${chapterId}/retry`, { method: "POST", cookie }), chapterParams),
      409,
      "conflict",
    );
    await db().db.update(chapters).set({ status: "failed", lastError: "The model timed out." }).where(eq(chapters.id, chapterId));
    const retried = await retryRoute(request(`${BASE}/${draft.id}/chapters/${chapterId}/retry`, { method: "POST", cookie }), chapterParams);
    expect(retried.status).toBe(202);
    expect(chapterResponseSchema.parse(await retried.json()).chapter).toMatchObject({ status: "queued", lastError: null });

    await db().db.update(chapters).set({ status: "done", content: "# Chapter" }).where(eq(chapters.id, chapterId));
    const rewrite = await rewriteRoute(
      request(`${BASE}/${draft.id}/chapters/${chapterId}/rewrite`, {
        method: "POST",
        cookie,
        body: JSON.stringify({ reason: "more examples" }),
      }),
      chapterParams,
    );
    expect(rewrite.status).toBe(202);
    expect(chapterResponseSchema.parse(await rewrite.json()).chapter).toMatchObject({
      status: "queued",
      rewriteReason: "more examples",
      content: "# Chapter",
    });

    const deleted = await deleteRoute(request(`${BASE}/${draft.id}`, { method: "DELETE", cookie }), params(id));
    expect(deleted.status).toBe(204);
    await expectError(await getRoute(request(`${BASE}/${draft.id}`, { cookie }), params(id)), 404, "not_found");
  });

  it("a stale edit is a 409 whose details carry the current course", async () => {
    const { ownerId, cookie } = await browser();
    const draft = await draftOf(ownerId);
    const put = (title: string) =>
      outlineRoute(
        request(`${BASE}/${draft.id}/outline`, {
          method: "PUT",
          cookie,
          body: JSON.stringify({ outline: outlineFixture({ title }), revision: 1 }),
        }),
        params({ id: draft.id }),
      );
    expect((await put("Tab A")).status).toBe(200);
    const error = await expectError(await put("Tab B"), 409, "conflict");
    expect(error.message).toBe("This outline was changed in another tab. The latest version is shown.");
    expect(courseResponseSchema.parse(error.details).course).toMatchObject({ title: "Tab A", revision: 2 });
  });
});

describe("courses API: another browser gets 404, a missing identity 401", () => {
  it("cannot read, edit, regenerate, confirm, delete or touch chapters of someone else's course", async () => {
    const owner = await browser();
    const stranger = await browser();
    const draft = await draftOf(owner.ownerId);
    const confirmed = (await (
      await confirmRoute(request("http://x", { method: "POST", cookie: owner.cookie }), params({ id: (await draftOf(owner.ownerId)).id }))
    ).json()) as { course: CourseDetail };
    const chapterParams = params({ id: confirmed.course.id, chapterId: confirmed.course.chapters[0]!.id });
    const cookie = stranger.cookie;
    const json = (value: unknown) => JSON.stringify(value);

    const responses = [
      await getRoute(request(`${BASE}/${draft.id}`, { cookie }), params({ id: draft.id })),
      await outlineRoute(
        request(BASE, { method: "PUT", cookie, body: json({ outline: outlineFixture(), revision: 1 }) }),
        params({ id: draft.id }),
      ),
      await regenerateRoute(
        request(BASE, { method: "POST", cookie, body: json({ instruction: "shorter", revision: 1 }) }),
        params({ id: draft.id }),
      ),
      await confirmRoute(request(BASE, { method: "POST", cookie }), params({ id: draft.id })),
      await deleteRoute(request(BASE, { method: "DELETE", cookie }), params({ id: draft.id })),
      await chapterRoute(request(BASE, { cookie }), chapterParams),
      await retryRoute(request(BASE, { method: "POST", cookie }), chapterParams),
      await rewriteRoute(request(BASE, { method: "POST", cookie, body: json({ reason: "too easy" }) }), chapterParams),
    ];
    for (const response of responses) await expectError(response, 404, "not_found");
    const list = courseListResponseSchema.parse(await (await listRoute(request(BASE, { cookie }))).json());
    expect(list.courses).toEqual([]);
    // The owner's draft is untouched.
    const mine = courseResponseSchema.parse(
      await (await getRoute(request(BASE, { cookie: owner.cookie }), params({ id: draft.id }))).json(),
    );
    expect(mine.course).toMatchObject({ status: "draft", revision: 1 });
  });

  it("no cookie or a tampered one → 401, never someone's data", async () => {
    const owner = await browser();
    const draft = await draftOf(owner.ownerId);
    await expectError(await listRoute(request(BASE)), 401, "unauthorized");
    const [value] = owner.cookie.split(".");
    const forged = `${value}.${"A".repeat(43)}`;
    await expectError(await getRoute(request(BASE, { cookie: forged }), params({ id: draft.id })), 401, "unauthorized");
  });
});
