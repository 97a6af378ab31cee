import { searchCourseWithDocuments } from "@/app/_compose/sources-course-documents";
import { parseSearchQuery } from "@/features/sources/server/source-http";
import { courseRoute } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/courses/:id/search?q=…[&limit=] → SearchResponse (the same hits the tutor's tool gets). */
export const GET = courseRoute({ label: "api/courses/:id/search", query: parseSearchQuery }, async ({ db, ownerId, course, query }) =>
  Response.json(await searchCourseWithDocuments(db, { ownerId, courseId: course.id, query: query.q, limit: query.limit })),
);
