import { COURSES_BODY_LIMIT_BYTES } from "@/features/courses/api/course-api";
import { interviewDraftSchema, listCourses, saveDraftFromInterview } from "@/features/courses/server/course-queries";
import { database } from "@/lib/db/database";
import { errorResponse } from "@/lib/errors";
import { parseJsonRequest } from "@/lib/http/parse-json-request";
import { requireOwner } from "@/lib/identity/guest-identity";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/courses → CourseListResponse: this browser's courses. */
export async function GET(request: Request): Promise<Response> {
  try {
    const ownerId = await requireOwner(request);
    const { db } = await database();
    return Response.json({ courses: await listCourses(db, ownerId) });
  } catch (error) {
    return errorResponse(error, "api/courses");
  }
}

/**
 * POST /api/courses (an interview's outline and who it is for) → 201 CourseResponse.
 * The outline card's Retry when the interview could not save the outline itself;
 * one draft per interview (an upsert), so retrying twice never makes two courses.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const draft = await parseJsonRequest(request, interviewDraftSchema, { maxBytes: COURSES_BODY_LIMIT_BYTES, what: "outline" });
    const ownerId = await requireOwner(request);
    const { db } = await database();
    return Response.json({ course: await saveDraftFromInterview(db, ownerId, draft) }, { status: 201 });
  } catch (error) {
    return errorResponse(error, "api/courses");
  }
}
