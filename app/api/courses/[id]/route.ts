import { deleteCourse, getCourse } from "@/features/courses/data/course-queries";
import { courseRoute } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/courses/:id → CourseResponse (outline, profile, chapters with status). */
export const GET = courseRoute({ label: "api/courses/:id" }, async ({ db, ownerId, course }) =>
  Response.json({ course: await getCourse(db, ownerId, course.id) }),
);

/** DELETE /api/courses/:id → 204; chapters and jobs go with it. */
export const DELETE = courseRoute({ label: "api/courses/:id" }, async ({ db, ownerId, course }) => {
  await deleteCourse(db, ownerId, course.id);
  return new Response(null, { status: 204 });
});
