/**
 * "Mark chapter read" through the real route: kept on the server per owner,
 * seen again on reload (GET the course), undone by read:false, and closed to
 * other browsers and to bodies that are not { read: boolean }.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as getRoute } from "@/app/api/courses/[id]/route";
import { PUT as readRoute } from "@/app/api/courses/[id]/chapters/[chapterId]/read/route";
import { chapterResponseSchema, courseResponseSchema } from "@/features/courses/contract";
import { confirmCourse } from "@/features/courses/data/confirm-course";
import { saveDraftFromInterview } from "@/features/courses/data/course-queries";
import { draftFixture } from "@/tests/support/courses/course-test-kit";
import { BASE, cookieFor, expectError, params, request, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";

const db = setUpCourseRouteEnvironment();

async function browser() {
  const ownerId = `g_${randomBytes(12).toString("base64url")}`;
  return { ownerId, cookie: await cookieFor(ownerId) };
}

async function confirmedCourse(ownerId: string) {
  const draft = await saveDraftFromInterview(db().db, ownerId, draftFixture());
  return confirmCourse(db().db, ownerId, draft.id);
}

const mark = (courseId: string, chapterId: string, cookie: string, body: string) =>
  readRoute(
    request(`${BASE}/${courseId}/chapters/${chapterId}/read`, { method: "PUT", cookie, body }),
    params({ id: courseId, chapterId }),
  );

describe("PUT /api/courses/:id/chapters/:chapterId/read", () => {
  it("marks a chapter read, keeps it across reloads, and unmarks it", async () => {
    const { ownerId, cookie } = await browser();
    const course = await confirmedCourse(ownerId);
    const [first, second] = course.chapters;
    expect(first!.readAt).toBeNull();

    const marked = await mark(course.id, first!.id, cookie, JSON.stringify({ read: true }));
    expect(marked.status).toBe(200);
    const readAt = chapterResponseSchema.parse(await marked.json()).chapter.readAt;
    expect(readAt).not.toBeNull();

    // Marking it again keeps the first time it was read.
    const again = chapterResponseSchema.parse(await (await mark(course.id, first!.id, cookie, JSON.stringify({ read: true }))).json());
    expect(again.chapter.readAt).toBe(readAt);

    const reloaded = courseResponseSchema.parse(
      await (await getRoute(request(`${BASE}/${course.id}`, { cookie }), params({ id: course.id }))).json(),
    );
    const byId = new Map(reloaded.course.chapters.map((chapter) => [chapter.id, chapter.readAt]));
    expect(byId.get(first!.id)).toBe(readAt);
    expect(byId.get(second!.id)).toBeNull();

    const unmarked = await mark(course.id, first!.id, cookie, JSON.stringify({ read: false }));
    expect(chapterResponseSchema.parse(await unmarked.json()).chapter.readAt).toBeNull();
  });

  it("another browser's chapter is a 404 and stays unread", async () => {
    const owner = await browser();
    const stranger = await browser();
    const course = await confirmedCourse(owner.ownerId);
    const chapterId = course.chapters[0]!.id;
    await expectError(await mark(course.id, chapterId, stranger.cookie, JSON.stringify({ read: true })), 404, "not_found");
    // A real chapter id under a course id that does not match is also a 404.
    const other = await confirmedCourse(stranger.ownerId);
    await expectError(await mark(other.id, chapterId, stranger.cookie, JSON.stringify({ read: true })), 404, "not_found");
    const reloaded = courseResponseSchema.parse(
      await (await getRoute(request(`${BASE}/${course.id}`, { cookie: owner.cookie }), params({ id: course.id }))).json(),
    );
    expect(reloaded.course.chapters.every((chapter) => chapter.readAt === null)).toBe(true);
  });

  it.each([["{}"], ['{"read":"yes"}'], ['{"read":1}'], ['{"read":true,"extra":1}'], ["not json"], ["[]"]])(
    "refuses the body %s with a 400",
    async (body) => {
      const { ownerId, cookie } = await browser();
      const course = await confirmedCourse(ownerId);
      const response = await mark(course.id, course.chapters[0]!.id, cookie, body);
      expect(response.status).toBe(400);
    },
  );
});
