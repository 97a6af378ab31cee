import { outlineDesigner } from "@/app/_compose/course-composition";
import { COURSES_BODY_LIMIT_BYTES, regenerateRequestSchema } from "@/features/courses/api/course-api";
import { parseCourseParams } from "@/features/courses/server/course-params";
import { regenerateOutline } from "@/features/courses/server/course-queries";
import { database } from "@/lib/db/database";
import { errorResponse } from "@/lib/errors";
import { parseJsonRequest } from "@/lib/http/parse-json-request";
import { requireOwner } from "@/lib/identity/guest-identity";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** POST /api/courses/:id/regenerate (RegenerateRequest) → CourseResponse: the designer revises the draft. */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const { courseId } = await parseCourseParams(context.params);
    const body = await parseJsonRequest(request, regenerateRequestSchema, {
      maxBytes: COURSES_BODY_LIMIT_BYTES,
      what: "regenerate request",
    });
    const ownerId = await requireOwner(request);
    const { db } = await database();
    const course = await regenerateOutline(db, ownerId, courseId, body, outlineDesigner(request.signal));
    return Response.json({ course });
  } catch (error) {
    return errorResponse(error, "api/courses/:id/regenerate");
  }
}
