import { listCourses } from "@/features/courses/server/course-queries";
import { database } from "@/lib/db/database";
import { errorResponse } from "@/lib/errors";
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
