import { readSummaryQuery } from "@/features/practice/server/progress-http";
import { progressSummary } from "@/features/practice/server/practice-progress";
import { courseRoute } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/courses/:id/practice/summary?tz= → ProgressSummary of this course. */
export const GET = courseRoute(
  { label: "api/courses/:id/practice/summary", query: readSummaryQuery },
  async ({ db, ownerId, course, query }) => Response.json(await progressSummary(db, ownerId, query.timeZone, { courseId: course.id })),
);
