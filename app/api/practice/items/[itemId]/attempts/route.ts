import { practiceGraderFor } from "@/app/_compose/practice-grading";
import { attemptBody, itemParams } from "@/features/practice/server/practice-http";
import { answerQuestion } from "@/features/practice/server/practice-service";
import { route } from "@/lib/http/route-context";
import { uiLocaleOfRequest } from "@/lib/i18n/request-locale";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * POST /api/practice/items/:itemId/attempts AttemptRequest → 201 AttemptResponse (404 foreign or unknown, 409 stale or deleted).
 * Short answers are graded by the model when one is configured (app/_compose/practice-grading.ts). The
 * feedback is framed in the UI language (the locale cookie, else Accept-Language).
 */
export const POST = route(
  { label: "api/practice/items/:itemId/attempts", params: itemParams, body: attemptBody },
  async ({ request, db, ownerId, params, body }) =>
    Response.json(
      await answerQuestion(db, ownerId, params.itemId, body, {
        grader: practiceGraderFor(request, ownerId),
        // The feedback's frame follows the learner's UI language; the answer and key points it quotes stay the question's.
        locale: uiLocaleOfRequest(request),
      }),
      { status: 201 },
    ),
);
