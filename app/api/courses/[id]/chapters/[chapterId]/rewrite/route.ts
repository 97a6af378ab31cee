import { COURSES_BODY_LIMIT_BYTES, rewriteRequestSchema } from "@/features/courses/contract";
import { chapterScope } from "@/features/courses/server/course-params";
import { requestChapterRewrite } from "@/features/courses/data/course-queries";
import { wakeGenerationWorker } from "@/features/courses/server/generation-worker-registry";
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
  async ({ db, ownerId, course, params, body }) => {
    const chapter = await requestChapterRewrite(db, ownerId, course.id, params.chapterId, body.reason);
    // This process's worker starts now instead of at its next poll; other processes poll.
    wakeGenerationWorker();
    return Response.json({ chapter }, { status: 202 });
  },
);
