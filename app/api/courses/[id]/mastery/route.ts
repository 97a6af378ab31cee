import { courseMastery } from "@/features/practice/server/practice-service";
import { courseRoute } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/courses/:id/mastery → MasteryResponse (per module and chapter: status and the attempts that count). */
export const GET = courseRoute({ label: "api/courses/:id/mastery" }, async ({ db, ownerId, course }) =>
  Response.json(await courseMastery(db, ownerId, course.id)),
);
