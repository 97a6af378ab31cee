import { practiceGraderFor } from "@/app/_compose/practice-grading";
import { attemptBody, itemParams } from "@/features/practice/server/practice-http";
import { answerQuestion } from "@/features/practice/server/practice-service";
import { route } from "@/lib/http/route-context";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * POST /api/practice/items/:itemId/attempts AttemptRequest → 201 AttemptResponse (404 foreign or unknown, 409 stale or deleted).
 * Short answers are graded by the model when one is configured (app/_compose/practice-grading.ts).
 */
export const POST = route(
  { label: "api/practice/items/:itemId/attempts", params: itemParams, body: attemptBody },
  async ({ request, db, ownerId, params, body }) =>
    Response.json(await answerQuestion(db, ownerId, params.itemId, body, { grader: practiceGraderFor(request, ownerId) }), { status: 201 }),
);
