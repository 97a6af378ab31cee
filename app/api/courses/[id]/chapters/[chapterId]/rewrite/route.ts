import { COURSES_BODY_LIMIT_BYTES, rewriteRequestSchema } from "@/features/courses/api/course-api";
import { chapterScope } from "@/features/courses/server/course-params";
import { requestChapterRewrite } from "@/features/courses/server/course-queries";
import { jsonBody } from "@/lib/http/body-readers";
import { courseRoute } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** POST /api/courses/:id/chapters/:chapterId/rewrite (RewriteRequest) → 202 ChapterResponse. */
export const POST = courseRoute(
  {
    label: "api/courses/:id/chapters/:chapterId/rewrite",
    ...chapterScope,
    body: jsonBody(rewriteRequestSchema, { maxBytes: COURSES_BODY_LIMIT_BYTES, what: "rewrite request" }),
  },
  async ({ db, ownerId, course, params, body }) =>
    Response.json({ chapter: await requestChapterRewrite(db, ownerId, course.id, params.chapterId, body.reason) }, { status: 202 }),
);
