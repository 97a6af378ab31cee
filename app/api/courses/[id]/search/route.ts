import { searchCourseWithDocuments } from "@/app/_compose/sources-course-documents";
import { parseSearchQuery, readSearchBody, type SearchQuery } from "@/features/sources/server/source-http";
import type { Database } from "@/lib/db/client";
import { courseRoute } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const label = "api/courses/:id/search";
const search = (db: Database, ownerId: string, courseId: string, query: SearchQuery) =>
  searchCourseWithDocuments(db, { ownerId, courseId, query: query.q, limit: query.limit });

/** GET /api/courses/:id/search?q=…[&limit=] → SearchResponse (the same hits the tutor's tool gets), for a query that fits a URL. */
export const GET = courseRoute({ label, query: parseSearchQuery }, async ({ db, ownerId, course, query }) =>
  Response.json(await search(db, ownerId, course.id, query)),
);

/** POST /api/courses/:id/search {q, limit?} → SearchResponse: any query up to the limit (what the browser sends). */
export const POST = courseRoute({ label, body: readSearchBody }, async ({ db, ownerId, course, body }) =>
  Response.json(await search(db, ownerId, course.id, body)),
);
