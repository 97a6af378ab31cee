import { COURSES_BODY_LIMIT_BYTES, outlineEditRequestSchema } from "@/features/courses/api/course-api";
import { parseCourseParams } from "@/features/courses/server/course-params";
import { updateOutline } from "@/features/courses/server/course-queries";
import { database } from "@/lib/db/database";
import { errorResponse } from "@/lib/errors";
import { parseJsonRequest } from "@/lib/http/parse-json-request";
import { requireOwner } from "@/lib/identity/guest-identity";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** PUT /api/courses/:id/outline (OutlineEditRequest) → CourseResponse, or 409 with the current course. */
export async function PUT(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const { courseId } = await parseCourseParams(context.params);
    const edit = await parseJsonRequest(request, outlineEditRequestSchema, { maxBytes: COURSES_BODY_LIMIT_BYTES, what: "outline edit" });
    const ownerId = await requireOwner(request);
    const { db } = await database();
    return Response.json({ course: await updateOutline(db, ownerId, courseId, edit.outline, edit.revision) });
  } catch (error) {
    return errorResponse(error, "api/courses/:id/outline");
  }
}
