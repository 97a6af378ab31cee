import { outlineSaverForRequest } from "@/app/_compose/course-composition";
import { errorResponse } from "@/lib/errors";
import { uiLocaleOfRequest } from "@/lib/i18n/request-locale";
import { aiRateLimiter, rateLimitKey } from "@/lib/http/rate-limit";
import { readJsonBody } from "@/lib/http/read-json-body";
import { ownerIdFromRequest } from "@/lib/identity/guest-identity";
import { streamInterviewTurn } from "@/features/interview/server/stream-interview";
import { INTERVIEW_BODY_LIMIT_BYTES, parseInterviewRequest } from "@/features/interview/lib/interview-request";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * One interview turn: parse → identity → rate limit → agent → stream. The
 * conversation itself is not stored server-side; a designed outline is saved as
 * the owner's draft course (without an identity the interview still works, it
 * just saves nothing).
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const body = await readJsonBody(request, INTERVIEW_BODY_LIMIT_BYTES);
    const interviewRequest = parseInterviewRequest(body);
    aiRateLimiter().enforce(rateLimitKey(await ownerIdFromRequest(request).catch(() => null), request));
    return await streamInterviewTurn(interviewRequest, {
      abortSignal: request.signal,
      uiLocale: uiLocaleOfRequest(request),
      saveOutline: await outlineSaverForRequest(request),
    });
  } catch (error) {
    return errorResponse(error, "api/interview");
  }
}
