import { COURSES_BODY_LIMIT_BYTES, outlineEditRequestSchema } from "@/features/courses/contract";
import { updateOutline } from "@/features/courses/data/course-queries";
import { jsonBody } from "@/lib/http/body-readers";
import { courseRoute } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** PUT /api/courses/:id/outline (OutlineEditRequest) → CourseResponse, or 409 with the current course. */
export const PUT = courseRoute(
  {
    label: "api/courses/:id/outline",
    body: jsonBody(outlineEditRequestSchema, { maxBytes: COURSES_BODY_LIMIT_BYTES, what: "outline edit" }),
  },
  async ({ db, ownerId, course, body }) =>
    Response.json({ course: await updateOutline(db, ownerId, course.id, body.outline, body.revision) }),
);
