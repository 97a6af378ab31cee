import { outlineDesigner } from "@/app/_compose/course-composition";
import { COURSES_BODY_LIMIT_BYTES, regenerateRequestSchema } from "@/features/courses/contract";
import { regenerateOutline } from "@/features/courses/data/course-queries";
import { jsonBody } from "@/lib/http/body-readers";
import { courseRoute } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** POST /api/courses/:id/regenerate (RegenerateRequest) → CourseResponse: the designer revises the draft. */
export const POST = courseRoute(
  {
    label: "api/courses/:id/regenerate",
    body: jsonBody(regenerateRequestSchema, { maxBytes: COURSES_BODY_LIMIT_BYTES, what: "regenerate request" }),
  },
  async ({ request, db, ownerId, course, body }) =>
    Response.json({ course: await regenerateOutline(db, ownerId, course.id, body, outlineDesigner(request.signal)) }),
);
