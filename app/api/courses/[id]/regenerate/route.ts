import { outlineDesigner } from "@/app/_compose/course-composition";
import { COURSES_BODY_LIMIT_BYTES, regenerateRequestSchema } from "@/features/courses/contract";
import { regenerateOutline } from "@/features/courses/data/course-queries";
import { jsonBody } from "@/lib/http/body-readers";
import { aiCourseRoute } from "@/lib/http/ai-route";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * POST /api/courses/:id/regenerate (RegenerateRequest) → CourseResponse: the designer revises the
 * draft. A model call like any tutor turn: rate-limited, and its tokens counted against the budgets.
 */
export const POST = aiCourseRoute(
  {
    label: "api/courses/:id/regenerate",
    body: jsonBody(regenerateRequestSchema, { maxBytes: COURSES_BODY_LIMIT_BYTES, what: "regenerate request" }),
  },
  async ({ request, db, ownerId, course, body, model }) =>
    Response.json({ course: await regenerateOutline(db, ownerId, course.id, body, outlineDesigner(model("course"), request.signal)) }),
);
