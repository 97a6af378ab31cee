import { confirmCourseWithWorkspace } from "@/app/_compose/workspace-composition";
import { courseRoute } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** POST /api/courses/:id/confirm → 202 CourseResponse. Idempotent: a second confirm starts nothing new. */
export const POST = courseRoute({ label: "api/courses/:id/confirm" }, async ({ db, ownerId, course }) =>
  Response.json({ course: await confirmCourseWithWorkspace(db, ownerId, course.id) }, { status: 202 }),
);
