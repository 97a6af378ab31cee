import { outlineSaverFor } from "@/app/_compose/course-composition";
import { materialLoaderFor } from "@/app/_compose/interview-material";
import { aiRoute } from "@/lib/http/ai-route";
import { parsedJsonBody } from "@/lib/http/body-readers";
import { refuseOtherMethods } from "@/lib/http/request-guard";
import { uiLocaleOfRequest } from "@/lib/i18n/request-locale";
import { streamInterviewTurn } from "@/features/interview/server/stream-interview";
import { INTERVIEW_BODY_LIMIT_BYTES, parseInterviewRequest } from "@/features/interview/lib/interview-request";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

// The proxy skips this route (lib/http/api-routes.ts): other methods get the app's JSON 405 here.
export const { GET, PUT, PATCH, DELETE, OPTIONS } = refuseOtherMethods("/api/interview", ["POST"]);

/**
 * One interview turn (identity → parse → rate limit and budget, by aiRoute) → agent → stream.
 * The conversation itself is not stored server-side; a designed outline is saved as the
 * owner's draft course. A request without a valid identity cookie is refused (401): the page
 * load issues one, so only scripts lack it, and minting a fresh identity per request must not
 * mint a fresh budget.
 */
export const POST = aiRoute(
  { label: "api/interview", body: parsedJsonBody(INTERVIEW_BODY_LIMIT_BYTES, parseInterviewRequest) },
  ({ request, ownerId, body, model }) =>
    streamInterviewTurn(body, {
      abortSignal: request.signal,
      uiLocale: uiLocaleOfRequest(request),
      // The owner is already verified: their drafts, without reading the cookie again.
      saveOutline: outlineSaverFor(ownerId),
      // Documents attached on /create: read (owner- and interview-scoped) only when research runs.
      loadMaterial: materialLoaderFor(ownerId, body.id, body.materialIds ?? []),
      // Every model call of the turn (sub-agents included) counts against the daily budget.
      models: model,
    }),
);
