import { parseChapterParams } from "@/features/courses/server/course-params";
import { retryChapter } from "@/features/courses/server/course-queries";
import { database } from "@/lib/db/database";
import { errorResponse } from "@/lib/errors";
import { requireOwner } from "@/lib/identity/guest-identity";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** POST /api/courses/:id/chapters/:chapterId/retry → 202 ChapterResponse: a failed chapter goes back in the queue. */
export async function POST(request: Request, context: { params: Promise<{ id: string; chapterId: string }> }): Promise<Response> {
  try {
    const { courseId, chapterId } = await parseChapterParams(context.params);
    const ownerId = await requireOwner(request);
    const { db } = await database();
    const chapter = await retryChapter(db, ownerId, courseId, chapterId);
    return Response.json({ chapter }, { status: 202 });
  } catch (error) {
    return errorResponse(error, "api/courses/:id/chapters/:chapterId/retry");
  }
}
