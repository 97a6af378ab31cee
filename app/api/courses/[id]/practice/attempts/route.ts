import { attemptQueryReader } from "@/features/practice/server/progress-http";
import { figureAttempts } from "@/features/practice/server/practice-progress";
import { courseRoute } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/courses/:id/practice/attempts?…&chapterId=&module= → AttemptList of this course (a figure's attempts). */
export const GET = courseRoute(
  { label: "api/courses/:id/practice/attempts", query: attemptQueryReader(true) },
  async ({ db, ownerId, course, query }) => Response.json(await figureAttempts(db, ownerId, query, course.id)),
);
