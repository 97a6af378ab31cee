import { listCoursePractice } from "@/features/practice/data/practice-queries";
import { syncCoursePractice } from "@/features/practice/server/practice-sync";
import { courseRoute } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/courses/:id/practice → PracticeListResponse (a written chapter without questions gets them first). */
export const GET = courseRoute({ label: "api/courses/:id/practice" }, async ({ db, ownerId, course }) => {
  await syncCoursePractice(db, ownerId, course.id);
  return Response.json(await listCoursePractice(db, ownerId, course.id, new Date()));
});
