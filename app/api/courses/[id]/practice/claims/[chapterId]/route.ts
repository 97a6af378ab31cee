import { claimRequestSchema, CLAIM_BODY_LIMIT_BYTES } from "@/features/practice/contract";
import { chapterNotFound, setClaim } from "@/features/practice/data/practice-claims";
import { chapterIdSchema } from "@/lib/course-scope/course-ids";
import { jsonBody } from "@/lib/http/body-readers";
import { courseRoute } from "@/lib/http/route-context";
import { routeParam } from "@/lib/http/route-params";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * PUT /api/courses/:id/practice/claims/:chapterId { claimed } → 204: "I already know this" made or
 * withdrawn, the learner's own claim (shown in mastery, never evidence). Another course's chapter is 404.
 */
export const PUT = courseRoute(
  {
    label: "api/courses/:id/practice/claims/:chapterId",
    params: { chapterId: routeParam(chapterIdSchema, chapterNotFound) },
    body: jsonBody(claimRequestSchema, { maxBytes: CLAIM_BODY_LIMIT_BYTES, what: "claim" }),
  },
  async ({ db, ownerId, course, params, body }) => {
    await setClaim(db, ownerId, course.id, params.chapterId, body.claimed);
    return new Response(null, { status: 204 });
  },
);
