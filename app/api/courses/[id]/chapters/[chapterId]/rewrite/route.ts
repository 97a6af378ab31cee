import { COURSES_BODY_LIMIT_BYTES, rewriteRequestSchema } from "@/features/courses/api/course-api";
import { parseChapterParams } from "@/features/courses/server/course-params";
import { requestChapterRewrite } from "@/features/courses/server/course-queries";
import { database } from "@/lib/db/database";
import { errorResponse } from "@/lib/errors";
import { parseJsonRequest } from "@/lib/http/parse-json-request";
import { requireOwner } from "@/lib/identity/guest-identity";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** POST /api/courses/:id/chapters/:chapterId/rewrite (RewriteRequest) → 202 ChapterResponse. */
export async function POST(request: Request, context: { params: Promise<{ id: string; chapterId: string }> }): Promise<Response> {
  try {
    const { courseId, chapterId } = await parseChapterParams(context.params);
    const { reason } = await parseJsonRequest(request, rewriteRequestSchema, {
      maxBytes: COURSES_BODY_LIMIT_BYTES,
      what: "rewrite request",
    });
    const ownerId = await requireOwner(request);
    const { db } = await database();
    const chapter = await requestChapterRewrite(db, ownerId, courseId, chapterId, reason);
    return Response.json({ chapter }, { status: 202 });
  } catch (error) {
    return errorResponse(error, "api/courses/:id/chapters/:chapterId/rewrite");
  }
}
