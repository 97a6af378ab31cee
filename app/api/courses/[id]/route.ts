import { parseCourseParams } from "@/features/courses/server/course-params";
import { deleteCourse, getCourse } from "@/features/courses/server/course-queries";
import { database } from "@/lib/db/database";
import { errorResponse } from "@/lib/errors";
import { requireOwner } from "@/lib/identity/guest-identity";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/** GET /api/courses/:id → CourseResponse (outline, profile, chapters with status). */
export async function GET(request: Request, context: Context): Promise<Response> {
  try {
    const { courseId } = await parseCourseParams(context.params);
    const ownerId = await requireOwner(request);
    const { db } = await database();
    return Response.json({ course: await getCourse(db, ownerId, courseId) });
  } catch (error) {
    return errorResponse(error, "api/courses/:id");
  }
}

/** DELETE /api/courses/:id → 204; chapters and jobs go with it. */
export async function DELETE(request: Request, context: Context): Promise<Response> {
  try {
    const { courseId } = await parseCourseParams(context.params);
    const ownerId = await requireOwner(request);
    const { db } = await database();
    await deleteCourse(db, ownerId, courseId);
    return new Response(null, { status: 204 });
  } catch (error) {
    return errorResponse(error, "api/courses/:id");
  }
}
