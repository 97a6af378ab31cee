import { COURSES_BODY_LIMIT_BYTES } from "@/features/courses/contract";
import { interviewDraftSchema, listCourses, saveDraftFromInterview } from "@/features/courses/data/course-queries";
import { jsonBody } from "@/lib/http/body-readers";
import { route } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/courses → CourseListResponse: this browser's courses. */
export const GET = route({ label: "api/courses" }, async ({ db, ownerId }) => Response.json({ courses: await listCourses(db, ownerId) }));

/**
 * POST /api/courses (an interview's outline and who it is for) → 201 CourseResponse.
 * The outline card's Retry when the interview could not save the outline itself;
 * one draft per interview (an upsert), so retrying twice never makes two courses.
 */
export const POST = route(
  { label: "api/courses", body: jsonBody(interviewDraftSchema, { maxBytes: COURSES_BODY_LIMIT_BYTES, what: "outline" }) },
  async ({ db, ownerId, body }) => Response.json({ course: await saveDraftFromInterview(db, ownerId, body) }, { status: 201 }),
);
