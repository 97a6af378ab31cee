import { COURSES_BODY_LIMIT_BYTES, chapterReadRequestSchema } from "@/features/courses/api/course-api";
import { parseChapterParams } from "@/features/courses/server/course-params";
import { setChapterRead } from "@/features/courses/server/course-queries";
import { database } from "@/lib/db/database";
import { errorResponse } from "@/lib/errors";
import { parseJsonRequest } from "@/lib/http/parse-json-request";
import { requireOwner } from "@/lib/identity/guest-identity";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** PUT /api/courses/:id/chapters/:chapterId/read ({ read }) → ChapterResponse with readAt set or cleared. */
export async function PUT(request: Request, context: { params: Promise<{ id: string; chapterId: string }> }): Promise<Response> {
  try {
    const { courseId, chapterId } = await parseChapterParams(context.params);
    const { read } = await parseJsonRequest(request, chapterReadRequestSchema, {
      maxBytes: COURSES_BODY_LIMIT_BYTES,
      what: "read mark",
    });
    const ownerId = await requireOwner(request);
    const { db } = await database();
    const chapter = await setChapterRead(db, ownerId, { courseId, chapterId }, read);
    return Response.json({ chapter });
  } catch (error) {
    return errorResponse(error, "api/courses/:id/chapters/:chapterId/read");
  }
}
