import { parseChapterParams } from "@/features/courses/server/course-params";
import { getChapter } from "@/features/courses/server/course-queries";
import { database } from "@/lib/db/database";
import { errorResponse } from "@/lib/errors";
import { requireOwner } from "@/lib/identity/guest-identity";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/courses/:id/chapters/:chapterId → ChapterResponse (with its markdown content). */
export async function GET(request: Request, context: { params: Promise<{ id: string; chapterId: string }> }): Promise<Response> {
  try {
    const { courseId, chapterId } = await parseChapterParams(context.params);
    const ownerId = await requireOwner(request);
    const { db } = await database();
    return Response.json({ chapter: await getChapter(db, ownerId, courseId, chapterId) });
  } catch (error) {
    return errorResponse(error, "api/courses/:id/chapters/:chapterId");
  }
}
