import { searchCourseWithDocuments } from "@/app/_compose/sources-course-documents";
import { parseSearchQuery, parseSourcesParams } from "@/features/sources/server/source-requests";
import { database } from "@/lib/db/database";
import { errorResponse } from "@/lib/errors";
import { requireOwner } from "@/lib/identity/guest-identity";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/** GET /api/courses/:id/search?q=…[&limit=] → SearchResponse (the same hits the tutor's tool gets). */
export async function GET(request: Request, context: Context): Promise<Response> {
  try {
    const { courseId } = await parseSourcesParams(context.params);
    const { q, limit } = parseSearchQuery(request);
    const ownerId = await requireOwner(request);
    const { db } = await database();
    return Response.json(await searchCourseWithDocuments(db, { ownerId, courseId, query: q, limit }));
  } catch (error) {
    return errorResponse(error, "api/courses/:id/search");
  }
}
