import { COURSES_BODY_LIMIT_BYTES, chapterReadRequestSchema } from "@/features/courses/contract";
import { chapterScope } from "@/features/courses/server/course-params";
import { setChapterRead } from "@/features/courses/data/course-queries";
import { jsonBody } from "@/lib/http/body-readers";
import { courseRoute } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** PUT /api/courses/:id/chapters/:chapterId/read ({ read }) → ChapterResponse with readAt set or cleared. */
export const PUT = courseRoute(
  {
    label: "api/courses/:id/chapters/:chapterId/read",
    ...chapterScope,
    body: jsonBody(chapterReadRequestSchema, { maxBytes: COURSES_BODY_LIMIT_BYTES, what: "read mark" }),
  },
  async ({ db, ownerId, course, params, body }) =>
    Response.json({ chapter: await setChapterRead(db, ownerId, { courseId: course.id, chapterId: params.chapterId }, body.read) }),
);
