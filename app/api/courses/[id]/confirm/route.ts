import { confirmCourseWithWorkspace } from "@/app/_compose/workspace-composition";
import { parseCourseParams } from "@/features/courses/server/course-params";
import { database } from "@/lib/db/database";
import { errorResponse } from "@/lib/errors";
import { requireOwner } from "@/lib/identity/guest-identity";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** POST /api/courses/:id/confirm → 202 CourseResponse. Idempotent: a second confirm starts nothing new. */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const { courseId } = await parseCourseParams(context.params);
    const ownerId = await requireOwner(request);
    const { db } = await database();
    const course = await confirmCourseWithWorkspace(db, ownerId, courseId);
    return Response.json({ course }, { status: 202 });
  } catch (error) {
    return errorResponse(error, "api/courses/:id/confirm");
  }
}
