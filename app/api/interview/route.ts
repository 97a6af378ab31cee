import { outlineSaverFor } from "@/app/_compose/course-composition";
import { materialLoaderFor } from "@/app/_compose/interview-material";
import { errorResponse } from "@/lib/errors";
import { uiLocaleOfRequest } from "@/lib/i18n/request-locale";
import { aiSubjectOf, appAiGuard } from "@/lib/http/ai-guard";
import { turnModels } from "@/lib/ai/turn-model";
import { readJsonBody } from "@/lib/http/read-json-body";
import { refuseOtherMethods } from "@/lib/http/request-guard";
import { requireOwner } from "@/lib/identity/guest-identity";
import { streamInterviewTurn } from "@/features/interview/server/stream-interview";
import { INTERVIEW_BODY_LIMIT_BYTES, parseInterviewRequest } from "@/features/interview/lib/interview-request";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

// The proxy skips this route (lib/http/api-routes.ts): other methods get the app's JSON 405 here.
export const { GET, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods("/api/interview");

/**
 * One interview turn: identity → parse → rate limit and budget → agent →
 * stream. The conversation itself is not stored server-side; a designed outline
 * is saved as the owner's draft course. A request without a valid identity
 * cookie is refused (401): the page load issues one, so only scripts lack it,
 * and minting a fresh identity per request must not mint a fresh budget.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    // Identity first: a request without one is refused before its body is read.
    const ownerId = await requireOwner(request);
    const body = await readJsonBody(request, INTERVIEW_BODY_LIMIT_BYTES);
    const interviewRequest = parseInterviewRequest(body);
    const subject = aiSubjectOf(request, ownerId);
    const guard = await appAiGuard();
    await guard.admit(subject);
    return await streamInterviewTurn(interviewRequest, {
      abortSignal: request.signal,
      uiLocale: uiLocaleOfRequest(request),
      // The owner is already verified above: their drafts, without reading the cookie again.
      saveOutline: outlineSaverFor(ownerId),
      // Documents attached on /create: read (owner- and interview-scoped) only when research runs.
      loadMaterial: materialLoaderFor(ownerId, interviewRequest.id, interviewRequest.materialIds ?? []),
      // Every model call of the turn (sub-agents included) counts against the daily budget.
      models: turnModels((tokens) => void guard.record(subject, tokens)),
    });
  } catch (error) {
    return errorResponse(error, "api/interview");
  }
}
